package api

import (
	"context"
	"strings"
	"testing"

	"searchlab/core/search"
)

// Step builds the search Solve runs: stepped to its end, A* on an 8-puzzle
// and BFS on Bloxorz stage 2 named by the "level" parameter end as Solve
// does; every event's state is text; a game without stepping says so.
func TestStepLikeSolve(t *testing.T) {
	reg := Builtin()
	for _, req := range []Request{
		{Game: "npuzzle", Board: "4 1 3/7 2 6/0 5 8", Algorithm: AlgoAStar},
		{Game: "bloxorz", Algorithm: AlgoBFS, Params: map[string]any{"level": 2}},
	} {
		events := 0
		st, err := reg.Step(req, func(e search.Event[string]) {
			if (e.Kind == search.Expand || e.Kind == search.Solution) && e.State == "" {
				t.Fatalf("%s: a %s event without state text", req.Game, e.Kind)
			}
			events++
		})
		if err != nil {
			t.Fatalf("%s: %v", req.Game, err)
		}
		if st.Initial == "" {
			t.Errorf("%s: no initial state text", req.Game)
		}
		for st.Step() {
		}
		status, length := st.Result()
		want := reg.Solve(context.Background(), req, nil)
		if StatusOf(status) != want.Status || length != want.Length || want.Status != StatusFound || events == 0 {
			t.Errorf("%s: stepped %s length %d (%d events); Solve %s length %d", req.Game, status, length, events, want.Status, want.Length)
		}
	}
	if _, err := reg.Step(Request{Game: "nim", Board: "3 4 5", Algorithm: AlgoMinimax}, nil); err == nil || !strings.Contains(err.Error(), "cannot be stepped") {
		t.Errorf("stepping nim: %v", err)
	}
	if _, err := reg.Step(Request{Game: "npuzzle", Board: "2 1 3/4 5 6/7 8 0", Algorithm: AlgoAStar}, nil); err == nil || !strings.Contains(err.Error(), "cannot reach the goal") {
		t.Errorf("stepping an unsolvable board: %v", err)
	}
}
