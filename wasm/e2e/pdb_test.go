//go:build !js

package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"searchlab/core/npuzzle"
	"searchlab/core/wire"
)

// pdbEvent is a "searchlab-pdb" event's detail (web/solver-client.mjs).
type pdbEvent struct {
	Name  string `json:"name"`
	State string `json:"state"`
	Done  int    `json:"done"`
	Total int    `json:"total"`
	Bytes int    `json:"bytes"`
}

// TestPDBInWorker: 15-puzzles solved optimally with the pdb heuristic in
// the solver worker (Korf's instances #12, 45 moves, and #9, 46 moves;
// Korf 1985). The 6-6-3 databases of Korf's goal are shipped in dist/pdb:
// the first search downloads them (no build); the 5-5-5 ones are not: the
// first search builds them in the worker, reporting progress to the page;
// it is run from the N-puzzle screen, which shows a progress bar with a
// sentence during the build and h(start) in the result.
// Both end in Cache Storage, so after a reload neither is downloaded nor
// built again.
func TestPDBInWorker(t *testing.T) {
	p := NewPage(t, 5*time.Minute)
	site := ServeSite(t, CopyDist(t))
	t.Logf("fresh visit: the page was interactive after %v", p.Open(t, site.Base).Round(time.Millisecond))
	const korfGoal = "0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15"
	const korf12, korf9 = "14 1 9 6/4 8 12 5/7 2 3 0/10 11 13 15", "3 14 9 11/5 4 8 2/13 12 6 7/10 1 15 0"
	solve := func(board, partition string, want int) []pdbEvent {
		t.Helper()
		var ok bool
		p.Eval(t, `globalThis.__pdb = []; globalThis.__pdbListen || addEventListener("searchlab-pdb", (e) => __pdb.push(e.detail)); globalThis.__pdbListen = true`, &ok)
		r := p.Solve(t, wire.Request{Game: "npuzzle", Board: board, Goal: korfGoal, Algorithm: "idastar",
			Params: map[string]any{"heuristic": "pdb", "partition": partition}, MaxNodes: 2_000_000_000, TimeoutMS: 300_000})
		_, res := r.split(t)
		if res.Status != "found" || res.Length != want {
			t.Fatalf("%s %s: %s in %d moves, want found in %d (%s)", partition, board, res.Status, res.Length, want, res.Error)
		}
		if err := npuzzle.ReplayText(board, korfGoal, res.Moves); err != nil {
			t.Fatalf("%s: the solution does not replay: %v", board, err)
		}
		var raw json.RawMessage
		p.Eval(t, `globalThis.__pdb`, &raw)
		var evs []pdbEvent
		if err := json.Unmarshal(raw, &evs); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s %s: %d moves, %d generated, search %.0f ms, whole request %.0f ms, %d database events", partition, board, res.Length, res.Stats.Generated, res.Stats.ElapsedMS(), r.MS, len(evs))
		return evs
	}
	gzRequests := func() int { // downloads of the shipped database
		n := 0
		for _, r := range site.Requests() {
			if strings.HasSuffix(r, "/pdb/pdb-v1-4x4-0123456789abcdef-663.bin.gz") {
				n++
			}
		}
		return n
	}
	const cachedJS = `caches.open("searchlab-pdb-v1").then((c) => c.keys()).then((ks) => ks.map((r) => r.url).join(" "))`

	// Shipped: downloaded once (the page is told first), never built.
	evs := solve(korf12, "663", 45)
	if len(evs) != 2 || evs[0].State != "fetching" || evs[0].Bytes <= 0 || evs[1].State != "fetched" || evs[1].Bytes != 5767510 || gzRequests() != 1 {
		t.Fatalf("663: events %+v, %d downloads; want the download announced, then one fetch of 5,767,510 bytes", evs, gzRequests())
	}
	t.Logf("663: %d bytes transferred", evs[0].Bytes)

	// Not shipped: built in the worker with progress, run from the
	// N-puzzle screen, which shows a progress bar with a sentence while the
	// databases are built, none once the search runs, and h(start) in the
	// result (the value the native API gives).
	p.WaitTestID(t, "board")
	var ok bool
	p.Eval(t, `globalThis.__pdb = []; globalThis.__bar = [];
		new MutationObserver(() => {
			const el = document.querySelector('[data-testid="pdb-progress-text"]');
			const bar = document.querySelector('[data-testid="pdb-progress-bar"]');
			if (el && bar && __bar[__bar.length - 1] !== el.textContent) __bar.push(el.textContent);
		}).observe(document.body, {subtree: true, childList: true, characterData: true}); true`, &ok)
	uiSet(t, p, "cols", "4")
	uiSet(t, p, "rows", "4")
	uiSet(t, p, "goal-mode", "first")
	uiSetBoard(t, p, korf12)
	uiSet(t, p, "algorithm", "idastar")
	uiSet(t, p, "param-heuristic", "pdb")
	uiSet(t, p, "param-partition", "555")
	uiSet(t, p, "max-nodes", "1000000000")
	uiSet(t, p, "timeout", "300000")
	uiClick(t, p, "run")
	uiWait(t, p, "the 5-5-5 search's end", `document.querySelector('[data-testid="status"]').dataset.outcome != ""`, 5*time.Minute)
	if out := uiAttr(t, p, "status", "data-outcome"); out != "found" || uiText(t, p, "stat-length") != "45" {
		t.Fatalf("555 from the screen: %s, length %s: %s", out, uiText(t, p, "stat-length"), uiText(t, p, "status"))
	}
	var bar []string
	p.Eval(t, `globalThis.__bar`, &bar)
	pct := map[int]bool{}
	for _, b := range bar {
		var n int
		if _, err := fmt.Sscanf(b, "Building the 5-5-5 pattern databases: %d %%", &n); err != nil || n < 0 || n > 100 {
			t.Errorf("progress sentence %q", b)
		}
		pct[n] = true
	}
	if len(pct) < 3 {
		t.Errorf("the progress bar showed %q; want the build's share growing", bar)
	}
	if n := uiText(t, p, "pdb-progress"); n != "" {
		t.Errorf("the progress bar is still shown after the search: %q", n)
	}
	native := nativeSolve(t, wire.Request{Game: "npuzzle", Board: korf12, Goal: korfGoal, Algorithm: "idastar",
		Params: map[string]any{"heuristic": "pdb", "partition": "555"}, MaxNodes: 1})
	if native.NPuzzleResult == nil || uiText(t, p, "stat-start-h") != strconv.Itoa(native.StartH) {
		t.Errorf("h(start) shown %q, native %+v", uiText(t, p, "stat-start-h"), native.NPuzzleResult)
	}
	t.Logf("555 from the screen: %d progress sentences, h(start) %s, %s", len(bar), uiText(t, p, "stat-start-h"), uiText(t, p, "status"))
	var raw json.RawMessage
	p.Eval(t, `globalThis.__pdb`, &raw)
	evs = nil
	if err := json.Unmarshal(raw, &evs); err != nil {
		t.Fatal(err)
	}
	const total555 = 3 * 524160
	building, last := 0, 0
	for _, e := range evs {
		if e.State == "building" {
			if e.Done < last || e.Total != total555 {
				t.Errorf("progress %d/%d after %d", e.Done, e.Total, last)
			}
			last = e.Done
			building++
		}
	}
	if building < 10 || last != total555 || evs[len(evs)-1].State != "built" {
		t.Fatalf("555: %d progress events up to %d, then %+v", building, last, evs[len(evs)-1])
	}
	p.WaitJS(t, "both databases in Cache Storage", cachedJS+`.then((s) => s.includes("0123456789abcdef-663.bin") && s.includes("0123456789abcdef-555.bin"))`, 20*time.Second)

	reload := time.Now()
	p.Reload(t, "")
	t.Logf("second visit (reload): interactive after %v", time.Since(reload).Round(time.Millisecond))
	for _, part := range []string{"663", "555"} {
		if evs := solve(korf9, part, 46); len(evs) != 0 {
			t.Errorf("%s after the reload: %+v; want no download and no build", part, evs)
		}
	}
	if n := gzRequests(); n != 1 {
		t.Errorf("%d downloads of a database; want 1: %q", n, site.Requests())
	}
	if errs := p.UnexpectedErrors(); len(errs) > 0 {
		t.Errorf("console errors: %q", errs)
	}
}

// BenchmarkPDBKorf100Worker solves Korf's 100 instances in the solver
// worker with the 6-6-3 databases (downloaded once, before the timer),
// checking every length, and reports the summed search time the worker
// measured (search-ms), the wall time per instance seen from the page
// (request-ms, with the Go program's start and the database copy), and the
// nodes. The instances come from core/cmd/searchlab/korf100.txt.
//
//	go test ./wasm/e2e -run '^$' -bench PDBKorf100Worker -benchtime 1x
func BenchmarkPDBKorf100Worker(b *testing.B) {
	data, err := os.ReadFile(filepath.Join(repoRoot(), "core", "cmd", "searchlab", "korf100.txt"))
	if err != nil {
		b.Fatal(err)
	}
	type inst struct {
		board string
		want  int
	}
	var set []inst
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Split(line, "\t")
		if len(f) == 3 && !strings.HasPrefix(line, "#") {
			n, _ := strconv.Atoi(f[2])
			set = append(set, inst{f[1], n})
		}
	}
	if len(set) != 100 {
		b.Fatalf("%d instances", len(set))
	}
	p := NewPage(b, 30*time.Minute)
	site := ServeSite(b, distDir)
	p.Open(b, site.Base)
	const korfGoal = "0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15"
	solve := func(board string, want int) (wire.Response, float64) {
		r := p.Solve(b, wire.Request{Game: "npuzzle", Board: board, Goal: korfGoal, Algorithm: "idastar",
			Params: map[string]any{"heuristic": "pdb", "partition": "663"}, MaxNodes: 2_000_000_000, TimeoutMS: 600_000})
		_, res := r.split(b)
		if res.Status != "found" || res.Length != want {
			b.Fatalf("%s: %s in %d moves, want %d", board, res.Status, res.Length, want)
		}
		if err := npuzzle.ReplayText(board, korfGoal, res.Moves); err != nil {
			b.Fatalf("%s: %v", board, err)
		}
		return res, r.MS
	}
	solve(set[11].board, set[11].want) // download the databases
	b.ResetTimer()
	for range b.N {
		var searchMS, requestMS float64
		var gen int64
		for _, in := range set {
			res, ms := solve(in.board, in.want)
			searchMS += res.Stats.ElapsedMS()
			requestMS += ms
			gen += res.Stats.Generated
		}
		b.ReportMetric(searchMS, "search-ms")
		b.ReportMetric(requestMS, "request-ms")
		b.ReportMetric(float64(gen), "nodes")
	}
}
