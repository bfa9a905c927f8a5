//go:build js && wasm

package components

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/store"
)

// Screens maps a game id to its screen. Adding a game is one entry here
// (and one entry in the game picker list in main).
var Screens = map[string]func(env *Env, st *store.State) vecty.ComponentOrHTML{
	"npuzzle": func(env *Env, st *store.State) vecty.ComponentOrHTML { return &NPuzzleScreen{Env: env, S: st} },
	"bloxorz": func(env *Env, st *store.State) vecty.ComponentOrHTML { return &BloxorzScreen{Env: env, S: st} },
	"nim":     func(env *Env, st *store.State) vecty.ComponentOrHTML { return &NimScreen{Env: env, S: st} },
}

// App is the page body. It reads a fresh State from the store on every
// render and hands it to the screen and panels as a prop.
type App struct {
	vecty.Core
	Env *Env
}

// Render implements vecty.Component.
func (a *App) Render() (out vecty.ComponentOrHTML) {
	defer guard("App", &out)
	st := a.Env.Store.State()
	theme := ""
	if st.Theme != "" {
		theme = "theme-" + st.Theme
	}
	body := Screens[st.Game](a.Env, &st)
	return elem.Body(vecty.Markup(vecty.Class("app"), vecty.MarkupIf(theme != "", vecty.Class(theme))),
		&Header{Env: a.Env, S: &st},
		&Notice{Env: a.Env, S: &st},
		&About{Env: a.Env, Open: st.ShowAbout},
		body,
		// Compare and History list N-puzzle runs; the Nim screen hides them
		// (hidden, not removed: see About on children that come and go).
		elem.Div(vecty.Markup(vecty.Class("lower"), vecty.Property("hidden", st.Game == "nim")),
			&Compare{Env: a.Env, S: &st},
			&History{Env: a.Env, S: &st},
		),
	)
}
