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
	"github.com/chromedp/chromedp/kb"

	"searchlab/core/bloxorz"
)

// UI tests of the Bloxorz screen, driven like the N-puzzle ones: clicks,
// keys and typing; the page is read through data-testid elements and the
// board's data attributes (data-stage, data-pose, data-cells, data-won,
// data-level).

// bxOpen opens the app (url: fragment or "") and switches to Bloxorz
// unless the link already did.
func bxOpen(t *testing.T, url string) *Page {
	t.Helper()
	p, _ := uiOpen(t, url, 90*time.Second)
	if url == "" {
		uiSet(t, p, "game-picker", "bloxorz")
	}
	uiWait(t, p, "the Bloxorz board", `document.querySelector('svg.bx-board')`, 10*time.Second)
	return p
}

// bxKeys presses U D L R S keys on the page (arrows and space).
func bxKeys(t *testing.T, p *Page, keys string) {
	t.Helper()
	for _, k := range keys {
		key := map[rune]string{'U': kb.ArrowUp, 'D': kb.ArrowDown, 'L': kb.ArrowLeft, 'R': kb.ArrowRight, 'S': " "}[k]
		p.Run(t, chromedp.KeyEvent(key))
		uiSettle(t, p)
	}
}

// TestBloxorzPlayLevel1: stage 1 by keyboard with its optimal solution
// RDDRRDR; the board reports the win and the counter 7 moves. A wrong key
// first (falling off) restarts the stage and is counted as a fall.
func TestBloxorzPlayLevel1(t *testing.T) {
	p := bxOpen(t, "")
	if got := uiAttr(t, p, "board", "data-stage"); got != "1" {
		t.Fatalf("stage %q, want 1", got)
	}
	if got := uiAttr(t, p, "board", "data-cells"); got != "3,3" || uiAttr(t, p, "board", "data-pose") != "standing" {
		t.Fatalf("start: cells %q pose %q", got, uiAttr(t, p, "board", "data-pose"))
	}
	bxKeys(t, p, "R")
	if got := uiAttr(t, p, "board", "data-cells"); got != "4,3 5,3" || uiAttr(t, p, "board", "data-pose") != "lying-x" {
		t.Errorf("after R: cells %q pose %q", got, uiAttr(t, p, "board", "data-pose"))
	}
	bxKeys(t, p, "U") // half over the void: falls, back to the start
	if got := uiAttr(t, p, "board", "data-cells"); got != "3,3" || !strings.Contains(uiText(t, p, "move-counter"), "falls: 1") {
		t.Errorf("after the fall: cells %q counter %q", got, uiText(t, p, "move-counter"))
	}
	uiClick(t, p, "restart")
	bxKeys(t, p, "RDDRRDR")
	uiWait(t, p, "the win", `document.querySelector('[data-testid="board"]').dataset.won === "true"`, 5*time.Second)
	if c := uiText(t, p, "move-counter"); !strings.HasPrefix(c, "Moves: 7") {
		t.Errorf("counter %q, want 7 moves", c)
	}
	if w := uiText(t, p, "bx-won"); !strings.Contains(w, "solved") || !strings.Contains(w, "290299") {
		t.Errorf("win badge %q", w)
	}
	uiClick(t, p, "undo")
	if uiAttr(t, p, "board", "data-won") != "false" || !strings.HasPrefix(uiText(t, p, "move-counter"), "Moves: 6") {
		t.Errorf("after undo: won %q counter %q", uiAttr(t, p, "board", "data-won"), uiText(t, p, "move-counter"))
	}
	// The passcode of stage 2 (shown after the win) opens stage 2.
	uiSet(t, p, "bx-passcode", "290299")
	p.Eval(t, `document.querySelector('[data-testid="bx-passcode"]').dispatchEvent(new Event("change", {bubbles: true})); true`, nil)
	uiSettle(t, p)
	if got := uiAttr(t, p, "board", "data-stage"); got != "2" {
		t.Errorf("passcode 290299 opened stage %q, want 2", got)
	}
	dir := os.Getenv("SEARCHLAB_SCREENSHOTS")
	if dir != "" {
		uiScreenshot(t, p, 1280, filepath.Join(dir, "bloxorz-1280.png"))
		uiScreenshot(t, p, 390, filepath.Join(dir, "bloxorz-390.png"))
	}
	uiNoErrors(t, p)
}

// TestBloxorzSolveLevel8: stage 8 (a split switch) solved by BFS in the
// worker: status found with the optimal 10 moves; the player animates the
// keys to the end, where the board shows the win; the keys replay to a win
// under the rules.
func TestBloxorzSolveLevel8(t *testing.T) {
	p := bxOpen(t, "")
	uiSet(t, p, "bx-stage", "8")
	if got := uiAttr(t, p, "board", "data-stage"); got != "8" {
		t.Fatalf("stage %q after choosing 8", got)
	}
	uiSet(t, p, "algorithm", "bfs")
	uiClick(t, p, "bx-heatmap")
	uiClick(t, p, "run")
	uiWait(t, p, "the run to end", `document.querySelector('[data-testid="status"]').dataset.outcome == "found"`, 60*time.Second)
	if s := uiText(t, p, "status"); !strings.HasPrefix(s, "Found a solution of 10 moves") {
		t.Errorf("status %q, want the optimal 10 moves", s)
	}
	if got := uiText(t, p, "stat-length"); got != "10" {
		t.Errorf("length %q", got)
	}
	// The heatmap: coloured cells, the start among them (first reached, so
	// the ramp's first colour), none on the void; every colour of the ramp
	// used, and a key from the first expansion to the last.
	var heat struct {
		Cells      int
		Colours    int
		Start      string
		StartOrder string
		StartBin   bool
		Key        string
	}
	p.Eval(t, `(() => { const r = [...document.querySelectorAll('svg.bx-board .bx-cell.heat')];
		const s = r.find(e => e.dataset.xy == "1,4");
		const bins = new Set(r.map(e => [...e.classList].find(c => /^heat-[0-9]$/.test(c))));
		const k = document.querySelector('[data-testid="bx-heat-key"]');
		return {cells: r.length, colours: bins.size, start: s ? s.dataset.heat : "", startOrder: s ? s.dataset.heatOrder : "",
			startBin: !!s && s.classList.contains("heat-0"), key: k ? k.textContent : ""}; })()`, &heat)
	if heat.Cells < 10 || heat.Start == "" || heat.Start == "0" || heat.StartOrder != "1" || !heat.StartBin {
		t.Errorf("heatmap: %d coloured cells, start count %q, reached at expansion %q (want 1, the first colour: %v)", heat.Cells, heat.Start, heat.StartOrder, heat.StartBin)
	}
	if heat.Colours != 9 || !strings.Contains(heat.Key, "first reached (expansion 1)") || !strings.Contains(heat.Key, "last reached (expansion") {
		t.Errorf("heatmap: %d colours of 9, key %q", heat.Colours, heat.Key)
	}
	var keys string
	p.Eval(t, `[...document.querySelectorAll('[data-testid="move-list"] .mv')].map(e => e.textContent).join("")`, &keys)
	l, _ := bloxorz.Classic(8)
	if err := bloxorz.Replay(l, keys); err != nil || !strings.Contains(keys, "S") {
		t.Fatalf("the player's keys %q: %v (stage 8 needs a split and a switch of control)", keys, err)
	}
	uiSet(t, p, "speed", "30")
	uiClick(t, p, "jump-start")
	if uiAttr(t, p, "board", "data-cells") != "1,4" {
		t.Errorf("player at the start: cells %q", uiAttr(t, p, "board", "data-cells"))
	}
	uiClick(t, p, "play")
	end := fmt.Sprintf("%d / %d", len(keys), len(keys))
	uiWait(t, p, "the player at the end", fmt.Sprintf(`document.querySelector('[data-testid="player-pos"]').textContent == %q`, end), 15*time.Second)
	uiSettle(t, p)
	if uiAttr(t, p, "board", "data-won") != "true" {
		t.Errorf("the player's last position is not a win: cells %q", uiAttr(t, p, "board", "data-cells"))
	}
	// Mid-solution, after the split: two cubes, one of them controlled.
	for i := 1; i <= len(keys); i++ {
		if keys[i-1] == 'S' {
			uiSet(t, p, "scrubber", fmt.Sprint(i))
			if uiAttr(t, p, "board", "data-pose") != "split" {
				t.Errorf("after key %d (S): pose %q", i, uiAttr(t, p, "board", "data-pose"))
			}
			var active int
			p.Eval(t, `document.querySelectorAll('[data-testid="bx-active"]').length`, &active)
			if active != 1 {
				t.Errorf("after key %d: %d controlled cubes drawn, want 1", i, active)
			}
			break
		}
	}
	if dir := os.Getenv("SEARCHLAB_SCREENSHOTS"); dir != "" {
		uiScreenshot(t, p, 1280, filepath.Join(dir, "bloxorz8-1280.png"))
	}
	if h := uiText(t, p, "history"); !strings.Contains(h, "found") {
		t.Errorf("the history does not list the run: %q", h)
	}
	uiNoErrors(t, p)
}

// TestBloxorzSharedEditedLevel: edit stage 1 in the level editor (the
// exit moves next to the start), share it, and open the link in a fresh
// page: the edited level is restored whole, and BFS check in the editor
// reports its optimal length.
func TestBloxorzSharedEditedLevel(t *testing.T) {
	p := bxOpen(t, "")
	uiClick(t, p, "edit")
	uiClick(t, p, "tool-exit")
	// Paint the exit at cell 6,3 with a pointer press on the board.
	p.Eval(t, `(() => { const s = document.querySelector('[data-testid="board"]'); const r = s.getBoundingClientRect();
		const vb = s.viewBox.baseVal; const sx = r.width / vb.width, sy = r.height / vb.height;
		const x = r.left + (6*40 + 20 - vb.x) * sx, y = r.top + (3*40 + 20 - vb.y) * sy;
		s.dispatchEvent(new PointerEvent("pointerdown", {clientX: x, clientY: y, bubbles: true, buttons: 1, pointerId: 1}));
		return true; })()`, nil)
	uiSettle(t, p)
	text := uiValue(t, p, "bx-level-text")
	l, err := bloxorz.Parse(text)
	if err != nil || l.Exit() != (bloxorz.Pos{X: 6, Y: 3}) {
		t.Fatalf("edited text (err %v):\n%s", err, text)
	}
	uiClick(t, p, "bx-check")
	res, _ := bloxorz.Check(l)
	uiWait(t, p, "the check", `(document.querySelector('[data-testid="bx-check-result"]') || {}).textContent?.startsWith("Solvable")`, 30*time.Second)
	if got := uiText(t, p, "bx-check-result"); !strings.Contains(got, fmt.Sprintf(" %d moves", res.Free)) {
		t.Errorf("check %q, want %d moves", got, res.Free)
	}
	uiClick(t, p, "edit") // done editing
	if got := uiAttr(t, p, "board", "data-stage"); got != "0" {
		t.Errorf("edited level still called stage %q", got)
	}
	uiClick(t, p, "share")
	uiWait(t, p, "the link in the address bar", `location.hash.startsWith("#v1/bloxorz/")`, 5*time.Second)
	var hash string
	p.Eval(t, `location.hash`, &hash)

	q := bxOpen(t, hash)
	if got := uiAttr(t, q, "board", "data-level"); got != l.String() {
		t.Errorf("restored level:\n%s\nwant:\n%s", got, l.String())
	}
	if got := uiAttr(t, q, "board", "data-stage"); got != "0" {
		t.Errorf("restored stage %q", got)
	}
	bxKeys(t, q, res.FreeKeys)
	uiWait(t, q, "the win on the shared level", `document.querySelector('[data-testid="board"]').dataset.won === "true"`, 5*time.Second)
	uiNoErrors(t, q)
}

// TestBloxorzEditorScreens opens the editor on stage 2, wires its soft
// switch to a bridge cell (the wire drawn, the level text updated), and
// with SEARCHLAB_SCREENSHOTS set saves the editor and the dark theme at
// desktop and phone widths.
func TestBloxorzEditorScreens(t *testing.T) {
	p := bxOpen(t, "")
	uiSet(t, p, "bx-stage", "2")
	uiClick(t, p, "edit")
	uiClick(t, p, "tool-wire")
	press := func(x, y int) {
		p.Eval(t, fmt.Sprintf(`(() => { const s = document.querySelector('[data-testid="board"]'); const r = s.getBoundingClientRect();
		const vb = s.viewBox.baseVal; const sx = r.width / vb.width, sy = r.height / vb.height;
		const x = r.left + (%d*40 + 20 - vb.x) * sx, y = r.top + (%d*40 + 20 - vb.y) * sy;
		s.dispatchEvent(new PointerEvent("pointerdown", {clientX: x, clientY: y, bubbles: true, buttons: 1, pointerId: 1}));
		return true; })()`, x, y), nil)
		uiSettle(t, p)
	}
	press(2, 3) // the soft switch
	press(4, 5) // its first bridge cell: toggle → on
	if text := uiValue(t, p, "bx-level-text"); !strings.Contains(text, "switch 2,3 on 4,5 toggle 5,5") {
		t.Errorf("after wiring:\n%s", text)
	}
	var wires int
	p.Eval(t, `document.querySelectorAll('svg.bx-board .bx-wire').length`, &wires)
	if wires != 2 {
		t.Errorf("%d wires drawn for the selected switch, want 2", wires)
	}
	if dir := os.Getenv("SEARCHLAB_SCREENSHOTS"); dir != "" {
		uiScreenshot(t, p, 1280, filepath.Join(dir, "bloxorz-editor-1280.png"))
		uiScreenshot(t, p, 390, filepath.Join(dir, "bloxorz-editor-390.png"))
		uiClick(t, p, "edit")
		uiSet(t, p, "bx-stage", "8")
		bxKeys(t, p, "RRDDDD")
		p.Eval(t, `document.body.classList.remove("theme-light"); document.body.classList.add("theme-dark"); true`, nil)
		uiScreenshot(t, p, 1280, filepath.Join(dir, "bloxorz-dark-1280.png"))
		uiScreenshot(t, p, 390, filepath.Join(dir, "bloxorz-dark-390.png"))
	}
	uiNoErrors(t, p)
}

// TestBloxorzGenerateInWorker: the generator runs in the worker (POST
// /api/generate); the new level is on the board, solvable, with the
// optimal length the message states (re-checked here by BFS).
func TestBloxorzGenerateInWorker(t *testing.T) {
	p := bxOpen(t, "")
	uiClick(t, p, "bx-generate-medium")
	uiWait(t, p, "the generated level", `(document.querySelector('[data-testid="bx-generated"]') || {}).textContent?.startsWith("Generated")`, 60*time.Second)
	l, err := bloxorz.Parse(uiAttr(t, p, "board", "data-level"))
	if err != nil {
		t.Fatalf("the generated level: %v", err)
	}
	res, err := bloxorz.Check(l)
	msg := uiText(t, p, "bx-generated")
	if err != nil || res.Verdict != bloxorz.Solvable || !strings.Contains(msg, fmt.Sprintf(" %d moves", res.Free)) {
		t.Errorf("message %q; check %+v %v", msg, res, err)
	}
	if uiAttr(t, p, "board", "data-stage") != "0" {
		t.Errorf("a generated level called stage %q", uiAttr(t, p, "board", "data-stage"))
	}
	uiNoErrors(t, p)
}

// TestBloxorzStepMode steps BFS on stage 1 on the page: the panel shows the
// state being expanded and the board outlines it; stepping on ends with the
// optimal 7 moves.
func TestBloxorzStepMode(t *testing.T) {
	p := bxOpen(t, "")
	uiSet(t, p, "algorithm", "bfs")
	uiClick(t, p, "step")
	uiClick(t, p, "step")
	if s := uiText(t, p, "step-state"); !strings.HasPrefix(s, "standing ") && !strings.HasPrefix(s, "lying-") {
		t.Errorf("step state %q", s)
	}
	var ghosts int
	p.Eval(t, `document.querySelectorAll('[data-testid="bx-ghost"]').length`, &ghosts)
	if ghosts == 0 {
		t.Errorf("the stepped state is not outlined on the board")
	}
	for i := 0; i < 50 && uiText(t, p, "step-done") == ""; i++ {
		uiClick(t, p, "step100")
	}
	if d := uiText(t, p, "step-done"); d != "Finished: found (7 moves)" {
		t.Errorf("step mode ended with %q", d)
	}
	uiNoErrors(t, p)
}

// TestBloxorzCompare compares BFS, A* and greedy search on stage 8 in the
// worker: three rows, the optimal two at 10 moves, greedy at least 10.
func TestBloxorzCompare(t *testing.T) {
	p := bxOpen(t, "")
	uiSet(t, p, "bx-stage", "8")
	for _, id := range []string{"cmp-bfs", "cmp-astar", "cmp-greedy"} {
		uiClick(t, p, id)
	}
	uiClick(t, p, "compare-run")
	uiWait(t, p, "three results", `document.querySelectorAll('main [data-testid=compare] tbody tr').length == 3 && !document.querySelector('[data-testid=stop]:not([disabled])')`, 60*time.Second)
	var rows [][]string
	p.Eval(t, `[...document.querySelectorAll('main [data-testid=compare] tbody tr')].map(r => [...r.cells].map(c => c.textContent))`, &rows)
	for _, r := range rows {
		if len(r) < 5 || r[1] != "found" || (r[0] != "Greedy best-first search" && r[4] != "10") {
			t.Errorf("compare row %q", r)
		}
	}
	uiNoErrors(t, p)
}
