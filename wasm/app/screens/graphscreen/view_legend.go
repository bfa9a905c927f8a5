//go:build js && wasm

package graphscreen

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/ui"
)

// Legend explains the drawing's marks, says where the replay is and what
// the heuristic checks found.
type Legend struct {
	vecty.Core
	S *State `vecty:"prop"`
}

// Render implements vecty.Component.
func (l *Legend) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("GraphLegend", &out)
	st := l.S
	key := func(cls, label string) *vecty.HTML {
		return elem.Span(vecty.Markup(vecty.Class("gr-key")),
			elem.Span(vecty.Markup(vecty.Class("gr-swatch", cls), vecty.Attribute("aria-hidden", "true"))), vecty.Text(label))
	}
	layer := st.Layer()
	if st.Editing {
		layer = nil
	}
	check := st.CheckLine()
	r := st.Checks()
	return elem.Div(vecty.Markup(vecty.Class("gr-legend"), ui.TestID("graph-legend")),
		elem.Paragraph(vecty.Markup(vecty.Class("help")),
			key("sw-start", "start"), key("sw-goal", "goal"), key("sw-frontier", "frontier"), key("sw-expanded", "expanded"),
			key("sw-current", "current"), key("sw-path", "solution path"),
			vecty.Text(" The number in a node is its h; g and f show under the nodes the search reached.")),
		vecty.If(layer != nil, elem.Paragraph(vecty.Markup(vecty.Class("help"), ui.TestID("graph-replay")), vecty.Text(layer.ReplayLine()))),
		elem.Paragraph(vecty.Markup(vecty.ClassMap{"help": r.Admissible() && r.Consistent(), "gr-check-bad": !(r.Admissible() && r.Consistent())},
			ui.TestID("graph-checks")), vecty.Text(check)),
		vecty.If(st.Editing, elem.Paragraph(vecty.Markup(vecty.Class("help")),
			vecty.Text("Editing: click empty space to add a node, drag a node to move it, click two nodes to connect them, click a line to edit its cost."))),
	)
}
