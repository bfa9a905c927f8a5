package bloxorz

import (
	"testing"

	"searchlab/core/search"
)

// idaFinishes lists the stages on which IDA* (a tree search: it re-expands
// states reached by different paths, and Bloxorz is full of short cycles)
// finishes within idaBudget expansions with the relaxed heuristic; on the
// others it exceeds the budget (it is exponential in the solution length
// minus the heuristic's error). Measured, see the report.
var idaFinishes = map[int]bool{1: true, 2: true, 3: true, 4: true, 5: true, 6: true, 7: true, 8: true, 9: true,
	11: true, 13: true, 14: true, 16: true, 19: true, 21: true, 25: true}

const idaBudget = 300_000

func TestClassicIDAStar(t *testing.T) {
	if testing.Short() {
		t.Skip("IDA* runs to its budget on half the stages")
	}
	for _, c := range classic {
		p := NewProblem(classicLevel(t, c.level), SwapsFree)
		r := search.Solve(search.NewIDAStar(p, search.Options[State]{Limits: search.Limits{MaxNodes: idaBudget}}))
		switch {
		case r.Status == search.Found:
			checkSolution(t, "IDA* stage "+itoa(c.level), p, r, c.free)
			if !idaFinishes[c.level] {
				t.Logf("stage %d: IDA* now finishes within %d expansions (%d); update idaFinishes", c.level, idaBudget, r.Stats.Expanded)
			}
		case r.Status == search.BudgetExceeded && !idaFinishes[c.level]:
		default:
			t.Errorf("stage %d: IDA* %v after %d expansions", c.level, r.Status, r.Stats.Expanded)
		}
	}
	// The swap-counting costing on the split stages IDA* finishes.
	for _, n := range []int{8, 9, 16} {
		c := classic[n-1]
		p := NewProblem(classicLevel(t, n), SwapsCounted)
		r := search.Solve(search.NewIDAStar(p, search.Options[State]{Limits: search.Limits{MaxNodes: idaBudget}}))
		checkSolution(t, "IDA* (swaps counted) stage "+itoa(n), p, r, c.counted)
	}
}

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
