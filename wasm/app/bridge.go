//go:build js && wasm

package main

import (
	"fmt"
	"sync"
	"syscall/js"

	"searchlab/wasm/app/store"
)

// jsSolver is store.Solver over a solver client of web/: the screens'
// globalThis.searchlabSolver (web/solver-client.mjs), or the Lab's pool
// globalThis.searchlabPool (web/worker-pool.mjs, jsPool). It is the bridge
// where the client's words for how a stream ended become typed ends, once
// (store.DecodeEnd).
type jsSolver struct {
	global string // the client's global name
	mu     sync.Mutex
	runs   map[store.CallID]js.Value // the client's run id of each call in flight
}

// client is the client's global object, or undefined.
func (b *jsSolver) client() js.Value { return js.Global().Get(b.global) }

// Start implements store.Solver: client.request(path, body, onLine,
// onEnd); the callbacks are released when the stream ends, and a missing
// client, or a call that throws, ends it at once.
func (b *jsSolver) Start(id store.CallID, path, body string, onLine func(string), onEnd func(store.End)) {
	client := b.client()
	if client.IsUndefined() || client.IsNull() || client.Get("request").Type() != js.TypeFunction {
		go onEnd(store.Refused{Why: "the solver client did not load"})
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
		reason := ""
		if len(args) > 0 && args[0].Truthy() {
			reason = args[0].String()
		}
		b.forget(id)
		lineFn.Release()
		endFn.Release()
		onEnd(store.DecodeEnd(reason))
		return nil
	})
	var run js.Value
	if err := catch(func() { run = client.Call("request", path, body, lineFn, endFn) }); err != nil {
		lineFn.Release()
		endFn.Release()
		go onEnd(store.Crashed{Why: err.Error()})
		return
	}
	b.mu.Lock()
	if b.runs == nil {
		b.runs = map[store.CallID]js.Value{}
	}
	b.runs[id] = run
	b.mu.Unlock()
}

// Stop implements store.Solver: client.stop(run) ends that run only (its
// onEnd then says "stopped").
func (b *jsSolver) Stop(id store.CallID) {
	b.mu.Lock()
	run, ok := b.runs[id]
	b.mu.Unlock()
	client := b.client()
	if ok && !client.IsUndefined() && !client.IsNull() {
		_ = catch(func() { client.Call("stop", run) })
	}
}

func (b *jsSolver) forget(id store.CallID) {
	b.mu.Lock()
	delete(b.runs, id)
	b.mu.Unlock()
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
