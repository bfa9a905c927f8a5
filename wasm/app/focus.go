//go:build js && wasm

package main

import "syscall/js"

// listenChoices gives the keyboard back to the board after a dropdown
// choice made with the mouse or a finger: the <select> loses focus, so the
// arrow keys move the tiles or the block instead of changing the choice
// (A* to DFS, stage 4 to 5). A dropdown worked from the keyboard keeps its
// focus, so arrows still step through its options.
func listenChoices() {
	doc := js.Global().Get("document")
	pointed := js.Null() // the select last pressed with a pointer
	doc.Call("addEventListener", "pointerdown", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if t := args[0].Get("target"); t.Get("tagName").String() == "SELECT" || t.Get("tagName").String() == "OPTION" {
			pointed = t.Call("closest", "select")
		}
		return nil
	}), true)
	doc.Call("addEventListener", "change", js.FuncOf(func(_ js.Value, args []js.Value) any {
		t := args[0].Get("target")
		if t.Get("tagName").String() == "SELECT" && t.Equal(pointed) {
			pointed = js.Null()
			t.Call("blur")
		}
		return nil
	}), true)
}

// setRoute shows the screen's address (#game) in the address bar without a
// new history entry (store.Deps.SetRoute); no hashchange event follows.
func setRoute(game string) {
	loc := js.Global().Get("location")
	js.Global().Get("history").Call("replaceState", nil, "", loc.Get("pathname").String()+loc.Get("search").String()+"#"+game)
}

// clearLink takes the fragment out of the address bar, keeping the page
// (store.Deps.ClearLink: a share link that could not be opened).
func clearLink() {
	loc := js.Global().Get("location")
	js.Global().Get("history").Call("replaceState", nil, "", loc.Get("pathname").String()+loc.Get("search").String())
}
