//go:build js && wasm

package npuzzlescreen

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/core/games/catalog"
	"searchlab/wasm/app/components"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// Registration is the N-puzzle screen for the page, with the registry's
// algorithm list: wasm/app/screens_gen.go lists it. The shared Compare and History
// panels show under it.
func Registration() ui.Registration {
	algos, _ := catalog.Registry().Algorithms(ID)
	r := components.SolverRegistration(Game(algos), "NPuzzleView", "np.not_ready", render)
	r.Order = 10 // the picker's order (ui.Registration)
	return r
}

// render draws the whole N-puzzle screen: the play bar, the board, the
// goal legend and the player, and beside them the shared panels (package
// components), which draw this screen's run through the store's State
// (Screen.Panel fills it), and the editor.
func render(env *ui.Env, st *store.State, np *State) vecty.ComponentOrHTML {
	p := Part{Env: env, S: np, Lang: st.Lang}
	return components.SolverLayout{Class: "npuzzle", Tree: true,
		Board: []vecty.MarkupOrChild{
			&PlayBar{Part: p},
			elem.Div(vecty.Markup(vecty.Class("board-wrap")), &Board{Part: p, dragFrom: -1}),
			&GoalLegend{S: np, Lang: st.Lang},
			&components.PlayerBar{Env: env, View: playerView(p)},
		},
		AfterStatus: []vecty.MarkupOrChild{&TablesBar{S: np, Lang: st.Lang}},
		AfterStats:  []vecty.MarkupOrChild{&AnytimePanel{S: np, Now: np.AnytimeNow(), Lang: st.Lang}},
		Last:        []vecty.MarkupOrChild{&Editor{Part: p}},
	}.Render(env, st)
}
