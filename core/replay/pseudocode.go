package replay

import (
	"fmt"
	"math/bits"

	"searchlab/core/wire"
)

// Code is an algorithm's pseudocode for the replay view: the lines the
// page shows beside the picture, the line each event comes from, and the
// names the pseudocode gives the sets the statistics count. The texts
// follow the structure of the pseudocode of Russell & Norvig, Artificial
// Intelligence: A Modern Approach (4th ed.), written anew for SearchLab's
// implementations (which add what the book leaves out: tie-breaking,
// duplicate checks, budgets).
//
// A line names the events it shows by their kind and traits ("generate
// dropped cut; expand", see parseOn), not by an index or a per-algorithm
// function (issue 27 item 2): editing, adding or removing a line moves no
// highlighting, and the algorithms share one reading of an event
// (traitsOf). A Code is built from a codeSpec literal.
type Code struct {
	Title string
	// Lines are the texts, in order (translated keyed by their English).
	Lines []string
	// Frontier and Explored name the sets whose sizes the events report
	// ("frontier" and "reached", "the path", "beam", …); "" when the
	// algorithm keeps no such set.
	Frontier, Explored string
	// on[k] are the events Lines[k] shows (none for most lines).
	on [][]eventPattern
	// uses are the traits some line tells apart (traitsOf reads no other).
	uses trait
}

// codeSpec is the literal a Code is built from (codeSpec.code).
type codeSpec struct {
	Title              string
	Lines              []codeLine
	Frontier, Explored string
}

// codeLine is one line of pseudocode: its text and the events it shows,
// in the notation of parseOn ("" for none).
type codeLine struct{ text, on string }

// code builds the Code of a literal; it panics on an annotation parseOn
// refuses (a literal of this package, so every test that loads the
// package would fail). It runs once per literal when the package
// starts; inlined there, its loop was copied some twenty times into the
// page's binary (issue 28), hence noinline.
//
//go:noinline
func (s codeSpec) code() Code {
	c := Code{Title: s.Title, Frontier: s.Frontier, Explored: s.Explored,
		Lines: make([]string, len(s.Lines)), on: make([][]eventPattern, len(s.Lines))}
	for k, l := range s.Lines {
		ps, err := parseOn(l.on)
		if err != nil {
			panic(fmt.Sprintf("replay: %s, line %d: %v", s.Title, k+1, err))
		}
		c.Lines[k], c.on[k] = l.text, ps
		for _, p := range ps {
			c.uses |= p.traits
		}
	}
	return c
}

// Line is the pseudocode line (1-based) that produced event i of t; 0 for
// none. It is the line with a pattern of the event's kind whose traits the
// event all has, the one that asks the most traits (the most specific),
// the first on a tie.
func (c Code) Line(t *Trace, i int) int {
	line, _ := c.match(t, i)
	return line
}

// match is Line and how many other lines tie with it (0 when the most
// specific pattern is alone: the tests ask that of every event).
func (c Code) match(t *Trace, i int) (line, ties int) {
	if i < 0 || i >= t.Len() {
		return 0, 0
	}
	kind, have, read := t.Kind(i), trait(0), false
	best := -1
	for k, ps := range c.on {
		for _, p := range ps {
			if p.kind != kind {
				continue
			}
			if !read {
				have, read = traitsOf(t, i, c.uses), true
			}
			if p.traits&have != p.traits {
				continue
			}
			switch n := bits.OnesCount8(uint8(p.traits)); {
			case n > best:
				line, ties, best = k+1, 0, n
			case n == best && line != k+1:
				ties++
			}
		}
	}
	return line, ties
}

// Pseudocode returns the pseudocode of an algorithm id of the registry
// whose trace is of family f (Bloxorz's single-player Monte Carlo tree
// search and Nim's two-player one share the id "mcts"); false for an
// algorithm without one (the Nim oracle, Othello's random player).
func Pseudocode(algo string, f wire.TraceFamily) (Code, bool) {
	if algo == "mcts" && f == wire.TraceSearch {
		return singleMCTSCode, true
	}
	c, ok := codes[algo]
	return c, ok
}

var codes = map[string]Code{
	"bfs":                 bfsCode,
	"dfs":                 dfsCode,
	"dls":                 dlsCode,
	"iddfs":               iddfsCode,
	"ucs":                 bestFirstCode("UNIFORM-COST-SEARCH", "f(n) = g(n), the path cost"),
	"greedy":              bestFirstCode("GREEDY-BEST-FIRST-SEARCH", "f(n) = h(n), the estimate alone"),
	"astar":               bestFirstCode("A*-SEARCH", "f(n) = g(n) + h(n)"),
	"idastar":             idaCode,
	"wastar":              bestFirstCode("WEIGHTED-A*-SEARCH", "f(n) = g(n) + w·h(n), w ≥ 1"),
	"ara":                 araCode,
	"bulb":                bulbCode,
	"bidirectional":       bidiCode,
	"hill-climbing":       hillCode,
	"simulated-annealing": annealCode,
	"beam":                beamCode,
	"genetic":             geneticCode,
	"minimax":             minimaxCode,
	"alphabeta":           alphaBetaCode,
	"exact":               exactCode,
	"mcts":                mctsCode, // Bloxorz's single-player MCTS and Nim's UCT share the id
	"mcts-uct":            mctsCode,
	"mcts-bt":             mctsCode,
	"mcts-learned":        mctsCode,
	"mcts-bt-opt":         mctsCode,
}

// uninformed are the searches that read no heuristic (AIMA 4e §3.4).
var uninformed = map[string]bool{"bfs": true, "dfs": true, "dls": true, "iddfs": true, "ucs": true, "bidirectional": true}

// Informed reports whether the search algo reads a heuristic: the replay
// shows h and f only for those (a game's trace events may carry the
// estimate even for a breadth-first search, which never reads it).
func Informed(algo string) bool { return !uninformed[algo] }
