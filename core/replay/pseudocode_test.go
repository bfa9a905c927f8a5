package replay_test

import (
	"strings"
	"testing"

	"searchlab/core/games/all"
	"searchlab/core/replay"
	"searchlab/core/wire"
)

// wireKinds are the event kinds of core/wire (trace.go), transcribed: a
// pattern names one of them.
var wireKinds = []wire.TraceKind{
	wire.KindExpand, wire.KindGenerate, wire.KindNewBound, wire.KindMove, wire.KindRestart, wire.KindGeneration,
	wire.KindBeam, wire.KindPlayout, wire.KindSolution, wire.KindEnter, wire.KindLeave, wire.KindCutoff,
	wire.KindTTHit, wire.KindNewIteration, wire.KindChild, wire.KindBackup, wire.KindSolved,
}

// TestPseudocodePatternsAreUnique: in every pseudocode of the registry's
// algorithms (either family, graph and tree-like searches), every pattern
// names a wire kind, no two lines show one pattern, and some line shows
// one.
func TestPseudocodePatternsAreUnique(t *testing.T) {
	kinds := map[string]bool{}
	for _, k := range wireKinds {
		kinds[string(k)] = true
	}
	reg := all.Builtin()
	seen := map[string]bool{}
	for _, g := range reg.Games() {
		algos, err := reg.Algorithms(g.ID)
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range algos {
			for _, f := range []wire.TraceFamily{wire.TraceSearch, wire.TraceGame} {
				for _, tree := range []bool{false, true} {
					code, ok := (&replay.Trace{Algorithm: a.ID, Family: f, TreeSearch: tree}).Code()
					if !ok || seen[code.Title] {
						continue
					}
					seen[code.Title] = true
					checkPatterns(t, code, kinds)
				}
			}
		}
	}
	if len(seen) < len(oldLines) {
		t.Errorf("%d pseudocodes checked, want the %d of oldLines", len(seen), len(oldLines))
	}
}

// checkPatterns checks the patterns of code's lines against the kinds.
func checkPatterns(t *testing.T, code replay.Code, kinds map[string]bool) {
	t.Helper()
	patterns := replay.Patterns(code)
	if len(patterns) != len(code.Lines) {
		t.Errorf("%s: patterns for %d lines, %d lines", code.Title, len(patterns), len(code.Lines))
	}
	at := map[string]int{}
	for k, ps := range patterns {
		for _, p := range ps {
			if kind, _, _ := strings.Cut(p, " "); !kinds[kind] {
				t.Errorf("%s: line %d shows %q, of no wire kind", code.Title, k+1, p)
			}
			if j, dup := at[p]; dup {
				t.Errorf("%s: lines %d and %d both show %q", code.Title, j+1, k+1, p)
			}
			at[p] = k
		}
	}
	if len(at) == 0 {
		t.Errorf("%s: no line shows an event", code.Title)
	}
}

// TestParseOn: the notation of the lines' patterns, its traits in any
// order, and the errors.
func TestParseOn(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
		bad  bool
	}{
		{in: ""},
		{in: "  "},
		{in: "expand", want: []string{"expand"}},
		{in: "generate cut dropped; expand", want: []string{"generate dropped cut", "expand"}},
		{in: "generate backward root", want: []string{"generate root backward"}},
		{in: "move walked ;restart", want: []string{"move walked", "restart"}},
		{in: "generate dropt", bad: true},
		{in: "expand;", bad: true},
		{in: "; expand", bad: true},
	} {
		got, err := replay.ParseOn(c.in)
		if (err != nil) != c.bad {
			t.Errorf("ParseOn(%q): error %v, want an error: %v", c.in, err, c.bad)
			continue
		}
		if !c.bad && strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("ParseOn(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// checkMatches checks that every event of tr is shown by one line of
// code, the most specific pattern alone (no tie left to the lines' order).
func checkMatches(t *testing.T, tr *replay.Trace, code replay.Code) {
	t.Helper()
	for i := 0; i < tr.Len(); i++ {
		if line, ties := replay.Match(code, tr, i); line == 0 || ties != 0 {
			t.Fatalf("%s: event %d (%+v) is on line %d, with %d lines as specific", code.Title, i, tr.Event(i), line, ties)
		}
	}
}

// lineRule is one rule of the line functions as they were before the
// pseudocode's lines named their events (issue 27 item 2), transcribed from
// them: the first rule whose kind and condition hold for an event gives
// the event's line (1-based).
type lineRule struct {
	kind wire.TraceKind
	when string // a condition of holds; "" for always
	line int
}

// Conditions of lineRule.
const (
	root       = "root"
	rootBack   = "root, backward"
	dropped    = "dropped"
	droppedCut = "dropped, its parent not expanded (a depth limit)"
	depth0     = "depth 0"
	first      = "first iteration"
	walked     = "after a random walk"
	uphill     = "uphill"
	top        = "under no node"
)

// holds reports whether condition when holds for event i of tr.
func holds(t *testing.T, when string, tr *replay.Trace, i int) bool {
	ev := tr.Event(i)
	switch when {
	case "":
		return true
	case root:
		return ev.Root
	case rootBack:
		return ev.Root && ev.Backward
	case dropped:
		return ev.Dropped
	case droppedCut:
		return ev.Dropped && !replay.ParentExpanded(tr, i)
	case depth0:
		return ev.Depth == 0
	case first:
		return ev.Iteration <= 1
	case walked:
		return ev.Generated > 0
	case uphill:
		return replay.Uphill(tr, i)
	case top:
		return ev.ParentNode < 0
	}
	t.Fatalf("unknown condition %q", when)
	return false
}

var (
	bestFirstRules = []lineRule{
		{wire.KindGenerate, root, 3}, {wire.KindGenerate, dropped, 10}, {wire.KindGenerate, "", 12},
		{wire.KindExpand, "", 8}, {wire.KindSolution, "", 7},
	}
	bestFirstTreeRules = []lineRule{
		{wire.KindGenerate, root, 3}, {wire.KindGenerate, "", 8}, {wire.KindExpand, "", 5}, {wire.KindSolution, "", 6},
	}
)

// oldLines are the rules of every pseudocode, by its title.
var oldLines = map[string][]lineRule{
	"Breadth-first search (graph search, goal test on generation)": {
		{wire.KindGenerate, root, 4}, {wire.KindGenerate, dropped, 11}, {wire.KindGenerate, "", 13},
		{wire.KindExpand, "", 7}, {wire.KindSolution, depth0, 3}, {wire.KindSolution, "", 10},
	},
	"Depth-first search (graph search, with an optional depth limit)": {
		{wire.KindGenerate, root, 2}, {wire.KindGenerate, droppedCut, 9}, {wire.KindGenerate, "", 11},
		{wire.KindExpand, "", 10}, {wire.KindSolution, "", 7},
	},
	"Depth-limited search (tree search on the current path)": {
		{wire.KindGenerate, root, 2}, {wire.KindGenerate, droppedCut, 7}, {wire.KindGenerate, dropped, 9},
		{wire.KindGenerate, "", 10}, {wire.KindExpand, "", 8}, {wire.KindSolution, "", 6},
	},
	"Iterative deepening depth-first search": {
		{wire.KindNewBound, "", 2}, {wire.KindGenerate, root, 6}, {wire.KindGenerate, droppedCut, 8},
		{wire.KindGenerate, "", 10}, {wire.KindExpand, "", 9}, {wire.KindSolution, "", 7},
	},
	"Best-first search with f(n) = g(n), the path cost":           bestFirstRules,
	"Best-first search with f(n) = h(n), the estimate alone":      bestFirstRules,
	"Best-first search with f(n) = g(n) + h(n)":                   bestFirstRules,
	"Best-first search with f(n) = g(n) + w·h(n), w ≥ 1":          bestFirstRules,
	"Best-first tree search with f(n) = g(n), the path cost":      bestFirstTreeRules,
	"Best-first tree search with f(n) = h(n), the estimate alone": bestFirstTreeRules,
	"Best-first tree search with f(n) = g(n) + h(n)":              bestFirstTreeRules,
	"IDA* (iterative deepening A*, Korf 1985)": {
		{wire.KindNewBound, first, 2}, {wire.KindNewBound, "", 7}, {wire.KindGenerate, root, 2},
		{wire.KindGenerate, dropped, 9}, {wire.KindGenerate, "", 13}, {wire.KindExpand, "", 12}, {wire.KindSolution, "", 10},
	},
	"Bidirectional breadth-first search": {
		{wire.KindGenerate, rootBack, 3}, {wire.KindGenerate, root, 2}, {wire.KindGenerate, dropped, 8},
		{wire.KindGenerate, "", 9}, {wire.KindExpand, "", 7}, {wire.KindSolution, "", 11},
	},
	"Anytime repairing A* (ARA*, Likhachev, Gordon & Thrun 2003)": {
		{wire.KindGenerate, root, 3}, {wire.KindGenerate, dropped, 9}, {wire.KindGenerate, "", 11},
		{wire.KindExpand, "", 6}, {wire.KindSolution, "", 7}, {wire.KindNewBound, first, 4}, {wire.KindNewBound, "", 13},
	},
	"Beam search with limited discrepancy backtracking (BULB, Furcy & Koenig 2005), anytime": {
		{wire.KindGenerate, root, 4}, {wire.KindGenerate, "", 7}, {wire.KindExpand, "", 6},
		{wire.KindSolution, "", 8}, {wire.KindBeam, "", 10}, {wire.KindNewBound, "", 3},
	},
	"Breadth-first search (tree search: no reached set, goal test on generation)": {
		{wire.KindGenerate, root, 4}, {wire.KindGenerate, "", 9}, {wire.KindExpand, "", 6},
		{wire.KindSolution, depth0, 3}, {wire.KindSolution, "", 8},
	},
	"Depth-first search (tree search: no explored set, no path check)": {
		{wire.KindGenerate, root, 2}, {wire.KindGenerate, dropped, 6}, {wire.KindGenerate, "", 8},
		{wire.KindExpand, "", 7}, {wire.KindSolution, "", 5},
	},
	"Hill climbing (steepest descent on h, sideways moves, random restarts)": {
		{wire.KindGenerate, dropped, 4}, {wire.KindGenerate, "", 2}, {wire.KindExpand, "", 4},
		{wire.KindMove, walked, 10}, {wire.KindMove, "", 8}, {wire.KindRestart, "", 10}, {wire.KindSolution, "", 6},
	},
	"Simulated annealing": {
		{wire.KindGenerate, dropped, 6}, {wire.KindGenerate, "", 2}, {wire.KindExpand, "", 6},
		{wire.KindMove, uphill, 9}, {wire.KindMove, "", 8}, {wire.KindSolution, "", 10},
	},
	"Local beam search": {
		{wire.KindGenerate, "", 2}, {wire.KindExpand, "", 4}, {wire.KindBeam, "", 6}, {wire.KindSolution, "", 5},
	},
	"Genetic algorithm (individuals are move sequences)": {
		{wire.KindGeneration, "", 3}, {wire.KindSolution, "", 4},
	},
	"Minimax (negamax: values for the player to move)": {
		{wire.KindEnter, depth0, 2}, {wire.KindEnter, "", 9}, {wire.KindTTHit, "", 6},
		{wire.KindExpand, "", 8}, {wire.KindLeave, "", 10},
	},
	"Alpha-beta search (negamax, with move ordering, a table and iterative deepening)": {
		{wire.KindNewIteration, "", 2}, {wire.KindEnter, depth0, 3}, {wire.KindEnter, "", 11},
		{wire.KindSolved, "", 7}, {wire.KindTTHit, "", 8}, {wire.KindExpand, "", 10},
		{wire.KindCutoff, "", 12}, {wire.KindLeave, "", 13},
	},
	"Exact endgame solver (alpha-beta to the end of the game, null windows)": {
		{wire.KindEnter, depth0, 2}, {wire.KindEnter, "", 8}, {wire.KindExpand, "", 6},
		{wire.KindSolved, "", 7}, {wire.KindLeave, "", 11},
	},
	"Monte Carlo tree search (UCT)": {
		{wire.KindChild, top, 2}, {wire.KindChild, "", 5}, {wire.KindExpand, "", 5},
		{wire.KindEnter, "", 6}, {wire.KindLeave, "", 6}, {wire.KindBackup, "", 7},
	},
	"Single-player Monte Carlo tree search": {
		{wire.KindGenerate, root, 2}, {wire.KindGenerate, "", 5}, {wire.KindExpand, "", 5},
		{wire.KindPlayout, "", 7}, {wire.KindSolution, "", 6},
	},
}

// checkLinesAsBefore checks that every event of tr is highlighted on the
// line the rules of oldLines give it: editing the pseudocode must not move
// the highlighting.
func checkLinesAsBefore(t *testing.T, tr *replay.Trace, code replay.Code) {
	t.Helper()
	rules, ok := oldLines[code.Title]
	if !ok {
		t.Fatalf("no rules for the pseudocode %q", code.Title)
	}
	for i := 0; i < tr.Len(); i++ {
		want := 0
		for _, r := range rules {
			if r.kind == tr.Kind(i) && holds(t, r.when, tr, i) {
				want = r.line
				break
			}
		}
		if got := code.Line(tr, i); got != want {
			t.Fatalf("%s: event %d (%+v) is on line %d, was on line %d", code.Title, i, tr.Event(i), got, want)
		}
	}
}
