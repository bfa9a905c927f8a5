package graph

import (
	"fmt"
	"math"
	"math/rand/v2"
)

// GenerateParams shape a random graph.
type GenerateParams struct {
	Nodes  int     // at least 2
	Degree int     // each node connects to about this many of its nearest neighbours
	Arcs   float64 // share of connections made one-way arcs (0..1)
	Size   float64 // positions are in [0, Size)²; 0 means 600
}

// Generate returns a random graph from seed: nodes at random positions,
// each joined to its Degree nearest neighbours with cost = the rounded-up
// distance times a random factor in [1, 1.5) (so straight-line distance is
// admissible and consistent), a share Arcs of them one-way; start n0, goal
// the node farthest from it; h = the straight-line distance to the goal.
// The same seed and parameters always give the same graph.
func Generate(seed uint64, p GenerateParams) (*Graph, error) {
	if p.Nodes < 2 || p.Nodes > MaxNodes {
		return nil, fmt.Errorf("a random graph has 2 to %d nodes, not %d", MaxNodes, p.Nodes)
	}
	if p.Degree < 1 {
		p.Degree = 1
	}
	if p.Size <= 0 {
		p.Size = 600
	}
	r := rand.New(rand.NewPCG(seed, 0x6772617068))
	g := &Graph{}
	for i := 0; i < p.Nodes; i++ {
		g.addNode(Node{Name: fmt.Sprintf("n%d", i), X: math.Floor(r.Float64() * p.Size), Y: math.Floor(r.Float64() * p.Size)})
	}
	linked := make(map[[2]int32]bool)
	for i := range g.Nodes {
		for _, j := range nearest(g, int32(i), p.Degree) {
			key := [2]int32{min(int32(i), j), max(int32(i), j)}
			if linked[key] {
				continue
			}
			linked[key] = true
			c := math.Ceil(dist(g, int32(i), j) * (1 + r.Float64()/2))
			if r.Float64() < p.Arcs {
				g.addArc(Arc{From: int32(i), To: j, Cost: c})
			} else {
				g.addEdge(int32(i), j, c)
			}
		}
	}
	g.Start, g.Goals = 0, []int32{farthest(g, 0)}
	h := Values(g, Straight)
	for i := range g.Nodes {
		g.Nodes[i].H = math.Floor(h[i])
	}
	return g, nil
}

func dist(g *Graph, a, b int32) float64 {
	return math.Hypot(g.Nodes[a].X-g.Nodes[b].X, g.Nodes[a].Y-g.Nodes[b].Y)
}

// nearest returns up to k other nodes nearest to n (ties by index).
func nearest(g *Graph, n int32, k int) []int32 {
	var out []int32
	for len(out) < k && len(out) < len(g.Nodes)-1 {
		best := int32(-1)
		for j := range g.Nodes {
			j := int32(j)
			if j == n || contains(out, j) {
				continue
			}
			if best < 0 || dist(g, n, j) < dist(g, n, best) {
				best = j
			}
		}
		out = append(out, best)
	}
	return out
}

func farthest(g *Graph, n int32) int32 {
	best := n
	for j := range g.Nodes {
		if dist(g, n, int32(j)) > dist(g, n, best) {
			best = int32(j)
		}
	}
	return best
}

func contains(s []int32, x int32) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}
