//go:build js && wasm

package main

import (
	"syscall/js"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// listenSolverLoad tells the store whether the solver's code is still
// loading: web/boot.mjs starts the solver's worker only once this page is
// interactive, reports globalThis.searchlabSolver.loaded() and sends one
// "searchlab-solver-loaded" window event when a worker has it. A page
// without the boot glue (none of it) never says "loading".
func listenSolverLoad(st *store.Store) {
	client := js.Global().Get("searchlabSolver")
	if client.Type() != js.TypeObject || client.Get("loaded").Type() != js.TypeFunction {
		return
	}
	var f js.Func
	f = js.FuncOf(func(js.Value, []js.Value) any {
		js.Global().Call("removeEventListener", "searchlab-solver-loaded", f)
		f.Release()
		st.Dispatch(actions.SolverLoading{Loading: false})
		return nil
	})
	// Listen first, then ask: the event cannot fall between the two.
	js.Global().Call("addEventListener", "searchlab-solver-loaded", f)
	var loaded bool
	if err := catch(func() { loaded = client.Call("loaded").Truthy() }); err == nil && !loaded {
		st.Dispatch(actions.SolverLoading{Loading: true})
	}
}
