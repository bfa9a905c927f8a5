package stepper

import (
	"context"
	"testing"

	"searchlab/core/api"
	"searchlab/wasm/app/store"
)

// TestBloxorzStepsMatchTheWorker steps BFS, A* and IDA* on stage 1 to the
// end: the outcome and length equal the worker's (api.Registry.Solve) and
// every shown state is a pose on the level's cells.
func TestBloxorzStepsMatchTheWorker(t *testing.T) {
	reg := api.Builtin()
	for _, algo := range []string{api.AlgoBFS, api.AlgoAStar, api.AlgoIDAStar, api.AlgoGreedy} {
		req := api.Request{Game: "bloxorz", Board: "classic:1", Algorithm: algo, Seed: 1}
		sess, err := New(reg, req)
		if err != nil {
			t.Fatalf("%s: %v", algo, err)
		}
		var v store.StepView
		for i := 0; i < 100000 && !v.Done; i++ {
			v = sess.Advance(1)
			if _, _, ok := store.ParseBloxorzStateText(v.State); !ok {
				t.Fatalf("%s: step %d shows %q", algo, i, v.State)
			}
		}
		want := reg.Solve(context.Background(), req, nil)
		if !v.Done || v.Status != string(want.Status) || v.Length != want.Length {
			t.Errorf("%s: stepped %v %q length %d; worker %q length %d", algo, v.Done, v.Status, v.Length, want.Status, want.Length)
		}
	}
	if _, err := New(reg, api.Request{Game: "bloxorz", Board: "classic:1", Algorithm: api.AlgoMCTS}); err == nil {
		t.Errorf("MCTS stepping on the page was accepted")
	}
}
