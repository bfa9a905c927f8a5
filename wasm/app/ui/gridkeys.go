//go:build js && wasm

package ui

import "syscall/js"

// GridStep is where an arrow key moves the focus in a rows×cols grid from
// cell (row, col): the neighbouring cell, Home and End to the row's ends;
// ok is false for any other key and at the grid's edge. Boards that are a
// grid (Othello's squares, Nim's heaps) use it for the keyboard navigation
// WAI-ARIA's grid pattern describes.
func GridStep(key string, row, col, rows, cols int) (r, c int, ok bool) {
	r, c = row, col
	switch key {
	case "ArrowLeft":
		c--
	case "ArrowRight":
		c++
	case "ArrowUp":
		r--
	case "ArrowDown":
		r++
	case "Home":
		c = 0
	case "End":
		c = cols - 1
	default:
		return row, col, false
	}
	if r < 0 || r >= rows || c < 0 || c >= cols || (r == row && c == col) {
		return row, col, false
	}
	return r, c, true
}

// FocusTestID moves the keyboard focus to the element with that
// data-testid, if there is one; it reports whether there was.
func FocusTestID(id string) bool {
	el := js.Global().Get("document").Call("querySelector", `[data-testid="`+id+`"]`)
	if el.IsNull() || el.IsUndefined() {
		return false
	}
	el.Call("focus")
	return true
}
