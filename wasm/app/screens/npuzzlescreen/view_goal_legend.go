//go:build js && wasm

package npuzzlescreen

import (
	"strconv"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/ui"
)

// GoalLegend shows the goal board in miniature and says what the board's
// colours mean (issue 13 item 12): green tiles are already where the goal
// has them.
type GoalLegend struct {
	vecty.Core
	S *State `vecty:"prop"`
}

// Render implements vecty.Component.
func (g *GoalLegend) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("GoalLegend", &out)
	goal := g.S.Goal
	if !goal.Valid() {
		return elem.Div()
	}
	cells := vecty.List{}
	for i, t := range goal.Tiles() {
		text := ""
		if t != 0 {
			text = strconv.Itoa(int(t))
		}
		cells = append(cells, elem.Span(vecty.Markup(vecty.Key(i), vecty.Class("goal-cell"), vecty.MarkupIf(t == 0, vecty.Class("blank"))), vecty.Text(text)))
	}
	return elem.Div(vecty.Markup(vecty.Class("goal-legend"), ui.TestID("goal-legend")),
		elem.Div(vecty.Markup(vecty.Class("goal-mini"), ui.TestID("goal-mini"), vecty.Attribute("aria-label", "The goal board: "+goal.String()),
			vecty.Style("grid-template-columns", "repeat("+strconv.Itoa(goal.Cols())+", 1.5rem)")), cells),
		elem.Paragraph(vecty.Markup(vecty.Class("help"), ui.TestID("board-help")), vecty.Text(boardHelp(g.S))),
	)
}

// boardHelp says what the board does with the mouse, the finger and the
// keys now: sliding while playing, swapping while editing.
func boardHelp(st *State) string {
	if st.Editing {
		if _, ok := st.PickedCell(); ok {
			return "Editing: now click the cell to swap it with (or the same one to let it go)."
		}
		return "Editing: click two cells, tiles or the gap, to swap them, or drag a tile onto another; or type the board below. Done editing keeps it."
	}
	return "The goal, left. Green tiles are already in their goal place. Click a tile next to the gap (or drag it there), or use the arrow keys, to slide it; press Run to let the chosen algorithm solve the board."
}
