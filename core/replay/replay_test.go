package replay_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"searchlab/core/games/all"
	"searchlab/core/npuzzle"
	"searchlab/core/registry"
	"searchlab/core/replay"
	"searchlab/core/wire"
)

// traceCase is one game's small board for the registry-wide replay test,
// with parameters that keep every algorithm's trace under the cap.
type traceCase struct {
	game, board string
	params      map[string]map[string]any // algorithm → parameters
}

var traceCases = []traceCase{
	{game: "npuzzle", board: "4 1 3/7 2 6/0 5 8", params: map[string]map[string]any{
		"dfs":                 {"max_depth": 12},
		"dls":                 {"depth_limit": 6},
		"simulated-annealing": {"steps": 3000},
		"genetic":             {"generations": 30, "population": 40},
	}},
	{game: "npuzzle", board: "1 2 3/4 5 6/7 8 0"}, // the start is the goal
	{game: "npuzzle", board: "0 3/2 1", params: map[string]map[string]any{ // a 2×2 board
		"astar":   {"heuristic": "pdb"},
		"idastar": {"transpositions": true},
	}},
	{game: "bloxorz", board: "classic:1", params: map[string]map[string]any{
		"simulated-annealing": {"steps": 3000},
		"genetic":             {"generations": 20, "population": 30},
		"mcts":                {"iterations": 300},
	}},
	// ARA* with its default weight: several rounds, each going on with the
	// tree the last left (TestARAReplayDrawsEverySolution).
	{game: "graph", board: "sample:romania", params: map[string]map[string]any{
		"mcts":                {"iterations": 300},
		"simulated-annealing": {"steps": 3000},
		"genetic":             {"generations": 30, "population": 40},
	}},
	// The tree-like searches (tree_search): states repeat in the tree.
	{game: "graph", board: "sample:romania", params: map[string]map[string]any{
		"bfs":                 {"tree_search": true},
		"dfs":                 {"tree_search": true, "max_depth": 4},
		"ucs":                 {"tree_search": true},
		"greedy":              {"tree_search": true},
		"astar":               {"tree_search": true},
		"mcts":                {"iterations": 300},
		"simulated-annealing": {"steps": 3000},
		"genetic":             {"generations": 30, "population": 40},
	}},
	{game: "npuzzle", board: "1 2 3/4 0 5/7 8 6", params: map[string]map[string]any{
		"bfs":                 {"tree_search": true},
		"dfs":                 {"tree_search": true, "max_depth": 4},
		"ucs":                 {"tree_search": true},
		"greedy":              {"tree_search": true},
		"astar":               {"tree_search": true},
		"simulated-annealing": {"steps": 3000},
		"genetic":             {"generations": 30, "population": 40},
	}},
	{game: "nim", board: "3 4 5", params: map[string]map[string]any{
		"mcts": {"iterations": 300},
	}},
	{game: "nim", board: "2 2"},
	{game: "othello", board: "---------------------------OX------XO--------------------------- X", params: map[string]map[string]any{
		"alphabeta":    {"depth": 3},
		"mcts-uct":     {"iterations": 200},
		"mcts-bt":      {"iterations": 200},
		"mcts-bt-opt":  {"iterations": 200},
		"mcts-learned": {"iterations": 200},
	}},
	{game: "othello", board: "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X", params: map[string]map[string]any{
		"mcts-uct":     {"iterations": 200},
		"mcts-bt":      {"iterations": 200},
		"mcts-bt-opt":  {"iterations": 200},
		"mcts-learned": {"iterations": 200},
	}},
}

// TestTraceReplaysToTheRun: for every algorithm of the registry on a small
// board of each game, the trace replays to the statistics the run reports
// (expanded, generated, largest frontier) and, where the search builds a
// tree, to its solution: the tree's path to the solution starts at the
// start, ends at the goal and has as many moves as the solution (on the
// N-puzzle, the very boards the solution's moves pass through); a game
// tree's root ends with the run's value. A trace must not be cut here (the
// parameters keep every search small).
func TestTraceReplaysToTheRun(t *testing.T) {
	reg := all.Builtin()
	for _, c := range traceCases {
		algos, err := reg.Algorithms(c.game)
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range algos {
			if c.game == "othello" && a.ID == "exact" && !strings.HasPrefix(c.board, "--XXXXX") {
				continue // the exact solver only on the endgame position
			}
			name := fmt.Sprintf("%s/%s/%s", c.game, c.board, a.ID)
			t.Run(name, func(t *testing.T) {
				req := wire.Request{Game: c.game, Board: c.board, Algorithm: a.ID, Params: c.params[a.ID], Seed: 3,
					MaxNodes: 200_000, Trace: &wire.TraceRequest{MaxEvents: wire.MaxTraceEvents}}
				tr, resp := run(t, reg, req)
				if resp.Traced.Cut {
					t.Fatalf("the trace was cut at %d events: make the case smaller", resp.Traced.Events)
				}
				if tr.Len() == 0 && resp.Traced.Note != "" {
					return // no search to trace (the Nim oracle, Othello's random player), and the run says so
				}
				got := tr.Stats()
				if got.Expanded != resp.Stats.Expanded || got.Generated != resp.Stats.Generated || got.MaxFrontier != resp.Stats.MaxFrontier {
					t.Errorf("replay: expanded %d, generated %d, max frontier %d; run: %d, %d, %d (%d events)",
						got.Expanded, got.Generated, got.MaxFrontier, resp.Stats.Expanded, resp.Stats.Generated, resp.Stats.MaxFrontier, tr.Len())
				}
				checkPseudocode(t, a.ID, tr)
				if tr.Family == wire.TraceSearch {
					checkSolution(t, c, tr, resp)
				} else {
					checkGameRoot(t, c, a.ID, tr, resp)
				}
			})
		}
	}
}

// run solves req with its trace and replays it.
func run(t *testing.T, reg *registry.Registry, req wire.Request) (*replay.Trace, wire.Response) {
	t.Helper()
	tr := &replay.Trace{Algorithm: req.Algorithm}
	var addErr error
	resp := reg.SolveTraced(context.Background(), req, nil, func(b wire.TraceBatch) {
		if err := tr.Add(b); err != nil && addErr == nil {
			addErr = err
		}
	})
	if addErr != nil {
		t.Fatal(addErr)
	}
	if resp.Status == wire.StatusInvalid || resp.Status == wire.StatusError {
		t.Fatalf("%s: %s", resp.Status, resp.Error)
	}
	if resp.Traced == nil || resp.Traced.Events != tr.Len() || resp.Traced.States != tr.NumStates() {
		t.Fatalf("traced %+v, replay holds %d events and %d states", resp.Traced, tr.Len(), tr.NumStates())
	}
	return tr, resp
}

// checkSolution checks a found single-agent search's solution against
// the trace: its Solution event names the goal at the solution's length,
// and a search that builds a tree reaches it along a path of that length
// from the start.
func checkSolution(t *testing.T, c traceCase, tr *replay.Trace, resp wire.Response) {
	t.Helper()
	var sol *wire.TraceEvent
	for i := 0; i < tr.Len(); i++ {
		if tr.Kind(i) == wire.KindSolution {
			ev := tr.Event(i)
			sol = &ev
		}
	}
	if resp.Status != wire.StatusFound {
		if sol != nil {
			t.Errorf("a solution event in a run that ended %s", resp.Status)
		}
		return
	}
	if sol == nil {
		t.Fatal("no solution event in a run that found one")
	}
	actions := resp.Length
	if c.game == "bloxorz" {
		actions = resp.Rolls // the search's moves (switches of control are not moves with costing free)
	}
	if sol.Depth != actions {
		t.Errorf("the solution event's depth is %d, the solution has %d moves", sol.Depth, actions)
	}
	var boards []string
	if c.game == "npuzzle" {
		b, err := npuzzle.Parse(c.board)
		if err != nil {
			t.Fatal(err)
		}
		boards = append(boards, b.String())
		for _, m := range resp.Moves {
			mv, err := npuzzle.ParseMove(m)
			if err != nil {
				t.Fatal(err)
			}
			var ok bool
			if b, ok = b.Move(mv); !ok {
				t.Fatalf("move %s does not apply", m)
			}
			boards = append(boards, b.String())
		}
		if got := tr.State(sol.State); got != boards[len(boards)-1] {
			t.Errorf("the solution event names %q, the moves end at %q", got, boards[len(boards)-1])
		}
	}
	path := tr.Tree.SolutionStates()
	if tr.Tree.Solution < 0 || isLocal(tr) {
		return // no tree to the solution (local searches keep no tree)
	}
	if len(path) != actions+1 {
		t.Fatalf("the tree's path to the solution has %d states, the solution %d moves", len(path), actions)
	}
	if path[len(path)-1] != sol.State && tr.Tree.Via < 0 {
		t.Errorf("the path ends at %q, the solution at %q", tr.State(path[len(path)-1]), tr.State(sol.State))
	}
	if boards != nil {
		for i, id := range path {
			if tr.State(id) != boards[i] {
				t.Fatalf("state %d of the tree's path is %q, the solution's board %q", i, tr.State(id), boards[i])
			}
		}
	}
}

// isLocal reports whether a trace is a local search's (its moves are not
// a tree's).
func isLocal(tr *replay.Trace) bool {
	return len(tr.Local.Steps) > 0 || len(tr.Local.Beams) > 0 || len(tr.Local.Generations) > 0
}

// checkGameRoot checks a game-tree trace's root against the run: minimax
// and alpha-beta leave the root with the run's value (Nim: ±1 when
// proven); the Monte Carlo tree's root has the run's playouts as visits.
func checkGameRoot(t *testing.T, c traceCase, algo string, tr *replay.Trace, resp wire.Response) {
	t.Helper()
	end := tr.Len()
	switch {
	case len(tr.MCTS.Nodes) > 0:
		root := tr.MCTS.Nodes[0].StatsAt(end)
		if root.Visits != resp.TreeStats.Playouts {
			t.Errorf("the root has %d visits after the replay, the run made %d playouts", root.Visits, resp.TreeStats.Playouts)
		}
	case len(tr.Games.Nodes) > 0:
		first, last, _ := tr.Games.At(end)
		if last <= first {
			t.Fatal("no game-tree node in the last round")
		}
		root := tr.Games.Nodes[first]
		if root.Left == never() {
			t.Fatal("the root was never left")
		}
		if c.game == "nim" && resp.Proven && root.Value != resp.Value {
			t.Errorf("the root's value %v, the run's %v", root.Value, resp.Value)
		}
	case algo == "oracle" || algo == "random":
		if resp.Traced.Note == "" {
			t.Error("a run without events and without a note saying why")
		}
	default:
		t.Errorf("%s made no game-tree events", algo)
	}
}

func never() int32 { return 1<<31 - 1 }

// TestTraceReplaysABudgetStop: a search stopped by its node budget (a
// genetic algorithm in the middle of a generation, A*, MCTS) replays to
// the statistics it reports too.
func TestTraceReplaysABudgetStop(t *testing.T) {
	reg := all.Builtin()
	for _, req := range []wire.Request{
		{Game: "npuzzle", Board: "8 6 7/2 5 4/3 0 1", Algorithm: "genetic", MaxNodes: 777, Seed: 5},
		{Game: "npuzzle", Board: "8 6 7/2 5 4/3 0 1", Algorithm: "astar", MaxNodes: 50},
		{Game: "bloxorz", Board: "classic:9", Algorithm: "mcts", MaxNodes: 20, Seed: 2},
		{Game: "nim", Board: "7 6 8 5", Algorithm: "alphabeta", MaxNodes: 300},
	} {
		req.Trace = &wire.TraceRequest{MaxEvents: wire.MaxTraceEvents}
		tr, resp := run(t, reg, req)
		if resp.Status != wire.StatusBudgetExceeded {
			t.Fatalf("%s: %s, want budget_exceeded", req.Algorithm, resp.Status)
		}
		got := tr.Stats()
		if got.Expanded != resp.Stats.Expanded || got.Generated != resp.Stats.Generated || got.MaxFrontier != resp.Stats.MaxFrontier {
			t.Errorf("%s: replay %d/%d/%d, run %d/%d/%d", req.Algorithm, got.Expanded, got.Generated, got.MaxFrontier,
				resp.Stats.Expanded, resp.Stats.Generated, resp.Stats.MaxFrontier)
		}
	}
}

// checkPseudocode checks that the algorithm has pseudocode and that every
// event of its trace comes from one of its lines and has a description.
func checkPseudocode(t *testing.T, algo string, tr *replay.Trace) {
	t.Helper()
	code, ok := tr.Code()
	if !ok {
		t.Fatalf("no pseudocode for %s", algo)
	}
	for i := 0; i < tr.Len(); i++ {
		ev := tr.Event(i)
		if l := code.Line(tr, i); l < 1 || l > len(code.Lines) {
			t.Fatalf("event %d (%+v) maps to line %d of %d", i, ev, l, len(code.Lines))
		}
		if d := tr.Describe(i); d == "" || d == string(ev.Kind) {
			t.Fatalf("event %d (%+v) is described as %q", i, ev, d)
		}
	}
	checkMatches(t, tr, code)
	checkLinesAsBefore(t, tr, code)
}

// TestGamePseudocodeNamesNoGame: the two-player searches' pseudocode is
// shared by Nim and Othello, so no line names one of them (issue 30 item
// 12: Nim's alpha-beta spoke of Othello's endgame setting).
func TestGamePseudocodeNamesNoGame(t *testing.T) {
	for _, algo := range []string{"minimax", "alphabeta", "mcts"} {
		code, ok := replay.Pseudocode(algo, wire.TraceGame)
		if !ok {
			t.Fatalf("no pseudocode for %s", algo)
		}
		for i, l := range code.Lines {
			if strings.Contains(l, "Othello") || strings.Contains(l, "Nim") {
				t.Errorf("%s line %d names a game: %q", algo, i+1, l)
			}
		}
	}
}

// TestUninformedShowsNoHeuristic: Bloxorz's events carry the game's
// estimate even under breadth-first search, which never reads it; the
// replay describes a BFS node by its path cost alone and an A* node with
// h and f (issue 30 item 10).
func TestUninformedShowsNoHeuristic(t *testing.T) {
	reg := all.Builtin()
	for _, c := range []struct {
		algo string
		h    bool
	}{{"bfs", false}, {"astar", true}} {
		tr, _ := run(t, reg, wire.Request{Game: "bloxorz", Board: "classic:1", Algorithm: c.algo, MaxNodes: 200,
			Trace: &wire.TraceRequest{MaxEvents: 1000}})
		withG, withH := 0, 0
		for i := 0; i < tr.Len(); i++ {
			d := tr.Describe(i)
			if strings.Contains(d, "g = ") {
				withG++
			}
			if strings.Contains(d, "h = ") {
				withH++
			}
		}
		if withG == 0 || (withH > 0) != c.h {
			t.Errorf("%s: %d events described with g, %d with h; want h: %v", c.algo, withG, withH, c.h)
		}
	}
}

// TestTreeSearchReplaysItsTree: a tree-like search (tree_search) holds many
// nodes of one state at once; its trace names nodes, and the replay builds
// the search's own tree from them: on Romania, BFS and UCS trees show
// some city more than once, every node hangs under a node of the state
// its Generate event names as the parent, every Expand closes a node of
// its state that was waiting, no node is ever replaced by another of its
// state, and the tree's path to the solution is the run's route.
func TestTreeSearchReplaysItsTree(t *testing.T) {
	reg := all.Builtin()
	for _, algo := range []string{"bfs", "dfs", "ucs", "astar", "greedy"} {
		params := map[string]any{"tree_search": true}
		if algo == "dfs" {
			params["max_depth"] = 4 // else it goes back and forth along the first road
		}
		req := wire.Request{Game: "graph", Board: "sample:romania", Algorithm: algo, Params: params,
			Trace: &wire.TraceRequest{MaxEvents: wire.MaxTraceEvents}}
		tr, resp := run(t, reg, req)
		if resp.Status != wire.StatusFound {
			t.Fatalf("%s: %s", algo, resp.Status)
		}
		if code, _ := tr.Code(); !tr.TreeSearch || !strings.Contains(code.Title, "tree search") || code.Explored != "" {
			t.Errorf("%s: tree search %v, pseudocode %q (explored set %q)", algo, tr.TreeSearch, code.Title, code.Explored)
		}
		if g, _ := run(t, reg, wire.Request{Game: "graph", Board: "sample:romania", Algorithm: algo,
			Trace: &wire.TraceRequest{MaxEvents: wire.MaxTraceEvents}}); g.TreeSearch {
			t.Errorf("%s: a graph search's trace replays as a tree search's", algo)
		}
		end := tr.Len()
		perState := map[int32]int{}
		for k := range tr.Tree.Nodes {
			n := &tr.Tree.Nodes[k]
			perState[n.State]++
			if n.StatusAt(end) == replay.Replaced {
				t.Errorf("%s: node %d (%s) was replaced in a tree search", algo, k, tr.State(n.State))
			}
			born := tr.Event(int(n.Born))
			if born.Kind != wire.KindGenerate || born.State != n.State {
				t.Errorf("%s: node %d born at a %s of %d", algo, k, born.Kind, born.State)
			}
			if n.Parent >= 0 && tr.Tree.Nodes[n.Parent].State != born.Parent {
				t.Errorf("%s: node %d (%s) hangs under %s, its generate names %s", algo, k, tr.State(n.State),
					tr.State(tr.Tree.Nodes[n.Parent].State), tr.State(born.Parent))
			}
			if n.Parent >= 0 && int(tr.Tree.Nodes[n.Parent].Closed) > int(n.Born) {
				t.Errorf("%s: node %d born before its parent was expanded", algo, k)
			}
		}
		for i := 0; i < end; i++ {
			if ev := tr.Event(i); ev.Kind == wire.KindExpand {
				closed := 0
				for k := range tr.Tree.Nodes {
					if n := &tr.Tree.Nodes[k]; int(n.Closed) == i {
						closed++
						if n.State != ev.State || int(n.Born) >= i {
							t.Errorf("%s: expand %d of %s closes node %d of %s", algo, i, tr.State(ev.State), k, tr.State(n.State))
						}
					}
				}
				if closed != 1 {
					t.Errorf("%s: expand %d closes %d nodes", algo, i, closed)
				}
			}
		}
		most := 0
		for _, c := range perState {
			most = max(most, c)
		}
		if (algo == "bfs" || algo == "dfs" || algo == "ucs") && most < 2 {
			t.Errorf("%s: no state appears twice in the tree-search tree", algo)
		}
		want := append([]string{"Arad"}, resp.Moves...)
		var got []string
		for _, id := range tr.Tree.SolutionStates() {
			got = append(got, tr.State(id))
		}
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("%s: the tree's path %v, the run's %v", algo, got, want)
		}
	}
}
