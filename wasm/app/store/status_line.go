package store

import (
	"searchlab/core/search"
)

// StatusLine names the run's outcome in words, in the page's language
// (the solver's sentences translated at display time: i18n Lang.Core; a
// screen's notes and sizes come in the page's language).
func (st State) StatusLine() string {
	r, l := st.Run, st.Lang
	name := r.Algorithm
	if a, ok := FindAlgo(st.Catalog, r.Algorithm); ok {
		name = l.AlgorithmName(a.ID, a.Name)
	}
	if r.Active {
		return st.runningLine(name)
	}
	if r.InCompare() && r.Outcome != "" && len(st.CompareIDs) > 0 {
		// The comparison's runs are in its table; the status line does not
		// pass its last algorithm off as the selected one's result.
		return l.T("status.compared", "n", len(st.CompareIDs))
	}
	msg := ""
	if r.Message != "" {
		msg = ": " + l.Core(r.Message)
	}
	reason := ""
	if r.Result != nil && r.Result.Reason != nil && r.Result.Reason.Text != "" {
		reason = " " + l.Core(r.Result.Reason.Text)
	}
	switch r.Outcome {
	case "":
		if st.Unsolvable != "" {
			return l.T("status.unsolvable.why", "why", l.Core(st.Unsolvable))
		}
		if st.Idle != "" {
			return st.Idle
		}
		return l.T("status.ready")
	case OutcomeFound:
		return st.foundLine(name)
	case OutcomeNotFound:
		if reason != "" {
			return l.T("status.not_found.why", "algo", name) + reason
		}
		return l.T("status.not_found", "algo", name)
	case OutcomeCutoff:
		if reason != "" {
			return l.T("status.cutoff.why", "algo", name) + reason
		}
		return l.T("status.cutoff", "algo", name)
	case OutcomeBudgetExceeded:
		if reason != "" {
			return l.T("status.budget.why", "algo", name) + reason
		}
		return l.T("status.budget", "algo", name, "msg", msg)
	case OutcomeCancelled:
		return l.T("status.cancelled", "msg", msg)
	case OutcomeUnsolvable:
		return l.T("status.unsolvable", "msg", msg)
	case OutcomeInvalid:
		return l.T("status.invalid", "msg", msg)
	case OutcomeError:
		return l.T("status.error", "msg", msg)
	case OutcomeStopped:
		return l.T("status.stopped", "algo", name, "nodes", l.T("count.nodes", "n", r.Progress.Expanded), "time", l.MS(r.Progress.ElapsedMS()))
	case OutcomeCrashed:
		return l.T("status.crashed", "msg", msg)
	case OutcomeRefused:
		return l.T("status.refused", "msg", msg)
	}
	return string(r.Outcome) + msg
}

// runningLine is StatusLine while algorithm name runs (or waits for the
// solver's code, or runs in a comparison).
func (st State) runningLine(name string) string {
	r, l := st.Run, st.Lang
	if st.SolverLoading && r.Lines == 0 {
		// Asked for before the solver's code arrived: it starts then.
		return l.T("status.solver_loading", "algo", name)
	}
	if r.InCompare() {
		return l.T("status.comparing", "algo", name)
	}
	return l.T("status.running", "algo", name)
}

// foundLine is StatusLine once algorithm name found a solution: its size,
// the nodes, the time, the budget that ended it and the screen's note.
func (st State) foundLine(name string) string {
	r, l := st.Run, st.Lang
	res := r.Result
	note := ""
	if r.Note != "" {
		note = " " + r.Note
	}
	size := r.Size
	if size == "" {
		size = l.T("count.moves", "n", int64(res.Length))
	}
	return l.T("status.found", "size", size, "algo", name, "nodes", l.T("count.nodes", "n", res.Stats.Expanded),
		"time", l.MS(res.Stats.ElapsedMS())) + budgetEnded(st, res.Budget) + note
}

// budgetEnded says that a budget, not the search, ended a run that found
// a solution (an anytime or incomplete search stopped while improving it):
// the solution may not be the best.
func budgetEnded(st State, b search.Budget) string {
	switch b {
	case search.NodeBudget:
		return st.T("status.ended.nodes")
	case search.TimeBudget:
		return st.T("status.ended.time")
	case search.MemoryBudget:
		return st.T("status.ended.memory")
	}
	return ""
}
