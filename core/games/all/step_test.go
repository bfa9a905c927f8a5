package all

import (
	"reflect"
	"searchlab/core/registry"
	"searchlab/core/wire"
	"strings"
	"testing"
)

// StepTraced builds the search Solve runs: stepped to its end, A* on an
// 8-puzzle, BFS on Bloxorz stage 2 named by the "level" parameter and
// Nim's alpha-beta, minimax and UCT (the Nim screen's tree view) end as
// Solve does, and their traces (sent at every Flush) are the traced
// solve's; Nim's oracle has no search to step, and a game without
// stepping says so.
func TestStepLikeSolve(t *testing.T) {
	reg := registry.Builtin()
	for _, req := range []wire.Request{
		{Game: "npuzzle", Board: "4 1 3/7 2 6/0 5 8", Algorithm: registry.AlgoAStar},
		{Game: "bloxorz", Algorithm: registry.AlgoBFS, Params: map[string]any{"level": 2}},
		{Game: "nim", Board: "3 4 5", Algorithm: registry.AlgoAlphaBeta, Params: map[string]any{"candidates": false}},
		{Game: "nim", Board: "1 2 3", Algorithm: registry.AlgoMinimax, Params: map[string]any{"candidates": false, "tt": false}},
		{Game: "nim", Board: "5 8", Algorithm: registry.AlgoAlphaBeta, Params: map[string]any{"candidates": false, "variant": "grundy", "deepening": true}},
		{Game: "nim", Board: "3 4 5", Algorithm: registry.AlgoMCTS, Seed: 7, Params: map[string]any{"candidates": false, "iterations": 200}},
	} {
		var stepped []wire.TraceBatch
		st, err := reg.StepTraced(req, wire.MaxTraceEvents, func(b wire.TraceBatch) { stepped = append(stepped, b) })
		if err != nil {
			t.Fatalf("%s: %v", req.Game, err)
		}
		if st.Initial == "" {
			t.Errorf("%s: no initial state text", req.Game)
		}
		for st.Step() {
			st.Flush()
		}
		st.Flush()
		status, length := st.Result()
		req.Trace = &wire.TraceRequest{MaxEvents: wire.MaxTraceEvents}
		want, wantTrace := traced(t, req, nil)
		ge, gs := events(t, stepped)
		we, ws := events(t, want)
		if wire.StatusOf(status) != wantTrace.Status || length != wantTrace.Length || wantTrace.Status != wire.StatusFound || len(ge) == 0 ||
			!reflect.DeepEqual(ge, we) || !reflect.DeepEqual(gs, ws) {
			t.Errorf("%s: stepped %s length %d (%d events); Solve %s length %d (%d events)", req.Game, status, length, len(ge),
				wantTrace.Status, wantTrace.Length, len(we))
		}
	}
	if _, err := reg.StepTraced(wire.Request{Game: "nim", Board: "3 4 5", Algorithm: registry.AlgoOracle}, 10, nil); err == nil || !strings.Contains(err.Error(), "without a search to step") {
		t.Errorf("stepping nim's oracle: %v", err)
	}
	if _, err := reg.StepTraced(wire.Request{Game: "othello", Algorithm: registry.AlgoAlphaBeta}, 10, nil); err == nil || !strings.Contains(err.Error(), "cannot be stepped") {
		t.Errorf("stepping othello: %v", err)
	}
	if _, err := reg.StepTraced(wire.Request{Game: "npuzzle", Board: "2 1 3/4 5 6/7 8 0", Algorithm: registry.AlgoAStar}, 10, nil); err == nil || !strings.Contains(err.Error(), "cannot reach the goal") {
		t.Errorf("stepping an unsolvable board: %v", err)
	}
}
