package nimscreen

import (
	"math/rand/v2"
	"strconv"

	"searchlab/core/adversarial"
	"searchlab/core/mcts"
	"searchlab/core/nim"
	"searchlab/core/registry"
)

// TreeCap is the most game-tree nodes the page's tree view builds: the
// view runs the search on the page, so only small trees are shown.
const TreeCap = 2000

// TreeView is the game tree the chosen algorithm builds for the current
// position, grown step by step on the page by the same core/adversarial or
// core/mcts searcher the worker runs, watched through its Observer (MCTS:
// read through its Node accessors).
type TreeView struct {
	Algorithm string
	Settings  string // the AI's switches the tree was built with (SwitchesSummary)
	Root      string // the position at the root
	Nodes     []TreeNode
	Steps     int64 // searcher steps taken (nodes entered; MCTS: iterations)
	Done      bool  // the search finished
	Capped    bool  // stopped at TreeCap nodes
	Status    string
	Value     float64 // root value when Done (for the player to move)
	BestMove  string
	Cutoffs   int64
	TTHits    int64
	Note      string
}

// TreeNode is one node of the tree view. Values are for the player to
// move at the node (minimax, alpha-beta); MCTS nodes carry visits and the
// mean reward of the player who moved into them.
type TreeNode struct {
	ID, Parent int
	Move       string // the move from the parent ("" at the root)
	Pos        string
	Ply        int
	Children   []int
	Entered    bool    // the search reached it (alpha-beta: entered; MCTS: in the tree)
	Done       bool    // its value is known
	Value      float64 // minimax value (for the player to move here)
	Bound      string  // "exact", "lower" or "upper"
	Cutoff     bool    // a child's value reached beta: later siblings pruned
	Pruned     int     // siblings skipped by the cutoff
	TTHit      bool    // the value came from the transposition table
	Visits     int64   // MCTS
	Mean       float64 // MCTS: mean reward of the mover into the node
	Proof      int     // MCTS-Solver: +1 proven win / -1 loss for the mover into the node
	Collapsed  bool
}

func (t *TreeView) clone() *TreeView {
	c := *t
	c.Nodes = make([]TreeNode, len(t.Nodes))
	for i, n := range t.Nodes {
		n.Children = append([]int(nil), n.Children...)
		c.Nodes[i] = n
	}
	return &c
}

// nimTreeSession is the searcher behind the tree view (not part of State).
type nimTreeSession struct {
	searcher adversarial.Searcher[nim.Move]
	uct      *mcts.UCT[nim.State, nim.Move]
	stack    []int // alpha-beta / minimax: node id per ply
	root     nim.State
}

// nimOpenTree starts a fresh tree search of the current position with the
// AI's algorithm and settings.
func (s *Screen) nimOpenTree() {
	n := s.st
	s.tree = nil
	t := &TreeView{Algorithm: n.Algorithm, Settings: SwitchesSummary(n.Algorithm, n.Switches), Root: n.Pos}
	n.Tree = t
	g := n.Game()
	root := n.position()
	sess := &nimTreeSession{root: root}
	t.Nodes = []TreeNode{{ID: 0, Parent: -1, Pos: root.String()}}
	obs := func(e adversarial.Event[nim.State, nim.Move]) { s.nimTreeEvent(sess, e) }
	o := adversarial.Options[nim.State, nim.Move]{Observer: obs}
	switch n.Algorithm {
	case registry.AlgoMinimax:
		sess.searcher = adversarial.NewMinimax[nim.State, nim.Move](g, root, o, adversarial.MinimaxParams{Depth: n.Depth, TT: n.Switches.TT})
	case registry.AlgoAlphaBeta:
		sess.searcher = adversarial.NewAlphaBeta[nim.State, nim.Move](g, root, o, adversarial.AlphaBetaParams{Depth: n.Depth, Ordering: n.Switches.Ordering, TT: n.Switches.TT, Deepening: n.Switches.Deepening})
	case registry.AlgoMCTS:
		p := mcts.DefaultUCTParams[nim.State, nim.Move]()
		p.Iterations = min(n.Iterations, TreeCap)
		p.C, p.Solver = n.Switches.C, n.Switches.Solver
		seed := uint64(s.h.Seed()) + uint64(len(n.Moves))
		sess.uct = mcts.NewUCT[nim.State, nim.Move](g, root, adversarial.Options[nim.State, nim.Move]{}, p, rand.New(rand.NewPCG(seed, seed)))
		sess.searcher = sess.uct
	default:
		t.Note = s.h.Lang().T("nim.tree.note.oracle")
		t.Done = true
		return
	}
	if g.Terminal(root) {
		t.Note = s.h.Lang().T("nim.tree.note.over")
		t.Done = true
		return
	}
	t.Note = s.h.Lang().T("nim.tree.note.built", "max", strconv.Itoa(TreeCap))
	s.tree = sess
}

// nimTreeEvent records one event of the page's alpha-beta or minimax.
func (s *Screen) nimTreeEvent(sess *nimTreeSession, e adversarial.Event[nim.State, nim.Move]) {
	t := s.st.Tree
	if t == nil {
		return
	}
	switch e.Kind {
	case adversarial.Enter:
		if e.Ply == 0 {
			sess.stack = append(sess.stack[:0], 0)
			t.Nodes[0].Entered = true
			// a new deepening iteration re-enters the root: start over below it
			if len(t.Nodes) > 1 {
				t.Nodes = t.Nodes[:1]
				t.Nodes[0].Children = nil
				t.Nodes[0].Done, t.Nodes[0].Cutoff, t.Nodes[0].Pruned = false, false, 0
			}
			return
		}
		if e.Ply > len(sess.stack) {
			return
		}
		parent := sess.stack[e.Ply-1]
		id := len(t.Nodes)
		t.Nodes = append(t.Nodes, TreeNode{ID: id, Parent: parent, Move: e.Move.String(), Pos: e.State.String(), Ply: e.Ply, Entered: true})
		t.Nodes[parent].Children = append(t.Nodes[parent].Children, id)
		sess.stack = append(sess.stack[:e.Ply], id)
	case adversarial.Leave, adversarial.TTHit:
		if e.Ply >= len(sess.stack) {
			return
		}
		nd := &t.Nodes[sess.stack[e.Ply]]
		nd.Done, nd.Value, nd.Bound = true, e.Value, e.Bound.String()
		if e.Kind == adversarial.TTHit {
			nd.TTHit = true
			t.TTHits++
		}
	case adversarial.Cutoff:
		if e.Ply >= len(sess.stack) {
			return
		}
		nd := &t.Nodes[sess.stack[e.Ply]]
		nd.Cutoff, nd.Pruned = true, e.Pruned
		t.Cutoffs++
	}
}

// nimTreeStep advances the page's tree search by k steps (k < 0: to the
// end or the cap).
func (s *Screen) nimTreeStep(k int) {
	n := s.st
	t, sess := n.Tree, s.tree
	if t == nil || sess == nil || t.Done {
		return
	}
	if k < 0 {
		k = TreeCap * 4
	}
	for i := 0; i < k; i++ {
		if len(t.Nodes) >= TreeCap || sess.uct != nil && t.Steps >= TreeCap {
			t.Capped, t.Done = true, true
			break
		}
		more := sess.searcher.Step()
		t.Steps++
		if !more {
			t.Done = true
			break
		}
	}
	if sess.uct != nil {
		s.nimTreeFromUCT(sess)
	}
	if t.Done {
		r := sess.searcher.Result()
		t.Status, t.Value = r.Status.String(), r.Value
		if r.HasMove {
			t.BestMove = r.BestMove.String()
		}
		if sess.uct == nil && r.Stats.TTHits > t.TTHits {
			t.TTHits = r.Stats.TTHits
		}
	}
}

// nimTreeFromUCT copies UCT's tree (up to the cap) into the view.
func (s *Screen) nimTreeFromUCT(sess *nimTreeSession) {
	t := s.st.Tree
	collapsed := map[int]bool{}
	for _, nd := range t.Nodes {
		if nd.Collapsed {
			collapsed[nd.ID] = true
		}
	}
	t.Nodes = t.Nodes[:0]
	var add func(id, parent int) int
	add = func(id, parent int) int {
		v := sess.uct.Node(id)
		my := len(t.Nodes)
		move := ""
		if v.Parent >= 0 {
			move = v.Action.String()
		}
		t.Nodes = append(t.Nodes, TreeNode{ID: my, Parent: parent, Move: move, Pos: v.State.String(), Ply: v.Depth,
			Entered: true, Visits: v.Visits, Mean: v.Mean, Proof: v.Proof, Collapsed: collapsed[my]})
		if v.FirstChild < 0 {
			return my
		}
		for c := 0; c < v.Children && len(t.Nodes) < TreeCap; c++ {
			kid := add(v.FirstChild+c, my)
			t.Nodes[my].Children = append(t.Nodes[my].Children, kid)
		}
		return my
	}
	add(0, -1)
}
