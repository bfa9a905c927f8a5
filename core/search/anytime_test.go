package search_test

import (
	"context"
	"math"
	"testing"
	"time"

	"searchlab/core/search"
)

// TestARAWeightOneIsAStar: ARA* with weight 1 is A* without reopening, so
// on consistent heuristics (the mazes' scaled Manhattan distance, the
// puzzles' Manhattan distance) it returns the same cost after exactly the
// same expansions and generations, and proves its solution optimal.
func TestARAWeightOneIsAStar(t *testing.T) {
	check := func(name string, astar, ara search.Result[byte]) {
		t.Helper()
		if astar.Status != search.Found || ara.Status != search.Found || ara.Cost != astar.Cost {
			t.Fatalf("%s: A* %v %v, ARA* %v %v", name, astar.Status, astar.Cost, ara.Status, ara.Cost)
		}
		if ara.Stats.Expanded != astar.Stats.Expanded || ara.Stats.Generated != astar.Stats.Generated {
			t.Errorf("%s: ARA* expanded %d generated %d, A* %d %d", name, ara.Stats.Expanded, ara.Stats.Generated,
				astar.Stats.Expanded, astar.Stats.Generated)
		}
		if ara.Bound != 1 {
			t.Errorf("%s: bound %v, want 1", name, ara.Bound)
		}
	}
	for name, text := range map[string]string{"unit maze": unitMazeText, "weighted maze": weightedMazeText} {
		m := newMaze(text)
		check(name, search.Solve(search.NewAStar(m, search.Options[pos]{})),
			search.Solve(search.NewARAStar(m, search.Options[pos]{}, search.ARAParams{Weight: 1, Step: 1})))
	}
	for _, c := range puzzleCases {
		p, err := newPuzzle(c.rows, c.cols, c.start, c.goal)
		if err != nil {
			t.Fatal(err)
		}
		astar := search.Solve(search.NewAStar(p, search.Options[tiles]{}))
		ara := search.Solve(search.NewARAStar(p, search.Options[tiles]{}, search.ARAParams{Weight: 1, Step: 0.5}))
		if astar.Status != search.Found || ara.Status != search.Found || ara.Cost != astar.Cost ||
			ara.Stats.Expanded != astar.Stats.Expanded || ara.Stats.Generated != astar.Stats.Generated || ara.Bound != 1 {
			t.Errorf("%s: A* %v cost %v (%d/%d), ARA* %v cost %v (%d/%d) bound %v", c.name, astar.Status, astar.Cost,
				astar.Stats.Expanded, astar.Stats.Generated, ara.Status, ara.Cost, ara.Stats.Expanded, ara.Stats.Generated, ara.Bound)
		}
	}
}

// TestARAImprovesWithProvenBounds: on the 3×3 antipode (31 moves) ARA*
// from weight 5 reports its solutions as they come: each cheaper than the
// last, each within its reported bound of the optimum, lower bounds never
// falling, the last optimal with bound 1; the final result agrees.
func TestARAImprovesWithProvenBounds(t *testing.T) {
	p, err := newPuzzle(3, 3, "8 6 7 2 5 4 3 0 1", "1 2 3 4 5 6 7 8 0")
	if err != nil {
		t.Fatal(err)
	}
	var seen []search.Incumbent
	st := search.NewARAStar(p, search.Options[tiles]{}, search.ARAParams{Weight: 5, Step: 1})
	r := search.Run(context.Background(), st, search.RunOptions{Improved: func(inc search.Incumbent) { seen = append(seen, inc) }})
	if r.Status != search.Found || r.Cost != 31 || r.Bound != 1 {
		t.Fatalf("%v cost %v bound %v, want found 31 with bound 1", r.Status, r.Cost, r.Bound)
	}
	if len(seen) < 2 {
		t.Fatalf("%d reports, want a first solution and improvements: %+v", len(seen), seen)
	}
	for i, inc := range seen {
		if inc.Bound < 1 || inc.Cost > inc.Bound*31+1e-9 || inc.LowerBound > 31 || inc.Length != int(inc.Cost) {
			t.Errorf("report %d %+v: not a valid bound on the optimum 31", i, inc)
		}
		if i > 0 && (inc.Cost > seen[i-1].Cost || inc.LowerBound < seen[i-1].LowerBound || inc.Solutions < seen[i-1].Solutions) {
			t.Errorf("report %d %+v after %+v: got worse", i, inc, seen[i-1])
		}
	}
	if last := seen[len(seen)-1]; last.Cost != 31 || last.Bound != 1 {
		t.Errorf("last report %+v, want 31 proven optimal", last)
	}
	if seen[0].Cost <= 31 {
		t.Logf("the first solution (weight 5) was already optimal: %+v", seen[0])
	}
}

// TestARAOnInconsistentHeuristic: with the inconsistent heuristic of
// conformance's graph (A* must reopen C), ARA* at weight 1 expands C first
// through B, then reaches it more cheaply through A after its expansion:
// C goes to INCONS, not back to the frontier. The goal's path (through C's
// new parent) costs 6 already, but with C inconsistent only the bound
// cost / (g(C) + h(C)) = 6/3 is proven; the next round re-expands C and
// proves 6 optimal (bound 1) instead of claiming it early.
func TestARAOnInconsistentHeuristic(t *testing.T) {
	var seen []search.Incumbent
	st := search.NewARAStar(hgraph{inconsistent()}, search.Options[string]{}, search.ARAParams{Weight: 1, Step: 1})
	r := search.Run(context.Background(), st, search.RunOptions{Improved: func(inc search.Incumbent) { seen = append(seen, inc) }})
	if r.Status != search.Found || r.Cost != 6 || r.Bound != 1 || r.Stats.Iterations != 2 {
		t.Fatalf("%v cost %v bound %v in %d rounds, want 6 with bound 1 in 2", r.Status, r.Cost, r.Bound, r.Stats.Iterations)
	}
	if len(seen) != 2 || seen[0].Cost != 6 || seen[0].LowerBound != 3 || seen[0].Bound != 2 || seen[1].Bound != 1 {
		t.Errorf("reports %+v, want cost 6 with bound 2, then bound 1", seen)
	}
}

// TestWeightedAStarBound: weighted A* stays within w of the optimum on the
// puzzle cases, and the bound it proves is at least 1, at most w, and
// holds.
func TestWeightedAStarBound(t *testing.T) {
	for _, c := range puzzleCases {
		p, err := newPuzzle(c.rows, c.cols, c.start, c.goal)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range []float64{1, 1.2, 1.5, 2, 5} {
			r := search.Solve(search.NewWeightedAStar(p, search.Options[tiles]{}, w))
			opt := float64(c.dist)
			if r.Status != search.Found || r.Cost > w*opt || r.Bound < 1 || r.Bound > w || r.Cost > r.Bound*opt+1e-9 {
				t.Errorf("%s w %v: %v cost %v bound %v, optimum %v", c.name, w, r.Status, r.Cost, r.Bound, opt)
			}
			if w == 1 && r.Bound != 1 {
				t.Errorf("%s: weight 1 bound %v, want 1", c.name, r.Bound)
			}
		}
	}
	if r := search.Solve(search.NewWeightedAStar(newMaze(unitMazeText), search.Options[pos]{}, 0.5)); r.Status != search.NotFound {
		t.Errorf("weight 0.5: %v, want refused", r.Status)
	}
}

// TestBULBProvesOptimalOnSmallSpaces: on the 2×3 puzzle (360 reachable
// boards) BULB's widening beam soon holds every state, a probe is
// exhaustive, and on unit costs (the puzzle says so: search.UnitCost) that
// proves its last solution optimal: the 21-move antipode with bound 1.
// Without the capability the same search claims only cost / h(start). An
// unsolvable 2×2 board is exhausted: not_found.
func TestBULBProvesOptimalOnSmallSpaces(t *testing.T) {
	p, err := newPuzzle(2, 3, "4 5 0 1 2 3", "1 2 3 4 5 0")
	if err != nil {
		t.Fatal(err)
	}
	p.unit = true
	r := search.Solve(search.NewBULB(p, search.Options[tiles]{}, search.BULBParams{Width: 2}))
	if r.Status != search.Found || len(r.Actions) != 21 || r.Bound != 1 {
		t.Fatalf("2×3 antipode: %v in %d moves, bound %v; want 21 proven optimal", r.Status, len(r.Actions), r.Bound)
	}
	if end, _, err := replay(search.Problem[tiles, uint8](p), r.Actions); err != nil || !p.IsGoal(end) {
		t.Fatalf("the solution does not replay: %v", err)
	}
	p.unit = false
	if r := search.Solve(search.NewBULB(p, search.Options[tiles]{}, search.BULBParams{Width: 2})); len(r.Actions) != 21 || r.Bound != 21.0/p.H(p.Initial()) {
		t.Errorf("without unit costs: %d moves, bound %v, want 21 with bound 21 / h(start)", len(r.Actions), r.Bound)
	}
	q, err := newPuzzle(2, 2, "2 1 3 0", "1 2 3 0")
	if err != nil {
		t.Fatal(err)
	}
	for _, widen := range []bool{true, false} {
		r = search.Solve(search.NewBULB(q, search.Options[tiles]{}, search.BULBParams{Width: 1, NoWiden: !widen}))
		if r.Status != search.NotFound || r.Reason.Kind != search.StopExhausted {
			t.Errorf("unsolvable 2×2 (widen %v): %v %v, want not_found (exhausted)", widen, r.Status, r.Reason.Kind)
		}
	}
}

// TestBULBImproves: on the 3×3 antipode BULB's solutions get cheaper as
// the beam widens, each bound (cost / h(start)) holds, and the search ends
// with the optimum, 31, proven.
func TestBULBImproves(t *testing.T) {
	p, err := newPuzzle(3, 3, "8 6 7 2 5 4 3 0 1", "1 2 3 4 5 6 7 8 0")
	if err != nil {
		t.Fatal(err)
	}
	p.unit = true
	var seen []search.Incumbent
	st := search.NewBULB(p, search.Options[tiles]{}, search.BULBParams{Width: 1})
	r := search.Run(context.Background(), st, search.RunOptions{Improved: func(inc search.Incumbent) { seen = append(seen, inc) }})
	if r.Status != search.Found || r.Cost != 31 || r.Bound != 1 {
		t.Fatalf("%v cost %v bound %v, want 31 proven optimal", r.Status, r.Cost, r.Bound)
	}
	if len(seen) < 2 || seen[0].Cost <= 31 {
		t.Fatalf("reports %+v, want a first solution above 31 and improvements", seen)
	}
	for i, inc := range seen {
		if inc.Bound < 1 || inc.Cost > inc.Bound*31+1e-9 || (i > 0 && inc.Cost >= seen[i-1].Cost && inc.LowerBound == seen[i-1].LowerBound) {
			t.Errorf("report %d %+v: not an improvement with a valid bound", i, inc)
		}
	}
}

// TestBULBStaysInItsMemoryBudget: on a hard 15-puzzle with a 2 MiB budget
// BULB keeps its levels within the budget (it backtracks rather than grow
// past it) and still finds a solution; its widening stops at what fits.
func TestBULBStaysInItsMemoryBudget(t *testing.T) {
	p := hardPuzzle(t)
	const budget = 2 << 20
	st := search.NewBULB(p, search.Options[tiles]{Limits: search.Limits{MaxMemory: budget, MaxNodes: 3_000_000}}, search.BULBParams{Width: 64})
	r := search.Solve(st)
	if r.Status != search.Found || r.Stats.MemoryBytes > budget || r.Stats.MemoryBytes < budget/4 {
		t.Fatalf("%v, %d moves, memory %d bytes: want found within (and near) the %d-byte budget", r.Status, len(r.Actions), r.Stats.MemoryBytes, budget)
	}
	if end, _, err := replay(search.Problem[tiles, uint8](p), r.Actions); err != nil || !p.IsGoal(end) {
		t.Fatalf("the solution does not replay: %v", err)
	}
	if math.Abs(r.Cost-float64(len(r.Actions))) > 0 {
		t.Errorf("cost %v for %d moves", r.Cost, len(r.Actions))
	}
}

// TestRunClock: with RunOptions.Clock, Run measures the time budget and
// Elapsed on that clock (here one that advances 1 ms per reading, so the
// 20 s budget ends the search after about 20,000 strides, in far less wall
// time), and an anytime search stopped by it keeps its solution.
func TestRunClock(t *testing.T) {
	p := hardPuzzle(t)
	var ticks time.Duration
	clock := func() time.Duration { ticks += time.Millisecond; return ticks }
	st := search.NewARAStar(p, search.Options[tiles]{}, search.ARAParams{Weight: 5, Step: 0.1})
	r := search.Run(context.Background(), st, search.RunOptions{MaxTime: 20 * time.Second, Clock: clock})
	if r.Status != search.Found || r.Budget != search.TimeBudget || r.Stats.Elapsed < 20*time.Second || r.Stats.Elapsed > 20010*time.Millisecond {
		t.Fatalf("%v budget %q after %v on the fake clock, want found at the 20 s budget", r.Status, r.Budget, r.Stats.Elapsed)
	}
	if ticks > 20010*time.Millisecond {
		t.Errorf("the clock was read %d times for a 20,000-tick budget", ticks/time.Millisecond)
	}
}
