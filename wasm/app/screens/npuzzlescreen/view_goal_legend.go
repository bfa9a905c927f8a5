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
		elem.Paragraph(vecty.Markup(vecty.Class("help")),
			vecty.Text("The goal, left. Green tiles are already in their goal place. Click a tile next to the gap, or use the arrow keys, to slide it; press Run to let the chosen algorithm solve the board.")),
	)
}
