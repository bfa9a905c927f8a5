package graphscreen

import (
	"strings"

	"searchlab/core/graph"
)

// pathPairs are the (from, to) node pairs along a path of node names.
func pathPairs(g *graph.Graph, path []string) map[[2]int32]bool {
	out := map[[2]int32]bool{}
	for i := 1; i < len(path); i++ {
		a, ok1 := g.Index(path[i-1])
		b, ok2 := g.Index(path[i])
		if ok1 && ok2 {
			out[[2]int32{a, b}] = true
		}
	}
	return out
}

// hasArc reports whether g has an arc from a to b that is (edge) or is
// not (!edge) half of an edge.
func hasArc(g *graph.Graph, a, b int32, edge bool) bool {
	for _, i := range g.Out[a] {
		if g.Arcs[i].To == b && g.Arcs[i].Edge == edge {
			return true
		}
	}
	return false
}

// goalNames lists the goals' names ("A, B").
func goalNames(g *graph.Graph) string {
	names := make([]string, len(g.Goals))
	for i, x := range g.Goals {
		names[i] = g.Name(x)
	}
	return strings.Join(names, ", ")
}
