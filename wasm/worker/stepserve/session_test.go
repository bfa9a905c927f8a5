package stepserve

import (
	"context"
	"strings"
	"testing"

	"searchlab/core/games/all"
	"searchlab/core/npuzzle"
	"searchlab/core/registry"
	"searchlab/core/replay"
	"searchlab/core/wire"
)

// stepAll steps a session to its end (at most limit Advance calls of n
// steps), replaying its trace lines into tr (a new trace when nil), and
// returns the last view.
func stepAll(t *testing.T, sess *Session, n, limit int, tr *replay.Trace) (wire.StepView, *replay.Trace) {
	t.Helper()
	if tr == nil {
		tr = &replay.Trace{}
	}
	var v wire.StepView
	for i := 0; i < limit && !v.Done; i++ {
		var lines []wire.TraceBatch
		v, lines = sess.Advance(n)
		for _, l := range lines {
			if err := tr.Add(l); err != nil {
				t.Fatal(err)
			}
		}
	}
	return v, tr
}

// TestStepsMatchTheWorker steps every registered N-puzzle algorithm to its
// end on a small board and checks the outcome against the same request
// solved the worker's way (api.Registry.Solve), its trace against the
// worker's statistics, and that the trace shows what the algorithm family
// is about.
func TestStepsMatchTheWorker(t *testing.T) {
	reg := all.Builtin()
	algos, err := reg.Algorithms("npuzzle")
	if err != nil {
		t.Fatal(err)
	}
	const board = "1 2 3/4 0 6/7 5 8" // two moves from the goal
	for _, a := range algos {
		t.Run(a.ID, func(t *testing.T) {
			req := wire.Request{Game: "npuzzle", Board: board, Algorithm: a.ID, Seed: 3, MaxNodes: 200000}
			sess, err := New(reg, req)
			if err != nil {
				t.Fatalf("New: %v", err)
			}
			v, lines := sess.Advance(1)
			if v.Steps != 1 || v.Algorithm != a.Name || len(lines) == 0 {
				t.Fatalf("after one step: %+v, %d trace lines", v, len(lines))
			}
			tr := &replay.Trace{}
			for _, l := range lines {
				if err := tr.Add(l); err != nil {
					t.Fatal(err)
				}
			}
			v, _ = stepAll(t, sess, 50, 100000, tr)
			if !v.Done {
				t.Fatalf("not done after many steps: %+v", v)
			}
			want := reg.Solve(context.Background(), req, nil)
			if v.Status != string(want.Status) {
				t.Errorf("stepped status %q, the worker's %q", v.Status, want.Status)
			}
			if got := tr.Stats(); got.Expanded != want.Stats.Expanded || got.Generated != want.Stats.Generated || got.MaxFrontier != want.Stats.MaxFrontier {
				t.Errorf("the stepped trace replays to %+v, the worker's run reports %+v", got, want.Stats)
			}
			if v.Status == "found" {
				if v.Length != want.Length {
					t.Errorf("stepped length %d, the worker's %d", v.Length, want.Length)
				}
				// The stepped solution's moves replay to the goal (the player loads them).
				if err := npuzzle.ReplayText(board, "", v.Moves); err != nil || len(v.Moves) != v.Length {
					t.Errorf("stepped moves %v: %v", v.Moves, err)
				}
			}
			if a.Complete && a.Optimal && (v.Status != "found" || v.Length != 2) {
				t.Errorf("complete, optimal %s: %s with %d moves, want found with 2", a.ID, v.Status, v.Length)
			}
			kinds := map[wire.TraceKind]bool{}
			temp := false
			for i := 0; i < tr.Len(); i++ {
				ev := tr.Event(i)
				kinds[ev.Kind] = true
				temp = temp || ev.Temp != 0
			}
			switch a.ID {
			case registry.AlgoIDAStar, registry.AlgoIDDFS:
				if !kinds[wire.KindNewBound] {
					t.Errorf("%s showed no bound", a.ID)
				}
			case registry.AlgoSimulatedAnnealing:
				if !temp {
					t.Errorf("annealing showed no temperature")
				}
			}
			for i := 0; i < tr.NumStates(); i++ {
				s := tr.State(int32(i + 1))
				if _, err := npuzzle.Parse(s); err != nil {
					t.Errorf("trace state %q is not a board: %v", s, err)
				}
			}
		})
	}
}

func TestAStarShowsExpansions(t *testing.T) {
	reg := all.Builtin()
	sess, err := New(reg, wire.Request{Game: "npuzzle", Board: "4 1 3/7 2 6/0 5 8", Algorithm: "astar", Params: map[string]any{"heuristic": "manhattan"}})
	if err != nil {
		t.Fatal(err)
	}
	tr := &replay.Trace{}
	for k := 0; k < 2; k++ {
		_, lines := sess.Advance(1)
		for _, l := range lines {
			if err := tr.Add(l); err != nil {
				t.Fatal(err)
			}
		}
		var expands []wire.TraceEvent
		for i := 0; i < tr.Len(); i++ {
			ev := tr.Event(i)
			if ev.Kind == wire.KindExpand {
				expands = append(expands, ev)
			}
		}
		if len(expands) != k+1 {
			t.Fatalf("after %d steps, %d expansions", k+1, len(expands))
		}
		e := expands[k]
		switch {
		case k == 0 && (tr.State(e.State) != "4 1 3/7 2 6/0 5 8" || e.G != 0 || e.H != 6):
			t.Errorf("first step: %+v (want the start expanded with h = 6)", e)
		case k == 1 && (tr.State(e.State) == "4 1 3/7 2 6/0 5 8" || e.G != 1 || e.Frontier == 0):
			t.Errorf("second step: %+v", e)
		}
	}
}

func TestRejects(t *testing.T) {
	reg := all.Builtin()
	for _, c := range []struct {
		req  wire.Request
		want string
	}{
		{wire.Request{Game: "npuzzle", Board: "1 2 3 4 5/6 7 8 9 10/11 12 13 14 15/16 17 18 19 20/21 22 23 24 0", Algorithm: "astar"}, "at most 16 cells"},
		{wire.Request{Game: "npuzzle", Board: "2 1 3/4 5 6/7 8 0", Algorithm: "astar"}, "cannot reach the goal"},
		{wire.Request{Game: "npuzzle", Board: "1 2 3/4 5 6/7 8 0", Algorithm: "nope"}, "unknown algorithm"},
		{wire.Request{Game: "npuzzle", Board: "1 2/3", Algorithm: "bfs"}, "row"},
	} {
		if _, err := New(reg, c.req); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: error %v, want %q", c.req, err, c.want)
		}
	}
}

// TestSearchTree (issue 13 item 20): the tree a stepped A*'s trace builds
// has the start as its root, each node one move from its parent with g one
// more, the goal in it at depth 2, and expanded nodes marked.
func TestSearchTree(t *testing.T) {
	reg := all.Builtin()
	const board = "1 2 3/4 0 6/7 5 8"
	sess, err := New(reg, wire.Request{Game: "npuzzle", Board: board, Algorithm: registry.AlgoAStar, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	v, tr := stepAll(t, sess, 1, 1000, nil)
	tree := &tr.Tree
	end := tr.Len()
	if !v.Done || len(tree.Nodes) < 3 || tr.State(tree.Nodes[0].State) != board || tree.Nodes[0].Parent != -1 ||
		tree.Nodes[0].StatusAt(end) != replay.Expanded {
		t.Fatalf("done %v, tree %+v", v.Done, tree.Nodes)
	}
	goal := -1
	for i, n := range tree.Nodes[1:] {
		p := tree.Nodes[n.Parent]
		ps, ns := tr.State(p.State), tr.State(n.State)
		pb, _ := npuzzle.Parse(ps)
		adjacent := false
		for _, m := range []npuzzle.Move{npuzzle.U, npuzzle.D, npuzzle.L, npuzzle.R} {
			if c, ok := pb.Move(m); ok && c.String() == ns {
				adjacent = true
			}
		}
		if !adjacent || n.G != p.G+1 {
			t.Errorf("node %s (g %g) is not a move from its parent %s (g %g)", ns, n.G, ps, p.G)
		}
		if ns == "1 2 3/4 5 6/7 8 0" {
			goal = i + 1
		}
	}
	if goal < 0 || tree.Nodes[goal].Depth != 2 || tree.Solution != int32(goal) {
		t.Errorf("the goal is not the solution in the tree at depth 2 (index %d, solution %d)", goal, tree.Solution)
	}
}

// Stepping with the pdb heuristic on a small board uses the partition asked
// for and ends with the worker's optimal length.
func TestStepsWithPDB(t *testing.T) {
	reg := all.Builtin()
	req := wire.Request{Game: "npuzzle", Board: "8 6 7/2 5 4/3 0 1", Algorithm: "idastar", Params: map[string]any{"heuristic": "pdb", "partition": "44"}}
	sess, err := New(reg, req)
	if err != nil {
		t.Fatal(err)
	}
	v, _ := stepAll(t, sess, 50, 100000, nil)
	if want := reg.Solve(context.Background(), req, nil); !v.Done || v.Status != "found" || v.Length != 31 || want.Length != 31 {
		t.Fatalf("stepping: %s in %d; worker: %s in %d; want 31 (the 8-puzzle's diameter)", v.Status, v.Length, want.Status, want.Length)
	}
}
