package search_test

import (
	"fmt"
	"reflect"
	"testing"
	"unsafe"

	"searchlab/core/search"
)

// treeAlgos are the five algorithms with a tree-like variant
// (Options.TreeSearch).
var treeAlgos = []struct {
	name string
	make func(search.Problem[string, string], search.Options[string]) search.Stepper[string]
}{
	{"bfs", func(p search.Problem[string, string], o search.Options[string]) search.Stepper[string] {
		return search.NewBFS(p, o)
	}},
	{"dfs", func(p search.Problem[string, string], o search.Options[string]) search.Stepper[string] {
		return search.NewDFS(p, o)
	}},
	{"ucs", func(p search.Problem[string, string], o search.Options[string]) search.Stepper[string] {
		return search.NewUCS(p, o)
	}},
	{"greedy", func(p search.Problem[string, string], o search.Options[string]) search.Stepper[string] {
		return search.NewGreedy(p, o)
	}},
	{"astar", func(p search.Problem[string, string], o search.Options[string]) search.Stepper[string] {
		return search.NewAStar(p, o)
	}},
}

// replayPath follows actions from g's start through the problem's rules
// and returns the state reached and the summed cost (a bad action panics
// in Cost).
func replayPath(g *graph, actions []string) (string, float64) {
	s, c := g.Initial(), 0.0
	for _, a := range actions {
		legal := false
		for _, b := range g.Actions(s, nil) {
			legal = legal || a == b
		}
		if !legal {
			return fmt.Sprintf("illegal %s from %s", a, s), c
		}
		n := g.Result(s, a)
		c += g.Cost(s, a, n)
		s = n
	}
	return s, c
}

// TestTreeSearchRomania: on AIMA's Romania map the tree-like variants keep
// their guarantees (AIMA 4e §3.3.3, §3.4–3.5): uniform-cost and A* with the
// straight-line distance (admissible) return the optimal 418 km, BFS a path
// of the fewest roads (3); every answer replays through the map; and each
// tree search generates at least as many nodes as the graph search (it
// keeps every path to a state).
func TestTreeSearchRomania(t *testing.T) {
	for _, a := range treeAlgos {
		if a.name == "dfs" {
			continue // Romania's two-way roads make tree DFS go back and forth (see TestTreeDFSLoops)
		}
		g := romania()
		lim := search.Limits{MaxNodes: 100_000}
		graphR := search.Solve(a.make(hgraph{g}, search.Options[string]{Limits: lim}))
		treeR := search.Solve(a.make(hgraph{g}, search.Options[string]{Limits: lim, TreeSearch: true}))
		if treeR.Status != search.Found {
			t.Fatalf("%s tree search: %v", a.name, treeR.Status)
		}
		end, cost := replayPath(g, treeR.Actions)
		if end != "Bucharest" || cost != treeR.Cost {
			t.Errorf("%s tree search: path %v ends at %s with cost %v, reported %v", a.name, treeR.Actions, end, cost, treeR.Cost)
		}
		switch a.name {
		case "ucs", "astar":
			if treeR.Cost != 418 {
				t.Errorf("%s tree search: cost %v, want 418", a.name, treeR.Cost)
			}
		case "bfs":
			if len(treeR.Actions) != 3 {
				t.Errorf("bfs tree search: %d roads, want 3", len(treeR.Actions))
			}
		case "greedy":
			// Figure 3.17: greedy goes Arad, Sibiu, Fagaras, Bucharest
			// (450 km); the tree variant takes the same path.
			if !reflect.DeepEqual(treeR.Actions, []string{"Sibiu", "Fagaras", "Bucharest"}) {
				t.Errorf("greedy tree search: %v", treeR.Actions)
			}
		}
		if treeR.Stats.Generated < graphR.Stats.Generated {
			t.Errorf("%s: tree search generated %d < graph search %d", a.name, treeR.Stats.Generated, graphR.Stats.Generated)
		}
		if treeR.Stats.MemoryBytes <= 0 {
			t.Errorf("%s tree search: memory %d", a.name, treeR.Stats.MemoryBytes)
		}
	}
}

// TestTreeSearchRepeatsStates: a tree-like search holds one node per path,
// so on Romania (two-way roads) BFS, DFS and UCS generate Arad again as a child
// of its neighbours and expand some city more than once, and the events
// name nodes consistently: every expanded node was generated before, every
// parent node was expanded, and no reached set is reported.
func TestTreeSearchRepeatsStates(t *testing.T) {
	for _, a := range treeAlgos {
		if a.name == "greedy" {
			continue
		}
		born := map[int32]string{}
		expandedNode := map[int32]bool{}
		expandedState := map[string]int{}
		repeated := false
		obs := func(e search.Event[string]) {
			if e.Explored != 0 {
				t.Errorf("%s: tree search reports %d explored", a.name, e.Explored)
			}
			switch e.Kind {
			case search.Generate:
				if e.Dropped {
					// Only DFS drops, what lies past its depth limit (the
					// node at the limit is not expanded).
					if a.name != "dfs" || born[e.ParentNode] != e.Parent || e.Depth != 5 {
						t.Errorf("%s: dropped %s under node %d (%q) at depth %d", a.name, e.State, e.ParentNode, born[e.ParentNode], e.Depth)
					}
					return
				}
				if e.Node == 0 || born[e.Node] != "" {
					t.Errorf("%s: generate of %s has node id %d (already born: %q)", a.name, e.State, e.Node, born[e.Node])
				}
				if !e.Root && !expandedNode[e.ParentNode] {
					t.Errorf("%s: %s generated under node %d, never expanded", a.name, e.State, e.ParentNode)
				}
				born[e.Node] = e.State
			case search.Expand:
				if born[e.Node] != e.State || expandedNode[e.Node] {
					t.Errorf("%s: expand of %s names node %d (%q, expanded before: %v)", a.name, e.State, e.Node, born[e.Node], expandedNode[e.Node])
				}
				expandedNode[e.Node] = true
				expandedState[e.State]++
				repeated = repeated || expandedState[e.State] > 1
			case search.Solution:
				if born[e.Node] != e.State {
					t.Errorf("%s: solution %s names node %d (%q)", a.name, e.State, e.Node, born[e.Node])
				}
			}
		}
		// DFS with a depth limit (it would go back and forth along the
		// first road): it frees finished branches, and the ids stay unique.
		lim := search.Limits{MaxDepth: 4}
		r := search.Solve(a.make(hgraph{romania()}, search.Options[string]{Limits: lim, Observer: obs, TreeSearch: true}))
		if r.Status != search.Found {
			t.Fatalf("%s: %v", a.name, r.Status)
		}
		if a.name != "astar" && !repeated {
			// A* with straight-line h expands no state twice on the way
			// to Bucharest (Figure 3.18's tree has repeated Arad and Sibiu
			// on its frontier, never expanded).
			t.Errorf("%s tree search expanded no state twice: %v", a.name, expandedState)
		}
	}
}

// TestTreeAStarExpansionOrder: AIMA 4e Figure 3.18 is drawn as a tree
// search (Arad reappears under Sibiu with f = 646); its expansions are
// Arad, Sibiu, Rimnicu Vilcea, Fagaras, Pitesti, then Bucharest at 418.
func TestTreeAStarExpansionOrder(t *testing.T) {
	var got []string
	var arads []float64
	obs := func(e search.Event[string]) {
		if e.Kind == search.Expand {
			got = append(got, e.State)
		}
		if e.Kind == search.Generate && e.State == "Arad" {
			arads = append(arads, e.G+e.H)
		}
	}
	r := search.Solve(search.NewAStar[string, string](hgraph{romania()}, search.Options[string]{Observer: obs, TreeSearch: true}))
	want := []string{"Arad", "Sibiu", "RimnicuVilcea", "Fagaras", "Pitesti"}
	if !reflect.DeepEqual(got, want) || r.Cost != 418 {
		t.Errorf("expanded %v, cost %v; want %v, 418", got, r.Cost, want)
	}
	if !reflect.DeepEqual(arads, []float64{366, 646}) {
		t.Errorf("Arad generated with f %v, want [366 646] (Figure 3.18)", arads)
	}
}

// dfsLoop is a graph where depth-first search tries a cycle first: S-A, then
// A→B→C→A round and round; S-D-G is the way out (the graph game's
// levels/graph/dfs-loop.txt).
func dfsLoop() *graph {
	return newGraph("S", "G", true, "S A 1,S D 1,A B 1,B C 1,C A 1,D G 1", map[string]float64{})
}

// TestTreeDFSLoops: tree-like DFS goes round the cycle until the node
// budget stops it (BudgetExceeded with the node budget), where graph DFS
// sees A again, backs up and finds S, D, G; with a depth limit the tree
// search is depth-limited search, which backs up at the limit and finds
// the goal too; tree BFS, UCS and A* find it as well (complete), greedy
// (h = 0 here: breadth-first order) too.
func TestTreeDFSLoops(t *testing.T) {
	g := dfsLoop()
	r := search.Solve(search.NewDFS[string, string](g, search.Options[string]{Limits: search.Limits{MaxNodes: 500}, TreeSearch: true}))
	if r.Status != search.BudgetExceeded || r.Budget != search.NodeBudget || r.Stats.Expanded != 500 {
		t.Errorf("tree DFS: %v (%v) after %d expansions, want budget_exceeded (nodes) after 500", r.Status, r.Budget, r.Stats.Expanded)
	}
	graphR := search.Solve(search.NewDFS[string, string](g, search.Options[string]{Limits: search.Limits{MaxNodes: 500}}))
	if graphR.Status != search.Found || !reflect.DeepEqual(graphR.Actions, []string{"D", "G"}) {
		t.Errorf("graph DFS: %v %v, want found D G", graphR.Status, graphR.Actions)
	}
	dl := search.Solve(search.NewDFS[string, string](g, search.Options[string]{Limits: search.Limits{MaxNodes: 500, MaxDepth: 4}, TreeSearch: true}))
	if dl.Status != search.Found || !reflect.DeepEqual(dl.Actions, []string{"D", "G"}) {
		t.Errorf("tree DFS with depth limit 4: %v %v, want found D G", dl.Status, dl.Actions)
	}
	short := search.Solve(search.NewDFS[string, string](newGraph("S", "G", true, "S A 1,A B 1,B A 1,C G 1", nil),
		search.Options[string]{Limits: search.Limits{MaxDepth: 5}, TreeSearch: true}))
	if short.Status != search.Cutoff {
		t.Errorf("tree DFS, limit 5, unreachable goal behind a cycle: %v, want cutoff", short.Status)
	}
	for _, a := range treeAlgos {
		if a.name == "dfs" {
			continue
		}
		r := search.Solve(a.make(hgraph{g}, search.Options[string]{Limits: search.Limits{MaxNodes: 500}, TreeSearch: true}))
		if end, _ := replayPath(g, r.Actions); r.Status != search.Found || end != "G" || len(r.Actions) != 2 {
			t.Errorf("%s tree search on the loop: %v %v", a.name, r.Status, r.Actions)
		}
	}
}

// TestTreeSearchMemory: the memory a tree search reports grows with the
// nodes it holds and a memory budget stops tree DFS on the cycle.
func TestTreeSearchMemory(t *testing.T) {
	r := search.Solve(search.NewDFS[string, string](dfsLoop(), search.Options[string]{Limits: search.Limits{MaxMemory: 1 << 16}, TreeSearch: true}))
	if r.Status != search.BudgetExceeded || r.Budget != search.MemoryBudget || r.Stats.MemoryBytes < 1<<16 {
		t.Errorf("tree DFS with 64 KiB: %v (%v), memory %d", r.Status, r.Budget, r.Stats.MemoryBytes)
	}
}

// TestTreeSearchStepwise: stepping a tree search one Step at a time gives
// the result of Solve.
func TestTreeSearchStepwise(t *testing.T) {
	for _, a := range treeAlgos {
		o := search.Options[string]{Limits: search.Limits{MaxNodes: 300}, TreeSearch: true}
		whole := search.Solve(a.make(hgraph{romania()}, o))
		s := a.make(hgraph{romania()}, o)
		for s.Step() {
		}
		if r := s.Result(); !reflect.DeepEqual(r.Actions, whole.Actions) || r.Status != whole.Status || r.Stats.Expanded != whole.Stats.Expanded {
			t.Errorf("%s: stepped %v %v %d, solved %v %v %d", a.name, r.Status, r.Actions, r.Stats.Expanded, whole.Status, whole.Actions, whole.Stats.Expanded)
		}
	}
}

// TestTreeDFSSpace: depth-first tree search with a depth limit holds only
// the current path and its siblings, AIMA's O(bm): on the 8-puzzle with
// limit 14 it generates several hundred thousand nodes, and the memory
// it reports stays that of a few dozen (no more than b·limit + 1 = 57
// nodes of the arena, its ids and the stack, in their first, growing
// chunk); graph DFS keeps an explored set of every state it expands.
func TestTreeDFSSpace(t *testing.T) {
	p, err := newPuzzle(3, 3, "8 6 7 2 5 4 3 0 1", "1 2 3 4 5 6 7 8 0")
	if err != nil {
		t.Fatal(err)
	}
	o := search.Options[tiles]{Limits: search.Limits{MaxDepth: 14}, TreeSearch: true}
	r := search.Solve(search.NewDFS[tiles, uint8](p, o))
	if r.Status != search.Cutoff || r.Stats.Generated < 100_000 {
		t.Fatalf("tree DFS, limit 14, on a board 31 moves away: %v after %d generated", r.Status, r.Stats.Generated)
	}
	// 64 slots of a node (state, action, parent, depth, g), an id and a
	// stack entry: an append-grown slice holding ≤ 57 has capacity ≤ 64.
	var n struct {
		s       tiles
		a       uint8
		p, d    int32
		g       float64
		id, stk int32
	}
	if bound := int64(64 * unsafe.Sizeof(n)); r.Stats.MemoryBytes > bound+256 {
		t.Errorf("tree DFS reports %d bytes, more than %d nodes' worth (%d)", r.Stats.MemoryBytes, 64, bound)
	}
	g := search.Solve(search.NewDFS[tiles, uint8](p, search.Options[tiles]{Limits: search.Limits{MaxDepth: 14}}))
	t.Logf("tree DFS: %d generated, %d bytes; graph DFS: %d generated, %d bytes", r.Stats.Generated, r.Stats.MemoryBytes, g.Stats.Generated, g.Stats.MemoryBytes)
	if g.Stats.MemoryBytes < 10*r.Stats.MemoryBytes {
		t.Errorf("graph DFS reports %d bytes, tree DFS %d", g.Stats.MemoryBytes, r.Stats.MemoryBytes)
	}
}
