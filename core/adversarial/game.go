// Package adversarial holds the two-player game contract and the classical
// game-tree searches (minimax and alpha-beta, AIMA 4e ch. 5), the players
// that use them, and a Match helper that plays one player against another.
//
// Every search is a steppable value like the single-agent searches of
// core/search: construct it, call Step until it returns false (one game-tree
// node per step, an explicit stack instead of recursion), then read Result.
// Run drives a search with the same time, cancellation and progress handling
// as search.Run. Events (enter/leave node, cutoff, transposition hit) go to an
// optional observer so a UI can draw the tree; a nil observer costs nothing.
package adversarial

import "searchlab/core/search"

// Game is a deterministic, perfect-information, two-player, zero-sum game
// (AIMA 4e §5.1). Players are numbered 0 and 1. States are small comparable
// values; Apply returns a new state and never modifies its argument. The game
// graph must be acyclic (or the search depth-limited).
//
// The contract is also what two-player Monte Carlo tree search needs: legal
// moves, apply, terminal test, utility, and (optionally, see RandomMover) a
// random playout policy.
type Game[S comparable, M comparable] interface {
	// ToMove returns the player (0 or 1) to move in s.
	ToMove(s S) int
	// Moves appends the legal moves in s to buf[:0] and returns it, in a
	// fixed, documented order (the order fixes tie-breaking and node counts).
	// A non-terminal state has at least one move (a game with passes lists
	// the pass as a move).
	Moves(s S, buf []M) []M
	// Apply returns the state after m is played in s.
	Apply(s S, m M) S
	// Terminal reports whether the game is over in s.
	Terminal(s S) bool
	// Utility is the final payoff of terminal state s for player p, in
	// [-1, +1]: +1 win, -1 loss, 0 draw (games with scores scale them into
	// this range). The game is zero-sum: Utility(s, 0) = -Utility(s, 1).
	Utility(s S, p int) float64
}

// Evaluator is an optional capability for depth-limited search: a static
// estimate of non-terminal state s for player p, strictly inside (-1, +1) so
// that a proven win or loss always outranks an estimate. Without it, the
// searches score a state at the depth horizon 0 ("unknown").
type Evaluator[S comparable] interface {
	Evaluate(s S, p int) float64
}

// Canonicalizer is an optional capability for transposition tables: states
// with the same Canonical value must have the same game value for the player
// to move (for example Nim positions that differ only in heap order). The
// canonical value is the table key; without the capability the state itself
// is the key.
type Canonicalizer[S comparable] interface {
	Canonical(s S) S
}

// RandomMover is an optional capability for Monte Carlo playouts and random
// players: a random legal move in s drawn from r, or false when there is
// none. Games whose move lists are expensive to build implement it directly;
// otherwise RandomMove falls back to Moves.
type RandomMover[S comparable, M comparable] interface {
	RandomMove(s S, r search.Rand) (M, bool)
}

// RandomMove returns a uniformly random legal move in s (through the game's
// RandomMover when it has one), or false when s has no legal move. buf is
// scratch space for the move list and may be nil.
func RandomMove[S comparable, M comparable](g Game[S, M], s S, r search.Rand, buf []M) (M, bool) {
	if rm, ok := g.(RandomMover[S, M]); ok {
		return rm.RandomMove(s, r)
	}
	var zero M
	if g.Terminal(s) {
		return zero, false
	}
	ms := g.Moves(s, buf)
	if len(ms) == 0 {
		return zero, false
	}
	return ms[r.IntN(len(ms))], true
}

// Legal reports whether m is among the legal moves of s.
func Legal[S comparable, M comparable](g Game[S, M], s S, m M) bool {
	if g.Terminal(s) {
		return false
	}
	for _, x := range g.Moves(s, nil) {
		if x == m {
			return true
		}
	}
	return false
}
