package replay

import (
	"searchlab/core/wire"
)

// The bounded-suboptimal and anytime searches of issue 19: weighted A*
// (bestFirstCode with a weighted f), ARA* and BULB.

var araCode = Code{
	Title: "Anytime repairing A* (ARA*, Likhachev, Gordon & Thrun 2003)",
	Lines: []string{
		"function ARA*(problem, ε, step) returns solutions of falling cost, each with its proven bound",
		"  incumbent ← none, of cost ∞",
		"  frontier ← a priority queue ordered by f(n) = g(n) + ε·h(n), holding NODE(problem.INITIAL)",
		"  loop   — one round per ε",
		"    while frontier is not empty and its lowest f < COST(incumbent) do",
		"      node ← POP(frontier)   — the lowest f (ties: the lower h, then the oldest)",
		"      if problem.IS-GOAL(node.STATE) then incumbent ← node; report it, bound COST / min(g + h) over frontier ∪ incons; break",
		"      for each child in EXPAND(problem, node) do",
		"        if s is new or child.PATH-COST < reached[s].PATH-COST, and g + h < COST(incumbent) then",
		"          reached[s] ← child",
		"          if s was expanded this round then add s to incons else add child to frontier",
		"    if the bound is 1 or frontier ∪ incons is empty then return incumbent",
		"    ε ← max(1, ε − step); frontier ← frontier ∪ incons, re-keyed; a new round",
	},
	Frontier: "frontier", Explored: "reached",
	line: byKind(func(ev wire.TraceEvent) int {
		switch ev.Kind {
		case wire.KindGenerate:
			switch {
			case ev.Root:
				return 3
			case ev.Dropped:
				return 9
			}
			return 11
		case wire.KindExpand:
			return 6
		case wire.KindSolution:
			return 7
		case wire.KindNewBound:
			if ev.Iteration <= 1 {
				return 4
			}
			return 13
		}
		return 0
	}),
}

var bulbCode = Code{
	Title: "Beam search with limited discrepancy backtracking (BULB, Furcy & Koenig 2005), anytime",
	Lines: []string{
		"function BULB(problem, B) returns solutions of falling cost",
		"  incumbent ← none, of cost ∞; discrepancies ← 0",
		"  loop   — a probe: B wider after a solution (or a failed probe), else one more discrepancy",
		"    path ← [ {NODE(problem.INITIAL)} ]   — a stack of levels",
		"    while path is not empty do",
		"      for each node in the deepest level do EXPAND(problem, node)",
		"        keep each child whose state is on no level of path, with g + h < COST(incumbent)",
		"        if the child is a goal cheaper than incumbent then incumbent ← it; report it, bound COST / h(start)",
		"      children ← the kept children ordered by f = g + h",
		"      if a slice of B children is left that the discrepancies allow then push it onto path",
		"      else pop the deepest level   — backtrack",
		"    if no child was cut then return incumbent   — every state searched: proven optimal on unit costs",
	},
	Frontier: "level and children", Explored: "path",
	line: byKind(func(ev wire.TraceEvent) int {
		switch ev.Kind {
		case wire.KindGenerate:
			if ev.Root {
				return 4
			}
			return 7
		case wire.KindExpand:
			return 6
		case wire.KindSolution:
			return 8
		case wire.KindBeam:
			return 10
		case wire.KindNewBound:
			return 3
		}
		return 0
	}),
}
