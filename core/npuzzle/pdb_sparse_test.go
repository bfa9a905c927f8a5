package npuzzle

import (
	"math/rand/v2"
	"testing"
)

// TestPDBSparseTables: every pattern with a sparse table reads, at the
// sparse key of a random placement, the entry the dense table holds at its
// rank (on 3×4's 4-4-3 and on a 3×4 partition with one-tile patterns);
// patterns over SparseMaxTiles tiles (3×3's one pattern of 8) have none.
func TestPDBSparseTables(t *testing.T) {
	r := rand.New(rand.NewPCG(33, 5))
	for _, c := range []struct {
		goal       Board
		name       string
		wantSparse bool
	}{
		{Goal(3, 4), "443", true},
		{BlankFirstGoal(3, 4), "5411", true},
		{Goal(3, 3), "8", false},
	} {
		d := mustPDB(t, c.goal, c.name)
		sparse := d.sparseTables()
		for g := range d.patterns {
			p := &d.patterns[g]
			if (sparse[g] != nil) != c.wantSparse {
				t.Fatalf("%s pattern %d: sparse table %v, want %v", c.name, g, sparse[g] != nil, c.wantSparse)
			}
			if sparse[g] == nil {
				continue
			}
			vp := viewPattern{k: len(p.cells), sparse: sparse[g]}
			for range 2000 {
				cells := r.Perm(d.n)[:len(p.cells)]
				pos := make([]uint8, len(cells))
				for i, c := range cells {
					pos[i] = uint8(c)
				}
				if got, want := vp.get(sparseKey(pos)), int32(p.get(rankPlacement(pos, d.n))); got != want {
					t.Fatalf("%s pattern %d at %v: sparse %d, dense %d", c.name, g, pos, got, want)
				}
			}
		}
		if d.SparseBytes() == 0 && c.wantSparse {
			t.Errorf("%s: SparseBytes 0", c.name)
		}
	}
}
