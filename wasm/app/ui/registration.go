//go:build js && wasm

package ui

import (
	"github.com/hexops/vecty"

	"searchlab/wasm/app/store"
)

// Registration is one game of the page: its screen (store.Game) and the
// view that draws it from the store's State (st.Screen holds the screen's
// snapshot). A screen package exports one (func Registration()), and main
// lists it: adding a game is a folder and that one line.
type Registration struct {
	Game store.Game
	View func(env *Env, st *store.State) vecty.ComponentOrHTML
	// SharedRuns shows the shared Compare and History panels (the shown
	// screen's runs, store.Paneled) under the screen.
	SharedRuns bool
}
