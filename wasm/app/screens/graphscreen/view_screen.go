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
// graph algorithms: main lists it (one line). The shared Compare and
// History panels show under it.
func Registration() ui.Registration {
	return ui.Registration{Game: Game(Catalog()), SharedRuns: true, View: func(env *ui.Env, st *store.State) vecty.ComponentOrHTML {
		return &View{Env: env, S: st}
	}}
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

// View is the whole graph screen: the bar (sample, random graph, editor),
// the drawing and its legend, and beside them the shared panels (package
// components), which draw this screen's run through the store's State
// (Screen.Panel fills it), and the editor.
type View struct {
	vecty.Core
	Env *ui.Env      `vecty:"prop"`
	S   *store.State `vecty:"prop"`
}

// Render implements vecty.Component.
func (n *View) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("GraphScreenView", &out)
	env, st := n.Env, n.S
	gs, _ := st.Screen.(*State)
	if gs == nil {
		return elem.Main(elem.Paragraph(vecty.Text(st.T("gr.not_ready"))))
	}
	return elem.Main(vecty.Markup(vecty.Class("screen", "graph")),
		elem.Div(vecty.Markup(vecty.Class("col-board")),
			&Bar{Env: env, S: gs, Lang: st.Lang},
			elem.Div(vecty.Markup(vecty.Class("board-wrap", "gr-wrap")), NewGraphView(env, gs, st.Lang)),
			&Legend{S: gs, Lang: st.Lang},
		),
		elem.Div(vecty.Markup(vecty.Class("col-side")),
			&components.AlgorithmPanel{Env: env, S: st},
			&components.StatusLine{S: st},
			&components.Stats{S: st},
			&components.ReplayPanel{Env: env, R: st.Replay, Step: st.Step, Help: components.ReplayHelp(st), Tree: true, Stepping: true, Lang: st.Lang,
				Board: replayBoardName(st, gs)},
			&Editor{Env: env, S: gs, Lang: st.Lang},
		),
	)
}
