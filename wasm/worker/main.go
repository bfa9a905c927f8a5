//go:build js && wasm

// Command worker is SearchLab's solver: the core/api/httpapi handler served by
// github.com/syumai/workers inside a dedicated module Web Worker
// (web/search-worker.mjs). It is loaded from build/app.wasm with the patched
// build/wasm_exec.js that `go tool workers-assets-gen -mode=go -runtime=browser`
// writes, never with Go's own copy (the UI's).
//
// Every request runs this program from scratch and it exits when the
// response ends, so nothing survives between searches. Keep main thin: the
// same handler runs natively in tests and in `searchlab serve`.
package main

import (
	"runtime/debug"
	"syscall/js"

	"github.com/syumai/workers"

	"searchlab/core/api"
	"searchlab/core/api/httpapi"
)

func main() {
	// A search stops at its memory budget (api.DefaultMaxMemory, 512 MiB
	// here, unless the request sets max_memory_bytes); the soft limit makes
	// the collector reclaim garbage (arrays left behind by growth) before
	// the WebAssembly memory grows past it, so the tab survives.
	debug.SetMemoryLimit(api.DefaultMaxMemory * 3 / 2)
	workers.Serve(httpapi.NewHandler(httpapi.Config{AfterProgress: yieldToJS}))
}

// yieldToJS returns only after a JS macrotask has run, so every pending
// promise reaction (the read carrying the progress line just written) runs
// first and the line reaches the page on time; Go on wasm cannot be
// pre-empted, and time.Sleep is not enough. It uses
// Invoke: js.Global().Call would run with this = the workers Proxy and fail
// with "Illegal invocation". Call it once per progress line, not per node:
// nested setTimeout calls are clamped to 4 ms.
func yieldToJS() {
	ch := make(chan struct{})
	var f js.Func
	f = js.FuncOf(func(js.Value, []js.Value) any {
		f.Release()
		close(ch)
		return nil
	})
	js.Global().Get("setTimeout").Invoke(f, 0)
	<-ch
}
