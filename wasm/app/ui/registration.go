//go:build js && wasm

package ui

import (
	"github.com/hexops/vecty"

	"searchlab/wasm/app/store"
)

// Registration is one game of the page: its screen (store.Game) and the
// view that draws it from the store's State (st.Screen holds the screen's
// snapshot). A screen package exports one (func Registration()), and
// main lists it: wasm/app/screens_gen.go (web/tools/genplugins) calls
// every screen folder's, so adding a game is adding its folder.
type Registration struct {
	Game store.Game
	// Order places the game in the game picker (and the Lab's game list),
	// smallest first: 10 the N-puzzle, 20 Bloxorz, 30 Nim, 40 Othello,
	// 50 the graph game; a new game picks a free number.
	Order int
	View  func(env *Env, st *store.State) vecty.ComponentOrHTML
	// SharedRuns shows the shared Compare and History panels (the shown
	// screen's runs, store.Paneled) under the screen.
	SharedRuns bool
}
