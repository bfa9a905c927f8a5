package graph

import "searchlab/core/search"

// Move is an action of the graph game: follow arc Arc to the node named To.
// Its text is To, so a solution's moves are the nodes of the path after the
// start. (The name rides along so step mode and replays can name moves
// without the graph.)
type Move struct {
	Arc int32
	To  string
}

// String returns the destination's name.
func (m Move) String() string { return m.To }

// Problem is a graph as a core/search problem: a state is a node index, an
// action a Move along one arc, the step
// cost the arc's cost. Successors come in the order of the text. It
// implements search.Heuristic with the chosen values, search.Reversible
// (arcs are one-way, so predecessors follow the entering arcs) for
// bidirectional search, and search.Randomizer for the local searches.
type Problem struct {
	G     *Graph
	h     []float64
	moves [][]Move // per node, the moves along its leaving arcs
}

// NewProblem returns g as a search problem with heuristic kind k.
func NewProblem(g *Graph, k HeuristicKind) *Problem {
	p := &Problem{G: g, h: Values(g, k), moves: make([][]Move, len(g.Nodes))}
	for n, out := range g.Out {
		for _, a := range out {
			p.moves[n] = append(p.moves[n], Move{Arc: a, To: g.Name(g.Arcs[a].To)})
		}
	}
	return p
}

// Initial returns the start node.
func (p *Problem) Initial() int32 { return p.G.Start }

// Actions appends the arcs leaving s, in the order of the text.
func (p *Problem) Actions(s int32, buf []Move) []Move {
	return append(buf[:0], p.moves[s]...)
}

// Result returns the arc's destination.
func (p *Problem) Result(_ int32, a Move) int32 { return p.G.Arcs[a.Arc].To }

// IsGoal reports whether s is one of the goals.
func (p *Problem) IsGoal(s int32) bool { return p.G.IsGoal(s) }

// Cost returns the arc's cost.
func (p *Problem) Cost(_ int32, a Move, _ int32) float64 { return p.G.Arcs[a.Arc].Cost }

// H returns the heuristic value of s.
func (p *Problem) H(s int32) float64 { return p.h[s] }

// Goals returns the goal nodes (search.Reversible).
func (p *Problem) Goals() []int32 { return p.G.Goals }

// Predecessors appends every (from, arc) entering s (search.Reversible).
func (p *Problem) Predecessors(s int32, buf []search.Edge[int32, Move]) []search.Edge[int32, Move] {
	buf = buf[:0]
	for _, a := range p.G.In[s] {
		buf = append(buf, search.Edge[int32, Move]{From: p.G.Arcs[a].From, Action: Move{Arc: a, To: p.G.Name(s)}})
	}
	return buf
}

// RandomAction returns a uniformly random arc leaving s (search.Randomizer).
func (p *Problem) RandomAction(s int32, r search.Rand) (Move, bool) {
	out := p.moves[s]
	if len(out) == 0 {
		return Move{}, false
	}
	return out[r.IntN(len(out))], true
}

// StateText is the text of state s: its node's name (traces and answers).
func (p *Problem) StateText(s int32) string { return p.G.Name(s) }
