package local

import "searchlab/core/search"

// base is the bookkeeping every local search keeps, as core/search's base is
// for the systematic ones: the problem and its heuristic, the observer,
// limits and random source it was given, and the outcome (status, the
// reason and the budget that ended it, the solution, the statistics, a
// parameter error). HillClimbing, SimulatedAnnealing (through walk), Beam
// and Genetic embed it and get Err from it.
type base[S comparable, A any] struct {
	p      search.Problem[S, A]
	h      search.Heuristic[S] // nil until the constructor checked the capability
	obs    search.Observer[S]
	limits search.Limits
	r      search.Rand

	status  search.Status
	reason  search.StopReason
	budget  search.Budget // the budget that ran out (BudgetExceeded), NoBudget for an algorithm's own limit
	actions []A
	cost    float64
	stats   search.Stats
	err     error
}

func newBase[S comparable, A any](p search.Problem[S, A], o search.Options[S], r search.Rand) base[S, A] {
	return base[S, A]{p: p, obs: o.Observer, limits: o.Limits, r: r}
}

// Err reports invalid parameters or a missing capability; nil when the
// search is valid.
func (b *base[S, A]) Err() error { return b.err }

// invalid ends a search that cannot run: err says why.
func (b *base[S, A]) invalid(err error) { b.err, b.status = err, search.NotFound }

// finish ends the search with status st for reason why; mem is the memory
// it holds now (its MemoryBytes).
func (b *base[S, A]) finish(st search.Status, why search.StopReason, mem int64) {
	b.status, b.reason = st, why
	b.stats.MemoryBytes = mem
}

// spent reports whether the node or memory budget (memory measured as mem)
// forbids the next expansion, and records which.
func (b *base[S, A]) spent(mem int64) bool {
	b.budget = b.limits.Spent(b.stats.Expanded, mem)
	return b.budget != search.NoBudget
}

// overBudget is spent followed, when a budget ran out, by the end of the
// search (BudgetExceeded, with mem its memory).
func (b *base[S, A]) overBudget(mem int64) bool {
	if !b.spent(mem) {
		return false
	}
	b.finish(search.BudgetExceeded, search.BudgetReason(b.budget, b.limits), mem)
	return true
}

// solved ends the search with a solution, then reports it: ev is the
// Solution event, to which solved adds the solution's length and cost.
func (b *base[S, A]) solved(actions []A, cost float64, mem int64, ev search.Event[S]) {
	b.actions, b.cost = actions, cost
	b.finish(search.Found, search.StopReason{}, mem)
	if b.obs != nil {
		ev.Kind, ev.Depth, ev.G = search.Solution, len(actions), cost
		b.obs(ev)
	}
}

// result is the result so far (final once the search ended); running is
// the memory the search holds now, reported while it runs.
func (b *base[S, A]) result(running int64) search.Result[A] {
	st := b.stats
	if b.status == search.Running {
		st.MemoryBytes = running
	}
	return search.Result[A]{Status: b.status, Budget: b.budget, Reason: b.reason, Actions: b.actions, Cost: b.cost, Stats: st}
}

// noteDepth updates MaxDepth.
func (b *base[S, A]) noteDepth(d int) {
	if d > b.stats.MaxDepth {
		b.stats.MaxDepth = d
	}
}
