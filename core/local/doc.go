// Package local holds the local search algorithms of AIMA 4e §4.1, one file
// each: steepest-ascent hill climbing with sideways moves and random restarts
// (hillclimbing.go), simulated annealing (simulatedannealing.go), local beam
// search (beam.go) and the genetic algorithm (genetic.go).
//
// Every algorithm is a steppable search.Stepper over a search.Problem whose
// search.Heuristic is the value to minimise (the genetic algorithm may use a
// custom fitness instead). A heuristic value of 0 is never taken to mean
// "goal": only Problem.IsGoal decides that.
//
// Unlike the textbook versions, which return a state, these searches return
// a path: Result.Actions always replays from the problem's own initial state
// to a goal when Status is search.Found. Restarts therefore begin again from
// the user's start state (followed by a random walk), never from a reshuffled
// board, and recorded paths have their cycles cut out as they grow, which
// keeps them valid and makes them shorter.
//
// Statuses are honest: Found; NotFound when the search is stuck or frozen with
// nothing left to try (local search is incomplete, so this does not prove
// that no solution exists, except for beam search when the reachable space is
// exhausted); Cutoff when Limits.MaxDepth stopped the last climb;
// BudgetExceeded when Limits.MaxNodes (checked exactly, per expansion) or an
// algorithm's own step or generation limit ran out.
// Result.Reason says which: stuck at a local optimum after N restarts,
// temperature frozen, population stagnated for K generations, beam emptied
// (StopExhausted only when the beam never dropped a candidate), steps or
// generations used up, the node budget or the depth limit. It never claims
// the whole space was searched when it was not.
//
// Randomness comes only from the search.Rand given to the constructor, so
// the same seed repeats the same run, statistics included.
//
// Invalid parameters or a problem lacking a required capability do not
// panic: the constructor returns a search that is already finished (Step
// returns false, Status NotFound) and whose Err method says what is wrong.
// Callers that accept user input check Err after construction.
package local
