package search

// AStar is A* search (Hart, Nilsson & Raphael 1968; AIMA 4e §3.5.2): the
// best-first loop of bestfirst.go with priority f = g + h, ties broken
// towards lower h. Expanded states reached again by a cheaper path are
// reopened, so A* returns an optimal solution with any admissible heuristic,
// consistent or not (with a consistent one nothing is ever reopened and
// each state is expanded at most once). Without a Heuristic capability h is
// 0 and A* is uniform-cost search.
//
// Complete (step costs ≥ ε > 0, finite branching); optimal with an
// admissible heuristic. Time and space exponential in the error of h in the
// worst case, O(b^d); A* keeps every generated state in memory. One Step
// expands one node.
//
// With Options.TreeSearch it is a tree-like search (treesearch.go, AIMA
// 4e §3.5.2): no reached set, one node per path; optimal with an
// admissible heuristic (consistent or not) and complete with step costs
// ≥ ε > 0, at the price of re-expanding states reached along many paths.
type AStar[S comparable, A any] struct {
	bestFirst[S, A]
}

// NewAStar returns an A* search of p, which should implement Heuristic.
func NewAStar[S comparable, A any](p Problem[S, A], o Options[S]) *AStar[S, A] {
	a := &AStar[S, A]{}
	a.setup(p, o, 1, 1, reopenAlways)
	a.treeLike(o)
	return a
}
