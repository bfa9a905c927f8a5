package btmodel

import (
	"testing"

	"searchlab/core/othello"
)

// The ten kinds partition the board as the symmetry group's orbits: 4
// squares each on the diagonals and 8 elsewhere; the diagonal squares
// have two canonical orientations.
func TestSquareKinds(t *testing.T) {
	count := map[int]int{}
	for sq := range 64 {
		count[Kind(sq)]++
		c, r := sq%8, sq/8
		diag := c == r || c == 7-r
		if want := map[bool]uint8{true: 2, false: 1}[diag]; squares[sq].orient != want {
			t.Errorf("%v: %d orientations, want %d", othello.Move(sq), squares[sq].orient, want)
		}
	}
	want := map[int]int{0: 4, 1: 8, 2: 8, 3: 8, 4: 4, 5: 8, 6: 8, 7: 4, 8: 8, 9: 4}
	for k, n := range want {
		if count[k] != n {
			t.Errorf("kind %d: %d squares, want %d", k, count[k], n)
		}
	}
	for name, k := range map[string]int{"a1": 0, "h8": 0, "b1": 1, "a2": 1, "g8": 1, "b2": 4, "g7": 4, "d4": 9, "e5": 9, "f3": 7} {
		m, _ := othello.ParseMove(name)
		if Kind(int(m)) != k {
			t.Errorf("%s: kind %d, want %d", name, Kind(int(m)), k)
		}
	}
}

// symmetric applies symmetry t to a whole position.
func symmetric(p othello.Position, t int) othello.Position {
	var q othello.Position
	q.Turn = p.Turn
	for sq := range 64 {
		x, y := transform(t, sq%8, sq/8)
		to := uint64(1) << uint(y*8+x)
		if p.Black&(1<<uint(sq)) != 0 {
			q.Black |= to
		}
		if p.White&(1<<uint(sq)) != 0 {
			q.White |= to
		}
	}
	return q
}

// A move's Buro feature is the same in all eight symmetric images of the
// position, and differs when a neighbour differs.
func TestBuroFeatureSymmetric(t *testing.T) {
	_, p, err := othello.ParseRecord(othello.Start(), "f5d6c3d3c4f4c5b3c2e6c6")
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range p.Moves(nil) {
		f := buroFeature(p, int(m))
		for tr := range 8 {
			q := symmetric(p, tr)
			x, y := transform(tr, int(m)%8, int(m)/8)
			if g := buroFeature(q, y*8+x); g != f {
				t.Errorf("%v under symmetry %d: feature %d, want %d", m, tr, g, f)
			}
		}
	}
	// a1 with b1 own vs. b1 opponent.
	q := othello.Position{Black: 1 << 1, White: 1 << 9}
	r := othello.Position{Black: 1 << 9, White: 1 << 1}
	if buroFeature(q, 0) == buroFeature(r, 0) {
		t.Error("a1: different neighbours gave the same feature")
	}
}
