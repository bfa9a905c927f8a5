package replay

var minimaxSpec = codeSpec{
	Title: "Minimax (negamax: values for the player to move)",
	Lines: []codeLine{
		{"function MINIMAX-SEARCH(game, state) returns a move", ""},
		{"  return the move of the best child: VALUE(game, state, depth)", "enter root"},
		{"function VALUE(game, state, depth) returns a value for the player to move", ""},
		{"  if game.IS-TERMINAL(state) then return game.UTILITY(state, player)", ""},
		{"  if depth = 0 then return 0   — unknown at the horizon", ""},
		{"  if the table holds state then return its value", "tt_hit"},
		{"  v ← −∞", ""},
		{"  for each a in game.ACTIONS(state) do", "expand"},
		{"    v ← MAX(v, −VALUE(game, game.RESULT(state, a), depth − 1))", "enter"},
		{"  store v in the table; return v", "leave"},
	},
	Frontier: "the path",
}

var minimaxCode = minimaxSpec.code()

var alphaBetaSpec = codeSpec{
	Title: "Alpha-beta search (negamax, with move ordering, a table and iterative deepening)",
	Lines: []codeLine{
		{"function ALPHA-BETA-SEARCH(game, state) returns a move", ""},
		{"  for depth = 1, 2, … (or the full depth at once) do", "new_iteration"},
		{"    v ← VALUE(game, state, −∞, +∞, depth)", "enter root"},
		{"function VALUE(game, state, α, β, depth) returns a value for the player to move", ""},
		{"  if game.IS-TERMINAL(state) then return game.UTILITY(state, player)", ""},
		{"  if depth = 0 then return EVAL(state)", ""},
		{"  if the game has an exact solver and state is small enough for it then return the solver's value", "solved"},
		{"  if the table's entry for state settles the window (α, β) then return it", "tt_hit"},
		{"  v ← −∞", ""},
		{"  for each a in game.ACTIONS(state), the most promising first, do", "expand"},
		{"    v ← MAX(v, −VALUE(game, game.RESULT(state, a), −β, −MAX(α, v), depth − 1))", "enter"},
		{"    if v ≥ β then return v   — a cutoff: the other moves are pruned", "cutoff"},
		{"  store v (exact, or a lower or upper bound) in the table; return v", "leave"},
	},
	Frontier: "the path",
}

var alphaBetaCode = alphaBetaSpec.code()

var exactSpec = codeSpec{
	Title: "Exact endgame solver (alpha-beta to the end of the game, null windows)",
	Lines: []codeLine{
		{"function SOLVE(position) returns the exact final disc difference", ""},
		{"  return VALUE(position, −64, +64)", "enter root"},
		{"function VALUE(position, α, β) returns the disc difference for the player to move", ""},
		{"  if the table's bounds for position settle the window then return them", ""},
		{"  if neither player can move then return the final disc difference", ""},
		{"  for each move, fewest replies first (the table's best first) do", "expand"},
		{"    if few empties remain then v ← the fast solver's exact value (no events)", "solved"},
		{"    else v ← −VALUE(child, −β, −α) (a null window after the first, re-searched if it fails high)", "enter"},
		{"    if v ≥ β then return v   — a cutoff", ""},
		{"    α ← MAX(α, v)", ""},
		{"  store the bounds in the table; return the best v", "leave"},
	},
	Frontier: "the path",
}

var exactCode = exactSpec.code()

var mctsSpec = codeSpec{
	Title: "Monte Carlo tree search (UCT)",
	Lines: []codeLine{
		{"function MONTE-CARLO-TREE-SEARCH(state) returns a move", ""},
		{"  tree ← NODE(state)", "child root"},
		{"  while iterations remain do", ""},
		{"    leaf ← SELECT(tree)   — from the root, the child with the highest UCB1 (plus the prior's bias)", ""},
		{"    EXPAND(leaf)   — a child for every move; then one child at random", "child; expand"},
		{"    result ← SIMULATE(child)   — a playout of random (or biased) moves to the end", "enter; leave"},
		{"    BACK-PROPAGATE(result, child)   — up to the root: visits + 1, the reward of the player who moved", "backup"},
		{"  return the move with the most visits (a proven win first)", ""},
	},
	Frontier: "tree",
}

var mctsCode = mctsSpec.code()

var singleMCTSSpec = codeSpec{
	Title: "Single-player Monte Carlo tree search",
	Lines: []codeLine{
		{"function MONTE-CARLO-TREE-SEARCH(problem) returns a solution or failure", ""},
		{"  tree ← NODE(problem.INITIAL)", "generate root"},
		{"  while iterations remain do", ""},
		{"    leaf ← SELECT(tree)   — UCB1 on each node's mean (or best) reward", ""},
		{"    children ← EXPAND(leaf)   — every move at once (no state twice, if asked)", "generate; expand"},
		{"    result ← SIMULATE(a random child)   — random moves; one that reaches the goal ends the search", "solution"},
		{"    BACK-PROPAGATE(result, child)", "playout"},
		{"  return failure (the tree was exhausted or the budget ran out)", ""},
	},
	Frontier: "tree",
}

var singleMCTSCode = singleMCTSSpec.code()
