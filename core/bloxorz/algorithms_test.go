package bloxorz

import (
	"testing"

	"searchlab/core/search"
)

// TestClassicIDAStar: IDA* with its transposition table (a tree search
// otherwise: Bloxorz is full of short cycles and transpositions, on which
// plain IDA* exceeds any reasonable budget on about half the stages) finds
// the optimal length on all 33 stages under both costings (the lengths of
// the classic table, which BFS and A* also find), and every solution
// replays to a win. Plain IDA* still solves the short stages optimally.
func TestClassicIDAStar(t *testing.T) {
	var exp int64
	searches := 0
	for _, c := range classic {
		if testing.Short() && c.level > 11 {
			continue // -short: the first third of the stages (the later ones take most of the time)
		}
		l := classicLevel(t, c.level)
		for _, cost := range []Costing{SwapsFree, SwapsCounted} {
			p := NewProblem(l, cost)
			want := c.free
			if cost == SwapsCounted {
				want = c.counted
			}
			name := "IDA* " + costName(cost) + " stage " + itoa(c.level)
			r := search.Solve(search.NewIDAStar(search.AsIDAProblem(p), search.Options[State]{Limits: search.Limits{MaxNodes: idaBudget}}, search.IDAStarParams{Transpositions: true}))
			if r.Status != search.Found {
				t.Errorf("%s: %v after %d expansions", name, r.Status, r.Stats.Expanded)
				continue
			}
			checkSolution(t, name, p, r, want)
			exp += r.Stats.Expanded
			searches++
		}
	}
	t.Logf("%d expansions over the %d searches", exp, searches)
	for _, n := range []int{1, 8, 16} {
		c := classic[n-1]
		p := NewProblem(classicLevel(t, n), SwapsCounted)
		r := search.Solve(search.NewIDAStar(search.AsIDAProblem(p), search.Options[State]{Limits: search.Limits{MaxNodes: 300_000}}, search.IDAStarParams{}))
		checkSolution(t, "plain IDA* (swaps counted) stage "+itoa(n), p, r, c.counted)
	}
}

// idaBudget bounds each IDA* search. Measured needs: 3.28M expansions on
// stage 26 with swaps counted (the largest), 1.53M on stage 23 counted,
// 11.8M over all 66 searches.
const idaBudget = 10_000_000

// Greedy best-first search and depth-first search find solutions (not
// necessarily optimal) that replay to a win on every stage.
func TestClassicGreedyDFS(t *testing.T) {
	for _, c := range classic {
		l := classicLevel(t, c.level)
		for _, cost := range []Costing{SwapsFree, SwapsCounted} {
			p := NewProblem(l, cost)
			r := search.Solve(search.NewGreedy(p, search.Options[State]{}))
			checkSolution(t, "greedy "+costName(cost)+" stage "+itoa(c.level), p, r, -1)
			if min := c.free; len(r.Actions) < min {
				t.Errorf("greedy stage %d: %d moves, shorter than the optimum %d", c.level, len(r.Actions), min)
			}
			r = search.Solve(search.NewDFS(p, search.Options[State]{}))
			checkSolution(t, "DFS "+costName(cost)+" stage "+itoa(c.level), p, r, -1)
		}
	}
}

// IDDFS finds the optimum on the short stages; DLS finds a solution at the
// optimal depth and reports a cutoff one below it.
func TestClassicIterativeDeepening(t *testing.T) {
	for _, n := range []int{1, 8} {
		c := classic[n-1]
		p := NewProblem(classicLevel(t, n), SwapsFree)
		r := search.Solve(search.NewIDDFS(p, search.Options[State]{}))
		checkSolution(t, "IDDFS stage "+itoa(n), p, r, c.free)
		r = search.Solve(search.NewDLS(p, search.Options[State]{Limits: search.Limits{MaxDepth: c.free}}))
		checkSolution(t, "DLS stage "+itoa(n), p, r, -1)
		if len(r.Actions) > c.free {
			t.Errorf("DLS stage %d: %d moves beyond the limit %d", n, len(r.Actions), c.free)
		}
		r = search.Solve(search.NewDLS(p, search.Options[State]{Limits: search.Limits{MaxDepth: c.free - 1}}))
		if r.Status != search.Cutoff {
			t.Errorf("DLS stage %d below the optimum: %v, want cutoff", n, r.Status)
		}
	}
}

// Random actions are applicable and repeat from the seed.
func TestRandomAction(t *testing.T) {
	p := NewProblem(classicLevel(t, 15), SwapsFree)
	walk := func(seed uint64) []Move {
		r := newRand(seed)
		s := p.Initial()
		var ms []Move
		for i := 0; i < 300 && !p.IsGoal(s); i++ {
			m, ok := p.RandomAction(s, r)
			if !ok {
				t.Fatal("no action")
			}
			legal := false
			for _, a := range p.Actions(s, nil) {
				legal = legal || a == m
			}
			if !legal {
				t.Fatalf("random action %v is not applicable", m)
			}
			ms = append(ms, m)
			s = p.Result(s, m)
		}
		return ms
	}
	a, b := walk(7), walk(7)
	if len(a) != len(b) {
		t.Fatal("same seed, different walks")
	}
	for i := range a {
		if a[i] != b[i] {
			t.Fatal("same seed, different walks")
		}
	}
}
