//go:build js && wasm

package components

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// NPuzzleScreen is the whole N-puzzle screen. Every game is one screen
// component; the App picks it from the game id.
type NPuzzleScreen struct {
	vecty.Core
	Env *ui.Env      `vecty:"prop"`
	S   *store.State `vecty:"prop"`
}

// Render implements vecty.Component.
func (n *NPuzzleScreen) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("NPuzzleScreen", &out)
	env, st := n.Env, n.S
	return elem.Main(vecty.Markup(vecty.Class("screen", "npuzzle")),
		elem.Div(vecty.Markup(vecty.Class("col-board")),
			&PlayBar{Env: env, S: st},
			elem.Div(vecty.Markup(vecty.Class("board-wrap")), &Board{Env: env, S: st, dragFrom: -1}),
			&GoalLegend{S: st},
			&Player{Env: env, S: st},
		),
		elem.Div(vecty.Markup(vecty.Class("col-side")),
			&AlgorithmPanel{Env: env, S: st},
			&StatusLine{S: st},
			&TablesProgress{S: st},
			&Stats{S: st},
			&StepPanel{Env: env, S: st},
			&Editor{Env: env, S: st},
		),
	)
}
