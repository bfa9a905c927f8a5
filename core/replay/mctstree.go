package replay

import (
	"sort"

	"searchlab/core/wire"
)

// MCTSNode is one node of a Monte Carlo tree: a position added under its
// parent when the parent was expanded, with its statistics after every
// playout through it (Backups).
type MCTSNode struct {
	State  int32
	Move   int32 // Trace.Move
	Parent int32 // -1 at the root
	Ply    int32
	Born   int32 // the event that added it
	// Expanded is the event that expanded it (never: a leaf).
	Expanded int32
	// Proof at birth (a terminal child under MCTS-Solver).
	Proof   int
	Backups []Backup
	// The children in id order: first and last, and the next sibling (-1:
	// none).
	firstKid, lastKid, next int32
}

// Backup is a node's statistics after the playout of event At: its
// visits, the mean reward of the player who moved into it and its proof.
type Backup struct {
	At     int32
	Visits int64
	Mean   float64
	Proof  int8
}

// StatsAt are the node's statistics at pos (zero before its first
// visit; Proof its proof at birth until a backup says otherwise).
func (n *MCTSNode) StatsAt(pos int) Backup {
	k := sort.Search(len(n.Backups), func(k int) bool { return int(n.Backups[k].At) >= pos })
	if k == 0 {
		return Backup{Proof: int8(n.Proof)}
	}
	return n.Backups[k-1]
}

// MCTSTree is the Monte Carlo tree a two-player MCTS trace builds (node
// ids are the search's own: the root is 0, children come in order).
type MCTSTree struct {
	Nodes []MCTSNode
	// Playouts are the events of the playouts' results (Leave), in order.
	Playouts []int32
	// Path is, for each playout, the leaf it started from.
	Leaves []int32
}

func (m *MCTSTree) add(i int32, ev *wire.TraceEvent, move int32) {
	switch ev.Kind {
	case wire.KindChild:
		if int(ev.Node) != len(m.Nodes) {
			return // (ids are consecutive in a well-formed trace)
		}
		m.Nodes = append(m.Nodes, MCTSNode{State: ev.State, Move: move, Parent: ev.ParentNode, Ply: int32(ev.Depth), Born: i,
			Expanded: never, Proof: ev.Proof, firstKid: -1, lastKid: -1, next: -1})
		if pn := ev.ParentNode; pn >= 0 && int(pn) < len(m.Nodes)-1 {
			p := &m.Nodes[pn]
			if p.lastKid < 0 {
				p.firstKid = ev.Node
			} else {
				m.Nodes[p.lastKid].next = ev.Node
			}
			p.lastKid = ev.Node
		}
	case wire.KindExpand:
		if len(m.Nodes) > 0 && int(ev.Node) < len(m.Nodes) {
			m.Nodes[ev.Node].Expanded = i
		}
	case wire.KindLeave:
		if len(m.Nodes) > 0 {
			m.Playouts = append(m.Playouts, i)
			m.Leaves = append(m.Leaves, ev.Node)
		}
	case wire.KindBackup:
		if int(ev.Node) < len(m.Nodes) {
			n := &m.Nodes[ev.Node]
			n.Backups = append(n.Backups, Backup{At: i, Visits: ev.Visits, Mean: ev.Value, Proof: int8(ev.Proof)})
		}
	}
}

// Children are node n's children among the first size nodes.
func (m *MCTSTree) Children(n int32, size int) []int32 {
	var out []int32
	for k := m.Nodes[n].firstKid; k >= 0 && int(k) < size; k = m.Nodes[k].next {
		out = append(out, k)
	}
	return out
}

// SizeAt is the number of tree nodes at pos (nodes are born in id order).
func (m *MCTSTree) SizeAt(pos int) int {
	return sort.Search(len(m.Nodes), func(k int) bool { return int(m.Nodes[k].Born) >= pos })
}

// PlayoutsAt is the number of playouts finished before pos and the leaf
// of the last one (-1 when none).
func (m *MCTSTree) PlayoutsAt(pos int) (int, int32) {
	k := sort.Search(len(m.Playouts), func(k int) bool { return int(m.Playouts[k]) >= pos })
	if k == 0 {
		return 0, -1
	}
	return k, m.Leaves[k-1]
}
