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

// Registration is the Bloxorz screen for the page: wasm/app/screens_gen.go lists
// it. The shared Compare and History panels show under it.
func Registration() ui.Registration {
	r := components.SolverRegistration(Game, "BloxorzView", "blx.not_ready", render)
	r.Order = 20 // the picker's order (ui.Registration)
	return r
}

// render draws the whole Bloxorz screen: the level bar, the board, the
// solution player, and beside them the algorithm panel, status,
// statistics, heatmap switch, generator and (while editing) the level
// editor. The shared panels (package components) draw this screen's
// settings and run through State.View.
func render(env *ui.Env, st *store.State, b *State) vecty.ComponentOrHTML {
	p := Part{Env: env, S: b, Lang: st.Lang}
	view := b.View(st)
	return components.SolverLayout{Class: "bloxorz",
		Board: []vecty.MarkupOrChild{
			&Bar{Part: p},
			elem.Div(vecty.Markup(vecty.Class("board-wrap", "bx-wrap")), &Board{Part: p}, heatKey(b, st.Lang)),
			bloxPad(env, b, st.Lang),
			&components.PlayerBar{Env: env, View: playerView(p)},
			bloxLegend(st.Lang),
			&components.Compare{Env: env, S: &view},
		},
		First: []vecty.MarkupOrChild{vecty.If(b.Editing, &Editor{Part: p})},
		Last: []vecty.MarkupOrChild{
			elem.Div(vecty.Markup(vecty.Class("panel", "bx-extras")),
				ui.Check("bx-heatmap", st.Lang.T("blx.heatmap"), "", b.Heat, func(on bool) { env.Dispatch(Heatmap{On: on}) }),
				elem.Label(vecty.Markup(vecty.Class("check"), vecty.Attribute("title", st.Lang.T("blx.view.title"))),
					vecty.Text(st.Lang.T("blx.view")),
					elem.Select(vecty.Markup(ui.TestID("bx-view"),
						event.Change(func(e *vecty.Event) {
							env.Dispatch(SetView{View: ui.Value(e)})
							e.Target.Call("blur") // the arrow keys roll the block again, not the select
						})),
						elem.Option(vecty.Markup(prop.Value(ViewFlat), vecty.Property("selected", !b.Iso)), vecty.Text(st.Lang.T("blx.view.flat"))),
						elem.Option(vecty.Markup(prop.Value(ViewIso), vecty.Property("selected", b.Iso)), vecty.Text(st.Lang.T("blx.view.iso"))))),
				&Generator{Part: p, Loading: st.SolverLoading},
			),
		},
	}.Render(env, &view)
}
