// Package search holds the single-agent search contracts (problems, results,
// statistics, events, budgets) and the systematic algorithms, one file each.
//
// Every algorithm is a steppable value: construct it, call Step until it
// returns false, then read Result. Run is "step until done" with time,
// cancellation and progress handled in one place, so tests, benchmarks, the
// solve API, the Web Worker and the UI all drive the same implementation.
//
// The package never imports a game; games adapt themselves to Problem.
package search

// Problem is a deterministic, fully observable single-agent search problem
// (AIMA 4e §3.1). States are small comparable values so they can be map keys
// without allocation.
type Problem[S comparable, A any] interface {
	// Initial returns the start state.
	Initial() S
	// Actions appends the actions applicable in s to buf[:0] and returns it,
	// in a fixed, documented order (the order fixes tie-breaking and golden
	// node counts). Reusing buf keeps expansion allocation-free.
	Actions(s S, buf []A) []A
	// Result returns the state reached by applying a in s.
	Result(s S, a A) S
	// IsGoal reports whether s is a goal state.
	IsGoal(s S) bool
	// Cost is the step cost of a from s to next (1 for unit-cost problems).
	Cost(s S, a A, next S) float64
}

// Heuristic is an optional capability: an estimate of the cost from s to the
// nearest goal. Informed algorithms (greedy, A*, IDA*, local search) need it.
type Heuristic[S comparable] interface {
	H(s S) float64
}

// IncrementalHeuristic is an optional capability for problems that can
// compute a child and its heuristic value from the parent's in O(1) (for the
// N-puzzle, Manhattan distance changes by ±1 per move). IDA* uses it when
// present; the values must equal Result and H exactly.
type IncrementalHeuristic[S comparable, A any] interface {
	ResultH(s S, a A, h float64) (S, float64)
}

// Reversible is an optional capability for bidirectional search: the goal
// states and, for a state s, its predecessors with the actions that lead
// from each predecessor to s.
type Reversible[S comparable, A any] interface {
	Goals() []S
	// Predecessors appends to buf[:0] every (p, a) with Result(p, a) == s.
	Predecessors(s S, buf []Edge[S, A]) []Edge[S, A]
}

// Edge is a predecessor p and the action a with Result(p, a) == s.
type Edge[S comparable, A any] struct {
	From   S
	Action A
}

// Randomizer is an optional capability for stochastic local search, the
// genetic algorithm and Monte Carlo methods: a uniformly random applicable
// action. Randomness always comes from the *rand.Rand the caller passes in.
type Randomizer[S comparable, A any] interface {
	// RandomAction returns a random action applicable in s, or false when
	// none is.
	RandomAction(s S, r Rand) (A, bool)
}

// Rand is the subset of *math/rand/v2.Rand the algorithms use; a seeded
// *rand.Rand satisfies it, so a run repeats exactly from its seed.
type Rand interface {
	IntN(n int) int
	Float64() float64
}
