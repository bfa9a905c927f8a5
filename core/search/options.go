package search

// Options are what every single-agent algorithm's constructor takes besides
// the problem: its budgets and an optional observer. Algorithm-specific
// parameters (beam width, temperature, …) live in the algorithm's own
// parameter struct.
type Options[S comparable] struct {
	Limits   Limits
	Observer Observer[S] // nil: no events, no cost
	// TreeSearch makes BFS, DFS, UCS, greedy best-first search and A* run
	// as tree-like searches (AIMA 4e §3.3.3 "Redundant paths", TREE-LIKE-
	// SEARCH beside Figure 3.7's BEST-FIRST-SEARCH): no reached or explored
	// set, so every generated child becomes a new node on the frontier and
	// a state reached along several paths is held, and expanded, once per
	// path. A cycle then makes the search repeat states; depth-first tree
	// search can loop forever, and only a budget (Limits, the run's time)
	// stops it with BudgetExceeded. Events of a tree search carry node ids
	// (Event.Node), since a state no longer names one node. The other
	// algorithms ignore it (DLS, IDDFS and IDA* are tree searches already).
	TreeSearch bool
}
