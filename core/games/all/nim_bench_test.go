package all

import (
	"context"
	"fmt"
	"testing"

	"searchlab/core/nim"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// benchNim solves one Nim request per iteration through the registry (what
// the CLI, the server and the worker run) and reports the game-tree nodes
// of the last solve, its transposition-table entries and, when the budget
// stopped it, budget_exceeded = 1.
func benchNim(b *testing.B, req wire.Request) {
	req.Game = "nim"
	reg := registry.Builtin()
	var r wire.Response
	for b.Loop() {
		r = reg.Solve(context.Background(), req, nil)
	}
	if r.Status == wire.StatusInvalid || r.Status == wire.StatusError {
		b.Fatalf("%s: %s", r.Status, r.Error)
	}
	st := r.TreeStats
	b.ReportMetric(float64(st.Nodes), "nodes")
	b.ReportMetric(float64(st.TTEntries), "tt_entries")
	if r.Status == wire.StatusBudgetExceeded {
		b.ReportMetric(1, "budget_exceeded")
	}
}

// BenchmarkNimAlphaBeta is the closing note's table: alpha-beta with and
// without its transposition table on 7 6 8 5 9 5 and on five heaps of 25,
// next to minimax with memo and the oracle. Searches without a table are
// stopped by a node budget (a run to the end takes longer than the
// measurement allows: see the report), so for them nodes is the budget and
// ns/op the time to search that many nodes.
//
//	go test ./core/games/all -run '^$' -bench NimAlphaBeta -benchtime 3x
func BenchmarkNimAlphaBeta(b *testing.B) {
	const budget = 5_000_000
	for _, board := range []struct{ name, text string }{{"7_6_8_5_9_5", "7 6 8 5 9 5"}, {"25x5", "25 25 25 25 25"}} {
		for _, c := range []struct {
			name     string
			algo     string
			params   map[string]any
			maxNodes int64
		}{
			{"alphabeta/tt+ordering", "alphabeta", nil, registry.MaxMaxNodes},
			{"alphabeta/tt", "alphabeta", map[string]any{"ordering": false}, registry.MaxMaxNodes},
			{"alphabeta/ordering(no-tt,5M-budget)", "alphabeta", map[string]any{"tt": false}, budget},
			{"alphabeta/plain(no-tt,5M-budget)", "alphabeta", map[string]any{"tt": false, "ordering": false}, budget},
			{"minimax/tt", "minimax", nil, registry.MaxMaxNodes},
			{"oracle", "oracle", nil, 0},
		} {
			b.Run(board.name+"/"+c.name, func(b *testing.B) {
				benchNim(b, wire.Request{Algorithm: c.algo, Board: board.text, Params: c.params, MaxNodes: c.maxNodes, TimeoutMS: registry.MaxTimeout.Milliseconds()})
			})
		}
	}
}

// BenchmarkNimMCTSFirstMove measures what one MCTS solve through the API is
// worth on Nim (core/nim's game, UCT with the solver): over 10 seeds, the
// fraction whose best move wins by the oracle, and the fraction that proved
// the root, at two playout budgets on positions won for the player to move.
//
//	go test ./core/games/all -run '^$' -bench NimMCTSFirstMove -benchtime 1x
func BenchmarkNimMCTSFirstMove(b *testing.B) {
	const seeds = 10
	for _, c := range []struct{ name, board, rule, variant string }{
		{"3_4_5", "3 4 5", "normal", "nim"},
		{"7_6_8_5_9_4", "7 6 8 5 9 4", "normal", "nim"},
		{"misere_2_3_4", "2 3 4", "misere", "nim"},
		{"grundy_5_9", "5 9", "normal", "grundy"},
		{"grundy_7_6_8_5_9_5", "7 6 8 5 9 5", "normal", "grundy"},
	} {
		for _, iters := range []int{10_000, 50_000} {
			b.Run(fmt.Sprintf("%s/iterations=%d", c.name, iters), func(b *testing.B) {
				v, _ := nim.ParseVariant(c.variant)
				r, _ := nim.ParseRule(c.rule)
				g := nim.Game{Variant: v, Rule: r}
				root, err := nim.Parse(c.board)
				if err != nil {
					b.Fatal(err)
				}
				or := nim.NewOracle(g)
				reg := registry.Builtin()
				var ok, proven int
				for b.Loop() {
					ok, proven = 0, 0
					for seed := int64(1); seed <= seeds; seed++ {
						resp := reg.Solve(context.Background(), wire.Request{Game: "nim", Algorithm: "mcts", Board: c.board, Seed: seed,
							Params: map[string]any{"rule": c.rule, "variant": c.variant, "iterations": iters}}, nil)
						best := resp.BestMove
						m, err := nim.ParseMove(best)
						if err != nil || g.Check(root, m) != nil {
							b.Fatalf("seed %d: best move %q (%s %s)", seed, best, resp.Status, resp.Error)
						}
						if w, _ := or.Wins(g.Apply(root, m)); !w {
							ok++
						}
						if resp.Proven {
							proven++
						}
					}
				}
				b.ReportMetric(float64(ok)/seeds, "first_move_ok")
				b.ReportMetric(float64(proven)/seeds, "proven")
			})
		}
	}
}
