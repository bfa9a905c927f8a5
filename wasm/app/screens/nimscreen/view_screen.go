//go:build js && wasm

package nimscreen

import (
	"github.com/hexops/vecty"

	"searchlab/wasm/app/components"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// Registration is the Nim screen for the page: main lists it (one line).
func Registration() ui.Registration {
	return components.ScreenRegistration(Game, "NimView", "nim.screen.not_ready", render)
}

// render draws the Nim screen: the heaps and the game on the left, the
// game's settings, the AI's search and the tree view on the right.
func render(env *ui.Env, st *store.State, ns *State) vecty.ComponentOrHTML {
	l := st.Lang
	return components.ScreenLayout{Class: "nim",
		Board: []vecty.MarkupOrChild{
			&Status{N: ns, Lang: l},
			&Heaps{Env: env, N: ns, Lang: l},
			&GameBar{Env: env, N: ns, Lang: l},
			&ReviewBar{Env: env, N: ns, Lang: l},
			&HintsPanel{Env: env, N: ns, Lang: l},
			&ReplyPanel{N: ns, Lang: l},
		},
		Side: []vecty.MarkupOrChild{
			&Settings{Env: env, N: ns, Seed: st.Seed, Lang: l},
			&TreePanel{Env: env, N: ns, Lang: l},
			replayControls(env, ns, l),
			&ComparePanel{Env: env, N: ns, Lang: l},
		},
	}.Render()
}
