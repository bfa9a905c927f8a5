//go:build js && wasm

package npuzzlescreen

import (
	"strconv"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/ui"
)

// GoalLegend shows the goal board in miniature and says what the board's
// colours mean (issue 13 item 12): green tiles are already where the goal
// has them.
type GoalLegend struct {
	vecty.Core
	S *State `vecty:"prop"`
	// Lang is the page's language.
	Lang i18n.Lang `vecty:"prop"`
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
		elem.Div(vecty.Markup(vecty.Class("goal-mini"), ui.TestID("goal-mini"), vecty.Attribute("aria-label", g.Lang.T("np.goal.aria", "board", goal.String())),
			vecty.Style("grid-template-columns", "repeat("+strconv.Itoa(goal.Cols())+", 1.5rem)")), cells),
		elem.Paragraph(vecty.Markup(vecty.Class("help"), ui.TestID("board-help")), vecty.Text(boardHelp(g.Lang, g.S))),
	)
}

// boardHelp says what the board does with the mouse, the finger and the
// keys now: sliding while playing, swapping while editing.
func boardHelp(l i18n.Lang, st *State) string {
	if st.Editing {
		if _, ok := st.PickedCell(); ok {
			return l.T("np.help.picked")
		}
		return l.T("np.help.editing")
	}
	return l.T("np.help.play")
}
