package replay

import (
	"slices"
	"sort"

	"searchlab/core/wire"
)

// Node is one node of a single-agent search tree: a state reached along
// one path. A graph search has one node per state at a time; when it finds
// a better path to a state (A*'s decrease-key or reopening), or a
// depth-limited search reaches a state again, the new path is a new node
// and the old one is Replaced from then on. A tree-like search (BFS, DFS,
// UCS, greedy or A* with tree_search) holds many nodes of one state at
// once: its events carry node ids (wire.TraceEvent.Node, ParentNode), each
// id is a node of its own, and none replaces another, so the tree can show
// a state many times, each node with its own parent and status.
type Node struct {
	State    int32 // state id
	Parent   int32 // index in Tree.Nodes; -1 for a root
	Depth    int32
	G, H     float64
	Born     int32 // the event that generated it
	Closed   int32 // the event that expanded it (never: not yet)
	Replaced int32 // the event from which a newer node of its state replaced it (never: not replaced)
	Round    int32 // the iteration it belongs to (IDDFS and IDA* start a new tree every iteration)
	Backward bool  // a node of a bidirectional search's backward tree
	By       int32 // the node that replaced it (-1: none)
	// The children, in the order they were born: the first and last, and
	// each node's next sibling (-1: none); no pointers, so a big tree stays
	// off the garbage collector's path.
	firstKid, lastKid, next int32
}

// NodeStatus is a node's place at a position.
type NodeStatus uint8

// Node statuses: waiting in the frontier, expanded, or replaced by a newer
// node of its state.
const (
	InFrontier NodeStatus = iota
	Expanded
	Replaced
)

// StatusAt is the node's status at position pos (the node was born
// before pos).
func (n *Node) StatusAt(pos int) NodeStatus {
	switch {
	case int(n.Replaced) < pos:
		return Replaced
	case int(n.Closed) < pos:
		return Expanded
	}
	return InFrontier
}

// Round is one iteration's tree: it starts at event Start with node First
// (a carried round, Tree.Carry: the tree's first node, every round showing
// the whole tree).
type Round struct {
	Start, First int32
	Bound        float64 // IDDFS's depth limit or IDA*'s f bound (0 for a search without iterations)
}

// Tree is the search tree a single-agent trace builds: its nodes in the
// order they were born, in rounds (one per IDDFS or IDA* iteration, else
// one).
type Tree struct {
	Nodes  []Node
	Rounds []Round
	// Solution is the node of the goal the search returned (-1 before),
	// Via the node where a bidirectional search's halves meet (-1).
	Solution, Via int32
	SolvedAt      int32 // the event of the solution (never before)
	latest        map[treeKey]int32
	// byID maps a tree-like search's node ids (the events' Node) to
	// nodes.
	byID    map[int32]int32
	started bool
	// Carry: a new round goes on with the tree it has (ARA*: each round
	// re-orders the frontier it inherits, with ε lower, and does not start
	// again from the start state, unlike IDDFS and IDA*). The caller sets
	// it before the first event.
	Carry bool
}

// treeKey names a state in one of a bidirectional search's two trees.
type treeKey struct {
	state int32
	back  bool
}

func (t *Tree) begin(i int32, bound float64) {
	if t.Carry && len(t.Rounds) > 0 {
		t.Rounds = append(t.Rounds, Round{Start: i, First: t.Rounds[0].First, Bound: bound})
		return
	}
	t.Rounds = append(t.Rounds, Round{Start: i, First: int32(len(t.Nodes)), Bound: bound})
	t.latest = map[treeKey]int32{}
}

// add follows one event.
func (t *Tree) add(i int32, ev *wire.TraceEvent) {
	if !t.started {
		t.started = true
		t.Solution, t.Via, t.SolvedAt = -1, -1, never
		t.begin(0, 0)
	}
	switch ev.Kind {
	case wire.KindNewBound:
		if len(t.Nodes) > int(t.Rounds[len(t.Rounds)-1].First) || t.Rounds[len(t.Rounds)-1].Start != 0 {
			t.begin(i, ev.Bound)
		} else {
			t.Rounds[len(t.Rounds)-1].Bound = ev.Bound // the first iteration
		}
	case wire.KindGenerate:
		if ev.Dropped {
			return
		}
		if ev.Node != 0 {
			t.idNode(i, ev)
			return
		}
		parent := int32(-1)
		if !ev.Root {
			if p, ok := t.latest[treeKey{ev.Parent, ev.Backward}]; ok {
				parent = p
			}
		}
		t.node(i, ev, parent)
	case wire.KindExpand:
		if ev.State == 0 {
			return
		}
		if n, ok := t.byID[ev.Node]; ok && ev.Node != 0 {
			t.Nodes[n].Closed = i
			return
		}
		n, ok := t.latest[treeKey{ev.State, ev.Backward}]
		if !ok || t.Nodes[n].Closed != never {
			// Expanded without a Generate in this tree (an iteration's
			// root, a local search's current state) or expanded again: a
			// node of its own, under the same parent.
			parent := int32(-1)
			if ok {
				parent = t.Nodes[n].Parent
			}
			n = t.node(i, ev, parent)
		}
		t.Nodes[n].Closed = i
	case wire.KindSolution:
		if n, ok := t.byID[ev.Node]; ok && ev.Node != 0 {
			t.Solution = n
		} else if n, ok := t.latest[treeKey{ev.State, false}]; ok {
			t.Solution = n
		} else if n, ok := t.latest[treeKey{ev.State, true}]; ok {
			t.Solution = n
		}
		if ev.Backward {
			if n, ok := t.latest[treeKey{ev.Parent, false}]; ok {
				t.Via = n
			}
		}
		t.SolvedAt = i
	}
}

// node adds a node for ev's state under parent, replacing the state's
// previous node.
func (t *Tree) node(i int32, ev *wire.TraceEvent, parent int32) int32 {
	k := treeKey{ev.State, ev.Backward}
	n := int32(len(t.Nodes))
	if old, ok := t.latest[k]; ok && t.Nodes[old].Replaced == never {
		t.Nodes[old].Replaced, t.Nodes[old].By = i, n
	}
	t.Nodes = append(t.Nodes, Node{State: ev.State, Parent: parent, Depth: int32(ev.Depth), G: ev.G, H: ev.H,
		Born: i, Closed: never, Replaced: never, Round: int32(len(t.Rounds) - 1), Backward: ev.Backward, By: -1,
		firstKid: -1, lastKid: -1, next: -1})
	t.link(parent, n)
	t.latest[k] = n
	return n
}

// idNode adds the node a tree-like search's Generate names (ev.Node),
// under the node ev.ParentNode names, replacing no other node of its
// state: in a tree search they all live on.
func (t *Tree) idNode(i int32, ev *wire.TraceEvent) {
	if t.byID == nil {
		t.byID = map[int32]int32{}
	}
	parent := int32(-1)
	if p, ok := t.byID[ev.ParentNode]; ok && !ev.Root {
		parent = p
	}
	n := int32(len(t.Nodes))
	t.Nodes = append(t.Nodes, Node{State: ev.State, Parent: parent, Depth: int32(ev.Depth), G: ev.G, H: ev.H,
		Born: i, Closed: never, Replaced: never, Round: int32(len(t.Rounds) - 1), Backward: ev.Backward, By: -1,
		firstKid: -1, lastKid: -1, next: -1})
	t.link(parent, n)
	t.byID[ev.Node] = n
	t.latest[treeKey{ev.State, ev.Backward}] = n
}

// link makes n the last child of parent (none when parent < 0).
func (t *Tree) link(parent, n int32) {
	if parent < 0 {
		return
	}
	p := &t.Nodes[parent]
	if p.lastKid < 0 {
		p.firstKid = n
	} else {
		t.Nodes[p.lastKid].next = n
	}
	p.lastKid = n
}

// Children are node n's children born before node end (in birth order).
func (t *Tree) Children(n int32, end int) []int32 {
	var out []int32
	for k := t.Nodes[n].firstKid; k >= 0 && int(k) < end; k = t.Nodes[k].next {
		out = append(out, k)
	}
	return out
}

// At is the part of the tree shown at position pos: the nodes of the round
// under way, born before pos, as the index range [First, End), and the
// round's bound.
func (t *Tree) At(pos int) (first, end int, r Round) {
	if len(t.Rounds) == 0 {
		return 0, 0, Round{}
	}
	k := t.RoundAt(pos)
	r = t.Rounds[k]
	last := len(t.Nodes)
	if k+1 < len(t.Rounds) && t.Rounds[k+1].First > r.First {
		last = int(t.Rounds[k+1].First)
	}
	end = int(r.First) + sort.Search(last-int(r.First), func(j int) bool { return int(t.Nodes[int(r.First)+j].Born) >= pos })
	return int(r.First), end, r
}

// RoundAt is the index of the round under way at position pos.
func (t *Tree) RoundAt(pos int) int {
	k := sort.Search(len(t.Rounds), func(k int) bool { return int(t.Rounds[k].Start) >= pos }) - 1
	return max(k, 0)
}

// CurrentNode is the node the event before pos is about (the node
// expanded or generated), or -1.
func (t *Tree) CurrentNode(pos int) int32 {
	first, end, _ := t.At(pos)
	// The newest node touched by event pos-1: born or closed there.
	for n := end - 1; n >= first && n >= end-64; n-- {
		if int(t.Nodes[n].Born) == pos-1 || int(t.Nodes[n].Closed) == pos-1 {
			return int32(n)
		}
	}
	for n := first; n < end; n++ {
		if int(t.Nodes[n].Closed) == pos-1 {
			return int32(n)
		}
	}
	return -1
}

// Path is the chain of nodes from a root to n (n last).
func (t *Tree) Path(n int32) []int32 {
	var out []int32
	for ; n >= 0; n = t.Nodes[n].Parent {
		out = append(out, n)
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// PathAt is the chain of nodes from a root to n (n last) as the search
// holds it at position pos. A graph search keeps one node per state and
// gives it a new parent when it finds a better path, so the nodes below it
// then hang on the better path; here a better path is a new node that
// replaces the old (Node.By), and an ancestor replaced before pos stands
// for the node that replaced it. This is what the search's own path to a
// goal follows: ARA*'s next round can reach a goal through a state
// generated in an earlier round whose ancestor has since been reached more
// cheaply. Nodes that are never replaced (a tree-like search's) give Path.
func (t *Tree) PathAt(n int32, pos int) []int32 {
	var out []int32
	for steps := 0; n >= 0 && steps <= len(t.Nodes); steps++ {
		for nd := &t.Nodes[n]; int(nd.Replaced) < pos && nd.By >= 0 && int(t.Nodes[nd.By].Born) < pos; nd = &t.Nodes[n] {
			n = nd.By
		}
		out = append(out, n)
		n = t.Nodes[n].Parent
	}
	slices.Reverse(out)
	return out
}

// SolutionStates are the states of the solution path the trace shows,
// from the start to the goal (a bidirectional search's two halves joined
// where they meet), or nil when it has none.
func (t *Tree) SolutionStates() []int32 {
	if t.Solution < 0 {
		return nil
	}
	var out []int32
	if t.Via >= 0 {
		for _, n := range t.PathAt(t.Via, int(t.SolvedAt)) {
			out = append(out, t.Nodes[n].State)
		}
		meet := t.Nodes[t.Via].State
		// The backward tree's node of the meeting state, then its parents
		// towards a goal.
		for n := int32(len(t.Nodes) - 1); n >= 0; n-- {
			if t.Nodes[n].Backward && t.Nodes[n].State == meet {
				for p := t.Nodes[n].Parent; p >= 0; p = t.Nodes[p].Parent {
					out = append(out, t.Nodes[p].State)
				}
				break
			}
		}
		return out
	}
	for _, n := range t.PathAt(t.Solution, int(t.SolvedAt)) {
		out = append(out, t.Nodes[n].State)
	}
	return out
}
