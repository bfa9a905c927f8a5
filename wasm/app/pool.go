//go:build js && wasm

package main

import "syscall/js"

// jsPool is store.Pool over globalThis.searchlabPool (web/worker-pool.mjs):
// the Lab's pool of kept-alive solver workers, with the same calls as the
// screens' solver client (jsSolver) and its own size and StopAll.
type jsPool struct{ jsSolver }

func newJSPool() *jsPool { return &jsPool{jsSolver{global: "searchlabPool"}} }

// Resize implements store.Pool.
func (p *jsPool) Resize(k int) {
	if c := p.client(); c.Truthy() {
		_ = catch(func() { c.Call("resize", k) })
	}
}

// StopAll implements store.Pool: every worker is terminated at once and
// every run ends "stopped".
func (p *jsPool) StopAll() {
	if c := p.client(); c.Truthy() {
		_ = catch(func() { c.Call("stopAll") })
	}
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
