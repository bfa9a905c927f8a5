package replay

import (
	"searchlab/core/wire"
)

var bfsSpec = codeSpec{
	Title: "Breadth-first search (graph search, goal test on generation)",
	Lines: []codeLine{
		{"function BREADTH-FIRST-SEARCH(problem) returns a solution or failure", ""},
		{"  node ← NODE(problem.INITIAL)", ""},
		{"  if problem.IS-GOAL(node.STATE) then return node", "goal-start"},
		{"  frontier ← a first-in first-out queue holding node", "init"},
		{"  reached ← the set {problem.INITIAL}", ""},
		{"  while frontier is not empty do", ""},
		{"    node ← POP(frontier)   — the oldest node", "expand"},
		{"    for each child in EXPAND(problem, node) do", ""},
		{"      s ← child.STATE", ""},
		{"      if problem.IS-GOAL(s) then return child", "goal-on-generation"},
		{"      if s is not in reached then", "drop"},
		{"        add s to reached", ""},
		{"        push child onto frontier", "generate-kept"},
		{"  return failure", ""},
	},
	Frontier: "frontier", Explored: "reached",
	anchor: byKind(func(ev wire.TraceEvent) string {
		switch ev.Kind {
		case wire.KindGenerate:
			switch {
			case ev.Root:
				return "init"
			case ev.Dropped:
				return "drop"
			}
			return "generate-kept"
		case wire.KindExpand:
			return "expand"
		case wire.KindSolution:
			if ev.Depth == 0 {
				return "goal-start"
			}
			return "goal-on-generation"
		}
		return ""
	}),
}

var bfsCode = bfsSpec.code()

var dfsSpec = codeSpec{
	Title: "Depth-first search (graph search, with an optional depth limit)",
	Lines: []codeLine{
		{"function DEPTH-FIRST-SEARCH(problem, limit) returns a solution, cutoff or failure", ""},
		{"  frontier ← a last-in first-out stack holding NODE(problem.INITIAL)", "init"},
		{"  explored ← an empty table of states and the depth they were expanded at", ""},
		{"  while frontier is not empty do", ""},
		{"    node ← POP(frontier)   — the newest node", ""},
		{"    if node.STATE is in explored (at no greater depth) then skip it", ""},
		{"    if problem.IS-GOAL(node.STATE) then return node", "goal"},
		{"    explored[node.STATE] ← DEPTH(node)", ""},
		{"    if DEPTH(node) = limit then note a cutoff if a successor is new; continue", "cutoff"},
		{"    for each child in EXPAND(problem, node), last action first do", "expand"},
		{"      if child.STATE is not in explored then push child onto frontier", "generate"},
		{"  return cutoff if one was noted, else failure", ""},
	},
	Frontier: "frontier", Explored: "explored",
	anchor: func(t *Trace, i int) string {
		ev := t.Event(i)
		switch ev.Kind {
		case wire.KindGenerate:
			switch {
			case ev.Root:
				return "init"
			case ev.Dropped && !parentExpanded(t, i):
				return "cutoff"
			}
			return "generate"
		case wire.KindExpand:
			return "expand"
		case wire.KindSolution:
			return "goal"
		}
		return ""
	},
}

var dfsCode = dfsSpec.code()

// parentExpanded reports whether the generate event i follows the
// expansion of its parent (else its parent sits at a depth limit and was
// not expanded).
func parentExpanded(t *Trace, i int) bool {
	p := t.at(i).Parent
	for j := i - 1; j >= 0; j-- {
		switch e := t.Event(j); e.Kind {
		case wire.KindExpand:
			return e.State == p
		case wire.KindGenerate:
			if e.Parent != p {
				return false
			}
		default:
			return false
		}
	}
	return false
}

var dlsSpec = codeSpec{
	Title: "Depth-limited search (tree search on the current path)",
	Lines: []codeLine{
		{"function DEPTH-LIMITED-SEARCH(problem, ℓ) returns a solution, cutoff or failure", ""},
		{"  frontier ← the path, holding NODE(problem.INITIAL)", "init"},
		{"  result ← failure", ""},
		{"  while frontier is not empty do", ""},
		{"    node ← the next node to visit on the path", ""},
		{"    if problem.IS-GOAL(node.STATE) then return node", "goal"},
		{"    if DEPTH(node) ≥ ℓ then result ← cutoff (if a successor is off the path)", "cutoff"},
		{"    else for each child in EXPAND(problem, node), one at a time, do", "expand"},
		{"      if child.STATE is on the path (a cycle) then skip it", "drop"},
		{"      else push child onto the path and visit it", "generate-kept"},
		{"  return result", ""},
	},
	Frontier: "the path",
	anchor: func(t *Trace, i int) string {
		ev := t.Event(i)
		switch ev.Kind {
		case wire.KindGenerate:
			switch {
			case ev.Root:
				return "init"
			case ev.Dropped && !parentExpanded(t, i):
				return "cutoff"
			case ev.Dropped:
				return "drop"
			}
			return "generate-kept"
		case wire.KindExpand:
			return "expand"
		case wire.KindSolution:
			return "goal"
		}
		return ""
	},
}

var dlsCode = dlsSpec.code()

var iddfsSpec = codeSpec{
	Title: "Iterative deepening depth-first search",
	Lines: []codeLine{
		{"function ITERATIVE-DEEPENING-SEARCH(problem) returns a solution or failure", ""},
		{"  for depth = 0 to ∞ do", "new-bound"},
		{"    result ← DEPTH-LIMITED-SEARCH(problem, depth)", ""},
		{"    if result ≠ cutoff then return result", ""},
		{"function DEPTH-LIMITED-SEARCH(problem, ℓ)   — a new tree every iteration", ""},
		{"  node ← the next node to visit on the path from problem.INITIAL", "init"},
		{"  if problem.IS-GOAL(node.STATE) then return node", "goal"},
		{"  if DEPTH(node) ≥ ℓ then result ← cutoff (if a successor is off the path)", "cutoff"},
		{"  else for each child in EXPAND(problem, node), one at a time, do", "expand"},
		{"    if child.STATE is not on the path then push child onto the path and visit it", "generate"},
	},
	Frontier: "the path",
	anchor: func(t *Trace, i int) string {
		ev := t.Event(i)
		switch ev.Kind {
		case wire.KindNewBound:
			return "new-bound"
		case wire.KindGenerate:
			switch {
			case ev.Root:
				return "init"
			case ev.Dropped && !parentExpanded(t, i):
				return "cutoff"
			}
			return "generate"
		case wire.KindExpand:
			return "expand"
		case wire.KindSolution:
			return "goal"
		}
		return ""
	},
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
			{"  frontier ← a priority queue ordered by " + f + ", holding node", "init"},
			{"  reached ← a table {problem.INITIAL: node}", ""},
			{"  while frontier is not empty do", ""},
			{"    node ← POP(frontier)   — the lowest f (ties: the lower h, then the oldest)", ""},
			{"    if problem.IS-GOAL(node.STATE) then return node", "goal"},
			{"    for each child in EXPAND(problem, node) do", "expand"},
			{"      s ← child.STATE", ""},
			{"      if s is not in reached or child.PATH-COST < reached[s].PATH-COST then", "drop"},
			{"        reached[s] ← child", ""},
			{"        add child to frontier (or lower its priority; reopen s if it was expanded)", "generate-kept"},
			{"  return failure", ""},
		},
		Frontier: "frontier", Explored: "reached",
		anchor: byKind(func(ev wire.TraceEvent) string {
			switch ev.Kind {
			case wire.KindGenerate:
				switch {
				case ev.Root:
					return "init"
				case ev.Dropped:
					return "drop"
				}
				return "generate-kept"
			case wire.KindExpand:
				return "expand"
			case wire.KindSolution:
				return "goal"
			}
			return ""
		}),
	}.code()
}

var idaSpec = codeSpec{
	Title: "IDA* (iterative deepening A*, Korf 1985)",
	Lines: []codeLine{
		{"function IDA*(problem) returns a solution or failure", ""},
		{"  bound ← h(problem.INITIAL)", "init"},
		{"  loop", ""},
		{"    t ← SEARCH(NODE(problem.INITIAL), bound)   — a new tree every iteration", ""},
		{"    if t = FOUND then return the path", ""},
		{"    if t = ∞ then return failure", ""},
		{"    bound ← t   — the smallest f that went over the bound", "new-bound"},
		{"function SEARCH(node, bound) returns FOUND or a new bound", ""},
		{"  if f(node) = g + h > bound then return f(node)", "drop"},
		{"  if problem.IS-GOAL(node.STATE) then return FOUND", "goal"},
		{"  min ← ∞", ""},
		{"  for each child in EXPAND(problem, node), but the parent's state, do", "expand"},
		{"    t ← SEARCH(child, bound); if t = FOUND then return FOUND", "generate-kept"},
		{"    min ← MIN(min, t)", ""},
		{"  return min", ""},
	},
	Frontier: "the path",
	anchor: func(t *Trace, i int) string {
		ev := t.Event(i)
		switch ev.Kind {
		case wire.KindNewBound:
			if ev.Iteration <= 1 {
				return "init"
			}
			return "new-bound"
		case wire.KindGenerate:
			switch {
			case ev.Root:
				return "init"
			case ev.Dropped:
				return "drop"
			}
			return "generate-kept"
		case wire.KindExpand:
			return "expand"
		case wire.KindSolution:
			return "goal"
		}
		return ""
	},
}

var idaCode = idaSpec.code()

var bidiSpec = codeSpec{
	Title: "Bidirectional breadth-first search",
	Lines: []codeLine{
		{"function BIDIRECTIONAL-BFS(problem) returns a solution or failure", ""},
		{"  frontierF ← a FIFO queue holding NODE(problem.INITIAL); reachedF ← {problem.INITIAL}", "init"},
		{"  frontierB ← a FIFO queue holding a node per goal state; reachedB ← the goal states", "init-backward"},
		{"  while neither frontier is empty do", ""},
		{"    side ← the direction whose frontier is smaller (one whole layer at a time)", ""},
		{"    node ← POP(frontier[side])", ""},
		{"    for each child in EXPAND(node) (backward: the predecessors of node) do", "expand"},
		{"      if child.STATE is not in reached[side] then", "drop"},
		{"        add child.STATE to reached[side] and push child onto frontier[side]", "generate-kept"},
		{"        if child.STATE is in the other side's reached then note a meeting", ""},
		{"    if a meeting was noted and the layer is done then return the joined path", "goal"},
		{"  return failure", ""},
	},
	Frontier: "frontiers", Explored: "reached",
	anchor: byKind(func(ev wire.TraceEvent) string {
		switch ev.Kind {
		case wire.KindGenerate:
			switch {
			case ev.Root && ev.Backward:
				return "init-backward"
			case ev.Root:
				return "init"
			case ev.Dropped:
				return "drop"
			}
			return "generate-kept"
		case wire.KindExpand:
			return "expand"
		case wire.KindSolution:
			return "goal"
		}
		return ""
	}),
}

var bidiCode = bidiSpec.code()
