package storetest

import (
	"bytes"
	"slices"

	"searchlab/wasm/app/store"
	"searchlab/wasm/worker/stepserve"
)

// StepSolver is the solver's worker for the step mode in tests: it serves
// the step requests (store.PathStep) with the worker's own server
// (stepserve) over sessions a test chooses, and holds each answer until
// Release, as the page gets it from a worker, later (RegistrySolver
// answers at once). Every other call goes to Next (nil: refused).
type StepSolver struct {
	Next     store.Solver
	Requests []string // the body of every step request, in order
	open     stepserve.Opener
	server   *stepserve.Server
	held     []heldStep
}

type heldStep struct {
	id     store.CallID
	answer func()
	onEnd  func(store.End)
}

// NewStepSolver steps the sessions open builds (scripted ones, or the
// registry's: stepserve.Opens), passing other calls to next.
func NewStepSolver(next store.Solver, open stepserve.Opener) *StepSolver {
	return &StepSolver{Next: next, open: open, server: stepserve.NewServerOf(open)}
}

// Start implements store.Solver.
func (s *StepSolver) Start(lane store.Lane, id store.CallID, path, body string, onFrame func([]byte), onEnd func(store.End)) {
	if path != store.PathStep {
		if s.Next == nil {
			onEnd(store.Refused{Why: "no solver"})
			return
		}
		s.Next.Start(lane, id, path, body, onFrame, onEnd)
		return
	}
	s.Requests = append(s.Requests, body)
	s.held = append(s.held, heldStep{id: id, onEnd: onEnd, answer: func() {
		s.server.ServeFrames([]byte(body), func(b []byte) { onFrame(bytes.Clone(b)) })
		onEnd(store.Done{})
	}})
}

// Stop implements store.Solver: a held step request ends Stopped (its
// worker, sessions and all, would be gone: the server forgets them).
func (s *StepSolver) Stop(id store.CallID) {
	i := slices.IndexFunc(s.held, func(h heldStep) bool { return h.id == id })
	if i < 0 {
		if s.Next != nil {
			s.Next.Stop(id)
		}
		return
	}
	h := s.held[i]
	s.held = slices.Delete(s.held, i, i+1)
	s.server = stepserve.NewServerOf(s.open) // a fresh worker
	h.onEnd(store.Stopped{})
}

// Pending is the number of step requests not answered yet.
func (s *StepSolver) Pending() int { return len(s.held) }

// Release answers the held step requests in the order they came, and those
// their answers send, until none is left (at most limit answers).
func (s *StepSolver) Release(limit int) int {
	n := 0
	for ; n < limit && len(s.held) > 0; n++ {
		h := s.held[0]
		s.held = s.held[1:]
		h.answer()
	}
	return n
}

// Open is the number of sessions the server keeps.
func (s *StepSolver) Open() int { return s.server.Open() }
