package othello

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestSymmetryBits: symmetry(b, t) moves square (c, r) where the three
// reflections say, and Position.Symmetry maps legal moves onto legal moves.
func TestSymmetryBits(t *testing.T) {
	for tr := range Symmetries {
		for sq := range 64 {
			c, r := sq%8, sq/8
			if tr&1 != 0 {
				c = 7 - c
			}
			if tr&2 != 0 {
				r = 7 - r
			}
			if tr&4 != 0 {
				c, r = r, c
			}
			if got := symmetry(1<<uint(sq), tr); got != 1<<uint(r*8+c) {
				t.Fatalf("symmetry %d of %v: %#x, want square %v", tr, Move(sq), got, Move(r*8+c))
			}
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	for _, p := range randomPositions(r, 200) {
		for tr := range Symmetries {
			q := p.Symmetry(tr)
			var want []Move
			for _, m := range p.Moves(nil) {
				want = append(want, SymmetricMove(m, tr))
			}
			slices.Sort(want)
			if got := q.Moves(nil); !slices.Equal(got, want) {
				t.Fatalf("%s under symmetry %d: moves %v, want %v", p, tr, got, want)
			}
		}
	}
}

// randomPositions returns n positions from random games, every phase.
func randomPositions(r *rand.Rand, n int) []Position {
	var g Game
	var out []Position
	for len(out) < n {
		p := Start()
		for !p.Over() && len(out) < n {
			if r.IntN(4) == 0 {
				out = append(out, p)
			}
			m, _ := g.RandomMove(p, r)
			p = p.Apply(m)
		}
	}
	return out
}

// readPattern reads pattern k at its base squares on the board (own, opp)
// square by square: the slow reference for features.
func readPattern(k patternKind, own, opp uint64) int {
	idx, w := 0, 1
	for _, sq := range patternDefs[k].squares {
		switch bit := uint64(1) << uint(sq); {
		case own&bit != 0:
			idx += w
		case opp&bit != 0:
			idx += 2 * w
		}
		w *= 3
	}
	return canonicalIndex(k, idx)
}

// TestFeaturesAgainstReference: for every pattern, the canonical readings
// of its places (the fast bit tricks) are the readings of the pattern on
// all 8 images of the board, each place read as often as its symmetry
// says: so the places are exactly the pattern's orbit and every reading is
// right. Mobility and parity are checked directly.
func TestFeaturesAgainstReference(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, p := range randomPositions(r, 300) {
		own, opp := p.mine()
		var f [numActive]int32
		features(own, opp, &f)
		got := map[patternKind][]int{}
		for _, x := range f[:numPlaces] {
			c := int(canonical[x])
			k := patternKind(0)
			for k+1 < numPatterns && c >= patternOffset[k+1] {
				k++
			}
			got[k] = append(got[k], c-patternOffset[k])
		}
		for k := range numPatterns {
			var want []int
			for tr := range Symmetries {
				want = append(want, readPattern(k, symmetry(own, tr), symmetry(opp, tr)))
			}
			rep := Symmetries / len(patternDefs[k].images)
			var g []int
			for _, x := range got[k] {
				for range rep {
					g = append(g, x)
				}
			}
			slices.Sort(g)
			slices.Sort(want)
			if !slices.Equal(g, want) {
				t.Fatalf("%s: pattern %s reads %v, want %v", p, patternDefs[k].name, g, want)
			}
		}
		if m := int(f[numPlaces]) - mobilityOwn; m != min(maxMobility, count(legalMask(own, opp))) {
			t.Fatalf("%s: mobility %d", p, m)
		}
		if m := int(f[numPlaces+1]) - mobilityOpp; m != min(maxMobility, count(legalMask(opp, own))) {
			t.Fatalf("%s: opponent mobility %d", p, m)
		}
		if int(f[numPlaces+2])-parityOffset != p.Empties()%2 {
			t.Fatalf("%s: parity feature %d", p, f[numPlaces+2])
		}
	}
}

// randomLearned returns an evaluation with random weights (every canonical
// weight set).
func randomLearned(r *rand.Rand) *Learned {
	l, _ := NewLearned(15, 4)
	for p := range l.Phases {
		w := make([]float64, numFeatures)
		for i := range w {
			w[i] = float64(r.IntN(401)-200) / 64
		}
		l.SetWeights(p, w)
	}
	return l
}

// TestLearnedSymmetric: a position and its 8 images get the same value,
// with random weights and with the embedded ones; the value is from the
// side to move's point of view.
func TestLearnedSymmetric(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	evals := []*Learned{randomLearned(r)}
	if l, err := LoadLearned(); err == nil {
		evals = append(evals, l)
	} else {
		t.Fatal(err)
	}
	for _, l := range evals {
		for _, p := range randomPositions(r, 300) {
			own, opp := p.mine()
			v := l.Raw(own, opp)
			for tr := 1; tr < Symmetries; tr++ {
				q := p.Symmetry(tr)
				o2, p2 := q.mine()
				if w := l.Raw(o2, p2); w != v {
					t.Fatalf("%s: value %d, under symmetry %d %d", p, v, tr, w)
				}
			}
			if l.Evaluate(p, p.Turn) != -l.Evaluate(p, p.Turn.Other()) {
				t.Fatalf("%s: Evaluate is not zero-sum", p)
			}
		}
	}
}

// TestLearnedCodec: weights survive Encode and DecodeLearned, and bad files
// are refused.
func TestLearnedCodec(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	l := randomLearned(r)
	// Leave most weights zero, as training does.
	for p := range l.Phases {
		w := l.Weights(p)
		for i := range w {
			if r.IntN(3) != 0 {
				w[i] = 0
			}
		}
		l.SetWeights(p, w)
	}
	data := l.Encode()
	back, err := DecodeLearned(data)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(back.Encode(), data) {
		t.Fatal("re-encoding changed the bytes")
	}
	for p := range l.Phases {
		if !slices.Equal(back.w[p], l.w[p]) {
			t.Fatalf("phase %d differs after decoding", p)
		}
	}
	for _, bad := range [][]byte{nil, []byte("SLEV1\n"), data[:len(data)/2], append(slices.Clone(data), 0)} {
		if _, err := DecodeLearned(bad); err == nil {
			t.Fatalf("decoded %d bad bytes", len(bad))
		}
	}
}

// TestStableDiscs: a disc reported stable is never turned over in random
// continuations of the game, and a full board is all stable.
func TestStableDiscs(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	var g Game
	found := 0
	for _, p := range randomPositions(r, 400) {
		for _, c := range []Color{Black, White} {
			st := stableDiscs(p.Discs(c), p.Discs(c.Other()))
			found += count(st)
			for range 5 {
				q := p
				for !q.Over() {
					m, _ := g.RandomMove(q, r)
					q = q.Apply(m)
					if q.Discs(c)&st != st {
						t.Fatalf("%s: stable discs %#x of %s turned over", p, st, c)
					}
				}
			}
		}
	}
	if found == 0 {
		t.Fatal("no stable disc found in 400 positions")
	}
	full := MustParse(strings.Repeat("XO", 32) + " X")
	if st := stableDiscs(full.Black, full.White); st != full.Black {
		t.Fatalf("full board: %#x stable of %#x", st, full.Black)
	}
}
