//go:build js && wasm

package main

// Request implements store.PathRequester: a POST to another endpoint of
// the solver in the worker (e.g. /api/generate), through
// globalThis.searchlabSolver.request, with Solve's callbacks.
func (jsSolver) Request(path, request string, onLine func(string), onEnd func(string)) {
	stream("request", onLine, onEnd, path, request)
}
