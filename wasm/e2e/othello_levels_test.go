//go:build !js

package e2e

import (
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestOthelloLevelsDiscsEditor: the AI's level picker (the catalogue's
// Beginner … Expert) shows the first visit's opponent as Advanced and sets
// a level's settings, a changed setting reading as custom; the score reads
// "Black: 2 discs" and counts the edited board while the editor is open
// ("1 disc"); the hints and the evaluation graph say their unit (discs,
// the graph's axis labelled in discs); the Black chip of the score stands
// out on the dark theme's panel.
func TestOthelloLevelsDiscsEditor(t *testing.T) {
	p := othOpen(t, "")
	if lvl := uiValue(t, p, "white-level"); lvl != "advanced" {
		t.Errorf("first visit: White's level %q, want advanced (alpha-beta's defaults)", lvl)
	}
	if h := uiText(t, p, "white-level-help"); !strings.Contains(h, "six moves ahead") {
		t.Errorf("Advanced's help %q", h)
	}
	uiSet(t, p, "white-level", "beginner")
	if d, e, l := uiValue(t, p, "white-depth"), uiValue(t, p, "white-endgame"), uiValue(t, p, "white-level"); d != "1" || e != "4" || l != "beginner" {
		t.Errorf("Beginner: depth %q endgame %q level %q, want 1, 4, beginner", d, e, l)
	}
	nimChange(t, p, "white-depth", "3")
	if l := uiValue(t, p, "white-level"); l != "" {
		t.Errorf("depth 3 reads as level %q, want custom", l)
	}
	uiSet(t, p, "white-level", "novice")
	if s := uiText(t, p, "score-black"); strings.TrimSpace(s) != "Black: 2 discs" {
		t.Errorf("Black's score %q, want \"Black: 2 discs\"", s)
	}

	// The Novice answers; the hints and the graph are in discs.
	othClick(t, p, "f5")
	uiWait(t, p, "the AI's reply", `document.querySelector('[data-testid="board"]').dataset.moves.split(" ").length === 2`, 60*time.Second)
	othWaitIdle(t, p, 10*time.Second)
	uiClick(t, p, "hints")
	uiWait(t, p, "the hints", `+document.querySelector('[data-testid="board"]').dataset.hints > 0`, 60*time.Second)
	othWaitIdle(t, p, 60*time.Second)
	if l := uiText(t, p, "hints-legend"); !strings.Contains(l, "in discs") || !strings.Contains(l, "Black") {
		t.Errorf("hints legend %q does not give the unit", l)
	}
	var hints []string
	p.Eval(t, `[...document.querySelectorAll('svg.othello-board [data-hint]')].map(g => g.dataset.hint)`, &hints)
	for _, h := range hints {
		if _, err := strconv.Atoi(strings.TrimPrefix(h, "≤")); err != nil {
			t.Errorf("hint %q is not a whole number of discs", h)
		}
	}
	if n, _ := strconv.Atoi(uiAttr(t, p, "eval-graph", "data-points")); n == 0 {
		t.Error("no point on the evaluation graph")
	}
	scale := uiAttr(t, p, "eval-graph", "data-scale")
	if scale != "16" && scale != "32" && scale != "64" {
		t.Errorf("graph scale %q", scale)
	}
	var axis []string
	p.Eval(t, `[...document.querySelectorAll('[data-testid="eval-graph"] text.axis')].map(e => e.textContent)`, &axis)
	if a := strings.Join(axis, " "); !strings.Contains(a, "+"+scale) || !strings.Contains(a, "−"+scale) {
		t.Errorf("graph axis %q is not labelled in discs (scale %s)", a, scale)
	}
	if l := uiText(t, p, "graph-legend"); !strings.Contains(l, "discs") {
		t.Errorf("graph legend %q", l)
	}
	if n := uiText(t, p, "graph-note"); !strings.Contains(n, "disc") {
		t.Errorf("graph note %q", n)
	}
	uiScreenshot(t, p, 1280, "/tmp/searchlab-othello-levels-1280.png")
	uiScreenshot(t, p, 390, "/tmp/searchlab-othello-levels-390.png")

	// The editor's score counts the edited board.
	uiClick(t, p, "hints")
	uiSet(t, p, "white-player", "human")
	uiClick(t, p, "edit")
	uiClick(t, p, "edit-clear")
	if b, w := uiAttr(t, p, "score", "data-black"), uiAttr(t, p, "score", "data-white"); b != "0" || w != "0" {
		t.Errorf("cleared board: score %s–%s, want 0–0", b, w)
	}
	othClick(t, p, "a1")
	if s := strings.TrimSpace(uiText(t, p, "score-black")); s != "Black: 1 disc" || uiAttr(t, p, "score", "data-black") != "1" {
		t.Errorf("one black disc: %q (data-black %s)", s, uiAttr(t, p, "score", "data-black"))
	}
	for _, sq := range []string{"b1", "b1", "c1", "c1"} {
		othClick(t, p, sq)
	}
	if b, w := uiAttr(t, p, "score", "data-black"), uiAttr(t, p, "score", "data-white"); b != "1" || w != "2" {
		t.Errorf("edited board: score %s–%s, want 1–2", b, w)
	}
	if s := strings.TrimSpace(uiText(t, p, "score-white")); s != "White: 2 discs" {
		t.Errorf("White's score %q", s)
	}

	// The dark theme: the Black chip's ring contrasts with what is behind it.
	uiClick(t, p, "theme")
	uiWait(t, p, "the dark theme", `document.body.classList.contains("theme-dark")`, 5*time.Second)
	var contrast float64
	p.Eval(t, `(() => {
		const rgb = s => s.match(/[\d.]+/g).slice(0, 4).map(Number);
		const lum = ([r, g, b]) => [r, g, b].map(c => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; })
			.reduce((s, c, i) => s + c * [0.2126, 0.7152, 0.0722][i], 0);
		const chip = document.querySelector('[data-testid="score-black"] .chip');
		let el = chip.parentElement, bg;
		for (; el; el = el.parentElement) { const c = rgb(getComputedStyle(el).backgroundColor); if (c.length < 4 || c[3] > 0) { bg = c; break; } }
		const a = lum(rgb(getComputedStyle(chip).borderTopColor)), b = lum(bg || [255, 255, 255]);
		return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
	})()`, &contrast)
	if contrast < 4.5 { // the old 1px #777 ring: 3.7:1, and the chip looked like a hole
		t.Errorf("the Black chip's ring contrasts %.2f:1 with the dark panel, want ≥ 4.5:1", contrast)
	}
	uiScreenshot(t, p, 1280, "/tmp/searchlab-othello-levels-dark-1280.png")
	uiScreenshot(t, p, 390, "/tmp/searchlab-othello-levels-dark-390.png")
	uiNoErrors(t, p)
}
