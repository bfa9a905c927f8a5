package wire

// The step mode's wire (POST /api/step): the page asks a live search kept
// in the solver's worker for its next steps. A session is opened by the
// first request that carries the search's Request, advanced by the next
// ones (same Session, no Request) and closed by naming it in Close; the
// worker keeps a few sessions and drops the oldest past its cap. The
// answer is NDJSON: the trace lines of the steps performed (TraceLine,
// as a traced solve streams them), then one StepLine.

// StepRequest is one request of the step mode.
type StepRequest struct {
	// Session names the stepped search (chosen by the page, unique in it).
	Session int64 `json:"session"`
	// Request opens the session: the search to step (validated exactly as
	// a solve). Nil: the session must be open already.
	Request *Request `json:"request,omitempty"`
	// Steps is how many steps to perform now (at least one, at most
	// MaxStepsPerRequest).
	Steps int `json:"steps"`
	// Close names sessions the page has finished with; they are dropped
	// before this request is served.
	Close []int64 `json:"close,omitempty"`
}

// MaxStepsPerRequest bounds the steps one request performs, so that a
// request to the worker always ends soon.
const MaxStepsPerRequest = 10_000

// StepView is where a stepped search is: the steps performed and, once the
// search has ended, its outcome.
type StepView struct {
	Algorithm string   `json:"algorithm"`
	Steps     int64    `json:"steps"` // steps performed so far
	Done      bool     `json:"done,omitempty"`
	Status    string   `json:"status,omitempty"` // the search status once Done
	Length    int      `json:"length,omitempty"` // solution length once Done and found
	Moves     []string `json:"moves,omitempty"`  // the solution's moves once Done and found (when the game names them)
}

// StepLine is the last line of a step request's answer: the view after
// the steps, or why the request could not be served (Error, with no
// view; a session the worker no longer has says so).
type StepLine struct {
	Step  *StepView `json:"step,omitempty"`
	Error string    `json:"error,omitempty"`
}
