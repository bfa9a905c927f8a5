package local

import "searchlab/core/search"

// walk is the state of a local search that moves one current state
// through the space (HillClimbing and SimulatedAnnealing): the current
// state and its h, the cycle-free path to it from the problem's start
// (path.go), and the random mover. It keeps the bookkeeping of base.
type walk[S comparable, A any] struct {
	base[S, A]
	mover   randomMover[S, A]
	cur     S
	curH    float64
	path    *path[S, A]
	started bool
}

// init puts the walk at the problem's start (generated, the one state in
// the frontier); the constructor calls it once its parameters are valid.
func (w *walk[S, A]) init() {
	w.mover = newRandomMover(w.p)
	w.cur = w.p.Initial()
	w.path = newPath[S, A](w.cur)
	w.stats.Generated = 1
	w.stats.MaxFrontier = 1
}

// begin is the first step's prologue: it reports the start state and tests
// it for the goal (ending the search with the empty path, memory mem, if it
// is one), then scores it. It reports whether the search goes on.
func (w *walk[S, A]) begin(mem func() int64) bool {
	if w.started {
		return true
	}
	w.started = true
	if w.obs != nil {
		w.obs(search.Event[S]{Kind: search.Generate, State: w.cur, Root: true, Frontier: 1})
	}
	if w.p.IsGoal(w.cur) {
		w.found(mem())
		return false
	}
	w.curH = w.h.H(w.cur)
	return true
}

// move goes to next (with heuristic value h) by a and reports it: temp is
// the temperature (0 for hill climbing), generated the states the move
// itself generated (1 for a restart's random-walk move, else 0).
func (w *walk[S, A]) move(a A, next S, h, temp float64, generated int64) {
	w.path.push(a, next)
	w.cur, w.curH = next, h
	w.noteDepth(w.path.len())
	if w.obs != nil {
		w.obs(search.Event[S]{Kind: search.Move, State: next, Value: h, Temperature: temp, Depth: w.path.len(),
			Iteration: w.stats.Iterations, Generated: generated, Frontier: 1})
	}
}

// found ends the search with the current cycle-free path (mem: the
// memory held).
func (w *walk[S, A]) found(mem int64) {
	actions, cost := w.path.solution(w.p)
	w.solved(actions, cost, mem, search.Event[S]{State: w.cur, Iteration: w.stats.Iterations})
}

// memory estimates the path, an action buffer of capacity bufCap and the
// current and next states.
func (w *walk[S, A]) memory(bufCap int) int64 {
	if w.path == nil {
		return 0
	}
	return w.path.memory() + int64(bufCap)*sizeOf[A]() + 2*sizeOf[S]()
}
