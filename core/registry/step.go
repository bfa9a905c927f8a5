package registry

import (
	"fmt"

	"searchlab/core/search"
	"searchlab/core/wire"
)

// Stepping is a job's search built to be stepped by its caller (the page's
// "step the search" mode): the very stepper the game's Solve runs, built by
// the same code, recording its trace as a traced solve does.
type Stepping struct {
	// Step performs one step; false when the search has ended.
	Step func() bool
	// Result is the outcome so far: the status and the solution's length.
	Result func() (search.Status, int)
	// Moves names the solution's moves once found (fmt.Stringer's names,
	// as Solve's for games whose actions are Stringers; nil otherwise).
	Moves func() []string
	// Initial is the start state as text.
	Initial string
	// Flush sends the trace lines of the events since the last Flush.
	Flush func()
}

// SteppableGame is a Game whose searches can be stepped: Stepping builds
// the search Solve would run for job (the same setup, the same stepper,
// the job's trace).
type SteppableGame interface {
	Game
	Stepping(job Job) (*Stepping, error)
}

// StepTraced validates req as Solve does and builds its search for
// stepping, recording at most maxEvents events of its trace: emit receives
// the trace lines (the solve API's) whenever Flush is called.
func (r *Registry) StepTraced(req wire.Request, maxEvents int, emit func(wire.TraceBatch)) (*Stepping, error) {
	req.Trace = nil
	job, g, err := r.Prepare(req)
	if err != nil {
		return nil, err
	}
	sg, ok := g.(SteppableGame)
	if !ok {
		return nil, fmt.Errorf("the game %q cannot be stepped on the page", req.Game)
	}
	job.Recorder = newTracer(min(max(maxEvents, 1), wire.MaxTraceEvents), batches(emit))
	st, err := sg.Stepping(job)
	if err != nil {
		return nil, err
	}
	st.Flush = job.Recorder.flush
	return st, nil
}

// SteppingOf is the Stepping of a stepper a game built itself (one
// NewObservedStepper does not know, such as the graph game's Monte Carlo
// tree search), the job's trace already observing it; initial is the
// start state's text.
func SteppingOf[A any](st search.Stepper[A], initial string) *Stepping {
	return &Stepping{
		Step: st.Step,
		Result: func() (search.Status, int) {
			r := st.Result()
			return r.Status, len(r.Actions)
		},
		Moves: func() []string {
			acts := st.Result().Actions
			out := make([]string, 0, len(acts))
			for _, a := range acts {
				s, ok := any(a).(fmt.Stringer)
				if !ok {
					return nil
				}
				out = append(out, s.String())
			}
			return out
		},
		Initial: initial,
	}
}
