package search

import (
	"fmt"

	"searchlab/core/words"
)

// StopKind names why a search stopped, in more detail than its Status: an
// incomplete algorithm that ends NotFound has not searched the whole space,
// and its Result says what did happen (stuck, frozen, stagnated) instead of
// leaving a reader to guess.
type StopKind uint8

const (
	// StopUnknown: no detail recorded (a Found result, or a search that
	// gives none).
	StopUnknown StopKind = iota
	// StopExhausted (NotFound): every reachable state was searched; for a
	// complete algorithm this proves there is no solution.
	StopExhausted
	// StopLocalOptimum (NotFound): hill climbing was stuck at a local
	// optimum or plateau with no restart left; Count = restarts made.
	StopLocalOptimum
	// StopFrozen (NotFound): simulated annealing's temperature fell below
	// its minimum; Count = steps made.
	StopFrozen
	// StopStagnated (NotFound): the genetic algorithm's best fitness did not
	// improve for Count generations.
	StopStagnated
	// StopBeamEmpty (NotFound): every successor of the beam had already
	// been in a beam, after Count beam steps.
	StopBeamEmpty
	// StopDeadEnd (NotFound): the current state has no applicable action,
	// after Count steps.
	StopDeadEnd
	// StopStepLimit (BudgetExceeded): the algorithm's own step limit (Count
	// steps) was used up.
	StopStepLimit
	// StopGenerationLimit (BudgetExceeded): the genetic algorithm's
	// generation limit (Count generations) was used up.
	StopGenerationLimit
	// StopDepthLimit (Cutoff): the depth limit (Count) stopped the search.
	StopDepthLimit
	// StopNodeBudget (BudgetExceeded): Limits.MaxNodes (Count expansions)
	// was used up.
	StopNodeBudget
	// StopTimeBudget (BudgetExceeded): Run's MaxTime passed; Count = the
	// milliseconds run.
	StopTimeBudget
	// StopCancelled (Cancelled): the caller stopped the search.
	StopCancelled
	// StopPlayoutLimit (BudgetExceeded): Monte Carlo tree search used up
	// its Count playouts.
	StopPlayoutLimit
	// StopMemoryBudget (BudgetExceeded): Limits.MaxMemory (Count bytes)
	// was used up by the search's own structures.
	StopMemoryBudget
)

var stopNames = [...]string{"", "exhausted", "local_optimum", "frozen", "stagnated", "beam_empty", "dead_end",
	"step_limit", "generation_limit", "depth_limit", "node_budget", "time_budget", "cancelled", "playout_limit", "memory_budget"}

// String returns the wire name of the kind (e.g. "local_optimum"; "" for
// StopUnknown).
func (k StopKind) String() string {
	if int(k) < len(stopNames) {
		return stopNames[k]
	}
	return fmt.Sprintf("stop(%d)", uint8(k))
}

// StopReason is why a search stopped: a kind and the count it refers to
// (restarts, steps, generations, a depth or node limit; see each kind).
type StopReason struct {
	Kind  StopKind
	Count int64
}

// Sentence says in plain words what happened, for people ("" for
// StopUnknown). It never claims the space was searched unless it was.
func (r StopReason) Sentence() string {
	n := r.Count
	switch r.Kind {
	case StopExhausted:
		return "Searched every reachable state without reaching the goal: there is no solution."
	case StopLocalOptimum:
		return fmt.Sprintf("Stuck at a local optimum after %s (no neighbour was better); hill climbing cannot tell whether a solution exists.", words.Count(n, "restart"))
	case StopFrozen:
		return fmt.Sprintf("The temperature froze (fell below its minimum) after %s without reaching the goal.", words.Count(n, "step"))
	case StopStagnated:
		return fmt.Sprintf("The population stagnated: its best fitness did not improve for %s.", words.Count(n, "generation"))
	case StopBeamEmpty:
		return fmt.Sprintf("The beam emptied after %s: every successor had already been in a beam (a wider beam may still find a solution).", words.Count(n, "step"))
	case StopDeadEnd:
		return fmt.Sprintf("Reached a state with no legal move after %s.", words.Count(n, "step"))
	case StopStepLimit:
		return fmt.Sprintf("Used up its %s without reaching the goal.", words.Count(n, "step"))
	case StopGenerationLimit:
		return fmt.Sprintf("Used up its %s without reaching the goal.", words.Count(n, "generation"))
	case StopDepthLimit:
		return fmt.Sprintf("Stopped at the depth limit of %d; a solution may lie deeper.", n)
	case StopNodeBudget:
		return fmt.Sprintf("Used up its budget of %s.", words.Count(n, "expanded node"))
	case StopTimeBudget:
		return fmt.Sprintf("Ran out of time after %s ms.", words.GroupDigits(n))
	case StopCancelled:
		return "Stopped before it finished."
	case StopPlayoutLimit:
		return fmt.Sprintf("Used up its %s without reaching the goal.", words.Count(n, "playout"))
	case StopMemoryBudget:
		return fmt.Sprintf("Used up its memory budget of %s MB.", words.GroupDigits((n+1<<20-1)>>20))
	}
	return ""
}

// reasonOf is the reason a systematic search gives for ending with status
// st under limits l, b being the budget that ran out (BudgetExceeded):
// NotFound there always means the space was exhausted.
func reasonOf(st Status, l Limits, b Budget) StopReason {
	switch st {
	case NotFound:
		return StopReason{Kind: StopExhausted}
	case Cutoff:
		return StopReason{Kind: StopDepthLimit, Count: int64(l.MaxDepth)}
	case BudgetExceeded:
		return BudgetReason(b, l)
	}
	return StopReason{}
}

// BudgetReason is the reason for a search that ran out of budget b under
// limits l (the node budget when b is unknown).
func BudgetReason(b Budget, l Limits) StopReason {
	if b == MemoryBudget {
		return StopReason{Kind: StopMemoryBudget, Count: l.MaxMemory}
	}
	return StopReason{Kind: StopNodeBudget, Count: l.MaxNodes}
}
