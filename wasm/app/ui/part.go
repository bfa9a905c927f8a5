//go:build js && wasm

package ui

import "searchlab/wasm/app/i18n"

// Part is the props every panel of a game screen draws from, one set for
// all: the page's services, the screen's state and the page's language.
// A panel embeds it as one prop (the embedded field tagged vecty:"prop",
// which Vecty copies whole) and a screen names its own (type Part =
// ui.Part[State]), so every screen's panels have one shape and one naming
// scheme (p.S is the screen's state).
type Part[S any] struct {
	Env  *Env
	S    *S
	Lang i18n.Lang
}
