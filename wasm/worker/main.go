//go:build js && wasm

// Command worker is SearchLab's solver: the core/api/httpapi handler served by
// github.com/syumai/workers inside a dedicated module Web Worker
// (web/solver-worker.mjs). It is loaded from build/app.wasm with the patched
// build/wasm_exec.js that `go tool workers-assets-gen -mode=go -runtime=browser`
// writes, never with Go's own copy (the UI's).
//
// The same program is the Cloudflare Worker: `make worker` builds it with the
// generator's cloudflare runtime (worker.mjs imports app.wasm as a module) and
// the cloudflare build tag, which sets the memory budgets that fit an
// isolate (budget_cloudflare.go; the browser's are in budget_browser.go),
// into cloudflare/build, served locally by workerd (make worker-dev) and
// deployed by wrangler. Nothing here is browser-only: setTimeout, which yieldToJS
// uses, exists in both runtimes, and progress lines stream on workerd too.
//
// In the browser every worker (web/solver-worker.mjs: the screens' lane
// and the Lab's pool alike) starts it once and keeps it for many requests
// (package keepalive), so read-only tables stay resident (pdb.go); on
// workerd, syumai/workers runs it per request. Keep main thin: the same
// handler runs natively in tests and in `searchlab serve`.
package main

import (
	"context"
	"net/http"
	"runtime/debug"
	"syscall/js"

	"github.com/syumai/workers"

	"searchlab/core/api/httpapi"
	"searchlab/core/games/all"
	npuzzleengine "searchlab/core/games/npuzzlegame/engine"
	"searchlab/core/wire"
	"searchlab/wasm/worker/keepalive"
	"searchlab/wasm/worker/stepserve"
)

// stepPath is where the page's step mode asks for the next steps of a
// search this worker keeps (wire.StepRequest; only the browser's
// kept-alive worker serves it: workerd runs a fresh program per request).
const stepPath = "/api/step"

func main() {
	// A search stops at its memory budget (maxMemory, or the request's
	// max_memory_bytes within it); the soft limit keeps the WebAssembly
	// memory from growing far past the searches' own.
	debug.SetMemoryLimit(memoryLimit)
	npuzzleengine.SetPDBSource(newResidentPDBs())
	h := httpapi.NewHandler(httpapi.Config{AfterProgress: yieldToJS, MaxMemory: maxMemory})
	if keepalive.Enabled() {
		// A browser worker: one instance, many requests, and the step
		// mode's searches kept alive between them (stepserve).
		steps := stepserve.NewServer(all.Builtin())
		mux := http.NewServeMux()
		mux.Handle(stepPath, steps)
		mux.Handle("/", h)
		keepalive.Serve(mux, func(path string, body []byte, onFrame func([]byte)) int {
			if path == stepPath {
				steps.ServeFrames(body, onFrame)
				onFrame(wire.AppendEndFrame(nil, http.StatusOK))
				return http.StatusOK
			}
			return httpapi.ServeFrames(context.Background(), h, path, body, onFrame)
		})
	}
	workers.Serve(h)
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
