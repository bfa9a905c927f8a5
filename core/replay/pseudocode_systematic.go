package replay

import (
	"searchlab/core/wire"
)

var bfsCode = Code{
	Title: "Breadth-first search (graph search, goal test on generation)",
	Lines: []string{
		"function BREADTH-FIRST-SEARCH(problem) returns a solution or failure",
		"  node ← NODE(problem.INITIAL)",
		"  if problem.IS-GOAL(node.STATE) then return node",
		"  frontier ← a first-in first-out queue holding node",
		"  reached ← the set {problem.INITIAL}",
		"  while frontier is not empty do",
		"    node ← POP(frontier)   — the oldest node",
		"    for each child in EXPAND(problem, node) do",
		"      s ← child.STATE",
		"      if problem.IS-GOAL(s) then return child",
		"      if s is not in reached then",
		"        add s to reached",
		"        push child onto frontier",
		"  return failure",
	},
	Frontier: "frontier", Explored: "reached",
	line: byKind(func(ev wire.TraceEvent) int {
		switch ev.Kind {
		case wire.KindGenerate:
			switch {
			case ev.Root:
				return 4
			case ev.Dropped:
				return 11
			}
			return 13
		case wire.KindExpand:
			return 7
		case wire.KindSolution:
			if ev.Depth == 0 {
				return 3
			}
			return 10
		}
		return 0
	}),
}

var dfsCode = Code{
	Title: "Depth-first search (graph search, with an optional depth limit)",
	Lines: []string{
		"function DEPTH-FIRST-SEARCH(problem, limit) returns a solution, cutoff or failure",
		"  frontier ← a last-in first-out stack holding NODE(problem.INITIAL)",
		"  explored ← an empty table of states and the depth they were expanded at",
		"  while frontier is not empty do",
		"    node ← POP(frontier)   — the newest node",
		"    if node.STATE is in explored (at no greater depth) then skip it",
		"    if problem.IS-GOAL(node.STATE) then return node",
		"    explored[node.STATE] ← DEPTH(node)",
		"    if DEPTH(node) = limit then note a cutoff if a successor is new; continue",
		"    for each child in EXPAND(problem, node), last action first do",
		"      if child.STATE is not in explored then push child onto frontier",
		"  return cutoff if one was noted, else failure",
	},
	Frontier: "frontier", Explored: "explored",
	line: func(t *Trace, i int) int {
		ev := t.Event(i)
		switch ev.Kind {
		case wire.KindGenerate:
			switch {
			case ev.Root:
				return 2
			case ev.Dropped && !parentExpanded(t, i):
				return 9
			}
			return 11
		case wire.KindExpand:
			return 10
		case wire.KindSolution:
			return 7
		}
		return 0
	},
}

// parentExpanded reports whether the generate event i follows the
// expansion of its parent (else its parent sits at a depth limit and was
// not expanded).
func parentExpanded(t *Trace, i int) bool {
	p := t.events[i].parent
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

var dlsCode = Code{
	Title: "Depth-limited search (tree search on the current path)",
	Lines: []string{
		"function DEPTH-LIMITED-SEARCH(problem, ℓ) returns a solution, cutoff or failure",
		"  frontier ← the path, holding NODE(problem.INITIAL)",
		"  result ← failure",
		"  while frontier is not empty do",
		"    node ← the next node to visit on the path",
		"    if problem.IS-GOAL(node.STATE) then return node",
		"    if DEPTH(node) ≥ ℓ then result ← cutoff (if a successor is off the path)",
		"    else for each child in EXPAND(problem, node), one at a time, do",
		"      if child.STATE is on the path (a cycle) then skip it",
		"      else push child onto the path and visit it",
		"  return result",
	},
	Frontier: "the path",
	line: func(t *Trace, i int) int {
		ev := t.Event(i)
		switch ev.Kind {
		case wire.KindGenerate:
			switch {
			case ev.Root:
				return 2
			case ev.Dropped && !parentExpanded(t, i):
				return 7
			case ev.Dropped:
				return 9
			}
			return 10
		case wire.KindExpand:
			return 8
		case wire.KindSolution:
			return 6
		}
		return 0
	},
}

var iddfsCode = Code{
	Title: "Iterative deepening depth-first search",
	Lines: []string{
		"function ITERATIVE-DEEPENING-SEARCH(problem) returns a solution or failure",
		"  for depth = 0 to ∞ do",
		"    result ← DEPTH-LIMITED-SEARCH(problem, depth)",
		"    if result ≠ cutoff then return result",
		"function DEPTH-LIMITED-SEARCH(problem, ℓ)   — a new tree every iteration",
		"  node ← the next node to visit on the path from problem.INITIAL",
		"  if problem.IS-GOAL(node.STATE) then return node",
		"  if DEPTH(node) ≥ ℓ then result ← cutoff (if a successor is off the path)",
		"  else for each child in EXPAND(problem, node), one at a time, do",
		"    if child.STATE is not on the path then push child onto the path and visit it",
	},
	Frontier: "the path",
	line: func(t *Trace, i int) int {
		ev := t.Event(i)
		switch ev.Kind {
		case wire.KindNewBound:
			return 2
		case wire.KindGenerate:
			switch {
			case ev.Root:
				return 6
			case ev.Dropped && !parentExpanded(t, i):
				return 8
			}
			return 10
		case wire.KindExpand:
			return 9
		case wire.KindSolution:
			return 7
		}
		return 0
	},
}

// bestFirstCode is the best-first loop behind uniform-cost search, greedy
// best-first search and A* (AIMA 4e Figure 3.7), with f named.
func bestFirstCode(name, f string) Code {
	return Code{
		Title: "Best-first search with " + f,
		Lines: []string{
			"function " + name + "(problem) returns a solution or failure",
			"  node ← NODE(STATE = problem.INITIAL, PATH-COST = 0)",
			"  frontier ← a priority queue ordered by " + f + ", holding node",
			"  reached ← a table {problem.INITIAL: node}",
			"  while frontier is not empty do",
			"    node ← POP(frontier)   — the lowest f (ties: the lower h, then the oldest)",
			"    if problem.IS-GOAL(node.STATE) then return node",
			"    for each child in EXPAND(problem, node) do",
			"      s ← child.STATE",
			"      if s is not in reached or child.PATH-COST < reached[s].PATH-COST then",
			"        reached[s] ← child",
			"        add child to frontier (or lower its priority; reopen s if it was expanded)",
			"  return failure",
		},
		Frontier: "frontier", Explored: "reached",
		line: byKind(func(ev wire.TraceEvent) int {
			switch ev.Kind {
			case wire.KindGenerate:
				switch {
				case ev.Root:
					return 3
				case ev.Dropped:
					return 10
				}
				return 12
			case wire.KindExpand:
				return 8
			case wire.KindSolution:
				return 7
			}
			return 0
		}),
	}
}

var idaCode = Code{
	Title: "IDA* (iterative deepening A*, Korf 1985)",
	Lines: []string{
		"function IDA*(problem) returns a solution or failure",
		"  bound ← h(problem.INITIAL)",
		"  loop",
		"    t ← SEARCH(NODE(problem.INITIAL), bound)   — a new tree every iteration",
		"    if t = FOUND then return the path",
		"    if t = ∞ then return failure",
		"    bound ← t   — the smallest f that went over the bound",
		"function SEARCH(node, bound) returns FOUND or a new bound",
		"  if f(node) = g + h > bound then return f(node)",
		"  if problem.IS-GOAL(node.STATE) then return FOUND",
		"  min ← ∞",
		"  for each child in EXPAND(problem, node), but the parent's state, do",
		"    t ← SEARCH(child, bound); if t = FOUND then return FOUND",
		"    min ← MIN(min, t)",
		"  return min",
	},
	Frontier: "the path",
	line: func(t *Trace, i int) int {
		ev := t.Event(i)
		switch ev.Kind {
		case wire.KindNewBound:
			if ev.Iteration <= 1 {
				return 2
			}
			return 7
		case wire.KindGenerate:
			switch {
			case ev.Root:
				return 2
			case ev.Dropped:
				return 9
			}
			return 13
		case wire.KindExpand:
			return 12
		case wire.KindSolution:
			return 10
		}
		return 0
	},
}

var bidiCode = Code{
	Title: "Bidirectional breadth-first search",
	Lines: []string{
		"function BIDIRECTIONAL-BFS(problem) returns a solution or failure",
		"  frontierF ← a FIFO queue holding NODE(problem.INITIAL); reachedF ← {problem.INITIAL}",
		"  frontierB ← a FIFO queue holding a node per goal state; reachedB ← the goal states",
		"  while neither frontier is empty do",
		"    side ← the direction whose frontier is smaller (one whole layer at a time)",
		"    node ← POP(frontier[side])",
		"    for each child in EXPAND(node) (backward: the predecessors of node) do",
		"      if child.STATE is not in reached[side] then",
		"        add child.STATE to reached[side] and push child onto frontier[side]",
		"        if child.STATE is in the other side's reached then note a meeting",
		"    if a meeting was noted and the layer is done then return the joined path",
		"  return failure",
	},
	Frontier: "frontiers", Explored: "reached",
	line: byKind(func(ev wire.TraceEvent) int {
		switch ev.Kind {
		case wire.KindGenerate:
			switch {
			case ev.Root && ev.Backward:
				return 3
			case ev.Root:
				return 2
			case ev.Dropped:
				return 8
			}
			return 9
		case wire.KindExpand:
			return 7
		case wire.KindSolution:
			return 11
		}
		return 0
	}),
}
