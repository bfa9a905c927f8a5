//go:build js && wasm

package components

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/ui"
)

// About credits the sources of the algorithms and games.
// It is always in the page (hidden when closed): Vecty places a child that
// appears after skipped siblings at the wrong position, so nothing in the
// body comes and goes.
type About struct {
	vecty.Core
	Env  *ui.Env   `vecty:"prop"`
	Open bool      `vecty:"prop"`
	Lang i18n.Lang `vecty:"prop"`
}

// Render implements vecty.Component.
func (a *About) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("About", &out)
	l := a.Lang
	li := func(s string) *vecty.HTML { return elem.ListItem(vecty.Text(s)) }
	if !a.Open {
		return elem.Section(vecty.Markup(vecty.Class("about"), vecty.Property("hidden", true)))
	}
	return elem.Section(vecty.Markup(vecty.Class("panel", "about"), ui.TestID("about"), vecty.Property("hidden", false)),
		elem.Heading2(vecty.Text(l.T("about.title"))),
		elem.Paragraph(vecty.Text(l.T("about.intro"))),
		elem.UnorderedList(
			li(l.T("about.src.aima")),
			li(l.T("about.src.korf")),
			li(l.T("about.src.bouton")),
			li(l.T("about.src.bloxorz")),
			li(l.T("about.src.johnson")),
			li(l.T("about.src.othello")),
		),
		elem.Paragraph(vecty.Text(l.T("about.keys"))),
		elem.Paragraph(vecty.Markup(ui.TestID("about-nim-keys")), vecty.Text(l.T("about.keys.nim"))),
		elem.Paragraph(vecty.Markup(ui.TestID("about-othello-keys")), vecty.Text(l.T("about.keys.othello"))),
		ui.Button(a.Env, l.T("about.close"), "about-close", "", false, actions.ToggleAbout{}),
	)
}
