package search

// Options are what every single-agent algorithm's constructor takes besides
// the problem: its budgets and an optional observer. Algorithm-specific
// parameters (beam width, temperature, …) live in the algorithm's own
// parameter struct.
type Options[S comparable] struct {
	Limits   Limits
	Observer Observer[S] // nil: no events, no cost
}
