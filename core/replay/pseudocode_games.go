package replay

import (
	"searchlab/core/wire"
)

var minimaxCode = Code{
	Title: "Minimax (negamax: values for the player to move)",
	Lines: []string{
		"function MINIMAX-SEARCH(game, state) returns a move",
		"  return the move of the best child: VALUE(game, state, depth)",
		"function VALUE(game, state, depth) returns a value for the player to move",
		"  if game.IS-TERMINAL(state) then return game.UTILITY(state, player)",
		"  if depth = 0 then return 0   — unknown at the horizon",
		"  if the table holds state then return its value",
		"  v ← −∞",
		"  for each a in game.ACTIONS(state) do",
		"    v ← MAX(v, −VALUE(game, game.RESULT(state, a), depth − 1))",
		"  store v in the table; return v",
	},
	Frontier: "the path",
	line: byKind(func(ev wire.TraceEvent) int {
		switch ev.Kind {
		case wire.KindEnter:
			if ev.Depth == 0 {
				return 2
			}
			return 9
		case wire.KindTTHit:
			return 6
		case wire.KindExpand:
			return 8
		case wire.KindLeave:
			return 10
		}
		return 0
	}),
}

var alphaBetaCode = Code{
	Title: "Alpha-beta search (negamax, with move ordering, a table and iterative deepening)",
	Lines: []string{
		"function ALPHA-BETA-SEARCH(game, state) returns a move",
		"  for depth = 1, 2, … (or the full depth at once) do",
		"    v ← VALUE(game, state, −∞, +∞, depth)",
		"function VALUE(game, state, α, β, depth) returns a value for the player to move",
		"  if game.IS-TERMINAL(state) then return game.UTILITY(state, player)",
		"  if depth = 0 then return EVAL(state)",
		"  if the game has an exact solver and state is small enough for it then return the solver's value",
		"  if the table's entry for state settles the window (α, β) then return it",
		"  v ← −∞",
		"  for each a in game.ACTIONS(state), the most promising first, do",
		"    v ← MAX(v, −VALUE(game, game.RESULT(state, a), −β, −MAX(α, v), depth − 1))",
		"    if v ≥ β then return v   — a cutoff: the other moves are pruned",
		"  store v (exact, or a lower or upper bound) in the table; return v",
	},
	Frontier: "the path",
	line: byKind(func(ev wire.TraceEvent) int {
		switch ev.Kind {
		case wire.KindNewIteration:
			return 2
		case wire.KindEnter:
			if ev.Depth == 0 {
				return 3
			}
			return 11
		case wire.KindSolved:
			return 7
		case wire.KindTTHit:
			return 8
		case wire.KindExpand:
			return 10
		case wire.KindCutoff:
			return 12
		case wire.KindLeave:
			return 13
		}
		return 0
	}),
}

var exactCode = Code{
	Title: "Exact endgame solver (alpha-beta to the end of the game, null windows)",
	Lines: []string{
		"function SOLVE(position) returns the exact final disc difference",
		"  return VALUE(position, −64, +64)",
		"function VALUE(position, α, β) returns the disc difference for the player to move",
		"  if the table's bounds for position settle the window then return them",
		"  if neither player can move then return the final disc difference",
		"  for each move, fewest replies first (the table's best first) do",
		"    if few empties remain then v ← the fast solver's exact value (no events)",
		"    else v ← −VALUE(child, −β, −α) (a null window after the first, re-searched if it fails high)",
		"    if v ≥ β then return v   — a cutoff",
		"    α ← MAX(α, v)",
		"  store the bounds in the table; return the best v",
	},
	Frontier: "the path",
	line: byKind(func(ev wire.TraceEvent) int {
		switch ev.Kind {
		case wire.KindEnter:
			if ev.Depth == 0 {
				return 2
			}
			return 8
		case wire.KindExpand:
			return 6
		case wire.KindSolved:
			return 7
		case wire.KindLeave:
			return 11
		}
		return 0
	}),
}

var mctsCode = Code{
	Title: "Monte Carlo tree search (UCT)",
	Lines: []string{
		"function MONTE-CARLO-TREE-SEARCH(state) returns a move",
		"  tree ← NODE(state)",
		"  while iterations remain do",
		"    leaf ← SELECT(tree)   — from the root, the child with the highest UCB1 (plus the prior's bias)",
		"    EXPAND(leaf)   — a child for every move; then one child at random",
		"    result ← SIMULATE(child)   — a playout of random (or biased) moves to the end",
		"    BACK-PROPAGATE(result, child)   — up to the root: visits + 1, the reward of the player who moved",
		"  return the move with the most visits (a proven win first)",
	},
	Frontier: "tree",
	line: byKind(func(ev wire.TraceEvent) int {
		switch ev.Kind {
		case wire.KindChild:
			if ev.ParentNode < 0 {
				return 2
			}
			return 5
		case wire.KindExpand:
			return 5
		case wire.KindEnter, wire.KindLeave:
			return 6
		case wire.KindBackup:
			return 7
		}
		return 0
	}),
}

var singleMCTSCode = Code{
	Title: "Single-player Monte Carlo tree search",
	Lines: []string{
		"function MONTE-CARLO-TREE-SEARCH(problem) returns a solution or failure",
		"  tree ← NODE(problem.INITIAL)",
		"  while iterations remain do",
		"    leaf ← SELECT(tree)   — UCB1 on each node's mean (or best) reward",
		"    children ← EXPAND(leaf)   — every move at once (no state twice, if asked)",
		"    result ← SIMULATE(a random child)   — random moves; one that reaches the goal ends the search",
		"    BACK-PROPAGATE(result, child)",
		"  return failure (the tree was exhausted or the budget ran out)",
	},
	Frontier: "tree",
	line: byKind(func(ev wire.TraceEvent) int {
		switch ev.Kind {
		case wire.KindGenerate:
			if ev.Root {
				return 2
			}
			return 5
		case wire.KindExpand:
			return 5
		case wire.KindPlayout:
			return 7
		case wire.KindSolution:
			return 6
		}
		return 0
	}),
}
