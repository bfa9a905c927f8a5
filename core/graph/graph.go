// Package graph is the explicit-graph search game (issue 31): named nodes
// with positions and heuristic values, two-way edges and one-way arcs with
// non-negative costs, a start and one or more goals — the graphs AI courses
// start search with (AIMA 4e §3.3, Fig. 3.1's Romania map). It parses and
// formats the level text format, adapts a graph to core/search's Problem
// (with predecessors for bidirectional search), computes the heuristics
// (given h, straight-line distance, zero), the true cost to the nearest goal
// and the admissibility and consistency checks, and generates random graphs
// from a seed. Pure Go: no UI, no syscall/js.
package graph

// Node is one named vertex with its drawing position and given heuristic h.
type Node struct {
	Name string
	X, Y float64
	H    float64
}

// Arc is one directed connection with its cost. An edge line of the level
// text gives two arcs (Edge set on both); an arc line gives one.
type Arc struct {
	From, To int32
	Cost     float64
	Edge     bool
}

// Graph is a parsed level: nodes, arcs, start and goals. Out and In list
// arc indices leaving and entering each node, in the order of the text
// (that order fixes the successor order, so tie-breaking is reproducible).
type Graph struct {
	Nodes []Node
	Arcs  []Arc
	Out   [][]int32
	In    [][]int32
	Start int32
	Goals []int32
	index map[string]int32
}

// Index returns the node named name, or false.
func (g *Graph) Index(name string) (int32, bool) {
	i, ok := g.index[name]
	return i, ok
}

// IsGoal reports whether node n is a goal.
func (g *Graph) IsGoal(n int32) bool {
	for _, x := range g.Goals {
		if x == n {
			return true
		}
	}
	return false
}

// Name returns node n's name (the text of a state).
func (g *Graph) Name(n int32) string { return g.Nodes[n].Name }

// addNode appends a node; the caller has checked the name is new.
func (g *Graph) addNode(n Node) int32 {
	if g.index == nil {
		g.index = make(map[string]int32)
	}
	i := int32(len(g.Nodes))
	g.Nodes = append(g.Nodes, n)
	g.Out = append(g.Out, nil)
	g.In = append(g.In, nil)
	g.index[n.Name] = i
	return i
}

// addArc appends the arc a and indexes it.
func (g *Graph) addArc(a Arc) {
	i := int32(len(g.Arcs))
	g.Arcs = append(g.Arcs, a)
	g.Out[a.From] = append(g.Out[a.From], i)
	g.In[a.To] = append(g.In[a.To], i)
}

// addEdge appends a two-way edge as two arcs, a→b first.
func (g *Graph) addEdge(a, b int32, cost float64) {
	g.addArc(Arc{From: a, To: b, Cost: cost, Edge: true})
	g.addArc(Arc{From: b, To: a, Cost: cost, Edge: true})
}

// PathCost returns the cost of following the moves' arcs from the start,
// and false if they do not form a path from the start.
func (g *Graph) PathCost(moves []Move) (float64, bool) {
	at, cost := g.Start, 0.0
	for _, m := range moves {
		a := m.Arc
		if a < 0 || int(a) >= len(g.Arcs) || g.Arcs[a].From != at || g.Name(g.Arcs[a].To) != m.To {
			return 0, false
		}
		cost += g.Arcs[a].Cost
		at = g.Arcs[a].To
	}
	return cost, true
}
