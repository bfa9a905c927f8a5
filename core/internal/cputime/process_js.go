//go:build js

package cputime

import (
	"syscall/js"
	"time"
)

// Process returns the CPU time (user + system) of the JavaScript process
// running this program where the runtime tells it (Node's
// process.cpuUsage(), in microseconds; a js/wasm test binary run by
// go_js_wasm_exec), so benchmarks in the worker's runtime report CPU time
// per operation as native ones do; false elsewhere (a browser).
func Process() (time.Duration, bool) {
	p := js.Global().Get("process")
	if p.Type() != js.TypeObject {
		return 0, false
	}
	f := p.Get("cpuUsage")
	if f.Type() != js.TypeFunction {
		return 0, false
	}
	u := p.Call("cpuUsage")
	us := u.Get("user").Float() + u.Get("system").Float()
	return time.Duration(us * float64(time.Microsecond)), true
}
