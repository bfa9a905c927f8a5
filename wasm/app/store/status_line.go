package store

import (
	"fmt"

	"searchlab/core/search"
)

// StatusLine names the run's outcome in words.
func (st State) StatusLine() string {
	r := st.Run
	name := r.Algorithm
	if a, ok := FindAlgo(st.Catalog, r.Algorithm); ok {
		name = a.Name
	}
	if r.Active {
		if r.InCompare() {
			return fmt.Sprintf("Comparing: running %s…", name)
		}
		return fmt.Sprintf("Running %s…", name)
	}
	if r.InCompare() && r.Outcome != "" && len(st.CompareIDs) > 0 {
		// The comparison's runs are in its table; the status line does not
		// pass its last algorithm off as the selected one's result.
		return fmt.Sprintf("Compared %s: see the table.", Count(int64(len(st.CompareIDs)), "algorithm"))
	}
	msg := ""
	if r.Message != "" {
		msg = ": " + r.Message
	}
	reason := ""
	if r.Result != nil && r.Result.Reason != nil && r.Result.Reason.Text != "" {
		reason = " " + r.Result.Reason.Text
	}
	switch r.Outcome {
	case "":
		if st.Unsolvable != "" {
			return "Unsolvable: " + st.Unsolvable
		}
		if st.Idle != "" {
			return st.Idle
		}
		return "Ready."
	case OutcomeFound:
		res := r.Result
		note := ""
		if r.Note != "" {
			note = " " + r.Note
		}
		size := r.Size
		if size == "" {
			size = Count(int64(res.Length), "move")
		}
		return fmt.Sprintf("Found a solution of %s with %s (%s expanded, %s).%s%s", size, name, Count(res.Stats.Expanded, "node"), FormatMS(res.Stats.ElapsedMS), budgetEnded(res.Budget), note)
	case OutcomeNotFound:
		if reason != "" {
			return fmt.Sprintf("No solution found by %s.%s", name, reason)
		}
		return fmt.Sprintf("No solution: %s searched the whole space without reaching the goal.", name)
	case OutcomeCutoff:
		if reason != "" {
			return fmt.Sprintf("Cut off: %s.%s", name, reason)
		}
		return fmt.Sprintf("Cut off: %s hit its depth limit before finding a solution.", name)
	case OutcomeBudgetExceeded:
		if reason != "" {
			return fmt.Sprintf("Budget used up: %s.%s", name, reason)
		}
		return fmt.Sprintf("Budget used up: %s ran out of nodes or time%s.", name, msg)
	case OutcomeCancelled:
		return "Cancelled" + msg + "."
	case OutcomeUnsolvable:
		return "Unsolvable" + msg
	case OutcomeInvalid:
		return "Invalid" + msg
	case OutcomeError:
		return "Solver error" + msg
	case OutcomeStopped:
		return fmt.Sprintf("Stopped %s after %s expanded (%s).", name, Count(r.Progress.Expanded, "node"), FormatMS(r.Progress.ElapsedMS))
	case OutcomeCrashed:
		return "Crashed: the solver failed" + msg + ". Your board is kept; run again to retry."
	case OutcomeRefused:
		return "Not started" + msg
	}
	return string(r.Outcome) + msg
}

// budgetEnded says that a budget, not the search, ended a run that found
// a solution (an anytime or incomplete search stopped while improving it):
// the solution may not be the best.
func budgetEnded(b search.Budget) string {
	what := ""
	switch b {
	case search.NodeBudget:
		what = "node budget"
	case search.TimeBudget:
		what = "time budget"
	case search.MemoryBudget:
		what = "memory budget"
	default:
		return ""
	}
	return " The " + what + " ended the search: a shorter solution may exist."
}
