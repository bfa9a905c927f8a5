package replay

import (
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
// An event names its line by an anchor ("expand", "drop", "goal-on-
// generation", …) that the line carries (issue 27 item 2): editing,
// adding or removing a line moves no highlighting. A Code is built from a
// codeSpec literal.
type Code struct {
	Title string
	// Lines are the texts, in order (translated keyed by their English).
	Lines []string
	// Frontier and Explored name the sets whose sizes the events report
	// ("frontier" and "reached", "the path", "beam", …); "" when the
	// algorithm keeps no such set.
	Frontier, Explored string
	// anchors[k] is the anchor of Lines[k] ("" for a line no event
	// comes from).
	anchors []string
	// anchor maps an event (and the trace around it) to the anchor of its
	// line ("" for none).
	anchor func(t *Trace, i int) string
}

// codeSpec is the literal a Code is built from (codeSpec.code): its
// lines carry their anchors.
type codeSpec struct {
	Title              string
	Lines              []codeLine
	Frontier, Explored string
	anchor             func(t *Trace, i int) string
}

// codeLine is one line of pseudocode: its text and the anchor the events
// it produces name it by ("" for none).
type codeLine struct{ text, anchor string }

// code builds the Code of a literal: its lines' texts and anchors. It is
// called once per literal when the package starts; inlined there, its
// loop was copied some twenty times into the page's binary (issue 28).
//
//go:noinline
func (s codeSpec) code() Code {
	c := Code{Title: s.Title, Frontier: s.Frontier, Explored: s.Explored, anchor: s.anchor,
		Lines: make([]string, len(s.Lines)), anchors: make([]string, len(s.Lines))}
	for k, l := range s.Lines {
		c.Lines[k], c.anchors[k] = l.text, l.anchor
	}
	return c
}

// Anchor is the anchor of the line that produced event i of t, or "".
func (c Code) Anchor(t *Trace, i int) string {
	if c.anchor == nil || i < 0 || i >= t.Len() {
		return ""
	}
	return c.anchor(t, i)
}

// Anchors are the anchors of the lines, one a line ("" for a line no
// event comes from).
func (c Code) Anchors() []string { return c.anchors }

// Line is the pseudocode line (1-based) that produced event i of t: the
// first line that carries the event's anchor; 0 for none.
func (c Code) Line(t *Trace, i int) int {
	a := c.Anchor(t, i)
	if a == "" {
		return 0
	}
	for k, b := range c.anchors {
		if b == a {
			return k + 1
		}
	}
	return 0
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

// byKind is an anchor function that looks at the event alone.
func byKind(f func(ev wire.TraceEvent) string) func(*Trace, int) string {
	return func(t *Trace, i int) string { return f(t.Event(i)) }
}
