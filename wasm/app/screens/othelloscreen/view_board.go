//go:build js && wasm

package othelloscreen

import (
	"fmt"
	"strings"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/event"

	"searchlab/core/api"
	"searchlab/core/othello"
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
	Env *ui.Env `vecty:"prop"`
	S   *State  `vecty:"prop"`
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
	squares := make(vecty.List, 0, 64)
	for sq := 0; sq < 64; sq++ {
		squares = append(squares, b.square(pos, sq, showLegal))
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
			vecty.Attribute("aria-label", fmt.Sprintf("Othello board, %s to move", [2]string{"Black", "White"}[pos.Turn])),
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
		squares,
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

// square draws one square with its disc, legal-move mark and hint.
func (b *Board) square(pos othello.Position, sq int, showLegal bool) *vecty.HTML {
	s, env := b.S, b.Env
	name := SquareName(sq)
	x, y := margin+(sq%8)*cell, margin+(sq/8)*cell
	cx, cy := x+cell/2, y+cell/2
	color, has := pos.At(sq)
	legal := showLegal && Has(s.Legal, sq)
	last := !s.Editing && sq == s.Last
	flipped := !s.Editing && Has(s.Flipped, sq)
	kids := vecty.List{
		ui.SVG("rect", vecty.Markup(vecty.Class("sq"), vecty.Attribute("x", ui.Itoa(x)), vecty.Attribute("y", ui.Itoa(y)),
			vecty.Attribute("width", ui.Itoa(cell)), vecty.Attribute("height", ui.Itoa(cell)))),
	}
	disc := ""
	if has {
		disc = color.String()
		kids = append(kids, ui.SVG("circle", vecty.Markup(vecty.Class("disc", map[bool]string{true: "white", false: "black"}[color == othello.White]),
			vecty.MarkupIf(flipped, vecty.Class("flipped")),
			vecty.Attribute("cx", ui.Itoa(cx)), vecty.Attribute("cy", ui.Itoa(cy)), vecty.Attribute("r", ui.Itoa(cell/2-6)))))
		if last {
			kids = append(kids, ui.SVG("circle", vecty.Markup(vecty.Class("last-mark"), vecty.Attribute("cx", ui.Itoa(cx)), vecty.Attribute("cy", ui.Itoa(cy)),
				vecty.Attribute("r", "5"))))
		}
	}
	var hint api.Candidate
	hinted := false
	if s.Hints != nil && s.Hints.Ply == len(s.Moves) && Has(s.Legal, sq) && !s.Editing {
		hint, hinted = s.Hints.HintFor(name)
	}
	if legal && !hinted {
		kids = append(kids, ui.SVG("circle", vecty.Markup(vecty.Class("legal-mark"), vecty.Attribute("cx", ui.Itoa(cx)), vecty.Attribute("cy", ui.Itoa(cy)),
			vecty.Attribute("r", "7"))))
	}
	hintText := ""
	if hinted {
		best, _ := bestCandidate(s.Hints.Candidates)
		hintText = FormatValue(hint.Value, s.Hints.ValueKind)
		if hint.Bound == "upper" {
			hintText = "≤" + hintText
		}
		kids = append(kids, ui.SVG("text", vecty.Markup(vecty.Class("hint"), vecty.MarkupIf(hint.Value == best.Value, vecty.Class("best")),
			vecty.MarkupIf(hint.Exact, vecty.Class("exact")),
			vecty.Attribute("x", ui.Itoa(cx)), vecty.Attribute("y", ui.Itoa(cy+6)), vecty.Attribute("text-anchor", "middle")), vecty.Text(hintText)))
		if hint.Visits > 0 { // MCTS: the visits under the win rate
			kids = append(kids, ui.SVG("text", vecty.Markup(vecty.Class("hint-visits"),
				vecty.Attribute("x", ui.Itoa(cx)), vecty.Attribute("y", ui.Itoa(cy+21)), vecty.Attribute("text-anchor", "middle")),
				vecty.Text(formatCount(hint.Visits))))
		}
	}
	label := name
	if has {
		label += map[bool]string{true: " white", false: " black"}[color == othello.White]
	} else if legal {
		label += " legal move"
	}
	return ui.SVG("g", vecty.Markup(
		vecty.Class("square"),
		vecty.MarkupIf(legal, vecty.Class("legal")),
		vecty.MarkupIf(last, vecty.Class("last")),
		ui.TestID("sq-"+name),
		vecty.Attribute("data-square", name),
		vecty.MarkupIf(has, vecty.Attribute("data-disc", disc)),
		vecty.MarkupIf(hinted, vecty.Attribute("data-hint", hintText)),
		vecty.MarkupIf(flipped, vecty.Attribute("data-flipped", "true")),
		vecty.Attribute("role", "gridcell"),
		vecty.Attribute("aria-label", label),
		event.Click(func(*vecty.Event) {
			if s.Editing {
				env.Dispatch(EditSquare{Square: name})
			} else {
				env.Dispatch(Play{Square: name})
			}
		}),
	), kids)
}
