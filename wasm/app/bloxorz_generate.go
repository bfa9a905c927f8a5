//go:build js && wasm

package main

import "syscall/js"

// Request implements store.PathRequester: a POST to another endpoint of
// the solver in the worker (e.g. /api/generate), through
// globalThis.searchlabSolver.request, with Solve's callbacks.
func (jsSolver) Request(path, request string, onLine func(string), onEnd func(string)) {
	api := js.Global().Get("searchlabSolver")
	if api.IsUndefined() || api.IsNull() || api.Get("request").Type() != js.TypeFunction {
		go onEnd("not ready: the solver client did not load")
		return
	}
	var lineFn, endFn js.Func
	lineFn = js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) > 0 && args[0].Type() == js.TypeString {
			onLine(args[0].String())
		}
		return nil
	})
	endFn = js.FuncOf(func(_ js.Value, args []js.Value) any {
		err := ""
		if len(args) > 0 && args[0].Truthy() {
			err = args[0].String()
		}
		lineFn.Release()
		endFn.Release()
		onEnd(err)
		return nil
	})
	if err := catch(func() { api.Call("request", path, request, lineFn, endFn) }); err != nil {
		lineFn.Release()
		endFn.Release()
		go onEnd("crashed: " + err.Error())
	}
}
