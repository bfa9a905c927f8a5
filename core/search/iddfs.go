package search

// IDDFS is iterative deepening depth-first search (AIMA 4e §3.4.4, Figure
// 3.12; Korf 1985): depth-limited search with limits 0, 1, 2, … until a
// round finds a goal or exhausts the space without a cut. Each round starts
// with a NewBound event; Stats.Iterations counts rounds and the statistics
// accumulate over all rounds.
//
// Complete (with finite branching), and optimal in the number of actions, so
// optimal for unit step costs. Time O(b^d), space O(b·d).
//
// Limits.MaxDepth > 0 caps the last round's limit: when that round is cut
// off the result is Cutoff. With 0 the rounds go on until Found or NotFound
// (or the node budget). One Step visits one node.
type IDDFS[S comparable, A any] struct {
	dls     DLS[S, A]
	started bool
}

// NewIDDFS returns an iterative deepening search of p.
func NewIDDFS[S comparable, A any](p Problem[S, A], o Options[S]) *IDDFS[S, A] {
	it := &IDDFS[S, A]{}
	it.dls.init(p, o)
	return it
}

// Step visits one node and reports whether the search goes on.
func (it *IDDFS[S, A]) Step() bool {
	d := &it.dls
	if !it.started {
		it.started = true
		it.round(0)
	}
	if d.Step() {
		return true
	}
	if d.status != Cutoff || (d.limits.MaxDepth > 0 && d.limit >= d.limits.MaxDepth) {
		return false
	}
	it.round(d.limit + 1)
	return true
}

// round starts the round with the given depth limit.
func (it *IDDFS[S, A]) round(limit int) {
	d := &it.dls
	d.restart(limit)
	d.stats.Iterations++
	if d.obs != nil {
		d.obs(Event[S]{Kind: NewBound, Bound: float64(limit), Iteration: d.stats.Iterations})
	}
}

// Result returns the result so far.
func (it *IDDFS[S, A]) Result() Result[A] { return it.dls.Result() }
