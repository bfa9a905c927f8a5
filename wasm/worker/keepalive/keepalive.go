//go:build js && wasm

// Package keepalive serves the solver's requests from one Go instance
// that lives as long as its Web Worker: the mode of every browser solver
// worker (web/solver-worker.mjs). The solver (wasm/worker) and the end-to-end
// tests' stand-in solver (wasm/e2e/testdata/crashsolver) both use it.
package keepalive

import (
	"context"
	"fmt"
	"net/http"
	"syscall/js"

	"github.com/syumai/workers"

	"searchlab/core/api/httpapi"
)

// Enabled reports whether this program was started by a browser solver
// worker (web/solver-worker.mjs), which sets globalThis.searchlabKeepAlive
// before it runs the program once and keeps it.
func Enabled() bool { return js.Global().Get("searchlabKeepAlive").Truthy() }

// Frames answers one request in binary frames (core/wire/frame.go):
// onFrame gets each frame (valid only during the call), the last one the
// end frame; it returns the status code.
type Frames func(path string, body []byte, onFrame func(frame []byte)) int

// Serve serves requests for as long as the worker lives, with one
// Go instance: where syumai/workers runs the program from scratch for every
// request (35–190 ms each in the browser, more than many small searches
// take), the page's workers start it once and call
//
//	context.binding.serve(path, body, onLine) → Promise<status code>
//	context.binding.serve(path, body, null, onFrame) → Promise<status code>
//
// per run. With onLine the handler h answers in this process
// (httpapi.ServeLines) and every NDJSON line goes to onLine(line) as it is
// written; with onFrame (what the page asks for) frames answers, and
// every frame goes to onFrame(buffer) as a fresh ArrayBuffer of its own,
// which the worker transfers to the page without a copy. One request at a
// time (a lane gives a worker one run at a time); a second call while one
// runs is refused. Stop is still worker.terminate(): a Go program in wasm
// cannot be interrupted. The program runs with the patched wasm_exec.js,
// whose global proxy hands it the context (the binding the worker made);
// it never returns.
func Serve(h http.Handler, frames Frames) {
	busy := false
	uint8Array := js.Global().Get("Uint8Array")
	serve := js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) < 3 || args[0].Type() != js.TypeString || args[1].Type() != js.TypeString {
			return rejected("serve(path, body, onLine[, onFrame]) takes two strings and a function")
		}
		onLine, onFrame := args[2], js.Undefined()
		if len(args) > 3 && args[3].Type() == js.TypeFunction {
			onFrame = args[3]
		} else if onLine.Type() != js.TypeFunction {
			return rejected("serve(path, body, onLine[, onFrame]) takes two strings and a function")
		}
		if busy {
			return rejected("busy: this worker already runs a search")
		}
		busy = true
		path, body := args[0].String(), []byte(args[1].String())
		return promise(func(resolve func(any)) {
			defer func() { busy = false }()
			if !onFrame.IsUndefined() {
				resolve(frames(path, body, func(b []byte) {
					a := uint8Array.New(len(b))
					js.CopyBytesToJS(a, b)
					onFrame.Invoke(a.Get("buffer"))
				}))
				return
			}
			code := httpapi.ServeLines(context.Background(), h, path, body, func(line string) { onLine.Invoke(line) })
			resolve(code)
		})
	})
	js.Global().Get("context").Get("binding").Set("serve", serve)
	workers.Ready()
	select {} // callbacks keep coming: the program lives as long as its worker
}

// promise returns a JS Promise that run resolves from a goroutine of its
// own (a js.FuncOf callback must not block).
func promise(run func(resolve func(any))) js.Value {
	var executor js.Func
	executor = js.FuncOf(func(_ js.Value, args []js.Value) any {
		executor.Release()
		resolve := args[0]
		go run(func(v any) { resolve.Invoke(v) })
		return nil
	})
	return js.Global().Get("Promise").New(executor)
}

// rejected is a Promise rejected with an Error saying why.
func rejected(why string) js.Value {
	return js.Global().Get("Promise").Call("reject", js.Global().Get("Error").New(fmt.Sprint(why)))
}
