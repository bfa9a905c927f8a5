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
		return &NimScreen{Env: env, S: st}
	}}
}

// NimScreen is the Nim screen: the heaps and the game on the left, the
// game's settings, the AI's search and the tree view on the right.
type NimScreen struct {
	vecty.Core
	Env *ui.Env      `vecty:"prop"`
	S   *store.State `vecty:"prop"`
}

// Render implements vecty.Component.
func (n *NimScreen) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("NimScreen", &out)
	env, st := n.Env, n.S
	ns, _ := st.Screen.(*NimState)
	if ns == nil {
		return elem.Main(elem.Paragraph(vecty.Text("The Nim screen is not ready.")))
	}
	return elem.Main(vecty.Markup(vecty.Class("screen", "nim")),
		elem.Div(vecty.Markup(vecty.Class("col-board")),
			&NimStatus{N: ns},
			&NimHeaps{Env: env, N: ns},
			&NimGameBar{Env: env, N: ns},
			&NimReviewBar{Env: env, N: ns},
			&NimHintsPanel{Env: env, N: ns},
			&NimReplyPanel{N: ns},
		),
		elem.Div(vecty.Markup(vecty.Class("col-side")),
			&NimSettings{Env: env, N: ns, Seed: st.Seed},
			&NimTreePanel{Env: env, N: ns},
			&NimComparePanel{Env: env, N: ns},
		),
	)
}
