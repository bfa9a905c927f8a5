//go:build !js

package e2e

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// TestMeasureFirstVisit measures a first visit (issue 28 items 6 and 7; a
// measurement, not a timed test: it runs only with SEARCHLAB_MEASURE set
// and logs its figures without asserting them), for the site under test
// and, with SEARCHLAB_E2E_BEFORE_DIST, an earlier build, alternately, each
// load in a fresh tab on a fresh origin:
//
//	SEARCHLAB_MEASURE=1 SEARCHLAB_E2E_DIST=/tmp/after SEARCHLAB_E2E_BEFORE_DIST=/tmp/before \
//	  go test -count=1 ./wasm/e2e -run TestMeasureFirstVisit -v
//
// Both sites need their brotli copies (make dist without -no-brotli). The
// server (bootSite) sends the precompressed copies, gzip or brotli, through
// one link shared by every connection: unlimited (localhost), then
// SEARCHLAB_MEASURE_MBIT megabits a second (20 by default).
// SEARCHLAB_MEASURE_ROUNDS (2) rounds of every screen per site and link.
//
// Per load: the time from navigation to the UI drawn (the loader gone, the
// game picker there: a person can play) and to a ready solver worker
// (searchlabSolver.ready()), taken in the page every 10 ms; the bytes the
// server had sent by each of those moments, and in all once the service
// worker controls the page and the link was quiet for a second.
func TestMeasureFirstVisit(t *testing.T) {
	if os.Getenv("SEARCHLAB_MEASURE") == "" {
		t.Skip("a measurement: set SEARCHLAB_MEASURE=1 to run it")
	}
	mbit := 20.0
	if v, err := strconv.ParseFloat(os.Getenv("SEARCHLAB_MEASURE_MBIT"), 64); err == nil && v > 0 {
		mbit = v
	}
	rounds := 2
	if v, err := strconv.Atoi(os.Getenv("SEARCHLAB_MEASURE_ROUNDS")); err == nil && v > 0 {
		rounds = v
	}
	sites := benchSites()
	// Bytes: the N-puzzle screen, each coding, unlimited link.
	for _, coding := range []string{"gzip", "br"} {
		for _, s := range sites {
			v := measureVisit(t, s.dir, "", bootOptions{Encodings: true, Codings: []string{coding}})
			t.Logf("bytes %-4s %-6s: before the UI is drawn %d, before the solver is ready %d, whole visit %d (ui %.0f ms, solver %.0f ms)",
				coding, s.name, v.uiBytes, v.solverBytes, v.allBytes, v.uiMS, v.solverMS)
		}
	}
	// Times: every screen, gzip (what most hosts send), both links.
	screens := []string{"npuzzle", "bloxorz", "nim", "othello", "graph", "lab"}
	for _, rate := range []float64{0, mbit * 1e6 / 8} {
		link := "localhost"
		if rate > 0 {
			link = fmt.Sprintf("%g Mbit/s", mbit)
		}
		type key struct{ site, screen string }
		ui, solver := map[key][]float64{}, map[key][]float64{}
		for range rounds {
			for _, sc := range screens {
				for _, s := range sites {
					v := measureVisit(t, s.dir, "#"+sc, bootOptions{Encodings: true, Codings: []string{"gzip"}, Rate: rate})
					k := key{s.name, sc}
					ui[k], solver[k] = append(ui[k], v.uiMS), append(solver[k], v.solverMS)
				}
			}
		}
		for _, sc := range screens {
			for _, s := range sites {
				k := key{s.name, sc}
				t.Logf("%-12s %-8s %-6s: UI drawn min %5.0f ms, median %5.0f %v; solver ready min %5.0f ms, median %5.0f %v",
					link, sc, s.name, slices.Min(ui[k]), median(ui[k]), msList(ui[k]), slices.Min(solver[k]), median(solver[k]), msList(solver[k]))
			}
		}
	}
}

// visit is one first visit's figures.
type visit struct {
	uiMS, solverMS                 float64
	uiBytes, solverBytes, allBytes int64
}

// bootWatch runs in the page before any of its scripts: it notes when the
// UI is drawn and when a solver worker is ready (ms since navigation).
const bootWatch = `window.e2eBoot = {};
(function poll() {
  const b = window.e2eBoot;
  if (!b.ui && document.readyState !== "loading" && ` + uiInteractive + `) b.ui = performance.now();
  const s = globalThis.searchlabSolver;
  if (!b.solver && s && s.ready && s.ready()) b.solver = performance.now();
  if (!b.ui || !b.solver) setTimeout(poll, 10);
})();`

func measureVisit(t *testing.T, dir, fragment string, opt bootOptions) visit {
	t.Helper()
	site := serveBootSite(t, dir, opt)
	p := NewPage(t, 3*time.Minute)
	// The bytes sent so far, every 5 ms.
	type sample struct {
		at time.Time
		n  int64
	}
	var mu sync.Mutex
	var samples []sample
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		for ctx.Err() == nil {
			mu.Lock()
			samples = append(samples, sample{time.Now(), site.ServedBytes()})
			mu.Unlock()
			time.Sleep(5 * time.Millisecond)
		}
	}()
	p.Run(t, chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := page.AddScriptToEvaluateOnNewDocument(bootWatch).Do(ctx)
		return err
	}))
	var origin float64 // the page's timeOrigin, ms since the epoch
	p.Run(t, chromedp.Navigate(site.Base+fragment))
	p.WaitJS(t, "the UI and a ready solver", "window.e2eBoot && e2eBoot.ui && e2eBoot.solver", 2*time.Minute)
	var v visit
	p.Eval(t, `performance.timeOrigin`, &origin)
	p.Eval(t, `e2eBoot.ui`, &v.uiMS)
	p.Eval(t, `e2eBoot.solver`, &v.solverMS)
	p.WaitJS(t, "the service worker", "navigator.serviceWorker.controller", time.Minute)
	for last := int64(-1); last != site.ServedBytes(); {
		last = site.ServedBytes()
		time.Sleep(time.Second)
	}
	v.allBytes = site.ServedBytes()
	at := func(ms float64) int64 {
		when := time.UnixMicro(int64((origin + ms) * 1000))
		mu.Lock()
		defer mu.Unlock()
		var n int64
		for _, s := range samples {
			if s.at.After(when) {
				break
			}
			n = s.n
		}
		return n
	}
	v.uiBytes, v.solverBytes = at(v.uiMS), at(v.solverMS)
	p.Run(t, chromedp.Navigate("about:blank"))
	site.Stop()
	return v
}

// median is the middle of xs (of two, the larger).
func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)/2]
}

func msList(xs []float64) []int {
	out := make([]int, len(xs))
	for i, x := range xs {
		out[i] = int(x + 0.5)
	}
	return out
}
