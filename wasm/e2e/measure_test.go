//go:build !js

package e2e

// Measurements of the web plumbing, as benchmarks (never asserted): run
//
//	go test ./wasm/e2e -run '^$' -bench . -benchtime 10x
//
// Each reports its figures with b.ReportMetric; ns/op is wall time per
// iteration as the test driver sees it (it includes chromedp round trips).

import (
	"context"
	"sort"
	"testing"
	"time"

	"searchlab/core/games/all"
	"searchlab/core/wire"
)

// BenchmarkColdLoad: a first visit on a fresh origin (no cache, no service
// worker) until the UI has rendered and a solver worker is ready.
func BenchmarkColdLoad(b *testing.B) {
	var total time.Duration
	var bytes int64
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		p := NewPage(b, 60*time.Second)
		site := ServeSite(b, distDir)
		b.StartTimer()
		total += p.Open(b, site.Base)
		b.StopTimer()
		p.WaitJS(b, "the service worker", "navigator.serviceWorker.controller", 15*time.Second)
		time.Sleep(200 * time.Millisecond)
		bytes += site.ServedBytes()
		site.Stop()
		b.StartTimer()
	}
	b.ReportMetric(float64(total.Milliseconds())/float64(b.N), "ms-to-interactive")
	b.ReportMetric(float64(bytes)/float64(b.N), "bytes-served")
}

// BenchmarkOfflineReload: reload with the server stopped, until interactive.
func BenchmarkOfflineReload(b *testing.B) {
	p := NewPage(b, 10*time.Minute)
	site := ServeSite(b, distDir)
	p.Open(b, site.Base)
	p.WaitJS(b, "the service worker", "navigator.serviceWorker.controller", 15*time.Second)
	site.Stop()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p.Reload(b, "")
	}
}

// BenchmarkStop: stop() on a running DFS (after its second progress line):
// latency from stop() to onEnd, and until a solver is ready again.
func BenchmarkStop(b *testing.B) {
	p := NewPage(b, 10*time.Minute)
	site := ServeSite(b, distDir)
	p.Open(b, site.Base)
	var lat, ready []float64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := p.SolveAndStop(b, longDFS, 2)
		if s.Error == nil || *s.Error != "stopped" {
			b.Fatalf("onEnd(%v), want stopped", s.Error)
		}
		lat = append(lat, s.LatencyMS)
		ready = append(ready, s.ReadyMS)
	}
	sort.Float64s(lat)
	sort.Float64s(ready)
	b.ReportMetric(mean(lat), "stop-ms-mean")
	b.ReportMetric(lat[len(lat)-1], "stop-ms-max")
	b.ReportMetric(ready[len(ready)-1], "ready-again-ms-max")
}

// BenchmarkProgressLines: arrival rate of progress lines in the page during
// a 3-second DFS.
func BenchmarkProgressLines(b *testing.B) {
	p := NewPage(b, 10*time.Minute)
	site := ServeSite(b, distDir)
	p.Open(b, site.Base)
	req := longDFS
	req.TimeoutMS = 3000
	var rates []float64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r := p.Solve(b, req)
		progress, _ := r.split(b)
		span := r.Times[len(progress)-1] - r.Times[0]
		rates = append(rates, float64(len(progress)-1)/(span/1000))
	}
	b.ReportMetric(mean(rates), "lines/s")
}

// Worker against native: the same request through the API natively and in
// the page's solver worker. search-ms is the search's own elapsed time
// (stats.elapsed_ms); ns/op on the worker side adds the page round trip
// (instance start, Go init, streaming).
var compareReqs = []struct {
	name string
	req  wire.Request
}{
	// Map- and allocation-heavy: BFS over the 8-puzzle to the hardest position (181,380 expansions).
	{"bfs-8puzzle-31", wire.Request{Game: "npuzzle", Board: hardest8, Algorithm: "bfs"}},
	// Pure CPU: IDA* on Korf's instance 2 (55 moves, 15,300,442 nodes generated).
	{"idastar-korf2", wire.Request{Game: "npuzzle", Board: "13 5 4 10/9 12 8 14/2 3 7 1/0 15 11 6",
		Goal: "0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15", Algorithm: "idastar",
		Params: map[string]any{"heuristic": "manhattan"}, MaxNodes: 100_000_000}},
}

func BenchmarkNative(b *testing.B) {
	for _, c := range compareReqs {
		b.Run(c.name, func(b *testing.B) {
			var ms []float64
			for i := 0; i < b.N; i++ {
				res := all.Builtin().Solve(context.Background(), c.req, nil)
				if res.Status != wire.StatusFound {
					b.Fatalf("status %s: %s", res.Status, res.Error)
				}
				ms = append(ms, res.Stats.ElapsedMS())
			}
			b.ReportMetric(mean(ms), "search-ms")
		})
	}
}

func BenchmarkWorker(b *testing.B) {
	p := NewPage(b, 20*time.Minute)
	site := ServeSite(b, distDir)
	p.Open(b, site.Base)
	for _, c := range compareReqs {
		b.Run(c.name, func(b *testing.B) {
			var ms []float64
			for i := 0; i < b.N; i++ {
				r := p.Solve(b, c.req)
				_, res := r.split(b)
				if res.Status != "found" {
					b.Fatalf("status %s: %s", res.Status, res.Error)
				}
				ms = append(ms, res.Stats.ElapsedMS())
			}
			b.ReportMetric(mean(ms), "search-ms")
		})
	}
}

func mean(xs []float64) float64 {
	s := 0.0
	for _, x := range xs {
		s += x
	}
	return s / float64(len(xs))
}
