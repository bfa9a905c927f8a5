//go:build !js

package e2e

import (
	"context"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"time"

	"searchlab/core/games/all"
	"searchlab/core/othello"
	"searchlab/core/wire"
)

// UI tests of the Othello screen's programs: the AI's reply from the
// worker, hints, Stop, undo/redo against the AI, AI vs AI with the longest
// main-thread task, and the match panel.

// TestOthelloAIReplyHintsStop: on the first visit a person plays Black
// against alpha-beta; the person's f5 gets a legal reply from the worker
// with its principal variation and node count; the hints write a value on
// every legal square; undo goes back to the person's turn and redo
// replays both moves; a deep search streams progress and stops on Stop,
// keeping the person's move.
func TestOthelloAIReplyHintsStop(t *testing.T) {
	p := othOpen(t, "")
	if b, w := uiValue(t, p, "black-player"), uiValue(t, p, "white-player"); b != "human" || w != "alphabeta" {
		t.Fatalf("first visit: Black %q White %q, want human against alphabeta", b, w)
	}
	othClick(t, p, "f5")
	uiWait(t, p, "the AI's reply", `document.querySelector('[data-testid="board"]').dataset.moves.split(" ").length === 2`, 60*time.Second)
	othWaitIdle(t, p, 10*time.Second)
	pos, moves := othBoard(t, p)
	if pos != othReplay(t, moves) || moves[0] != "f5" {
		t.Fatalf("after the reply: %v %v", pos, moves)
	}
	if got := uiAttr(t, p, "ai-reply", "data-move"); got != moves[1] {
		t.Errorf("the thinking panel shows %q, the board played %q", got, moves[1])
	}
	if pv := uiText(t, p, "pv"); !strings.Contains(pv, moves[1]) {
		t.Errorf("principal variation %q does not start with the move %s", pv, moves[1])
	}
	if n := uiText(t, p, "stat-nodes"); n == "" || n == "0" {
		t.Errorf("nodes %q", n)
	}
	if last := uiAttr(t, p, "sq-"+moves[1], "data-disc"); last != "O" {
		t.Errorf("the AI's square %s shows disc %q", moves[1], last)
	}

	// Hints: a value on every legal square.
	uiClick(t, p, "hints")
	legal := bits.OnesCount64(pos.LegalMask())
	uiWait(t, p, "the hints", fmt.Sprintf(`document.querySelector('[data-testid="board"]').dataset.hints === "%d"`, legal), 60*time.Second)
	for m := pos.LegalMask(); m != 0; m &= m - 1 {
		sq := othello.Move(bits.TrailingZeros64(m)).String()
		if h := uiAttr(t, p, "sq-"+sq, "data-hint"); h == "" {
			t.Errorf("legal square %s has no hint", sq)
		}
	}
	uiScreenshot(t, p, 1280, "/tmp/searchlab-othello-hints-1280.png")
	uiScreenshot(t, p, 390, "/tmp/searchlab-othello-hints-390.png")
	uiClick(t, p, "hints") // off: the next searches are the AI's only
	othWaitIdle(t, p, 10*time.Second)

	// Undo: back to the person's turn (both moves); redo: both again.
	uiClick(t, p, "undo")
	if _, m := othBoard(t, p); len(m) != 0 {
		t.Errorf("undo: moves %v, want none", m)
	}
	uiClick(t, p, "redo")
	if _, m := othBoard(t, p); strings.Join(m, " ") != strings.Join(moves, " ") {
		t.Errorf("redo: moves %v, want %v", m, moves)
	}

	// Stop during a long think.
	nimChange(t, p, "white-depth", "14")
	var sq string
	for m := pos.LegalMask(); m != 0; m &= m - 1 {
		sq = othello.Move(bits.TrailingZeros64(m)).String()
		break
	}
	othClick(t, p, sq)
	uiWait(t, p, "the AI to think", fmt.Sprintf(`document.querySelector(%q).dataset.thinking === "true"`, ByTestID("status")), 10*time.Second)
	uiWait(t, p, "progress from the worker", `/[1-9]/.test((document.querySelector('[data-testid="ai-reply"] [data-testid="stat-expanded"]') || {}).textContent || "")`, 30*time.Second)
	uiClick(t, p, "stop")
	othWaitIdle(t, p, 10*time.Second)
	if _, m := othBoard(t, p); len(m) != 3 || m[2] != sq {
		t.Errorf("after Stop: moves %v, want the person's %s last", m, sq)
	}
	if msg := uiText(t, p, "othello-message"); !strings.Contains(msg, "stopped") {
		t.Errorf("message %q: want it to say the search stopped", msg)
	}
	uiNoErrors(t, p)
}

// TestOthelloAIvsAIAndMatch: alpha-beta against random plays a whole game
// by itself (auto-play, no pause); every move replays through the rules and
// the result matches the final position; the longest main-thread task of
// the page during the game is logged. Then the match panel plays 2 games in
// the worker and shows the progress bar full and W/D/L adding up to 2.
func TestOthelloAIvsAIAndMatch(t *testing.T) {
	p := othOpen(t, "")
	p.Eval(t, `(() => { window.__longest = 0; window.__longtasks = 0;
		new PerformanceObserver(l => { for (const e of l.getEntries()) { window.__longtasks++; window.__longest = Math.max(window.__longest, e.duration) } }).observe({type: "longtask", buffered: false});
		return true })()`, nil)
	uiSet(t, p, "black-player", "alphabeta")
	nimChange(t, p, "black-depth", "2")
	uiSet(t, p, "white-player", "random")
	uiSet(t, p, "speed", "0")
	start := time.Now()
	uiClick(t, p, "auto")
	uiWait(t, p, "the end of the game", fmt.Sprintf(`document.querySelector(%q).dataset.over === "true"`, ByTestID("status")), 150*time.Second)
	elapsed := time.Since(start)
	pos, moves := othBoard(t, p)
	if got := othReplay(t, moves); got != pos || !pos.Over() {
		t.Fatalf("final position %v (replayed %v), over %v", pos, got, pos.Over())
	}
	var longest float64
	var count int
	p.Eval(t, `window.__longest`, &longest)
	p.Eval(t, `window.__longtasks`, &count)
	t.Logf("AI vs AI (alpha-beta depth 2 vs random): %d moves in %v; main thread: %d long tasks, longest %.0f ms", len(moves), elapsed, count, longest)
	d := pos.Score(othello.Black)
	want := "a draw"
	if d > 0 {
		want = "Black wins by " + strconv.Itoa(d)
	} else if d < 0 {
		want = "White wins by " + strconv.Itoa(-d)
	}
	if s := uiText(t, p, "status"); !strings.Contains(s, want) {
		t.Errorf("status %q, want %q", s, want)
	}
	if n := uiAttr(t, p, "eval-graph", "data-points"); n == "" || n == "0" {
		t.Errorf("evaluation graph has %q points", n)
	}
	uiScreenshot(t, p, 1280, "/tmp/searchlab-othello-aivai-1280.png")

	// The match panel: alpha-beta depth 1 against random, 2 games.
	uiSet(t, p, "match-a-player", "alphabeta")
	nimChange(t, p, "match-a-depth", "1")
	uiSet(t, p, "match-b-player", "random")
	uiSet(t, p, "match-games", "2")
	uiClick(t, p, "match-run")
	uiWait(t, p, "the match", fmt.Sprintf(`document.querySelector(%q).dataset.state === "done"`, ByTestID("match-score")), 150*time.Second)
	w, _ := strconv.Atoi(uiAttr(t, p, "match-score", "data-w"))
	dr, _ := strconv.Atoi(uiAttr(t, p, "match-score", "data-d"))
	l, _ := strconv.Atoi(uiAttr(t, p, "match-score", "data-l"))
	if w+dr+l != 2 || uiAttr(t, p, "match-score", "data-played") != "2" {
		t.Errorf("match W/D/L %d/%d/%d, played %s: want 2 games", w, dr, l, uiAttr(t, p, "match-score", "data-played"))
	}
	if v := uiAttr(t, p, "match-progress", "value"); v != "1.000" {
		t.Errorf("match progress %q, want 1.000", v)
	}
	uiScreenshot(t, p, 390, "/tmp/searchlab-othello-match-390.png")
	uiNoErrors(t, p)
}

// BenchmarkOthelloAIMove measures, for each program at its default
// settings, the time from the AI being asked (a position with White to
// move typed into the position field, White a program) to its move shown
// on the page (worker), and the same request run natively through
// api.Builtin().Solve in this process. The position is the opening after
// f5, or for the exact solver (at most 20 empties) a seeded random game's
// position with 18 empties. Run with
//
//	go test ./wasm/e2e -run '^$' -bench OthelloAIMove -benchtime 3x -v
func BenchmarkOthelloAIMove(b *testing.B) {
	algos, err := all.Builtin().Algorithms("othello")
	if err != nil {
		b.Fatal(err)
	}
	for _, a := range algos {
		b.Run(a.ID, func(b *testing.B) {
			needBrowser(b)
			pos := othello.Start().Apply(othello.Move(othello.SquareOf(5, 4)))
			if a.ID == "exact" {
				pos = othEndgame(b, 18)
			}
			p := NewPage(b, 10*time.Minute)
			site := ServeSite(b, distDir)
			p.Open(b, site.Base)
			p.WaitTestID(b, "board")
			set := func(id, v string) {
				p.Eval(b, fmt.Sprintf(`(() => { const el = document.querySelector(%q); el.value = %q; el.dispatchEvent(new Event("change", {bubbles: true})); return true })()`, ByTestID(id), v), nil)
			}
			set("game-picker", "othello")
			p.WaitJS(b, "the Othello screen", `!!document.querySelector("svg.othello-board")`, 10*time.Second)
			set("black-player", "human")
			set("white-player", a.ID)
			params := map[string]any{}
			if _, ok := a.Param("candidates"); ok && strings.HasPrefix(a.ID, "mcts") {
				params["candidates"] = true // as the page asks the MCTS programs
			}
			var page, native time.Duration
			for i := 0; i < b.N; i++ {
				p.Eval(b, `document.querySelector('[data-testid="new-game"]').click(), true`, nil)
				p.WaitJS(b, "a cleared position", `document.querySelector('[data-testid="board"]').dataset.moves === ""`, 10*time.Second)
				start := time.Now()
				set("position", pos.String())
				p.WaitJS(b, "the AI's reply", `document.querySelector('[data-testid="board"]').dataset.moves !== ""`, 5*time.Minute)
				page += time.Since(start)
				t0 := time.Now()
				resp := all.Builtin().Solve(context.Background(), wire.Request{Game: "othello", Board: pos.String(), Algorithm: a.ID, Params: params, Seed: 1}, nil)
				native += time.Since(t0)
				if resp.TwoPlayerResult == nil || resp.BestMove == "" {
					b.Fatalf("native %s: %s %s", a.ID, resp.Status, resp.Error)
				}
			}
			var wall string
			p.Eval(b, `document.querySelector('[data-testid="ai-reply"]').dataset.wallMs || ""`, &wall)
			b.ReportMetric(float64(page.Microseconds())/1000/float64(b.N), "ms/page-move")
			b.ReportMetric(float64(native.Microseconds())/1000/float64(b.N), "ms/native-move")
			b.Logf("%s: page (worker, asked to shown) %.1f ms, native %.1f ms per move; the page's own asked-to-answer for the last: %s ms", a.ID,
				float64(page.Microseconds())/1000/float64(b.N), float64(native.Microseconds())/1000/float64(b.N), wall)
		})
	}
}

// othEndgame is a seeded random game's position with n empties and White
// to move (with a legal move).
func othEndgame(tb testing.TB, n int) othello.Position {
	tb.Helper()
	for seed := uint64(1); seed < 1000; seed++ {
		r := rand.New(rand.NewPCG(seed, 7))
		p := othello.Start()
		for !p.Over() && p.Empties() > n {
			ms := p.Moves(nil)
			p = p.Apply(ms[r.IntN(len(ms))])
		}
		if p.Empties() == n && p.Turn == othello.White && p.LegalMask() != 0 {
			return p
		}
	}
	tb.Fatal("no endgame position found")
	return othello.Position{}
}

// TestOthelloMCTSThinking: White is mcts-bt (the Bradley–Terry program);
// after the person's f5 the thinking panel lists every legal root move with
// its visits and UCB terms, the bias term in its own column and non-zero.
func TestOthelloMCTSThinking(t *testing.T) {
	p := othOpen(t, "")
	uiSet(t, p, "white-player", "mcts-bt")
	nimChange(t, p, "white-iterations", "800")
	othClick(t, p, "f5")
	uiWait(t, p, "the AI's reply", `document.querySelector('[data-testid="board"]').dataset.moves.split(" ").length === 2`, 60*time.Second)
	othWaitIdle(t, p, 10*time.Second)
	after := othReplay(t, []string{"f5"})
	var rows []struct {
		Move   string `json:"move"`
		Visits string `json:"visits"`
		Bias   string `json:"bias"`
	}
	p.Eval(t, `[...document.querySelectorAll('[data-testid="candidates"] tbody tr')].map(r => ({move: r.cells[0].textContent, visits: r.cells[1].textContent, bias: (r.querySelector("td.bias") || {}).textContent || ""}))`, &rows)
	if len(rows) != bits.OnesCount64(after.LegalMask()) {
		t.Fatalf("%d candidate rows, want the %d legal moves: %+v", len(rows), bits.OnesCount64(after.LegalMask()), rows)
	}
	nonZero := false
	for _, r := range rows {
		if b, err := strconv.ParseFloat(r.Bias, 64); err == nil && b > 0 {
			nonZero = true
		}
	}
	if !nonZero {
		t.Errorf("no candidate has a bias term: %+v", rows)
	}
	if s := uiText(t, p, "stat-playouts"); s == "" || s == "0" {
		t.Errorf("playouts %q", s)
	}
	uiScreenshot(t, p, 1280, "/tmp/searchlab-othello-mcts-1280.png")
	uiScreenshot(t, p, 390, "/tmp/searchlab-othello-mcts-390.png")
	uiNoErrors(t, p)
}

// BenchmarkOthelloLongTask measures the page's longest main-thread task
// (PerformanceObserver "longtask", tasks over 50 ms) during a whole AI vs
// AI game on the Othello screen (alpha-beta depth 2 against random, no
// pause), and, as a reference on the same machine in the same run, during
// the Nim screen's AI vs AI game from 7 6 8 5 9 5. Run with
//
//	go test ./wasm/e2e -run '^$' -bench OthelloLongTask -benchtime 1x -v
func BenchmarkOthelloLongTask(b *testing.B) {
	observe := `(() => { window.__longest = 0; window.__longtasks = 0;
		new PerformanceObserver(l => { for (const e of l.getEntries()) { window.__longtasks++; window.__longest = Math.max(window.__longest, e.duration) } }).observe({type: "longtask"});
		return true })()`
	set := func(p *Page, id, v string) {
		p.Eval(b, fmt.Sprintf(`(() => { const el = document.querySelector(%q); el.value = %q; el.dispatchEvent(new Event("change", {bubbles: true})); return true })()`, ByTestID(id), v), nil)
		time.Sleep(100 * time.Millisecond)
	}
	report := func(p *Page, what string, moves int, d time.Duration) {
		var longest float64
		var count int
		p.Eval(b, `window.__longest`, &longest)
		p.Eval(b, `window.__longtasks`, &count)
		b.Logf("%s: %d moves in %v; %d long tasks, longest %.0f ms", what, moves, d, count, longest)
		b.ReportMetric(longest, what+"-longest-ms")
	}
	for i := 0; i < b.N; i++ {
		needBrowser(b)
		p := NewPage(b, 10*time.Minute)
		site := ServeSite(b, distDir)
		p.Open(b, site.Base)
		p.WaitTestID(b, "board")
		set(p, "game-picker", "othello")
		p.WaitJS(b, "the Othello screen", `!!document.querySelector("svg.othello-board")`, 10*time.Second)
		set(p, "black-player", "alphabeta")
		set(p, "black-depth", "2")
		set(p, "white-player", "random")
		set(p, "speed", "0")
		p.Eval(b, observe, nil)
		start := time.Now()
		p.Eval(b, `document.querySelector('[data-testid="auto"]').click(), true`, nil)
		p.WaitJS(b, "the end of the game", `document.querySelector('[data-testid="status"]').dataset.over === "true"`, 5*time.Minute)
		var moves string
		p.Eval(b, `document.querySelector('[data-testid="board"]').dataset.moves`, &moves)
		report(p, "othello", len(strings.Fields(moves)), time.Since(start))

		set(p, "game-picker", "nim")
		p.WaitJS(b, "the Nim screen", `!!document.querySelector(".nim-board")`, 10*time.Second)
		set(p, "nim-mode", "aivai")
		set(p, "nim-position", "7 6 8 5 9 5")
		p.Eval(b, observe, nil)
		start = time.Now()
		p.Eval(b, `document.querySelector('[data-testid="auto"]').click(), true`, nil)
		p.WaitJS(b, "the end of the Nim game", `document.querySelector('[data-testid="status"]').dataset.over === "true"`, 5*time.Minute)
		p.Eval(b, `document.querySelector('[data-testid="board"]').dataset.moves`, &moves)
		report(p, "nim", len(strings.Fields(moves)), time.Since(start))
	}
}
