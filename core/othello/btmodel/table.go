package btmodel

import (
	"bytes"
	"embed"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"sync"

	"searchlab/core/bradleyterry"
)

// The trained tables, written by `go run ./core/othello/cmd/trainbt`
// (make train-bt): tables/<set>.gamma.
//
//go:embed tables/*.gamma
var tables embed.FS

// magic opens a γ table file.
const magic = "SLBT1\n"

// Encode writes a γ table: the magic line, the set's name and a newline,
// the number of entries (uint32), then for every feature whose γ is not 1
// (as float32) its index (uint32) and γ (float32), little-endian. Features
// never seen in training keep the prior's γ = 1 and take no space.
func Encode(set Set, m *bradleyterry.Model) []byte {
	var b bytes.Buffer
	b.WriteString(magic + set.String() + "\n")
	var idx []uint32
	var val []float32
	for i, g := range m.Gamma {
		if f := float32(g); f != 1 {
			idx, val = append(idx, uint32(i)), append(val, f)
		}
	}
	binary.Write(&b, binary.LittleEndian, uint32(len(idx)))
	for i := range idx {
		binary.Write(&b, binary.LittleEndian, idx[i])
		binary.Write(&b, binary.LittleEndian, val[i])
	}
	return b.Bytes()
}

// Decode reads a table written by Encode for set.
func Decode(set Set, data []byte) (*bradleyterry.Model, error) {
	head := magic + set.String() + "\n"
	if !bytes.HasPrefix(data, []byte(head)) {
		return nil, fmt.Errorf("btmodel: not a γ table of the %s set", set)
	}
	r := bytes.NewReader(data[len(head):])
	var n uint32
	if err := binary.Read(r, binary.LittleEndian, &n); err != nil {
		return nil, errors.New("btmodel: truncated γ table")
	}
	m := bradleyterry.NewModel(set.NumFeatures())
	for range n {
		var i uint32
		var g float32
		if binary.Read(r, binary.LittleEndian, &i) != nil || binary.Read(r, binary.LittleEndian, &g) != nil {
			return nil, errors.New("btmodel: truncated γ table")
		}
		if int(i) >= len(m.Gamma) || !(g > 0) || math.IsInf(float64(g), 0) {
			return nil, fmt.Errorf("btmodel: bad entry %d: γ %v", i, g)
		}
		m.Gamma[i] = float64(g)
	}
	if r.Len() != 0 {
		return nil, errors.New("btmodel: trailing bytes in γ table")
	}
	return m, nil
}

var (
	loadOnce [len(setNames)]sync.Once
	loaded   [len(setNames)]*Model
	loadErr  [len(setNames)]error
)

// Load returns the trained model of set from the embedded tables (decoded
// once, then shared).
func Load(set Set) (*Model, error) {
	if int(set) >= len(setNames) {
		return nil, fmt.Errorf("unknown feature set %d", set)
	}
	loadOnce[set].Do(func() {
		data, err := tables.ReadFile("tables/" + set.String() + ".gamma")
		if err != nil {
			loadErr[set] = fmt.Errorf("btmodel: no trained table for the %s set (run make train-bt): %w", set, err)
			return
		}
		bt, err := Decode(set, data)
		if err != nil {
			loadErr[set] = err
			return
		}
		loaded[set] = &Model{Set: set, BT: bt}
	})
	return loaded[set], loadErr[set]
}
