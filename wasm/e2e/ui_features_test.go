//go:build !js

package e2e

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"searchlab/core/npuzzle"
)

// TestUIStepMode: Step runs the chosen algorithm on the page one step at a
// time and shows the expanded state; IDA* shows its bound.
func TestUIStepMode(t *testing.T) {
	p, _ := uiOpen(t, "", 60*time.Second)
	board := uiBoard(t, p).String()
	uiClick(t, p, "step")
	p.WaitTestID(t, "stat-steps")
	if s, ev, st := uiText(t, p, "stat-steps"), uiText(t, p, "stat-event"), uiText(t, p, "step-state"); s != "1" || ev != "expand" || st != board {
		t.Errorf("after one step: steps %q event %q state %q (board %q)", s, ev, st, board)
	}
	p.Run(t, chromedp.KeyEvent("s"))
	uiWait(t, p, "a second step", fmt.Sprintf(`document.querySelector(%q).textContent == "2"`, ByTestID("stat-steps")), 5*time.Second)
	uiSet(t, p, "algorithm", "idastar")
	uiClick(t, p, "step100")
	p.WaitTestID(t, "stat-bound")
	if b, err := strconv.ParseFloat(uiText(t, p, "stat-bound"), 64); err != nil || b <= 0 {
		t.Errorf("IDA* bound %q", uiText(t, p, "stat-bound"))
	}
	uiNoErrors(t, p)
}

// TestUICompare: three optimal algorithms compared on the same board agree
// on the solution length; the table and the bar chart show all three.
func TestUICompare(t *testing.T) {
	p, _ := uiOpen(t, "", 90*time.Second)
	for _, id := range []string{"bfs", "astar", "idastar"} {
		uiClick(t, p, "cmp-"+id)
	}
	uiWait(t, p, "the compare button to count 3", fmt.Sprintf(`document.querySelector(%q).textContent == "Compare 3"`, ByTestID("compare-run")), 5*time.Second)
	uiClick(t, p, "compare-run")
	uiWait(t, p, "three results", `document.querySelectorAll('[data-testid=compare] tbody tr').length == 3 && !document.querySelector('[data-testid=stop]:not([disabled])')`, 60*time.Second)
	var rows [][]string
	p.Eval(t, `[...document.querySelectorAll('[data-testid=compare] tbody tr')].map(r => [...r.cells].map(c => c.textContent))`, &rows)
	for _, r := range rows {
		if r[1] != "found" || r[4] != rows[0][4] {
			t.Errorf("compare rows disagree: %q", rows)
		}
	}
	var bars int
	p.Eval(t, `document.querySelectorAll('[data-testid=compare-chart] rect').length`, &bars)
	if bars != 12 {
		t.Errorf("%d bars in the chart, want 4 metrics × 3 runs", bars)
	}
	uiScreenshot(t, p, 1280, "/tmp/searchlab-ui-compare.png")
	uiNoErrors(t, p)
}

// TestUIExportImport: Export downloads the history as JSON; a malformed
// file is refused with a message and changes nothing; the exported file
// imported into a fresh page brings the run back.
func TestUIExportImport(t *testing.T) {
	p, _ := uiOpen(t, "", 90*time.Second)
	uiClick(t, p, "run")
	uiWait(t, p, "the run to end", fmt.Sprintf(`document.querySelector(%q).dataset.outcome == "found"`, ByTestID("status")), 60*time.Second)
	board := uiBoard(t, p).String()
	// Capture the download: the anchor's blob URL is read back as text.
	// The blob is kept when its URL is made: the page's Content-Security-
	// Policy (connect-src 'self') forbids fetching blob: URLs back.
	p.Eval(t, `(() => { window.__dl = null; window.__blobs = new Map(); const click = HTMLAnchorElement.prototype.click;
		const make = URL.createObjectURL; URL.createObjectURL = (b) => { const u = make(b); window.__blobs.set(u, b); return u; };
		HTMLAnchorElement.prototype.click = function () { if (this.download) { window.__dl = {name: this.download, href: this.href}; return; } return click.call(this); };
		return true; })()`, nil)
	uiClick(t, p, "export")
	uiWait(t, p, "the download", `window.__dl`, 5*time.Second)
	var file struct{ Name, Text string }
	p.Eval(t, `window.__blobs.get(window.__dl.href).text().then(text => ({name: window.__dl.name, text}))`, &file)
	if file.Name != "searchlab-history.json" || !strings.Contains(file.Text, `"format": "searchlab-export"`) || !strings.Contains(file.Text, board) {
		t.Fatalf("download %q:\n%.300s", file.Name, file.Text)
	}
	dir := t.TempDir()
	good, bad := filepath.Join(dir, "runs.json"), filepath.Join(dir, "broken.json")
	os.WriteFile(good, []byte(file.Text), 0o644)
	os.WriteFile(bad, []byte(`{"format":"searchlab-export","version":1,"history":[{"id":1}`), 0o644)

	q, _ := uiOpen(t, "", 60*time.Second)
	q.Run(t, chromedp.SetUploadFiles(ByTestID("import"), []string{bad}, chromedp.ByQuery))
	uiWait(t, q, "the refusal", fmt.Sprintf(`document.querySelector(%q).textContent.includes("Could not import broken.json")`, ByTestID("notice")), 5*time.Second)
	if h := uiText(t, q, "history"); !strings.Contains(h, "No runs yet") {
		t.Errorf("a malformed import changed the history: %q", h)
	}
	q.Run(t, chromedp.SetUploadFiles(ByTestID("import"), []string{good}, chromedp.ByQuery))
	uiWait(t, q, "the import", fmt.Sprintf(`document.querySelector(%q).textContent.includes("Imported 1 run ")`, ByTestID("notice")), 5*time.Second)
	if h := uiText(t, q, "history"); !strings.Contains(h, board) {
		t.Errorf("the imported run is not listed: %q", h)
	}
	// History persists across a reload (localStorage).
	q.Reload(t, "")
	q.WaitTestID(t, "history")
	if h := uiText(t, q, "history"); !strings.Contains(h, board) {
		t.Errorf("the history did not survive a reload: %q", h)
	}
	uiNoErrors(t, p)
	uiNoErrors(t, q)
}

// TestUIUnsolvableAndCrash: an unsolvable edit is flagged before anything
// runs; a crashed solver is reported and the board is kept.
func TestUIUnsolvableAndCrash(t *testing.T) {
	p, _ := uiOpen(t, "", 60*time.Second)
	uiClick(t, p, "edit")
	uiSet(t, p, "board-text", "2 1 3/4 5 6/7 8 0")
	p.WaitTestID(t, "unsolvable")
	if u := uiText(t, p, "unsolvable"); !strings.Contains(u, "1 inversion (") {
		t.Errorf("unsolvable reason %q", u)
	}
	uiClick(t, p, "edit")
	p.Run(t, chromedp.KeyEvent("r"))
	uiWait(t, p, "the unsolvable status", fmt.Sprintf(`document.querySelector(%q).dataset.outcome == "unsolvable"`, ByTestID("status")), 5*time.Second)
	// A solver that crashes mid-search.
	uiSet(t, p, "goal-mode", "first") // some goal the board can reach, or not: set a solvable board next
	uiClick(t, p, "edit")
	uiSet(t, p, "board-text", "1 2 3/4 5 6/0 7 8")
	uiSet(t, p, "goal-mode", "last")
	uiClick(t, p, "edit")
	p.Eval(t, `(() => { globalThis.searchlabSolver.request = (lane, path, req, onLine, onEnd) => setTimeout(() => onEnd({kind: "crashed", why: "the worker ran out of memory"}), 50); return true; })()`, nil)
	uiClick(t, p, "run")
	uiWait(t, p, "the crash status", fmt.Sprintf(`document.querySelector(%q).dataset.outcome == "crashed"`, ByTestID("status")), 5*time.Second)
	if s := uiText(t, p, "status"); !strings.Contains(s, "Crashed") || !strings.Contains(s, "out of memory") {
		t.Errorf("crash status %q", s)
	}
	if b := uiBoard(t, p); b.String() != "1 2 3/4 5 6/0 7 8" {
		t.Errorf("the board was lost: %v", b)
	}
	uiNoErrors(t, p)
}

// TestUIThemeAboutKeys: the theme switch, the about panel and play/pause
// by keyboard.
func TestUIThemeAboutKeys(t *testing.T) {
	p, _ := uiOpen(t, "", 90*time.Second)
	uiClick(t, p, "theme")
	uiWait(t, p, "the dark theme", `document.body.classList.contains("theme-dark")`, 5*time.Second)
	var bg string
	p.Eval(t, `getComputedStyle(document.body).backgroundColor`, &bg)
	if bg != "rgb(17, 20, 24)" {
		t.Errorf("dark background %q", bg)
	}
	uiClick(t, p, "about-toggle")
	p.WaitTestID(t, "about")
	if a := uiText(t, p, "about"); !strings.Contains(a, "Korf") || !strings.Contains(a, "Bouton") || !strings.Contains(a, "Damien Clarke") || !strings.Contains(a, "4th edition") {
		t.Errorf("about panel %q", a)
	}
	uiScreenshot(t, p, 1280, "/tmp/searchlab-ui-dark.png")
	uiClick(t, p, "about-close")
	uiClick(t, p, "run")
	uiWait(t, p, "a solution", fmt.Sprintf(`document.querySelector(%q).dataset.outcome == "found"`, ByTestID("status")), 60*time.Second)
	p.Run(t, chromedp.KeyEvent(" "))
	uiWait(t, p, "playback to start", `document.querySelector('[data-testid=play]').textContent.includes("Pause")`, 5*time.Second)
	p.Run(t, chromedp.KeyEvent("p"))
	uiWait(t, p, "playback to pause", `document.querySelector('[data-testid=play]').textContent.includes("Play")`, 5*time.Second)
	p.Run(t, chromedp.KeyEvent(kb.End)) // an unmapped key does nothing
	uiWait(t, p, "jump-end enabled", `!document.querySelector('[data-testid=jump-end]').disabled`, 5*time.Second)
	uiClick(t, p, "jump-end")
	uiWait(t, p, "the player at the end", `(([a, b]) => a === b)(document.querySelector('[data-testid=player-pos]').textContent.split(" / "))`, 5*time.Second)
	if b := uiBoard(t, p); b != npuzzle.Goal(3, 3) {
		t.Errorf("the end of the solution is %v, not the goal", b)
	}
	uiNoErrors(t, p)
}

// TestUIImageAndDrag: a picture chosen from disk is cut into the tiles
// without being uploaded anywhere; in edit mode, dragging a tile onto
// another swaps them.
func TestUIImageAndDrag(t *testing.T) {
	p, site := uiOpen(t, "", 60*time.Second)
	img := image.NewRGBA(image.Rect(0, 0, 90, 90))
	for y := 0; y < 90; y++ {
		for x := 0; x < 90; x++ {
			img.Set(x, y, color.RGBA{uint8(x * 2), uint8(y * 2), 120, 255})
		}
	}
	path := filepath.Join(t.TempDir(), "holiday.png")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
	f.Close()
	before := len(site.Requests())
	p.Run(t, chromedp.SetUploadFiles(ByTestID("image"), []string{path}, chromedp.ByQuery))
	uiWait(t, p, "tiles with the picture", `document.querySelectorAll('[data-testid=board] image').length == 8`, 5*time.Second)
	var hrefs []string
	p.Eval(t, `[...document.querySelectorAll('[data-testid=board] image')].map(i => i.getAttribute("href"))`, &hrefs)
	for _, h := range hrefs {
		if !strings.HasPrefix(h, "blob:") {
			t.Errorf("tile image %q is not a local object URL", h)
		}
	}
	for _, r := range site.Requests()[before:] {
		if strings.Contains(r, "holiday") {
			t.Errorf("the picture was requested from the server: %s", r)
		}
	}

	// Drag tile A onto tile B in edit mode: they swap.
	uiClick(t, p, "edit")
	start := uiBoard(t, p)
	a, b := start.Tile(0), start.Tile(1)
	if a == 0 || b == 0 {
		a, b = start.Tile(3), start.Tile(4)
	}
	center := func(tile int) (float64, float64) {
		var xy []float64
		p.Eval(t, fmt.Sprintf(`(() => { const r = document.querySelector(%q).getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()`, ByTestID(fmt.Sprintf("tile-%d", tile))+" rect"), &xy)
		return xy[0], xy[1]
	}
	ax, ay := center(a)
	bx, by := center(b)
	p.Run(t,
		chromedp.MouseEvent(input.MousePressed, ax, ay, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		chromedp.MouseEvent(input.MouseMoved, (ax+bx)/2, (ay+by)/2, chromedp.ButtonLeft),
		chromedp.MouseEvent(input.MouseMoved, bx, by, chromedp.ButtonLeft),
		chromedp.MouseEvent(input.MouseReleased, bx, by, chromedp.ButtonLeft, chromedp.ClickCount(1)),
	)
	uiSettle(t, p)
	got := uiBoard(t, p)
	want := start.Tiles()
	for i, x := range want {
		if x == a {
			want[i] = b
		} else if x == b {
			want[i] = a
		}
	}
	if !slices.Equal(got.Tiles(), want) {
		t.Errorf("after dragging %d onto %d: %v, want tiles %v", a, b, got, want)
	}
	uiScreenshot(t, p, 390, "/tmp/searchlab-ui-image-390.png")
	uiNoErrors(t, p)
}
