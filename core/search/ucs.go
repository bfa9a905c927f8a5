package search

// UCS is uniform-cost search (Dijkstra's algorithm; AIMA 4e §3.4.2): the
// best-first loop of bestfirst.go with priority f = g, the path cost. The
// heuristic, if any, is ignored.
//
// Complete when every step cost is at least some ε > 0; optimal for
// non-negative step costs. Time and space O(b^(1+⌊C*/ε⌋)) for optimal cost C*.
// One Step expands one node.
//
// With Options.TreeSearch it is a tree-like search (treesearch.go): no
// reached set, one node per path; still complete and optimal when every
// step cost is at least ε > 0, with more nodes wherever paths rejoin.
type UCS[S comparable, A any] struct {
	bestFirst[S, A]
}

// NewUCS returns a uniform-cost search of p.
func NewUCS[S comparable, A any](p Problem[S, A], o Options[S]) *UCS[S, A] {
	u := &UCS[S, A]{}
	u.setup(p, o, 1, 0, reopenAlways)
	u.treeLike(o)
	return u
}
