package api

import (
	"fmt"

	"searchlab/core/search"
)

// Stepping is a job's search built to be stepped by its caller (the page's
// "step the search" panel): the very stepper the game's Solve runs, built
// by the same code, with an observer that sees each event with its states
// written as text.
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
}

// StepObserver receives a stepped search's events, states as text.
type StepObserver func(search.Event[string])

// SteppableGame is a Game whose searches can be stepped: Stepping builds
// the search Solve would run for job (the same setup, the same stepper),
// observed by obs.
type SteppableGame interface {
	Game
	Stepping(job Job, obs StepObserver) (*Stepping, error)
}

// Step validates req as Solve does and builds its search for stepping.
func (r *Registry) Step(req Request, obs StepObserver) (*Stepping, error) {
	job, g, err := r.Prepare(req)
	if err != nil {
		return nil, err
	}
	sg, ok := g.(SteppableGame)
	if !ok {
		return nil, fmt.Errorf("the game %q cannot be stepped on the page", req.Game)
	}
	return sg.Stepping(job, obs)
}

// newStepping builds the job's stepper on p (NewObservedStepper, as
// SolveProblem does) with obs seeing states through text.
func newStepping[S comparable, A any](job Job, p search.Problem[S, A], text func(S) string, obs StepObserver) (*Stepping, error) {
	var o search.Observer[S]
	if obs != nil {
		o = func(e search.Event[S]) { obs(textEvent(e, text)) }
	}
	st, err := NewObservedStepper(job, p, o)
	if err != nil {
		return nil, err
	}
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
		Initial: text(p.Initial()),
	}, nil
}

// textEvent is e with its states written as text.
func textEvent[S any](e search.Event[S], text func(S) string) search.Event[string] {
	t := search.Event[string]{Kind: e.Kind, Depth: e.Depth, G: e.G, H: e.H, Bound: e.Bound, Value: e.Value, Mean: e.Mean,
		Temperature: e.Temperature, Frontier: e.Frontier, Explored: e.Explored, Iteration: e.Iteration,
		Expanded: e.Expanded, Generated: e.Generated, Root: e.Root, Dropped: e.Dropped, Backward: e.Backward}
	switch e.Kind {
	case search.Expand, search.Move, search.Solution, search.Generate:
		t.State = text(e.State)
	case search.Beam:
		t.States = make([]string, len(e.States))
		for i, s := range e.States {
			t.States[i] = text(s)
		}
	}
	return t
}
