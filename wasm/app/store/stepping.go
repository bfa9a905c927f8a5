package store

import (
	corewire "searchlab/core/wire"
)

// StepView is where the step mode is: the steps performed and, once the
// search has ended, its outcome. What the steps did is the step mode's
// trace, which the solver panel's Replay holds and the replay view shows.
type StepView struct {
	Algorithm string
	Steps     int64 // steps performed so far
	Done      bool
	Status    string   // the search status once Done
	Length    int      // solution length once Done and found
	Moves     []string // the solution's moves once Done and found (when the game names them)
	Error     string
}

// StepSession is a search running on the page, advanced by hand.
type StepSession interface {
	// Advance performs up to n steps (stopping early at an event worth
	// showing is allowed) and returns the view after them and the trace
	// lines the steps made.
	Advance(n int) (StepView, []corewire.TraceBatch)
}

// StepFactory builds a stepping session for a request (same validation as
// the worker's), or says why it cannot.
type StepFactory func(req corewire.Request) (StepSession, error)
