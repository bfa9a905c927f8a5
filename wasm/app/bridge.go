//go:build js && wasm

package main

import (
	"fmt"
	"sync"
	"syscall/js"

	"searchlab/wasm/app/store"
)

// jsSolver is store.Solver (and store.Lanes) over the page's lanes of
// kept-alive solver workers, globalThis.searchlabSolver
// (web/worker-pool.mjs): the screens' lane of one worker and the Lab's
// pool, one worker kind. It is the bridge where the lanes' typed ends
// ({kind, why}, web/ends.mjs) become store.Ends, once (store.EndOf).
type jsSolver struct {
	mu   sync.Mutex
	runs map[store.CallID]js.Value // the lanes' run id of each call in flight
}

// client is globalThis.searchlabSolver, or undefined.
func (b *jsSolver) client() js.Value { return js.Global().Get("searchlabSolver") }

// Start implements store.Solver: client.request(lane, path, body, onFrame,
// onEnd, {frames: true}): the worker answers in binary frames
// (core/wire/frame.go), each an ArrayBuffer transferred to this thread,
// copied once into Go and decoded by the store without reflection. The
// callbacks are released when the stream ends, and a missing client, or a
// call that throws, ends it at once.
func (b *jsSolver) Start(lane store.Lane, id store.CallID, path, body string, onFrame func([]byte), onEnd func(store.End)) {
	client := b.client()
	if client.IsUndefined() || client.IsNull() || client.Get("request").Type() != js.TypeFunction {
		go onEnd(store.Refused{Why: "the solver client did not load"})
		return
	}
	var lineFn, endFn js.Func
	uint8Array := js.Global().Get("Uint8Array")
	lineFn = js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) > 0 && args[0].Type() == js.TypeObject {
			a := uint8Array.New(args[0])
			frame := make([]byte, a.Get("length").Int())
			js.CopyBytesToGo(frame, a)
			onFrame(frame)
		}
		return nil
	})
	endFn = js.FuncOf(func(_ js.Value, args []js.Value) any {
		kind, why := "", ""
		if len(args) > 0 && args[0].Type() == js.TypeObject {
			if k := args[0].Get("kind"); k.Type() == js.TypeString {
				kind = k.String()
			}
			if w := args[0].Get("why"); w.Type() == js.TypeString {
				why = w.String()
			}
		}
		b.forget(id)
		lineFn.Release()
		endFn.Release()
		onEnd(store.EndOf(kind, why))
		return nil
	})
	var run js.Value
	frames := js.ValueOf(map[string]any{"frames": true})
	if err := catch(func() { run = client.Call("request", string(lane), path, body, lineFn, endFn, frames) }); err != nil {
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
// worker is terminated; its onEnd then says "stopped").
func (b *jsSolver) Stop(id store.CallID) {
	b.mu.Lock()
	run, ok := b.runs[id]
	b.mu.Unlock()
	if c := b.client(); ok && c.Truthy() {
		_ = catch(func() { c.Call("stop", run) })
	}
}

// Resize implements store.Lanes.
func (b *jsSolver) Resize(lane store.Lane, k int) {
	if c := b.client(); c.Truthy() {
		_ = catch(func() { c.Call("resize", string(lane), k) })
	}
}

// StopLane implements store.Lanes: every worker of the lane is terminated
// at once and every run of it ends "stopped".
func (b *jsSolver) StopLane(lane store.Lane) {
	if c := b.client(); c.Truthy() {
		_ = catch(func() { c.Call("stopLane", string(lane)) })
	}
}

func (b *jsSolver) forget(id store.CallID) {
	b.mu.Lock()
	delete(b.runs, id)
	b.mu.Unlock()
}

// cores is navigator.hardwareConcurrency (1 when the browser does not
// say).
func cores() int {
	n := js.Global().Get("navigator").Get("hardwareConcurrency")
	if n.Type() != js.TypeNumber || n.Int() < 1 {
		return 1
	}
	return n.Int()
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
