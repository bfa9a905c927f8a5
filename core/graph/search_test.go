package graph

import (
	"fmt"
	"math"
	"testing"

	"searchlab/core/search"
)

type stepper = search.Stepper[Move]

// run solves with algorithm algo on p and checks the path is one of the
// graph's, with the reported cost; it returns the result and the expanded
// states in order.
func run(t *testing.T, p *Problem, algo string) (search.Result[Move], []int32) {
	t.Helper()
	var expanded []int32
	o := search.Options[int32]{
		Limits: search.Limits{MaxNodes: 1_000_000},
		Observer: func(e search.Event[int32]) {
			// A goal taken from the frontier ends the search with a
			// Solution event instead of an Expand: it is the last node
			// taken, as in AIMA's expansion sequences.
			if e.Kind == search.Expand || e.Kind == search.Solution {
				expanded = append(expanded, e.State)
			}
		},
	}
	var s stepper
	switch algo {
	case "bfs":
		s = search.NewBFS[int32, Move](p, o)
	case "dfs":
		s = search.NewDFS[int32, Move](p, o)
	case "ucs":
		s = search.NewUCS[int32, Move](p, o)
	case "astar":
		s = search.NewAStar[int32, Move](p, o)
	case "greedy":
		s = search.NewGreedy[int32, Move](p, o)
	case "idastar":
		s = search.NewIDAStar(search.AsIDAProblem[int32, Move](p), o, search.IDAStarParams{})
	case "bidirectional":
		s = search.NewBidirectional[int32, Move](p, o)
	case "iddfs":
		s = search.NewIDDFS[int32, Move](p, o)
	default:
		t.Fatalf("no algorithm %s", algo)
	}
	r := search.Solve(s)
	if r.Status == search.Found {
		cost, ok := p.G.PathCost(r.Actions)
		end := p.G.Start
		if len(r.Actions) > 0 {
			end = p.G.Arcs[r.Actions[len(r.Actions)-1].Arc].To
		}
		if !ok || !p.G.IsGoal(end) || math.Abs(cost-r.Cost) > 1e-9 {
			t.Errorf("%s: path %v is not a path of the graph to a goal with cost %v (ok %v, cost %v)", algo, r.Actions, r.Cost, ok, cost)
		}
	}
	return r, expanded
}

func pathNames(p *Problem, acts []Move) string {
	s := p.G.Name(p.G.Start)
	for _, a := range acts {
		s += " " + a.String()
	}
	return s
}

func TestRomania(t *testing.T) {
	p := NewProblem(sample(t, "romania"), Given)
	for _, c := range []struct {
		algo, path string
		cost       float64
	}{
		{"ucs", "Arad Sibiu RimnicuVilcea Pitesti Bucharest", 418},
		{"astar", "Arad Sibiu RimnicuVilcea Pitesti Bucharest", 418},
		{"idastar", "Arad Sibiu RimnicuVilcea Pitesti Bucharest", 418},
		{"greedy", "Arad Sibiu Fagaras Bucharest", 450},
	} {
		r, _ := run(t, p, c.algo)
		if r.Status != search.Found || pathNames(p, r.Actions) != c.path || r.Cost != c.cost {
			t.Errorf("%s: %v %q cost %v, want %q cost %v", c.algo, r.Status, pathNames(p, r.Actions), r.Cost, c.path, c.cost)
		}
	}
	for _, algo := range []string{"bfs", "bidirectional", "iddfs"} {
		if r, _ := run(t, p, algo); r.Status != search.Found || len(r.Actions) != 3 {
			t.Errorf("%s: %v %q, want a path of 3 edges", algo, r.Status, pathNames(p, r.Actions))
		}
	}
	_, expanded := run(t, p, "astar")
	if got, want := names(p.G, expanded), "Arad Sibiu RimnicuVilcea Fagaras Pitesti Bucharest"; got != want {
		t.Errorf("A* expands %q, want %q (AIMA Fig. 3.18)", got, want)
	}
}

func TestSamplesTeachTheirLesson(t *testing.T) {
	for _, c := range []struct {
		sample, algo string
		h            HeuristicKind
		path         string
	}{
		{"misleading", "greedy", Given, "S A C G"},
		{"misleading", "astar", Given, "S B G"},
		{"inadmissible", "astar", Given, "S B G"},
		{"inadmissible", "astar", Zero, "S A G"},
		{"dfs-loop", "dfs", Given, "S D G"},
		{"dfs-loop", "bidirectional", Given, "S D G"},
		{"goals", "ucs", Zero, "S B C G2"},
		{"goals", "bfs", Zero, "S A G1"},
		{"tree", "dfs", Zero, "S B F G"},
	} {
		p := NewProblem(sample(t, c.sample), c.h)
		if r, _ := run(t, p, c.algo); pathNames(p, r.Actions) != c.path {
			t.Errorf("%s %s (h %v): %v %q, want %q", c.sample, c.algo, c.h, r.Status, pathNames(p, r.Actions), c.path)
		}
	}
}

// dijkstra is the test's own single-source shortest paths (Dijkstra 1959, the
// O(V²) array form, independent of the package's heap-based TrueCost).
func dijkstra(g *Graph) []float64 {
	d := make([]float64, len(g.Nodes))
	done := make([]bool, len(g.Nodes))
	for i := range d {
		d[i] = math.Inf(1)
	}
	d[g.Start] = 0
	for {
		u := -1
		for i := range d {
			if !done[i] && !math.IsInf(d[i], 1) && (u < 0 || d[i] < d[u]) {
				u = i
			}
		}
		if u < 0 {
			return d
		}
		done[u] = true
		for _, a := range g.Arcs {
			if int(a.From) == u && d[u]+a.Cost < d[a.To] {
				d[a.To] = d[u] + a.Cost
			}
		}
	}
}

// hops is the fewest arcs from the start to a goal, by a plain queue (-1: none).
func hops(g *Graph) int {
	dist := map[int32]int{g.Start: 0}
	q := []int32{g.Start}
	for len(q) > 0 {
		u := q[0]
		q = q[1:]
		if g.IsGoal(u) {
			return dist[u]
		}
		for _, a := range g.Arcs {
			if _, seen := dist[a.To]; a.From == u && !seen {
				dist[a.To] = dist[u] + 1
				q = append(q, a.To)
			}
		}
	}
	return -1
}

func TestRandomGraphsAgainstDijkstra(t *testing.T) {
	for seed := uint64(1); seed <= 100; seed++ {
		g, err := Generate(seed, GenerateParams{Nodes: 4 + int(seed%25), Degree: 1 + int(seed%3), Arcs: 0.3})
		if err != nil {
			t.Fatal(err)
		}
		want := dijkstra(g)[g.Goals[0]]
		for _, k := range []HeuristicKind{Given, Straight, Zero} {
			p := NewProblem(g, k)
			if r := Check(g, p.h); !r.Admissible() {
				t.Fatalf("seed %d: the generator's %v heuristic is not admissible at %v", seed, k, r.NotAdmissible)
			}
			algos := []string{"ucs", "astar", "idastar"}
			if k == Zero || math.IsInf(want, 1) || len(g.Nodes) > 16 {
				// IDA* is a tree search: with h = 0 on real costs it needs one
				// bound per distinct path cost, on a cyclic graph with an
				// unreachable goal it runs until its budget, and on larger
				// graphs its paths multiply past the test's budget.
				algos = algos[:2]
			}
			for _, algo := range algos {
				name := fmt.Sprintf("seed %d %s h=%v", seed, algo, k)
				r, _ := run(t, p, algo)
				if math.IsInf(want, 1) {
					if r.Status == search.Found {
						t.Errorf("%s: found %v, but the goal is unreachable", name, r.Actions)
					}
				} else if r.Status != search.Found || math.Abs(r.Cost-want) > 1e-9 {
					t.Errorf("%s: %v cost %v, want the optimal %v", name, r.Status, r.Cost, want)
				}
			}
		}
		p := NewProblem(g, Zero)
		for _, algo := range []string{"bfs", "bidirectional", "iddfs"} {
			if algo == "iddfs" && hops(g) < 0 {
				continue // a tree search: on a cyclic graph it runs until its budget
			}
			r, _ := run(t, p, algo)
			if n := hops(g); (n < 0) != (r.Status != search.Found) || (n >= 0 && len(r.Actions) != n) {
				t.Errorf("seed %d %s: %v %d edges, want %d", seed, algo, r.Status, len(r.Actions), n)
			}
		}
		run(t, p, "dfs")
	}
}

func TestGenerateRepeatsFromItsSeed(t *testing.T) {
	a, _ := Generate(7, GenerateParams{Nodes: 30, Degree: 3, Arcs: 0.2})
	b, _ := Generate(7, GenerateParams{Nodes: 30, Degree: 3, Arcs: 0.2})
	c, _ := Generate(8, GenerateParams{Nodes: 30, Degree: 3, Arcs: 0.2})
	if Format(a) != Format(b) || Format(a) == Format(c) {
		t.Error("the same seed must give the same graph, another seed another")
	}
	if _, err := Generate(1, GenerateParams{Nodes: 1}); err == nil {
		t.Error("a one-node graph was generated")
	}
}
