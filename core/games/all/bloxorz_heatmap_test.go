package all

import (
	"context"
	"testing"

	"searchlab/core/bloxorz"
	"searchlab/core/games/bloxorzgame"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// TestBloxorzHeatmap: the opt-in heatmap has one counter per cell, counts
// only cells that are floor of some kind, covers the start, and sums to
// between one and two cells per expanded state (standing covers one cell,
// lying or split two); without the parameter there is no heatmap field.
// MCTS counts the tree nodes it expanded, the genetic algorithm the states
// along its decoded move sequences (each but the last, so at most its
// expanded count).
func TestBloxorzHeatmap(t *testing.T) {
	for _, tc := range []struct {
		board, algo string
	}{{"classic:1", registry.AlgoBFS}, {"classic:8", registry.AlgoAStar}, {"classic:2", registry.AlgoIDAStar}, {"classic:1", registry.AlgoMCTS}, {"classic:1", registry.AlgoGenetic}} {
		job, _, err := registry.Builtin().Prepare(wire.Request{Game: "bloxorz", Board: tc.board, Algorithm: tc.algo})
		if err != nil {
			t.Fatal(err)
		}
		l, err := bloxorzgame.BloxorzLevel(job)
		if err != nil {
			t.Fatal(err)
		}
		resp := registry.Builtin().Solve(context.Background(), wire.Request{Game: "bloxorz", Board: tc.board, Algorithm: tc.algo,
			Params: map[string]any{"heatmap": true}}, nil)
		if resp.Status != wire.StatusFound {
			t.Fatalf("%s %s: %s %s", tc.board, tc.algo, resp.Status, resp.Error)
		}
		if resp.BloxorzResult == nil || len(resp.Heatmap) != l.W*l.H {
			t.Fatalf("%s %s: heatmap %+v, want %d cells", tc.board, tc.algo, resp.BloxorzResult, l.W*l.H)
		}
		heat := resp.Heatmap
		var sum int64
		for i, v := range heat {
			sum += v
			if p := (bloxorz.Pos{X: i % l.W, Y: i / l.W}); v > 0 && l.At(p) == bloxorz.Void {
				t.Errorf("%s %s: void cell %v counted %d times", tc.board, tc.algo, p, v)
			}
		}
		if heat[l.Start.Y*l.W+l.Start.X] == 0 {
			t.Errorf("%s %s: the start is not in the heatmap", tc.board, tc.algo)
		}
		// The order of first cover: the start first, every covered cell
		// numbered within the expansions made, the uncovered ones 0.
		order := resp.HeatOrder
		if len(order) != len(heat) || order[l.Start.Y*l.W+l.Start.X] != 1 {
			t.Fatalf("%s %s: heat order %v", tc.board, tc.algo, order)
		}
		for i := range order {
			if (order[i] > 0) != (heat[i] > 0) || order[i] > resp.Stats.Expanded {
				t.Errorf("%s %s: cell %d: order %d, count %d (%d expanded)", tc.board, tc.algo, i, order[i], heat[i], resp.Stats.Expanded)
			}
		}
		least := resp.Stats.Expanded // one cell per expanded state
		if tc.algo == registry.AlgoGenetic {
			least = 1 // a sequence's last state may have been expanded without being counted
		}
		if e := resp.Stats.Expanded; sum < least || sum > 2*e {
			t.Errorf("%s %s: heat sums to %d over %d expanded states", tc.board, tc.algo, sum, e)
		}
		plain := registry.Builtin().Solve(context.Background(), wire.Request{Game: "bloxorz", Board: tc.board, Algorithm: tc.algo}, nil)
		if has := plain.BloxorzResult == nil || plain.Heatmap != nil; has || plain.Length != resp.Length || plain.Stats.Expanded != resp.Stats.Expanded {
			t.Errorf("%s %s: without the parameter: heatmap present %v, length %d vs %d, expanded %d vs %d", tc.board, tc.algo,
				has, plain.Length, resp.Length, plain.Stats.Expanded, resp.Stats.Expanded)
		}
	}
}

// BenchmarkBloxorzHeatmap measures what the heatmap observer costs: a search of
// classic stage 26 through the registry (BFS: about 5,000 expansions, the
// most of the classic stages),
// without and with the heatmap.
func BenchmarkBloxorzHeatmap(b *testing.B) {
	for _, heat := range []bool{false, true} {
		name := map[bool]string{false: "plain", true: "heatmap"}[heat]
		b.Run(name, func(b *testing.B) {
			var expanded int64
			for i := 0; i < b.N; i++ {
				r := registry.Builtin().Solve(context.Background(), wire.Request{Game: "bloxorz", Board: "classic:26", Algorithm: registry.AlgoBFS,
					Params: map[string]any{"heatmap": heat}}, nil)
				if r.Status != wire.StatusFound {
					b.Fatal(r.Status, r.Error)
				}
				expanded += r.Stats.Expanded
			}
			b.ReportMetric(float64(expanded)/b.Elapsed().Seconds(), "exp/s")
		})
	}
}
