package adversarial

import "testing"

// The full tic-tac-toe game tree (549,946 nodes) searched by the steppable
// minimax, against a plain recursive negamax over the same game: the cost
// of stepping (explicit stack, statistics, observer test) per node.
func BenchmarkMinimaxTicTacToeStepper(b *testing.B) {
	var r Result[int]
	for b.Loop() {
		r = Solve(NewMinimax(tttGame{}, ttt{}, Options[ttt, int]{}, MinimaxParams{}))
	}
	b.ReportMetric(float64(r.Stats.Nodes), "nodes")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(r.Stats.Nodes), "ns/node")
}

func BenchmarkMinimaxTicTacToeRecursive(b *testing.B) {
	g := tttGame{}
	var nodes int64
	var negamax func(s ttt) float64
	negamax = func(s ttt) float64 {
		nodes++
		if g.Terminal(s) {
			return g.Utility(s, g.ToMove(s))
		}
		best := -2.0
		for _, m := range g.Moves(s, nil) {
			best = max(best, -negamax(g.Apply(s, m)))
		}
		return best
	}
	for b.Loop() {
		nodes = 0
		if v := negamax(ttt{}); v != 0 {
			b.Fatal(v)
		}
	}
	b.ReportMetric(float64(nodes), "nodes")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(nodes), "ns/node")
}

func BenchmarkAlphaBetaTicTacToe(b *testing.B) {
	for _, p := range allAlphaBeta(0) {
		b.Run(paramName(p), func(b *testing.B) {
			var r Result[int]
			for b.Loop() {
				r = Solve(NewAlphaBeta(tttGame{}, ttt{}, Options[ttt, int]{}, p))
			}
			b.ReportMetric(float64(r.Stats.Nodes), "nodes")
		})
	}
}

func BenchmarkAlphaBetaObserver(b *testing.B) {
	var events int
	obs := func(Event[ttt, int]) { events++ }
	for b.Loop() {
		Solve(NewAlphaBeta(tttGame{}, ttt{}, Options[ttt, int]{Observer: obs}, AlphaBetaParams{TT: true, Ordering: true}))
	}
}

func paramName(p AlphaBetaParams) string {
	n := "plain"
	if p.Ordering {
		n += "+ordering"
	}
	if p.TT {
		n += "+tt"
	}
	if p.Deepening {
		n += "+deepening"
	}
	return n
}
