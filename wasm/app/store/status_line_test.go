package store

import (
	"strings"
	"testing"

	"searchlab/core/registry"
	"searchlab/core/search"
	corewire "searchlab/core/wire"
	"searchlab/wasm/app/i18n"
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

// The status line speaks the page's language: the algorithm's name from
// the translated registry, counts and times in Vietnamese formats.
func TestStatusLineInVietnamese(t *testing.T) {
	cat := []registry.AlgorithmInfo{{ID: "bfs", Name: "Breadth-first search"}}
	found := State{Lang: i18n.Vietnamese, SolverPanel: SolverPanel{Catalog: cat, Run: RunState{Algorithm: "bfs", Outcome: OutcomeFound,
		Result: &corewire.Response{Status: corewire.StatusFound, Length: 1234, Budget: search.TimeBudget,
			Stats: corewire.Stats{Expanded: 93782, Elapsed: search.Milliseconds(1500)}}}}}
	want := "Tìm kiếm theo chiều rộng (BFS) tìm được lời giải dài 1.234 nước đi (mở rộng 93.782 nút, 1,50 s). Giới hạn thời gian"
	if got := found.StatusLine(); !strings.HasPrefix(got, want) {
		t.Errorf("found: %q, want it to start %q", got, want)
	}
	found.Lang = i18n.English
	if got := found.StatusLine(); !strings.HasPrefix(got, "Found a solution of 1,234 moves with Breadth-first search (93,782 nodes expanded, 1.50 s). The time budget") {
		t.Errorf("found, in English: %q", got)
	}
	idle := State{Lang: i18n.Vietnamese}
	if got := idle.StatusLine(); got != "Sẵn sàng." {
		t.Errorf("idle: %q", got)
	}
}
