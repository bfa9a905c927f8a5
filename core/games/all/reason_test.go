package all

import (
	"encoding/json"
	"searchlab/core/registry"
	"searchlab/core/wire"
	"strings"
	"testing"
)

// An incomplete local search that fails says what happened, through the
// response's typed reason (issue 13, item 5), never "searched the whole
// space": hill climbing stuck after its restarts, annealing frozen, the
// genetic algorithm out of generations; a complete search that ran out of
// space says so.
func TestResponseReason(t *testing.T) {
	const hard = "8 6 7/2 5 4/3 0 1" // 31 moves from 1 … 8 0
	const goal = "1 2 3/4 5 6/7 8 0"
	for _, c := range []struct {
		algo   string
		params map[string]any
		status wire.Status
		code   string
		count  int64
		words  string
	}{
		{registry.AlgoHillClimbing, map[string]any{"restarts": 3, "restart_walk": 0, "sideways": 0}, wire.StatusNotFound, "local_optimum", 3, "local optimum after 3 restarts"},
		{registry.AlgoSimulatedAnnealing, map[string]any{"t0": 1, "cooling": 0.5}, wire.StatusNotFound, "frozen", 10, "froze"},
		{registry.AlgoSimulatedAnnealing, map[string]any{"steps": 40}, wire.StatusBudgetExceeded, "step_limit", 40, "40 steps"},
		{registry.AlgoGenetic, map[string]any{"generations": 2}, wire.StatusBudgetExceeded, "generation_limit", 2, "2 generations"},
	} {
		r := solve(t, wire.Request{Game: "npuzzle", Board: hard, Goal: goal, Algorithm: c.algo, Params: c.params, Seed: 1})
		if r.Status != c.status || r.Reason == nil || r.Reason.Code != c.code || r.Reason.Count != c.count || !strings.Contains(r.Reason.Text, c.words) {
			t.Errorf("%s %v: %s, reason %+v; want %s, %s (%d) saying %q", c.algo, c.params, r.Status, r.Reason, c.status, c.code, c.count, c.words)
			continue
		}
		if strings.Contains(r.Reason.Text, "every reachable") {
			t.Errorf("%s: %q claims a whole-space search", c.algo, r.Reason.Text)
		}
		// The reason survives the wire.
		b, _ := json.Marshal(r)
		var back wire.Response
		if err := json.Unmarshal(b, &back); err != nil || back.Reason == nil || *back.Reason != *r.Reason {
			t.Errorf("%s: round trip of %s gave %+v (%v)", c.algo, b, back.Reason, err)
		}
	}
	// Found: no reason on the wire.
	r := solve(t, wire.Request{Game: "npuzzle", Board: "1 2 3/4 5 6/7 0 8", Goal: goal, Algorithm: registry.AlgoBFS})
	if b, _ := json.Marshal(r); r.Status != wire.StatusFound || strings.Contains(string(b), `"reason"`) {
		t.Errorf("found: %s", b)
	}
}
