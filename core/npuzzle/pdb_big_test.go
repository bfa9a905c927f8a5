package npuzzle

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"searchlab/core/search"
)

// TestPartition87: the 8-7 template (Felner, Korf & Hanan 2004's 7-8) is
// the two top rows and the two bottom ones: tiles 1–8 and 9–15 for the
// blank-last goal, 8–15 and 1–7 for Korf's; its sizes are 16!/8! and
// 16!/9! entries (the products written out), 4 bits each; a 9-tile pattern
// stays refused on 4×4 and a 6-tile one on 5×5.
func TestPartition87(t *testing.T) {
	for _, c := range []struct {
		goal  Board
		tiles [2][]int
	}{
		{Goal(4, 4), [2][]int{{1, 2, 3, 4, 5, 6, 7, 8}, {9, 10, 11, 12, 13, 14, 15}}},
		{BlankFirstGoal(4, 4), [2][]int{{8, 9, 10, 11, 12, 13, 14, 15}, {1, 2, 3, 4, 5, 6, 7}}},
	} {
		p, err := ParsePartition(c.goal, "8-7")
		if err != nil {
			t.Fatal(err)
		}
		if p.Name != "87" || len(p.Groups) != 2 {
			t.Fatalf("%v: %+v", c.goal, p)
		}
		for g, cells := range p.Groups {
			var tiles []int
			for _, cell := range cells {
				tiles = append(tiles, c.goal.Tile(int(cell)))
			}
			slices.Sort(tiles)
			if !slices.Equal(tiles, c.tiles[g]) {
				t.Errorf("%v pattern %d: tiles %v, want %v", c.goal, g, tiles, c.tiles[g])
			}
		}
		const e8, e7 = 16 * 15 * 14 * 13 * 12 * 11 * 10 * 9, 16 * 15 * 14 * 13 * 12 * 11 * 10
		if p.LargestTable(16) != e8 || p.MinBytes(16) != e8/2+e7/2 || p.BuildBytes(16) != 7*e8+e8/2+e7/2 {
			t.Errorf("%v: largest %d, %d bytes, %d while built", c.goal, p.LargestTable(16), p.MinBytes(16), p.BuildBytes(16))
		}
	}
	if _, err := ParsePartition(Goal(4, 4), "96"); err == nil {
		t.Errorf("a 9-tile pattern accepted on 4×4")
	}
	if _, err := ParsePartition(Goal(5, 5), "666222"); err == nil {
		t.Errorf("a 6-tile pattern accepted on 5×5")
	}
}

// TestPDBIDAStarDenseMatchesGeneric: databases whose patterns have no
// sparse table (more than SparseMaxTiles tiles, as 8-7's, or a memory
// budget too small for the sparse copies) are read by dense ranks in the
// specialised IDA*; without BPMX it generates exactly the nodes of the
// generic search.IDAStar on Puzzle with the same database, and its
// solutions are as long as A*'s with linear conflict. Boards: 3×3 with one
// 8-tile pattern (both goals, with the reflection), 3×4 with 7-4 (no
// reflection: not square), and 4×4 6-6-3 under a tight budget (with the
// reflection; not in -short).
func TestPDBIDAStarDenseMatchesGeneric(t *testing.T) {
	r := rand.New(rand.NewPCG(33, 78))
	type setup struct {
		goal   Board
		name   string
		walk   int
		boards int
		tight  bool
	}
	cases := []setup{
		{Goal(3, 3), "8", 60, 6, false},
		{BlankFirstGoal(3, 3), "8", 60, 6, false},
		{Goal(3, 4), "74", 60, 4, false},
	}
	if !testing.Short() {
		cases = append(cases, setup{BlankFirstGoal(4, 4), "663", 50, 3, true})
	}
	for _, c := range cases {
		db := testPDB(t, c.goal, c.name)
		limits := search.Limits{}
		if c.tight {
			limits.MaxMemory = db.Bytes() + 1<<16 // no room for the sparse copies
		}
		for range c.boards {
			start, _ := RandomWalk(c.goal, c.walk, r)
			s, err := NewPDBIDAStar(start, db, limits, PDBIDAStarParams{NoBPMX: true})
			if err != nil {
				t.Fatal(err)
			}
			dense := 0
			for _, v := range s.views {
				for _, p := range v.pats {
					if (c.tight || p.k > SparseMaxTiles) && p.sparse != nil {
						t.Fatalf("%v %s: a %d-tile pattern read through a sparse table", c.goal, c.name, p.k)
					}
					if p.sparse == nil {
						dense++
					}
				}
			}
			if dense == 0 {
				t.Fatalf("%v %s: no dense lookup", c.goal, c.name)
			}
			got := search.Solve[Move](s)
			if err := Replay(start, c.goal, got.Actions); got.Status != search.Found || err != nil {
				t.Fatalf("%v %s %v: %v %v", c.goal, c.name, start, got.Status, err)
			}
			p, _ := NewWithPDB(start, db)
			g := search.Solve[Move](search.NewIDAStar[uint64, Move](p, search.Options[uint64]{}, search.IDAStarParams{}))
			if g.Stats.Generated != got.Stats.Generated || g.Stats.Expanded != got.Stats.Expanded || g.Stats.Iterations != got.Stats.Iterations {
				t.Errorf("%v %s %v: generic IDA* %+v, specialised %+v", c.goal, c.name, start, g.Stats, got.Stats)
			}
			if want := optimalLength(t, start, c.goal); len(got.Actions) != want {
				t.Errorf("%v %s %v: %d moves, optimal %d", c.goal, c.name, start, len(got.Actions), want)
			}
		}
	}
}

// TestPDBStoreBuildBound: a store does not build a database whose build
// would hold more than MaxBuildBytes, and says how to build it; once a
// store without the bound (as `searchlab pdb`'s) has built it into the
// directory, the bounded store loads it.
func TestPDBStoreBuildBound(t *testing.T) {
	goal, dir := Goal(2, 3), t.TempDir()
	part, _ := ParsePartition(goal, "32")
	bounded := &PDBStore{Dir: dir, MaxBuildBytes: part.BuildBytes(goal.Len()) - 1}
	if _, err := bounded.Get(goal, "32", nil); err == nil || !strings.Contains(err.Error(), "searchlab pdb -partition 32") {
		t.Fatalf("bounded build: %v", err)
	}
	built, err := (&PDBStore{Dir: dir, MaxBuildBytes: -1}).Get(goal, "32", nil)
	if err != nil {
		t.Fatal(err)
	}
	got, err := bounded.Get(goal, "32", nil)
	if err != nil {
		t.Fatal(err)
	}
	if b := mustParse(t, "5 2 3/1 0 4"); got.H(b) != built.H(b) || got.Bytes() != built.Bytes() {
		t.Errorf("loaded %v, built %v", got, built)
	}
	if (&PDBStore{}).buildLimit() != DefaultPDBMaxBuildBytes || DefaultPDBMaxBuildBytes >= mustPartition(t, "87").BuildBytes(16) || DefaultPDBMaxBuildBytes < mustPartition(t, "771").BuildBytes(16) {
		t.Errorf("the default bound %d: 8-7 must need the pdb command, 7-7-1 must build on demand", DefaultPDBMaxBuildBytes)
	}
}

func mustPartition(t *testing.T, name string) Partition {
	t.Helper()
	p, err := ParsePartition(Goal(4, 4), name)
	if err != nil {
		t.Fatal(err)
	}
	return p
}
