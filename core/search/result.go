package search

import (
	"fmt"
	"time"
)

// Status says how a search ended.
type Status uint8

const (
	// Running: the search has not finished (a Result read between steps).
	Running Status = iota
	// Found: a solution was found (see Result.Actions).
	Found
	// NotFound: the search space was exhausted without reaching a goal, so
	// (for a complete algorithm) there is no solution.
	NotFound
	// Cutoff: a depth or iteration limit stopped the search before the space
	// was exhausted; a solution may exist beyond the limit.
	Cutoff
	// BudgetExceeded: the node, time or memory budget ran out
	// (Result.Budget says which).
	BudgetExceeded
	// Cancelled: the caller stopped the search.
	Cancelled
)

var statusNames = [...]string{"running", "found", "not_found", "cutoff", "budget_exceeded", "cancelled"}

// String returns the wire name of the status (e.g. "budget_exceeded").
func (s Status) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return fmt.Sprintf("status(%d)", uint8(s))
}

// MarshalText encodes the status as its wire name.
func (s Status) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText decodes a wire name.
func (s *Status) UnmarshalText(b []byte) error {
	for i, n := range statusNames {
		if n == string(b) {
			*s = Status(i)
			return nil
		}
	}
	return fmt.Errorf("unknown search status %q", b)
}

// Stats are the statistics every search reports, with the same meaning in
// every algorithm. Two invariants hold in every algorithm and are tested
// (conformance_test.go, core/local reason_test.go): a state is generated
// before it is expanded, so Expanded ≤ Generated; and a found solution's
// last state was reached, so MaxDepth ≥ len(Result.Actions) (bidirectional
// search: MaxDepth is per side, so at least half of it). The wire carries
// them as they are (stats_json.go: the time in milliseconds).
type Stats struct {
	// Expanded counts states whose successors were generated (local
	// search: neighbourhoods evaluated; the genetic algorithm: states whose
	// actions were listed while decoding).
	Expanded int64
	// Generated counts states created: the start state once per search
	// tree or path that starts from it (once for most algorithms; once per
	// decoded chromosome for the genetic algorithm) plus every successor
	// created, whether or not it was kept.
	Generated int64
	// MaxFrontier is the largest number of states held for later expansion
	// at once (the open list, the recursion stack, the beam, the population).
	MaxFrontier int
	// MaxDepth is the length of the longest path from the start to a state
	// the search reached and goal-tested (IDA*: including the goal, which
	// is never pushed on its stack).
	MaxDepth int
	// Iterations counts outer iterations: deepening rounds, restarts,
	// generations, annealing steps, playouts.
	Iterations int64
	// Elapsed is the wall time spent stepping (set by Run).
	Elapsed time.Duration
	// MemoryBytes estimates the peak memory held by the search's own data
	// structures (frontier, explored set, tree), not the Go runtime's.
	MemoryBytes int64
}

// Result is what a search returns.
type Result[A any] struct {
	Status Status
	// Reason says why the search stopped, in more detail than Status (which
	// limit, or what an incomplete algorithm ran into); zero when Found.
	Reason StopReason
	// Budget is the budget that ran out when Status == BudgetExceeded.
	Budget  Budget
	Actions []A     // the solution path when Status == Found
	Cost    float64 // the path cost of Actions
	// Bound is the suboptimality bound the search proved for Actions:
	// Cost ≤ Bound × the optimal cost, 1 meaning proven optimal (with an
	// admissible heuristic). Set by the bounded-suboptimal and anytime
	// searches (weighted A*, ARA*, BULB); 0 means no bound is claimed. An
	// Anytime search also returns its best solution so far, with its
	// bound, while Running.
	Bound float64
	Stats Stats
}

// Limits are the budgets every algorithm accepts. Zero means "no limit"
// except where an algorithm documents a default.
type Limits struct {
	// MaxNodes bounds Stats.Expanded; the algorithm stops with
	// BudgetExceeded when it is reached. Checked exactly, per expansion.
	MaxNodes int64
	// MaxTime bounds wall time; enforced by Run.
	MaxTime time.Duration
	// MaxDepth bounds path length where an algorithm uses a depth limit
	// (DLS, IDDFS, DFS); 0 means the algorithm's default.
	MaxDepth int
	// MaxMemory bounds Stats.MemoryBytes, the estimate of the memory held
	// by the search's own structures (0: no limit). Checked as the
	// structures grow, before each expansion.
	MaxMemory int64
}
