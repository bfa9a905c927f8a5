package replay

var bfsSpec = codeSpec{
	Title: "Breadth-first search (graph search, goal test on generation)",
	Lines: []codeLine{
		{"function BREADTH-FIRST-SEARCH(problem) returns a solution or failure", ""},
		{"  node ← NODE(problem.INITIAL)", ""},
		{"  if problem.IS-GOAL(node.STATE) then return node", "solution root"},
		{"  frontier ← a first-in first-out queue holding node", "generate root"},
		{"  reached ← the set {problem.INITIAL}", ""},
		{"  while frontier is not empty do", ""},
		{"    node ← POP(frontier)   — the oldest node", "expand"},
		{"    for each child in EXPAND(problem, node) do", ""},
		{"      s ← child.STATE", ""},
		{"      if problem.IS-GOAL(s) then return child", "solution"},
		{"      if s is not in reached then", "generate dropped"},
		{"        add s to reached", ""},
		{"        push child onto frontier", "generate"},
		{"  return failure", ""},
	},
	Frontier: "frontier", Explored: "reached",
}

var bfsCode = bfsSpec.code()

var dfsSpec = codeSpec{
	Title: "Depth-first search (graph search, with an optional depth limit)",
	Lines: []codeLine{
		{"function DEPTH-FIRST-SEARCH(problem, limit) returns a solution, cutoff or failure", ""},
		{"  frontier ← a last-in first-out stack holding NODE(problem.INITIAL)", "generate root"},
		{"  explored ← an empty table of states and the depth they were expanded at", ""},
		{"  while frontier is not empty do", ""},
		{"    node ← POP(frontier)   — the newest node", ""},
		{"    if node.STATE is in explored (at no greater depth) then skip it", ""},
		{"    if problem.IS-GOAL(node.STATE) then return node", "solution"},
		{"    explored[node.STATE] ← DEPTH(node)", ""},
		{"    if DEPTH(node) = limit then note a cutoff if a successor is new; continue", "generate dropped cut"},
		{"    for each child in EXPAND(problem, node), last action first do", "expand"},
		{"      if child.STATE is not in explored then push child onto frontier", "generate"},
		{"  return cutoff if one was noted, else failure", ""},
	},
	Frontier: "frontier", Explored: "explored",
}

var dfsCode = dfsSpec.code()

var dlsSpec = codeSpec{
	Title: "Depth-limited search (tree search on the current path)",
	Lines: []codeLine{
		{"function DEPTH-LIMITED-SEARCH(problem, ℓ) returns a solution, cutoff or failure", ""},
		{"  frontier ← the path, holding NODE(problem.INITIAL)", "generate root"},
		{"  result ← failure", ""},
		{"  while frontier is not empty do", ""},
		{"    node ← the next node to visit on the path", ""},
		{"    if problem.IS-GOAL(node.STATE) then return node", "solution"},
		{"    if DEPTH(node) ≥ ℓ then result ← cutoff (if a successor is off the path)", "generate dropped cut"},
		{"    else for each child in EXPAND(problem, node), one at a time, do", "expand"},
		{"      if child.STATE is on the path (a cycle) then skip it", "generate dropped"},
		{"      else push child onto the path and visit it", "generate"},
		{"  return result", ""},
	},
	Frontier: "the path",
}

var dlsCode = dlsSpec.code()

var iddfsSpec = codeSpec{
	Title: "Iterative deepening depth-first search",
	Lines: []codeLine{
		{"function ITERATIVE-DEEPENING-SEARCH(problem) returns a solution or failure", ""},
		{"  for depth = 0 to ∞ do", "new_bound"},
		{"    result ← DEPTH-LIMITED-SEARCH(problem, depth)", ""},
		{"    if result ≠ cutoff then return result", ""},
		{"function DEPTH-LIMITED-SEARCH(problem, ℓ)   — a new tree every iteration", ""},
		{"  node ← the next node to visit on the path from problem.INITIAL", "generate root"},
		{"  if problem.IS-GOAL(node.STATE) then return node", "solution"},
		{"  if DEPTH(node) ≥ ℓ then result ← cutoff (if a successor is off the path)", "generate dropped cut"},
		{"  else for each child in EXPAND(problem, node), one at a time, do", "expand"},
		{"    if child.STATE is not on the path then push child onto the path and visit it", "generate"},
	},
	Frontier: "the path",
}

var iddfsCode = iddfsSpec.code()

// bestFirstCode is the best-first loop behind uniform-cost search, greedy
// best-first search and A* (AIMA 4e Figure 3.7), with f named.
func bestFirstCode(name, f string) Code {
	return codeSpec{
		Title: "Best-first search with " + f,
		Lines: []codeLine{
			{"function " + name + "(problem) returns a solution or failure", ""},
			{"  node ← NODE(STATE = problem.INITIAL, PATH-COST = 0)", ""},
			{"  frontier ← a priority queue ordered by " + f + ", holding node", "generate root"},
			{"  reached ← a table {problem.INITIAL: node}", ""},
			{"  while frontier is not empty do", ""},
			{"    node ← POP(frontier)   — the lowest f (ties: the lower h, then the oldest)", ""},
			{"    if problem.IS-GOAL(node.STATE) then return node", "solution"},
			{"    for each child in EXPAND(problem, node) do", "expand"},
			{"      s ← child.STATE", ""},
			{"      if s is not in reached or child.PATH-COST < reached[s].PATH-COST then", "generate dropped"},
			{"        reached[s] ← child", ""},
			{"        add child to frontier (or lower its priority; reopen s if it was expanded)", "generate"},
			{"  return failure", ""},
		},
		Frontier: "frontier", Explored: "reached",
	}.code()
}

var idaSpec = codeSpec{
	Title: "IDA* (iterative deepening A*, Korf 1985)",
	Lines: []codeLine{
		{"function IDA*(problem) returns a solution or failure", ""},
		{"  bound ← h(problem.INITIAL)", "new_bound first; generate root"},
		{"  loop", ""},
		{"    t ← SEARCH(NODE(problem.INITIAL), bound)   — a new tree every iteration", ""},
		{"    if t = FOUND then return the path", ""},
		{"    if t = ∞ then return failure", ""},
		{"    bound ← t   — the smallest f that went over the bound", "new_bound"},
		{"function SEARCH(node, bound) returns FOUND or a new bound", ""},
		{"  if f(node) = g + h > bound then return f(node)", "generate dropped"},
		{"  if problem.IS-GOAL(node.STATE) then return FOUND", "solution"},
		{"  min ← ∞", ""},
		{"  for each child in EXPAND(problem, node), but the parent's state, do", "expand"},
		{"    t ← SEARCH(child, bound); if t = FOUND then return FOUND", "generate"},
		{"    min ← MIN(min, t)", ""},
		{"  return min", ""},
	},
	Frontier: "the path",
}

var idaCode = idaSpec.code()

var bidiSpec = codeSpec{
	Title: "Bidirectional breadth-first search",
	Lines: []codeLine{
		{"function BIDIRECTIONAL-BFS(problem) returns a solution or failure", ""},
		{"  frontierF ← a FIFO queue holding NODE(problem.INITIAL); reachedF ← {problem.INITIAL}", "generate root"},
		{"  frontierB ← a FIFO queue holding a node per goal state; reachedB ← the goal states", "generate root backward"},
		{"  while neither frontier is empty do", ""},
		{"    side ← the direction whose frontier is smaller (one whole layer at a time)", ""},
		{"    node ← POP(frontier[side])", ""},
		{"    for each child in EXPAND(node) (backward: the predecessors of node) do", "expand"},
		{"      if child.STATE is not in reached[side] then", "generate dropped"},
		{"        add child.STATE to reached[side] and push child onto frontier[side]", "generate"},
		{"        if child.STATE is in the other side's reached then note a meeting", ""},
		{"    if a meeting was noted and the layer is done then return the joined path", "solution"},
		{"  return failure", ""},
	},
	Frontier: "frontiers", Explored: "reached",
}

var bidiCode = bidiSpec.code()
