package nim

import (
	"testing"

	"searchlab/core/adversarial"
	"searchlab/core/search"
)

// benchAlphaBeta solves board with alpha-beta and reports nodes per solve.
// Searches without a table are stopped at maxNodes (they would run for
// minutes; the source project's Python took over 60 s), so their node count
// is the budget and ns/op the time to search that many nodes.
func benchAlphaBeta(b *testing.B, board string, p adversarial.AlphaBetaParams, maxNodes int64) {
	s, err := Parse(board)
	if err != nil {
		b.Fatal(err)
	}
	o := adversarial.Options[State, Move]{Limits: search.Limits{MaxNodes: maxNodes}}
	var r adversarial.Result[Move]
	for b.Loop() {
		r = adversarial.Solve(adversarial.NewAlphaBeta(Game{}, s, o, p))
	}
	b.ReportMetric(float64(r.Stats.Nodes), "nodes")
	b.ReportMetric(float64(r.Stats.TTEntries), "tt_entries")
	if r.Status != search.Found {
		b.ReportMetric(1, "budget_exceeded")
	}
}

func BenchmarkAlphaBeta(b *testing.B) {
	for _, board := range []struct{ name, text string }{{"7_6_8_5_9_5", "7 6 8 5 9 5"}, {"25x5", "25 25 25 25 25"}} {
		b.Run(board.name+"/tt+ordering", func(b *testing.B) {
			benchAlphaBeta(b, board.text, adversarial.AlphaBetaParams{TT: true, Ordering: true}, 0)
		})
		b.Run(board.name+"/tt", func(b *testing.B) {
			benchAlphaBeta(b, board.text, adversarial.AlphaBetaParams{TT: true}, 0)
		})
		b.Run(board.name+"/no-tt(1M-node-budget)", func(b *testing.B) {
			benchAlphaBeta(b, board.text, adversarial.AlphaBetaParams{}, 1_000_000)
		})
	}
}

func BenchmarkOracle(b *testing.B) {
	s := MustState(25, 25, 25, 25, 25)
	for b.Loop() {
		o := NewOracle(Game{Rule: Misere})
		if _, err := o.Play(s); err != nil {
			b.Fatal(err)
		}
	}
}
