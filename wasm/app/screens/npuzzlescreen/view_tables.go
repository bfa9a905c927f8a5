//go:build js && wasm

package npuzzlescreen

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/ui"
)

// TablesBar is the progress bar of the pattern databases the running
// search is downloading or building (TablesProgress), with a sentence
// saying which; nothing once the search started.
type TablesBar struct {
	vecty.Core
	S *State `vecty:"prop"`
	// Lang is the page's language.
	Lang i18n.Lang `vecty:"prop"`
}

// Render implements vecty.Component.
func (p *TablesBar) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("TablesBar", &out)
	t := p.S.Tables
	if t == nil {
		return elem.Div(vecty.Markup(vecty.Class("pdb-progress"), vecty.Attribute("hidden", "")))
	}
	bar := []vecty.Applyer{ui.TestID("pdb-progress-bar"), vecty.Attribute("max", "1")}
	if f := t.Fraction(); f >= 0 { // a download is shown as indeterminate
		bar = append(bar, vecty.Property("value", f))
	}
	return elem.Div(vecty.Markup(ui.TestID("pdb-progress"), vecty.Class("panel", "pdb-progress"), vecty.Attribute("role", "status")),
		elem.Progress(vecty.Markup(bar...)),
		elem.Paragraph(vecty.Markup(ui.TestID("pdb-progress-text")), vecty.Text(t.SentenceIn(p.Lang))),
	)
}
