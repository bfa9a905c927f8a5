// Package stepper runs a search on the page one step at a time for the
// "step the search" mode. The search is built by the game's own adapter in
// core/api (api.Registry.StepTraced: the same setup and the same stepper
// the worker runs), and what each step did comes out as the same trace
// lines a traced run in the worker streams, so the page shows a stepped
// search and a run's replay with one view; nothing here searches by itself
// or knows a game.
//
// It is pure Go (tested natively). The adapters only step small boards, so
// a step never stalls the page.
package stepper

import (
	"searchlab/core/registry"
	"searchlab/core/wire"
	"searchlab/wasm/app/store"
)

// MaxEvents is the most events a stepped search records (the step mode
// goes on, untraced, past them).
const MaxEvents = wire.MaxTraceEvents

// Factory returns a store.StepFactory that builds sessions with reg.
func Factory(reg *registry.Registry) store.StepFactory {
	return func(req wire.Request) (store.StepSession, error) { return New(reg, req) }
}

// New validates req (exactly as the worker does) and returns a session
// stepping its algorithm on its board.
func New(reg *registry.Registry, req wire.Request) (store.StepSession, error) {
	s := &session{}
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

// session is one stepping run: the search, its outcome so far and the
// trace lines not handed out yet.
type session struct {
	st    *registry.Stepping
	view  store.StepView
	lines []wire.TraceBatch
}

// Advance performs up to n steps and returns the view after them and the
// trace lines they made.
func (s *session) Advance(n int) (store.StepView, []wire.TraceBatch) {
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
