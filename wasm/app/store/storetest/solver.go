// Package storetest holds what the screens' tests share: a solver that
// answers with the real registry, as the worker does, in the same process.
package storetest

import (
	"context"
	"encoding/json"

	"searchlab/core/api"
)

// RegistrySolver answers solve requests with api.Builtin, synchronously
// (the worker runs the same code): a progress line, then the final line.
// With Hold set a request stays pending until Stop, so tests can look at a
// running search.
type RegistrySolver struct {
	Requests []api.Request // every request received, in order
	Hold     bool          // keep the next requests pending
	Stops    int           // how many times Stop was called
	onEnd    func(string)
}

// Solve implements the store's solver.
func (r *RegistrySolver) Solve(body string, onLine func(string), onEnd func(string)) {
	var req api.Request
	if err := json.Unmarshal([]byte(body), &req); err != nil {
		onEnd("crashed: " + err.Error())
		return
	}
	r.Requests = append(r.Requests, req)
	if r.Hold {
		r.onEnd = onEnd
		return
	}
	resp := api.Builtin().Solve(context.Background(), req, nil)
	b, err := json.Marshal(resp)
	if err != nil {
		onEnd("crashed: " + err.Error())
		return
	}
	onLine(`{"progress":{"expanded":1}}`)
	onLine(string(b))
	onEnd("")
}

// Stop ends a held request with "stopped".
func (r *RegistrySolver) Stop() {
	r.Stops++
	if r.onEnd != nil {
		f := r.onEnd
		r.onEnd = nil
		f("stopped")
	}
}
