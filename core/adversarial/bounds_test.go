package adversarial

import (
	"testing"
)

// TestLeaveBoundsAreSound checks every value alpha-beta reports for a node
// (Leave and TTHit events) against that node's true minimax value: an exact
// value must equal it, a lower bound must not exceed it, an upper bound
// must not be below it. Full depth with every setting; depth-limited (with
// the evaluation) without a table, against minimax to the same remaining
// depth.
func TestLeaveBoundsAreSound(t *testing.T) {
	memo := map[ttt]float64{}
	truth := func(s ttt) float64 {
		if v, ok := memo[s]; ok {
			return v
		}
		v := Solve(NewMinimax(tttGame{}, s, Options[ttt, int]{}, MinimaxParams{TT: true})).Value
		memo[s] = v
		return v
	}
	check := func(name string, want func(e Event[ttt, int]) float64) func(e Event[ttt, int]) {
		return func(e Event[ttt, int]) {
			if e.Kind != Leave && e.Kind != TTHit {
				return
			}
			w := want(e)
			ok := (e.Bound == Exact && e.Value == w) || (e.Bound == Lower && e.Value <= w) || (e.Bound == Upper && e.Value >= w)
			if !ok {
				t.Fatalf("%s: %v at %v (ply %d, window %v..%v): %v %v, true value %v", name, e.Kind, e.State.cells, e.Ply, e.Alpha, e.Beta, e.Bound, e.Value, w)
			}
		}
	}
	roots := []ttt{{}, (tttGame{}).Apply(ttt{}, 4), (tttGame{}).Apply((tttGame{}).Apply(ttt{}, 0), 1)}
	for _, root := range roots {
		for _, p := range allAlphaBeta(0) {
			if p.Deepening && p.TT {
				// Entries from earlier, shallower iterations answer nodes
				// with values that are neither the full-depth nor the
				// node's depth-limited value; the final results are
				// checked elsewhere.
				continue
			}
			Solve(NewAlphaBeta(tttGame{}, root, Options[ttt, int]{Observer: check(paramName(p), func(e Event[ttt, int]) float64 {
				g := tttGame{}
				switch {
				case g.Terminal(e.State):
					return g.Utility(e.State, g.ToMove(e.State))
				case p.Deepening && e.Depth <= 0:
					return 0
				case p.Deepening:
					return Solve(NewMinimax(g, e.State, Options[ttt, int]{}, MinimaxParams{Depth: e.Depth})).Value
				}
				return truth(e.State)
			})}, p))
		}
		for d := 1; d <= 4; d++ {
			for _, p := range []AlphaBetaParams{{Depth: d}, {Depth: d, Ordering: true}, {Depth: d, Deepening: true, Ordering: true}} {
				g := tttEval{}
				Solve(NewAlphaBeta[ttt, int](g, root, Options[ttt, int]{Observer: check(paramName(p), func(e Event[ttt, int]) float64 {
					if g.Terminal(e.State) {
						return g.Utility(e.State, g.ToMove(e.State))
					}
					if e.Depth <= 0 {
						return g.Evaluate(e.State, g.ToMove(e.State))
					}
					return Solve(NewMinimax[ttt, int](g, e.State, Options[ttt, int]{}, MinimaxParams{Depth: e.Depth})).Value
				})}, p))
			}
		}
	}
}
