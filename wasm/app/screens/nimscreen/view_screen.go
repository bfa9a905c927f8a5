//go:build js && wasm

package nimscreen

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// Registration is the Nim screen for the page: main lists it (one line).
func Registration() ui.Registration {
	return ui.Registration{Game: Game, View: func(env *ui.Env, st *store.State) vecty.ComponentOrHTML {
		return &View{Env: env, S: st}
	}}
}

// View is the Nim screen: the heaps and the game on the left, the
// game's settings, the AI's search and the tree view on the right.
type View struct {
	vecty.Core
	Env *ui.Env      `vecty:"prop"`
	S   *store.State `vecty:"prop"`
}

// Render implements vecty.Component.
func (n *View) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("NimView", &out)
	env, st := n.Env, n.S
	ns, _ := st.Screen.(*State)
	if ns == nil {
		return elem.Main(elem.Paragraph(vecty.Text(st.Lang.T("nim.screen.not_ready"))))
	}
	l := st.Lang
	return elem.Main(vecty.Markup(vecty.Class("screen", "nim")),
		elem.Div(vecty.Markup(vecty.Class("col-board")),
			&Status{N: ns, Lang: l},
			&Heaps{Env: env, N: ns, Lang: l},
			&GameBar{Env: env, N: ns, Lang: l},
			&ReviewBar{Env: env, N: ns, Lang: l},
			&HintsPanel{Env: env, N: ns, Lang: l},
			&ReplyPanel{N: ns, Lang: l},
		),
		elem.Div(vecty.Markup(vecty.Class("col-side")),
			&Settings{Env: env, N: ns, Seed: st.Seed, Lang: l},
			&TreePanel{Env: env, N: ns, Lang: l},
			replayControls(env, ns, l),
			&ComparePanel{Env: env, N: ns, Lang: l},
		),
	)
}
