//go:build !js

package e2e

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"searchlab/core/npuzzle"
)

// UI tests of the N-puzzle screen. They drive the page only through what a
// person does (clicks, keys, typing) and read what the page shows
// (data-testid elements).

// uiOpen opens the app in a fresh tab and site and waits for the board.
func uiOpen(t *testing.T, url string, timeout time.Duration) (*Page, *Site) {
	t.Helper()
	p := NewPage(t, timeout)
	site := ServeSite(t, distDir)
	p.Open(t, site.Base+url)
	p.WaitTestID(t, "board")
	return p, site
}

// uiText returns the text of the element with data-testid id.
func uiText(t *testing.T, p *Page, id string) string {
	t.Helper()
	var s string
	p.Eval(t, fmt.Sprintf(`(document.querySelector(%q) || {}).textContent || ""`, ByTestID(id)), &s)
	return s
}

// uiAttr returns an attribute of the element with data-testid id.
func uiAttr(t *testing.T, p *Page, id, attr string) string {
	t.Helper()
	var s string
	p.Eval(t, fmt.Sprintf(`(document.querySelector(%q) || {getAttribute(){return ""}}).getAttribute(%q) || ""`, ByTestID(id), attr), &s)
	return s
}

// uiValue returns the value of a form control.
func uiValue(t *testing.T, p *Page, id string) string {
	t.Helper()
	var s string
	p.Eval(t, fmt.Sprintf(`document.querySelector(%q).value`, ByTestID(id)), &s)
	return s
}

// uiSet types a value into an input (an "input" event) or picks a select
// option (a "change" event), as a person would.
func uiSet(t *testing.T, p *Page, id, value string) {
	t.Helper()
	p.WaitTestID(t, id)
	var ok bool
	p.Eval(t, fmt.Sprintf(`(() => { const el = document.querySelector(%q); if (!el) return false;
		el.focus(); el.value = %q;
		el.dispatchEvent(new Event(el.tagName === "SELECT" ? "change" : "input", {bubbles: true}));
		el.blur(); return true; })()`, ByTestID(id), value), &ok)
	if !ok {
		t.Fatalf("no element %s", ByTestID(id))
	}
	uiSettle(t, p)
}

// uiSettle waits two animation frames, so the render Vecty batched for the
// last action is in the DOM.
func uiSettle(t *testing.T, p *Page) {
	t.Helper()
	p.Eval(t, `new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))`, nil)
}

// uiClick clicks an element: a real mouse click for board tiles (the board
// reacts to pointer events), the element's own click() for HTML controls, so
// a layout shift from the previous render cannot move the target away
// between locating it and clicking it.
func uiClick(t *testing.T, p *Page, id string) {
	t.Helper()
	p.WaitTestID(t, id)
	var html bool
	p.Eval(t, fmt.Sprintf(`(() => { const el = document.querySelector(%q); if (!(el instanceof HTMLElement)) return false;
		el.scrollIntoView({block: "nearest"}); el.focus(); el.click(); return true; })()`, ByTestID(id)), &html)
	if !html {
		p.Run(t, chromedp.Click(ByTestID(id), chromedp.ByQuery, chromedp.NodeVisible))
	}
	uiSettle(t, p)
}

// uiWait waits until a JS condition holds.
func uiWait(t *testing.T, p *Page, what, expr string, timeout time.Duration) {
	t.Helper()
	p.WaitJS(t, what, expr, timeout)
}

// uiBoard reads the board the page draws.
func uiBoard(t *testing.T, p *Page) npuzzle.Board {
	t.Helper()
	b, err := npuzzle.Parse(uiAttr(t, p, "board", "data-board"))
	if err != nil {
		t.Fatalf("the page's board: %v", err)
	}
	return b
}

// uiNoErrors fails on console errors or exceptions.
func uiNoErrors(t *testing.T, p *Page) {
	t.Helper()
	time.Sleep(200 * time.Millisecond)
	if errs := p.Errors(); len(errs) > 0 {
		t.Errorf("console errors:\n%s", strings.Join(errs, "\n"))
	}
}

// uiScreenshot saves a full-page screenshot at the given width.
func uiScreenshot(t *testing.T, p *Page, width int64, path string) {
	t.Helper()
	var buf []byte
	p.Run(t, chromedp.EmulateViewport(width, 900), chromedp.Sleep(400*time.Millisecond), chromedp.FullScreenshot(&buf, 100))
	if err := os.WriteFile(path, buf, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot: %s", path)
}

// TestUIFirstLoad: a shuffled, solvable 3×3 board with A* and the
// registry's default heuristic (auto: Manhattan on this board) selected, a ready status, and no console errors; screenshots at desktop
// and phone widths.
func TestUIFirstLoad(t *testing.T) {
	p, _ := uiOpen(t, "", 60*time.Second)
	b := uiBoard(t, p)
	if b.Rows() != 3 || b.Cols() != 3 || b == npuzzle.Goal(3, 3) || npuzzle.Solvable(b, npuzzle.Goal(3, 3)) != nil {
		t.Errorf("first board %v: want a shuffled, solvable 3×3", b)
	}
	if got := uiValue(t, p, "algorithm"); got != "astar" {
		t.Errorf("algorithm %q, want astar", got)
	}
	if got := uiValue(t, p, "param-heuristic"); got != "auto" {
		t.Errorf("heuristic %q, want auto (the registry's default)", got)
	}
	for _, id := range []string{"game-picker", "run", "stop", "status", "stats", "player", "share", "history", "move-counter", "undo"} {
		p.WaitTestID(t, id)
	}
	for i := 1; i <= 8; i++ {
		p.WaitTestID(t, fmt.Sprintf("tile-%d", i))
	}
	if s := uiText(t, p, "status"); s != "Ready." {
		t.Errorf("status %q", s)
	}
	if help := uiText(t, p, "algorithm-help"); !strings.Contains(help, "complete") || !strings.Contains(help, "optimal") {
		t.Errorf("algorithm help %q does not say complete and optimal", help)
	}
	uiNoErrors(t, p)
	uiScreenshot(t, p, 1280, "/tmp/searchlab-ui-1280.png")
	uiScreenshot(t, p, 390, "/tmp/searchlab-ui-390.png")
	var overflow bool
	p.Eval(t, `document.documentElement.scrollWidth > window.innerWidth + 1`, &overflow)
	if overflow {
		t.Errorf("the page scrolls sideways at 390 px")
	}
}

// TestUIMoveAndUndo: clicking a tile next to the blank moves it and counts
// the move, an arrow key moves another, undo takes both back.
func TestUIMoveAndUndo(t *testing.T) {
	p, _ := uiOpen(t, "", 60*time.Second)
	start := uiBoard(t, p)
	// A tile next to the blank: the one the blank would swap with on move m.
	m := start.LegalMoves()[0]
	after, _ := start.Move(m)
	tile := start.Tile(after.Blank())
	uiClick(t, p, fmt.Sprintf("tile-%d", tile))
	uiWait(t, p, "the move counter to show 1", fmt.Sprintf(`document.querySelector(%q).textContent == "Moves: 1"`, ByTestID("move-counter")), 5*time.Second)
	if got := uiBoard(t, p); got != after {
		t.Fatalf("after clicking tile %d: %v, want %v", tile, got, after)
	}
	// An arrow key slides a tile in the arrow's direction (the blank moves
	// the other way).
	keys := map[npuzzle.Move]string{npuzzle.U: kb.ArrowDown, npuzzle.D: kb.ArrowUp, npuzzle.L: kb.ArrowRight, npuzzle.R: kb.ArrowLeft}
	m2 := after.LegalMoves()[0]
	after2, _ := after.Move(m2)
	p.Run(t, chromedp.KeyEvent(keys[m2]))
	uiWait(t, p, "the move counter to show 2", fmt.Sprintf(`document.querySelector(%q).textContent == "Moves: 2"`, ByTestID("move-counter")), 5*time.Second)
	if got := uiBoard(t, p); got != after2 {
		t.Fatalf("after the arrow for blank move %v: %v, want %v", m2, got, after2)
	}
	uiClick(t, p, "undo")
	uiClick(t, p, "undo")
	uiWait(t, p, "the move counter to show 0", fmt.Sprintf(`document.querySelector(%q).textContent == "Moves: 0"`, ByTestID("move-counter")), 5*time.Second)
	if got := uiBoard(t, p); got != start {
		t.Errorf("after two undos: %v, want %v", got, start)
	}
	uiNoErrors(t, p)
}

// TestUIRunAStarInWorker: Run solves the hardest 8-puzzle in the worker
// with A*; the page shows the optimal 31 moves, the statistics, and the
// player replays the solution to the goal.
func TestUIRunAStarInWorker(t *testing.T) {
	p, _ := uiOpen(t, "", 90*time.Second)
	uiClick(t, p, "edit")
	uiSet(t, p, "board-text", hardest8)
	uiClick(t, p, "edit")
	if got := uiBoard(t, p).String(); got != hardest8 {
		t.Fatalf("board %q after typing %q", got, hardest8)
	}
	uiClick(t, p, "run")
	uiWait(t, p, "the run to end", fmt.Sprintf(`document.querySelector(%q).dataset.outcome == "found"`, ByTestID("status")), 60*time.Second)
	status := uiText(t, p, "status")
	if !strings.HasPrefix(status, "Found a solution of 31 moves with A*") {
		t.Errorf("status %q, want the optimal 31 moves", status)
	}
	if uiText(t, p, "stat-length") != "31" || uiText(t, p, "stat-expanded") == "0" {
		t.Errorf("stats: length %q expanded %q", uiText(t, p, "stat-length"), uiText(t, p, "stat-expanded"))
	}
	// Replay: jump to the end, the board is the goal; step back once, it is not.
	uiClick(t, p, "jump-end")
	uiWait(t, p, "the player at the end", fmt.Sprintf(`document.querySelector(%q).textContent == "31 / 31"`, ByTestID("player-pos")), 5*time.Second)
	if got := uiBoard(t, p); got != npuzzle.Goal(3, 3) {
		t.Errorf("the player's last position %v is not the goal", got)
	}
	uiClick(t, p, "step-back")
	uiWait(t, p, "the player one step back", fmt.Sprintf(`document.querySelector(%q).textContent == "30 / 31"`, ByTestID("player-pos")), 5*time.Second)
	if got := uiBoard(t, p); got == npuzzle.Goal(3, 3) {
		t.Errorf("one step back is still the goal")
	}
	if h := uiText(t, p, "history"); !strings.Contains(h, hardest8) || !strings.Contains(h, "found") {
		t.Errorf("the history does not list the run: %q", h)
	}
	uiNoErrors(t, p)
}

// TestUIStreamsProgressAndStops: a long BFS on a hard 15-puzzle streams
// growing statistics into the page; Stop ends it, the status says stopped
// and the statistics so far stay.
func TestUIStreamsProgressAndStops(t *testing.T) {
	p, _ := uiOpen(t, "", 90*time.Second)
	uiSet(t, p, "cols", "4")
	uiSet(t, p, "rows", "4")
	uiClick(t, p, "edit")
	uiSet(t, p, "board-text", hard15)
	uiClick(t, p, "edit")
	uiSet(t, p, "algorithm", "bfs")
	uiSet(t, p, "timeout", "60000")
	uiClick(t, p, "run")
	lines := fmt.Sprintf(`+document.querySelector(%q).dataset.lines`, ByTestID("stats"))
	uiWait(t, p, "three progress lines", lines+" >= 3", 20*time.Second)
	first := uiText(t, p, "stat-expanded")
	if first == "0" {
		t.Errorf("expanded is 0 after three progress lines")
	}
	// Expanded grows with later lines, though not always within three:
	// on a loaded machine several lines in a row can carry the same count
	// (seen with main's build too, 1 run in 3), so the test waits for the
	// growth rather than sampling it at the sixth line.
	uiWait(t, p, "more progress lines", lines+" >= 6", 20*time.Second)
	uiWait(t, p, "expanded to grow while streaming",
		fmt.Sprintf(`document.querySelector(%q).textContent !== %q`, ByTestID("stat-expanded"), first), 20*time.Second)
	if s := uiText(t, p, "status"); !strings.HasPrefix(s, "Running Breadth") {
		t.Errorf("status while running: %q", s)
	}
	p.Run(t, chromedp.KeyEvent(kb.Escape)) // Escape stops
	uiWait(t, p, "the stopped status", fmt.Sprintf(`document.querySelector(%q).dataset.outcome == "stopped"`, ByTestID("status")), 5*time.Second)
	kept := uiText(t, p, "stat-expanded")
	if kept == "0" || !strings.Contains(uiText(t, p, "status"), "Stopped") || !strings.Contains(uiText(t, p, "status"), kept) {
		t.Errorf("after stop: status %q, expanded %q", uiText(t, p, "status"), kept)
	}
	time.Sleep(500 * time.Millisecond)
	if again := uiText(t, p, "stat-expanded"); again != kept {
		t.Errorf("statistics changed after stop: %q then %q", kept, again)
	}
	if got := uiBoard(t, p).String(); got != hard15 {
		t.Errorf("the board changed: %q", got)
	}
	if h := uiText(t, p, "history"); !strings.Contains(h, "stopped") {
		t.Errorf("the history does not mark the stopped run: %q", h)
	}
	uiNoErrors(t, p)
}

// TestUIShareLinkRoundTrip: Share puts a link in the address bar; opening
// it in a fresh page restores board, goal, algorithm, parameters and seed.
func TestUIShareLinkRoundTrip(t *testing.T) {
	p, _ := uiOpen(t, "", 60*time.Second)
	uiSet(t, p, "cols", "4")
	uiSet(t, p, "rows", "2")
	uiSet(t, p, "goal-mode", "first")
	uiSet(t, p, "algorithm", "idastar")
	uiSet(t, p, "param-heuristic", "linear-conflict")
	uiSet(t, p, "seed", "4242")
	board := uiBoard(t, p)
	uiClick(t, p, "share")
	uiWait(t, p, "the link in the address bar", `location.hash.startsWith("#v1/npuzzle/")`, 5*time.Second)
	var hash string
	p.Eval(t, `location.hash`, &hash)

	q, _ := uiOpen(t, hash, 60*time.Second)
	if got := uiBoard(t, q); got != board {
		t.Errorf("restored board %v, want %v", got, board)
	}
	for id, want := range map[string]string{"goal-mode": "first", "algorithm": "idastar", "param-heuristic": "linear-conflict", "seed": "4242", "rows": "2", "cols": "4"} {
		if got := uiValue(t, q, id); got != want {
			t.Errorf("restored %s = %q, want %q", id, got, want)
		}
	}
	uiNoErrors(t, q)
}

// TestUIDamagedLink: a damaged or foreign fragment shows a clear message and
// the default board, with no console error.
func TestUIDamagedLink(t *testing.T) {
	for _, frag := range []string{"#v1/npuzzle/eyJiIjoiMSAy", "#something-else"} {
		p, _ := uiOpen(t, frag, 60*time.Second)
		notice := uiText(t, p, "notice")
		if !strings.Contains(notice, "damaged") && !strings.Contains(notice, "not a SearchLab share link") {
			t.Errorf("%s: notice %q", frag, notice)
		}
		if b := uiBoard(t, p); b.Rows() != 3 || npuzzle.Solvable(b, npuzzle.Goal(3, 3)) != nil {
			t.Errorf("%s: board %v, want the default 3×3", frag, b)
		}
		uiNoErrors(t, p)
	}
}

// TestUIAnimationFrameRate plays a long solution on a 6×6 board and counts
// animation frames (requestAnimationFrame) during playback. The rate is
// reported, not asserted (speed is measured, never asserted in tests).
func TestUIAnimationFrameRate(t *testing.T) {
	p, _ := uiOpen(t, "", 120*time.Second)
	uiSet(t, p, "cols", "6")
	uiSet(t, p, "rows", "6")
	walk, err := npuzzle.RandomWalk(npuzzle.Goal(6, 6), 40, rand.New(rand.NewPCG(6, 6)))
	if err != nil {
		t.Fatal(err)
	}
	uiClick(t, p, "edit")
	uiSet(t, p, "board-text", walk.String())
	uiClick(t, p, "edit")
	uiSet(t, p, "algorithm", "greedy")
	uiSet(t, p, "param-heuristic", "linear-conflict")
	uiClick(t, p, "run")
	uiWait(t, p, "a solution", fmt.Sprintf(`document.querySelector(%q).dataset.outcome == "found"`, ByTestID("status")), 60*time.Second)
	uiSet(t, p, "speed", "8")
	var n int
	p.Eval(t, `document.querySelectorAll(".moves .mv").length`, &n)
	uiClick(t, p, "play")
	var res struct {
		Frames  int     `json:"frames"`
		MS      float64 `json:"ms"`
		MaxGap  float64 `json:"maxGap"`
		Changes int     `json:"changes"`
	}
	p.Eval(t, `new Promise(done => {
		let frames = 0, last = 0, maxGap = 0, changes = 0, prev = document.querySelector('[data-testid=board]').dataset.board;
		const t0 = performance.now();
		function f(now) {
			frames++; if (last) maxGap = Math.max(maxGap, now - last); last = now;
			const b = document.querySelector('[data-testid=board]').dataset.board; if (b !== prev) { changes++; prev = b; }
			if (now - t0 < 2000) requestAnimationFrame(f); else done({frames, ms: now - t0, maxGap, changes});
		}
		requestAnimationFrame(f);
	})`, &res)
	fps := float64(res.Frames) / res.MS * 1000
	t.Logf("6×6 playback of a %d-move solution at 8 moves/s: %d frames in %.0f ms = %.1f fps, longest frame gap %.1f ms, %d board changes",
		n, res.Frames, res.MS, fps, res.MaxGap, res.Changes)
	if res.Changes < 5 {
		t.Errorf("the board changed only %d times in 2 s of playback", res.Changes)
	}
	b, _ := json.Marshal(res)
	_ = os.WriteFile("/tmp/searchlab-fps.json", b, 0o644)
	uiScreenshot(t, p, 1280, "/tmp/searchlab-ui-6x6.png")
	uiNoErrors(t, p)
}
