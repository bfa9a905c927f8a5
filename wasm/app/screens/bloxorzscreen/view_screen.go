//go:build js && wasm

package bloxorzscreen

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/wasm/app/components"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// Registration is the Bloxorz screen for the page: main lists it (one
// line). The shared Compare and History panels show under it.
func Registration() ui.Registration {
	return ui.Registration{Game: Game, SharedRuns: true, View: func(env *ui.Env, st *store.State) vecty.ComponentOrHTML {
		return &View{Env: env, S: st}
	}}
}

// View is the whole Bloxorz screen: the level bar, the board, the
// solution player, and beside them the algorithm panel, status, statistics,
// heatmap switch, generator and (while editing) the level editor. The
// shared panels (package components) draw this screen's settings and run
// through State.View.
type View struct {
	vecty.Core
	Env *ui.Env      `vecty:"prop"`
	S   *store.State `vecty:"prop"`
}

// Render implements vecty.Component.
func (n *View) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("BloxorzView", &out)
	env, st := n.Env, n.S
	b, _ := st.Screen.(*State)
	if b == nil {
		return elem.Main(elem.Paragraph(vecty.Text(st.Lang.T("blx.not_ready"))))
	}
	view := b.View(st)
	return elem.Main(vecty.Markup(vecty.Class("screen", "bloxorz")),
		elem.Div(vecty.Markup(vecty.Class("col-board")),
			&Bar{Env: env, B: b, Lang: st.Lang},
			elem.Div(vecty.Markup(vecty.Class("board-wrap", "bx-wrap")), &Board{Env: env, B: b, Lang: st.Lang}, heatKey(b, st.Lang)),
			bloxPad(env, b, st.Lang),
			&PlayerBar{Env: env, B: b, Lang: st.Lang},
			bloxLegend(st.Lang),
			&components.Compare{Env: env, S: &view},
		),
		elem.Div(vecty.Markup(vecty.Class("col-side")),
			vecty.If(b.Editing, &Editor{Env: env, B: b, Lang: st.Lang}),
			&components.AlgorithmPanel{Env: env, S: &view},
			&components.StatusLine{S: &view},
			&components.Stats{S: &view},
			&components.ReplayPanel{Env: env, R: view.Replay, Step: view.Step, Help: components.ReplayHelp(&view), Stepping: true, Lang: st.Lang},
			elem.Div(vecty.Markup(vecty.Class("panel", "bx-extras")),
				elem.Label(vecty.Markup(vecty.Class("check")),
					elem.Input(vecty.Markup(ui.TestID("bx-heatmap"), prop.Type(prop.TypeCheckbox), prop.Checked(b.Heat),
						event.Change(func(e *vecty.Event) { env.Dispatch(Heatmap{On: ui.Checked(e)}) }))),
					vecty.Text(st.Lang.T("blx.heatmap"))),
				elem.Label(vecty.Markup(vecty.Class("check"), vecty.Attribute("title", st.Lang.T("blx.view.title"))),
					vecty.Text(st.Lang.T("blx.view")),
					elem.Select(vecty.Markup(ui.TestID("bx-view"),
						event.Change(func(e *vecty.Event) {
							env.Dispatch(SetView{View: ui.Value(e)})
							e.Target.Call("blur") // the arrow keys roll the block again, not the select
						})),
						elem.Option(vecty.Markup(prop.Value(ViewFlat), vecty.Property("selected", !b.Iso)), vecty.Text(st.Lang.T("blx.view.flat"))),
						elem.Option(vecty.Markup(prop.Value(ViewIso), vecty.Property("selected", b.Iso)), vecty.Text(st.Lang.T("blx.view.iso"))))),
				&Generator{Env: env, B: b, Lang: st.Lang},
			),
		),
	)
}
