//go:build !js

package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"searchlab/core/wire"
)

// Boards used by the plumbing tests.
const (
	// hardest8 is one of the two 8-puzzle positions farthest from the goal:
	// 31 moves (Reinefeld 1993; every optimal solver agrees).
	hardest8 = "8 6 7/2 5 4/3 0 1"
	// hard15 is one of the hardest 15-puzzle positions (80 moves, Brüngger
	// et al. 1999): a depth-first search on it runs until stopped.
	hard15 = "0 12 9 13/15 11 10 14/3 7 2 5/4 8 6 1"
)

// longDFS never finishes by itself within the test: DFS with an explored
// set wanders the 10^13 states of the 15-puzzle.
var longDFS = wire.Request{Game: "npuzzle", Board: hard15, Algorithm: "dfs", MaxNodes: 2_000_000_000, TimeoutMS: 600_000}

var astar8 = wire.Request{Game: "npuzzle", Board: hardest8, Algorithm: "astar", Params: map[string]any{"heuristic": "manhattan"}}

// TestPageLoadsWithoutErrors: the app starts from the sub-path with no
// console error, requests nothing outside the sub-path, registers its
// service worker with the sub-path as scope, and its manifest parses.
func TestPageLoadsWithoutErrors(t *testing.T) {
	if UIMissing() {
		t.Fatal("the built site has no ui.wasm: wasm/app has no main package yet, so the page cannot start")
	}
	p := NewPage(t, 60*time.Second)
	site := ServeSite(t, distDir)
	took := p.Open(t, site.Base)
	t.Logf("cold load to interactive (UI rendered, solver ready), including tab start: %v", took.Round(time.Millisecond))

	var scope string
	p.Eval(t, `navigator.serviceWorker.ready.then(r => r.scope)`, &scope)
	if scope != site.Base {
		t.Errorf("service worker scope = %q, want %q", scope, site.Base)
	}
	p.WaitJS(t, "the service worker to control the page", "navigator.serviceWorker.controller", 10*time.Second)

	var manifestURL string
	var errs []*page.AppManifestError
	var manifest *page.WebAppManifest
	p.Run(t, chromedp.ActionFunc(func(ctx contextT) error {
		var err error
		manifestURL, errs, _, manifest, err = page.GetAppManifest().Do(ctx)
		return err
	}))
	if manifestURL != site.Base+"manifest.webmanifest" {
		t.Errorf("manifest URL = %q", manifestURL)
	}
	for _, e := range errs {
		t.Errorf("manifest error: %s (line %d)", e.Message, e.Line)
	}
	if manifest == nil || manifest.StartURL != site.Base || manifest.Scope != site.Base {
		t.Errorf("manifest start_url/scope = %+v, want both %q", manifest, site.Base)
	}
	// Let late errors (a missing icon, a failing fetch) arrive.
	time.Sleep(300 * time.Millisecond)
	if errs := p.Errors(); len(errs) > 0 {
		t.Errorf("console errors on load:\n%s", strings.Join(errs, "\n"))
	}
	if out := site.Outside(); len(out) > 0 {
		t.Errorf("requests outside %s (URLs that are not relative): %q", SubPath, out)
	}
	t.Logf("bytes served for the first visit (uncompressed, service-worker precache included): %d", site.ServedBytes())
}

// TestWorkerStreamsProgress: a long search sends progress lines while it
// runs, at least 5 per second of search, with growing counts, then one
// result. (The arrival rate is measured by BenchmarkProgressLines.)
func TestWorkerStreamsProgress(t *testing.T) {
	p := NewPage(t, 90*time.Second)
	site := ServeSite(t, distDir)
	p.Open(t, site.Base)

	req := longDFS
	req.TimeoutMS = 2000
	r := p.Solve(t, req)
	progress, result := r.split(t)
	if result.Status != "budget_exceeded" {
		t.Errorf("status = %q, want budget_exceeded after the 2 s time budget (error %q)", result.Status, result.Error)
	}
	if len(progress) < 2 {
		t.Fatalf("only %d progress lines in %.0f ms", len(progress), r.MS)
	}
	arrival := r.Times[len(progress)-1] - r.Times[0]
	goSpan := progress[len(progress)-1].ElapsedMS() - progress[0].ElapsedMS()
	t.Logf("%d progress lines in %.0f ms (%.1f lines/s as they arrived; the search wrote them over %.0f ms); first line after %.0f ms",
		len(progress), r.MS, float64(len(progress)-1)/(arrival/1000), goSpan, r.Times[0])
	// The API writes a line every 100 ms of search (at least 5 per second):
	// check that cadence on the search's own clock, which load on the
	// machine does not distort.
	gaps := make([]float64, 0, len(progress))
	for i := 1; i < len(progress); i++ {
		gaps = append(gaps, progress[i].ElapsedMS()-progress[i-1].ElapsedMS())
	}
	sort.Float64s(gaps)
	if med := gaps[len(gaps)/2]; med > 200 {
		t.Errorf("median %.0f ms of search between progress lines, want at most 200 (5 lines per second)", med)
	}
	// Lines must reach the page while the search runs, not in a burst at
	// the end: they arrive spread over (most of) the time they were written.
	if arrival < goSpan/2 {
		t.Errorf("the lines were written over %.0f ms but arrived within %.0f ms: they do not stream", goSpan, arrival)
	}
	for i := 1; i < len(progress); i++ {
		a, b := progress[i-1], progress[i]
		if b.Expanded < a.Expanded || b.ElapsedMS() <= a.ElapsedMS() {
			t.Errorf("progress line %d goes backwards: %+v then %+v", i, a, b)
		}
	}
	if last := progress[len(progress)-1]; last.Expanded == 0 || last.BudgetUsed <= 0 || last.BudgetUsed > 1 {
		t.Errorf("last progress line %+v: want nodes expanded and budget_used in (0, 1]", last)
	}
}

// TestStopEndsSearchAndNextWorks: stop() ends a running DFS on a hard 4×4
// within 300 ms, no line arrives after it, and the next search (A* on the
// hardest 8-puzzle) finds the 31-move optimum, matching the native handler.
func TestStopEndsSearchAndNextWorks(t *testing.T) {
	p := NewPage(t, 120*time.Second)
	site := ServeSite(t, distDir)
	p.Open(t, site.Base)

	tries := 3
	for i := 0; i < tries; i++ {
		s := p.SolveAndStop(t, longDFS, 2)
		if s.Error == nil || *s.Error != "stopped" || !s.Stopped {
			t.Fatalf("try %d: onEnd(%v), stop() = %v; want onEnd(\"stopped\") and true", i, s.Error, s.Stopped)
		}
		if s.LatencyMS > 300 {
			t.Errorf("try %d: %.1f ms from stop() to onEnd, want at most 300", i, s.LatencyMS)
		}
		if s.LinesAfterStop != 0 {
			t.Errorf("try %d: %d lines arrived after stop()", i, s.LinesAfterStop)
		}
		if s.ReadyMS < 0 || s.ReadyMS > 5000 {
			t.Errorf("try %d: no solver ready again within 5 s of stop() (ready_ms %.0f)", i, s.ReadyMS)
		}
		t.Logf("try %d: stopped after %d lines at %.0f ms; stop→onEnd %.2f ms; ready again after %.1f ms",
			i, s.Lines, s.StopAtMS, s.LatencyMS, s.ReadyMS)
	}

	r := p.Solve(t, astar8)
	_, res := r.split(t)
	if res.Status != "found" || res.Length != 31 || len(res.Moves) != 31 {
		t.Fatalf("A* after Stop: status %q, length %d, %d moves; want found in 31 (error %q)", res.Status, res.Length, len(res.Moves), res.Error)
	}
	native := nativeSolve(t, astar8)
	if strings.Join(res.Moves, "") != strings.Join(native.Moves, "") || res.Stats.Expanded != native.Stats.Expanded {
		t.Errorf("worker and native disagree: worker %v (%d expanded), native %v (%d expanded)",
			res.Moves, res.Stats.Expanded, native.Moves, native.Stats.Expanded)
	}
	if !replays(t, hardest8, res.Moves) {
		t.Errorf("the worker's moves %v do not solve %s", res.Moves, hardest8)
	}
	if errs := p.UnexpectedErrors(); len(errs) > 0 {
		t.Errorf("console errors:\n%s", strings.Join(errs, "\n"))
	}
}

// TestOfflineAfterFirstVisit: after one online visit the page reloads and
// solves with the server gone.
func TestOfflineAfterFirstVisit(t *testing.T) {
	p := NewPage(t, 90*time.Second)
	site := ServeSite(t, distDir)
	p.Open(t, site.Base)
	p.WaitJS(t, "the service worker to control the page", "navigator.serviceWorker.controller", 15*time.Second)
	var cached int
	p.Eval(t, `caches.keys().then(ks => Promise.all(ks.map(k => caches.open(k).then(c => c.keys())))).then(ls => ls.reduce((n, l) => n + l.length, 0))`, &cached)

	site.Stop()
	before := len(site.Requests())
	start := time.Now()
	p.Reload(t, "")
	t.Logf("offline reload to interactive: %v (%d entries precached)", time.Since(start).Round(time.Millisecond), cached)

	r := p.Solve(t, astar8)
	_, res := r.split(t)
	if res.Status != "found" || res.Length != 31 {
		t.Fatalf("offline A*: status %q length %d (error %q), want found in 31", res.Status, res.Length, res.Error)
	}
	if n := len(site.Requests()); n != before {
		t.Errorf("the stopped server saw %d requests", n-before)
	}
	var failed string
	p.Eval(t, `(document.querySelector(".sl-loader-failed") || {}).textContent || ""`, &failed)
	if failed != "" && !UIMissing() {
		t.Errorf("offline page shows a failure: %s", failed)
	}
	if errs := p.UnexpectedErrors(); len(errs) > 0 {
		t.Errorf("console errors:\n%s", strings.Join(errs, "\n"))
	}
}

// TestServiceWorkerUpdateWaits: a new version of the site installs beside
// the running one and waits; the page shows "update ready" and keeps using
// the old version until the person clicks Reload.
func TestServiceWorkerUpdateWaits(t *testing.T) {
	dir := CopyDist(t)
	p := NewPage(t, 90*time.Second)
	site := ServeSite(t, dir)
	p.Open(t, site.Base)
	p.WaitJS(t, "the service worker to control the page", "navigator.serviceWorker.controller", 15*time.Second)
	oldVersion := swVersion(t, dir)

	// Publish a new version: a changed asset and its new hash.
	sw, err := os.ReadFile(filepath.Join(dir, "sw.js"))
	if err != nil {
		t.Fatal(err)
	}
	newVersion := "e2e" + oldVersion[3:]
	sw = []byte(strings.Replace(string(sw), `"`+oldVersion+`"`, `"`+newVersion+`"`, 1))
	if err := os.WriteFile(filepath.Join(dir, "sw.js"), sw, 0o644); err != nil {
		t.Fatal(err)
	}
	t0 := time.Now()
	// Ask for the update until it is found: an update() call made while the
	// browser's own check (started by the navigation, and still reading the
	// old sw.js under load) runs joins that check and finds nothing new.
	p.Eval(t, `(async () => { const r = await navigator.serviceWorker.getRegistration();
		for (let i = 0; i < 20 && !r.installing && !r.waiting; i++) {
			await r.update().catch(() => {});
			if (!r.installing && !r.waiting) await new Promise((ok) => setTimeout(ok, 1000));
		}
		return true })()`, nil)
	// The new worker precaches the whole site before it waits: many seconds
	// under load on a shared machine, so the wait is generous.
	p.WaitJS(t, "the update banner", `document.querySelector('`+ByTestID("update-banner")+`')`, 60*time.Second)
	t.Logf("update banner shown %v after the update check", time.Since(t0).Round(time.Millisecond))

	var state struct {
		Waiting bool     `json:"waiting"`
		Keys    []string `json:"keys"`
	}
	p.Eval(t, `navigator.serviceWorker.getRegistration().then(async r => ({waiting: !!r.waiting, keys: await caches.keys()}))`, &state)
	if !state.Waiting {
		t.Errorf("the new service worker did not wait (it skipped waiting by itself)")
	}
	if !hasSuffix(state.Keys, oldVersion) || !hasSuffix(state.Keys, newVersion) {
		t.Errorf("caches %q: want the old version (in use) and the new one side by side", state.Keys)
	}

	t0 = time.Now()
	p.Eval(t, `window.e2eOldPage = true`, nil)
	p.Run(t, chromedp.Click(ByTestID("update-reload"), chromedp.ByQuery))
	p.WaitJS(t, "the page to reload", `!window.e2eOldPage`, 15*time.Second)
	p.WaitJS(t, "the new version's cache alone", `caches.keys().then(ks => ks.length === 1 && ks[0].endsWith(":`+newVersion+`"))`, 15*time.Second)
	p.WaitStarted(t)
	t.Logf("new version running %v after the click", time.Since(t0).Round(time.Millisecond))
	if errs := p.UnexpectedErrors(); len(errs) > 0 {
		t.Errorf("console errors:\n%s", strings.Join(errs, "\n"))
	}
}

var swVersionRE = regexp.MustCompile(`const VERSION = "([0-9a-z]+)";`)

func swVersion(t testing.TB, dir string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, "sw.js"))
	if err != nil {
		t.Fatal(err)
	}
	m := swVersionRE.FindSubmatch(b)
	if m == nil {
		t.Fatal("sw.js has no VERSION")
	}
	return string(m[1])
}

func hasSuffix(keys []string, version string) bool {
	for _, k := range keys {
		if strings.HasSuffix(k, ":"+version) {
			return true
		}
	}
	return false
}

// TestDistUsesRelativeURLs: no file of the site names an absolute path on
// the server, so it works from any sub-path (the browser tests run under
// /pz/ and check the requests; this catches URLs no test happens to load).
func TestDistUsesRelativeURLs(t *testing.T) {
	if distDir == "" {
		t.Skip(skipAll)
	}
	abs := regexp.MustCompile(`(?:href|src)\s*=\s*"/|fetch\(\s*["'\x60]/|register\(\s*["']/|new Worker\(\s*["']/|"(?:start_url|scope|src)"\s*:\s*"/`)
	var names []string
	for _, pat := range []string{"*.html", "*.mjs", "*.js", "*.webmanifest", "build/*.mjs"} {
		m, _ := filepath.Glob(filepath.Join(distDir, pat))
		names = append(names, m...)
	}
	sort.Strings(names)
	if len(names) < 6 {
		t.Fatalf("only %d files found in %s", len(names), distDir)
	}
	for _, n := range names {
		b, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		if loc := abs.FindIndex(b); loc != nil {
			t.Errorf("%s uses an absolute URL: %q", n, b[loc[0]:min(loc[1]+30, len(b))])
		}
	}
	var m struct {
		StartURL string `json:"start_url"`
		Scope    string `json:"scope"`
	}
	b, _ := os.ReadFile(filepath.Join(distDir, "manifest.webmanifest"))
	if err := json.Unmarshal(b, &m); err != nil || m.StartURL != "./" || m.Scope != "./" {
		t.Errorf("manifest start_url %q scope %q (%v), want ./ and ./", m.StartURL, m.Scope, err)
	}
}
