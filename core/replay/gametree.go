package replay

import (
	"sort"

	"searchlab/core/wire"
)

// GameNode is one node of a minimax or alpha-beta tree (or the exact
// solver's): a position entered at some ply, its window and, once left, its
// value.
type GameNode struct {
	State  int32
	Move   int32 // the move from the parent (Trace.Move; 0 at the root)
	Parent int32 // -1 at a root
	Ply    int32
	Born   int32 // the event that entered it
	Left   int32 // the event that left it (never: still on the stack)
	Value  float64
	// Alpha and Beta are its window, bounded when HasAlpha and HasBeta.
	Alpha, Beta       float64
	HasAlpha, HasBeta bool
	bound             uint8 // exact, lower or upper, once left (Bound)
	// TT: its value came from the transposition table; Solved: a subtree
	// the exact solver searched without events (Count nodes).
	TT, Solved bool
	Count      int32
	// CutAt is the event of a cutoff at the node (a child's value reached
	// beta; Pruned later children were skipped).
	CutAt  int32
	Pruned int32
	Round  int32
	// The children in birth order: first and last, and the next sibling
	// (-1: none).
	firstKid, lastKid, next int32
}

// Bound is the node's bound ("exact", "lower", "upper"; "" before it is
// left).
func (n *GameNode) Bound() string { return boundNames[n.bound] }

// GameTree is the tree a minimax, alpha-beta or exact solver trace builds,
// one round per deepening iteration.
type GameTree struct {
	Nodes  []GameNode
	Rounds []Round // Bound: the iteration's depth
	stack  []int32
	// Cutoffs counts the cutoffs up to each event (CutoffsAt).
	cutoffs []int32
	cuts    int32
}

func (g *GameTree) add(i int32, ev *wire.TraceEvent, move int32) {
	switch ev.Kind {
	case wire.KindNewIteration:
		g.Rounds = append(g.Rounds, Round{Start: i, First: int32(len(g.Nodes)), Bound: ev.Bound})
		g.stack = g.stack[:0]
	case wire.KindEnter:
		if ev.Node != 0 || ev.ParentNode != 0 {
			break // a Monte Carlo playout (MCTSTree)
		}
		if ev.Depth == 0 && len(g.stack) > 0 || len(g.Rounds) == 0 {
			g.Rounds = append(g.Rounds, Round{Start: i, First: int32(len(g.Nodes))})
			g.stack = g.stack[:0]
		}
		g.enter(i, ev, move, false)
	case wire.KindSolved:
		if ev.Depth == 0 {
			break // work at the root after the search (counted in Counts only)
		}
		n := g.enter(i, ev, move, true)
		g.Nodes[n].Left, g.Nodes[n].Value, g.Nodes[n].bound, g.Nodes[n].Count = i, ev.Value, 1, int32(ev.Count)
		g.stack = g.stack[:len(g.stack)-1]
	case wire.KindTTHit:
		if n := g.top(ev.Depth); n >= 0 {
			g.Nodes[n].TT = true
		}
	case wire.KindLeave:
		if ev.Node != 0 || ev.ParentNode != 0 {
			break
		}
		if n := g.top(ev.Depth); n >= 0 {
			g.Nodes[n].Left, g.Nodes[n].Value = i, ev.Value
			for k, b := range boundNames {
				if b == ev.BoundKind && k > 0 {
					g.Nodes[n].bound = uint8(k)
				}
			}
			g.stack = g.stack[:ev.Depth]
		}
	case wire.KindCutoff:
		if n := g.top(ev.Depth); n >= 0 {
			g.Nodes[n].CutAt, g.Nodes[n].Pruned = i, int32(ev.Count)
			g.cuts++
		}
	}
	g.cutoffs = append(g.cutoffs, g.cuts)
}

// enter pushes a node for ev at its ply.
func (g *GameTree) enter(i int32, ev *wire.TraceEvent, move int32, solved bool) int32 {
	ply := ev.Depth
	if ply > len(g.stack) {
		ply = len(g.stack) // (cannot happen in a well-formed trace)
	}
	parent := int32(-1)
	if ply > 0 {
		parent = g.stack[ply-1]
	}
	n := int32(len(g.Nodes))
	nd := GameNode{State: ev.State, Move: move, Parent: parent, Ply: int32(ply), Born: i, Left: never,
		Solved: solved, CutAt: never, Round: int32(max(len(g.Rounds)-1, 0)), firstKid: -1, lastKid: -1, next: -1}
	if ev.Alpha != nil {
		nd.Alpha, nd.HasAlpha = *ev.Alpha, true
	}
	if ev.Beta != nil {
		nd.Beta, nd.HasBeta = *ev.Beta, true
	}
	g.Nodes = append(g.Nodes, nd)
	if parent >= 0 {
		p := &g.Nodes[parent]
		if p.lastKid < 0 {
			p.firstKid = n
		} else {
			g.Nodes[p.lastKid].next = n
		}
		p.lastKid = n
	}
	g.stack = append(g.stack[:ply], n)
	return n
}

// top is the node on the stack at ply, or -1.
func (g *GameTree) top(ply int) int32 {
	if ply < 0 || ply >= len(g.stack) {
		return -1
	}
	return g.stack[ply]
}

// Children are node n's children entered before node end.
func (g *GameTree) Children(n int32, end int) []int32 {
	var out []int32
	for k := g.Nodes[n].firstKid; k >= 0 && int(k) < end; k = g.Nodes[k].next {
		out = append(out, k)
	}
	return out
}

// At is the round under way at pos, as the index range [first, end) of
// its nodes entered before pos.
func (g *GameTree) At(pos int) (first, end int, r Round) {
	if len(g.Rounds) == 0 {
		return 0, 0, Round{}
	}
	k := max(sort.Search(len(g.Rounds), func(k int) bool { return int(g.Rounds[k].Start) >= pos })-1, 0)
	r = g.Rounds[k]
	last := len(g.Nodes)
	if k+1 < len(g.Rounds) {
		last = int(g.Rounds[k+1].First)
	}
	end = int(r.First) + sort.Search(last-int(r.First), func(j int) bool { return int(g.Nodes[int(r.First)+j].Born) >= pos })
	return int(r.First), end, r
}

// CutoffsAt is the number of cutoffs before pos.
func (g *GameTree) CutoffsAt(pos int) int {
	if pos <= 0 || len(g.cutoffs) == 0 {
		return 0
	}
	return int(g.cutoffs[min(pos, len(g.cutoffs))-1])
}

// StackAt is the path of nodes on the search's stack at pos (entered, not
// yet left), root first.
func (g *GameTree) StackAt(pos int) []int32 {
	first, end, _ := g.At(pos)
	if end <= first {
		return nil
	}
	// The newest node entered is the top; its ancestors still on the
	// stack are the path to it (a node left before pos is not on it).
	var path []int32
	for n := int32(end - 1); n >= int32(first); n-- {
		if int(g.Nodes[n].Left) >= pos {
			for p := n; p >= 0; p = g.Nodes[p].Parent {
				path = append(path, p)
			}
			break
		}
	}
	for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
		path[i], path[j] = path[j], path[i]
	}
	return path
}
