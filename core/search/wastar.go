package search

import "fmt"

// WeightedAStar is weighted A* (Pohl, "Heuristic search viewed as path
// finding in a graph", Artificial Intelligence 1 (1970) 193–204; AIMA 4e
// §3.6.2): the best-first loop of bestfirst.go with priority
// f = g + w·h for a weight w ≥ 1, ties broken towards lower h. Weighting
// the heuristic makes the search greedier: it expands far fewer nodes than
// A* on hard problems and returns a solution whose cost is at most w times
// the optimal cost when h is admissible. Expanded states reached again by a
// cheaper path are reopened, which keeps that guarantee with inconsistent
// heuristics too (the N-puzzle's pattern databases). With w = 1 it is A*,
// node for node.
//
// When it finds a solution it also proves a bound from its frontier: with
// an admissible h no solution cheaper than min(g + h) over the frontier
// was left behind, so Result.Bound = min(w, cost / that minimum), often
// well below w.
//
// Complete (finite branching, step costs ≥ ε > 0); w-admissible: cost ≤
// w · optimal. Time and space exponential in the worst case, like A*
// (it keeps every generated state). One Step expands one node.
type WeightedAStar[S comparable, A any] struct {
	bestFirst[S, A]
	w     float64
	bound float64 // the proven bound, once found
	err   error
}

// NewWeightedAStar returns a weighted A* search of p with weight w ≥ 1;
// p should implement Heuristic.
func NewWeightedAStar[S comparable, A any](p Problem[S, A], o Options[S], w float64) *WeightedAStar[S, A] {
	a := &WeightedAStar[S, A]{w: w}
	a.setup(p, o, 1, w, reopenAlways)
	if !(w >= 1) {
		a.err = fmt.Errorf("weighted A*: the weight must be at least 1, got %v", w)
		a.finish(NotFound)
	}
	return a
}

// Err reports an invalid weight.
func (a *WeightedAStar[S, A]) Err() error { return a.err }

// StepN performs up to n Steps (BatchStepper).
func (a *WeightedAStar[S, A]) StepN(n int) bool {
	for ; n > 0; n-- {
		if !a.Step() {
			return false
		}
	}
	return !a.done
}

// Step expands one node and reports whether the search goes on.
func (a *WeightedAStar[S, A]) Step() bool {
	if !a.bestFirst.Step() {
		if a.status == Found && a.bound == 0 {
			a.bound = a.w
			if b := boundOf(a.cost, a.lowerBound(a.cost)); b > 0 && b < a.w {
				a.bound = b
			}
		}
		return false
	}
	return true
}

// Result returns the result so far, with the proven bound once found.
func (a *WeightedAStar[S, A]) Result() Result[A] {
	r := a.base.Result()
	if r.Status == Found {
		r.Bound = a.bound
	}
	return r
}
