//go:build js && wasm

package graphscreen

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/components"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// Registration is the graph screen for the page, with the registry's
// graph algorithms: wasm/app/screens_gen.go lists it. The shared Compare and
// History panels show under it.
func Registration() ui.Registration {
	r := components.SolverRegistration(Game(Catalog()), "GraphScreenView", "gr.not_ready", render)
	r.Order = 50 // the picker's order (ui.Registration)
	return r
}

// replayBoardName names the replay's graph by its sample's name (or
// random:SEED[:NODES]) in the replay's sentences, when it is the graph
// shown.
func replayBoardName(st *store.State, gs *State) string {
	if st.Replay == nil {
		return ""
	}
	return gs.BoardName(st.Replay.Request.Board)
}

// render draws the whole graph screen: the bar (sample, random graph,
// editor), the drawing and its legend, and beside them the shared panels
// (package components), which draw this screen's run through the store's
// State (Screen.Panel fills it), and the editor.
func render(env *ui.Env, st *store.State, gs *State) vecty.ComponentOrHTML {
	p := Part{Env: env, S: gs, Lang: st.Lang}
	return components.SolverLayout{Class: "graph", Tree: true,
		Board: []vecty.MarkupOrChild{
			&Bar{Part: p},
			elem.Div(vecty.Markup(vecty.Class("board-wrap", "gr-wrap")), NewGraphView(p)),
			&Legend{S: gs, Lang: st.Lang},
		},
		Last:        []vecty.MarkupOrChild{&Editor{Part: p}},
		ReplayBoard: replayBoardName(st, gs),
	}.Render(env, st)
}
