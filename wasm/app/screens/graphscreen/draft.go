package graphscreen

import (
	"fmt"
	"math"

	"searchlab/core/graph"
)

// draft is a graph being edited: its nodes, its connections (an edge once,
// not as its two arcs), start and goals. Every edit changes a draft made
// from the graph shown and formats it back to level text, which is parsed
// again: the text stays the one truth (the editor's box shows it).
type draft struct {
	nodes []graph.Node
	links []link
	start int32
	goals []int32
}

// link is an edge (two-way) or an arc (one-way) of a draft.
type link struct {
	from, to int32
	cost     float64
	edge     bool
}

// draftOf is the draft of g.
func draftOf(g *graph.Graph) draft {
	d := draft{nodes: append([]graph.Node(nil), g.Nodes...), start: g.Start, goals: append([]int32(nil), g.Goals...)}
	for i := 0; i < len(g.Arcs); i++ {
		a := g.Arcs[i]
		d.links = append(d.links, link{from: a.From, to: a.To, cost: a.Cost, edge: a.Edge})
		if a.Edge {
			i++ // the reverse arc
		}
	}
	return d
}

// linkOf is the draft link of g's arc (an edge's two arcs are one link).
func linkOf(g *graph.Graph, arc int32) int {
	k := 0
	for i := int32(0); i < int32(len(g.Arcs)); i++ {
		if i == arc || (g.Arcs[i].Edge && i+1 == arc) {
			return k
		}
		if g.Arcs[i].Edge {
			i++
		}
		k++
	}
	return -1
}

// arcOf is the first arc of link k in the graph a draft formats to.
func (d draft) arcOf(k int) int {
	a := 0
	for i := 0; i < k; i++ {
		a++
		if d.links[i].edge {
			a++
		}
	}
	return a
}

// text formats the draft as level text.
func (d draft) text() string {
	g := &graph.Graph{Nodes: d.nodes, Start: d.start, Goals: d.goals}
	for _, l := range d.links {
		g.Arcs = append(g.Arcs, graph.Arc{From: l.from, To: l.to, Cost: l.cost, Edge: l.edge})
		if l.edge {
			g.Arcs = append(g.Arcs, graph.Arc{From: l.to, To: l.from, Cost: l.cost, Edge: true})
		}
	}
	return graph.Format(g)
}

// freeName is a node name the draft does not use: A to Z, then N1, N2, ….
func (d draft) freeName() string {
	used := map[string]bool{}
	for _, n := range d.nodes {
		used[n.Name] = true
	}
	for c := 'A'; c <= 'Z'; c++ {
		if !used[string(c)] {
			return string(c)
		}
	}
	for i := 1; ; i++ {
		if n := fmt.Sprintf("N%d", i); !used[n] {
			return n
		}
	}
}

// connect joins a and b: an edge, or an arc a→b when oneWay, costing the
// rounded-up distance between them (so the straight-line h stays
// admissible). It refuses a node joined to itself and a connection that
// is already there, and returns the new link's index.
func (d *draft) connect(a, b int32, oneWay bool) (int, error) {
	if a == b {
		return 0, editError{key: "gr.err.self"}
	}
	for _, l := range d.links {
		if (l.from == a && l.to == b) || (l.edge && l.from == b && l.to == a) {
			return 0, editError{key: "gr.err.joined", args: []any{"a", d.nodes[a].Name, "b", d.nodes[b].Name}}
		}
	}
	na, nb := d.nodes[a], d.nodes[b]
	cost := math.Max(1, math.Ceil(math.Hypot(na.X-nb.X, na.Y-nb.Y)))
	d.links = append(d.links, link{from: a, to: b, cost: cost, edge: !oneWay})
	return len(d.links) - 1, nil
}

// deleteNode removes node n and its links, renumbering the rest; the
// start and a graph's only goal cannot go.
func (d *draft) deleteNode(n int32) error {
	if n == d.start {
		return editError{key: "gr.err.del_start", args: []any{"name", d.nodes[n].Name}}
	}
	if len(d.goals) == 1 && d.goals[0] == n {
		return editError{key: "gr.err.del_goal", args: []any{"name", d.nodes[n].Name}}
	}
	re := func(x int32) int32 {
		if x > n {
			return x - 1
		}
		return x
	}
	var links []link
	for _, l := range d.links {
		if l.from != n && l.to != n {
			links = append(links, link{from: re(l.from), to: re(l.to), cost: l.cost, edge: l.edge})
		}
	}
	var goals []int32
	for _, x := range d.goals {
		if x != n {
			goals = append(goals, re(x))
		}
	}
	d.nodes = append(d.nodes[:n:n], d.nodes[n+1:]...)
	d.links, d.goals, d.start = links, goals, re(d.start)
	return nil
}

// toggleGoal makes n a goal or not; the last goal stays.
func (d *draft) toggleGoal(n int32) error {
	for i, x := range d.goals {
		if x == n {
			if len(d.goals) == 1 {
				return editError{key: "gr.err.last_goal", args: []any{"name", d.nodes[n].Name}}
			}
			d.goals = append(d.goals[:i:i], d.goals[i+1:]...)
			return nil
		}
	}
	d.goals = append(d.goals, n)
	return nil
}
