//go:build !js

package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// axeScenes are screens in a state that shows more than a first visit (a
// solved board with its statistics, an editor, hints), audited besides
// every screen of the game picker as it first opens.
var axeScenes = []struct {
	route string
	setup func(t *testing.T, p *Page)
}{
	{route: "npuzzle", setup: func(t *testing.T, p *Page) {
		uiClick(t, p, "run")
		uiWait(t, p, "the solution", `document.querySelector('[data-testid="status"]').dataset.outcome === "found"`, time.Minute)
	}},
	{route: "bloxorz", setup: func(t *testing.T, p *Page) {
		uiClick(t, p, "bx-heatmap")
		uiClick(t, p, "run")
		uiWait(t, p, "the solution", `document.querySelector('[data-testid="status"]').dataset.outcome === "found"`, time.Minute)
	}},
	{route: "bloxorz", setup: func(t *testing.T, p *Page) { uiClick(t, p, "edit") }},
	{route: "nim", setup: func(t *testing.T, p *Page) { uiClick(t, p, "hints-toggle") }},
	{route: "othello", setup: func(t *testing.T, p *Page) {
		uiClick(t, p, "hints")
		uiWait(t, p, "the hints", `document.querySelector('[data-testid="board"]').dataset.hints > 0`, time.Minute)
	}},
	{route: "lab", setup: func(t *testing.T, p *Page) { uiClick(t, p, "preset-npuzzle-random") }},
}

// axeScript is axe-core's browser build, pinned in wasm/e2e/axe/package.json
// and installed by `make test` (npm ci); missing, the test skips, or fails
// under SEARCHLAB_REQUIRE_CHROMIUM (CI).
func axeScript(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(repoRoot(), "wasm", "e2e", "axe", "node_modules", "axe-core", "axe.min.js"))
	if err != nil {
		if os.Getenv("SEARCHLAB_REQUIRE_CHROMIUM") != "" {
			t.Fatalf("axe-core is not installed (make e2e-deps): %v", err)
		}
		t.Skipf("axe-core is not installed (make e2e-deps): %v", err)
	}
	return string(b)
}

// axeViolation is the part of an axe-core result the test reports.
type axeViolation struct {
	ID     string `json:"id"`
	Impact string `json:"impact"`
	Help   string `json:"help"`
	Nodes  []struct {
		Target         []any  `json:"target"`
		FailureSummary string `json:"failureSummary"`
	} `json:"nodes"`
}

// axeRun injects axe-core (once per page) and audits the whole document
// against WCAG 2.0/2.1 A and AA and axe's best practices.
func axeRun(t *testing.T, p *Page, script string) []axeViolation {
	t.Helper()
	var loaded bool
	p.Eval(t, `typeof window.axe === "object"`, &loaded)
	if !loaded {
		p.Eval(t, script+";true", nil)
	}
	var raw string
	p.Eval(t, `axe.run(document, {resultTypes: ["violations"],
		runOnly: {type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]}})
		.then(r => JSON.stringify(r.violations))`, &raw)
	var vs []axeViolation
	if err := json.Unmarshal([]byte(raw), &vs); err != nil {
		t.Fatalf("axe's answer: %v", err)
	}
	return vs
}

func axeReport(vs []axeViolation) string {
	var b strings.Builder
	for _, v := range vs {
		fmt.Fprintf(&b, "\n  %s (%s, %d nodes): %s", v.ID, v.Impact, len(v.Nodes), v.Help)
		for i, n := range v.Nodes {
			if i == 4 {
				fmt.Fprintf(&b, "\n    … %d more", len(v.Nodes)-4)
				break
			}
			fmt.Fprintf(&b, "\n    %v: %s", n.Target, strings.ReplaceAll(n.FailureSummary, "\n", " "))
		}
	}
	return b.String()
}

// TestAccessibility audits every screen of the game picker as it opens,
// and the scenes of axeScenes, with axe-core in the light and the dark
// theme, at 1280 and 390 px: no violation of any impact (issue 34); and
// every screen again in a Vietnamese browser. A new screen is audited as
// soon as the picker lists it.
func TestAccessibility(t *testing.T) {
	script := axeScript(t)
	site := ServeSite(t, distDir)
	p := NewPage(t, time.Minute)
	p.Open(t, site.Base)
	var routes []string
	p.Eval(t, `[...document.querySelectorAll('[data-testid="game-picker"] option')].map(o => o.value)`, &routes)
	if len(routes) < 5 {
		t.Fatalf("the game picker lists %q", routes)
	}
	type scene struct {
		route string
		setup func(t *testing.T, p *Page)
	}
	var scenes []scene
	for _, r := range routes {
		scenes = append(scenes, scene{route: r})
	}
	for _, sc := range axeScenes {
		scenes = append(scenes, scene{sc.route, sc.setup})
	}
	for i, sc := range scenes {
		t.Run(fmt.Sprintf("%d-%s", i, sc.route), func(t *testing.T) {
			p := NewPage(t, 3*time.Minute)
			p.Open(t, site.Base+"#"+sc.route)
			uiWait(t, p, "the screen", `document.querySelector("main.screen")`, 30*time.Second)
			uiSettle(t, p)
			if sc.setup != nil {
				sc.setup(t, p)
			}
			for _, theme := range []string{"light", "dark"} {
				if theme == "dark" {
					uiClick(t, p, "theme") // auto (light in headless Chromium) → dark
				}
				for _, w := range []int64{1280, 390} {
					uiViewport(t, p, w)
					if vs := axeRun(t, p, script); len(vs) > 0 {
						t.Errorf("#%s, %s theme, %d px: %d axe-core violations:%s", sc.route, theme, w, len(vs), axeReport(vs))
					}
				}
			}
			uiNoErrors(t, p)
		})
	}
	// The page in Vietnamese (issue 32): every screen as it first opens, in
	// a Vietnamese browser, in the light theme at both widths (the words
	// change, so do their lengths, the labels and the language of the
	// page).
	for _, r := range routes {
		t.Run("vi-"+r, func(t *testing.T) {
			p := viOpen(t, site, "#"+r, 3*time.Minute)
			for _, w := range []int64{1280, 390} {
				uiViewport(t, p, w)
				if vs := axeRun(t, p, script); len(vs) > 0 {
					t.Errorf("#%s in Vietnamese, %d px: %d axe-core violations:%s", r, w, len(vs), axeReport(vs))
				}
			}
			uiNoErrors(t, p)
		})
	}
}

// uiViewport sets the window's width (900 px high) and lets the page lay
// itself out again.
func uiViewport(t *testing.T, p *Page, width int64) {
	t.Helper()
	p.Run(t, chromedp.EmulateViewport(width, 900), chromedp.Sleep(300*time.Millisecond))
}
