package replay_test

import (
	"fmt"
	"strings"
	"testing"

	"searchlab/core/games/all"
	"searchlab/core/wire"
)

// ARA*'s rounds go on with the frontier and the tree the last round left
// (they re-order it for a lower ε), so the replay keeps the tree across
// rounds: at every Solution event the tree holds a path from the start to
// the goal of the solution's length, and the last one is the returned
// solution, state by state. (The replay used to start each round with an
// empty tree and drew a later solution's path one state short.) Checked
// with weights above 1, several rounds, on Romania and random graphs.
func TestARAReplayDrawsEverySolution(t *testing.T) {
	reg := all.Builtin()
	reqs := []wire.Request{
		{Game: "graph", Board: "sample:romania", Params: map[string]any{"weight": 3, "step": 1}},
		{Game: "graph", Board: "sample:romania", Params: map[string]any{"weight": 5, "step": 0.5}},
	}
	for seed := 1; seed <= 30; seed++ {
		reqs = append(reqs, wire.Request{Game: "graph", Board: fmt.Sprintf("random:%d:%d", seed, 10+seed), Params: map[string]any{"weight": 4, "step": 0.5, "heuristic": "straight-line"}})
	}
	improved, multiRound := 0, 0
	for _, req := range reqs {
		req.Algorithm = "ara"
		req.Trace = &wire.TraceRequest{MaxEvents: wire.MaxTraceEvents}
		tr, resp := run(t, reg, req)
		name := fmt.Sprintf("%s %v", req.Board, req.Params)
		if resp.Status != wire.StatusFound {
			continue
		}
		if len(tr.Tree.Rounds) > 1 {
			multiRound++
		}
		solutions := 0
		for i := 0; i < tr.Len(); i++ {
			if tr.Kind(i) != wire.KindSolution {
				continue
			}
			solutions++
			ev := tr.Event(i)
			// The node of the solution's state in the tree then: the
			// newest born before the event.
			first, end, _ := tr.Tree.At(i)
			node := int32(-1)
			for n := first; n < end; n++ {
				if tr.Tree.Nodes[n].State == ev.State {
					node = int32(n)
				}
			}
			if node < 0 {
				t.Fatalf("%s: solution %d at %d: its goal is not in the tree", name, solutions, i)
			}
			path := tr.Tree.PathAt(node, i)
			if len(path) != ev.Depth+1 || tr.Tree.Nodes[path[0]].Parent != -1 || tr.Tree.Nodes[path[0]].Depth != 0 {
				t.Fatalf("%s: solution %d (cost %v, %d moves) is drawn with %d states", name, solutions, ev.G, ev.Depth, len(path))
			}
		}
		if solutions > 1 {
			improved++
		}
		var drawn []string
		for _, s := range tr.Tree.SolutionStates() {
			drawn = append(drawn, tr.State(s))
		}
		if got, want := strings.Join(drawn[1:], " "), strings.Join(resp.Moves, " "); got != want {
			t.Fatalf("%s: drawn path %s, the solution %s (%d rounds, %d solutions)", name, got, want, len(tr.Tree.Rounds), solutions)
		}
	}
	if improved < 3 || multiRound < 10 {
		t.Errorf("only %d runs improved their solution, %d had several rounds", improved, multiRound)
	}
	t.Logf("%d runs with several rounds, %d improved their first solution", multiRound, improved)
}
