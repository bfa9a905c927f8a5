//go:build !js

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// cspRecorder is evaluated before any script of the page: it records every
// Content-Security-Policy violation the document reports (blocked scripts,
// styles, workers, connections, WebAssembly compilation).
const cspRecorder = `globalThis.__cspViolations = [];
document.addEventListener("securitypolicyviolation", e => globalThis.__cspViolations.push(
  e.effectiveDirective + " blocked " + (e.blockedURI || "inline") + " at " + (e.sourceFile || "?") + ":" + e.lineNumber));`

// cspViolations returns the violations recorded so far.
func cspViolations(t *testing.T, p *Page) []string {
	t.Helper()
	var raw string
	p.Eval(t, `JSON.stringify(globalThis.__cspViolations || ["the recorder did not run"])`, &raw)
	var v []string
	if err := json.Unmarshal([]byte(raw), &v); err != nil {
		t.Fatal(err)
	}
	return v
}

// TestCSPNoViolationsOnEveryScreen: under index.html's strict policy (no
// inline script or style, 'wasm-unsafe-eval' for Go's WebAssembly) the app
// starts, runs searches in its module worker on the N-puzzle and Bloxorz
// screens, plays on the Nim and Othello screens, with no violation and no console error.
// A control at the end proves the policy is in force and violations are
// seen: an inline style attribute is refused and recorded.
func TestCSPNoViolationsOnEveryScreen(t *testing.T) {
	if UIMissing() {
		t.Skip("the built site has no ui.wasm")
	}
	p := NewPage(t, 180*time.Second)
	site := ServeSite(t, distDir)
	p.Run(t, chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := page.AddScriptToEvaluateOnNewDocument(cspRecorder).Do(ctx)
		return err
	}))
	p.Open(t, site.Base)
	var policy string
	p.Eval(t, `(document.querySelector('meta[http-equiv="Content-Security-Policy"]') || {}).content || ""`, &policy)
	if !strings.Contains(policy, "'wasm-unsafe-eval'") || strings.Contains(policy, "unsafe-inline") {
		t.Fatalf("index.html's policy %q is missing or not strict", policy)
	}

	// N-puzzle: a search in the worker, its progress and statistics.
	p.WaitTestID(t, "board")
	uiClick(t, p, "edit")
	uiSet(t, p, "board-text", "8 6 7/2 5 4/3 0 1")
	uiClick(t, p, "edit")
	uiClick(t, p, "run")
	uiWait(t, p, "the N-puzzle run to end", `document.querySelector('[data-testid="status"]').dataset.outcome == "found"`, 60*time.Second)
	uiClick(t, p, "jump-end")

	// Bloxorz: a level, a search and its heat map.
	uiSet(t, p, "game-picker", "bloxorz")
	uiWait(t, p, "the Bloxorz board", `document.querySelector('svg.bx-board')`, 10*time.Second)
	uiSet(t, p, "algorithm", "bfs")
	uiClick(t, p, "bx-heatmap")
	uiClick(t, p, "run")
	uiWait(t, p, "the Bloxorz run to end", `document.querySelector('[data-testid="status"]').dataset.outcome == "found"`, 60*time.Second)

	// Nim: a move, the AI's reply from the worker, the hints.
	uiSet(t, p, "game-picker", "nim")
	uiWait(t, p, "the Nim screen", `!!document.querySelector(".nim-board")`, 10*time.Second)
	nimWaitIdle(t, p)
	uiClick(t, p, "hints-toggle")
	uiSettle(t, p)

	// Othello: a person's move and the AI's reply from the worker.
	uiSet(t, p, "game-picker", "othello")
	uiWait(t, p, "the Othello board", `document.querySelectorAll('svg.othello-board [data-square]').length == 64`, 10*time.Second)
	othClick(t, p, "f5")
	uiWait(t, p, "the Othello AI's reply", `document.querySelectorAll('svg.othello-board [data-disc]').length >= 6`, 60*time.Second)
	uiSettle(t, p)

	if v := cspViolations(t, p); len(v) > 0 {
		t.Errorf("Content-Security-Policy violations:\n%s", strings.Join(v, "\n"))
	}
	uiNoErrors(t, p)

	// Control: an inline style attribute must be refused and recorded.
	var applied string
	p.Eval(t, `(() => { const d = document.createElement("div"); d.setAttribute("style", "color: rgb(1, 2, 3)");
		document.body.append(d); const c = getComputedStyle(d).color; d.remove(); return c; })()`, &applied)
	time.Sleep(200 * time.Millisecond)
	v := cspViolations(t, p)
	if applied == "rgb(1, 2, 3)" || len(v) == 0 || !strings.Contains(fmt.Sprint(v), "style-src") {
		t.Errorf("the policy is not in force: inline style applied as %q, violations %q", applied, v)
	}
}
