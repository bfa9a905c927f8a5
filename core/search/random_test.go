package search_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"searchlab/core/search"
)

// randGraph is a random directed graph over states 0..n-1 with integer
// edge costs and an admissible heuristic that is usually inconsistent:
// h(v) = ⌊u·d(v)⌋ for a random u in [0, 1] per node, d the true distance.
// Actions are edge indices into the node's adjacency list.
type randGraph struct {
	n     int
	adj   [][]rgEdge
	rev   [][]rgEdge // rev[v]: edges into v (to = source)
	goal  int
	h     []float64
	unit  bool
	dist  []float64 // true cost to the goal (Inf if unreachable)
	steps []int     // fewest edges to the goal (-1 if unreachable)
}

type rgEdge struct {
	to   int
	cost float64
	idx  int // index in the source's adjacency (for rev edges)
}

func newRandGraph(r *rand.Rand, unit bool) *randGraph {
	n := 4 + r.IntN(9)
	g := &randGraph{n: n, adj: make([][]rgEdge, n), rev: make([][]rgEdge, n), goal: 1 + r.IntN(n-1), unit: unit}
	m := n + r.IntN(2*n)
	for range m {
		a, b := r.IntN(n), r.IntN(n)
		if a == b {
			continue
		}
		c := float64(1 + r.IntN(9))
		if unit {
			c = 1
		}
		g.rev[b] = append(g.rev[b], rgEdge{to: a, cost: c, idx: len(g.adj[a])})
		g.adj[a] = append(g.adj[a], rgEdge{to: b, cost: c})
	}
	// Oracles: Bellman-Ford style relaxation towards the goal (tiny graphs).
	g.dist = make([]float64, n)
	g.steps = make([]int, n)
	for v := range g.dist {
		g.dist[v], g.steps[v] = math.Inf(1), -1
	}
	g.dist[g.goal], g.steps[g.goal] = 0, 0
	for range n {
		for v := range n {
			for _, e := range g.adj[v] {
				if d := e.cost + g.dist[e.to]; d < g.dist[v] {
					g.dist[v] = d
				}
				if g.steps[e.to] >= 0 && (g.steps[v] < 0 || g.steps[e.to]+1 < g.steps[v]) {
					g.steps[v] = g.steps[e.to] + 1
				}
			}
		}
	}
	g.h = make([]float64, n)
	for v := range n {
		if !math.IsInf(g.dist[v], 1) {
			g.h[v] = math.Floor(r.Float64() * g.dist[v])
		}
	}
	return g
}

func (g *randGraph) Initial() int { return 0 }
func (g *randGraph) Actions(s int, buf []int) []int {
	buf = buf[:0]
	for i := range g.adj[s] {
		buf = append(buf, i)
	}
	return buf
}
func (g *randGraph) Result(s, a int) int         { return g.adj[s][a].to }
func (g *randGraph) IsGoal(s int) bool           { return s == g.goal }
func (g *randGraph) Cost(s, a, next int) float64 { return g.adj[s][a].cost }
func (g *randGraph) H(s int) float64             { return g.h[s] }
func (g *randGraph) Goals() []int                { return []int{g.goal} }
func (g *randGraph) Predecessors(s int, buf []search.Edge[int, int]) []search.Edge[int, int] {
	buf = buf[:0]
	for _, e := range g.rev[s] {
		buf = append(buf, search.Edge[int, int]{From: e.to, Action: e.idx})
	}
	return buf
}

// TestRandomGraphs cross-checks every algorithm on 300 random graphs against
// the relaxation oracles: costs of UCS, A* (inconsistent heuristics) and IDA*
// equal the true optimum; BFS, IDDFS and bidirectional search find the fewest
// edges on unit-cost graphs; every returned path replays to the goal;
// unreachable goals give NotFound (IDA*, a tree search that cannot detect
// it on cyclic graphs, gives Cutoff under a depth limit instead).
func TestRandomGraphs(t *testing.T) {
	r := rand.New(rand.NewPCG(42, 42))
	solvable := 0
	for i := range 300 {
		unit := i%2 == 0
		g := newRandGraph(r, unit)
		reachable := g.steps[0] >= 0
		if reachable {
			solvable++
		}
		for _, al := range algos[int, int]() {
			o := search.Options[int]{Limits: search.Limits{MaxNodes: 1e6}}
			if isIDA(al.name) && !reachable {
				o.Limits.MaxDepth = g.n + 1
			}
			if al.name == "dls" {
				o.Limits.MaxDepth = g.n // a simple path has fewer than n edges
			}
			res := search.Solve(al.make(g, o))
			if !reachable {
				want := search.NotFound
				if isIDA(al.name) {
					want = search.Cutoff
				}
				if res.Status != want && !(isIDA(al.name) && res.Status == search.NotFound) {
					t.Fatalf("graph %d %s: %v, want %v", i, al.name, res.Status, want)
				}
				continue
			}
			if res.Status != search.Found {
				t.Fatalf("graph %d %s: %v", i, al.name, res.Status)
			}
			end, cost, err := replay[int, int](g, res.Actions)
			if err != nil || end != g.goal || cost != res.Cost {
				t.Fatalf("graph %d %s: path %v ends at %d cost %v/%v (%v)", i, al.name, res.Actions, end, cost, res.Cost, err)
			}
			if al.optimal == "cost" && cost != g.dist[0] {
				t.Fatalf("graph %d %s: cost %v, optimum %v", i, al.name, cost, g.dist[0])
			}
			if al.optimal == "unit" && len(res.Actions) != g.steps[0] {
				t.Fatalf("graph %d %s: %d edges, fewest %d", i, al.name, len(res.Actions), g.steps[0])
			}
		}
	}
	if solvable < 100 || solvable > 250 {
		t.Errorf("%d of 300 random graphs solvable: the generator no longer covers both cases", solvable)
	}
}
