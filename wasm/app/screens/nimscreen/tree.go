package nimscreen

import (
	"strconv"

	"searchlab/core/registry"
	"searchlab/core/replay"
	"searchlab/core/wire"
	"searchlab/wasm/app/store"
)

// TreeCap bounds the tree view's search: its node budget in the worker
// (MCTS: also its iterations), so the trace the page draws stays small. A
// search that reaches it ends "budget_exceeded" (Capped).
const TreeCap = 2000

// TreeView is the game-tree view of the current position: the search
// the chosen algorithm (AI 1's, with its switches) makes there, kept
// alive in the solver's worker and stepped when asked (store.GamePanel's
// step mode), and drawn from its trace by the replay view (the game tree
// with values, windows, bounds, cutoffs and transposition hits; the Monte
// Carlo tree with visits, means and proofs). It holds what the view was
// opened on; what the search did so far is read off the panel's Replay
// and Step (State.TreeSummary).
type TreeView struct {
	Algorithm string
	Settings  string // the AI's switches the tree is searched with (SwitchesSummary)
	Root      string // the position at the root
	// Searchable: there is a search to step (not the oracle, not a game
	// over); Note says why not, or how the view works.
	Searchable bool
	Note       string
}

// TreeSummary is what the tree view's search did so far, read off the
// step mode's trace and view.
type TreeSummary struct {
	Nodes    int   // game tree: the nodes of the current deepening round; MCTS: the tree's nodes
	Steps    int64 // searcher steps performed (a node entered; MCTS: an iteration)
	Cutoffs  int   // beta cutoffs so far
	TTHits   int   // nodes answered by the transposition table
	Playouts int   // MCTS iterations so far
	Done     bool  // the search has ended
	Capped   bool  // it ended at the TreeCap budget
	Status   string
	// Value is the root's value for the player to move once Done: the
	// minimax value (game trees), or 2·mean−1 of the most visited root
	// move (MCTS); HasValue says there is one.
	Value    float64
	HasValue bool
	BestMove string // the move the search recommends, once Done
}

// treeRequest is the tree view's search: AI 1's algorithm and switches on
// the current position, within TreeCap nodes (MCTS: iterations).
func (n *State) treeRequest(seed int64) wire.Request {
	maxNodes := int64(TreeCap)
	if n.MaxNodes > 0 {
		maxNodes = min(maxNodes, n.MaxNodes)
	}
	req := n.request(n.Algorithm, n.Switches, false, maxNodes, seed+int64(len(n.Moves)))
	if n.Algorithm == registry.AlgoMCTS {
		req.Params["iterations"] = min(n.Iterations, TreeCap)
	}
	return req
}

// TreeSteps reports whether the replay shows the tree view's search (the
// step mode's trace).
func (n *State) TreeSteps() bool {
	return n.Tree != nil && n.Replay != nil && n.Replay.Source == store.FromStep
}

// TreeSummary reads the tree view's search so far off the step mode's
// trace (zero before the first step, or while the replay shows a run).
func (n *State) TreeSummary() TreeSummary {
	var s TreeSummary
	if !n.TreeSteps() {
		return s
	}
	t := n.Replay.Trace
	end := t.Len()
	if v := n.Step; v != nil {
		s.Steps, s.Done, s.Status = v.Steps, v.Done, v.Status
		s.Capped = v.Done && v.Status == string(wire.StatusBudgetExceeded)
		if v.Done && len(v.Moves) > 0 {
			s.BestMove = v.Moves[0]
		}
	}
	if m := &t.MCTS; len(m.Nodes) > 0 {
		s.Nodes = m.SizeAt(end)
		s.Playouts, _ = m.PlayoutsAt(end)
		if s.Done {
			s.Value, s.HasValue = mctsRootValue(m, end, s.Nodes)
		}
		return s
	}
	g := &t.Games
	first, last, _ := g.At(end)
	s.Nodes = last - first
	s.Cutoffs = g.CutoffsAt(end)
	for i := range g.Nodes {
		if g.Nodes[i].TT {
			s.TTHits++
		}
	}
	if s.Done && last > first && g.Nodes[first].Parent < 0 && int(g.Nodes[first].Left) < end {
		s.Value, s.HasValue = g.Nodes[first].Value, true
	}
	return s
}

// mctsRootValue is 2·mean−1 of the most visited root move of a Monte
// Carlo tree of size nodes at pos (the value the solve reports for MCTS);
// false when the root has no child.
func mctsRootValue(m *replay.MCTSTree, pos, size int) (float64, bool) {
	best, ok := replay.Backup{}, false
	for _, c := range m.Children(0, size) {
		if b := m.Nodes[c].StatsAt(pos); !ok || b.Visits > best.Visits {
			best, ok = b, true
		}
	}
	return 2*best.Mean - 1, ok
}

// nimOpenTree opens the tree view on the current position with AI 1's
// algorithm and settings: a step mode already on ends (its position or
// settings are gone), and a new one starts unless the replay shows a
// run's trace, which it replaces only when the person steps.
func (s *Screen) nimOpenTree() {
	n := s.st
	n.EndSteps()
	t := &TreeView{Algorithm: n.Algorithm, Settings: SwitchesSummary(n.Algorithm, n.Switches), Root: n.Pos}
	n.Tree = t
	switch {
	case n.Algorithm == registry.AlgoOracle:
		t.Note = s.h.Lang().T("nim.tree.note.oracle")
	case n.Over:
		t.Note = s.h.Lang().T("nim.tree.note.over")
	default:
		t.Searchable = true
		t.Note = s.h.Lang().T("nim.tree.note.worker", "max", strconv.Itoa(TreeCap))
		if n.Replay == nil {
			s.nimTreeSteps()
		}
	}
}

// nimTreeSteps starts the step mode of the tree view's search (no request
// goes out before the first step).
func (s *Screen) nimTreeSteps() {
	n := s.st
	req := n.treeRequest(s.h.Seed())
	n.OpenSteps(req, AlgorithmName(req.Algorithm))
}

// nimTreeStep asks the worker for k more steps of the tree view's search
// (k < 0: to its end, within TreeCap).
func (s *Screen) nimTreeStep(k int) []store.Effect {
	n := s.st
	if n.Tree == nil || !n.Tree.Searchable {
		return nil
	}
	if !n.Stepping() {
		s.nimTreeSteps()
	}
	if k < 0 {
		k = wire.MaxStepsPerRequest
	}
	return n.StepMore(s.h, k)
}

// nimCloseTree closes the tree view and ends its step mode.
func (s *Screen) nimCloseTree() {
	n := s.st
	n.EndSteps()
	n.Tree = nil
}
