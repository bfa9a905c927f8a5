//go:build !js

package e2e

import (
	"context"
	"fmt"
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"searchlab/core/games/all"
	"searchlab/core/othello"
	"searchlab/core/wire"
)

// Issue 21 on the Othello screen, checked on the page: the MCTS table fits
// its panel, an imported game is valued position by position in the
// worker, the players' forms show only what applies, and the share
// button's notice is a success that fades.

// othShots is where the tests leave their screenshots for a person to look
// at (SEARCHLAB_SHOTS, else a temporary directory).
func othShots(t *testing.T) string {
	t.Helper()
	if d := os.Getenv("SEARCHLAB_SHOTS"); d != "" {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		return d
	}
	return t.TempDir()
}

// othTableFits reports, at the viewport's width, whether the candidates'
// table needs no horizontal scrollbar and its UCB column lies inside the
// panel.
func othTableFits(t *testing.T, p *Page, width, height int64) (fits bool, detail string) {
	t.Helper()
	p.Run(t, chromedp.EmulateViewport(width, height), chromedp.Sleep(300*time.Millisecond))
	var r struct {
		Scroll, Client float64
		UCBRight       float64
		PanelRight     float64
		Found          bool
	}
	p.Eval(t, `(() => { const w = document.querySelector('[data-testid="candidates"] .table-wrap');
		const th = document.querySelector('[data-testid="mcts-table"] th.ucb');
		const panel = document.querySelector('.othello-thinking');
		if (!w || !th || !panel) return {found: false};
		return {found: true, scroll: w.scrollWidth, client: w.clientWidth,
			ucbright: th.getBoundingClientRect().right, panelright: panel.getBoundingClientRect().right}; })()`, &r)
	detail = fmt.Sprintf("%d px: table %v/%v px, UCB header's right %.0f, panel's right %.0f", width, r.Scroll, r.Client, r.UCBRight, r.PanelRight)
	return r.Found && r.Scroll <= r.Client+1 && r.UCBRight <= r.PanelRight, detail
}

// TestOthelloIssue21MCTSTable: after the Bradley–Terry program's move the
// table shows Visits, Mean, Explore, Bias and UCB without a horizontal
// scrollbar at 1280×800 and at 390 px, in both themes; each row's UCB is
// mean + explore + bias as shown; the switch adds the prior column. The
// form of the MCTS player shows the bias term's settings only with a
// feature set, labelled, its switches as checkboxes.
func TestOthelloIssue21MCTSTable(t *testing.T) {
	p := othOpen(t, "")
	// The hints' form leaves out what the screen sets: the exact solver's
	// all_moves (a hint needs every move's value).
	uiClick(t, p, "hints")
	uiSet(t, p, "hint-player", "exact")
	if p.count(t, ByTestID("hint-all_moves")) != 0 || p.count(t, ByTestID("hint-max_empties")) != 1 {
		t.Errorf("the exact solver's hint form: all_moves shown or max_empties missing")
	}
	uiClick(t, p, "hints")
	othWaitIdle(t, p, 30*time.Second)
	uiSet(t, p, "white-player", "mcts-bt")
	if p.count(t, ByTestID("white-candidates")) != 0 {
		t.Errorf("the candidates switch is shown")
	}
	for id, want := range map[string]string{"white-c_bt": "C_BT", "white-move_time_ms": "Move time (ms)", "white-k": "K", "white-iterations": "Iterations"} {
		var label string
		p.Eval(t, fmt.Sprintf(`(document.querySelector(%q)?.closest("label")?.querySelector(".field-label") || {}).textContent || ""`, ByTestID(id)), &label)
		if label != want {
			t.Errorf("%s labelled %q, want %q", id, label, want)
		}
	}
	if typ := uiAttr(t, p, "white-sqrt", "type"); typ != "checkbox" {
		t.Errorf("white-sqrt is a %q, want a checkbox", typ)
	}
	uiSet(t, p, "white-features", "none")
	for _, id := range []string{"white-c_bt", "white-k", "white-sqrt"} {
		if p.count(t, ByTestID(id)) != 0 {
			t.Errorf("%s shown without features", id)
		}
	}
	uiSet(t, p, "white-features", "buro")
	if p.count(t, ByTestID("white-c_bt")) != 1 {
		t.Errorf("c_bt hidden with the buro features")
	}
	nimChange(t, p, "white-iterations", "800")

	othClick(t, p, "f5")
	uiWait(t, p, "the AI's reply", `document.querySelector('[data-testid="board"]').dataset.moves.split(" ").length === 2`, 60*time.Second)
	othWaitIdle(t, p, 10*time.Second)
	var head []string
	p.Eval(t, `[...document.querySelectorAll('[data-testid="mcts-table"] thead th')].map(th => th.textContent)`, &head)
	if got := strings.Join(head, " "); got != "Move Visits Mean Explore Bias UCB" {
		t.Errorf("columns %q", got)
	}
	var rows [][]string
	p.Eval(t, `[...document.querySelectorAll('[data-testid="mcts-table"] tbody tr')].map(r => [...r.cells].map(c => c.textContent))`, &rows)
	if len(rows) == 0 {
		t.Fatal("no rows")
	}
	for _, r := range rows {
		var v [4]float64
		for i, c := range []string{r[2], r[3], r[4], r[5]} {
			f, err := strconv.ParseFloat(c, 64)
			if err != nil {
				t.Fatalf("row %v: %v", r, err)
			}
			v[i] = f
		}
		if math.Abs(v[0]+v[1]+v[2]-v[3]) > 0.0025 {
			t.Errorf("row %v: mean + explore + bias = %.3f, UCB %.3f", r, v[0]+v[1]+v[2], v[3])
		}
	}
	dir := othShots(t)
	for _, theme := range []string{"light", "dark"} {
		if theme == "dark" {
			uiClick(t, p, "theme")
		}
		for _, w := range []int64{1280, 390} {
			if fits, detail := othTableFits(t, p, w, 800); !fits {
				t.Errorf("%s theme: the table does not fit: %s", theme, detail)
			}
			uiScreenshot(t, p, w, filepath.Join(dir, fmt.Sprintf("othello-mcts-%s-%d.png", theme, w)))
		}
	}
	p.Run(t, chromedp.EmulateViewport(1280, 800))
	uiClick(t, p, "all-terms")
	p.Eval(t, `[...document.querySelectorAll('[data-testid="mcts-table"] thead th')].map(th => th.textContent)`, &head)
	if got := strings.Join(head, " "); got != "Move Visits Mean Explore Bias Prior UCB" {
		t.Errorf("all terms: columns %q", got)
	}
	uiNoErrors(t, p)
}

// othFullGame is a whole game of seeded random moves, its transcript and
// every position from the opening on (passes included, as the page keeps
// them).
func othFullGame(seed int64) (record string, positions []othello.Position) {
	r := rand.New(rand.NewSource(seed))
	p := othello.Start()
	positions = []othello.Position{p}
	var ms []othello.Move
	for !p.Over() {
		if p.MustPass() {
			p = p.Apply(othello.Pass)
			positions = append(positions, p)
			continue
		}
		legal := p.Moves(nil)
		m := legal[r.Intn(len(legal))]
		ms = append(ms, m)
		p = p.Apply(m)
		positions = append(positions, p)
	}
	return othello.FormatRecord(ms), positions
}

// othPoints reads the evaluation graph's points: ply → value for Black.
func othPoints(t *testing.T, p *Page) map[int]float64 {
	t.Helper()
	var pts []struct {
		Ply   string `json:"ply"`
		Value string `json:"value"`
	}
	p.Eval(t, `[...document.querySelectorAll('[data-testid="eval-graph"] circle.pt')].map(c => ({ply: c.dataset.ply, value: c.dataset.value}))`, &pts)
	out := map[int]float64{}
	for _, x := range pts {
		ply, err1 := strconv.Atoi(x.Ply)
		v, err2 := strconv.ParseFloat(x.Value, 64)
		if err1 != nil || err2 != nil {
			t.Fatalf("point %+v", x)
		}
		out[ply] = v
	}
	return out
}

// othHintDepth makes the hint engine alpha-beta at depth d (the analysis
// uses it) and hides the hints again.
func othHintDepth(t *testing.T, p *Page, d string) {
	t.Helper()
	uiClick(t, p, "hints")
	uiSet(t, p, "hint-player", "alphabeta")
	nimChange(t, p, "hint-depth", d)
	uiClick(t, p, "hints")
	othWaitIdle(t, p, 30*time.Second)
}

// othImport pastes a transcript and presses Import.
func othImport(t *testing.T, p *Page, record string) {
	t.Helper()
	uiSet(t, p, "record-input", record)
	uiClick(t, p, "import-record")
}

// TestOthelloIssue21ImportValuesTheGame: an imported whole game is valued
// in the worker with a progress bar; the graph then has a point for every
// position that is not a forced pass, each the value the native solver
// gives the same request (for Black), the last the exact final disc
// difference.
func TestOthelloIssue21ImportValuesTheGame(t *testing.T) {
	p := othOpen(t, "")
	uiSet(t, p, "white-player", "human")
	othHintDepth(t, p, "2")
	rec, positions := othFullGame(21)
	start := time.Now()
	othImport(t, p, rec)
	uiWait(t, p, "the valuing to start", `!!document.querySelector('[data-testid="analysis-progress"]') || document.querySelector('[data-testid="eval-graph"]').dataset.analysis === "done"`, 10*time.Second)
	uiWait(t, p, "the valuing to end", `document.querySelector('[data-testid="eval-graph"]').dataset.analysis === "done"`, 3*time.Minute)
	t.Logf("%d positions valued in %v (alpha-beta depth 2, in the worker)", len(positions), time.Since(start))
	pts := othPoints(t, p)
	var seed int64
	p.Eval(t, `Number(document.querySelector('[data-testid="seed"]').value)`, &seed)
	want := 0
	for ply, pos := range positions {
		if pos.MustPass() {
			if _, ok := pts[ply]; ok {
				t.Errorf("a point at the forced pass after move %d", ply)
			}
			continue
		}
		want++
		got, ok := pts[ply]
		if !ok {
			t.Errorf("no point after move %d", ply)
			continue
		}
		if pos.Over() {
			if got != float64(pos.Score(othello.Black)) {
				t.Errorf("final point %v, want the disc difference %d", got, pos.Score(othello.Black))
			}
			continue
		}
		body := fmt.Sprintf(`{"game":"othello","board":%q,"algorithm":"alphabeta","params":{"depth":2,"candidates":false},"seed":%d}`, pos.String(), seed+int64(ply))
		req, err := wire.DecodeRequest(strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		w := all.Builtin().Solve(context.Background(), req, nil)
		v := w.TwoPlayerResult.Value
		if pos.Turn == othello.White {
			v = -v
		}
		if math.Abs(v-got) > 1e-6 {
			t.Errorf("after move %d: the graph says %v, the solver %v for Black", ply, got, v)
		}
	}
	if n := len(pts); n != want {
		t.Errorf("%d points, want %d", n, want)
	}
	if m := uiText(t, p, "othello-message"); !strings.Contains(m, "valued") {
		t.Errorf("message %q", m)
	}
	uiScreenshot(t, p, 1280, filepath.Join(othShots(t), "othello-import-graph-1280.png"))
	uiNoErrors(t, p)
}

// TestOthelloIssue21ImportStop: Stop ends the valuing of an imported game
// within a fraction of a second and keeps the points so far.
func TestOthelloIssue21ImportStop(t *testing.T) {
	p := othOpen(t, "")
	uiSet(t, p, "white-player", "human")
	othHintDepth(t, p, "9")
	rec, _ := othFullGame(5)
	othImport(t, p, rec)
	uiWait(t, p, "the valuing to start", `!!document.querySelector('[data-testid="analysis-progress"]')`, 10*time.Second)
	uiWait(t, p, "a node count", `/[1-9]/.test(document.querySelector('[data-testid="analysis-text"]').textContent.split("),")[1] || "")`, 30*time.Second)
	uiScreenshot(t, p, 390, filepath.Join(othShots(t), "othello-import-progress-390.png"))
	start := time.Now()
	uiClick(t, p, "stop")
	othWaitIdle(t, p, 2*time.Second)
	t.Logf("stopped in %v", time.Since(start))
	if s := uiAttr(t, p, "eval-graph", "data-analysis"); s != "stopped" {
		t.Errorf("data-analysis %q after Stop", s)
	}
	if m := uiText(t, p, "othello-message"); !strings.HasPrefix(m, "Stopped:") {
		t.Errorf("message %q", m)
	}
	n := len(othPoints(t, p))
	time.Sleep(time.Second)
	if m := len(othPoints(t, p)); m != n {
		t.Errorf("points went on after Stop: %d then %d", n, m)
	}
	uiNoErrors(t, p)
}

// TestOthelloIssue21ShareNotice: the share button's notice is a success
// that names no URL and fades.
func TestOthelloIssue21ShareNotice(t *testing.T) {
	p := othOpen(t, "")
	p.Eval(t, `(() => { Object.defineProperty(navigator, "clipboard", {value: {writeText: () => Promise.resolve()}, configurable: true}); return true })()`, nil)
	uiClick(t, p, "share")
	uiWait(t, p, "the notice", `document.querySelector('[data-testid="notice"]').dataset.kind === "success"`, 5*time.Second)
	if n := uiText(t, p, "notice"); strings.Contains(n, "http") || strings.Contains(n, "#v1") || !strings.Contains(n, "Link copied") {
		t.Errorf("notice %q", n)
	}
	uiWait(t, p, "the success to fade", `document.querySelector('[data-testid="notice"]').classList.contains("empty")`, 15*time.Second)
	uiNoErrors(t, p)
}
