package search

// How BULB ends and what it reports: the incumbent while it runs (Anytime)
// and the result, Found with the best solution when a budget ends it
// after a solution.

// stop ends the search with the incumbent (Found; bud is the budget that
// stopped the improvement, NoBudget otherwise) or BudgetExceeded.
func (b *BULB[S, A]) stop(bud Budget) {
	b.budget = bud
	if b.solutions == 0 {
		b.finish(BudgetExceeded, BudgetReason(bud, b.limits))
		return
	}
	why := StopReason{}
	if bud != NoBudget {
		why = BudgetReason(bud, b.limits)
	}
	b.finish(Found, why)
}

func (b *BULB[S, A]) finish(st Status, why StopReason) {
	b.status, b.reason, b.done = st, why, true
	b.stats.MemoryBytes = max(b.stats.MemoryBytes, b.bytes())
}

// Incumbent returns the best solution so far (Anytime).
func (b *BULB[S, A]) Incumbent() (Incumbent, bool) {
	if b.solutions == 0 {
		return Incumbent{}, false
	}
	return Incumbent{Solutions: b.solutions, Length: len(b.best), Cost: b.bestCost, LowerBound: b.rootH,
		Bound: boundOf(b.bestCost, b.rootH)}, true
}

// Result returns the result so far: while running, the best solution so
// far; at the end, the last solution with its bound.
func (b *BULB[S, A]) Result() Result[A] {
	r := Result[A]{Status: b.status, Reason: b.reason, Budget: b.budget, Stats: b.stats}
	if b.solutions > 0 && (b.status == Running || b.status == Found) {
		r.Actions = append([]A{}, b.best...)
		r.Cost = b.bestCost
		r.Bound = boundOf(b.bestCost, b.rootH)
	}
	return r
}
