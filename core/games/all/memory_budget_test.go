package all

import (
	"testing"
	"time"

	"searchlab/core/registry"
	"searchlab/core/search"
	"searchlab/core/wire"
)

// The memory budget stops each family of algorithms with budget_exceeded,
// budget "memory" and its statistics, never far above the budget (one
// expansion's growth, or one stride of 1024 game-tree nodes), on the
// requests the issue found driving the server past 6 GB.
func TestMemoryBudgetStopsEveryFamily(t *testing.T) {
	const budget = 24 << 20
	cases := []struct {
		name string
		req  wire.Request
	}{
		{"bfs 6x6 max nodes", wire.Request{Game: "npuzzle", Board: sixBySix, Algorithm: registry.AlgoBFS, MaxNodes: registry.MaxMaxNodes}},
		{"dfs 6x6", wire.Request{Game: "npuzzle", Board: sixBySix, Algorithm: registry.AlgoDFS}},
		{"astar 6x6", wire.Request{Game: "npuzzle", Board: sixBySix, Algorithm: registry.AlgoAStar}},
		{"bidirectional 6x6", wire.Request{Game: "npuzzle", Board: sixBySix, Algorithm: registry.AlgoBidirectional}},
		{"beam 6x6", wire.Request{Game: "npuzzle", Board: sixBySix, Algorithm: registry.AlgoBeam, Params: map[string]any{"width": 10000}}},
		{"wastar 6x6", wire.Request{Game: "npuzzle", Board: sixBySix, Algorithm: registry.AlgoWAStar, Params: map[string]any{registry.ParamWeight: 1.2}}},
		{"ara 6x6", wire.Request{Game: "npuzzle", Board: sixBySix, Algorithm: registry.AlgoARA, Params: map[string]any{registry.ParamWeight: 1.2}}},
		{"nim mcts 12x99", wire.Request{Game: "nim", Board: "99 99 99 99 99 99 99 99 99 99 99 99", Algorithm: registry.AlgoMCTS,
			Params: map[string]any{"iterations": 1_000_000}}},
		{"nim minimax", wire.Request{Game: "nim", Board: "99 99 99 99 99 99 99 99 99 99 99 99", Algorithm: "minimax"}},
		{"nim oracle misere grundy", wire.Request{Game: "nim", Board: "60 50 40", Algorithm: "oracle",
			Params: map[string]any{"variant": "grundy", "rule": "misere"}}},
		{"nim alphabeta", wire.Request{Game: "nim", Board: "99 99 99 99 99 99 99 99 99 99 99 99", Algorithm: "alphabeta",
			Params: map[string]any{"ordering": false}}},
	}
	for _, c := range cases {
		c.req.MaxMemoryBytes = budget
		r := solve(t, c.req)
		t.Logf("%-20s %s budget=%s memory_bytes=%d expanded=%d", c.name, r.Status, r.Budget, r.Stats.MemoryBytes, r.Stats.Expanded)
		if r.Status != wire.StatusBudgetExceeded || r.Budget != search.MemoryBudget {
			t.Errorf("%s: status %s budget %q (error %q), want budget_exceeded on memory", c.name, r.Status, r.Budget, r.Error)
			continue
		}
		if c.req.Game == "npuzzle" && (r.Reason == nil || r.Reason.Code != "memory_budget") {
			t.Errorf("%s: reason %+v, want memory_budget (the reason must agree with the budget)", c.name, r.Reason)
		}
		if r.Stats.MemoryBytes < budget || r.Stats.MemoryBytes > budget*3/2 {
			t.Errorf("%s: memory_bytes %d, want the budget %d reached and not overshot by half", c.name, r.Stats.MemoryBytes, budget)
		}
		if r.Stats.Expanded == 0 && c.req.Algorithm != "oracle" {
			t.Errorf("%s: no statistics with the budget_exceeded result: %+v", c.name, r.Stats)
		}
	}
}

// An anytime search that meets its memory budget after a solution returns
// it (found, budget "memory"), within the budget's reach; BULB never
// outgrows its budget: it narrows its widening and backtracks instead.
func TestMemoryBudgetAnytime(t *testing.T) {
	const budget = 24 << 20
	const five = "14 5 9 2 18/8 23 19 12 17/15 0 10 20 4/6 11 21 1 7/24 3 16 22 13" // Korf & Felner's first, 95 moves
	r := solve(t, wire.Request{Game: "npuzzle", Board: five, Goal: "0 1 2 3 4/5 6 7 8 9/10 11 12 13 14/15 16 17 18 19/20 21 22 23 24",
		Algorithm: registry.AlgoARA, MaxMemoryBytes: budget, Params: map[string]any{registry.ParamWeight: 10, registry.ParamStep: 0.5, "heuristic": "linear-conflict"},
		MaxNodes: registry.MaxMaxNodes})
	if r.Status != wire.StatusFound || r.Budget != search.MemoryBudget || r.Reason == nil || r.Reason.Code != "memory_budget" ||
		r.Stats.MemoryBytes < budget || r.Stats.MemoryBytes > budget*3/2 || r.Bound <= 1 {
		t.Errorf("ara: %s budget %q reason %+v memory %d bound %v, want found after a solution, stopped by memory",
			r.Status, r.Budget, r.Reason, r.Stats.MemoryBytes, r.Bound)
	}
	r = solve(t, wire.Request{Game: "npuzzle", Board: sixBySix, Algorithm: registry.AlgoBULB, MaxMemoryBytes: budget,
		Params: map[string]any{registry.ParamWidth: 200, "heuristic": "linear-conflict"}, MaxNodes: 400_000})
	if r.Status != wire.StatusFound || r.Budget != search.NodeBudget || r.Stats.MemoryBytes > budget {
		t.Errorf("bulb: %s budget %q memory %d, want found within the %d-byte budget", r.Status, r.Budget, r.Stats.MemoryBytes, budget)
	}
}

// The node budget still says "nodes", and a finished search names no budget.
func TestBudgetNamesWhichRanOut(t *testing.T) {
	r := solve(t, wire.Request{Game: "npuzzle", Board: korf1, Goal: korf1Goal, Algorithm: registry.AlgoBFS, MaxNodes: 1000})
	if r.Status != wire.StatusBudgetExceeded || r.Budget != search.NodeBudget || r.Reason == nil || r.Reason.Code != "node_budget" {
		t.Errorf("node budget: status %s budget %q reason %+v", r.Status, r.Budget, r.Reason)
	}
	r = solve(t, wire.Request{Game: "npuzzle", Board: "1 2 3/4 5 6/7 0 8", Algorithm: registry.AlgoBFS})
	if r.Status != wire.StatusFound || r.Budget != search.NoBudget {
		t.Errorf("found: status %s budget %q", r.Status, r.Budget)
	}
	r = solve(t, wire.Request{Game: "npuzzle", Board: sixBySix, Algorithm: registry.AlgoBFS, TimeoutMS: 50})
	if r.Status != wire.StatusBudgetExceeded || r.Budget != search.TimeBudget || r.Reason == nil || r.Reason.Code != "time_budget" {
		t.Errorf("time budget: status %s budget %q reason %+v", r.Status, r.Budget, r.Reason)
	}
	for _, bad := range []int64{-1, 1000, registry.MaxMaxMemory + 1} {
		r = solve(t, wire.Request{Game: "npuzzle", Board: korf1, Goal: korf1Goal, Algorithm: registry.AlgoBFS, MaxMemoryBytes: bad})
		if r.Status != wire.StatusInvalid {
			t.Errorf("max_memory_bytes %d: status %s, want invalid", bad, r.Status)
		}
	}
}

// Progress lines report the memory held, and the budget bar counts it.
func TestJobProgressCountsMemory(t *testing.T) {
	job := registry.Job{MaxNodes: 1_000_000, Timeout: time.Hour, MaxMemory: 4 << 20}
	p := registry.JobProgress(search.Stats{Expanded: 1000, MemoryBytes: 3 << 20, Elapsed: time.Second}, job)
	if p.MemoryBytes != 3<<20 || p.BudgetUsed != 0.75 {
		t.Errorf("progress %+v: want memory_bytes %d and budget_used 0.75", p, 3<<20)
	}
}
