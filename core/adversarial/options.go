package adversarial

import "searchlab/core/search"

// Options are what every game-tree search's constructor takes besides the
// game, the root state and its own parameters: budgets and an optional
// observer. Limits.MaxNodes bounds Stats.Nodes exactly (BudgetExceeded);
// Limits.MaxMemory bounds the stack and transposition table (estimated
// whenever the stack deepens and every 1024 nodes; Result.Budget says
// which budget ran out); Limits.MaxTime is enforced by Run; Limits.MaxDepth is not used (each
// algorithm's parameters carry its depth).
type Options[S comparable, M comparable] struct {
	Limits   search.Limits
	Observer Observer[S, M] // nil: no events, no cost
}

// unlimited is the remaining depth of a search without a depth limit.
const unlimited = 1 << 30

// keyOf returns the transposition-table key of s.
func keyOf[S comparable, M comparable](g Game[S, M], c Canonicalizer[S], s S) S {
	if c != nil {
		return c.Canonical(s)
	}
	return s
}

// toParent converts a value for the player to move in a child into a value
// for the player to move in its parent.
func toParent(v float64, parentMover, childMover int) float64 {
	if parentMover != childMover {
		return -v
	}
	return v
}
