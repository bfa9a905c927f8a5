//go:build js && wasm

package othelloscreen

import (
	"fmt"
	"strings"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/event"

	"searchlab/core/othello"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/ui"
)

// cell is the side of one square in SVG user units; margin holds the
// coordinates.
const (
	cell   = 60
	margin = 22
)

// Board draws the game as SVG: coordinates a–h and 1–8 (row 1 at the
// top, as Othello diagrams do), the discs, the legal moves of a person to
// move, the last disc placed and the discs it turned, and the hints. Each
// square carries data-square (a1…h8) and, with a disc, data-disc (X or O).
type Board struct {
	vecty.Core
	Part `vecty:"prop"`
}

// Render implements vecty.Component.
func (b *Board) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("OthelloBoard", &out)
	s := b.S
	pos := s.Pos
	if s.Editing {
		pos = s.Edit
	}
	size := 8*cell + margin
	coords := vecty.List{}
	for i := 0; i < 8; i++ {
		c := margin + i*cell + cell/2
		coords = append(coords,
			ui.SVG("text", vecty.Markup(vecty.Class("coord"), vecty.Attribute("x", ui.Itoa(c)), vecty.Attribute("y", ui.Itoa(margin-7)),
				vecty.Attribute("text-anchor", "middle")), vecty.Text(string(rune('a'+i)))),
			ui.SVG("text", vecty.Markup(vecty.Class("coord"), vecty.Attribute("x", ui.Itoa(margin/2)), vecty.Attribute("y", ui.Itoa(c+5)),
				vecty.Attribute("text-anchor", "middle")), vecty.Text(string(rune('1'+i)))))
	}
	showLegal := s.HumanToMove() && !s.Editing
	// The grid's rows (role row), each of its eight squares (gridcell),
	// so a screen reader walks the board by rank and file.
	rows := make(vecty.List, 0, 8)
	for r := 0; r < 8; r++ {
		squares := make(vecty.List, 0, 8)
		for sq := 8 * r; sq < 8*r+8; sq++ {
			squares = append(squares, b.square(pos, sq, showLegal))
		}
		rows = append(rows, ui.SVG("g", vecty.Markup(vecty.Attribute("role", "row"),
			vecty.Attribute("aria-label", b.Lang.T("oth.board.rank", "n", r+1))), squares))
	}
	moves := strings.Join(s.Moves, " ")
	return ui.SVG("svg",
		vecty.Markup(
			ui.TestID("board"),
			vecty.Class("othello-board"),
			vecty.MarkupIf(s.Editing, vecty.Class("editing")),
			vecty.MarkupIf(showLegal, vecty.Class("can-move")),
			vecty.Attribute("viewBox", fmt.Sprintf("0 0 %d %d", size+4, size+4)),
			vecty.Attribute("role", "grid"),
			vecty.Attribute("aria-label", b.Lang.T("oth.board.aria", "side", Colour(b.Lang, int(pos.Turn)))),
			vecty.Attribute("data-board", pos.String()),
			vecty.Attribute("data-moves", moves),
			vecty.Attribute("data-record", s.Record()),
			vecty.Attribute("data-turn", pos.Turn.String()),
			vecty.Attribute("data-over", fmt.Sprint(s.Over)),
			vecty.Attribute("data-hints", ui.Itoa(hintCount(s))),
		),
		ui.SVG("rect", vecty.Markup(vecty.Class("frame"), vecty.Attribute("x", ui.Itoa(margin-2)), vecty.Attribute("y", ui.Itoa(margin-2)),
			vecty.Attribute("width", ui.Itoa(8*cell+4)), vecty.Attribute("height", ui.Itoa(8*cell+4)), vecty.Attribute("rx", "4"))),
		coords,
		rows,
	)
}

// hintCount is the number of hints drawn.
func hintCount(s *State) int {
	if s.Hints == nil || s.Hints.Ply != len(s.Moves) || s.Editing {
		return 0
	}
	n := 0
	for sq := 0; sq < 64; sq++ {
		if _, ok := s.Hints.HintFor(SquareName(sq)); ok && Has(s.Legal, sq) {
			n++
		}
	}
	return n
}

// square gathers what square sq shows into its component's props.
func (b *Board) square(pos othello.Position, sq int, showLegal bool) *Square {
	s := b.S
	q := &Square{Env: b.Env, Sq: sq, Editing: s.Editing, Mover: Colour(b.Lang, int(pos.Turn)), Lang: b.Lang}
	if c, ok := pos.At(sq); ok {
		q.Disc = c.String()
	}
	q.Legal = showLegal && Has(s.Legal, sq)
	q.Last = !s.Editing && sq == s.Last
	q.Flipped = !s.Editing && Has(s.Flipped, sq)
	if s.Hints != nil && s.Hints.Ply == len(s.Moves) && Has(s.Legal, sq) && !s.Editing {
		if hint, ok := s.Hints.HintFor(SquareName(sq)); ok {
			best, _ := bestCandidate(s.Hints.Candidates)
			q.Hint = FormatValueIn(b.Lang, hint.Value, s.Hints.ValueKind)
			if hint.Bound == "upper" {
				q.Hint = "≤" + q.Hint
			}
			q.Best, q.Exact, q.Visits = hint.Value == best.Value, hint.Exact, hint.Visits
		}
	}
	return q
}

// Square is one square of the board: its disc, legal-move mark, last-move
// mark, turned ring and hint. It re-renders only when one of them changed
// (a move changes a handful of squares).
type Square struct {
	vecty.Core
	Env     *ui.Env   `vecty:"prop"`
	Sq      int       `vecty:"prop"`
	Disc    string    `vecty:"prop"` // "X", "O" or ""
	Legal   bool      `vecty:"prop"`
	Last    bool      `vecty:"prop"`
	Flipped bool      `vecty:"prop"`
	Editing bool      `vecty:"prop"`
	Hint    string    `vecty:"prop"` // the hint's value ("" none)
	Best    bool      `vecty:"prop"`
	Exact   bool      `vecty:"prop"`
	Visits  int64     `vecty:"prop"`
	Mover   string    `vecty:"prop"` // "Black" or "White": whose legal move it is
	Lang    i18n.Lang `vecty:"prop"`
}

// SkipRender implements vecty.RenderSkipper.
func (q *Square) SkipRender(prev vecty.Component) bool {
	p, ok := prev.(*Square)
	return ok && p.Sq == q.Sq && p.Disc == q.Disc && p.Legal == q.Legal && p.Last == q.Last && p.Flipped == q.Flipped &&
		p.Editing == q.Editing && p.Hint == q.Hint && p.Best == q.Best && p.Exact == q.Exact && p.Visits == q.Visits && p.Mover == q.Mover && p.Lang == q.Lang
}

// Render implements vecty.Component.
func (q *Square) Render() vecty.ComponentOrHTML {
	name := SquareName(q.Sq)
	x, y := margin+(q.Sq%8)*cell, margin+(q.Sq/8)*cell
	cx, cy := x+cell/2, y+cell/2
	kids := vecty.List{
		ui.SVG("rect", vecty.Markup(vecty.Class("sq"), vecty.Attribute("x", ui.Itoa(x)), vecty.Attribute("y", ui.Itoa(y)),
			vecty.Attribute("width", ui.Itoa(cell)), vecty.Attribute("height", ui.Itoa(cell)))),
	}
	if q.Disc != "" {
		kids = append(kids, ui.SVG("circle", vecty.Markup(vecty.Class("disc", map[bool]string{true: "white", false: "black"}[q.Disc == "O"]),
			vecty.MarkupIf(q.Flipped, vecty.Class("flipped")),
			vecty.Attribute("cx", ui.Itoa(cx)), vecty.Attribute("cy", ui.Itoa(cy)), vecty.Attribute("r", ui.Itoa(cell/2-6)))))
		if q.Last {
			kids = append(kids, ui.SVG("circle", vecty.Markup(vecty.Class("last-mark"), vecty.Attribute("cx", ui.Itoa(cx)), vecty.Attribute("cy", ui.Itoa(cy)),
				vecty.Attribute("r", "5"))))
		}
	}
	if q.Legal && q.Hint == "" {
		kids = append(kids, ui.SVG("circle", vecty.Markup(vecty.Class("legal-mark"), vecty.Attribute("cx", ui.Itoa(cx)), vecty.Attribute("cy", ui.Itoa(cy)),
			vecty.Attribute("r", "7"))))
	}
	if q.Hint != "" {
		kids = append(kids, ui.SVG("text", vecty.Markup(vecty.Class("hint"), vecty.MarkupIf(q.Best, vecty.Class("best")),
			vecty.MarkupIf(q.Exact, vecty.Class("exact")),
			vecty.Attribute("x", ui.Itoa(cx)), vecty.Attribute("y", ui.Itoa(cy+6)), vecty.Attribute("text-anchor", "middle")), vecty.Text(q.Hint)))
		if q.Visits > 0 { // MCTS: the visits under the win rate
			kids = append(kids, ui.SVG("text", vecty.Markup(vecty.Class("hint-visits"),
				vecty.Attribute("x", ui.Itoa(cx)), vecty.Attribute("y", ui.Itoa(cy+21)), vecty.Attribute("text-anchor", "middle")),
				vecty.Text(formatCount(q.Visits))))
		}
	}
	label := name + ": " + q.spoken()
	env, editing := q.Env, q.Editing
	return ui.SVG("g", vecty.Markup(
		vecty.Class("square"),
		vecty.MarkupIf(q.Legal, vecty.Class("legal")),
		vecty.MarkupIf(q.Last, vecty.Class("last")),
		ui.TestID("sq-"+name),
		vecty.Attribute("data-square", name),
		vecty.MarkupIf(q.Disc != "", vecty.Attribute("data-disc", q.Disc)),
		vecty.MarkupIf(q.Hint != "", vecty.Attribute("data-hint", q.Hint)),
		vecty.MarkupIf(q.Flipped, vecty.Attribute("data-flipped", "true")),
		vecty.Attribute("role", "gridcell"),
		vecty.Attribute("aria-label", label),
		// Legal squares (every square while editing) take the keyboard
		// focus (Tab) and play on Enter or Space; the arrow keys walk
		// every square (tabindex -1: focusable, not a Tab stop).
		vecty.Attribute("tabindex", map[bool]string{true: "0", false: "-1"}[q.Legal || editing]),
		event.Click(func(*vecty.Event) { q.act(env, name, editing) }),
		event.KeyDown(func(e *vecty.Event) {
			key := e.Get("key").String()
			if key == "Enter" || key == " " {
				e.Call("preventDefault")
				q.act(env, name, editing)
				return
			}
			if r, c, ok := ui.GridStep(key, q.Sq/8, q.Sq%8, 8, 8); ok {
				e.Call("preventDefault")
				ui.FocusTestID("sq-" + SquareName(8*r+c))
			}
		}),
	), kids)
}

// spoken is what a screen reader says of the square after its name: the
// disc, or that it is empty, and whether the side to move may play there,
// with the hint's value when hints are shown ("d3: empty; legal move for
// White, value +4").
func (q *Square) spoken() string {
	var s string
	l := q.Lang
	switch q.Disc {
	case "X":
		s = l.T("oth.sq.black")
	case "O":
		s = l.T("oth.sq.white")
	default:
		s = l.T("oth.sq.empty")
	}
	if q.Legal {
		s += l.T("oth.sq.legal", "side", q.Mover)
		if q.Hint != "" {
			s += l.T("oth.sq.value", "v", q.Hint)
		}
	}
	if q.Last {
		s += l.T("oth.sq.last")
	}
	if q.Flipped {
		s += l.T("oth.sq.turned")
	}
	return s
}

// act plays the square, or cycles it while editing.
func (q *Square) act(env *ui.Env, name string, editing bool) {
	if editing {
		env.Dispatch(EditSquare{Square: name})
	} else {
		env.Dispatch(Play{Square: name})
	}
}
