package bloxorz

import (
	"context"
	"strings"
	"testing"

	"searchlab/core/search"
)

// fewestSwitchesOracle computes, independently of A*, the fewest moves of
// p's costing and the fewest switches at that number of moves: a
// breadth-first sweep by layers of moves over the controlled-cube states,
// keeping for each state of a layer the fewest switches that reach it
// there.
func fewestSwitchesOracle(p *Problem) (moves, switches int) {
	q := switchProblem{p: p}
	seen := map[State]bool{q.Initial(): true}
	layer := map[State]int{q.Initial(): 0}
	var buf []Move
	for depth := 0; len(layer) > 0; depth++ {
		best := -1
		for s, sw := range layer {
			if q.IsGoal(s) && (best < 0 || sw < best) {
				best = sw
			}
		}
		if best >= 0 {
			return depth, best
		}
		next := map[State]int{}
		for s, sw := range layer {
			buf = q.Actions(s, buf)
			for _, m := range buf {
				n := q.Result(s, m)
				if seen[n] {
					continue
				}
				c := sw
				if q.Cost(s, m, n) > 1 {
					c++
				}
				if old, ok := next[n]; !ok || c < old {
					next[n] = c
				}
			}
		}
		for n := range next {
			seen[n] = true
		}
		layer = next
	}
	return -1, -1
}

// Among optimal solutions the pass returns one with the fewest switches of
// control (issue 13, item 23), on every classic stage and both costings:
// its moves are the classic optimum, its switches those of an independent
// layered sweep, and its keys replay to a win. Stage 10 (free): BFS's own
// solution has many needless switches, the pass's one.
func TestFewestSwitchesClassic(t *testing.T) {
	for _, c := range classic {
		l := classicLevel(t, c.level)
		for _, costing := range []Costing{SwapsFree, SwapsCounted} {
			p := NewProblem(l, costing)
			keys, sw, r, err := p.FewestSwitches(context.Background(), search.Limits{}, search.RunOptions{})
			if err != nil || r.Status != search.Found {
				t.Fatalf("stage %d costing %d: %v %v", c.level, costing, r.Status, err)
			}
			if err := Replay(l, keys); err != nil {
				t.Fatalf("stage %d: %s: %v", c.level, keys, err)
			}
			moves, want := len(keys)-sw, c.free
			if costing == SwapsCounted {
				moves, want = len(keys), c.counted
			}
			if moves != want || sw != strings.Count(keys, "S") {
				t.Errorf("stage %d costing %d: %d moves (%d switches), want the optimum %d", c.level, costing, moves, sw, want)
			}
			if om, osw := fewestSwitchesOracle(p); om != want || osw != sw {
				t.Errorf("stage %d costing %d: %d switches; the oracle says %d moves, %d switches", c.level, costing, sw, om, osw)
			}
		}
	}
	p := NewProblem(classicLevel(t, 10), SwapsFree)
	bfs := search.Solve(search.NewBFS[State, Move](p, search.Options[State]{}))
	_, before, err := p.Notation(bfs.Actions)
	if err != nil {
		t.Fatal(err)
	}
	keys, after, _, _ := p.FewestSwitches(context.Background(), search.Limits{}, search.RunOptions{})
	if len(bfs.Actions) != 57 || len(keys)-after != 57 || after != 1 || before <= after {
		t.Errorf("stage 10: BFS %d moves with %d switches; pass %d moves with %d switches; want 57 moves, 1 switch", len(bfs.Actions), before, len(keys)-after, after)
	}
	t.Logf("stage 10 (free): BFS %d switches, fewest-switches pass %d", before, after)
}

// A node budget stops the pass honestly.
func TestFewestSwitchesBudget(t *testing.T) {
	p := NewProblem(classicLevel(t, 10), SwapsFree)
	_, _, r, err := p.FewestSwitches(context.Background(), search.Limits{MaxNodes: 50}, search.RunOptions{})
	if err != nil || r.Status != search.BudgetExceeded || r.Stats.Expanded != 50 {
		t.Fatalf("50 nodes: %v after %d, %v", r.Status, r.Stats.Expanded, err)
	}
}
