//go:build !js

package e2e

// Othello's strongest level and the exact solver, natively and in the
// page's solver worker (benchmarks, never asserted):
//
//	go test ./wasm/e2e -run '^$' -bench 'Othello(Native|Worker)' -benchtime 3x
//
// search-ms is the search's own elapsed time (stats.elapsed_ms) averaged
// over the positions of a request set; the worker's over the native's is
// the wasm slowdown docs/othello-eval.md quotes.

import (
	"context"
	"testing"
	"time"

	"searchlab/core/games/all"
	"searchlab/core/games/othellogame"
	"searchlab/core/othello"
	"searchlab/core/wire"
)

// othelloMeasureBoards are the start, positions of games of PVS at depth 4
// from random openings (core/othello's BenchmarkPVS positions) and FFO
// endgames.
var othelloMeasureBoards = []string{
	"---------------------------OX------XO--------------------------- X", // the start (60 empties)
	"-OOO------OXO-----OOX----OOOXX----OXXX------XO------------------ X", // 44 empties
	"--OOOOO---XXXO---XXXOXX-XXOXX---XXOXXX--OOOOOO------------------ X", // 32 empties
	"--X-O-X----XOOX---XXXXXO---XXXOO-O-XOXXO--OXOXXO-XOOOOOOX-OXOOOO X", // 20 empties
	"--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X", // FFO #1, 14 empties
	"-OOOOO----OXXO---OOOOXXO-OOOXOXX-OOXOOXX-XOXXOXX--O-XXXX--O----O X", // FFO #26, 20 empties
}

// othelloMeasureReqs are the requests measured: every level of the
// catalogue on every board, and the exact solver on the endgames (up to 20
// empties).
func othelloMeasureReqs(b *testing.B) map[string][]wire.Request {
	cat, err := all.Builtin().Catalog("othello")
	if err != nil {
		b.Fatal(err)
	}
	out := map[string][]wire.Request{}
	for _, l := range cat.Games[0].Levels {
		for _, board := range othelloMeasureBoards {
			out["level-"+l.ID] = append(out["level-"+l.ID], wire.Request{Game: "othello", Board: board, Algorithm: l.Algorithm, Params: l.Params})
		}
	}
	for _, board := range othelloMeasureBoards {
		if othello.MustParse(board).Empties() <= 20 {
			out["exact"] = append(out["exact"], wire.Request{Game: "othello", Board: board, Algorithm: othellogame.AlgoExact,
				Params: map[string]any{"max_empties": 20}})
		}
	}
	return out
}

func BenchmarkOthelloNative(b *testing.B) {
	for name, reqs := range othelloMeasureReqs(b) {
		b.Run(name, func(b *testing.B) {
			var ms []float64
			for range b.N {
				for _, req := range reqs {
					res := all.Builtin().Solve(context.Background(), req, nil)
					if res.Status != wire.StatusFound {
						b.Fatalf("%s: status %s: %s", req.Board, res.Status, res.Error)
					}
					ms = append(ms, res.Stats.ElapsedMS())
				}
			}
			b.ReportMetric(mean(ms), "search-ms")
			b.ReportMetric(maxOf(ms), "max-search-ms")
		})
	}
}

func BenchmarkOthelloWorker(b *testing.B) {
	p := NewPage(b, 30*time.Minute)
	site := ServeSite(b, distDir)
	p.Open(b, site.Base)
	for name, reqs := range othelloMeasureReqs(b) {
		b.Run(name, func(b *testing.B) {
			var ms []float64
			for range b.N {
				for _, req := range reqs {
					r := p.Solve(b, req)
					_, res := r.split(b)
					if res.Status != wire.StatusFound {
						b.Fatalf("%s: status %s: %s", req.Board, res.Status, res.Error)
					}
					ms = append(ms, res.Stats.ElapsedMS())
				}
			}
			b.ReportMetric(mean(ms), "search-ms")
			b.ReportMetric(maxOf(ms), "max-search-ms")
		})
	}
}

func maxOf(xs []float64) float64 {
	m := 0.0
	for _, x := range xs {
		m = max(m, x)
	}
	return m
}
