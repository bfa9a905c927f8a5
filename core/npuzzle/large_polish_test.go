package npuzzle

import (
	"fmt"
	"testing"

	"searchlab/core/search"
)

// bulbRun solves p with BULB (width 100, widening) within nodes
// expansions, polishing or not, and returns the result with the cost of
// the first solution BULB's probes found.
func bulbRun(p *LargePuzzle, nodes int64, polish bool) (search.Result[Move], float64) {
	first := -1.0
	o := search.Options[Cells]{Limits: search.Limits{MaxNodes: nodes}, Observer: func(ev search.Event[Cells]) {
		if ev.Kind == search.Solution && first < 0 {
			first = ev.G
		}
	}}
	b := search.NewBULB[Cells, Move](p, o, search.BULBParams{Width: 100, NoPolish: !polish})
	return search.Solve[Move](b), first
}

// TestBULBPolishLargeBoards: on seeded random 5×5 and 6×6 boards (linear
// conflict) with a small node budget, BULB with and without path
// shortening returns solutions that replay through the rules to the goal;
// the polished one is no longer than the first solution BULB found (the
// same probes find it, then shortening can only shorten it), and the
// polished run is repeatable. Over the boards, shortening gains moves.
func TestBULBPolishLargeBoards(t *testing.T) {
	gained := 0
	for _, c := range []struct {
		size int
		seed uint64
	}{{5, 1}, {5, 2}, {6, 1}} {
		size, seed := c.size, c.seed
		goal := Goal(size, size)
		{
			start, err := RandomSolvable(goal, seeded(seed))
			if err != nil {
				t.Fatal(err)
			}
			p, err := NewLarge(start, goal, LinearConflict)
			if err != nil {
				t.Fatal(err)
			}
			name := fmt.Sprintf("%d×%d seed %d", size, size, seed)
			plain, first := bulbRun(p, 100_000, false)
			pol, polFirst := bulbRun(p, 100_000, true)
			for _, r := range []search.Result[Move]{plain, pol} {
				if r.Status != search.Found {
					t.Fatalf("%s: %v (%v)", name, r.Status, r.Reason)
				}
				if err := Replay(start, goal, r.Actions); err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				if r.Cost != float64(len(r.Actions)) || r.Stats.Expanded > 100_000 || r.Stats.Generated < r.Stats.Expanded {
					t.Errorf("%s: cost %v for %d moves, %d expansions, %d generated", name, r.Cost, len(r.Actions), r.Stats.Expanded, r.Stats.Generated)
				}
			}
			if polFirst != first || float64(len(pol.Actions)) > first {
				t.Errorf("%s: first solutions %v and %v; polished %d moves", name, first, polFirst, len(pol.Actions))
			}
			if float64(len(pol.Actions)) < first {
				gained++
			}
			again, _ := bulbRun(p, 100_000, true)
			if len(again.Actions) != len(pol.Actions) || again.Stats.Expanded != pol.Stats.Expanded {
				t.Errorf("%s: not repeatable: %d moves in %d expansions, then %d in %d", name, len(pol.Actions), pol.Stats.Expanded,
					len(again.Actions), again.Stats.Expanded)
			}
			t.Logf("%s: lower bound %v, first %v, plain %d, polished %d", name, p.H(p.Initial()), first, len(plain.Actions), len(pol.Actions))
		}
	}
	if gained == 0 {
		t.Error("shortening never improved BULB's first solution")
	}
}

// TestShortenLargePuzzle: shortening BULB's unpolished solution of a
// random 6×6 board by windows gives a path that replays to the goal, no
// longer, of the same parity, and no shorter than the lower bound; the
// problem Between poses has the two states as start and goal.
func TestShortenLargePuzzle(t *testing.T) {
	goal := Goal(6, 6)
	start, _ := RandomSolvable(goal, seeded(1))
	p, _ := NewLarge(start, goal, LinearConflict)
	r, _ := bulbRun(p, 100_000, false)
	if r.Status != search.Found {
		t.Fatalf("BULB: %v", r.Status)
	}
	sh := search.NewShortener[Cells, Move](p, p.Initial(), r.Actions, search.Options[Cells]{}, search.ShortenParams{})
	s := search.Solve[Move](sh)
	if err := Replay(start, goal, s.Actions); err != nil {
		t.Fatal(err)
	}
	if len(s.Actions) > len(r.Actions) || (len(r.Actions)-len(s.Actions))%2 != 0 || float64(len(s.Actions)) < p.H(p.Initial()) {
		t.Errorf("%d moves from %d (lower bound %v)", len(s.Actions), len(r.Actions), p.H(p.Initial()))
	}
	t.Logf("6×6: %d moves shortened to %d with %d expansions, %d windows replaced", len(r.Actions), len(s.Actions), s.Stats.Expanded, sh.Replaced())
	mid, _ := Apply(start, r.Actions[:len(r.Actions)/2])
	q := p.Between(p.Initial(), Cells(mid.cells)).(*LargePuzzle)
	if q.Initial() != p.Initial() || !q.IsGoal(Cells(mid.cells)) || q.H(Cells(mid.cells)) != 0 || q.H(q.Initial()) <= 0 {
		t.Errorf("Between: start %v, goal %v, h %v", q.Board(q.Initial()), q.Goal(), q.H(q.Initial()))
	}
	// Towards the goal, Between is p from another start, with p's
	// heuristic (here a 4-tile pattern database on the 24-puzzle).
	g5 := BlankFirstGoal(5, 5)
	db := testPDB(t, g5, "444444")
	b5, _ := Parse(korf24[0].board)
	p5, _ := NewLargeWithPDB(b5, db)
	walk, _ := Apply(g5, []Move{R, D, D, L, U})
	w := Cells(walk.cells)
	q5 := p5.Between(w, p5.goal).(*LargePuzzle)
	if q5.Initial() != w || !q5.IsGoal(p5.goal) || q5.Heuristic() != PatternDB || q5.H(w) != float64(db.H(walk)) {
		t.Errorf("Between towards the goal: start %v, heuristic %v, h %v (database %d)", q5.Board(q5.Initial()), q5.Heuristic(), q5.H(w), db.H(walk))
	}
	if a, b := q5.Actions(w, nil), p5.Actions(w, nil); len(a) != len(b) || p5.Initial() != p5.start {
		t.Errorf("Between changed p or its moves: %v, %v", a, b)
	}
}
