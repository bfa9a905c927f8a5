//go:build !js

package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"searchlab/core/othello"
)

// UI tests of the Othello screen, driven by clicks on the SVG board's
// squares and checked against core/othello's rules.

// othOpen opens the app and switches to the Othello screen.
func othOpen(t *testing.T, url string) *Page {
	t.Helper()
	p, _ := uiOpen(t, url, 3*time.Minute)
	if !strings.HasPrefix(url, "#v1/othello/") {
		uiSet(t, p, "game-picker", "othello")
	}
	uiWait(t, p, "the Othello screen", `!!document.querySelector("svg.othello-board")`, 10*time.Second)
	return p
}

// othBoard reads the position and the moves the page shows, and replays
// the moves through the rules from the standard opening.
func othBoard(t *testing.T, p *Page) (pos othello.Position, moves []string) {
	t.Helper()
	b := uiAttr(t, p, "board", "data-board")
	pos, err := othello.Parse(b)
	if err != nil {
		t.Fatalf("the page's board %q: %v", b, err)
	}
	return pos, strings.Fields(uiAttr(t, p, "board", "data-moves"))
}

// othReplay plays moves from the opening through the rules.
func othReplay(t *testing.T, moves []string) othello.Position {
	t.Helper()
	p := othello.Start()
	for i, s := range moves {
		m, err := othello.ParseMove(s)
		if err == nil {
			p, err = p.Play(m)
		}
		if err != nil {
			t.Fatalf("move %d %q does not replay: %v", i+1, s, err)
		}
	}
	return p
}

// othClick clicks square sq of the board (a real mouse click).
func othClick(t *testing.T, p *Page, sq string) {
	t.Helper()
	uiClick(t, p, "sq-"+sq)
}

// othWaitIdle waits until no search of the screen runs.
func othWaitIdle(t *testing.T, p *Page, timeout time.Duration) {
	t.Helper()
	uiWait(t, p, "the search to end", fmt.Sprintf(`(document.querySelector(%q) || {}).dataset?.job === ""`, ByTestID("status")), timeout)
	uiSettle(t, p)
}

// othDiscs counts the squares the page marks with data-disc X and O, and
// checks every square's data-disc against pos.
func othCheckSquares(t *testing.T, p *Page, pos othello.Position) {
	t.Helper()
	var cells []struct {
		Sq   string `json:"sq"`
		Disc string `json:"disc"`
	}
	p.Eval(t, `[...document.querySelectorAll('svg.othello-board [data-square]')].map(g => ({sq: g.dataset.square, disc: g.dataset.disc || ""}))`, &cells)
	if len(cells) != 64 {
		t.Fatalf("%d squares carry data-square, want 64", len(cells))
	}
	for _, c := range cells {
		m, err := othello.ParseMove(c.Sq)
		if err != nil {
			t.Fatalf("data-square %q: %v", c.Sq, err)
		}
		want := ""
		if col, ok := pos.At(int(m)); ok {
			want = col.String()
		}
		if c.Disc != want {
			t.Errorf("square %s: data-disc %q, want %q", c.Sq, c.Disc, want)
		}
	}
}

// TestOthelloHumanGame: two people; a click plays f5 and turns e5 (data-disc,
// flipped mark, legal marks for White); a pasted transcript replays; White's
// f8 forces Black to pass (announced); undo and redo take the move and pass
// back and replay them; the share link restores the game in a new page;
// a reload keeps it; the board editor sets a position.
func TestOthelloHumanGame(t *testing.T) {
	p := othOpen(t, "")
	if got := uiValue(t, p, "black-player"); got != "human" {
		t.Errorf("first visit: Black is %q, want human", got)
	}
	pos, moves := othBoard(t, p)
	if pos != othello.Start() || len(moves) != 0 {
		t.Fatalf("first position %v %v", pos, moves)
	}
	uiScreenshot(t, p, 1280, "/tmp/searchlab-othello-first-1280.png")
	uiSet(t, p, "white-player", "human")
	othCheckSquares(t, p, pos)
	var legal []string
	p.Eval(t, `[...document.querySelectorAll('svg.othello-board .square.legal')].map(g => g.dataset.square).sort()`, &legal)
	if strings.Join(legal, " ") != "c4 d3 e6 f5" {
		t.Errorf("legal marks %v, want c4 d3 e6 f5", legal)
	}

	othClick(t, p, "f5")
	pos, moves = othBoard(t, p)
	if strings.Join(moves, " ") != "f5" || pos != othReplay(t, moves) {
		t.Fatalf("after f5: %v %v", pos, moves)
	}
	othCheckSquares(t, p, pos)
	if f := uiAttr(t, p, "sq-e5", "data-flipped"); f != "true" {
		t.Errorf("e5 not marked as turned (data-flipped %q)", f)
	}
	if s := uiAttr(t, p, "score", "data-black"); s != "4" {
		t.Errorf("Black's score %q, want 4", s)
	}
	if turn := uiAttr(t, p, "status", "data-turn"); turn != "O" {
		t.Errorf("turn %q, want O", turn)
	}

	// The keyboard: a legal square takes the focus and plays on Enter.
	var focusable bool
	p.Eval(t, `(() => { const g = document.querySelector('[data-testid="sq-f6"]'); g.focus(); const ok = document.activeElement === g;
		g.dispatchEvent(new KeyboardEvent("keydown", {key: "Enter", bubbles: true})); return ok })()`, &focusable)
	uiSettle(t, p)
	if _, m := othBoard(t, p); !focusable || strings.Join(m, " ") != "f5 f6" {
		t.Errorf("Enter on the focused f6: focusable %v, moves %v", focusable, m)
	}

	// A pasted transcript, then White's f8 leaves Black without a move.
	uiSet(t, p, "record-input", "e6f6g6g7c4h6h8")
	uiClick(t, p, "import-record")
	if _, moves = othBoard(t, p); strings.Join(moves, "") != "e6f6g6g7c4h6h8" {
		t.Fatalf("imported moves %v", moves)
	}
	othClick(t, p, "f8")
	pos, moves = othBoard(t, p)
	if len(moves) != 9 || moves[8] != "pass" || uiAttr(t, p, "status", "data-passed") != "X" {
		t.Fatalf("after f8: moves %v passed %q", moves, uiAttr(t, p, "status", "data-passed"))
	}
	if s := uiText(t, p, "status"); !strings.Contains(s, "passed") {
		t.Errorf("status %q does not announce the pass", s)
	}
	if pos != othReplay(t, moves) {
		t.Errorf("shown %v, replayed %v", pos, othReplay(t, moves))
	}
	uiScreenshot(t, p, 390, "/tmp/searchlab-othello-pass-390.png")
	uiClick(t, p, "undo")
	if _, moves = othBoard(t, p); len(moves) != 7 {
		t.Errorf("undo: moves %v, want the 7 before f8", moves)
	}
	uiClick(t, p, "redo")
	if _, moves = othBoard(t, p); len(moves) != 9 || moves[7] != "f8" {
		t.Errorf("redo: moves %v, want f8 and the pass back", moves)
	}
	// The keys: u undoes, y redoes.
	key := func(k string) {
		p.Eval(t, fmt.Sprintf(`document.body.dispatchEvent(new KeyboardEvent("keydown", {key: %q, bubbles: true})), true`, k), nil)
		uiSettle(t, p)
	}
	key("u")
	if _, m := othBoard(t, p); len(m) != 7 {
		t.Errorf("key u: moves %v, want 7", m)
	}
	key("y")
	if _, m := othBoard(t, p); len(m) != 9 {
		t.Errorf("key y: moves %v, want 9", m)
	}
	if rec := uiText(t, p, "transcript"); rec != "e6f6g6g7c4h6h8f8" {
		t.Errorf("transcript %q", rec)
	}

	// The share link opens the same game in a new page.
	uiClick(t, p, "share")
	uiWait(t, p, "the link in the address bar", `location.hash.startsWith("#v1/othello/")`, 5*time.Second)
	var hash string
	p.Eval(t, `location.hash`, &hash)
	q := othOpen(t, hash)
	if qpos, qm := othBoard(t, q); qpos != pos || strings.Join(qm, " ") != strings.Join(moves, " ") {
		t.Errorf("shared game: %v %v, want %v %v", qpos, qm, pos, moves)
	}
	if got := uiValue(t, q, "white-player"); got != "human" {
		t.Errorf("shared game: White %q, want human", got)
	}

	// A reload keeps the game.
	p.Reload(t, `history.replaceState(null, "", location.pathname)`)
	p.WaitTestID(t, "game-picker")
	uiSet(t, p, "game-picker", "othello")
	uiWait(t, p, "the Othello screen", `!!document.querySelector("svg.othello-board")`, 10*time.Second)
	if rpos, rm := othBoard(t, p); rpos != pos || len(rm) != len(moves) {
		t.Errorf("after a reload: %v %v, want %v %v", rpos, rm, pos, moves)
	}

	// The board editor: a cleared board with three discs, White to move.
	uiClick(t, p, "edit")
	uiClick(t, p, "edit-clear")
	for _, sq := range []string{"a1", "b1", "b1", "c1"} {
		othClick(t, p, sq)
	}
	uiSet(t, p, "edit-turn", "O")
	uiClick(t, p, "edit-done")
	want := "XOX------------------------------------------------------------- O"
	if b := uiAttr(t, p, "board", "data-board"); b != want {
		t.Errorf("edited board %q, want %q", b, want)
	}
	uiScreenshot(t, p, 1280, "/tmp/searchlab-othello-edited-1280.png")
	uiNoErrors(t, p)
}
