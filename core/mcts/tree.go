package mcts

import (
	"math"
	"unsafe"
)

// node is one tree node. Children are stored contiguously in the arena
// (first .. first+kids-1), created all at once when the node is expanded.
type node[S comparable, A any] struct {
	state  S
	action A // the action that led from the parent (zero at the root)
	parent int32
	first  int32 // index of the first child; -1 while unexpanded
	kids   int32
	depth  int32
	// who is the player whose reward the node's statistics hold: the player
	// who moved into the node (two-player), always 0 in single-player.
	who  int8
	done bool // single-player: subtree exhausted, never selected again
	term bool // terminal (two-player) or dead end (single-player)
	// proof (two-player, with the solver): +1 a proven win, -1 a proven
	// loss for who, 0 unknown.
	proof int8

	visits int64
	sum    float64 // Σ rewards
	sumSq  float64 // Σ rewards² (SP-MCTS)
	max    float64 // best reward seen (-Inf before the first visit)

	// Single-player path data, from the root to this node: the weighted
	// event score and the lowest heuristic value.
	acc, hmin float64
}

func (n *node[S, A]) expanded() bool { return n.first >= 0 }

// mean is the average reward, 0 before the first visit.
func (n *node[S, A]) mean() float64 {
	if n.visits == 0 {
		return 0
	}
	return n.sum / float64(n.visits)
}

// tree is the node arena shared by the single- and two-player searches.
type tree[S comparable, A any] struct {
	nodes    []node[S, A]
	maxDepth int
	// prior[id] is the prior probability P(m_j) of node id's move under a
	// biased UCB (two-player with UCTParams.Prior); nil otherwise. It is
	// kept apart from the nodes so that searches without a prior pay
	// nothing for it.
	prior []float32
}

// priorOf is the prior of node id (0 without priors).
func (t *tree[S, A]) priorOf(id int32) float32 {
	if t.prior == nil {
		return 0
	}
	return t.prior[id]
}

// reset empties the tree and adds the root.
func (t *tree[S, A]) reset(root S, who int8) {
	var za A
	t.nodes = append(t.nodes[:0], node[S, A]{state: root, action: za, parent: -1, first: -1, who: who, max: math.Inf(-1)})
	t.maxDepth = 0
	if t.prior != nil {
		t.prior = append(t.prior[:0], 0)
	}
}

// add appends a child of parent (children must be added consecutively,
// right after beginChildren) and returns its index.
func (t *tree[S, A]) add(parent int32, s S, a A, who int8) int32 {
	id := int32(len(t.nodes))
	d := t.nodes[parent].depth + 1
	t.nodes = append(t.nodes, node[S, A]{state: s, action: a, parent: parent, first: -1, depth: d, who: who, max: math.Inf(-1)})
	t.nodes[parent].kids++
	if t.prior != nil {
		t.prior = append(t.prior, 0)
	}
	if int(d) > t.maxDepth {
		t.maxDepth = int(d)
	}
	return id
}

// beginChildren marks parent expanded; its children are the nodes added
// next.
func (t *tree[S, A]) beginChildren(parent int32) {
	t.nodes[parent].first = int32(len(t.nodes))
	t.nodes[parent].kids = 0
}

// backprop adds a playout's rewards to leaf and its ancestors. reward[p] is
// the reward of player p; each node records the reward of its own player
// (the player who moved into it), so two-player statistics come out in
// negamax form: a parent's mover maximises its children's means.
func (t *tree[S, A]) backprop(leaf int32, reward [2]float64) {
	for id := leaf; id >= 0; id = t.nodes[id].parent {
		n := &t.nodes[id]
		r := reward[n.who]
		n.visits++
		n.sum += r
		n.sumSq += r * r
		if r > n.max {
			n.max = r
		}
	}
}

// pathActions appends the actions from the root to id to buf[:0].
func (t *tree[S, A]) pathActions(id int32, buf []A) []A {
	buf = buf[:0]
	for ; id > 0; id = t.nodes[id].parent {
		buf = append(buf, t.nodes[id].action)
	}
	for i, j := 0, len(buf)-1; i < j; i, j = i+1, j-1 {
		buf[i], buf[j] = buf[j], buf[i]
	}
	return buf
}

// bytes estimates the memory held by the arena.
func (t *tree[S, A]) bytes() int64 {
	var n node[S, A]
	return int64(cap(t.nodes))*int64(unsafe.Sizeof(n)) + 4*int64(cap(t.prior))
}

// Node is a read-only view of one tree node, for the UI's tree view. Node 0
// is the root; the children of a node are the consecutive IDs FirstChild ..
// FirstChild+Children-1.
type Node[S comparable, A any] struct {
	ID, Parent int // Parent is -1 at the root
	State      S
	Action     A // the action from the parent (zero at the root)
	Depth      int
	FirstChild int // -1 while the node is unexpanded
	Children   int
	Visits     int64
	// Mean and Max are the average and best reward seen through the node,
	// for the player who moved into it (two-player: a win is 1, a draw 0.5,
	// a loss 0).
	Mean, Max float64
	// Terminal: a game-over state (two-player) or a dead end without
	// applicable actions (single-player). Exhausted: single-player, every
	// state below was searched; two-player, the move is a proven loss for
	// the player who makes it. Exhausted nodes are never selected again.
	Terminal, Exhausted bool
	// Proof (two-player, with the solver): +1 a proven win, -1 a proven
	// loss for the player who moved into the node, 0 not proven.
	Proof int
}

// view returns the read-only view of node id.
func (t *tree[S, A]) view(id int) Node[S, A] {
	n := &t.nodes[id]
	v := Node[S, A]{
		ID: id, Parent: int(n.parent), State: n.state, Action: n.action, Depth: int(n.depth),
		FirstChild: int(n.first), Children: int(n.kids), Visits: n.visits, Mean: n.mean(), Max: n.max,
		Terminal: n.term, Exhausted: n.done, Proof: int(n.proof),
	}
	if n.visits == 0 {
		v.Max = 0
	}
	return v
}

// Candidate is one move at the root with its statistics, for the UI's
// candidate-move view.
type Candidate[A any] struct {
	Action A
	Visits int64
	// Mean and Max are the average and best reward of playouts through the
	// move, for the player who makes it.
	Mean, Max float64
	// Prior is the move's prior probability P(m_j) under a biased UCB
	// (UCTParams.Prior), 0 without one.
	Prior float64
	// Exploit, Explore and Bias are the terms of the move's selection value
	// at the root now (the next selection there maximises their sum):
	// Exploit is X̄_j (the best reward with the max-reward selection),
	// Explore C·sqrt(ln N / n_j), Bias C_BT·sqrt(K/(N+K))·P(m_j) (0 without
	// a prior). An unvisited move has Exploit and Explore 0: selection
	// takes it before any visited one.
	Exploit, Explore, Bias float64
}

// candidates lists the root's children with the terms of their selection
// value under sel.
func (t *tree[S, A]) candidates(sel *selector) []Candidate[A] {
	if len(t.nodes) == 0 || !t.nodes[0].expanded() {
		return nil
	}
	r := t.nodes[0]
	lnN := math.Log(float64(max(r.visits, 1)))
	w := sel.biasWeight(r.visits)
	out := make([]Candidate[A], 0, r.kids)
	for id := r.first; id < r.first+r.kids; id++ {
		v := t.view(int(id))
		c := Candidate[A]{Action: v.Action, Visits: v.Visits, Mean: v.Mean, Max: v.Max, Prior: float64(t.priorOf(id))}
		c.Bias = w * c.Prior
		if v.Visits > 0 {
			c.Exploit = v.Mean
			if sel.useMax {
				c.Exploit = v.Max
			}
			c.Explore = sel.c * math.Sqrt(lnN/float64(v.Visits))
		}
		out = append(out, c)
	}
	return out
}
