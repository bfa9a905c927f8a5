//go:build js && wasm

package graphscreen

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/ui"
)

// Legend explains the drawing's marks, says where the replay is and what
// the heuristic checks found.
type Legend struct {
	vecty.Core
	S *State `vecty:"prop"`
	// Lang is the page's language.
	Lang i18n.Lang `vecty:"prop"`
}

// Render implements vecty.Component.
func (l *Legend) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("GraphLegend", &out)
	st, lang := l.S, l.Lang
	key := func(cls, label string) *vecty.HTML {
		return elem.Span(vecty.Markup(vecty.Class("gr-key")),
			elem.Span(vecty.Markup(vecty.Class("gr-swatch", cls), vecty.Attribute("aria-hidden", "true"))), vecty.Text(label))
	}
	layer := st.Layer()
	if st.Editing {
		layer = nil
	}
	check := st.CheckLine(lang)
	r := st.Checks()
	return elem.Div(vecty.Markup(vecty.Class("gr-legend"), ui.TestID("graph-legend")),
		elem.Paragraph(vecty.Markup(vecty.Class("help")),
			key("sw-start", lang.T("gr.key.start")), key("sw-goal", lang.T("gr.key.goal")), key("sw-frontier", lang.T("gr.key.frontier")),
			key("sw-expanded", lang.T("gr.key.expanded")), key("sw-current", lang.T("gr.key.current")), key("sw-path", lang.T("gr.key.path")),
			vecty.Text(lang.T("gr.legend.numbers.beside"))),
		vecty.If(layer != nil, elem.Paragraph(vecty.Markup(vecty.Class("help"), ui.TestID("graph-replay")), vecty.Text(layer.ReplayLine(lang)))),
		elem.Paragraph(vecty.Markup(vecty.ClassMap{"help": r.Admissible() && r.Consistent(), "gr-check-bad": !(r.Admissible() && r.Consistent())},
			ui.TestID("graph-checks")), vecty.Text(check)),
		vecty.If(st.Editing, elem.Paragraph(vecty.Markup(vecty.Class("help")),
			vecty.Text(lang.T("gr.legend.editing")))),
	)
}
