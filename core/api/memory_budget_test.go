package api

import (
	"strings"
	"testing"
	"time"

	"searchlab/core/search"
)

// The memory budget stops each family of algorithms with budget_exceeded,
// budget "memory" and its statistics, never far above the budget (one
// expansion's growth, or one stride of 1024 game-tree nodes), on the
// requests the issue found driving the server past 6 GB.
func TestMemoryBudgetStopsEveryFamily(t *testing.T) {
	const budget = 24 << 20
	cases := []struct {
		name string
		req  Request
	}{
		{"bfs 6x6 max nodes", Request{Game: "npuzzle", Board: sixBySix, Algorithm: AlgoBFS, MaxNodes: MaxMaxNodes}},
		{"dfs 6x6", Request{Game: "npuzzle", Board: sixBySix, Algorithm: AlgoDFS}},
		{"astar 6x6", Request{Game: "npuzzle", Board: sixBySix, Algorithm: AlgoAStar}},
		{"bidirectional 6x6", Request{Game: "npuzzle", Board: sixBySix, Algorithm: AlgoBidirectional}},
		{"beam 6x6", Request{Game: "npuzzle", Board: sixBySix, Algorithm: AlgoBeam, Params: map[string]any{"width": 10000}}},
		{"nim mcts 12x99", Request{Game: "nim", Board: "99 99 99 99 99 99 99 99 99 99 99 99", Algorithm: AlgoMCTS,
			Params: map[string]any{"iterations": 1_000_000}}},
		{"nim minimax", Request{Game: "nim", Board: "99 99 99 99 99 99 99 99 99 99 99 99", Algorithm: "minimax"}},
		{"nim oracle misere grundy", Request{Game: "nim", Board: "60 50 40", Algorithm: "oracle",
			Params: map[string]any{"variant": "grundy", "rule": "misere"}}},
		{"nim alphabeta", Request{Game: "nim", Board: "99 99 99 99 99 99 99 99 99 99 99 99", Algorithm: "alphabeta",
			Params: map[string]any{"ordering": false}}},
	}
	for _, c := range cases {
		c.req.MaxMemoryBytes = budget
		r := solve(t, c.req)
		t.Logf("%-20s %s budget=%s memory_bytes=%d expanded=%d", c.name, r.Status, r.Budget, r.Stats.MemoryBytes, r.Stats.Expanded)
		if r.Status != StatusBudgetExceeded || r.Budget != search.MemoryBudget {
			t.Errorf("%s: status %s budget %q (error %q), want budget_exceeded on memory", c.name, r.Status, r.Budget, r.Error)
			continue
		}
		if r.Reason == nil || r.Reason.Code != "memory_budget" || !strings.Contains(r.Reason.Text, "memory budget of 24 MiB") {
			t.Errorf("%s: reason %+v, want memory_budget", c.name, r.Reason)
		}
		if r.Stats.MemoryBytes < budget || r.Stats.MemoryBytes > budget*3/2 {
			t.Errorf("%s: memory_bytes %d, want the budget %d reached and not overshot by half", c.name, r.Stats.MemoryBytes, budget)
		}
		if r.Stats.Expanded == 0 && c.req.Algorithm != "oracle" {
			t.Errorf("%s: no statistics with the budget_exceeded result: %+v", c.name, r.Stats)
		}
	}
}

// The node budget still says "nodes", and a finished search names no budget.
func TestBudgetNamesWhichRanOut(t *testing.T) {
	r := solve(t, Request{Game: "npuzzle", Board: korf1, Goal: korf1Goal, Algorithm: AlgoBFS, MaxNodes: 1000})
	if r.Status != StatusBudgetExceeded || r.Budget != search.NodeBudget {
		t.Errorf("node budget: status %s budget %q", r.Status, r.Budget)
	}
	r = solve(t, Request{Game: "npuzzle", Board: "1 2 3/4 5 6/7 0 8", Algorithm: AlgoBFS})
	if r.Status != StatusFound || r.Budget != search.NoBudget {
		t.Errorf("found: status %s budget %q", r.Status, r.Budget)
	}
	r = solve(t, Request{Game: "npuzzle", Board: sixBySix, Algorithm: AlgoBFS, TimeoutMS: 50})
	if r.Status != StatusBudgetExceeded || r.Budget != search.TimeBudget {
		t.Errorf("time budget: status %s budget %q", r.Status, r.Budget)
	}
	for _, bad := range []int64{-1, 1000, MaxMaxMemory + 1} {
		r = solve(t, Request{Game: "npuzzle", Board: korf1, Goal: korf1Goal, Algorithm: AlgoBFS, MaxMemoryBytes: bad})
		if r.Status != StatusInvalid {
			t.Errorf("max_memory_bytes %d: status %s, want invalid", bad, r.Status)
		}
	}
}

// Progress lines report the memory held, and the budget bar counts it.
func TestJobProgressCountsMemory(t *testing.T) {
	job := Job{MaxNodes: 1_000_000, Timeout: time.Hour, MaxMemory: 4 << 20}
	p := JobProgress(search.Stats{Expanded: 1000, MemoryBytes: 3 << 20, Elapsed: time.Second}, job)
	if p.MemoryBytes != 3<<20 || p.BudgetUsed != 0.75 {
		t.Errorf("progress %+v: want memory_bytes %d and budget_used 0.75", p, 3<<20)
	}
}
