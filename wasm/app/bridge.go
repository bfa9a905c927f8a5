//go:build js && wasm

package main

import (
	"fmt"
	"syscall/js"
)

// jsSolver is store.Solver over globalThis.searchlabSolver (web/solver-client.mjs).
type jsSolver struct{}

// Solve implements store.Solver.
func (jsSolver) Solve(request string, onLine func(string), onEnd func(string)) {
	stream("solve", onLine, onEnd, request)
}

// stream calls globalThis.searchlabSolver[method](args..., onLine, onEnd), a
// streaming call whose callbacks are released when the stream ends; a
// missing client or method, or a call that throws, ends it with a reason.
func stream(method string, onLine func(string), onEnd func(string), args ...any) {
	api := js.Global().Get("searchlabSolver")
	if api.IsUndefined() || api.IsNull() || api.Get(method).Type() != js.TypeFunction {
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
	if err := catch(func() { api.Call(method, append(args, lineFn, endFn)...) }); err != nil {
		lineFn.Release()
		endFn.Release()
		go onEnd("crashed: " + err.Error())
	}
}

// Stop implements store.Solver.
func (jsSolver) Stop() {
	api := js.Global().Get("searchlabSolver")
	if !api.IsUndefined() && !api.IsNull() {
		_ = catch(func() { api.Call("stop") })
	}
}

// localStorage is store.Storage over window.localStorage; a browser that
// refuses storage (private mode, quota) gives errors, never panics.
type localStorage struct{}

// Load implements store.Storage.
func (localStorage) Load(key string) (v string, ok bool) {
	_ = catch(func() {
		r := js.Global().Get("localStorage").Call("getItem", key)
		if r.Type() == js.TypeString {
			v, ok = r.String(), true
		}
	})
	return v, ok
}

// Save implements store.Storage.
func (localStorage) Save(key, value string) error {
	return catch(func() { js.Global().Get("localStorage").Call("setItem", key, value) })
}

// catch runs f and turns a JavaScript exception (a panic in syscall/js)
// into an error.
func catch(f func()) (err error) {
	defer func() {
		if v := recover(); v != nil {
			err = fmt.Errorf("%v", v)
		}
	}()
	f()
	return nil
}
