//go:build !js

package e2e

// Measurements of the solver's kept-alive worker (issue 28): the overhead
// of a screen's run, and Korf's 15-puzzle instances in the worker against
// native, each on the site under test ("after") and, when
// SEARCHLAB_E2E_BEFORE_DIST names a site built from an earlier commit
// ("before": a fresh Go instance per request), on that one too, in the same
// run, so the ratios compare like with like on a shared machine:
//
//	git archive <before> | tar -x -C /tmp/before-src && make -C /tmp/before-src dist DIST=/tmp/before MKDIST_FLAGS=-no-brotli
//	SEARCHLAB_E2E_BEFORE_DIST=/tmp/before go test ./wasm/e2e -run '^$' -bench 'ScreenRunOverhead|KorfWorker' -benchtime 1x -v

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"testing"
	"time"

	"searchlab/core/games/all"
	"searchlab/core/npuzzle"
	"searchlab/core/wire"
)

// benchSite is a built site to measure.
type benchSite struct{ name, dir string }

// benchSites are the site under test and, when SEARCHLAB_E2E_BEFORE_DIST
// is set, the site to compare it with.
func benchSites() []benchSite {
	sites := []benchSite{}
	if d := os.Getenv("SEARCHLAB_E2E_BEFORE_DIST"); d != "" {
		sites = append(sites, benchSite{"before", d})
	}
	return append(sites, benchSite{"after", distDir})
}

// workerMiB is the screens' worker's WebAssembly memory when its last run
// ended, in MiB (0 on a site whose solver does not say).
func workerMiB(b *testing.B, p *Page) float64 {
	var bytes float64
	p.Eval(b, `(() => { const s = globalThis.searchlabSolver; const st = s.stats && s.stats("screens");
		return st && st.memory ? Math.max(0, ...st.memory) : 0; })()`, &bytes)
	return bytes / (1 << 20)
}

// openBench opens site in a fresh page with a ready screens' solver.
func openBench(b *testing.B, site benchSite, timeout time.Duration) *Page {
	p := NewPage(b, timeout)
	s := ServeSite(b, site.dir)
	p.Open(b, s.Base)
	p.WaitJS(b, "a ready solver", "globalThis.searchlabSolver && globalThis.searchlabSolver.ready()", 60*time.Second)
	return p
}

// BenchmarkScreenRunOverhead: what a screen's run costs beyond its search,
// for a trivial one (A* on an 8-puzzle four moves from the goal), 20 runs
// in a row through searchlabSolver.solve (the screens' solver), per site:
// overhead = the page's time from request to end minus the search's own
// elapsed_ms. The first run of each page is not counted (the worker's
// first code paths compile lazily).
func BenchmarkScreenRunOverhead(b *testing.B) {
	body, _ := json.Marshal(wire.Request{Game: "npuzzle", Board: "1 2 3/4 5 6/0 7 8", Goal: "1 2 0/4 5 3/7 8 6", Algorithm: "astar"})
	bj, _ := json.Marshal(string(body))
	const n = 20
	for _, site := range benchSites() {
		b.Run(site.name, func(b *testing.B) {
			p := openBench(b, site, 10*time.Minute)
			var over, wall []float64
			for i := 0; i < b.N; i++ {
				var r struct {
					Error *string   `json:"error"`
					Over  []float64 `json:"over"`
					Wall  []float64 `json:"wall"`
				}
				p.Eval(b, fmt.Sprintf("(%s)(%s, %s, %d)", overheadJS, `(body, l, e) => searchlabSolver.solve(body, l, e)`, bj, n+1), &r)
				if r.Error != nil {
					b.Fatalf("a run ended with %q", *r.Error)
				}
				over = append(over, r.Over[1:]...)
				wall = append(wall, r.Wall[1:]...)
			}
			sort.Float64s(over)
			b.ReportMetric(mean(over), "overhead-ms-mean")
			b.ReportMetric(over[len(over)/2], "overhead-ms-median")
			b.ReportMetric(over[len(over)*9/10], "overhead-ms-p90")
			b.ReportMetric(mean(wall), "request-ms-mean")
			if m := workerMiB(b, p); m > 0 {
				b.ReportMetric(m, "worker-MiB")
			}
		})
	}
}

// korfFew are eight of Korf's 100 15-puzzle instances (Korf 1985, Table
// 1; number, board, optimal length), transcribed from
// core/cmd/searchlab/korf100.txt: IDA* with the 6-6-3 databases solves
// each natively in 0.5–400 ms here, so a request's overhead shows.
var korfFew = []struct {
	n      int
	board  string
	length int
}{
	{3, "14 7 8 2/13 11 10 4/9 12 5 0/3 6 1 15", 59},
	{9, "3 14 9 11/5 4 8 2/13 12 6 7/10 1 15 0", 46},
	{10, "13 11 8 9/0 15 7 10/4 3 6 14/5 12 2 1", 59},
	{15, "13 11 4 12/1 8 9 15/6 5 14 2/7 3 10 0", 62},
	{17, "15 14 0 4/11 1 6 13/7 5 8 9/3 2 10 12", 66},
	{19, "7 11 8 3/14 0 6 15/1 4 13 9/5 12 2 10", 46},
	{22, "14 3 9 1/15 8 4 5/11 7 10 13/0 2 12 6", 59},
	{32, "14 10 9 4/13 6 5 8/2 12 7 0/1 3 11 15", 59},
}

// BenchmarkKorfWorker: korfFew with IDA* and the 6-6-3 pattern databases,
// natively (api.Builtin, databases built before the timer) and in each
// site's worker (databases downloaded before the timer), every answer
// checked: optimal length, replayed under the rules. Metrics per site:
// the summed search time the worker measured (search-ms), the page's time
// per request (request-ms: with the Go instance's start and the databases'
// load where a site does that per request), the native search time
// (native-ms), the ratios of both to it, and the mean overhead of a
// request beyond its search.
func BenchmarkKorfWorker(b *testing.B) {
	const goal = "0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15"
	req := func(board string) wire.Request {
		return wire.Request{Game: "npuzzle", Board: board, Goal: goal, Algorithm: "idastar",
			Params: map[string]any{"heuristic": "pdb", "partition": "663"}, MaxNodes: 2_000_000_000, TimeoutMS: 600_000}
	}
	check := func(where string, n int, r wire.Response, board string, want int) {
		if r.Status != "found" || r.Length != want {
			b.Fatalf("%s #%d: %s in %d moves, want %d", where, n, r.Status, r.Length, want)
		}
		if err := npuzzle.ReplayText(board, goal, r.Moves); err != nil {
			b.Fatalf("%s #%d: %v", where, n, err)
		}
	}
	all.Builtin().Solve(context.Background(), req(korfFew[1].board), nil) // build the databases
	var native float64
	for _, in := range korfFew {
		r, _ := nativeIssueSolve(b, req(in.board))
		check("native", in.n, r, in.board, in.length)
		native += r.Stats.ElapsedMS()
	}
	for _, site := range benchSites() {
		b.Run(site.name, func(b *testing.B) {
			p := openBench(b, site, 20*time.Minute)
			p.Solve(b, req(korfFew[1].board)) // download the databases
			var searchMS, requestMS float64
			for i := 0; i < b.N; i++ {
				for _, in := range korfFew {
					run := p.Solve(b, req(in.board))
					_, r := run.split(b)
					check(site.name, in.n, r, in.board, in.length)
					searchMS += r.Stats.ElapsedMS()
					requestMS += run.MS
				}
			}
			searchMS /= float64(b.N)
			requestMS /= float64(b.N)
			b.ReportMetric(searchMS, "search-ms")
			b.ReportMetric(requestMS, "request-ms")
			b.ReportMetric(native, "native-ms")
			b.ReportMetric(searchMS/native, "search/native")
			b.ReportMetric(requestMS/native, "request/native")
			b.ReportMetric((requestMS-searchMS)/float64(len(korfFew)), "overhead-ms-per-request")
			if m := workerMiB(b, p); m > 0 {
				b.ReportMetric(m, "worker-MiB")
			}
		})
	}
}
