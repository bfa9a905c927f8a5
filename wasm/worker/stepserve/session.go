// Package stepserve keeps the step mode's searches alive in the solver's
// worker (issue 28 item 3): the page asks a live search for its next steps
// (POST /api/step, wire.StepRequest) and the worker keeps it between
// requests. The search is built by the game's own adapter
// (registry.StepTraced: the same setup and the same stepper a solve runs),
// and what each step did comes out as the same trace lines a traced run
// streams, so the page shows a stepped search and a run's replay with one
// view; nothing here searches by itself or knows a game.
//
// It is pure Go (tested natively); the browser worker (wasm/worker) serves
// it beside the solve API on its kept-alive program.
package stepserve

import (
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// MaxEvents is the most events a stepped search records (the step mode
// goes on, untraced, past them).
const MaxEvents = wire.MaxTraceEvents

// Session is one stepped search: the search, its outcome so far and the
// trace lines not handed out yet. Each step costs what one step of the
// algorithm costs (one expansion for the best-first searches) plus its
// trace events; Advance performs at most the steps asked for.
type Session struct {
	st    *registry.Stepping
	view  wire.StepView
	lines []wire.TraceBatch
}

// New validates req (exactly as a solve does) and returns a session
// stepping its algorithm on its board.
func New(reg *registry.Registry, req wire.Request) (*Session, error) {
	s := &Session{}
	st, err := reg.StepTraced(req, MaxEvents, func(b wire.TraceBatch) { s.lines = append(s.lines, b) })
	if err != nil {
		return nil, err
	}
	s.st = st
	s.view.Algorithm = algorithmName(reg, req)
	return s, nil
}

// algorithmName is the registry's name of the request's algorithm.
func algorithmName(reg *registry.Registry, req wire.Request) string {
	job, _, err := reg.Prepare(req)
	if err != nil {
		return req.Algorithm
	}
	return job.Algo.Name
}

// Advance performs up to n steps and returns the view after them and the
// trace lines they made.
func (s *Session) Advance(n int) (wire.StepView, []wire.TraceBatch) {
	for i := 0; i < n && !s.view.Done; i++ {
		more := s.st.Step()
		s.view.Steps++
		if !more {
			status, length := s.st.Result()
			s.view.Done, s.view.Status, s.view.Length = true, status.String(), length
			if s.st.Moves != nil {
				s.view.Moves = s.st.Moves()
			}
		}
	}
	s.st.Flush()
	lines := s.lines
	s.lines = nil
	v := s.view
	v.Moves = append([]string(nil), s.view.Moves...)
	return v, lines
}
