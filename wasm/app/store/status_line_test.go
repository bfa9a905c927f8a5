package store

import (
	"strings"
	"testing"

	"searchlab/core/search"
	corewire "searchlab/core/wire"
)

// A solution found when a budget ended the search (an anytime search
// stopped improving it) says so (issue 30 item 14); one found by a search
// that finished does not.
func TestStatusLineSaysTheBudgetEnded(t *testing.T) {
	for _, c := range []struct {
		budget search.Budget
		want   string
	}{{search.NodeBudget, "The node budget ended the search"}, {search.TimeBudget, "The time budget ended the search"}, {search.NoBudget, ""}} {
		st := State{SolverPanel: SolverPanel{Run: RunState{Algorithm: "ara", Outcome: OutcomeFound,
			Result: &corewire.Response{Status: corewire.StatusFound, Length: 602, Budget: c.budget, Stats: corewire.Stats{Expanded: 5_000_000}}}}}
		line := st.StatusLine()
		if !strings.HasPrefix(line, "Found a solution of 602 moves") || (c.want == "") != !strings.Contains(line, "budget") ||
			c.want != "" && !strings.Contains(line, c.want) {
			t.Errorf("budget %v: %q", c.budget, line)
		}
	}
}
