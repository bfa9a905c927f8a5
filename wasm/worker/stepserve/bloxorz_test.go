package stepserve

import (
	"context"
	"testing"

	"searchlab/core/bloxorz"
	"searchlab/core/games/all"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// TestBloxorzStepsMatchTheWorker steps BFS, A*, IDA* and greedy search on
// stage 1, named as classic:1 and through the "level" parameter, to the
// end: the outcome and length equal the worker's (api.Registry.Solve) and
// every state of the trace is a pose on the level's cells.
func TestBloxorzStepsMatchTheWorker(t *testing.T) {
	reg := all.Builtin()
	l, err := bloxorz.Classic(1)
	if err != nil {
		t.Fatal(err)
	}
	for _, algo := range []string{registry.AlgoBFS, registry.AlgoAStar, registry.AlgoIDAStar, registry.AlgoGreedy} {
		for _, req := range []wire.Request{
			{Game: "bloxorz", Board: "classic:1", Algorithm: algo, Seed: 1},
			{Game: "bloxorz", Algorithm: algo, Seed: 1, Params: map[string]any{"level": 1}},
		} {
			sess, err := New(reg, req)
			if err != nil {
				t.Fatalf("%s %q: %v", algo, req.Board, err)
			}
			v, tr := stepAll(t, sess, 1, 100000, nil)
			for i := 0; i < tr.NumStates(); i++ {
				s := tr.State(int32(i + 1))
				_, cells, err := bloxorz.ParseStateText(s)
				if err != nil {
					t.Fatalf("%s: state %d is %q: %v", algo, i+1, s, err)
				}
				for _, c := range cells {
					if c.X >= l.W || c.Y >= l.H || l.At(c) == bloxorz.Void {
						t.Fatalf("%s: state %d is %q, off the level", algo, i+1, s)
					}
				}
			}
			want := reg.Solve(context.Background(), req, nil)
			if !v.Done || v.Status != string(want.Status) || v.Length != want.Length || want.Status != wire.StatusFound {
				t.Errorf("%s %q: stepped %v %q length %d; worker %q length %d", algo, req.Board, v.Done, v.Status, v.Length, want.Status, want.Length)
			}
		}
	}
	if _, err := New(reg, wire.Request{Game: "bloxorz", Board: "classic:1", Algorithm: registry.AlgoMCTS}); err == nil {
		t.Errorf("MCTS stepping on the page was accepted")
	}
	if _, err := New(reg, wire.Request{Game: "bloxorz", Board: "classic:1", Algorithm: registry.AlgoBFS, Params: map[string]any{"level": 2}}); err == nil {
		t.Errorf("classic:1 with level 2 was accepted")
	}
}
