// Package stepper runs a search on the page one step at a time for the
// "step the search" panel. It drives the SAME steppable implementations the
// worker runs (core/search and core/local constructors), with an Observer
// that records what each step did; nothing here searches by itself.
//
// The stepper is built by api.NewObservedStepper, the constructor the
// worker uses, so parameters mean the same in both places.
//
// It is pure Go (tested natively) and only serves small boards (packed
// N-puzzle states, at most 16 cells), so a step never stalls the page.
package stepper

import (
	"fmt"

	"searchlab/core/api"
	"searchlab/core/npuzzle"
	"searchlab/core/search"
	"searchlab/wasm/app/store"
)

// Factory returns a store.StepFactory that validates requests with reg
// (exactly as the worker does) and builds the stepping session.
func Factory(reg *api.Registry) store.StepFactory {
	return func(req api.Request) (store.StepSession, error) { return New(reg, req) }
}

// New validates req and returns a session stepping its algorithm on its
// board.
func New(reg *api.Registry, req api.Request) (store.StepSession, error) {
	job, _, err := reg.Prepare(req)
	if err != nil {
		return nil, err
	}
	if job.Game == "bloxorz" {
		return newBloxorz(job)
	}
	start, goal, err := npuzzle.ParsePair(job.Board, job.Goal)
	if err != nil {
		return nil, err
	}
	if !npuzzle.Packable(start) {
		return nil, fmt.Errorf("stepping works on boards of at most %d cells", npuzzle.PackedCells)
	}
	if err := npuzzle.Solvable(start, goal); err != nil {
		return nil, err
	}
	h, err := npuzzle.ParseHeuristic(job.Values.String("heuristic"))
	if err != nil {
		return nil, err
	}
	if err := h.Supports(start.Rows(), start.Cols()); err != nil {
		return nil, err
	}
	var p *npuzzle.Puzzle
	if h == npuzzle.PatternDB {
		// The page has no worker to build a 15-puzzle's databases in:
		// step with pdb on boards whose databases take a moment.
		if start.Len() > 12 {
			return nil, fmt.Errorf("stepping with the pdb heuristic works on boards of at most 12 cells (its databases are built on the page); solve with it instead, or step with walking-distance")
		}
		db, err := npuzzle.CachedPDB(goal, job.Values.String("partition"), nil)
		if err != nil {
			return nil, err
		}
		p, err = npuzzle.NewWithPDB(start, db)
	} else {
		p, err = npuzzle.New(start, goal, h)
	}
	if err != nil {
		return nil, err
	}
	s := &session[uint64, npuzzle.Move]{text: func(x uint64) string { return p.Board(x).String() }}
	s.view.Algorithm = job.Algo.Name
	st, err := api.NewObservedStepper(job, search.Problem[uint64, npuzzle.Move](p), s.observe)
	if err != nil {
		return nil, err
	}
	s.st = st
	s.view.State = start.String()
	return s, nil
}

// session is one stepping run: the stepper and the view its observer fills.
type session[S comparable, A any] struct {
	st   search.Stepper[A]
	text func(S) string
	view store.StepView
}

// Advance performs up to n steps and returns the view after them.
func (s *session[S, A]) Advance(n int) store.StepView {
	for i := 0; i < n && !s.view.Done; i++ {
		more := s.st.Step()
		s.view.Steps++
		if !more {
			r := s.st.Result()
			s.view.Done, s.view.Status, s.view.Length = true, r.Status.String(), len(r.Actions)
		}
	}
	v := s.view
	v.Beam = append([]string(nil), s.view.Beam...)
	return v
}

// observe records an event. Generate events only update the counters, so
// the view keeps showing the state being expanded.
func (s *session[S, A]) observe(e search.Event[S]) {
	v := &s.view
	v.Frontier, v.Explored = e.Frontier, e.Explored
	if e.Kind == search.Generate {
		return
	}
	v.Event = e.Kind.String()
	switch e.Kind {
	case search.Expand, search.Move, search.Solution:
		v.State, v.Depth, v.G, v.H = s.text(e.State), e.Depth, e.G, e.H
		if e.Kind == search.Move {
			v.Value = e.Value
			if e.Temperature != 0 {
				v.Temperature, v.HasTemp = e.Temperature, true
			}
		}
	case search.NewBound:
		v.Bound, v.HasBound = e.Bound, true
	case search.Restart:
		v.Generation = e.Iteration
	case search.Generation:
		v.Generation, v.Value = e.Iteration, e.Value
	case search.Beam:
		v.Beam = v.Beam[:0]
		for _, x := range e.States {
			v.Beam = append(v.Beam, s.text(x))
		}
	}
}
