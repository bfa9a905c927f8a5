package graphscreen

import (
	"searchlab/core/graph"
	"searchlab/core/replay"
	"searchlab/wasm/app/store"
)

// NodeStatus is what the replay shows of a node at its position.
type NodeStatus uint8

// Node statuses on the drawing: not reached yet, waiting in the frontier,
// expanded (reached and taken from the frontier).
const (
	Untouched NodeStatus = iota
	Frontier
	Expanded
)

var statusNames = [...]string{"", "frontier", "expanded"}

func (k NodeStatus) String() string { return statusNames[k] }

// Mark is one node's picture at the replay's position: its status and the
// g, h and f of its newest search node (Touched: the search reached it);
// Current: the event at the position is about it (generated or expanded
// there).
type Mark struct {
	Status           NodeStatus
	Touched, Current bool
	G, H             float64
}

// F is g + h.
func (m Mark) F() float64 { return m.G + m.H }

// Layer is what the drawing shows of a replay at its position: a mark per
// node of the graph (by index), the counts, and the tree edges the search
// reached each node by (Parent: the parent's index, -1 none).
type Layer struct {
	Marks              []Mark
	Parent             []int32
	Frontier, Expanded int
	Pos, Len           int
}

// replayLayer computes the layer of replay r on g (nil without a replay
// of g with events). A state whose text is not a node of g (another
// graph's trace) makes it nil too.
func replayLayer(r *store.Replay, g *graph.Graph, text string) *Layer {
	if r == nil || g == nil || r.Trace == nil || r.Trace.Len() == 0 || r.Request.Board != text {
		return nil
	}
	t := r.Trace
	pos := t.Clamp(r.Pos)
	out := &Layer{Marks: make([]Mark, len(g.Nodes)), Parent: make([]int32, len(g.Nodes)), Pos: pos, Len: t.Len()}
	for i := range out.Parent {
		out.Parent[i] = -1
	}
	index := func(state int32) (int32, bool) { return g.Index(t.State(state)) }
	first, end, _ := t.Tree.At(pos)
	for i := first; i < end; i++ {
		nd := &t.Tree.Nodes[i]
		st := nd.StatusAt(pos)
		if st == replay.Replaced {
			continue
		}
		n, ok := index(nd.State)
		if !ok {
			return nil
		}
		m := &out.Marks[n]
		// The newest live node of a state is the one drawn (a tree search
		// may hold several).
		m.Touched, m.G, m.H = true, nd.G, nd.H
		m.Status = Frontier
		if st == replay.Expanded {
			m.Status = Expanded
		}
		out.Parent[n] = -1
		if nd.Parent >= 0 {
			if p, ok := index(t.Tree.Nodes[nd.Parent].State); ok {
				out.Parent[n] = p
			}
		}
	}
	if c := t.Tree.CurrentNode(pos); c >= 0 {
		if n, ok := index(t.Tree.Nodes[c].State); ok {
			nd := &t.Tree.Nodes[c]
			m := &out.Marks[n]
			m.Current, m.Touched, m.G, m.H = true, true, nd.G, nd.H
			if m.Status == Untouched {
				m.Status = Expanded // a local search's state, expanded without a node of its own
			}
		}
	}
	for _, m := range out.Marks {
		switch m.Status {
		case Frontier:
			out.Frontier++
		case Expanded:
			out.Expanded++
		}
	}
	return out
}

// Layer is the replay's picture on the graph shown (nil: none).
func (st *State) Layer() *Layer { return replayLayer(st.Replay, st.Graph, st.Text) }
