package adversarial

import "testing"

// negamax is an independent recursive minimax (AIMA 4e fig. 5.3 in negamax
// form) that also counts the nodes of the tree it searches: the reference
// for the explicit-stack machine that Minimax and AlphaBeta share.
func negamax[S comparable, M comparable](g Game[S, M], s S, depth int, eval func(S, int) float64) (value float64, nodes int64) {
	nodes = 1
	p := g.ToMove(s)
	if g.Terminal(s) {
		return g.Utility(s, p), nodes
	}
	if depth == 0 {
		return eval(s, p), nodes
	}
	value = -2
	for _, m := range g.Moves(s, nil) {
		c := g.Apply(s, m)
		v, n := negamax(g, c, depth-1, eval)
		nodes += n
		value = max(value, toParent(v, p, g.ToMove(c)))
	}
	return value, nodes
}

// TestMinimaxIsTheFullTreeAndAlphaBetaAgrees checks, over every
// tic-tac-toe position with at least four marks and at depths 1, 2, 3 and
// to the end, that Minimax visits exactly the nodes of the full game tree
// (as counted by the recursive reference) with the reference's value, and
// that alpha-beta in every setting returns that value with no more nodes.
func TestMinimaxIsTheFullTreeAndAlphaBetaAgrees(t *testing.T) {
	g := tttEval{}
	eval := g.Evaluate
	checked := 0
	for _, s := range positions(4) {
		for _, d := range []int{1, 2, 3, 0} {
			depth := d
			if d == 0 {
				depth = unlimited
			}
			want, nodes := negamax[ttt, int](g, s, depth, eval)
			mm := Solve(NewMinimax[ttt, int](g, s, Options[ttt, int]{}, MinimaxParams{Depth: d}))
			if mm.Value != want || mm.Stats.Nodes != nodes || mm.Stats.Cutoffs != 0 {
				t.Fatalf("%v depth %d: minimax value %v with %d nodes and %d cutoffs, want %v with %d nodes (the full tree) and none",
					s.cells, d, mm.Value, mm.Stats.Nodes, mm.Stats.Cutoffs, want, nodes)
			}
			for _, p := range allAlphaBeta(d) {
				ab := Solve(NewAlphaBeta[ttt, int](g, s, Options[ttt, int]{}, p))
				if ab.Value != want {
					t.Fatalf("%v depth %d %+v: alpha-beta %v, minimax %v", s.cells, d, p, ab.Value, want)
				}
				if !p.Deepening && !p.TT && ab.Stats.Nodes > nodes {
					t.Fatalf("%v depth %d %+v: alpha-beta searched %d nodes, more than the full tree's %d", s.cells, d, p, ab.Stats.Nodes, nodes)
				}
			}
			checked++
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d positions and depths checked", checked)
	}
}
