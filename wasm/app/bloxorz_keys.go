//go:build js && wasm

package main

import (
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// bloxorzKey maps the Bloxorz screen's own keys: space switches control
// between split cubes (S), u undoes, Backspace restarts. The arrows, r,
// Escape and p keep their shared meaning (roll, run, stop, play/pause).
func bloxorzKey(st *store.Store, key string) (actions.Action, bool) {
	if !st.BloxorzShowing() {
		return nil, false
	}
	switch key {
	case " ":
		return actions.BloxKey{Key: 'S'}, true
	case "u", "U":
		return actions.Undo{}, true
	case "Backspace":
		return actions.BloxRestart{}, true
	}
	return nil, false
}
