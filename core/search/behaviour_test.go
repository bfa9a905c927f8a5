package search_test

import (
	"context"
	"errors"
	"reflect"
	"testing"
	"time"

	"searchlab/core/search"
)

// TestMaxNodesExact: every algorithm stops with BudgetExceeded after exactly
// MaxNodes expansions when the budget is smaller than what the search needs.
func TestMaxNodesExact(t *testing.T) {
	p, err := newPuzzle(3, 3, "8 6 7 2 5 4 3 0 1", "1 2 3 4 5 6 7 8 0")
	if err != nil {
		t.Fatal(err)
	}
	for _, al := range algos[tiles, uint8]() {
		need := search.Solve(al.make(p, search.Options[tiles]{Limits: search.Limits{MaxNodes: 1000}})).Stats.Expanded
		for _, budget := range []int64{1, 2, 17, 500} {
			if budget >= need {
				continue // greedy finds its (long) path in about a hundred expansions
			}
			r := search.Solve(al.make(p, search.Options[tiles]{Limits: search.Limits{MaxNodes: budget}}))
			if isAnytime(al.name) && r.Status == search.Found {
				// A solution in hand when the budget ran out is returned.
				if r.Budget != search.NodeBudget || r.Stats.Expanded != budget || r.Reason.Kind != search.StopNodeBudget {
					t.Errorf("%s budget %d: found after %d expansions, budget %q, reason %v", al.name, budget, r.Stats.Expanded, r.Budget, r.Reason.Kind)
				}
				if end, _, err := replay(search.Problem[tiles, uint8](p), r.Actions); err != nil || !p.IsGoal(end) {
					t.Errorf("%s budget %d: the solution does not replay (%v)", al.name, budget, err)
				}
				continue
			}
			if r.Status != search.BudgetExceeded || r.Stats.Expanded != budget {
				t.Errorf("%s budget %d: %v after %d expansions", al.name, budget, r.Status, r.Stats.Expanded)
			}
			if r.Actions != nil || r.Cost != 0 {
				t.Errorf("%s: a budget-exceeded result carries a path", al.name)
			}
			if r.Stats.Generated < r.Stats.Expanded {
				t.Errorf("%s: generated %d < expanded %d", al.name, r.Stats.Generated, r.Stats.Expanded)
			}
		}
	}
}

// TestNotFoundExhaustive: the 2×3 puzzle with two tiles swapped in the goal
// is unsolvable; its start reaches exactly half of the 6! = 720 boards, so
// every graph search expands exactly 360 states and reports NotFound.
func TestNotFoundExhaustive(t *testing.T) {
	p, err := newPuzzle(2, 3, "1 2 3 4 5 0", "2 1 3 4 5 0")
	if err != nil {
		t.Fatal(err)
	}
	for _, al := range algos[tiles, uint8]() {
		switch al.name {
		case "dls", "iddfs", "idastar": // tree searches: see TestNotFoundTreeSearches
			continue
		case "bulb-1", "bulb-4": // backtracking over slices: see TestBULBExhausts
			continue
		}
		r := search.Solve(al.make(p, search.Options[tiles]{Limits: search.Limits{MaxNodes: 1e6}}))
		if r.Status != search.NotFound || r.Reason.Kind != search.StopExhausted {
			t.Errorf("%s: %v (%v), want not_found (exhausted)", al.name, r.Status, r.Reason.Kind)
			continue
		}
		if al.name == "idastar-tt" {
			// IDA* with its table proves it in the first iteration whose
			// cut-off states were all visited along other paths; every
			// state is expanded at least once per iteration.
			if r.Stats.Expanded < 360 || r.Stats.Iterations < 2 {
				t.Errorf("idastar-tt: %d expansions in %d iterations", r.Stats.Expanded, r.Stats.Iterations)
			}
			continue
		}
		want := int64(360)
		if al.name == "wastar-2" {
			// Reopening: some states are expanded again, reached more
			// cheaply after their first expansion.
			if r.Stats.Expanded < 360 {
				t.Errorf("wastar-2: %d expansions", r.Stats.Expanded)
			}
			continue
		}
		if al.name == "bidirectional" {
			// It stops as soon as one side is exhausted: the backward side
			// (also 360 states) or the forward side, whichever empties first.
			if r.Stats.Expanded < 360 || r.Stats.Expanded > 720 {
				t.Errorf("bidirectional: %d expansions", r.Stats.Expanded)
			}
			continue
		}
		if r.Stats.Expanded != want {
			t.Errorf("%s: expanded %d, want %d", al.name, r.Stats.Expanded, want)
		}
	}
}

// TestNotFoundTreeSearches: on a small finite graph with cycles and an
// unreachable goal, DLS without a limit and IDDFS end NotFound (the path
// check bounds every path), IDA* ends NotFound on an acyclic graph and
// Cutoff with a depth limit on the cyclic one.
func TestNotFoundTreeSearches(t *testing.T) {
	g := hgraph{islands()}
	if r := search.Solve(search.NewDLS[string, string](g, search.Options[string]{})); r.Status != search.NotFound {
		t.Errorf("dls: %v", r.Status)
	}
	r := search.Solve(search.NewIDDFS[string, string](g, search.Options[string]{}))
	if r.Status != search.NotFound {
		t.Errorf("iddfs: %v", r.Status)
	}
	// The longest simple paths from a have 3 edges (a-b-c-d, a-c-d-b, …) and
	// end where every neighbour is on the path, so the rounds with limits
	// 0..2 are cut and the round with limit 3 is not: 4 rounds.
	if r.Stats.Iterations != 4 {
		t.Errorf("iddfs: %d rounds, want 4", r.Stats.Iterations)
	}
	dag := hgraph{newGraph("s", "z", true, "s a 1,s b 2,a c 1,b c 1,c d 1", map[string]float64{})}
	if r := search.Solve(search.NewIDAStar[string, string](search.AsIDAProblem[string, string](dag), search.Options[string]{}, search.IDAStarParams{})); r.Status != search.NotFound {
		t.Errorf("idastar on a DAG: %v", r.Status)
	}
	r = search.Solve(search.NewIDAStar[string, string](search.AsIDAProblem[string, string](g), search.Options[string]{Limits: search.Limits{MaxDepth: 6}}, search.IDAStarParams{}))
	if r.Status != search.Cutoff || r.Reason != (search.StopReason{Kind: search.StopDepthLimit, Count: 6}) {
		t.Errorf("idastar with a depth limit: %v %+v", r.Status, r.Reason)
	}
	// On the cyclic graph plain IDA* always has a path beyond the bound and
	// runs to its budget; with the transposition table it sees that every
	// state cut off was visited along another path and proves NotFound.
	r = search.Solve(search.NewIDAStar[string, string](search.AsIDAProblem[string, string](g), search.Options[string]{Limits: search.Limits{MaxNodes: 10000}}, search.IDAStarParams{}))
	if r.Status != search.BudgetExceeded || r.Reason != (search.StopReason{Kind: search.StopNodeBudget, Count: 10000}) {
		t.Errorf("plain idastar on a cyclic graph: %v %+v", r.Status, r.Reason)
	}
	r = search.Solve(search.NewIDAStar[string, string](search.AsIDAProblem[string, string](g), search.Options[string]{Limits: search.Limits{MaxNodes: 10000}}, search.IDAStarParams{Transpositions: true}))
	if r.Status != search.NotFound || r.Reason.Kind != search.StopExhausted || r.Stats.Expanded > 100 {
		t.Errorf("idastar-tt on a cyclic graph: %v %+v after %d expansions", r.Status, r.Reason, r.Stats.Expanded)
	}
	// A table too small to hold the space cannot prove it (and says so by
	// running on).
	r = search.Solve(search.NewIDAStar[string, string](search.AsIDAProblem[string, string](g), search.Options[string]{Limits: search.Limits{MaxNodes: 10000}}, search.IDAStarParams{Transpositions: true, TableSize: 1}))
	if r.Status != search.BudgetExceeded {
		t.Errorf("idastar-tt with a 1-state table: %v", r.Status)
	}
}

// TestDLSCutoffVersusNotFound: a chain s-a-b-g (plus a dead end) with the
// goal at depth 3.
func TestDLSCutoffVersusNotFound(t *testing.T) {
	chain := newGraph("s", "g", true, "s a 1,a b 1,b g 1,s x 1", map[string]float64{})
	dls := func(limit int) search.Result[string] {
		return search.Solve(search.NewDLS[string, string](chain, search.Options[string]{Limits: search.Limits{MaxDepth: limit}}))
	}
	for limit := 1; limit <= 2; limit++ {
		if r := dls(limit); r.Status != search.Cutoff {
			t.Errorf("limit %d: %v, want cutoff", limit, r.Status)
		}
	}
	if r := dls(3); r.Status != search.Found || len(r.Actions) != 3 {
		t.Errorf("limit 3: %v %v", r.Status, r.Actions)
	}
	// The goal removed: with limit 5 nothing is cut (the deepest node, b at
	// depth 2, has only the removed edge) → NotFound; with limit 1 → Cutoff.
	dead := newGraph("s", "g", true, "s a 1,a b 1,s x 1", map[string]float64{})
	r := search.Solve(search.NewDLS[string, string](dead, search.Options[string]{Limits: search.Limits{MaxDepth: 5}}))
	if r.Status != search.NotFound {
		t.Errorf("exhausted within the limit: %v, want not_found", r.Status)
	}
	r = search.Solve(search.NewDLS[string, string](dead, search.Options[string]{Limits: search.Limits{MaxDepth: 1}}))
	if r.Status != search.Cutoff {
		t.Errorf("cut by the limit: %v, want cutoff", r.Status)
	}
	// A node at the limit whose only successor is on its path is not a cut.
	loop := newGraph("s", "g", false, "s a 1", map[string]float64{})
	r = search.Solve(search.NewDLS[string, string](loop, search.Options[string]{Limits: search.Limits{MaxDepth: 1}}))
	if r.Status != search.NotFound {
		t.Errorf("only a cycle beyond the limit: %v, want not_found", r.Status)
	}
	// IDDFS and DFS with MaxDepth cap: Cutoff when the goal lies deeper.
	for name, s := range map[string]search.Stepper[string]{
		"iddfs": search.NewIDDFS[string, string](chain, search.Options[string]{Limits: search.Limits{MaxDepth: 2}}),
		"dfs":   search.NewDFS[string, string](chain, search.Options[string]{Limits: search.Limits{MaxDepth: 2}}),
	} {
		if r := search.Solve(s); r.Status != search.Cutoff {
			t.Errorf("%s capped at 2: %v, want cutoff", name, r.Status)
		}
	}
	r = search.Solve(search.NewIDDFS[string, string](chain, search.Options[string]{Limits: search.Limits{MaxDepth: 3}}))
	if r.Status != search.Found || r.Stats.Iterations != 4 {
		t.Errorf("iddfs capped at 3: %v after %d rounds, want found after 4", r.Status, r.Stats.Iterations)
	}
}

// hardPuzzle is a 15-puzzle instance none of the searches solves quickly
// (Korf #82: 62 moves, 5.5 billion IDA* nodes).
func hardPuzzle(t *testing.T) *puzzle {
	p, err := newPuzzle(4, 4, "14 10 2 1 13 9 8 11 7 3 6 12 15 5 4 0", korfGoal)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestRunCancelledAndTimeout(t *testing.T) {
	p := hardPuzzle(t)
	for _, al := range algos[tiles, uint8]() {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		r := search.Run(ctx, al.make(p, search.Options[tiles]{}), search.RunOptions{})
		if r.Status != search.Cancelled {
			t.Errorf("%s: cancelled context gave %v", al.name, r.Status)
		}
		start := time.Now()
		r = search.Run(context.Background(), al.make(p, search.Options[tiles]{}), search.RunOptions{MaxTime: 30 * time.Millisecond})
		switch {
		case isAnytime(al.name) && r.Status == search.Found:
			if r.Budget != search.TimeBudget || r.Reason.Kind != search.StopTimeBudget || r.Actions == nil {
				t.Errorf("%s: found at the time budget with budget %q, reason %v, %d moves", al.name, r.Budget, r.Reason.Kind, len(r.Actions))
			}
		case r.Status != search.BudgetExceeded && !((al.name == "greedy" || al.name == "wastar-2") && r.Status == search.Found):
			t.Errorf("%s: MaxTime gave %v", al.name, r.Status)
		}
		if el := time.Since(start); el > 5*time.Second {
			t.Errorf("%s: MaxTime 30ms took %v", al.name, el)
		}
		if r.Stats.Expanded == 0 || r.Stats.Elapsed <= 0 {
			t.Errorf("%s: no statistics after a timeout: %+v", al.name, r.Stats)
		}
	}
}

// TestStepwiseEqualsSolve: stepping one at a time and reading Result between
// steps gives the same final result as Solve; Result is Running until the
// end, and its counters never decrease.
func TestStepwiseEqualsSolve(t *testing.T) {
	p, err := newPuzzle(3, 3, "8 6 7 2 5 4 3 0 1", "1 2 3 4 5 6 7 8 0")
	if err != nil {
		t.Fatal(err)
	}
	for _, al := range algos[tiles, uint8]() {
		o := search.Options[tiles]{Limits: search.Limits{MaxNodes: 3000}}
		want := search.Solve(al.make(p, o))
		s := al.make(p, o)
		var prev search.Stats
		steps := 0
		for s.Step() {
			steps++
			r := s.Result()
			if r.Status != search.Running {
				t.Fatalf("%s: status %v between steps", al.name, r.Status)
			}
			if r.Stats.Expanded < prev.Expanded || r.Stats.Generated < prev.Generated {
				t.Fatalf("%s: counters went down", al.name)
			}
			prev = r.Stats
		}
		got := s.Result()
		got.Stats.Elapsed, want.Stats.Elapsed = 0, 0
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: stepwise %+v, Solve %+v", al.name, got, want)
		}
		if s.Step() {
			t.Errorf("%s: Step after the end returned true", al.name)
		}
		if steps == 0 {
			t.Errorf("%s: no steps", al.name)
		}
	}
}

// TestDeterministic: two runs give identical results.
func TestDeterministic(t *testing.T) {
	m := newMaze(weightedMazeText)
	for _, al := range algos[pos, byte]() {
		a := search.Solve(al.make(m, search.Options[pos]{}))
		b := search.Solve(al.make(m, search.Options[pos]{}))
		a.Stats.Elapsed, b.Stats.Elapsed = 0, 0
		if !reflect.DeepEqual(a, b) {
			t.Errorf("%s: two runs differ: %+v / %+v", al.name, a, b)
		}
	}
}

// TestObserver: events arrive with sensible contents, and their counts match
// the statistics: one Expand per expansion, one Generate per state
// generated (kept or dropped), and the largest Frontier an event reports is
// the largest frontier.
func TestObserver(t *testing.T) {
	m := newMaze(unitMazeText)
	for _, al := range algos[pos, byte]() {
		counts := map[search.EventKind]int64{}
		var last search.Event[pos]
		maxFrontier := 0
		obs := func(e search.Event[pos]) {
			counts[e.Kind]++
			if e.Kind == search.Solution || !isAnytime(al.name) {
				last = e // anytime searches go on after their solutions
			}
			maxFrontier = max(maxFrontier, e.Frontier)
			if e.Kind == search.Expand || e.Kind == search.Generate {
				if !m.open(e.State) {
					t.Fatalf("%s: event on a wall %v", al.name, e.State)
				}
			}
		}
		r := search.Solve(al.make(m, search.Options[pos]{Observer: obs}))
		if r.Status != search.Found {
			t.Fatalf("%s: %v", al.name, r.Status)
		}
		if counts[search.Expand] != r.Stats.Expanded {
			t.Errorf("%s: %d expand events, %d expansions", al.name, counts[search.Expand], r.Stats.Expanded)
		}
		if counts[search.Generate] != r.Stats.Generated {
			t.Errorf("%s: %d generate events, %d generated", al.name, counts[search.Generate], r.Stats.Generated)
		}
		if maxFrontier != r.Stats.MaxFrontier {
			t.Errorf("%s: largest frontier in the events %d, in the statistics %d", al.name, maxFrontier, r.Stats.MaxFrontier)
		}
		if (counts[search.Solution] != 1 && !isAnytime(al.name)) || last.Kind != search.Solution || last.State != m.end ||
			last.Depth != len(r.Actions) || last.G != r.Cost {
			t.Errorf("%s: solution event %+v (count %d)", al.name, last, counts[search.Solution])
		}
		switch al.name {
		case "iddfs", "idastar", "idastar-tt":
			if counts[search.NewBound] != r.Stats.Iterations || r.Stats.Iterations < 2 {
				t.Errorf("%s: %d bound events, %d iterations", al.name, counts[search.NewBound], r.Stats.Iterations)
			}
		}
		// Without an observer the result is the same.
		plain := search.Solve(al.make(m, search.Options[pos]{}))
		plain.Stats.Elapsed, r.Stats.Elapsed = 0, 0
		if !reflect.DeepEqual(plain, r) {
			t.Errorf("%s: the observer changed the result", al.name)
		}
	}
}

func TestBidirectionalNeedsReversible(t *testing.T) {
	b := search.NewBidirectional[string, string](hgraph{romania()}, search.Options[string]{})
	if !errors.Is(b.Err(), search.ErrNotReversible) {
		t.Fatalf("Err = %v", b.Err())
	}
	if r := search.Solve(b); r.Status != search.NotFound {
		t.Errorf("status %v", r.Status)
	}
}

// TestStartIsGoal: every algorithm returns the empty path.
func TestStartIsGoal(t *testing.T) {
	p, err := newPuzzle(3, 3, "1 2 3 4 5 6 7 8 0", "1 2 3 4 5 6 7 8 0")
	if err != nil {
		t.Fatal(err)
	}
	for _, al := range algos[tiles, uint8]() {
		r := search.Solve(al.make(p, search.Options[tiles]{}))
		if r.Status != search.Found || len(r.Actions) != 0 || r.Cost != 0 || r.Stats.Expanded != 0 {
			t.Errorf("%s: %+v", al.name, r)
		}
	}
}

// TestAStarReopens: on the inconsistent graph A* expands C twice (once
// through B, again after the cheaper path through A is found).
func TestAStarReopens(t *testing.T) {
	var expandedC int
	obs := func(e search.Event[string]) {
		if e.Kind == search.Expand && e.State == "C" {
			expandedC++
		}
	}
	r := search.Solve(search.NewAStar[string, string](hgraph{inconsistent()}, search.Options[string]{Observer: obs}))
	if r.Cost != 6 || expandedC != 2 {
		t.Errorf("cost %v, C expanded %d times; want 6 and 2", r.Cost, expandedC)
	}
	// UCS never needs to reopen: C once.
	expandedC = 0
	search.Solve(search.NewUCS[string, string](hgraph{inconsistent()}, search.Options[string]{Observer: obs}))
	if expandedC != 1 {
		t.Errorf("UCS expanded C %d times", expandedC)
	}
}

// TestRomaniaExpansionOrder: the expansion sequences of AIMA 4e Figures 3.17
// (greedy best-first: Arad, Sibiu, Fagaras, then Bucharest is reached) and
// 3.18 (A*: Arad 366, Sibiu 393, Rimnicu Vilcea 413, Fagaras 415, Pitesti
// 417, then Bucharest 418 is selected as the goal).
func TestRomaniaExpansionOrder(t *testing.T) {
	for _, c := range []struct {
		name string
		make func(search.Problem[string, string], search.Options[string]) search.Stepper[string]
		want []string
		f    []float64
	}{
		{"greedy", func(p search.Problem[string, string], o search.Options[string]) search.Stepper[string] {
			return search.NewGreedy(p, o)
		}, []string{"Arad", "Sibiu", "Fagaras"}, []float64{366, 253, 176}},
		{"astar", func(p search.Problem[string, string], o search.Options[string]) search.Stepper[string] {
			return search.NewAStar(p, o)
		}, []string{"Arad", "Sibiu", "RimnicuVilcea", "Fagaras", "Pitesti"}, []float64{366, 393, 413, 415, 417}},
	} {
		var got []string
		var fs []float64
		obs := func(e search.Event[string]) {
			if e.Kind == search.Expand {
				got = append(got, e.State)
				if c.name == "greedy" {
					fs = append(fs, e.H)
				} else {
					fs = append(fs, e.G+e.H)
				}
			}
		}
		search.Solve(c.make(hgraph{romania()}, search.Options[string]{Observer: obs}))
		if !reflect.DeepEqual(got, c.want) || !reflect.DeepEqual(fs, c.f) {
			t.Errorf("%s expanded %v with f %v, want %v with %v", c.name, got, fs, c.want, c.f)
		}
	}
}

// TestBFSLayers: breadth-first search from the 2×3 goal board towards an
// unreachable goal visits every reachable board once, at its true distance.
// The number of boards at each distance 0..21 is the published histogram of
// the exhaustive search of the 2×3 puzzle (blank-last goal; 360 boards,
// maximum distance 21).
func TestBFSLayers(t *testing.T) {
	want := []int{1, 2, 3, 5, 6, 7, 10, 12, 12, 16, 23, 25, 28, 39, 44, 40, 29, 21, 18, 12, 6, 1}
	p, err := newPuzzle(2, 3, "1 2 3 4 5 0", "2 1 3 4 5 0")
	if err != nil {
		t.Fatal(err)
	}
	var got []int
	obs := func(e search.Event[tiles]) {
		if e.Kind == search.Generate && !e.Dropped {
			for len(got) <= e.Depth {
				got = append(got, 0)
			}
			got[e.Depth]++
		}
	}
	r := search.Solve(search.NewBFS[tiles, uint8](p, search.Options[tiles]{Observer: obs}))
	if r.Status != search.NotFound || r.Stats.MaxDepth != 21 {
		t.Errorf("status %v, max depth %d", r.Status, r.Stats.MaxDepth)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("layers %v, want %v", got, want)
	}
}

// TestUCSFromSibiu: AIMA 4e §3.4.2's uniform-cost example on the whole map:
// Bucharest is first reached through Fagaras (g 310), its cost decreased to
// 278 through Pitesti, and it is selected only after every city closer than
// 278 has been expanded.
func TestUCSFromSibiu(t *testing.T) {
	g := romania()
	g.start = "Sibiu"
	var got []string
	var gs []float64
	obs := func(e search.Event[string]) {
		if e.Kind == search.Expand {
			got = append(got, e.State)
			gs = append(gs, e.G)
		}
	}
	r := search.Solve(search.NewUCS[string, string](g, search.Options[string]{Observer: obs}))
	want := []string{"Sibiu", "RimnicuVilcea", "Fagaras", "Arad", "Oradea", "Pitesti", "Zerind", "Craiova", "Timisoara"}
	wantG := []float64{0, 80, 99, 140, 151, 177, 215, 226, 258}
	if r.Cost != 278 || !reflect.DeepEqual(got, want) || !reflect.DeepEqual(gs, wantG) {
		t.Errorf("cost %v, expanded %v with g %v; want 278, %v with %v", r.Cost, got, gs, want, wantG)
	}
	if !reflect.DeepEqual(r.Actions, []string{"RimnicuVilcea", "Pitesti", "Bucharest"}) {
		t.Errorf("path %v", r.Actions)
	}
}
