package store

// Paths of the solver's API that screens call through the run controller
// (core/api/httpapi serves them; in the browser the worker does).
const (
	PathSolve      = "/api/solve"
	PathGenerate   = "/api/generate"
	PathTournament = "/api/tournament"
)

// CallID names one call to the solver (one request; a queue of requests
// makes one call per request). The run controller hands them out, unique
// in a Store.
type CallID int64

// Solver carries calls to the solver, away from the page's Go thread (in
// the browser: the worker client behind globalThis.searchlabSolver, the
// bridge in main; in tests: a fake, or the registry in-process,
// storetest.RegistrySolver). Only the run controller (runs.go) uses it:
// screens ask the Host to run typed requests and get typed actions back.
type Solver interface {
	// Start sends body (a JSON request) to path. onLine receives each
	// NDJSON line of the answer; onEnd is called once when the stream is
	// over: Done{} when it ended normally (the controller reads the final
	// object from the lines), else Stopped, Crashed or Refused, decoded
	// from the client's words once, at the bridge (DecodeEnd). Start must
	// not block; the callbacks may come synchronously or later, from any
	// goroutine.
	Start(id CallID, path, body string, onLine func(line string), onEnd func(End))
	// Stop ends call id if it is still running (a no-op otherwise). Its
	// onEnd may still be called; the controller ignores it.
	Stop(id CallID)
}
