//go:build js && wasm

package nimscreen

import (
	"github.com/hexops/vecty"

	"searchlab/wasm/app/components"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// Registration is the Nim screen for the page: wasm/app/screens_gen.go lists it.
func Registration() ui.Registration {
	r := components.ScreenRegistration(Game, "NimView", "nim.screen.not_ready", render)
	r.Order = 30 // the picker's order (ui.Registration)
	return r
}

// render draws the Nim screen: the heaps and the game on the left, the
// game's settings, the AI's search and the tree view on the right.
func render(env *ui.Env, st *store.State, ns *State) vecty.ComponentOrHTML {
	p := Part{Env: env, S: ns, Lang: st.Lang}
	return components.ScreenLayout{Class: "nim",
		Board: []vecty.MarkupOrChild{
			&Status{Part: p},
			&Heaps{Part: p},
			&GameBar{Part: p},
			&ReviewBar{Part: p},
			&HintsPanel{Part: p},
			&ReplyPanel{Part: p},
		},
		Side: []vecty.MarkupOrChild{
			&Settings{Part: p, Seed: st.Seed},
			&TreePanel{Part: p},
			replayControls(env, ns, p.Lang),
			&ComparePanel{Part: p},
		},
	}.Render()
}
