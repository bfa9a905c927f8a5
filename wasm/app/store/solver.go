package store

// Paths of the solver's API that screens call through the run controller
// (core/api/httpapi serves them; in the browser the worker does).
const (
	PathSolve      = "/api/solve"
	PathGenerate   = "/api/generate"
	PathTournament = "/api/tournament"
	PathStep       = "/api/step" // the worker's kept-alive step sessions (wasm/worker/stepserve)
)

// CallID names one call to the solver (one request; a queue of requests
// makes one call per request). The run controller hands them out, unique
// in a Store.
type CallID int64

// Lane is a lane of the solver's kept-alive workers, all of one kind
// (web/worker-pool.mjs): the screens' lane is one worker doing one search
// at a time (a second is refused), the Lab's a pool of workers doing many
// at once, further requests queued.
type Lane string

// The lanes.
const (
	LaneScreens Lane = "screens"
	LaneLab     Lane = "lab"
)

// Solver carries calls to the solver, away from the page's Go thread (in
// the browser: the lanes of workers behind globalThis.searchlabSolver, the
// bridge in main; in tests: a fake, or the registry in-process,
// storetest.RegistrySolver). Only the run controller (runs.go) uses it:
// screens ask the Host to run typed requests and get typed actions back.
type Solver interface {
	// Start sends body (a JSON request) to path in lane. onFrame receives
	// each binary frame of the answer (core/wire/frame.go: a solve's
	// progress, trace batches and final response, a step request's trace
	// and view, other answers' JSON lines, then the end frame), which the
	// callee no longer touches; onEnd is called once when the stream is
	// over: Done{} when it ended normally (the controller reads the final
	// object from the frames), else Stopped, Crashed or Refused,
	// made from the lanes' typed ends once, at the bridge (EndOf). Start
	// must not block; the callbacks may come synchronously or later, from
	// any goroutine.
	Start(lane Lane, id CallID, path, body string, onFrame func(frame []byte), onEnd func(End))
	// Stop ends call id if it is still running (a no-op otherwise): its
	// worker is terminated and a fresh one starts. Its onEnd may still be
	// called; the controller ignores it.
	Stop(id CallID)
}

// Lanes is what a Solver whose lanes hold several workers can also do
// (the page's does; found by type assertion, so a fake may leave it out).
type Lanes interface {
	// Resize sets the number of workers of lane (at least 1).
	Resize(lane Lane, k int)
	// StopLane ends every call of lane at once: its workers are all
	// terminated and fresh ones start (also how a lane's memory is given
	// back after big runs). The calls' onEnd may still come; the
	// controller ignores them.
	StopLane(lane Lane)
}
