package replay

import (
	"sort"

	"searchlab/core/api"
)

// GameNode is one node of a minimax or alpha-beta tree (or the exact
// solver's): a position entered at some ply, its window and, once left, its
// value.
type GameNode struct {
	State  int32
	Move   string // the move from the parent ("" at the root)
	Parent int32  // -1 at a root
	Ply    int32
	Born   int32 // the event that entered it
	Left   int32 // the event that left it (never: still on the stack)
	Value  float64
	Bound  string // exact, lower or upper, once left
	// Alpha and Beta are its window (nil: unbounded).
	Alpha, Beta *float64
	// TT: its value came from the transposition table; Solved: a subtree
	// the exact solver searched without events (Count nodes).
	TT, Solved bool
	Count      int
	// CutAt is the event of a cutoff at the node (a child's value reached
	// beta; Pruned later children were skipped).
	CutAt  int32
	Pruned int
	Round  int32
	Kids   []int32
}

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

func (g *GameTree) add(i int32, ev api.TraceEvent) {
	switch ev.Kind {
	case api.KindNewIteration:
		g.Rounds = append(g.Rounds, Round{Start: i, First: int32(len(g.Nodes)), Bound: ev.Bound})
		g.stack = g.stack[:0]
	case api.KindEnter:
		if ev.Node != 0 || ev.ParentNode != 0 {
			break // a Monte Carlo playout (MCTSTree)
		}
		if ev.Depth == 0 && len(g.stack) > 0 || len(g.Rounds) == 0 {
			g.Rounds = append(g.Rounds, Round{Start: i, First: int32(len(g.Nodes))})
			g.stack = g.stack[:0]
		}
		g.enter(i, ev, false)
	case api.KindSolved:
		if ev.Depth == 0 {
			break // work at the root after the search (counted in Counts only)
		}
		n := g.enter(i, ev, true)
		g.Nodes[n].Left, g.Nodes[n].Value, g.Nodes[n].Bound, g.Nodes[n].Count = i, ev.Value, "exact", ev.Count
		g.stack = g.stack[:len(g.stack)-1]
	case api.KindTTHit:
		if n := g.top(ev.Depth); n >= 0 {
			g.Nodes[n].TT = true
		}
	case api.KindLeave:
		if ev.Node != 0 || ev.ParentNode != 0 {
			break
		}
		if n := g.top(ev.Depth); n >= 0 {
			g.Nodes[n].Left, g.Nodes[n].Value, g.Nodes[n].Bound = i, ev.Value, ev.BoundKind
			g.stack = g.stack[:ev.Depth]
		}
	case api.KindCutoff:
		if n := g.top(ev.Depth); n >= 0 {
			g.Nodes[n].CutAt, g.Nodes[n].Pruned = i, ev.Count
			g.cuts++
		}
	}
	g.cutoffs = append(g.cutoffs, g.cuts)
}

// enter pushes a node for ev at its ply.
func (g *GameTree) enter(i int32, ev api.TraceEvent, solved bool) int32 {
	ply := ev.Depth
	if ply > len(g.stack) {
		ply = len(g.stack) // (cannot happen in a well-formed trace)
	}
	parent := int32(-1)
	if ply > 0 {
		parent = g.stack[ply-1]
	}
	n := int32(len(g.Nodes))
	g.Nodes = append(g.Nodes, GameNode{State: ev.State, Move: ev.Move, Parent: parent, Ply: int32(ply), Born: i, Left: never,
		Alpha: ev.Alpha, Beta: ev.Beta, Solved: solved, CutAt: never, Round: int32(max(len(g.Rounds)-1, 0))})
	if parent >= 0 {
		g.Nodes[parent].Kids = append(g.Nodes[parent].Kids, n)
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
