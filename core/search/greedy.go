package search

// Greedy is greedy best-first search (AIMA 4e §3.5.1): the best-first loop of
// bestfirst.go with priority f = h, the heuristic estimate alone (ties:
// first in, first out). A cheaper path to a state still on the frontier
// replaces the old one; expanded states are never reopened. Without a
// Heuristic capability h is 0 and the search degenerates to breadth-first
// order.
//
// Complete on finite state spaces (graph search), not on infinite ones; not
// optimal. Time and space O(b^m) in the worst case (m: maximum depth), often
// far less with a good heuristic. One Step expands one node.
//
// With Options.TreeSearch it is a tree-like search (treesearch.go): no
// reached set, so it is not complete even on finite spaces (it can bounce
// between states that look close to the goal until a budget stops it).
type Greedy[S comparable, A any] struct {
	bestFirst[S, A]
}

// NewGreedy returns a greedy best-first search of p, which should implement
// Heuristic.
func NewGreedy[S comparable, A any](p Problem[S, A], o Options[S]) *Greedy[S, A] {
	g := &Greedy[S, A]{}
	g.setup(p, o, 0, 1, reopenNever)
	g.treeLike(o)
	return g
}
