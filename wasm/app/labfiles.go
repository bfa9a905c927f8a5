//go:build js && wasm

package main

import "syscall/js"

// savePNG saves an SVG chart as a PNG file: web/chart-png.mjs draws it
// on an offscreen canvas (globalThis.searchlabSavePNG).
func savePNG(name, svg string) {
	f := js.Global().Get("searchlabSavePNG")
	if f.Type() != js.TypeFunction {
		js.Global().Get("console").Call("error", "SearchLab: the PNG export did not load")
		return
	}
	_ = catch(func() { f.Invoke(name, svg) })
}
