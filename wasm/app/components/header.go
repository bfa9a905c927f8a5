//go:build js && wasm

package components

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// Header is the title bar: the game picker, the language switch, the
// theme switch and the about button.
type Header struct {
	vecty.Core
	Env *ui.Env      `vecty:"prop"`
	S   *store.State `vecty:"prop"`
}

// Render implements vecty.Component.
func (h *Header) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("Header", &out)
	st := h.S
	games := vecty.List{}
	for _, g := range st.Games {
		games = append(games, elem.Option(vecty.Markup(prop.Value(g.ID), vecty.Property("selected", g.ID == st.Game)), vecty.Text(st.Lang.GameName(g.ID, g.Name))))
	}
	langs := vecty.List{}
	for _, l := range i18n.Langs {
		// Each language's name in itself, marked with its own lang so a
		// screen reader says it in that voice.
		langs = append(langs, elem.Option(vecty.Markup(prop.Value(string(l)), vecty.Attribute("lang", string(l)),
			vecty.Property("selected", l == st.Lang.Or())), vecty.Text(l.Name())))
	}
	next := map[string]string{"": "dark", "dark": "light", "light": ""}[st.Theme]
	themeLabel := map[string]string{"": st.T("header.theme.auto"), "dark": st.T("header.theme.dark"), "light": st.T("header.theme.light")}[st.Theme]
	return elem.Header(vecty.Markup(vecty.Class("top")),
		elem.Heading1(vecty.Text("SearchLab")),
		elem.Label(vecty.Markup(vecty.Class("game")), elem.Span(vecty.Markup(vecty.Class("sr-only")), vecty.Text(st.T("header.game"))),
			elem.Select(vecty.Markup(ui.TestID("game-picker"), event.Change(func(e *vecty.Event) { h.Env.Dispatch(actions.SelectGame{ID: ui.Value(e)}) })), games)),
		elem.Div(vecty.Markup(vecty.Class("spacer"))),
		elem.Label(vecty.Markup(vecty.Class("lang"), vecty.Attribute("title", st.T("header.lang.title"))),
			elem.Span(vecty.Markup(vecty.Class("sr-only")), vecty.Text(st.T("header.lang"))),
			elem.Select(vecty.Markup(ui.TestID("lang"), event.Change(func(e *vecty.Event) { h.Env.Dispatch(actions.SetLang{Lang: ui.Value(e)}) })), langs)),
		ui.Button(h.Env, themeLabel, "theme", st.T("header.theme.title"), false, actions.SetTheme{Theme: next}),
		ui.Button(h.Env, st.T("header.about"), "about-toggle", st.T("header.about.title"), false, actions.ToggleAbout{}),
	)
}
