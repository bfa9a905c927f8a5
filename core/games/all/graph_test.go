package all

import (
	"reflect"
	"strings"
	"testing"

	"searchlab/core/games/graphgame"
	"searchlab/core/graph"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// replayGraph follows moves (node names) from the start of board's graph
// and returns the cost of the path, failing unless each move follows an arc
// and the last node is a goal. Among parallel arcs the cheapest is taken.
func replayGraph(t *testing.T, board string, moves []string) float64 {
	t.Helper()
	g, err := graphgame.Board(board)
	if err != nil {
		t.Fatal(err)
	}
	at, cost := g.Start, 0.0
	for _, m := range moves {
		best := -1.0
		for _, a := range g.Out[at] {
			if arc := g.Arcs[a]; g.Name(arc.To) == m && (best < 0 || arc.Cost < best) {
				best = arc.Cost
			}
		}
		if best < 0 {
			t.Fatalf("no arc from %s to %s (moves %v)", g.Name(at), m, moves)
		}
		cost += best
		at, _ = g.Index(m)
	}
	if !g.IsGoal(at) {
		t.Fatalf("moves %v end at %s, not a goal", moves, g.Name(at))
	}
	return cost
}

// Every graph algorithm, with its defaults, answers on Romania; every path
// it returns follows the map's roads to Bucharest with the cost it reports,
// and UCS, A* and IDA* find the optimal 418.
func TestEveryGraphAlgorithmOnRomania(t *testing.T) {
	const board = "sample:romania"
	algos, err := Builtin().Algorithms("graph")
	if err != nil {
		t.Fatal(err)
	}
	if len(algos) < 14 {
		t.Errorf("only %d algorithms apply to graphs", len(algos))
	}
	for _, a := range algos {
		r := solve(t, wire.Request{Game: "graph", Board: board, Algorithm: a.ID, Seed: 1})
		switch r.Status {
		case wire.StatusFound:
			if c := replayGraph(t, board, r.Moves); c != r.Cost || r.Length != len(r.Moves) {
				t.Errorf("%s: cost %v length %d, the path %v costs %v", a.ID, r.Cost, r.Length, r.Moves, c)
			}
		case wire.StatusNotFound, wire.StatusCutoff, wire.StatusBudgetExceeded:
			if a.Complete {
				t.Errorf("%s is complete but ended %s", a.ID, r.Status)
			}
		default:
			t.Fatalf("%s: %+v", a.ID, r)
		}
		switch a.ID {
		case registry.AlgoUCS, registry.AlgoAStar, registry.AlgoIDAStar:
			if r.Cost != 418 || strings.Join(r.Moves, " ") != "Sibiu RimnicuVilcea Pitesti Bucharest" {
				t.Errorf("%s: %v cost %v, want 418 via Sibiu, RimnicuVilcea, Pitesti", a.ID, r.Moves, r.Cost)
			}
		case registry.AlgoBFS, registry.AlgoBidirectional:
			if r.Length != 3 {
				t.Errorf("%s: %v, want 3 edges", a.ID, r.Moves)
			}
		}
	}
}

func TestGraphBoardsAndVerdicts(t *testing.T) {
	for _, c := range []struct {
		board  string
		status wire.Status
		err    string
	}{
		{"node A 0 0\nnode B 1 1\narc B A 1\nstart A\ngoal B", wire.StatusUnsolvable, "no goal can be reached"},
		{"node A 0 0\nedge A Z 1\nstart A\ngoal A", wire.StatusInvalid, "line 2: unknown node Z"},
		{"sample:nope", wire.StatusInvalid, "no sample graph"},
		{"random:x", wire.StatusInvalid, "bad seed"},
		{"random:5:20", wire.StatusFound, ""},
	} {
		r := solve(t, wire.Request{Game: "graph", Board: c.board, Algorithm: registry.AlgoUCS})
		if r.Status != c.status || !strings.Contains(r.Error, c.err) {
			t.Errorf("%q: %s %q, want %s %q", c.board, r.Status, r.Error, c.status, c.err)
		}
	}
	r := solve(t, wire.Request{Game: "graph", Board: "sample:inadmissible", Algorithm: registry.AlgoAStar, Params: map[string]any{"heuristic": "zero"}})
	if r.Cost != 2 {
		t.Errorf("A* with h = 0 on the inadmissible sample: cost %v, want 2", r.Cost)
	}
	if hs := graph.HeuristicNames(); len(hs) != 3 {
		t.Errorf("heuristics %v", hs)
	}
}

// Step mode on Romania runs Solve's A*: the same trace, the same path,
// moves named by their nodes.
func TestGraphStepsLikeSolve(t *testing.T) {
	req := wire.Request{Game: "graph", Board: "sample:romania", Algorithm: registry.AlgoAStar}
	var stepped []wire.TraceBatch
	st, err := Builtin().StepTraced(req, wire.MaxTraceEvents, func(b wire.TraceBatch) { stepped = append(stepped, b) })
	if err != nil || st.Initial != "Arad" {
		t.Fatalf("stepping: %v, initial %q", err, st.Initial)
	}
	for st.Step() {
		st.Flush()
	}
	st.Flush()
	req.Trace = &wire.TraceRequest{MaxEvents: wire.MaxTraceEvents}
	want, _ := traced(t, req, nil)
	ge, gs := events(t, stepped)
	we, ws := events(t, want)
	if !reflect.DeepEqual(ge, we) || !reflect.DeepEqual(gs, ws) || len(ge) == 0 {
		t.Errorf("stepped trace (%d events) differs from Solve's (%d)", len(ge), len(we))
	}
	if m := strings.Join(st.Moves(), " "); m != "Sibiu RimnicuVilcea Pitesti Bucharest" {
		t.Errorf("stepped moves %q", m)
	}
}

// The Lab takes graphs as board instances: the registry reads them with the
// graph parser, naming the line of a bad one.
func TestGraphCheckBoard(t *testing.T) {
	reg := Builtin()
	for _, b := range []string{"sample:romania", "random:3:30", "node A 0 0\nstart A\ngoal A"} {
		if err := reg.CheckBoard("graph", b, ""); err != nil {
			t.Errorf("%q: %v", b, err)
		}
	}
	if err := reg.CheckBoard("graph", "node A 0 0\narc A B 1", ""); err == nil || !strings.Contains(err.Error(), "line 2: unknown node B") {
		t.Errorf("bad board: %v", err)
	}
}

// The tree-like searches (tree_search) through the registry on Romania:
// UCS and A* with the straight-line distance still return 418, BFS 3
// roads, greedy AIMA's 450 km route; every route follows the map; and each
// generates at least as many nodes as its graph search.
func TestGraphTreeSearchOnRomania(t *testing.T) {
	const board = "sample:romania"
	for _, algo := range []string{registry.AlgoBFS, registry.AlgoUCS, registry.AlgoGreedy, registry.AlgoAStar} {
		var params map[string]any
		if algo != registry.AlgoBFS && algo != registry.AlgoUCS {
			params = map[string]any{"heuristic": "straight-line"}
		}
		graphR := solve(t, wire.Request{Game: "graph", Board: board, Algorithm: algo, Params: params})
		tp := map[string]any{registry.ParamTreeSearch: true}
		for k, v := range params {
			tp[k] = v
		}
		r := solve(t, wire.Request{Game: "graph", Board: board, Algorithm: algo, Params: tp})
		if r.Status != wire.StatusFound {
			t.Fatalf("%s tree search: %+v", algo, r)
		}
		if c := replayGraph(t, board, r.Moves); c != r.Cost {
			t.Errorf("%s tree search: the path %v costs %v, reported %v", algo, r.Moves, c, r.Cost)
		}
		switch algo {
		case registry.AlgoUCS, registry.AlgoAStar:
			if r.Cost != 418 {
				t.Errorf("%s tree search: %v cost %v, want 418", algo, r.Moves, r.Cost)
			}
		case registry.AlgoBFS:
			if r.Length != 3 {
				t.Errorf("bfs tree search: %v, want 3 edges", r.Moves)
			}
		case registry.AlgoGreedy:
			if r.Cost != 450 {
				t.Errorf("greedy tree search: %v cost %v, want 450", r.Moves, r.Cost)
			}
		}
		if r.Stats.Generated < graphR.Stats.Generated {
			t.Errorf("%s: tree search generated %d, graph search %d", algo, r.Stats.Generated, graphR.Stats.Generated)
		}
	}
}

// The loop sample (levels/graph/dfs-loop.txt): depth-first tree search goes
// round A, B, C until the node budget stops it (budget_exceeded, nodes),
// graph DFS backs up and finds S, D, G; the other tree searches find it.
func TestGraphTreeDFSLoops(t *testing.T) {
	const board = "sample:dfs-loop"
	r := solve(t, wire.Request{Game: "graph", Board: board, Algorithm: registry.AlgoDFS, MaxNodes: 2000,
		Params: map[string]any{registry.ParamTreeSearch: true}})
	if r.Status != wire.StatusBudgetExceeded || r.Budget.String() != "nodes" || r.Stats.Expanded != 2000 {
		t.Errorf("tree DFS: %s (%v) after %d expansions, want budget_exceeded (nodes) after 2000", r.Status, r.Budget, r.Stats.Expanded)
	}
	g := solve(t, wire.Request{Game: "graph", Board: board, Algorithm: registry.AlgoDFS, MaxNodes: 2000})
	if g.Status != wire.StatusFound || strings.Join(g.Moves, " ") != "D G" {
		t.Errorf("graph DFS: %s %v, want found D G", g.Status, g.Moves)
	}
	for _, algo := range []string{registry.AlgoBFS, registry.AlgoUCS, registry.AlgoGreedy, registry.AlgoAStar} {
		r := solve(t, wire.Request{Game: "graph", Board: board, Algorithm: algo, MaxNodes: 2000,
			Params: map[string]any{registry.ParamTreeSearch: true}})
		if r.Status != wire.StatusFound {
			t.Errorf("%s tree search on the loop: %s", algo, r.Status)
			continue
		}
		if c := replayGraph(t, board, r.Moves); c != r.Cost || r.Length != 2 {
			t.Errorf("%s tree search on the loop: %v cost %v (path costs %v)", algo, r.Moves, r.Cost, c)
		}
	}
}

// Single-player Monte Carlo tree search runs on graphs (random walks along
// the arcs as playouts): on Romania it finds a path to Bucharest that
// follows the roads with the cost it reports, the same seed repeats the run
// exactly (path, statistics, trace), and step mode steps the same search.
func TestGraphMCTS(t *testing.T) {
	algos, err := Builtin().Algorithms("graph")
	if err != nil {
		t.Fatal(err)
	}
	offered := false
	for _, a := range algos {
		offered = offered || a.ID == registry.AlgoMCTS
	}
	if !offered {
		t.Fatal("MCTS is not offered for graphs")
	}
	const board = "sample:romania"
	paths := map[string]bool{}
	for seed := int64(1); seed <= 8; seed++ {
		req := wire.Request{Game: "graph", Board: board, Algorithm: registry.AlgoMCTS, Seed: seed,
			Params: map[string]any{"iterations": 2000}, Trace: &wire.TraceRequest{MaxEvents: wire.MaxTraceEvents}}
		b1, r1 := traced(t, req, nil)
		if r1.Status != wire.StatusFound {
			t.Fatalf("seed %d: %s", seed, r1.Status)
		}
		if c := replayGraph(t, board, r1.Moves); c != r1.Cost || r1.Length != len(r1.Moves) {
			t.Errorf("seed %d: cost %v length %d, the path %v costs %v", seed, r1.Cost, r1.Length, r1.Moves, c)
		}
		b2, r2 := traced(t, req, nil)
		e1, s1 := events(t, b1)
		e2, s2 := events(t, b2)
		if !reflect.DeepEqual(r1.Moves, r2.Moves) || r1.Stats.Expanded != r2.Stats.Expanded || r1.Stats.Generated != r2.Stats.Generated ||
			r1.Stats.Iterations != r2.Stats.Iterations || !reflect.DeepEqual(e1, e2) || !reflect.DeepEqual(s1, s2) {
			t.Errorf("seed %d does not repeat: %v %+v, then %v %+v", seed, r1.Moves, r1.Stats, r2.Moves, r2.Stats)
		}
		paths[strings.Join(r1.Moves, " ")] = true
		if seed == 1 {
			req.Trace = nil
			var stepped []wire.TraceBatch
			st, err := Builtin().StepTraced(req, wire.MaxTraceEvents, func(b wire.TraceBatch) { stepped = append(stepped, b) })
			if err != nil {
				t.Fatal(err)
			}
			for st.Step() {
			}
			st.Flush()
			if se, _ := events(t, stepped); !reflect.DeepEqual(se, e1) || strings.Join(st.Moves(), " ") != strings.Join(r1.Moves, " ") {
				t.Errorf("stepped MCTS: %d events, moves %v; solved: %d events, %v", len(se), st.Moves(), len(e1), r1.Moves)
			}
		}
	}
	if len(paths) < 2 {
		t.Errorf("eight seeds gave one path %v: the seed does not reach the walks", paths)
	}
}
