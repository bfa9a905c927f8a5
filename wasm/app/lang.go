//go:build js && wasm

package main

import (
	"syscall/js"

	"searchlab/wasm/app/store"
)

// browserLanguages is navigator.languages (most preferred first), or
// navigator.language alone where the list is missing; the store picks the
// page's language from it until the reader chooses one.
func browserLanguages() []string {
	nav := js.Global().Get("navigator")
	if nav.IsUndefined() {
		return nil
	}
	var out []string
	if ls := nav.Get("languages"); !ls.IsUndefined() && !ls.IsNull() {
		for i := 0; i < ls.Length(); i++ {
			out = append(out, ls.Index(i).String())
		}
	}
	if l := nav.Get("language"); len(out) == 0 && l.Type() == js.TypeString {
		out = append(out, l.String())
	}
	return out
}

// followLang keeps <html lang> on the page's language (screen readers
// pick their voice from it, browsers their hyphenation and fonts), now
// and after every change.
func followLang(st *store.Store) {
	root := js.Global().Get("document").Get("documentElement")
	shown := ""
	set := func() {
		if l := string(st.Lang()); l != shown {
			shown = l
			root.Call("setAttribute", "lang", l)
		}
	}
	set()
	st.Subscribe(set)
}
