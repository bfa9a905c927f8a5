package all

import (
	"context"
	"searchlab/core/registry"
	"searchlab/core/wire"
	"strings"
	"testing"
	"time"
)

// The oracle's misère Grundy solver observes timeout_ms and cancellation:
// 12 heaps of 99 would take tens of seconds; with a 100 ms budget the
// answer is budget_exceeded with the reason, and a cancelled request is
// cancelled.
func TestNimOracleObservesTimeoutAndCancel(t *testing.T) {
	params := map[string]any{"variant": "grundy", "rule": "misere", "candidates": true}
	board := "99 99 99 99 99 99 99 99 99 99 99 99"
	req := nimReq(registry.AlgoOracle, board, params)
	req.TimeoutMS = 100
	start := time.Now()
	r := nimSolve(t, req)
	took := time.Since(start)
	if r.Status != wire.StatusBudgetExceeded || !strings.Contains(r.Error, "stopped") || r.BestMove != "" || r.Proven {
		t.Errorf("timeout_ms 100: status %s error %q best move %q proven %v", r.Status, r.Error, r.BestMove, r.Proven)
	}
	if took > 10*time.Second {
		t.Errorf("the 100 ms budget took %v", took)
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	req.TimeoutMS = 0
	resp := registry.Builtin().Solve(ctx, req, nil)
	if resp.Status != wire.StatusCancelled || resp.Error == "" {
		t.Errorf("cancelled request: status %s error %q", resp.Status, resp.Error)
	}

	// A small misère Grundy position still answers exactly within a budget.
	req = nimReq(registry.AlgoOracle, "5 8", params)
	req.TimeoutMS = 5000
	if r := nimSolve(t, req); r.Status != wire.StatusFound || !r.Proven || r.Error != "" {
		t.Errorf("5 8: status %s proven %v error %q", r.Status, r.Proven, r.Error)
	}
}
