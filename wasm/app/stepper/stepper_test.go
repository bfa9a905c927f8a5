package stepper

import (
	"context"
	"strings"
	"testing"

	"searchlab/core/api"
	"searchlab/core/npuzzle"
)

// TestStepsMatchTheWorker steps every registered N-puzzle algorithm to its
// end on a small board and checks the outcome against the same request
// solved the worker's way (api.Registry.Solve), and that the view shows
// what the algorithm family is about.
func TestStepsMatchTheWorker(t *testing.T) {
	reg := api.Builtin()
	algos, err := reg.Algorithms("npuzzle")
	if err != nil {
		t.Fatal(err)
	}
	const board = "1 2 3/4 0 6/7 5 8" // two moves from the goal
	for _, a := range algos {
		t.Run(a.ID, func(t *testing.T) {
			req := api.Request{Game: "npuzzle", Board: board, Algorithm: a.ID, Seed: 3, MaxNodes: 200000}
			sess, err := New(reg, req)
			if err != nil {
				t.Fatalf("New: %v", err)
			}
			var v = sess.Advance(1)
			if v.Steps != 1 || v.Algorithm != a.Name {
				t.Fatalf("after one step: %+v", v)
			}
			for i := 0; i < 100000 && !v.Done; i++ {
				v = sess.Advance(50)
			}
			if !v.Done {
				t.Fatalf("not done after many steps: %+v", v)
			}
			want := reg.Solve(context.Background(), req, nil)
			if v.Status != string(want.Status) {
				t.Errorf("stepped status %q, the worker's %q", v.Status, want.Status)
			}
			if v.Status == "found" && v.Length != want.Length {
				t.Errorf("stepped length %d, the worker's %d", v.Length, want.Length)
			}
			if a.Complete && a.Optimal && (v.Status != "found" || v.Length != 2) {
				t.Errorf("complete, optimal %s: %s with %d moves, want found with 2", a.ID, v.Status, v.Length)
			}
			switch a.ID {
			case api.AlgoIDAStar, api.AlgoIDDFS:
				if !v.HasBound {
					t.Errorf("%s showed no bound", a.ID)
				}
			case api.AlgoSimulatedAnnealing:
				if !v.HasTemp {
					t.Errorf("annealing showed no temperature")
				}
			}
			if v.State != "" {
				if _, err := npuzzle.Parse(v.State); err != nil {
					t.Errorf("view state %q is not a board: %v", v.State, err)
				}
			}
		})
	}
}

func TestAStarShowsExpansions(t *testing.T) {
	reg := api.Builtin()
	sess, err := New(reg, api.Request{Game: "npuzzle", Board: "4 1 3/7 2 6/0 5 8", Algorithm: "astar", Params: map[string]any{"heuristic": "manhattan"}})
	if err != nil {
		t.Fatal(err)
	}
	v := sess.Advance(1)
	if v.Event != "expand" || v.State != "4 1 3/7 2 6/0 5 8" || v.G != 0 || v.H != 6 {
		t.Errorf("first step: %+v (want the start expanded with h = 6)", v)
	}
	v = sess.Advance(1)
	if v.State == "4 1 3/7 2 6/0 5 8" || v.G != 1 || v.Frontier == 0 {
		t.Errorf("second step: %+v", v)
	}
}

func TestRejects(t *testing.T) {
	reg := api.Builtin()
	for _, c := range []struct {
		req  api.Request
		want string
	}{
		{api.Request{Game: "npuzzle", Board: "1 2 3 4 5/6 7 8 9 10/11 12 13 14 15/16 17 18 19 20/21 22 23 24 0", Algorithm: "astar"}, "at most 16 cells"},
		{api.Request{Game: "npuzzle", Board: "2 1 3/4 5 6/7 8 0", Algorithm: "astar"}, "cannot reach the goal"},
		{api.Request{Game: "npuzzle", Board: "1 2 3/4 5 6/7 8 0", Algorithm: "nope"}, "unknown algorithm"},
		{api.Request{Game: "npuzzle", Board: "1 2/3", Algorithm: "bfs"}, "row"},
	} {
		if _, err := New(reg, c.req); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: error %v, want %q", c.req, err, c.want)
		}
	}
}
