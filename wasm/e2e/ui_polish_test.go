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

	"searchlab/core/share"
)

// TestUIBadLinksSayWhatIsWrong (issue 13 item 10): a damaged link, a
// foreign fragment and a link for a game the app does not have each get
// their own sentence (the unknown game named, no "default board" claim,
// no repeated "damaged"), leave the board alone, and are taken out of the
// address bar.
func TestUIBadLinksSayWhatIsWrong(t *testing.T) {
	chess, err := share.Encode(share.Link{Game: "chess", Board: "rnbqkbnr/pppppppp"})
	if err != nil {
		t.Fatal(err)
	}
	for frag, want := range map[string]string{
		"#v1/npuzzle/eyJiIjoiMSAy": "This share link is damaged: ",
		"#something-else":          "not a SearchLab share link",
		"#" + chess:                `a game this app does not have: "chess"`,
	} {
		p, _ := uiOpen(t, frag, 60*time.Second)
		notice := uiText(t, p, "notice")
		if !strings.Contains(notice, want) || strings.Contains(notice, "default board") || strings.Count(notice, "damaged") > 1 {
			t.Errorf("%s: notice %q, want %q", frag, notice, want)
		}
		var hash string
		p.Eval(t, `location.hash`, &hash)
		if hash != "" {
			t.Errorf("%s: the address bar still holds %q", frag, hash)
		}
		if b := uiBoard(t, p); b.Rows() != 3 {
			t.Errorf("%s: board %v", frag, b)
		}
		uiNoErrors(t, p)
	}
}

// TestUIFocusBackToBoardAfterChoice (issue 13 item 7): after choosing an
// algorithm with the mouse, the arrow keys move a tile and leave the
// choice alone.
func TestUIFocusBackToBoardAfterChoice(t *testing.T) {
	p, _ := uiOpen(t, "", 60*time.Second)
	uiSetBoard(t, p, "1 2 3/4 5 6/7 8 0")
	// A pointer press on the dropdown, a choice, as a mouse user makes it.
	p.Eval(t, fmt.Sprintf(`(() => { const el = document.querySelector(%q);
		el.dispatchEvent(new PointerEvent("pointerdown", {bubbles: true})); el.focus();
		el.value = "bfs"; el.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`, ByTestID("algorithm")), nil)
	uiSettle(t, p)
	var focused string
	p.Eval(t, `document.activeElement ? document.activeElement.tagName : ""`, &focused)
	if focused == "SELECT" {
		t.Errorf("the dropdown kept the focus after a mouse choice")
	}
	p.Run(t, chromedp.KeyEvent(kb.ArrowDown)) // the tile above the blank slides down
	uiSettle(t, p)
	if got := uiBoard(t, p).String(); got != "1 2 3/4 5 0/7 8 6" {
		t.Errorf("after ArrowDown the board is %q, want 1 2 3/4 5 0/7 8 6", got)
	}
	if got := uiValue(t, p, "algorithm"); got != "bfs" {
		t.Errorf("the arrow key changed the algorithm to %q", got)
	}
	uiNoErrors(t, p)
}

// uiClipped lists what the page cuts off at its current width: a page
// wider than the window, and tables or charts wider than a box that does
// not scroll them.
func uiClipped(t *testing.T, p *Page) []string {
	t.Helper()
	var out []string
	p.Eval(t, `(() => { const out = [];
		const doc = document.scrollingElement;
		if (doc.scrollWidth > window.innerWidth + 1) out.push("the page is " + doc.scrollWidth + " px wide in a " + window.innerWidth + " px window");
		for (const el of document.querySelectorAll("table, svg.chart")) {
			if (el.closest("[hidden]") || el.getClientRects().length === 0) continue;
			for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
				const s = getComputedStyle(box);
				if (s.overflowX === "auto" || s.overflowX === "scroll") break;
				if (s.overflowX !== "visible" && el.getBoundingClientRect().right > box.getBoundingClientRect().right + 1) {
					out.push((el.closest("[data-testid]") || el).dataset.testid + ": a " + el.tagName + " is cut off by " + box.className);
					break;
				}
			}
			if (el.getBoundingClientRect().left < -1) out.push("a " + el.tagName + " starts left of the window");
		}
		for (const el of document.querySelectorAll("svg.chart text")) {
			const px = el.getBoundingClientRect().height;
			if (px > 0 && px < 9) { out.push("chart text " + px.toFixed(1) + " px high"); break; }
		}
		return out; })()`, &out)
	return out
}

// TestUIScreensNotClipped (issue 13 item 14): every screen, with a run in
// its compare table and history, at 1280 and 390 px: no table or chart cut
// off, chart text readable, the page no wider than the window.
// SEARCHLAB_SCREENSHOTS=dir saves a screenshot of each.
func TestUIScreensNotClipped(t *testing.T) {
	p, _ := uiOpen(t, "", 3*time.Minute)
	for _, id := range []string{"bfs", "astar", "dfs"} {
		uiClick(t, p, "cmp-"+id)
	}
	uiClick(t, p, "compare-run")
	uiWait(t, p, "three results", `document.querySelectorAll('[data-testid=compare] tbody tr').length == 3 && !document.querySelector('[data-testid=stop]:not([disabled])')`, 2*time.Minute)
	// The log scale widens the smallest bar of the time chart.
	smallest := func() float64 {
		var w float64
		p.Eval(t, `Math.min(...[...document.querySelectorAll('[data-testid=compare-chart] rect')].slice(0, 3).map(r => +r.getAttribute("width")))`, &w)
		return w
	}
	linear := smallest()
	uiClick(t, p, "compare-log")
	if logw := smallest(); logw <= linear {
		t.Errorf("the log scale did not widen the smallest time bar: %.1f then %.1f", linear, logw)
	}
	if legend := uiText(t, p, "goal-legend"); !strings.Contains(legend, "Green tiles") {
		t.Errorf("the N-puzzle legend %q", legend)
	}
	dir := os.Getenv("SEARCHLAB_SCREENSHOTS")
	for _, game := range []string{"npuzzle", "bloxorz", "nim"} {
		uiSet(t, p, "game-picker", game)
		if game == "bloxorz" && !strings.Contains(uiText(t, p, "bx-legend"), "split switch") {
			t.Errorf("the Bloxorz legend: %q", uiText(t, p, "bx-legend"))
		}
		for _, w := range []int64{1280, 390} {
			p.Run(t, chromedp.EmulateViewport(w, 900), chromedp.Sleep(300*time.Millisecond))
			for _, c := range uiClipped(t, p) {
				t.Errorf("%s at %d px: %s", game, w, c)
			}
			if dir != "" {
				uiScreenshot(t, p, w, filepath.Join(dir, fmt.Sprintf("%s-%d.png", game, w)))
			}
		}
	}
	uiNoErrors(t, p)
}

// TestBloxorzArrowPad (issue 13 items 18 and 17): the on-screen pad rolls
// the block as the arrow keys do: stage 1's optimal RDDRRDR tapped on the
// pad wins, and the status line says so.
func TestBloxorzArrowPad(t *testing.T) {
	p := bxOpen(t, "")
	p.WaitTestID(t, "bx-pad")
	pad := map[rune]string{'U': "bx-pad-up", 'D': "bx-pad-down", 'L': "bx-pad-left", 'R': "bx-pad-right"}
	for _, k := range "RDDRRDR" {
		uiClick(t, p, pad[k])
	}
	uiWait(t, p, "the win", `document.querySelector('[data-testid="board"]').dataset.won === "true"`, 5*time.Second)
	if s := uiText(t, p, "status"); !strings.Contains(s, "Solved by hand") || !strings.Contains(s, "7 keys") {
		t.Errorf("status after the win %q", s)
	}
	// The isometric view (issue 13 item 21): stage 1 again, played with
	// the arrow keys and a pad tap, on a board drawn in boxes.
	uiClick(t, p, "restart")
	var flatCells int
	p.Eval(t, `document.querySelectorAll('svg.bx-board .bx-cells .bx-cell').length`, &flatCells)
	uiSet(t, p, "bx-view", "iso")
	uiWait(t, p, "the isometric board", `document.querySelector('svg.bx-board.iso[data-view="iso"]')`, 5*time.Second)
	var ntiles int
	p.Eval(t, `document.querySelectorAll('svg.bx-board .bx-cells .bx-cell .bx-side-l').length`, &ntiles)
	if ntiles != flatCells || ntiles == 0 {
		t.Errorf("the isometric board has %d tiles with sides, the flat one %d cells", ntiles, flatCells)
	}
	type isoBlock struct {
		Box, Pose, Top string
		Faces          int
		Last, Visible  bool
		Transition     string
	}
	look := func() isoBlock {
		var b isoBlock
		p.Eval(t, `(() => {
			const svg = document.querySelector('[data-testid="board"]');
			svg.scrollIntoView({block: "center"});
			const g = svg.querySelector('[data-testid="bx-block"]');
			const top = g.querySelector('.bx-face-t');
			const r = top.getBoundingClientRect();
			const hit = document.elementFromPoint(r.left + r.width/2, r.top + r.height/2);
			return {Box: g.dataset.box || "", Pose: svg.dataset.pose, Top: top.getAttribute("d"),
				Faces: g.querySelectorAll('.bx-face').length, Last: svg.lastElementChild === g,
				Visible: !!(hit && hit.closest('[data-testid="bx-block"]')),
				Transition: getComputedStyle(top).transitionProperty};
		})()`, &b)
		return b
	}
	b := look()
	if !strings.HasSuffix(b.Box, " 0 1 1 2") || b.Faces != 3 || !b.Last || !b.Visible || !strings.Contains(b.Transition, "d") {
		t.Errorf("the standing block in the isometric view: %+v (want a 1×1×2 box of 3 faces, drawn last, seen, its faces animated)", b)
	}
	for i, k := range "RDDRRDR" {
		if i == 0 {
			uiClick(t, p, "bx-pad-right") // the pad still rolls the block
		} else {
			bxKeys(t, p, string(k))
		}
		time.Sleep(150 * time.Millisecond) // the roll's transition
		n := look()
		want := map[string]string{"standing": " 1 1 2", "lying-x": " 2 1 1", "lying-y": " 1 2 1"}[n.Pose]
		if n.Box == b.Box || n.Top == b.Top || want == "" || !strings.HasSuffix(n.Box, want) || n.Faces != 3 || !n.Last || !n.Visible {
			t.Errorf("after key %d %c the block's box %q (%s, top %q), before %q (top %q): want a new %s box, drawn last and seen",
				i+1, k, n.Box, n.Pose, n.Top, b.Box, b.Top, want)
		}
		if i == 2 && os.Getenv("SEARCHLAB_SCREENSHOTS") != "" {
			dir := os.Getenv("SEARCHLAB_SCREENSHOTS")
			uiScreenshot(t, p, 1280, filepath.Join(dir, "bloxorz-iso-1280.png"))
			uiScreenshot(t, p, 390, filepath.Join(dir, "bloxorz-iso-390.png"))
		}
		b = n
	}
	uiWait(t, p, "the win in the isometric view", `document.querySelector('[data-testid="board"]').dataset.won === "true" && !!document.querySelector('[data-testid="bx-won"]')`, 5*time.Second)
	var saved string
	p.Eval(t, `localStorage.getItem("searchlab/v1/bloxorz") || ""`, &saved)
	if !strings.Contains(saved, `"view":"iso"`) {
		t.Errorf("the view is not saved with the screen's settings: %s", saved)
	}
	if dir := os.Getenv("SEARCHLAB_SCREENSHOTS"); dir != "" {
		uiScreenshot(t, p, 1280, filepath.Join(dir, "bloxorz-iso-won-1280.png"))
		uiScreenshot(t, p, 390, filepath.Join(dir, "bloxorz-iso-won-390.png"))
	}
	// A roll animates: when the block's top face gets its new shape, a CSS
	// transition of its path data (d) runs from the old box to the new one.
	// It is read when the page changes the attribute (a MutationObserver,
	// then the style is resolved and the element's animations listed), not
	// by sampling frames: a loaded machine may draw one frame in the 110 ms
	// the transition lasts.
	uiClick(t, p, "restart")
	time.Sleep(300 * time.Millisecond)
	var roll struct {
		Before, After string
		Transitions   []string // the play states of the top face's transitions of d
		Seen          bool     // the shape changed within 3 s
	}
	p.Eval(t, `new Promise(done => {
		const top = () => document.querySelector('[data-testid="bx-block"] .bx-face-t');
		const before = top().getAttribute("d");
		const obs = new MutationObserver(() => {
			const el = top(), after = el && el.getAttribute("d");
			if (!el || after === before) return;
			obs.disconnect();
			getComputedStyle(el).d; // the style change that starts the transition
			done({Before: before, After: after, Seen: true,
				Transitions: el.getAnimations().filter(a => a.transitionProperty === "d").map(a => a.playState)});
		});
		obs.observe(document.querySelector('[data-testid="board"]'), {attributes: true, subtree: true, childList: true, attributeFilter: ["d"]});
		document.querySelector('[data-testid="bx-pad-right"]').click();
		setTimeout(() => { obs.disconnect(); done({Before: before, After: top() ? top().getAttribute("d") : "", Seen: false, Transitions: []}); }, 3000);
	})`, &roll)
	if !roll.Seen || roll.Before == roll.After || len(roll.Transitions) == 0 {
		t.Errorf("the roll is not animated: the top face went from %q to %q (changed: %v) with transitions of d %v", roll.Before, roll.After, roll.Seen, roll.Transitions)
	}
	t.Logf("roll animation: the top face's transitions of d: %v", roll.Transitions)
	// The special tiles keep the flat view's marks: stage 2's round and X
	// switches and absent bridges, stage 4's orange tiles; stage 8's split
	// switch gives two unit cubes, the controlled one ringed.
	for _, c := range []struct {
		stage, sel string
		want       int
	}{{"2", ".bx-soft circle.bx-switch", 1}, {"2", ".bx-hard line.bx-switch", 2}, {"2", ".bx-bridge-off", 4}, {"4", ".bx-fragile .bx-side-r", 31}, {"8", ".bx-split .bx-split-glyph", 1}} {
		uiSet(t, p, "bx-stage", c.stage)
		uiWait(t, p, "stage "+c.stage, `document.querySelector('svg.bx-board.iso').dataset.stage === "`+c.stage+`"`, 5*time.Second)
		var n int
		p.Eval(t, `document.querySelectorAll('svg.bx-board.iso `+c.sel+`').length`, &n)
		if n != c.want {
			t.Errorf("stage %s isometric: %d of %s, want %d", c.stage, n, c.sel, c.want)
		}
	}
	bxKeys(t, p, "RR")
	var cubes []string
	p.Eval(t, `[...document.querySelectorAll('[data-testid="bx-block"] .bx-cube')].map(g => g.dataset.box + (g.dataset.testid === "bx-active" && g.querySelector(".bx-ring") ? " active" : ""))`, &cubes)
	if len(cubes) != 2 || !strings.Contains(cubes[0], " 0 1 1 1") || !strings.Contains(cubes[1], " 0 1 1 1") || strings.Count(strings.Join(cubes, ","), "active") != 1 {
		t.Errorf("stage 8 after RR: cubes %q, want two 1×1×1 cubes, one ringed", cubes)
	}
	if dir := os.Getenv("SEARCHLAB_SCREENSHOTS"); dir != "" {
		uiScreenshot(t, p, 1280, filepath.Join(dir, "bloxorz-iso-split-1280.png"))
		uiScreenshot(t, p, 390, filepath.Join(dir, "bloxorz-iso-split-390.png"))
		uiSet(t, p, "bx-stage", "2")
		uiScreenshot(t, p, 1280, filepath.Join(dir, "bloxorz-iso-stage2-1280.png"))
	}
	uiSet(t, p, "bx-view", "flat")
	uiWait(t, p, "the flat board again", `document.querySelector('svg.bx-board[data-view="flat"]:not(.iso)')`, 5*time.Second)
	uiNoErrors(t, p)
}

// TestUIReloadKeepsTheScreen (issue 13 item 2): each screen has its own
// address; a reload opens the screen shown, not the N-puzzle.
func TestUIReloadKeepsTheScreen(t *testing.T) {
	p, _ := uiOpen(t, "", 90*time.Second)
	for _, game := range []string{"bloxorz", "nim"} {
		uiSet(t, p, "game-picker", game)
		var hash string
		p.Eval(t, `location.hash`, &hash)
		if hash != "#"+game {
			t.Errorf("the address ends in %q on the %s screen", hash, game)
		}
		p.Reload(t, "")
		p.WaitTestID(t, "game-picker")
		if got := uiValue(t, p, "game-picker"); got != game {
			t.Errorf("after a reload on %s the screen is %q", game, got)
		}
	}
	uiNoErrors(t, p)
}

// TestUIStepTreeAndBoard (issue 13 items 9 and 20): stepping A* draws the
// stepped state on the board and grows a search tree rooted at the board;
// stepping to the end loads the solution into the player.
func TestUIStepTreeAndBoard(t *testing.T) {
	p, _ := uiOpen(t, "", 90*time.Second)
	uiSetBoard(t, p, "0 1 3/4 2 5/7 8 6") // four moves from the goal
	uiClick(t, p, "step")
	uiClick(t, p, "step")
	uiClick(t, p, "step")
	// The worker steps the search: the answers come later (the clicks made
	// while one is on its way go in the next request).
	uiWait(t, p, "three steps", fmt.Sprintf(`(document.querySelector(%q) || {}).textContent == "3"`, ByTestID("stat-steps")), 10*time.Second)
	if st, b := uiText(t, p, "step-state"), uiBoard(t, p).String(); st != b {
		t.Errorf("the board shows %q while the stepped state is %q", b, st)
	}
	var nodes int
	p.Eval(t, `document.querySelectorAll('[data-testid=search-tree] .tree-node').length`, &nodes)
	if nodes < 3 {
		t.Errorf("the search tree has %d nodes", nodes)
	}
	var root string
	p.Eval(t, `document.querySelector('[data-testid=search-tree] .tree-node code').textContent`, &root)
	if root != "0 1 3/4 2 5/7 8 6" {
		t.Errorf("the tree's root is %q", root)
	}
	uiClick(t, p, "step100")
	uiWait(t, p, "the stepped search to end", `(document.querySelector('[data-testid=step-done]') || {}).textContent?.includes("found")`, 10*time.Second)
	if pos := uiText(t, p, "player-pos"); pos != "0 / 4" {
		t.Errorf("the player after stepping: %q, want the 4-move solution", pos)
	}
	uiClick(t, p, "jump-end")
	if got := uiBoard(t, p).String(); got != "1 2 3/4 5 6/7 8 0" {
		t.Errorf("the stepped solution ends on %q", got)
	}
	uiNoErrors(t, p)
}
