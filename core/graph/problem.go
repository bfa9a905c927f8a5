package graph

import "searchlab/core/search"

// Problem is a graph as a core/search problem: a state is a node index, an
// action an arc index (its move text is the arc's destination, so a
// solution's moves are the nodes of the path after the start), the step
// cost the arc's cost. Successors come in the order of the text. It
// implements search.Heuristic with the chosen values, search.Reversible
// (arcs are one-way, so predecessors follow the entering arcs) for
// bidirectional search, and search.Randomizer for the local searches.
type Problem struct {
	G *Graph
	h []float64
}

// NewProblem returns g as a search problem with heuristic kind k.
func NewProblem(g *Graph, k HeuristicKind) *Problem {
	return &Problem{G: g, h: Values(g, k)}
}

// Initial returns the start node.
func (p *Problem) Initial() int32 { return p.G.Start }

// Actions appends the arcs leaving s, in the order of the text.
func (p *Problem) Actions(s int32, buf []int32) []int32 {
	return append(buf[:0], p.G.Out[s]...)
}

// Result returns the arc's destination.
func (p *Problem) Result(_ int32, a int32) int32 { return p.G.Arcs[a].To }

// IsGoal reports whether s is one of the goals.
func (p *Problem) IsGoal(s int32) bool { return p.G.IsGoal(s) }

// Cost returns the arc's cost.
func (p *Problem) Cost(_ int32, a int32, _ int32) float64 { return p.G.Arcs[a].Cost }

// H returns the heuristic value of s.
func (p *Problem) H(s int32) float64 { return p.h[s] }

// Goals returns the goal nodes (search.Reversible).
func (p *Problem) Goals() []int32 { return p.G.Goals }

// Predecessors appends every (from, arc) entering s (search.Reversible).
func (p *Problem) Predecessors(s int32, buf []search.Edge[int32, int32]) []search.Edge[int32, int32] {
	buf = buf[:0]
	for _, a := range p.G.In[s] {
		buf = append(buf, search.Edge[int32, int32]{From: p.G.Arcs[a].From, Action: a})
	}
	return buf
}

// RandomAction returns a uniformly random arc leaving s (search.Randomizer).
func (p *Problem) RandomAction(s int32, r search.Rand) (int32, bool) {
	out := p.G.Out[s]
	if len(out) == 0 {
		return 0, false
	}
	return out[r.IntN(len(out))], true
}

// MoveName is the text of action a: its destination's name.
func (p *Problem) MoveName(a int32) string { return p.G.Name(p.G.Arcs[a].To) }

// StateText is the text of state s: its node's name (traces and answers).
func (p *Problem) StateText(s int32) string { return p.G.Name(s) }
