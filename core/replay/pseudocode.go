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
type Code struct {
	Title string
	Lines []string
	// Frontier and Explored name the sets whose sizes the events report
	// ("frontier" and "reached", "the path", "beam", …); "" when the
	// algorithm keeps no such set.
	Frontier, Explored string
	// line maps an event (and the trace around it) to its line (1-based;
	// 0 for none).
	line func(t *Trace, i int) int
}

// Line is the pseudocode line (1-based) that produced event i of t, or 0.
func (c Code) Line(t *Trace, i int) int {
	if c.line == nil || i < 0 || i >= t.Len() {
		return 0
	}
	return c.line(t, i)
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

// byKind is a line function that looks at the event alone.
func byKind(f func(ev wire.TraceEvent) int) func(*Trace, int) int {
	return func(t *Trace, i int) int { return f(t.Event(i)) }
}
