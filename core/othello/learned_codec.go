package othello

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
)

// The weights file of the learned evaluation (weights/eval.bin, written by
// core/othello/evaltrain): the line "SLEV1", then unsigned varints for the
// phases, the empties per phase, Scale and the size of a phase's feature
// table, then per phase its canonical weights (every feature whose index is
// canonical, in index order) as runs: the number of zero weights before
// the next non-zero one (unsigned varint) and that weight (zig-zag varint),
// closed by the number of zeros at the end. Unseen pattern readings keep
// the weight 0, so the runs make the file small.

const learnedMagic = "SLEV2\n"

// canonical[i] is the canonical index of raw feature i (see
// canonicalIndex; mobility and parity features are their own).
var canonical = func() []int32 {
	c := make([]int32, numFeatures)
	for i := range c {
		c[i] = int32(i)
	}
	for k := range patternDefs {
		off, n := patternOffset[k], pow3(len(patternDefs[k].squares))
		for idx := range n {
			c[off+idx] = int32(off + canonicalIndex(patternKind(k), idx))
		}
	}
	return c
}()

// Encode writes the weights file.
func (l *Learned) Encode() []byte {
	var b bytes.Buffer
	b.WriteString(learnedMagic)
	for _, v := range []int{l.Phases, l.Width, Scale, numFeatures, int(math.Round(l.WinScale * 100))} {
		b.Write(binary.AppendUvarint(nil, uint64(v)))
	}
	for _, w := range l.w {
		zeros := uint64(0)
		for i, v := range w {
			if canonical[i] != int32(i) {
				continue
			}
			if v == 0 {
				zeros++
				continue
			}
			b.Write(binary.AppendUvarint(nil, zeros))
			b.Write(binary.AppendVarint(nil, int64(v)))
			zeros = 0
		}
		b.Write(binary.AppendUvarint(nil, zeros))
	}
	return b.Bytes()
}

// DecodeLearned reads a weights file written by Encode.
func DecodeLearned(data []byte) (*Learned, error) {
	if !bytes.HasPrefix(data, []byte(learnedMagic)) {
		return nil, fmt.Errorf("not a weights file of the learned evaluation (want %q first)", learnedMagic[:5])
	}
	r := bytes.NewReader(data[len(learnedMagic):])
	var head [5]uint64
	for i := range head {
		v, err := binary.ReadUvarint(r)
		if err != nil {
			return nil, errTruncated
		}
		head[i] = v
	}
	if head[2] != Scale || head[3] != uint64(numFeatures) || head[0] > maxLearnedPhases || head[1] > 60 {
		return nil, fmt.Errorf("weights for another feature set (scale %d, %d features; want %d, %d)", head[2], head[3], Scale, numFeatures)
	}
	if head[4] < 10 || head[4] > 10000 {
		return nil, fmt.Errorf("weights: win scale %d/100 disc out of range", head[4])
	}
	l, err := NewLearned(int(head[0]), int(head[1]))
	if err != nil {
		return nil, err
	}
	l.WinScale = float64(head[4]) / 100
	for _, w := range l.w {
		i := 0
		next := func() int { // the next canonical index at or after i
			for i < len(w) && canonical[i] != int32(i) {
				i++
			}
			return i
		}
		for {
			z, err := binary.ReadUvarint(r)
			if err != nil {
				return nil, errTruncated
			}
			for ; z > 0; z-- {
				if next() == len(w) {
					return nil, fmt.Errorf("weights: a run of zeros passes the end of a phase")
				}
				i++
			}
			if next() == len(w) {
				break
			}
			v, err := binary.ReadVarint(r)
			if err != nil {
				return nil, errTruncated
			}
			if v < math.MinInt16 || v > math.MaxInt16 {
				return nil, fmt.Errorf("weights: %d out of range", v)
			}
			w[i] = int16(v)
			i++
		}
		for j := range w {
			w[j] = w[canonical[j]]
		}
	}
	if r.Len() != 0 {
		return nil, fmt.Errorf("weights: %d trailing bytes", r.Len())
	}
	return l, nil
}
