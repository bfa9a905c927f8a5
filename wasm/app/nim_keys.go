//go:build js && wasm

package main

import (
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// nimKey maps the Nim screen's own key: u undoes. The shared keys keep
// their meaning there (r the AI's move, Escape stop, s a step of the tree
// view, space or p auto-play in AI vs AI); the store routes them.
func nimKey(st *store.Store, key string) (actions.Action, bool) {
	if key != "u" && key != "U" {
		return nil, false
	}
	if s := st.State(); s.Game != "nim" {
		return nil, false
	}
	return actions.NimUndo{}, true
}
