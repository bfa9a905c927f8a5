package store

import (
	"fmt"

	"searchlab/core/api"
)

func CopyMap(m map[string]string) map[string]string {
	if len(m) == 0 {
		return nil
	}
	c := make(map[string]string, len(m))
	for k, v := range m {
		c[k] = v
	}
	return c
}

// StatusLine names the run's outcome in words.
func (st State) StatusLine() string {
	r := st.Run
	name := r.Algorithm
	if a, ok := FindAlgo(st.Catalog, r.Algorithm); ok {
		name = a.Name
	}
	if r.Active {
		if r.InCompare {
			return fmt.Sprintf("Comparing: running %s…", name)
		}
		return fmt.Sprintf("Running %s…", name)
	}
	if r.InCompare && r.Outcome != "" {
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
	case string(api.StatusFound):
		res := r.Result
		notice := ""
		if res.NPuzzleResult != nil && res.Notice != "" {
			notice = " " + res.Notice // the pattern databases did not fit
		}
		return fmt.Sprintf("Found a solution of %s with %s (%s nodes expanded, %s).%s", solutionSize(res), name, groupDigits(res.Stats.Expanded), FormatMS(res.Stats.ElapsedMS), notice)
	case string(api.StatusNotFound):
		if reason != "" {
			return fmt.Sprintf("No solution found by %s.%s", name, reason)
		}
		return fmt.Sprintf("No solution: %s searched the whole space without reaching the goal.", name)
	case string(api.StatusCutoff):
		if reason != "" {
			return fmt.Sprintf("Cut off: %s.%s", name, reason)
		}
		return fmt.Sprintf("Cut off: %s hit its depth limit before finding a solution.", name)
	case string(api.StatusBudgetExceeded):
		if reason != "" {
			return fmt.Sprintf("Budget used up: %s.%s", name, reason)
		}
		return fmt.Sprintf("Budget used up: %s ran out of nodes or time%s.", name, msg)
	case string(api.StatusCancelled):
		return "Cancelled" + msg + "."
	case string(api.StatusUnsolvable):
		return "Unsolvable" + msg
	case string(api.StatusInvalid):
		return "Invalid" + msg
	case string(api.StatusError):
		return "Solver error" + msg
	case OutcomeStopped:
		return fmt.Sprintf("Stopped %s after %s nodes expanded (%s).", name, groupDigits(r.Progress.Expanded), FormatMS(r.Progress.ElapsedMS))
	case OutcomeCrashed:
		return "Crashed: the solver failed" + msg + ". Your board is kept; run again to retry."
	case OutcomeRefused:
		return "Not started" + msg
	}
	return r.Outcome + msg
}

// solutionSize is a solution's size in words: "31 moves"; for Bloxorz the
// block's moves and the switches of control between the two cubes,
// counted apart ("104 moves and 18 switches of control"), since the
// costing setting decides whether a switch costs a move.
func solutionSize(res *api.Response) string {
	if b := res.BloxorzResult; b != nil && b.Switches > 0 {
		return Count(int64(b.Rolls), "move") + " and " + Count(int64(b.Switches), "switch") + " of control"
	}
	return Count(int64(res.Length), "move")
}
