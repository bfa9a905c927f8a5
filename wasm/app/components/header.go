//go:build js && wasm

package components

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// Header is the title bar: the game picker, the theme switch and the about
// button.
type Header struct {
	vecty.Core
	Env *Env         `vecty:"prop"`
	S   *store.State `vecty:"prop"`
}

// Render implements vecty.Component.
func (h *Header) Render() (out vecty.ComponentOrHTML) {
	defer guard("Header", &out)
	st := h.S
	games := vecty.List{}
	for _, g := range st.Games {
		games = append(games, elem.Option(vecty.Markup(prop.Value(g.ID), vecty.Property("selected", g.ID == st.Game)), vecty.Text(g.Name)))
	}
	next := map[string]string{"": "dark", "dark": "light", "light": ""}[st.Theme]
	themeLabel := map[string]string{"": "Theme: auto", "dark": "Theme: dark", "light": "Theme: light"}[st.Theme]
	return elem.Header(vecty.Markup(vecty.Class("top")),
		elem.Heading1(vecty.Text("SearchLab")),
		elem.Label(vecty.Markup(vecty.Class("game")), elem.Span(vecty.Markup(vecty.Class("sr-only")), vecty.Text("Game")),
			elem.Select(vecty.Markup(testid("game-picker"), event.Change(func(e *vecty.Event) { h.Env.Dispatch(actions.SelectGame{ID: value(e)}) })), games)),
		elem.Div(vecty.Markup(vecty.Class("spacer"))),
		button(h.Env, themeLabel, "theme", "Switch between automatic, dark and light", false, actions.SetTheme{Theme: next}),
		button(h.Env, "About", "about-toggle", "Sources and credits", false, actions.ToggleAbout{}),
	)
}
