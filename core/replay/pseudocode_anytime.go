package replay

// The bounded-suboptimal and anytime searches of issue 19: weighted A*
// (bestFirstCode with a weighted f), ARA* and BULB.

var araSpec = codeSpec{
	Title: "Anytime repairing A* (ARA*, Likhachev, Gordon & Thrun 2003)",
	Lines: []codeLine{
		{"function ARA*(problem, ε, step) returns solutions of falling cost, each with its proven bound", ""},
		{"  incumbent ← none, of cost ∞", ""},
		{"  frontier ← a priority queue ordered by f(n) = g(n) + ε·h(n), holding NODE(problem.INITIAL)", "generate root"},
		{"  loop   — one round per ε", "new_bound first"},
		{"    while frontier is not empty and its lowest f < COST(incumbent) do", ""},
		{"      node ← POP(frontier)   — the lowest f (ties: the lower h, then the oldest)", "expand"},
		{"      if problem.IS-GOAL(node.STATE) then incumbent ← node; report it, bound COST / min(g + h) over frontier ∪ incons; break", "solution"},
		{"      for each child in EXPAND(problem, node) do", ""},
		{"        if s is new or child.PATH-COST < reached[s].PATH-COST, and g + h < COST(incumbent) then", "generate dropped"},
		{"          reached[s] ← child", ""},
		{"          if s was expanded this round then add s to incons else add child to frontier", "generate"},
		{"    if the bound is 1 or frontier ∪ incons is empty then return incumbent", ""},
		{"    ε ← max(1, ε − step); frontier ← frontier ∪ incons, re-keyed; a new round", "new_bound"},
	},
	Frontier: "frontier", Explored: "reached",
}

var araCode = araSpec.code()

var bulbSpec = codeSpec{
	Title: "Beam search with limited discrepancy backtracking (BULB, Furcy & Koenig 2005), anytime",
	Lines: []codeLine{
		{"function BULB(problem, B) returns solutions of falling cost", ""},
		{"  incumbent ← none, of cost ∞; discrepancies ← 0", ""},
		{"  loop   — a probe: B wider after a solution (or a failed probe), else one more discrepancy", "new_bound"},
		{"    path ← [ {NODE(problem.INITIAL)} ]   — a stack of levels", "generate root"},
		{"    while path is not empty do", ""},
		{"      for each node in the deepest level do EXPAND(problem, node)", "expand"},
		{"        keep each child whose state is on no level of path nor kept already, with g + h < COST(incumbent)", "generate"},
		{"        if the child is a goal cheaper than incumbent then incumbent ← it; report it, bound COST / h(start)", "solution"},
		{"      children ← the kept children ordered by f = g + h", ""},
		{"      if a slice of B children is left that the discrepancies allow then push it onto path", "beam"},
		{"      else pop the deepest level   — backtrack", ""},
		{"    if no child was cut then return incumbent   — every state searched: proven optimal on unit costs", ""},
	},
	Frontier: "level and children", Explored: "path",
}

var bulbCode = bulbSpec.code()
