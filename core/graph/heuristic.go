package graph

import (
	"fmt"
	"math"
)

// HeuristicKind chooses the h values a search sees.
type HeuristicKind uint8

const (
	// Given: the h= values of the level text (0 where missing). Admissible
	// only if the author made it so: Check tells.
	Given HeuristicKind = iota
	// Straight: the Euclidean distance from the node's position to the
	// nearest goal's. Admissible (and consistent) when every arc costs at
	// least the distance between its ends, as on a road map drawn to scale;
	// Check tells otherwise.
	Straight
	// Zero: h = 0 everywhere (admissible and consistent; A* becomes UCS).
	Zero
)

var heuristicNames = [...]string{"given", "straight-line", "zero"}

// HeuristicNames lists the kinds' names, Given first.
func HeuristicNames() []string { return append([]string(nil), heuristicNames[:]...) }

func (k HeuristicKind) String() string { return heuristicNames[k] }

// ParseHeuristic returns the kind named s.
func ParseHeuristic(s string) (HeuristicKind, error) {
	for i, n := range heuristicNames {
		if n == s {
			return HeuristicKind(i), nil
		}
	}
	return 0, fmt.Errorf("unknown heuristic %q (given, straight-line or zero)", s)
}

// Values returns h for every node under kind k.
func Values(g *Graph, k HeuristicKind) []float64 {
	h := make([]float64, len(g.Nodes))
	for i, n := range g.Nodes {
		switch k {
		case Given:
			h[i] = n.H
		case Straight:
			h[i] = math.Inf(1)
			for _, x := range g.Goals {
				gn := g.Nodes[x]
				h[i] = math.Min(h[i], math.Hypot(n.X-gn.X, n.Y-gn.Y))
			}
		}
	}
	return h
}
