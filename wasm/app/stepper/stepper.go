// Package stepper runs a search on the page one step at a time for the
// "step the search" panel. The search is built by the game's own adapter in
// core/api (api.Registry.Step: the same setup and the same stepper the
// worker runs), with an observer that records what each step did; nothing
// here searches by itself or knows a game.
//
// It is pure Go (tested natively). The adapters only step small boards, so
// a step never stalls the page.
package stepper

import (
	"searchlab/core/api"
	"searchlab/core/search"
	"searchlab/wasm/app/store"
)

// Factory returns a store.StepFactory that builds sessions with reg.
func Factory(reg *api.Registry) store.StepFactory {
	return func(req api.Request) (store.StepSession, error) { return New(reg, req) }
}

// New validates req (exactly as the worker does) and returns a session
// stepping its algorithm on its board.
func New(reg *api.Registry, req api.Request) (store.StepSession, error) {
	s := &session{}
	st, err := reg.Step(req, s.observe)
	if err != nil {
		return nil, err
	}
	s.st = st
	s.view.Algorithm = algorithmName(reg, req)
	s.view.State = st.Initial
	return s, nil
}

// algorithmName is the registry's name of the request's algorithm.
func algorithmName(reg *api.Registry, req api.Request) string {
	job, _, err := reg.Prepare(req)
	if err != nil {
		return req.Algorithm
	}
	return job.Algo.Name
}

// session is one stepping run: the search and the view its observer fills.
type session struct {
	st   *api.Stepping
	view store.StepView
	at   map[string]int // tree index of each state in view.Tree
}

// Advance performs up to n steps and returns the view after them.
func (s *session) Advance(n int) store.StepView {
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
	v := s.view
	v.Beam = append([]string(nil), s.view.Beam...)
	v.Tree = append([]store.TreeNode(nil), s.view.Tree...)
	return v
}

// observe records an event. Generate events only update the counters, so
// the view keeps showing the state being expanded.
func (s *session) observe(e search.Event[string]) {
	v := &s.view
	s.grow(e)
	if e.Kind != search.Solution || e.Frontier != 0 || e.Explored != 0 {
		// (a solution event may carry no counts: keep the last ones)
		v.Frontier, v.Explored = e.Frontier, e.Explored
	}
	if e.Kind == search.Generate {
		return
	}
	v.Event = e.Kind.String()
	switch e.Kind {
	case search.Expand, search.Move, search.Solution:
		v.State, v.Depth, v.G, v.H = e.State, e.Depth, e.G, e.H
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
		v.Beam = append(v.Beam[:0], e.States...)
	}
}

// grow adds an event to the search tree: an expanded state becomes the
// current node (the root when the tree is empty), a generated state its
// child; a new bound (IDDFS, IDA*) starts the tree again, since the next
// iteration searches from the root. A state already in the tree is not
// added twice (graph search); past store.MaxTreeNodes nodes only the
// marks change and TreeCut is set.
func (s *session) grow(e search.Event[string]) {
	v := &s.view
	if s.at == nil || (e.Kind == search.NewBound && len(v.Tree) > 0) {
		s.at, v.Tree, v.TreeCut, v.Current = map[string]int{}, nil, false, -1
		if e.Kind == search.NewBound {
			return
		}
	}
	add := func(parent int) int {
		if i, ok := s.at[e.State]; ok {
			return i
		}
		if len(v.Tree) >= store.MaxTreeNodes {
			v.TreeCut = true
			return -1
		}
		v.Tree = append(v.Tree, store.TreeNode{State: e.State, Parent: parent, Depth: e.Depth, G: e.G, H: e.H})
		s.at[e.State] = len(v.Tree) - 1
		return len(v.Tree) - 1
	}
	switch e.Kind {
	case search.Expand:
		if len(v.Tree) == 0 {
			v.Current = add(-1)
		} else if i, ok := s.at[e.State]; ok {
			v.Current = i
		} else {
			v.Current = -1 // beyond the cap
		}
		if v.Current >= 0 {
			v.Tree[v.Current].Expanded = true
		}
	case search.Generate:
		if v.Current >= 0 && !e.Dropped {
			add(v.Current)
		}
	}
}
