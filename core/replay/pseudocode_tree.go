package replay

// The pseudocode of the tree-like searches (the tree_search parameter of
// BFS, DFS, UCS, greedy best-first search and A*; AIMA 4e §3.3.3): the
// graph searches' loops without the reached (or explored) set, so every
// child goes on the frontier and states repeat. A trace is a tree search's
// when its events name nodes (Trace.TreeSearch).

// Code is the pseudocode of the trace's algorithm: the tree-like variant
// for a tree search's trace, else Pseudocode(t.Algorithm, t.Family).
func (t *Trace) Code() (Code, bool) {
	if t.TreeSearch {
		if c, ok := treeCodes[t.Algorithm]; ok {
			return c, true
		}
	}
	return Pseudocode(t.Algorithm, t.Family)
}

var treeCodes = map[string]Code{
	"bfs":    bfsTreeCode,
	"dfs":    dfsTreeCode,
	"ucs":    bestFirstTreeCode("UNIFORM-COST-TREE-SEARCH", "f(n) = g(n), the path cost"),
	"greedy": bestFirstTreeCode("GREEDY-BEST-FIRST-TREE-SEARCH", "f(n) = h(n), the estimate alone"),
	"astar":  bestFirstTreeCode("A*-TREE-SEARCH", "f(n) = g(n) + h(n)"),
}

var bfsTreeSpec = codeSpec{
	Title: "Breadth-first search (tree search: no reached set, goal test on generation)",
	Lines: []codeLine{
		{"function BREADTH-FIRST-TREE-SEARCH(problem) returns a solution or failure", ""},
		{"  node ← NODE(problem.INITIAL)", ""},
		{"  if problem.IS-GOAL(node.STATE) then return node", "solution root"},
		{"  frontier ← a first-in first-out queue holding node", "generate root"},
		{"  while frontier is not empty do", ""},
		{"    node ← POP(frontier)   — the oldest node", "expand"},
		{"    for each child in EXPAND(problem, node) do", ""},
		{"      if problem.IS-GOAL(child.STATE) then return child", "solution"},
		{"      push child onto frontier   — no reached set: a state comes back on every path to it", "generate"},
		{"  return failure", ""},
	},
	Frontier: "frontier",
}

var bfsTreeCode = bfsTreeSpec.code()

var dfsTreeSpec = codeSpec{
	Title: "Depth-first search (tree search: no explored set, no path check)",
	Lines: []codeLine{
		{"function DEPTH-FIRST-TREE-SEARCH(problem, limit) returns a solution, cutoff or failure", ""},
		{"  frontier ← a last-in first-out stack holding NODE(problem.INITIAL)", "generate root"},
		{"  while frontier is not empty do", ""},
		{"    node ← POP(frontier)   — the newest node", ""},
		{"    if problem.IS-GOAL(node.STATE) then return node", "solution"},
		{"    if DEPTH(node) = limit then note a cutoff if node has a successor; continue", "generate dropped"},
		{"    for each child in EXPAND(problem, node), last action first do", "expand"},
		{"      push child onto frontier   — on a cycle this goes round until a budget stops it", "generate"},
		{"  return cutoff if one was noted, else failure", ""},
	},
	Frontier: "frontier",
}

var dfsTreeCode = dfsTreeSpec.code()

// bestFirstTreeCode is the tree-like best-first loop behind UCS, greedy
// best-first search and A* with tree_search, with f named.
func bestFirstTreeCode(name, f string) Code {
	return codeSpec{
		Title: "Best-first tree search with " + f,
		Lines: []codeLine{
			{"function " + name + "(problem) returns a solution or failure", ""},
			{"  node ← NODE(STATE = problem.INITIAL, PATH-COST = 0)", ""},
			{"  frontier ← a priority queue ordered by " + f + ", holding node", "generate root"},
			{"  while frontier is not empty do", ""},
			{"    node ← POP(frontier)   — the lowest f (ties: the lower h, then the oldest)", "expand"},
			{"    if problem.IS-GOAL(node.STATE) then return node", "solution"},
			{"    for each child in EXPAND(problem, node) do", ""},
			{"      add child to frontier   — no reached table: every path to a state is kept", "generate"},
			{"  return failure", ""},
		},
		Frontier: "frontier",
	}.code()
}
