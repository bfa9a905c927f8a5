//go:build js && wasm

package components

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/ui"
)

// App is the page body. It reads a fresh State from the store on every
// render and hands it to the screen and panels as a prop.
type App struct {
	vecty.Core
	Env   *ui.Env
	Games []ui.Registration // the registered screens, in the picker's order (Order), the Lab last
}

// Render implements vecty.Component.
func (a *App) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("App", &out)
	st := a.Env.Store.State()
	theme := ""
	if st.Theme != "" {
		theme = "theme-" + st.Theme
	}
	var body vecty.ComponentOrHTML = elem.Main()
	shared := false
	for _, g := range a.Games {
		if g.Game.ID == st.Game {
			body, shared = g.View(a.Env, &st), g.SharedRuns
		}
	}
	return elem.Body(vecty.Markup(vecty.Class("app"), vecty.MarkupIf(theme != "", vecty.Class(theme))),
		&Header{Env: a.Env, S: &st},
		&Notice{Env: a.Env, S: &st},
		&SolverLoading{S: &st, Running: a.Env.Store.Running()},
		&About{Env: a.Env, Open: st.ShowAbout, Lang: st.Lang},
		body,
		// Compare and History list the shown screen's runs (its panel is in
		// st, store.Paneled); screens without SharedRuns hide them (hidden,
		// not removed: see About on children that come and go).
		// A landmark of its own (complementary, named), so a screen reader
		// can jump to the runs and no content sits outside a landmark.
		elem.Aside(vecty.Markup(vecty.Class("lower"), vecty.Attribute("aria-label", st.T("history.runs.aria")),
			vecty.Property("hidden", !shared)),
			&Compare{Env: a.Env, S: &st},
			&History{Env: a.Env, S: &st},
		),
	)
}
