//go:build !js

package e2e

// Measurements in the browser's solver Web Worker for two issues' closing
// notes, as benchmarks (never asserted in timed tests; test mode runs none
// of this). Each drives the real worker in headless Chromium through
// globalThis.searchlabSolver.solve and runs the same requests natively
// through api.Builtin().Solve for the ratio:
//
//	go test ./wasm/e2e -run '^$' -bench 'WorkerBloxorz|WorkerNim' -benchtime 1x -v
//
// search-ms is the search's own stats.elapsed_ms (final NDJSON line);
// wall-ms is measured in the page from solve() to onEnd (request
// serialisation, worker dispatch, search, streaming the lines back). The
// per-request figures are printed with b.Logf (visible with -v) and the
// totals reported with b.ReportMetric.

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"searchlab/core/bloxorz"
	"searchlab/core/games/all"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// bloxorzFreeOptima are the optimal lengths of classic stages 1..33 with
// control swaps free (U D L R keys, S not counted), transcribed from
// core/bloxorz's classic table (BFS under R1–R13, cross-checked against an
// independent BFS and the published 1999-move solution).
var bloxorzFreeOptima = [bloxorz.ClassicCount]int{
	7, 17, 19, 28, 33, 35, 44, 10, 24, 57, 47, 65, 46, 67, 57, 28, 106,
	85, 67, 56, 71, 65, 75, 57, 55, 104, 71, 100, 104, 114, 91, 129, 65,
}

// workerSolve runs req in the page's worker and parses its final line.
func workerSolve(b *testing.B, p *Page, req wire.Request) (wire.Response, solveRun) {
	b.Helper()
	run := p.Solve(b, req)
	_, r := run.split(b) // every line but the last is progress, the last a result
	return r, run
}

// nativeIssueSolve runs req through the API natively, parsed like the
// worker's final line (the same JSON encoding), and the wall time around it.
func nativeIssueSolve(b *testing.B, req wire.Request) (wire.Response, time.Duration) {
	b.Helper()
	start := time.Now()
	resp := all.Builtin().Solve(context.Background(), req, nil)
	wall := time.Since(start)
	raw, err := json.Marshal(resp)
	if err != nil {
		b.Fatal(err)
	}
	l, err := wire.DecodeLine(raw)
	if err != nil || l.Final == nil {
		b.Fatalf("native result %s: %v", raw, err)
	}
	return *l.Final, wall
}

// checkBloxorz fails unless r is an optimal win of classic stage n with
// swaps free: status found, length the optimum, and the keys replay to a
// win under core/bloxorz's rules.
func checkBloxorz(b *testing.B, where string, n int, r wire.Response) {
	b.Helper()
	want := bloxorzFreeOptima[n-1]
	if r.Status != "found" || r.Length != want {
		b.Fatalf("%s stage %d: status %s length %d, want found %d (%s)", where, n, r.Status, r.Length, want, r.Error)
	}
	l, err := bloxorz.Classic(n)
	if err != nil {
		b.Fatal(err)
	}
	keys := strings.Join(r.Moves, "")
	if err := bloxorz.Replay(l, keys); err != nil {
		b.Fatalf("%s stage %d: %s does not win: %v", where, n, keys, err)
	}
	if moves := len(keys) - strings.Count(keys, "S"); moves != want {
		b.Fatalf("%s stage %d: %d U/D/L/R keys in %s, want %d", where, n, moves, keys, want)
	}
}

// BenchmarkWorkerBloxorzBFSAll33: BFS (swaps free) on all 33 classic stages,
// one request per stage in sequence, in the worker and natively; every
// answer must be found with the stage's optimal length and replay to a win.
// Metrics: totals over the 33 stages (worker search and wall ms, native
// search and wall ms, the worker/native ratio of search time), the largest
// per-stage worker wall time, and the total length (1999).
func BenchmarkWorkerBloxorzBFSAll33(b *testing.B) {
	total := 0
	for _, n := range bloxorzFreeOptima {
		total += n
	}
	if total != 1999 {
		b.Fatalf("the transcribed optima total %d, want 1999", total)
	}
	p := NewPage(b, 30*time.Minute)
	site := ServeSite(b, distDir)
	p.Open(b, site.Base)
	req := func(n int) wire.Request {
		return wire.Request{Game: "bloxorz", Board: fmt.Sprintf("classic:%d", n), Algorithm: "bfs",
			Params: map[string]any{"costing": "free"}, Seed: 1, TimeoutMS: registry.MaxTimeout.Milliseconds()}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var wSearch, wWall, nSearch, nWall, maxWall float64
		var length int
		var expanded int64
		b.Logf("%5s %6s %9s %12s %12s %12s %12s %7s", "stage", "length", "expanded", "worker-ms", "wall-ms", "native-ms", "nat-wall-ms", "ratio")
		for n := 1; n <= bloxorz.ClassicCount; n++ {
			wr, run := workerSolve(b, p, req(n))
			checkBloxorz(b, "worker", n, wr)
			nr, nw := nativeIssueSolve(b, req(n))
			checkBloxorz(b, "native", n, nr)
			if wr.Stats.Expanded != nr.Stats.Expanded {
				b.Errorf("stage %d: the worker expanded %d states, natively %d", n, wr.Stats.Expanded, nr.Stats.Expanded)
			}
			nwMS := float64(nw.Microseconds()) / 1000
			b.Logf("%5d %6d %9d %12.2f %12.2f %12.2f %12.2f %7.2f", n, wr.Length, wr.Stats.Expanded,
				wr.Stats.ElapsedMS(), run.MS, nr.Stats.ElapsedMS(), nwMS, ratio(wr.Stats.ElapsedMS(), nr.Stats.ElapsedMS()))
			wSearch += wr.Stats.ElapsedMS()
			wWall += run.MS
			nSearch += nr.Stats.ElapsedMS()
			nWall += nwMS
			maxWall = max(maxWall, run.MS)
			length += wr.Length
			expanded += wr.Stats.Expanded
		}
		b.Logf("%5s %6d %9d %12.2f %12.2f %12.2f %12.2f %7.2f", "total", length, expanded, wSearch, wWall, nSearch, nWall, ratio(wSearch, nSearch))
		if length != 1999 {
			b.Errorf("total length %d, want 1999", length)
		}
		b.ReportMetric(wSearch, "worker-search-ms")
		b.ReportMetric(wWall, "worker-wall-ms")
		b.ReportMetric(maxWall, "worker-wall-ms-max-stage")
		b.ReportMetric(nSearch, "native-search-ms")
		b.ReportMetric(nWall, "native-wall-ms")
		b.ReportMetric(ratio(wSearch, nSearch), "worker/native")
		b.ReportMetric(float64(length), "total-length")
		b.ReportMetric(float64(expanded), "total-expanded")
	}
}

// BenchmarkWorkerNimAlphaBeta: alpha-beta (normal rule, no deepening) with
// and without the transposition table, move ordering on, on 7 6 8 5 9 5 (a
// loss for the player to move: nim-sum 0) and 25 25 25 25 25 (a win:
// nim-sum 25), in the worker and natively. Searches without the table are
// capped at 5,000,000 nodes and reported as budget_exceeded when the cap
// stops them; a search that ends found must have the theory's value.
// Sub-benchmark metrics: nodes (stats.expanded), worker search and wall ms,
// native search ms, worker/native, and budget_exceeded = 1 when the cap
// stopped the worker's search.
func BenchmarkWorkerNimAlphaBeta(b *testing.B) {
	const budget = 5_000_000
	p := NewPage(b, 30*time.Minute)
	site := ServeSite(b, distDir)
	p.Open(b, site.Base)
	for _, pos := range []struct {
		name, board string
		value       float64 // for the player to move, by Bouton's theorem
	}{
		{"7_6_8_5_9_5", "7 6 8 5 9 5", -1},
		{"25x5", "25 25 25 25 25", +1},
	} {
		for _, c := range []struct {
			name     string
			tt       bool
			maxNodes int64
		}{
			{"tt", true, registry.MaxMaxNodes},
			{"no-tt(5M-budget)", false, budget},
		} {
			b.Run(pos.name+"/"+c.name, func(b *testing.B) {
				req := wire.Request{Game: "nim", Board: pos.board, Algorithm: "alphabeta",
					Params: map[string]any{"rule": "normal", "tt": c.tt, "ordering": true, "deepening": false, "candidates": false},
					Seed:   1, MaxNodes: c.maxNodes, TimeoutMS: registry.MaxTimeout.Milliseconds()}
				check := func(where string, r wire.Response) {
					b.Helper()
					switch r.Status {
					case "found":
						if r.TwoPlayerResult == nil || r.Value != pos.value {
							b.Fatalf("%s: found with %+v, want value %v", where, r.TwoPlayerResult, pos.value)
						}
					case "budget_exceeded":
						if c.tt {
							b.Fatalf("%s: budget_exceeded with the table (budget %d)", where, c.maxNodes)
						}
					default:
						b.Fatalf("%s: status %s (%s)", where, r.Status, r.Error)
					}
				}
				for i := 0; i < b.N; i++ {
					wr, run := workerSolve(b, p, req)
					check("worker", wr)
					nr, nw := nativeIssueSolve(b, req)
					check("native", nr)
					if wr.Status != nr.Status || wr.Stats.Expanded != nr.Stats.Expanded {
						b.Errorf("worker %s after %d nodes, native %s after %d", wr.Status, wr.Stats.Expanded, nr.Status, nr.Stats.Expanded)
					}
					value, best := "-", ""
					if wr.TwoPlayerResult != nil {
						value, best = fmt.Sprint(wr.Value), wr.BestMove
					}
					b.Logf("worker: %s nodes %d value %s best %q search %.1f ms wall %.1f ms; native: %s nodes %d search %.1f ms wall %.1f ms; ratio %.2f",
						wr.Status, wr.Stats.Expanded, value, best, wr.Stats.ElapsedMS(), run.MS,
						nr.Status, nr.Stats.Expanded, nr.Stats.ElapsedMS(), float64(nw.Microseconds())/1000, ratio(wr.Stats.ElapsedMS(), nr.Stats.ElapsedMS()))
					b.ReportMetric(float64(wr.Stats.Expanded), "nodes")
					b.ReportMetric(wr.Stats.ElapsedMS(), "worker-search-ms")
					b.ReportMetric(run.MS, "worker-wall-ms")
					b.ReportMetric(nr.Stats.ElapsedMS(), "native-search-ms")
					b.ReportMetric(ratio(wr.Stats.ElapsedMS(), nr.Stats.ElapsedMS()), "worker/native")
					if wr.Status == "budget_exceeded" {
						b.ReportMetric(1, "budget_exceeded")
					} else {
						b.ReportMetric(0, "budget_exceeded")
					}
				}
			})
		}
	}
}

// ratio is a/b, 0 when b is 0.
func ratio(a, b float64) float64 {
	if b == 0 {
		return 0
	}
	return a / b
}
