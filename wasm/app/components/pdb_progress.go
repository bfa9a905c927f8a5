//go:build js && wasm

package components

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// TablesProgress is the progress bar of the pattern databases the running
// N-puzzle search is downloading or building (store.TablesProgress), with
// a sentence saying which; nothing once the search started.
type TablesProgress struct {
	vecty.Core
	S *store.State `vecty:"prop"`
}

// Render implements vecty.Component.
func (p *TablesProgress) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("TablesProgress", &out)
	t := p.S.Run.Tables
	if t == nil {
		return elem.Div(vecty.Markup(vecty.Class("pdb-progress"), vecty.Attribute("hidden", "")))
	}
	bar := []vecty.Applyer{ui.TestID("pdb-progress-bar"), vecty.Attribute("max", "1")}
	if f := t.Fraction(); f >= 0 { // a download is shown as indeterminate
		bar = append(bar, vecty.Property("value", f))
	}
	return elem.Div(vecty.Markup(ui.TestID("pdb-progress"), vecty.Class("panel", "pdb-progress"), vecty.Attribute("role", "status")),
		elem.Progress(vecty.Markup(bar...)),
		elem.Paragraph(vecty.Markup(ui.TestID("pdb-progress-text")), vecty.Text(t.Sentence())),
	)
}
