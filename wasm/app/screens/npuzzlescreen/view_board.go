//go:build js && wasm

package npuzzlescreen

import (
	"fmt"
	"math"
	"strings"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/event"

	"searchlab/core/npuzzle"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/ui"
)

// cell is the side of one board cell in SVG user units.
const cell = 100

// Board draws the N-puzzle as SVG. Tiles are keyed by their number and
// placed with a CSS transform, so a move is a transform change the browser
// animates (no DOM node is recreated). Click a tile next to the blank to
// slide it; drag a tile onto the blank to slide it; while editing, click
// two cells (tiles or the gap) one after the other, or drag a tile onto
// another, to swap them (the first clicked is outlined).
type Board struct {
	vecty.Core
	Part `vecty:"prop"`

	dragFrom int // cell where the pointer went down, -1 when none
	dragging bool
}

// Render implements vecty.Component.
func (b *Board) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("Board", &out)
	st := b.S
	bd := st.DisplayBoard()
	rows, cols := bd.Rows(), bd.Cols()
	w, h := cols*cell, rows*cell
	pos := make([]int, bd.Len()) // tile → cell
	for i := 0; i < bd.Len(); i++ {
		pos[bd.Tile(i)] = i
	}
	goalPos := make([]int, bd.Len())
	for i := 0; i < st.Goal.Len() && st.Goal.SameSize(bd); i++ {
		goalPos[st.Goal.Tile(i)] = i
	}
	fontSize := 44
	if bd.Len() > 99 {
		fontSize = 36
	}
	// Tiles are listed by number, so each tile keeps its DOM node (and its
	// CSS transition) whatever its position; unchanged tiles skip rendering.
	tiles := make(vecty.List, 0, bd.Len())
	for t := 1; t < bd.Len(); t++ {
		tiles = append(tiles, &Tile{T: t, Cell: pos[t], GoalCell: goalPos[t], Cols: cols, Rows: rows, FontSize: fontSize, Image: st.ImageURL})
	}
	label := spokenBoard(b.Lang, bd, rows, cols)
	return ui.SVG("svg",
		vecty.Markup(
			ui.TestID("board"),
			vecty.Class("board"),
			vecty.MarkupIf(st.Editing, vecty.Class("editing")),
			vecty.MarkupIf(st.Unsolvable != "", vecty.Class("unsolvable")),
			vecty.Attribute("viewBox", fmt.Sprintf("-4 -4 %d %d", w+8, h+8)),
			vecty.Attribute("role", "img"),
			vecty.Attribute("aria-label", label),
			vecty.Attribute("data-board", bd.String()),
			vecty.Style("aspect-ratio", fmt.Sprintf("%d / %d", w+8, h+8)),
			vecty.Style("--move-ms", fmt.Sprintf("%dms", moveMS(st.Player.Speed))),
			event.PointerDown(b.down).PreventDefault(),
			event.PointerUp(b.up),
			event.PointerCancel(func(*vecty.Event) { b.dragFrom = -1 }),
		),
		ui.SVG("rect", vecty.Markup(vecty.Class("board-bg"), vecty.Attribute("x", "-4"), vecty.Attribute("y", "-4"),
			vecty.Attribute("width", ui.Itoa(w+8)), vecty.Attribute("height", ui.Itoa(h+8)), vecty.Attribute("rx", "10"))),
		ui.SVG("g", vecty.Markup(vecty.Class("tiles")), tiles),
		pickMark(st, cols),
	)
}

// cellAt maps a pointer event to the board cell under it, or -1.
func (b *Board) cellAt(e *vecty.Event) int {
	bd := b.S.DisplayBoard()
	svgEl := e.Get("currentTarget")
	if svgEl.IsUndefined() || svgEl.IsNull() {
		return -1
	}
	r := svgEl.Call("getBoundingClientRect")
	wpx, hpx := r.Get("width").Float(), r.Get("height").Float()
	if wpx <= 0 || hpx <= 0 {
		return -1
	}
	vw, vh := float64(bd.Cols()*cell+8), float64(bd.Rows()*cell+8)
	// The SVG keeps its aspect ratio (xMidYMid meet): compute the scale and offset.
	scale := math.Min(wpx/vw, hpx/vh)
	ox := r.Get("left").Float() + (wpx-vw*scale)/2
	oy := r.Get("top").Float() + (hpx-vh*scale)/2
	ux := (e.Get("clientX").Float()-ox)/scale - 4
	uy := (e.Get("clientY").Float()-oy)/scale - 4
	cx, cy := int(math.Floor(ux/cell)), int(math.Floor(uy/cell))
	if cx < 0 || cy < 0 || cx >= bd.Cols() || cy >= bd.Rows() {
		return -1
	}
	return cy*bd.Cols() + cx
}

func (b *Board) down(e *vecty.Event) {
	b.dragFrom = b.cellAt(e)
	b.dragging = b.dragFrom >= 0
}

func (b *Board) up(e *vecty.Event) {
	if !b.dragging {
		return
	}
	b.dragging = false
	from, to := b.dragFrom, b.cellAt(e)
	b.dragFrom = -1
	if from < 0 || to < 0 {
		return
	}
	bd := b.S.DisplayBoard()
	switch {
	case b.S.Editing && from != to:
		b.Env.Dispatch(SwapCells{A: from, B: to}) // a drag onto another cell
	case b.S.Editing:
		b.Env.Dispatch(PickCell{Cell: to}) // a click: pick, then swap with the next
	case from == to || bd.Tile(to) == 0:
		b.Env.Dispatch(MoveTile{Cell: from})
	}
}

// moveMS is how long a tile takes to slide: most of the interval between
// animation steps, capped so hand play stays snappy.
func moveMS(speed float64) int {
	if speed <= 0 {
		return 150
	}
	return int(min(150, 800/speed))
}

// pickMark outlines the cell picked for a swap while editing (nil: none).
func pickMark(st *State, cols int) vecty.MarkupOrChild {
	c, ok := st.PickedCell()
	if !ok {
		return nil
	}
	return ui.SVG("rect", vecty.Markup(vecty.Class("pick-mark"), ui.TestID("picked"), vecty.Attribute("data-cell", ui.Itoa(c)),
		vecty.Attribute("x", ui.Itoa((c%cols)*cell+1)), vecty.Attribute("y", ui.Itoa((c/cols)*cell+1)),
		vecty.Attribute("width", ui.Itoa(cell-2)), vecty.Attribute("height", ui.Itoa(cell-2)), vecty.Attribute("rx", "12")))
}

// spokenBoard is the board as a screen reader says it, in l: row by row,
// and where the gap is, with how to play from the keyboard.
func spokenBoard(l i18n.Lang, bd npuzzle.Board, rows, cols int) string {
	var b strings.Builder
	b.WriteString(l.T("np.spoken.size", "rows", rows, "cols", cols))
	gap := 0
	for r := 0; r < rows; r++ {
		b.WriteString(l.T("np.spoken.row", "r", r+1))
		for c := 0; c < cols; c++ {
			t := bd.Tile(r*cols + c)
			if t == 0 {
				gap = r*cols + c
				b.WriteString(" " + l.T("np.spoken.gap"))
			} else {
				fmt.Fprintf(&b, " %d", t)
			}
			if c < cols-1 {
				b.WriteString(",")
			}
		}
		b.WriteString(".")
	}
	b.WriteString(l.T("np.spoken.where", "r", gap/cols+1, "c", gap%cols+1))
	return b.String()
}
