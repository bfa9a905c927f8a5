//go:build !js

package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestScreenshotTour takes screenshots of every screen at 1280 and 390 px,
// in the light and the dark theme, for a person to look at. It runs only
// when SEARCHLAB_SHOTS names the folder to write to; SEARCHLAB_SHOTS_ONLY
// keeps the shots whose name contains it. Each shot is a step of a small
// scene: the screen as a visitor meets it, with a search run where that
// shows more.
//
//	SEARCHLAB_SHOTS=/tmp/shots go test -count=1 -run TestScreenshotTour ./wasm/e2e
//
// With SEARCHLAB_SHOTS_README set as well, it writes instead the README's
// small pictures (docs/screenshots/<screen>.png): the scenes that have a
// readme name, the top of the page of a 1280 px window drawn at 3/4 scale,
// light theme.
//
//	SEARCHLAB_SHOTS=docs/screenshots SEARCHLAB_SHOTS_README=1 go test -count=1 -run TestScreenshotTour ./wasm/e2e
func TestScreenshotTour(t *testing.T) {
	dir := os.Getenv("SEARCHLAB_SHOTS")
	if dir == "" {
		t.Skip("set SEARCHLAB_SHOTS to a folder to take the screenshot tour")
	}
	if !filepath.IsAbs(dir) {
		dir = filepath.Join(repoRoot(), dir) // go test runs in the package's folder
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	only := os.Getenv("SEARCHLAB_SHOTS_ONLY")
	readme := os.Getenv("SEARCHLAB_SHOTS_README") != ""
	for _, sc := range tourScenes {
		if only != "" && !strings.Contains(sc.name, only) || readme && sc.readme == "" {
			continue
		}
		t.Run(sc.name, func(t *testing.T) {
			var p *Page
			if sc.vi {
				p = viOpen(t, ServeSite(t, distDir), "#"+sc.route, 3*time.Minute)
			} else {
				p = NewPage(t, 3*time.Minute)
				p.Open(t, ServeSite(t, distDir).Base+"#"+sc.route)
			}
			ready := sc.ready
			if ready == "" {
				ready = "board"
			}
			p.WaitTestID(t, ready)
			if sc.setup != nil {
				sc.setup(t, p)
			}
			if readme {
				readmeShot(t, p, filepath.Join(dir, sc.readme+".png"), sc.top)
				return
			}
			for _, theme := range []string{"light", "dark"} {
				if theme == "dark" {
					uiClick(t, p, "theme") // auto (light in headless Chromium) → dark
				}
				for _, w := range []int64{1280, 390} {
					uiScreenshot(t, p, w, filepath.Join(dir, fmt.Sprintf("%s-%s-%d.png", sc.name, theme, w)))
				}
			}
			uiNoErrors(t, p)
		})
	}
}

// readmeShot saves the top of the page (or, with top, of the page
// scrolled to the element with that data-testid) as a 1280×800 window
// shows it, drawn at 3/4 scale (960×600): small enough for the README.
func readmeShot(t *testing.T, p *Page, path, top string) {
	t.Helper()
	scroll := `window.scrollTo(0, 0)`
	if top != "" {
		scroll = fmt.Sprintf(`document.querySelector(%q).scrollIntoView({block: "start"})`, ByTestID(top))
	}
	var buf []byte
	p.Run(t, chromedp.EmulateViewport(1280, 800, chromedp.EmulateScale(0.75)), chromedp.Evaluate(scroll, nil),
		chromedp.Sleep(400*time.Millisecond), chromedp.CaptureScreenshot(&buf))
	if err := os.WriteFile(path, buf, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("README screenshot: %s (%d bytes)", path, len(buf))
}

// tourScenes are the tour's scenes, in the game picker's order.
var tourScenes = []struct {
	name, route string
	readme      string // the README's picture of the screen (docs/screenshots), if this scene is it
	ready       string // the data-testid the screen is drawn once it shows ("" : the board)
	top         string // the data-testid at the top of the README's picture ("": the page's top)
	vi          bool   // opened in a Vietnamese browser (navigator.languages vi-VN, vi)
	setup       func(t *testing.T, p *Page)
}{
	{name: "npuzzle", route: "npuzzle", readme: "npuzzle", setup: func(t *testing.T, p *Page) {
		uiClick(t, p, "run")
		uiWait(t, p, "the solution", `document.querySelector('[data-testid="status"]').dataset.outcome === "found"`, time.Minute)
	}},
	{name: "npuzzle-edit", route: "npuzzle", setup: func(t *testing.T, p *Page) {
		uiClick(t, p, "edit")
		time.Sleep(300 * time.Millisecond)
		uiClick(t, p, "tile-1")
	}},
	{name: "npuzzle-idastar", route: "npuzzle", setup: func(t *testing.T, p *Page) {
		uiSet(t, p, "algorithm", "idastar")
	}},
	{name: "npuzzle-5x5", route: "npuzzle", setup: func(t *testing.T, p *Page) {
		uiSet(t, p, "algorithm", "idastar")
		uiSet(t, p, "param-heuristic", "walking-distance")
		uiSet(t, p, "rows", "5")
		uiSet(t, p, "cols", "5")
		uiSet(t, p, "algorithm", "idastar") // past 16 cells the screen offers BULB
	}},
	{name: "npuzzle-replay", route: "npuzzle", setup: tourNPuzzleReplay},
	// The same replay in Vietnamese: the README's picture of the page in
	// its users' language.
	{name: "npuzzle-replay-vi", route: "npuzzle", readme: "npuzzle-vi", vi: true, setup: tourNPuzzleReplay},
	{name: "bloxorz", route: "bloxorz", setup: func(t *testing.T, p *Page) {
		uiSet(t, p, "bx-stage", "33")
		uiClick(t, p, "bx-heatmap")
		uiClick(t, p, "run")
		uiWait(t, p, "the solution", `document.querySelector('[data-testid="status"]').dataset.outcome === "found"`, 2*time.Minute)
	}},
	{name: "bloxorz-iso", route: "bloxorz", readme: "bloxorz", setup: func(t *testing.T, p *Page) {
		uiSet(t, p, "bx-stage", "33")
		uiSet(t, p, "bx-view", "iso")
		uiClick(t, p, "bx-heatmap")
		uiClick(t, p, "run")
		uiWait(t, p, "the solution", `document.querySelector('[data-testid="status"]').dataset.outcome === "found"`, 2*time.Minute)
	}},
	{name: "bloxorz-editor", route: "bloxorz", setup: func(t *testing.T, p *Page) {
		uiClick(t, p, "edit")
		p.Eval(t, `document.querySelector('[data-testid="bx-format"]').open = true`, nil)
	}},
	{name: "nim", route: "nim"},
	{name: "nim-aivai", route: "nim", readme: "nim", setup: func(t *testing.T, p *Page) {
		uiSet(t, p, "nim-mode", "aivai")
		time.Sleep(1500 * time.Millisecond) // a move or two of auto-play
	}},
	{name: "othello", route: "othello", readme: "othello", setup: func(t *testing.T, p *Page) {
		// Three moves of Black (the first legal square), each answered by
		// White's alpha-beta.
		for range 3 {
			othWaitIdle(t, p, time.Minute)
			var sq string
			p.Eval(t, `(document.querySelector('[data-testid="board"] .square.legal') || {dataset: {}}).dataset.square || ""`, &sq)
			if sq == "" {
				break
			}
			othClick(t, p, sq)
		}
		othWaitIdle(t, p, time.Minute)
	}},
	{name: "lab", route: "lab", ready: "lab-form", setup: func(t *testing.T, p *Page) {
		uiClick(t, p, "preset-npuzzle-random") // the form as one click on a preset fills it
	}},
	{name: "lab-bloxorz", route: "lab", readme: "lab", ready: "lab-form", top: "lab-progress", setup: func(t *testing.T, p *Page) {
		// The Bloxorz preset (33 stages × 5 algorithms) in two workers,
		// to the end: its progress, summary and charts.
		uiSet(t, p, "lab-workers", "2")
		uiClick(t, p, "preset-bloxorz-classic")
		uiClick(t, p, "lab-run")
		labWaitFinished(t, p, 150*time.Second)
		time.Sleep(3500 * time.Millisecond) // the charts are redrawn every 3 s
		// The Lab's long panels are drawn only once scrolled to
		// (content-visibility: auto); a full-page screenshot scrolls to
		// none of them, so draw them all now.
		p.Eval(t, `document.querySelectorAll(".lab-charts, .lab-rows, .lab-past").forEach(e => e.style.contentVisibility = "visible"); true`, nil)
	}},
}

// tourNPuzzleReplay runs A* on a fixed board and stops its replay two
// steps in: the board, the search tree and the highlighted pseudocode line
// together.
func tourNPuzzleReplay(t *testing.T, p *Page) {
	uiSetBoard(t, p, "4 1 3/7 2 6/0 5 8")
	uiClick(t, p, "run")
	rpWaitDone(t, p)
	uiClick(t, p, "replay-start")
	uiClick(t, p, "replay-forward")
	uiClick(t, p, "replay-forward")
	uiSettle(t, p)
}
