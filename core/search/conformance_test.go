package search_test

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"searchlab/core/search"
)

// algo builds one algorithm as a Stepper for a problem.
type algo[S comparable, A any] struct {
	name    string
	optimal string // "unit": optimal in number of actions; "cost": optimal in cost; "": neither
	make    func(search.Problem[S, A], search.Options[S]) search.Stepper[A]
}

func algos[S comparable, A any]() []algo[S, A] {
	return []algo[S, A]{
		{"bfs", "unit", func(p search.Problem[S, A], o search.Options[S]) search.Stepper[A] { return search.NewBFS(p, o) }},
		{"dfs", "", func(p search.Problem[S, A], o search.Options[S]) search.Stepper[A] { return search.NewDFS(p, o) }},
		{"dls", "", func(p search.Problem[S, A], o search.Options[S]) search.Stepper[A] {
			if o.Limits.MaxDepth == 0 {
				o.Limits.MaxDepth = 40
			}
			return search.NewDLS(p, o)
		}},
		{"iddfs", "unit", func(p search.Problem[S, A], o search.Options[S]) search.Stepper[A] { return search.NewIDDFS(p, o) }},
		{"ucs", "cost", func(p search.Problem[S, A], o search.Options[S]) search.Stepper[A] { return search.NewUCS(p, o) }},
		{"greedy", "", func(p search.Problem[S, A], o search.Options[S]) search.Stepper[A] { return search.NewGreedy(p, o) }},
		{"astar", "cost", func(p search.Problem[S, A], o search.Options[S]) search.Stepper[A] { return search.NewAStar(p, o) }},
		{"idastar", "cost", func(p search.Problem[S, A], o search.Options[S]) search.Stepper[A] {
			return search.NewIDAStar(search.AsIDAProblem(p), o, search.IDAStarParams{})
		}},
		{"idastar-tt", "cost", func(p search.Problem[S, A], o search.Options[S]) search.Stepper[A] {
			return search.NewIDAStar(search.AsIDAProblem(p), o, search.IDAStarParams{Transpositions: true})
		}},
		{"bidirectional", "unit", func(p search.Problem[S, A], o search.Options[S]) search.Stepper[A] {
			return search.NewBidirectional(p, o)
		}},
		{"wastar-1", "cost", func(p search.Problem[S, A], o search.Options[S]) search.Stepper[A] {
			return search.NewWeightedAStar(p, o, 1)
		}},
		{"wastar-2", "", func(p search.Problem[S, A], o search.Options[S]) search.Stepper[A] {
			return search.NewWeightedAStar(p, o, 2)
		}},
		{"bulb-1", "", func(p search.Problem[S, A], o search.Options[S]) search.Stepper[A] {
			return search.NewBULB(p, o, search.BULBParams{Width: 1, NoWiden: true})
		}},
		{"bulb-4", "", func(p search.Problem[S, A], o search.Options[S]) search.Stepper[A] {
			return search.NewBULB(p, o, search.BULBParams{Width: 4})
		}},
		// ARA* run to the end returns an optimal solution.
		{"ara", "cost", func(p search.Problem[S, A], o search.Options[S]) search.Stepper[A] {
			return search.NewARAStar(p, o, search.ARAParams{Weight: 3, Step: 0.5})
		}},
	}
}

// boundOf returns the suboptimality bound an algo guarantees (0: none):
// the weight of weighted A*.
func boundOf(name string) float64 {
	if name == "wastar-2" {
		return 2
	}
	return 0
}

// isAnytime reports whether an algo is an anytime search (search.Anytime):
// a budget that ends it after a solution returns that solution, Found.
func isAnytime(name string) bool { return name == "ara" || strings.HasPrefix(name, "bulb") }

// isIDA reports whether an algo is IDA* (with or without the
// transposition table): a tree search that cannot prove NotFound on a
// cyclic graph.
func isIDA(name string) bool { return strings.HasPrefix(name, "idastar") }

// replay applies actions from the initial state, checking each is
// applicable, and returns the final state and the path cost.
func replay[S comparable, A comparable](p search.Problem[S, A], actions []A) (S, float64, error) {
	s := p.Initial()
	cost := 0.0
	var buf []A
	for i, a := range actions {
		buf = p.Actions(s, buf)
		if !slices.Contains(buf, a) {
			return s, 0, fmt.Errorf("action %d (%v) is not applicable in %v", i, a, s)
		}
		n := p.Result(s, a)
		cost += p.Cost(s, a, n)
		s = n
	}
	return s, cost, nil
}

// caseOf is one conformance case: a problem, its optimal length (unit-cost
// problems) and its optimal cost, and which algorithms apply.
type caseOf[S comparable, A comparable] struct {
	name       string
	p          search.Problem[S, A]
	unitCost   bool
	optLen     int     // optimal number of actions (unit-cost problems; -1 unknown)
	optCost    float64 // optimal cost
	skip       []string
	maxExpands int64 // a safety budget
}

func runConformance[S comparable, A comparable](t *testing.T, c caseOf[S, A]) {
	for _, al := range algos[S, A]() {
		if slices.Contains(c.skip, al.name) {
			continue
		}
		t.Run(c.name+"/"+al.name, func(t *testing.T) {
			r := search.Solve(al.make(c.p, search.Options[S]{Limits: search.Limits{MaxNodes: c.maxExpands}}))
			if r.Status != search.Found {
				t.Fatalf("status %v, want found (stats %+v)", r.Status, r.Stats)
			}
			end, cost, err := replay(c.p, r.Actions)
			if err != nil {
				t.Fatal(err)
			}
			if !c.p.IsGoal(end) {
				t.Fatalf("solution %v ends in %v, not a goal", r.Actions, end)
			}
			if math.Abs(cost-r.Cost) > 1e-9 {
				t.Fatalf("reported cost %v, replayed cost %v", r.Cost, cost)
			}
			if cost < c.optCost-1e-9 {
				t.Fatalf("cost %v below the optimum %v: the oracle is wrong", cost, c.optCost)
			}
			optimalHere := al.optimal == "cost" || (al.optimal == "unit" && c.unitCost)
			if optimalHere && math.Abs(cost-c.optCost) > 1e-9 {
				t.Fatalf("cost %v, want optimal %v (path %v)", cost, c.optCost, r.Actions)
			}
			if al.optimal == "unit" && c.optLen >= 0 && len(r.Actions) != c.optLen {
				t.Fatalf("length %d, want fewest actions %d", len(r.Actions), c.optLen)
			}
			if w := boundOf(al.name); w > 0 && cost > w*c.optCost+1e-9 {
				t.Fatalf("cost %v above %v × the optimum %v", cost, w, c.optCost)
			}
			if r.Bound != 0 && (r.Bound < 1 || cost > r.Bound*c.optCost+1e-9) {
				t.Fatalf("cost %v above the proven bound %v × the optimum %v", cost, r.Bound, c.optCost)
			}
			depth := len(r.Actions)
			if al.name == "bidirectional" {
				depth = (depth + 1) / 2 // MaxDepth is per side
			}
			checkStats(t, r.Stats, depth)
		})
	}
}

// checkStats checks the invariants every search's statistics obey.
func checkStats(t *testing.T, st search.Stats, solutionLen int) {
	t.Helper()
	if st.Generated < 1 || st.Expanded < 0 || st.Generated < st.Expanded {
		t.Errorf("implausible counts: %+v", st)
	}
	if st.MaxDepth < solutionLen {
		t.Errorf("MaxDepth %d below solution length %d", st.MaxDepth, solutionLen)
	}
	if st.MaxFrontier < 1 || st.MemoryBytes <= 0 {
		t.Errorf("frontier/memory not reported: %+v", st)
	}
}

func TestConformanceRomania(t *testing.T) {
	g := romania()
	// Cost-optimal route: Arad–Sibiu–Rimnicu Vilcea–Pitesti–Bucharest, 418 km
	// (AIMA 4e §3.5.2). Fewest roads: 3 (Arad–Sibiu–Fagaras–Bucharest).
	runConformance(t, caseOf[string, string]{name: "romania", p: hgraph{g}, optLen: -1, optCost: 418,
		skip: []string{"bidirectional"}, maxExpands: 1e6})
	runConformance(t, caseOf[string, string]{name: "romania-rev", p: rgraph{g}, optLen: -1, optCost: 418,
		skip: []string{"bfs", "dfs", "dls", "iddfs", "ucs", "greedy", "astar", "idastar", "idastar-tt",
			"wastar-1", "wastar-2", "ara", "bulb-1", "bulb-4"}, maxExpands: 1e6})
	// Unit-cost view of the same map: every optimal-length search finds 3 roads.
	for _, al := range algos[string, string]() {
		if al.optimal != "unit" {
			continue
		}
		r := search.Solve(al.make(rgraph{g}, search.Options[string]{}))
		if r.Status != search.Found || len(r.Actions) != 3 {
			t.Errorf("%s: %v %v, want 3 roads", al.name, r.Status, r.Actions)
		}
	}
	// Greedy follows straight-line distance: Arad, Sibiu, Fagaras, Bucharest = 450 (AIMA 4e §3.5.1).
	if r := search.Solve(search.NewGreedy(hgraph{g}, search.Options[string]{})); r.Cost != 450 {
		t.Errorf("greedy cost %v, want 450 (%v)", r.Cost, r.Actions)
	}
}

func TestConformanceInconsistentHeuristic(t *testing.T) {
	runConformance(t, caseOf[string, string]{name: "inconsistent", p: hgraph{inconsistent()}, optLen: -1, optCost: 6,
		skip: []string{"bidirectional"}, maxExpands: 1e6})
}

func TestConformanceMazes(t *testing.T) {
	runConformance(t, caseOf[pos, byte]{name: "unit-maze", p: newMaze(unitMazeText), unitCost: true,
		optLen: unitMazeLen, optCost: unitMazeLen, maxExpands: 1e7})
	runConformance(t, caseOf[pos, byte]{name: "weighted-maze", p: newMaze(weightedMazeText), optLen: -1,
		optCost: weightedMazeCost, maxExpands: 1e7})
}

func TestConformancePuzzles(t *testing.T) {
	for _, c := range puzzleCases {
		p, err := newPuzzle(c.rows, c.cols, c.start, c.goal)
		if err != nil {
			t.Fatal(err)
		}
		skip := []string{}
		if c.dist > 12 {
			skip = append(skip, "iddfs", "dls") // exponential without an explored set
		}
		runConformance(t, caseOf[tiles, uint8]{name: c.name, p: p, unitCost: true, optLen: c.dist,
			optCost: float64(c.dist), skip: skip, maxExpands: 1e7})
	}
}

// puzzleCases: antipodes (states at the maximum distance) from exhaustive
// breadth-first searches of the 2×3 (21 moves) and 3×3 (31 moves) boards
// with the blank-last goal, and short instances.
var puzzleCases = []struct {
	name        string
	rows, cols  int
	start, goal string
	dist        int
}{
	{"2x2-antipode", 2, 2, "0 3 2 1", "1 2 3 0", 6},
	{"2x3-antipode", 2, 3, "4 5 0 1 2 3", "1 2 3 4 5 0", 21},
	{"3x3-short", 3, 3, "1 2 3 4 0 6 7 5 8", "1 2 3 4 5 6 7 8 0", 2},
	{"3x3-4moves", 3, 3, "0 1 3 4 2 5 7 8 6", "1 2 3 4 5 6 7 8 0", 4},
	{"3x3-antipode", 3, 3, "8 6 7 2 5 4 3 0 1", "1 2 3 4 5 6 7 8 0", 31},
}
