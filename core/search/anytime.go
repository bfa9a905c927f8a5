package search

import "time"

// Anytime is an optional capability of a Stepper that finds a solution and
// then goes on looking for cheaper ones, proving a bound on each (ARA*,
// BULB). Its Result while Running holds the best solution so far
// (Actions, Cost, Bound); when a budget or the caller ends it, Run returns
// that solution with status Found, and Result.Budget and Result.Reason say
// what stopped the improvement.
//
// A batch stepper (BatchStepper) that is Anytime ends a StepN call right
// after each improvement, so Run reports every one (RunOptions.Improved).
type Anytime interface {
	// Incumbent returns the best solution so far; false before the first.
	Incumbent() (Incumbent, bool)
}

// Incumbent describes an anytime search's best solution so far.
type Incumbent struct {
	// Solutions counts the solutions found, each cheaper than the one
	// before (this one included).
	Solutions int
	// Length and Cost are the solution's number of actions and path cost.
	Length int
	Cost   float64
	// LowerBound is the lower bound the search has proved on the optimal
	// cost (with an admissible heuristic).
	LowerBound float64
	// Bound is Cost / LowerBound (at least 1; 1: proven optimal; 0 when
	// no positive lower bound is known, e.g. without a heuristic).
	Bound float64
	// Elapsed is the time at which Run saw the solution (set by Run).
	Elapsed time.Duration
}

// boundOf returns the bound cost/lb proves: at least 1 (1 when cost ≤ lb),
// 0 (no bound) when lb is not positive and cost is.
func boundOf(cost, lb float64) float64 {
	switch {
	case cost <= lb:
		return 1
	case lb <= 0:
		return 0
	}
	return cost / lb
}
