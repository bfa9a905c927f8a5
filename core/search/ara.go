package search

import (
	"fmt"

	"searchlab/core/search/internal/frontier"
)

// ARAStar is anytime repairing A* (Likhachev, Gordon & Thrun, "ARA*:
// Anytime A* with provable bounds on sub-optimality", NIPS 16, 2003): a
// series of weighted A* searches (wastar.go's priority g + ε·h on the
// best-first loop of bestfirst.go) with a falling weight ε, from Weight
// down by Step to 1, that reuse each other's work instead of starting over.
// Within one round an expanded state reached again more cheaply is not
// reopened but kept in a list of inconsistent states (INCONS); the next
// round puts those back on the frontier with the frontier re-ordered for
// the new ε, and starts with everything the last round learnt.
//
// Each round ends when the best solution is no costlier than the smallest
// priority left, and reports that solution if it is cheaper than the last.
// The bound it proves is cost / LB, where LB is min(g + h) over the
// frontier and INCONS (capped at the cost): with an admissible h, consistent
// or not, the first state of an optimal path that was not expanded with its
// optimal cost sits there, so no cheaper solution was missed. Once ε is 1,
// rounds go on (with INCONS put back) until the bound is 1: so ARA* ends
// with a proven optimal solution even on inconsistent heuristics, where
// plain ARA* at ε = 1 may not. States whose g + h reaches the best cost so
// far are not kept (they cannot lead to a cheaper solution).
//
// Anytime: each improved solution is reported (Incumbent, RunOptions.Improved,
// a Solution event), and a budget that ends the search returns the best one
// with status Found, its Bound and the budget that stopped it.
//
// With Weight 1 it is A* without reopening: on a consistent heuristic it
// expands the same nodes in the same order as AStar. Complete on finite
// graphs (and with step costs ≥ ε > 0); each solution is within its
// reported bound of the optimum, and run to the end it returns an optimal
// one (bound 1). Memory: every generated state, like A*. One Step expands
// one node (or ends a round).
type ARAStar[S comparable, A any] struct {
	bestFirst[S, A]
	eps, step float64
	err       error

	inc       []A     // the best solution so far
	incCost   float64 // its cost (+Inf before the first)
	incLB     float64 // the best lower bound proved on the optimal cost
	solutions int
	changed   bool // the incumbent or its bound changed in this StepN
}

// ARAParams configure ARA*.
type ARAParams struct {
	// Weight is the first round's ε (≥ 1).
	Weight float64
	// Step is how much ε falls after each round (> 0; ε never goes below
	// 1).
	Step float64
}

// NewARAStar returns an ARA* search of p, which should implement
// Heuristic.
func NewARAStar[S comparable, A any](p Problem[S, A], o Options[S], params ARAParams) *ARAStar[S, A] {
	a := &ARAStar[S, A]{eps: params.Weight, step: params.Step, incCost: inf}
	a.setup(p, o, 1, params.Weight, reopenLater)
	switch {
	case !(params.Weight >= 1):
		a.err = fmt.Errorf("ARA*: the weight must be at least 1, got %v", params.Weight)
	case !(params.Step > 0):
		a.err = fmt.Errorf("ARA*: the step must be positive, got %v", params.Step)
	}
	if a.err != nil {
		a.finish(NotFound)
	}
	return a
}

// Err reports invalid parameters.
func (a *ARAStar[S, A]) Err() error { return a.err }

// Weight returns the current round's ε.
func (a *ARAStar[S, A]) Weight() float64 { return a.eps }

// StepN performs up to n Steps, ending early right after the incumbent or
// its bound changes (BatchStepper, Anytime).
func (a *ARAStar[S, A]) StepN(n int) bool {
	a.changed = false
	for ; n > 0 && !a.changed; n-- {
		if !a.Step() {
			return false
		}
	}
	return !a.done
}

// Step expands one node, or ends a round, and reports whether the search
// goes on.
func (a *ARAStar[S, A]) Step() bool {
	if a.done {
		return false
	}
	if !a.started {
		a.begin()
		a.stats.Iterations = 1
		if a.obs != nil {
			a.obs(Event[S]{Kind: NewBound, Bound: a.eps, Iteration: 1})
		}
	}
	it, ok := a.open.Peek()
	if !ok || it.F >= a.incCost {
		return a.endRound()
	}
	if n := a.tree.at(it.ID); a.p.IsGoal(n.state) {
		a.open.Pop()
		a.improve(it.ID)
		return a.endRound()
	}
	if a.budgetSpent() {
		a.stop(a.budget)
		return false
	}
	a.open.Pop()
	a.expand(it.ID)
	return true
}

// improve takes the goal node i as the new incumbent when it is cheaper.
func (a *ARAStar[S, A]) improve(i int32) {
	cost := a.tree.pathCost(a.p, i)
	if cost >= a.incCost {
		return
	}
	a.inc, a.incCost = a.tree.path(i), cost
	a.solutions++
	a.prune = cost
	a.changed = true
	a.noteDepth(len(a.inc))
	if a.obs != nil {
		a.obs(Event[S]{Kind: Solution, State: a.tree.at(i).state, Depth: len(a.inc), G: cost, Bound: a.eps})
	}
}

// endRound ends a round: it proves the bound of the incumbent and either
// finishes (no solution exists, or the incumbent is proven optimal) or
// starts the next round with a lower ε.
func (a *ARAStar[S, A]) endRound() bool {
	if a.solutions == 0 {
		// The frontier is empty and no goal was reached: every reachable
		// state was expanded (nothing is pruned before a solution).
		a.finish(NotFound)
		return false
	}
	if lb := a.lowerBound(a.incCost); lb > a.incLB {
		a.incLB = lb
		a.changed = true
	}
	if a.incLB >= a.incCost {
		a.stop(NoBudget)
		return false
	}
	a.eps = max(1, a.eps-a.step)
	a.wh = a.eps
	for i := range a.flags {
		a.flags[i] &^= flagClosed
	}
	a.open.Rebuild(func(it *frontier.HeapItem) bool {
		g := a.tree.at(it.ID).g
		if g+it.H >= a.incCost {
			return false
		}
		it.F = a.key(it.ID, g)
		return true
	})
	for _, j := range a.incons {
		a.flags[j] &^= flagIncons
		if g := a.tree.at(j).g; g+a.hs[j] < a.incCost {
			a.open.Push(j, a.key(j, g), a.hs[j])
		}
	}
	a.incons = a.incons[:0]
	a.stats.Iterations++
	a.noteFrontier(a.open.Len())
	if a.obs != nil {
		a.obs(Event[S]{Kind: NewBound, Bound: a.eps, Iteration: a.stats.Iterations})
	}
	return true
}

// stop ends the search with the incumbent (Found; b is the budget that
// stopped the improvement, NoBudget when it was proven optimal), or with
// BudgetExceeded when there is none.
func (a *ARAStar[S, A]) stop(b Budget) {
	a.stats.MemoryBytes = max(a.stats.MemoryBytes, a.bytes())
	if a.solutions == 0 {
		a.finish(BudgetExceeded)
		return
	}
	a.status, a.budget, a.done = Found, b, true
	a.reason = StopReason{}
	if b != NoBudget {
		a.reason = BudgetReason(b, a.limits)
	}
}

// Incumbent returns the best solution so far (Anytime).
func (a *ARAStar[S, A]) Incumbent() (Incumbent, bool) {
	if a.solutions == 0 {
		return Incumbent{}, false
	}
	return Incumbent{Solutions: a.solutions, Length: len(a.inc), Cost: a.incCost, LowerBound: a.incLB,
		Bound: boundOf(a.incCost, a.incLB)}, true
}

// Result returns the result so far: while running, the best solution so
// far (status Running); at the end, the last solution with its bound.
func (a *ARAStar[S, A]) Result() Result[A] {
	r := Result[A]{Status: a.status, Reason: a.reason, Budget: a.budget, Stats: a.stats}
	if a.solutions > 0 && (a.status == Running || a.status == Found) {
		r.Actions = append([]A{}, a.inc...)
		r.Cost = a.incCost
		r.Bound = boundOf(a.incCost, a.incLB)
	}
	return r
}
