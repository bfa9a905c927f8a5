//go:build !js

package e2e

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/chromedp/chromedp"
)

// uiInteractive is true once the UI has replaced the loader and drawn the
// game picker: a person can play, edit and pick.
const uiInteractive = `!document.getElementById("sl-loader") && !!document.querySelector('[data-testid="game-picker"]')`

// TestBootPageBeforeSolver (issue 28 item 6): the page is interactive
// before the solver's binary downloads, which starts only after the page's
// own binary arrived; a Run pressed meanwhile says the solver is loading
// (in the status line and the line above the screen) and runs when it has
// loaded; the service worker registers after that.
func TestBootPageBeforeSolver(t *testing.T) {
	release := make(chan struct{})
	site := serveBootSite(t, distDir, bootOptions{Hold: map[string]chan struct{}{"build/app.wasm": release}})
	p := NewPage(t, 90*time.Second)
	p.Run(t, chromedp.Navigate(site.Base))
	p.WaitJS(t, "the UI, with the solver's binary held back", uiInteractive, 30*time.Second)
	var loaded, sw bool
	p.Eval(t, `globalThis.searchlabSolver.loaded()`, &loaded)
	p.Eval(t, `!!navigator.serviceWorker.controller`, &sw)
	if loaded || sw {
		t.Errorf("with build/app.wasm held: solver loaded %v, service worker in control %v; want neither", loaded, sw)
	}
	// The board is playable while the solver loads: a run waits for it.
	uiClick(t, p, "edit")
	uiSet(t, p, "board-text", hardest8)
	uiClick(t, p, "edit")
	uiClick(t, p, "run")
	uiWait(t, p, "the status to say the solver is loading",
		fmt.Sprintf(`(document.querySelector(%q) || {}).textContent === "The solver is loading… A* starts when it is ready."`, ByTestID("status")), 10*time.Second)
	uiWait(t, p, "the line above the screen to say so", fmt.Sprintf(`(() => { const el = document.querySelector(%q);
		return !!el && !el.hidden && el.textContent.includes("The solver is loading"); })()`, ByTestID("solver-loading")), 5*time.Second)
	uiScreenshot(t, p, 1280, "/tmp/searchlab-solver-loading.png")
	close(release)
	uiWait(t, p, "the run to end", fmt.Sprintf(`document.querySelector(%q).dataset.outcome == "found"`, ByTestID("status")), 60*time.Second)
	if s := uiText(t, p, "status"); !strings.HasPrefix(s, "Found a solution of 31 moves with A*") {
		t.Errorf("status %q, want the optimal 31 moves", s)
	}
	uiWait(t, p, "the loading line to go", fmt.Sprintf(`document.querySelector(%q).hidden`, ByTestID("solver-loading")), 5*time.Second)
	p.WaitJS(t, "the service worker, after the solver", "navigator.serviceWorker.controller", 30*time.Second)

	// The order, as the server saw it: the solver's binary was asked for
	// only after the page's own had been sent in full.
	var ui, solver *bootEvent
	for _, e := range site.events() {
		switch {
		case ui == nil && strings.HasSuffix(e.Path, SubPath+"ui.wasm"):
			ui = &e
		case solver == nil && strings.HasSuffix(e.Path, SubPath+"build/app.wasm"):
			solver = &e
		}
	}
	if ui == nil || solver == nil {
		t.Fatalf("the server did not send ui.wasm (%v) or build/app.wasm (%v)", ui != nil, solver != nil)
	}
	if solver.Start.Before(ui.End) {
		t.Errorf("build/app.wasm was asked for %v before ui.wasm was sent in full", ui.End.Sub(solver.Start))
	}
	uiNoErrors(t, p)
}

// TestOfflineBrotli (issue 28 item 6): a host that sends the brotli
// copies (make dist writes them beside the gzip ones) serves the app to a
// browser that accepts br, and the service worker keeps it working
// offline: reload and solve with the server gone.
func TestOfflineBrotli(t *testing.T) {
	dir := CopyDist(t)
	// The test build skips brotli (MKDIST_FLAGS=-no-brotli): write the
	// copies here at a fast quality.
	n := 0
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		switch filepath.Ext(p) {
		case ".wasm", ".js", ".mjs", ".css", ".html":
		default:
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		var buf bytes.Buffer
		zw := brotli.NewWriterLevel(&buf, 5)
		zw.Write(data)
		if err := zw.Close(); err != nil {
			return err
		}
		n++
		return os.WriteFile(p+".br", buf.Bytes(), 0o644)
	})
	if err != nil || n == 0 {
		t.Fatalf("writing brotli copies: %d, %v", n, err)
	}
	site := serveBootSite(t, dir, bootOptions{Encodings: true})
	p := NewPage(t, 2*time.Minute)
	p.Open(t, site.Base)
	p.WaitJS(t, "the service worker to control the page", "navigator.serviceWorker.controller", 30*time.Second)
	sent := map[string]string{}
	for _, e := range site.events() {
		if _, ok := sent[e.Path]; !ok {
			sent[e.Path] = e.Encoding
		}
		if strings.HasSuffix(e.Path, "ui.wasm") {
			t.Logf("ui.wasm: Accept-Encoding %q, sent %q, %d bytes", e.Accept, e.Encoding, e.Bytes)
		}
	}
	for _, f := range []string{"ui.wasm", "build/app.wasm", "boot.mjs"} {
		if enc := sent[SubPath+f]; enc != "br" {
			t.Errorf("%s was sent with Content-Encoding %q, want br", f, enc)
		}
	}
	site.Stop()
	before := len(site.Requests())
	p.Reload(t, "")
	r := p.Solve(t, astar8)
	if _, res := r.split(t); res.Status != "found" || res.Length != 31 {
		t.Fatalf("offline A*: status %q length %d (error %q), want found in 31", res.Status, res.Length, res.Error)
	}
	if n := len(site.Requests()); n != before {
		t.Errorf("the stopped server saw %d requests", n-before)
	}
	if errs := p.UnexpectedErrors(); len(errs) > 0 {
		t.Errorf("console errors:\n%s", strings.Join(errs, "\n"))
	}
}
