//go:build js && wasm

package npuzzlescreen

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/core/registry"
	"searchlab/wasm/app/components"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// Registration is the N-puzzle screen for the page, with the registry's
// algorithm list: main lists it (one line). The shared Compare and History
// panels show under it.
func Registration(catalog []registry.AlgorithmInfo) ui.Registration {
	return ui.Registration{Game: Game(catalog), SharedRuns: true, View: func(env *ui.Env, st *store.State) vecty.ComponentOrHTML {
		return &View{Env: env, S: st}
	}}
}

// View is the whole N-puzzle screen: the play bar, the board, the
// goal legend and the player, and beside them the shared panels (package
// components), which draw this screen's run through the store's State
// (Screen.Panel fills it), and the editor.
type View struct {
	vecty.Core
	Env *ui.Env      `vecty:"prop"`
	S   *store.State `vecty:"prop"`
}

// Render implements vecty.Component.
func (n *View) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("NPuzzleView", &out)
	env, st := n.Env, n.S
	np, _ := st.Screen.(*State)
	if np == nil {
		return elem.Main(elem.Paragraph(vecty.Text(st.T("np.not_ready"))))
	}
	return elem.Main(vecty.Markup(vecty.Class("screen", "npuzzle")),
		elem.Div(vecty.Markup(vecty.Class("col-board")),
			&PlayBar{Env: env, S: np, Lang: st.Lang},
			elem.Div(vecty.Markup(vecty.Class("board-wrap")), &Board{Env: env, S: np, Lang: st.Lang, dragFrom: -1}),
			&GoalLegend{S: np, Lang: st.Lang},
			&PlayerBar{Env: env, S: np, Lang: st.Lang},
		),
		elem.Div(vecty.Markup(vecty.Class("col-side")),
			&components.AlgorithmPanel{Env: env, S: st},
			&components.StatusLine{S: st},
			&TablesBar{S: np, Lang: st.Lang},
			&components.Stats{S: st},
			&AnytimePanel{S: np, Now: np.AnytimeNow(), Lang: st.Lang},
			&components.ReplayPanel{Env: env, R: st.Replay, Step: st.Step, Help: components.ReplayHelp(st), Tree: true, Stepping: true, Lang: st.Lang},
			&Editor{Env: env, S: np, Lang: st.Lang},
		),
	)
}
