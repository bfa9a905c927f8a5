package npuzzle

import (
	"math/rand/v2"
	"testing"

	"searchlab/core/search"
)

// solvePDB runs the specialised IDA* to the end and checks the solution by
// replaying it.
func solvePDB(t testing.TB, start Board, db *PDB, params PDBIDAStarParams) search.Result[Move] {
	t.Helper()
	s, err := NewPDBIDAStar(start, db, search.Limits{}, params)
	if err != nil {
		t.Fatal(err)
	}
	r := search.Solve[Move](s)
	if r.Status != search.Found {
		t.Fatalf("%v: %v", start, r.Status)
	}
	if err := Replay(start, db.Goal(), r.Actions); err != nil {
		t.Fatalf("%v: %v", start, err)
	}
	return r
}

// TestPDBIDAStarKorf solves the quick Korf instances with 6-6-3, 5-5-5 and
// the maximum of two 6-6-3 cuts (with and without reflection) and checks
// their published optimal lengths; on two of them it also runs the generic
// search.IDAStar on Puzzle with the same database (6-6-3, and 663+663b)
// and requires exactly the same node counts, so the incremental lookups
// compute the same heuristic as a full evaluation.
func TestPDBIDAStarKorf(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the 15-puzzle databases")
	}
	goal := BlankFirstGoal(4, 4)
	ids := []int{9, 12, 19, 30, 31, 55, 79}
	for _, name := range []string{"663", "555", "663+663b"} {
		db := testPDB(t, goal, name)
		for _, noRefl := range []bool{false, true} {
			for i, id := range ids {
				start, _ := korfBoard(t, id)
				want := korfOptimal(t, id)
				r := solvePDB(t, start, db, PDBIDAStarParams{NoReflection: noRefl})
				if len(r.Actions) != want {
					t.Errorf("#%d %s reflection=%v: %d moves, optimal is %d", id, name, !noRefl, len(r.Actions), want)
				}
				if i >= 2 || name == "555" || noRefl {
					continue
				}
				p, _ := NewWithPDB(start, db)
				g := search.Solve[Move](search.NewIDAStar[uint64, Move](p, search.Options[uint64]{}, search.IDAStarParams{}))
				r = solvePDB(t, start, db, PDBIDAStarParams{NoBPMX: true})
				if g.Stats.Generated != r.Stats.Generated || g.Stats.Expanded != r.Stats.Expanded || g.Stats.Iterations != r.Stats.Iterations {
					t.Errorf("#%d: generic IDA* %+v, specialised %+v", id, g.Stats, r.Stats)
				}
			}
		}
	}
}

func korfOptimal(t testing.TB, id int) int {
	for _, k := range korf100 {
		if k.id == id {
			return k.optimal
		}
	}
	t.Fatalf("no Korf instance %d", id)
	return 0
}

// TestPDBIDAStarCustomGoals: databases built for goals other than the two
// usual ones give optimal solutions there: on random boards of 3×3 (goals
// with the blank in the centre and on an edge) and 3×4 (blank off the
// corners), the specialised IDA* finds solutions as long as A* with linear
// conflict (an independent optimal algorithm and heuristic).
func TestPDBIDAStarCustomGoals(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	for _, c := range []struct {
		goal  string
		parts []string
		walk  int
	}{
		{customGoals[0], []string{"8", "44", "332", "44+332"}, 200},
		{customGoals[1], []string{"8", "53"}, 200},
		{customGoals[2], []string{"443", "5411"}, 40},
	} {
		goal := mustParse(t, c.goal)
		for _, name := range c.parts {
			db := mustPDB(t, goal, name)
			for range 6 {
				start, _ := RandomWalk(goal, c.walk, r)
				p, _ := New(start, goal, LinearConflict)
				a := search.Solve[Move](search.NewAStar[uint64, Move](p, search.Options[uint64]{}))
				if a.Status != search.Found {
					t.Fatalf("A* on %v: %v", start, a.Status)
				}
				got := solvePDB(t, start, db, PDBIDAStarParams{})
				if len(got.Actions) != len(a.Actions) {
					t.Errorf("goal %v partition %s, start %v: %d moves, A* found %d", goal, name, start, len(got.Actions), len(a.Actions))
				}
			}
		}
	}
}

// TestPDBIDAStarSteps: stepping one node at a time gives the same result
// and statistics as one batch; a node budget stops the search with
// BudgetExceeded; the goal itself is solved in 0 moves; a depth limit below
// the optimum ends in Cutoff.
func TestPDBIDAStarSteps(t *testing.T) {
	goal := Goal(3, 3)
	db := mustPDB(t, goal, "44")
	start := mustParse(t, "8 6 7/2 5 4/3 0 1")
	whole := solvePDB(t, start, db, PDBIDAStarParams{})
	if len(whole.Actions) != 31 {
		t.Fatalf("hardest 8-puzzle: %d moves, want 31", len(whole.Actions))
	}
	s, _ := NewPDBIDAStar(start, db, search.Limits{}, PDBIDAStarParams{})
	steps := 0
	for s.Step() {
		steps++
	}
	one := s.Result()
	one.Stats.Elapsed, whole.Stats.Elapsed = 0, 0
	if one.Stats != whole.Stats || len(one.Actions) != 31 {
		t.Errorf("stepwise %+v, batch %+v", one.Stats, whole.Stats)
	}
	if int64(steps) < one.Stats.Expanded {
		t.Errorf("%d steps for %d expansions", steps, one.Stats.Expanded)
	}
	s, _ = NewPDBIDAStar(start, db, search.Limits{MaxNodes: 100}, PDBIDAStarParams{})
	if r := search.Solve[Move](s); r.Status != search.BudgetExceeded || r.Stats.Expanded != 100 ||
		r.Budget != search.NodeBudget || r.Reason.Kind != search.StopNodeBudget || r.Reason.Count != 100 {
		t.Errorf("budget 100: %v (budget %q, reason %+v) after %d expansions", r.Status, r.Budget, r.Reason, r.Stats.Expanded)
	}
	s, _ = NewPDBIDAStar(goal, db, search.Limits{}, PDBIDAStarParams{})
	if r := search.Solve[Move](s); r.Status != search.Found || len(r.Actions) != 0 {
		t.Errorf("goal: %v in %d moves", r.Status, len(r.Actions))
	}
	s, _ = NewPDBIDAStar(start, db, search.Limits{MaxDepth: 20}, PDBIDAStarParams{})
	if r := search.Solve[Move](s); r.Status != search.Cutoff {
		t.Errorf("depth 20: %v", r.Status)
	}
	if _, err := NewPDBIDAStar(Goal(4, 4), db, search.Limits{}, PDBIDAStarParams{}); err == nil {
		t.Errorf("a 4×4 board was accepted by a 3×3 database")
	}
}

// TestPDBIDAStarDenseUnderBudget: when the sparse tables would not fit the
// memory budget beside the dense ones, the search ranks keys densely and
// visits exactly the same nodes, reporting the dense tables' memory only.
func TestPDBIDAStarDenseUnderBudget(t *testing.T) {
	goal := Goal(3, 4)
	db := mustPDB(t, goal, "443")
	start, _ := RandomWalk(goal, 80, rand.New(rand.NewPCG(7, 8)))
	run := func(limits search.Limits) search.Result[Move] {
		s, err := NewPDBIDAStar(start, db, limits, PDBIDAStarParams{})
		if err != nil {
			t.Fatal(err)
		}
		r := search.Solve[Move](s)
		if err := Replay(start, goal, r.Actions); r.Status != search.Found || err != nil {
			t.Fatalf("%v: %v %v", limits, r.Status, err)
		}
		return r
	}
	fast, tight := run(search.Limits{}), run(search.Limits{MaxMemory: db.Bytes() + 4096})
	if fast.Stats.Generated != tight.Stats.Generated || len(fast.Actions) != len(tight.Actions) {
		t.Errorf("sparse %+v, dense %+v", fast.Stats, tight.Stats)
	}
	if fast.Stats.MemoryBytes-tight.Stats.MemoryBytes != db.sparseSize() {
		t.Errorf("memory: sparse %d, dense %d (tables %d + sparse %d)", fast.Stats.MemoryBytes, tight.Stats.MemoryBytes, db.Bytes(), db.sparseSize())
	}
}
