//go:build !js

package e2e

// Korf's 100 in the kept-alive worker against native (issue 28's goal: the
// worker within 1.4× native on Korf's 100, request overhead included), with
// the 6-6-3 databases on both sides (the browser holds no larger ones):
//
//	make dist DIST=/tmp/after MKDIST_FLAGS=-no-brotli
//	SEARCHLAB_E2E_DIST=/tmp/after [SEARCHLAB_E2E_BEFORE_DIST=/tmp/before] \
//	    go test ./wasm/e2e -run '^$' -bench Korf100Worker -benchtime 3x -v -timeout 1h
//
// Each of b.N rounds solves the 100 natively (in this process, through
// the same registry as the worker) and then in each site's worker, so a
// busy machine slows both sides of a round alike; every answer is checked
// (optimal length; the worker's moves replayed under the rules). All
// times are wall clock (the worker has no CPU clock): search-ms is the
// sum of the searches' own elapsed time, request-ms the page's time from
// request to end (what a person waits, with the tables resident). The
// ratios are the medians over the rounds of each round's ratio.

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"searchlab/core/games/all"
	"searchlab/core/npuzzle"
	"searchlab/core/wire"
)

// korf100Boards reads Korf's 100 (Korf 1985, Table 1; goal blank first)
// with their optima from the CLI's data file,
// core/cmd/searchlab/korf100.txt.
func korf100Boards(b *testing.B) (boards []string, optima []int) {
	data, err := os.ReadFile(filepath.Join("..", "..", "core", "cmd", "searchlab", "korf100.txt"))
	if err != nil {
		b.Fatal(err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Split(line, "\t")
		if len(f) != 3 || strings.HasPrefix(line, "#") {
			continue
		}
		n, err := strconv.Atoi(f[2])
		if err != nil {
			b.Fatalf("korf100.txt: %q: %v", line, err)
		}
		boards, optima = append(boards, f[1]), append(optima, n)
	}
	if len(boards) != 100 {
		b.Fatalf("korf100.txt: %d boards, want 100", len(boards))
	}
	return boards, optima
}

// BenchmarkKorf100Worker: Korf's 100 with IDA* and 6-6-3, natively and in
// each site's worker, round by round (see the file's comment). Metrics
// per site: native-ms (the searches' elapsed time natively, summed over
// the 100, median round), search-ms and request-ms in the worker, and the
// median ratios search/native and request/native.
func BenchmarkKorf100Worker(b *testing.B) {
	const goal = "0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15"
	req := func(board string) wire.Request {
		return wire.Request{Game: "npuzzle", Board: board, Goal: goal, Algorithm: "idastar",
			Params: map[string]any{"heuristic": "pdb", "partition": "663"}, MaxNodes: 2_000_000_000, TimeoutMS: 600_000}
	}
	boards, optima := korf100Boards(b)
	check := func(where string, i int, r wire.Response) {
		if r.Status != "found" || r.Length != optima[i] {
			b.Fatalf("%s #%d: %s in %d moves, want %d", where, i+1, r.Status, r.Length, optima[i])
		}
	}
	all.Builtin().Solve(context.Background(), req(boards[0]), nil) // build the databases
	for _, site := range benchSites() {
		b.Run(site.name, func(b *testing.B) {
			p := openBench(b, site, 60*time.Minute)
			p.Solve(b, req(boards[0])) // download the databases, compile
			var native, search, request, searchRatio, requestRatio []float64
			for i := 0; i < b.N; i++ {
				var nat float64
				for j, board := range boards {
					r, _ := nativeIssueSolve(b, req(board))
					check("native", j, r)
					nat += r.Stats.ElapsedMS()
				}
				var se, rq float64
				for j, board := range boards {
					run := p.Solve(b, req(board))
					_, r := run.split(b)
					check(site.name, j, r)
					if err := npuzzle.ReplayText(board, goal, r.Moves); err != nil {
						b.Fatalf("%s #%d: %v", site.name, j+1, err)
					}
					se += r.Stats.ElapsedMS()
					rq += run.MS
				}
				b.Logf("round %d: native %.0f ms, worker search %.0f ms (%.2f×), request %.0f ms (%.2f×)", i+1, nat, se, se/nat, rq, rq/nat)
				native, search, request = append(native, nat), append(search, se), append(request, rq)
				searchRatio, requestRatio = append(searchRatio, se/nat), append(requestRatio, rq/nat)
			}
			b.ReportMetric(median(native), "native-ms")
			b.ReportMetric(median(search), "search-ms")
			b.ReportMetric(median(request), "request-ms")
			b.ReportMetric(median(searchRatio), "search/native")
			b.ReportMetric(median(requestRatio), "request/native")
			if m := workerMiB(b, p); m > 0 {
				b.ReportMetric(m, "worker-MiB")
			}
		})
	}
}
