package nimscreen

import (
	"testing"

	"searchlab/core/nim"
	"searchlab/core/registry"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// treeAt opens the tree view on board with algo (AI 1's switches w) in
// the hints mode (no AI move), steps its search in the worker to its end
// and returns the state.
func treeAt(t *testing.T, s *store.Store, variant, rule, board, algo string, w Switches) *State {
	t.Helper()
	s.Dispatch(SetMode{Mode: ModeHints})
	s.Dispatch(SetRules{Variant: variant, Rule: rule})
	s.Dispatch(SetAI{Algorithm: algo, Iterations: 300})
	s.Dispatch(SetSwitches{Switches: w})
	s.Dispatch(NewGame{Board: board})
	s.Dispatch(Tree{On: true})
	s.Dispatch(TreeStep{N: -1})
	return nimOf(s)
}

// TestNimTreeSteps: the tree view's search runs in the worker, one step
// per request asked for: after one step one node is entered and the
// search goes on; every request went to the worker's step sessions
// within the cap.
func TestNimTreeSteps(t *testing.T) {
	s, f := newNimTest(t)
	s.Dispatch(SetMode{Mode: ModeHints})
	s.Dispatch(NewGame{Board: "1 2 3"})
	s.Dispatch(Tree{On: true})
	if n := nimOf(s); n.Tree == nil || !n.Tree.Searchable || !n.TreeSteps() || n.TreeSummary().Steps != 0 {
		t.Fatalf("tree view opened: %+v, replay from the step mode %v", n.Tree, n.TreeSteps())
	}
	s.Dispatch(TreeStep{N: 1})
	n := nimOf(s)
	if sum := n.TreeSummary(); sum.Steps != 1 || sum.Done || sum.Nodes != 1 {
		t.Fatalf("after one step: %+v", sum)
	}
	s.Dispatch(TreeStep{N: 10})
	if sum := nimOf(s).TreeSummary(); sum.Steps != 11 || sum.Nodes < 2 {
		t.Fatalf("after eleven steps: %+v", sum)
	}
	steps := 0
	for i, p := range f.Paths {
		if p == store.PathStep {
			steps++
			continue
		}
		t.Errorf("call %d went to %s: the tree view asks only for steps", i, p)
	}
	if steps != 2 {
		t.Errorf("%d step requests for two clicks", steps)
	}
	s.Dispatch(TreeStep{N: -1})
	n = nimOf(s)
	g := &n.Replay.Trace.Games
	for i, nd := range g.Nodes {
		if nd.Parent >= 0 && nd.Ply != g.Nodes[nd.Parent].Ply+1 {
			t.Errorf("node %d at ply %d under a node at ply %d", i, nd.Ply, g.Nodes[nd.Parent].Ply)
		}
	}
	if !n.TreeSummary().Done || n.Step == nil || n.Step.Steps < int64(len(g.Nodes)) {
		t.Errorf("to the end: %+v, %d nodes", n.TreeSummary(), len(g.Nodes))
	}
	s.Dispatch(actions.Stop{}) // Escape ends the step mode; the view stays, and steps again from the root
	if n := nimOf(s); n.Tree == nil || n.Stepping() || n.Replay != nil {
		t.Errorf("Stop: tree %v, stepping %v, replay %v", n.Tree != nil, n.Stepping(), n.Replay != nil)
	}
	s.Dispatch(TreeStep{N: 1})
	if sum := nimOf(s).TreeSummary(); sum.Steps != 1 {
		t.Errorf("a step after Stop: %+v", sum)
	}
	s.Dispatch(Tree{On: false})
	if n := nimOf(s); n.Tree != nil || n.Replay != nil || n.Stepping() {
		t.Error("the tree view did not close with its step mode")
	}
}

// TestNimTreeValues: the root value of alpha-beta's and minimax's trees
// is the Sprague–Grundy verdict of the theory (+1: the player to move
// wins), the two agree, and only alpha-beta cuts off; the best move is
// one the theory calls winning.
func TestNimTreeValues(t *testing.T) {
	s, _ := newNimTest(t)
	cutoffs := 0
	for _, c := range []struct{ variant, rule, board string }{
		{"nim", "normal", "1 2 3"}, {"nim", "normal", "1 3 5"}, {"nim", "normal", "2 2"}, {"nim", "normal", "3 4 5"},
		{"nim", "misere", "1 1"}, {"nim", "misere", "2 3"}, {"grundy", "normal", "7"}, {"grundy", "normal", "5 8"},
	} {
		var values [2]float64
		for i, algo := range []string{registry.AlgoAlphaBeta, registry.AlgoMinimax} {
			n := treeAt(t, s, c.variant, c.rule, c.board, algo, DefaultSwitches())
			sum := n.TreeSummary()
			if !sum.Done || sum.Capped || !sum.HasValue {
				t.Fatalf("%s on %v: %+v", algo, c, sum)
			}
			want := -1.0
			if oracleWins(t, n.Game(), c.board) {
				want = 1
			}
			if sum.Value != want {
				t.Errorf("%s on %v: root value %v, the theory's %v", algo, c, sum.Value, want)
			}
			if want == 1 {
				st, _ := nim.Parse(c.board)
				m, err := nim.ParseMove(sum.BestMove)
				if err != nil {
					t.Fatalf("%s on %v: best move %q: %v", algo, c, sum.BestMove, err)
				}
				if oracleWins(t, n.Game(), n.Game().Apply(st, m).String()) {
					t.Errorf("%s on %v: best move %s leaves a win to the opponent", algo, c, sum.BestMove)
				}
			}
			values[i] = sum.Value
			if algo == registry.AlgoMinimax && sum.Cutoffs != 0 {
				t.Errorf("minimax on %v: %d cutoffs", c, sum.Cutoffs)
			}
			if algo == registry.AlgoAlphaBeta {
				cutoffs += sum.Cutoffs
			}
		}
		if values[0] != values[1] {
			t.Errorf("%v: alpha-beta %v, minimax %v", c, values[0], values[1])
		}
	}
	if cutoffs == 0 {
		t.Error("alpha-beta cut off nowhere")
	}
}

// TestNimTreeCap: a large position's search stops at the cap, as the
// worker's node budget.
func TestNimTreeCap(t *testing.T) {
	s, _ := newNimTest(t)
	n := treeAt(t, s, "nim", "misere", "9 9 9 9 9 9 9 9", registry.AlgoAlphaBeta, DefaultSwitches())
	if sum := n.TreeSummary(); !sum.Done || !sum.Capped || sum.Nodes > TreeCap {
		t.Errorf("large tree: %+v", sum)
	}
	if n.Replay.Request.MaxNodes != TreeCap {
		t.Errorf("the tree's search asked for %d nodes", n.Replay.Request.MaxNodes)
	}
}

// TestNimTreeMCTS: after k iterations the Monte Carlo tree's root has k
// visits, shared among its children; its search stops at its iterations
// (the step after the last finds the search over).
func TestNimTreeMCTS(t *testing.T) {
	s, _ := newNimTest(t)
	s.Dispatch(SetMode{Mode: ModeHints})
	s.Dispatch(SetAI{Algorithm: registry.AlgoMCTS, Iterations: 300})
	s.Dispatch(NewGame{Board: "3 4 5"})
	s.Dispatch(Tree{On: true})
	s.Dispatch(TreeStep{N: 100})
	n := nimOf(s)
	m, end := &n.Replay.Trace.MCTS, n.Replay.Trace.Len()
	if len(m.Nodes) == 0 {
		t.Fatal("no Monte Carlo tree in the trace")
	}
	var kids int64
	for _, c := range m.Children(0, m.SizeAt(end)) {
		kids += m.Nodes[c].StatsAt(end).Visits
	}
	if root := m.Nodes[0].StatsAt(end).Visits; root != 100 || kids != 100 {
		t.Errorf("MCTS after 100 iterations: root visits %d, children %d", root, kids)
	}
	if sum := n.TreeSummary(); sum.Playouts != 100 || sum.Steps != 100 {
		t.Errorf("summary after 100 iterations: %+v", sum)
	}
	s.Dispatch(TreeStep{N: -1})
	if sum := nimOf(s).TreeSummary(); !sum.Done || sum.Steps > 301 || !sum.HasValue || sum.BestMove == "" {
		t.Errorf("MCTS to the end: %+v", sum)
	}
}

// TestNimTreeUsesSwitches: the tree view searches with AI 1's switches:
// without the table there are no TT hits and more nodes, without ordering
// the cutoffs change; the root value stays the theory's.
func TestNimTreeUsesSwitches(t *testing.T) {
	s, _ := newNimTest(t)
	on := treeAt(t, s, "nim", "normal", "2 3 4", registry.AlgoAlphaBeta, DefaultSwitches())
	off := DefaultSwitches()
	off.TT = false
	noTT := treeAt(t, s, "nim", "normal", "2 3 4", registry.AlgoAlphaBeta, off)
	a, b := on.TreeSummary(), noTT.TreeSummary()
	if !a.Done || !b.Done || a.TTHits == 0 || b.TTHits != 0 || b.Nodes <= a.Nodes || on.Tree.Settings == noTT.Tree.Settings {
		t.Errorf("tree with TT: %+v (%s); without: %+v (%s)", a, on.Tree.Settings, b, noTT.Tree.Settings)
	}
	if !b.Capped && a.Value != b.Value {
		t.Errorf("root values differ: %v and %v", a.Value, b.Value)
	}
	off.Ordering = false
	c := treeAt(t, s, "nim", "normal", "2 3 4", registry.AlgoAlphaBeta, off).TreeSummary()
	if c.Cutoffs == b.Cutoffs && c.Nodes == b.Nodes {
		t.Errorf("ordering off changed nothing: %+v", c)
	}
}

// TestNimTreeKeepsARunsReplay: while the replay shows the AI's traced
// search, moving on does not replace it; the first step does.
func TestNimTreeKeepsARunsReplay(t *testing.T) {
	s, _ := newNimTest(t)
	s.Dispatch(SetMode{Mode: ModeHints})
	s.Dispatch(NewGame{Board: "3 4 5"})
	s.Dispatch(store.TracePosition{})
	if n := nimOf(s); n.Replay == nil || n.Replay.Source != store.FromRun || !n.Replay.Done {
		t.Fatalf("traced position: %+v", n.Replay)
	}
	s.Dispatch(Tree{On: true})
	if n := nimOf(s); n.Replay.Source != store.FromRun || n.TreeSteps() {
		t.Fatal("opening the tree view replaced the run's replay")
	}
	s.Dispatch(TreeStep{N: 5})
	if n := nimOf(s); !n.TreeSteps() || n.TreeSummary().Steps != 5 {
		t.Fatalf("the first step: replay from the step mode %v, %+v", n.TreeSteps(), n.TreeSummary())
	}
}
