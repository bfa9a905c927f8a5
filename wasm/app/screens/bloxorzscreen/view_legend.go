//go:build js && wasm

package bloxorzscreen

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/ui"
)

// bloxLegend says what the board's marks mean and how a solution is
// counted (issue 13 item 12), after the classic rules (shared rules R5,
// R8, R9, R11; the costing parameter of the Bloxorz algorithms).
func bloxLegend(l i18n.Lang) *vecty.HTML {
	item := func(mark, cls, text string) *vecty.HTML {
		return elem.ListItem(elem.Span(vecty.Markup(vecty.Class("bx-key"), vecty.MarkupIf(cls != "", vecty.Class(cls))), vecty.Text(mark)), vecty.Text(" "+text))
	}
	return elem.Details(vecty.Markup(vecty.Class("panel", "legend"), ui.TestID("bx-legend")),
		elem.Summary(vecty.Text(l.T("blx.legend"))),
		elem.UnorderedList(
			item("■", "bx-key-exit", l.T("blx.legend.exit")),
			item("■", "bx-key-fragile", l.T("blx.legend.fragile")),
			item("○", "", l.T("blx.legend.soft")),
			item("×", "", l.T("blx.legend.hard")),
			item("( )", "", l.T("blx.legend.split")),
			item("▭", "bx-key-bridge", l.T("blx.legend.bridge")),
		),
		elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(l.T("blx.legend.iso"))),
		elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(l.T("blx.legend.costing"))),
	)
}
