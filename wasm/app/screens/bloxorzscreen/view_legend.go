//go:build js && wasm

package bloxorzscreen

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/ui"
)

// bloxLegend says what the board's marks mean and how a solution is
// counted (issue 13 item 12), after the classic rules (shared rules R5,
// R8, R9, R11; the costing parameter of the Bloxorz algorithms).
func bloxLegend() *vecty.HTML {
	item := func(mark, cls, text string) *vecty.HTML {
		return elem.ListItem(elem.Span(vecty.Markup(vecty.Class("bx-key"), vecty.MarkupIf(cls != "", vecty.Class(cls))), vecty.Text(mark)), vecty.Text(" "+text))
	}
	return elem.Details(vecty.Markup(vecty.Class("panel", "legend"), ui.TestID("bx-legend")),
		elem.Summary(vecty.Text("What the marks mean")),
		elem.UnorderedList(
			item("■", "bx-key-exit", "the exit: stand the block upright on it to finish"),
			item("■", "bx-key-fragile", "orange tile: holds a lying block or a cube, but an upright block falls through"),
			item("○", "", "round switch: any part of the block presses it, and it opens or closes bridges"),
			item("×", "", "X switch: only the block standing upright presses it"),
			item("( )", "", "split switch: standing on it splits the block into two cubes; S (or space) switches control between them, the ringed cube moves; two cubes side by side join again"),
			item("▭", "bx-key-bridge", "striped tile: a bridge that is there; a dashed outline is a bridge that is not (yet)"),
		),
		elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(
			"The isometric view (View, beside the heatmap switch) draws the same marks on the tiles; there ↑ rolls the block up and to the right, → down and to the right, along the rows and columns of the flat view.")),
		elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(
			"Costing: with \"free\" a solution is as long as its U D L R moves and the switches of control (S) cost nothing; "+
				"with \"counted\" each S counts as a move too. The status gives both numbers.")),
	)
}
