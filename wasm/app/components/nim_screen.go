//go:build js && wasm

package components

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/store"
)

// NimScreen is the Nim screen: the heaps and the game on the left, the
// game's settings, the AI's search and the tree view on the right.
type NimScreen struct {
	vecty.Core
	Env *Env         `vecty:"prop"`
	S   *store.State `vecty:"prop"`
}

// Render implements vecty.Component.
func (n *NimScreen) Render() (out vecty.ComponentOrHTML) {
	defer guard("NimScreen", &out)
	env, st := n.Env, n.S
	ns := st.Nim
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
