package registry

// The algorithm catalogue: what each algorithm is, its family, whether it is
// complete and optimal, and its parameters with ranges and defaults. A game
// picks the entries that apply to it in Algorithms, adding its own
// parameters (such as the heuristic) with WithParams.
//
// Defaults are chosen so that every algorithm returns within seconds on a
// 3×3 board; the node budget (max_nodes) protects against the rest.

// Algorithm ids.
const (
	AlgoBFS                = "bfs"
	AlgoDFS                = "dfs"
	AlgoDLS                = "dls"
	AlgoIDDFS              = "iddfs"
	AlgoUCS                = "ucs"
	AlgoBidirectional      = "bidirectional"
	AlgoGreedy             = "greedy"
	AlgoAStar              = "astar"
	AlgoIDAStar            = "idastar"
	AlgoWAStar             = "wastar"
	AlgoARA                = "ara"
	AlgoBULB               = "bulb"
	AlgoHillClimbing       = "hill-climbing"
	AlgoSimulatedAnnealing = "simulated-annealing"
	AlgoBeam               = "beam"
	AlgoGenetic            = "genetic"
)

// SystematicAlgorithms describes the algorithms of core/search (uninformed
// then informed), in the order the CLI lists them.
func SystematicAlgorithms() []AlgorithmInfo {
	return []AlgorithmInfo{
		{ID: AlgoBFS, Name: "Breadth-first search", Family: FamilyUninformed, Complete: true, Optimal: true,
			Help:   "Expands the shallowest states first (FIFO frontier, early goal test); complete, and optimal when every move costs the same.",
			Params: []Param{treeSearchParam(treeSearchBFSHelp)}},
		{ID: AlgoDFS, Name: "Depth-first search", Family: FamilyUninformed, Complete: true, Optimal: false,
			Help:   "Follows one path as deep as it goes before backtracking (graph search with an explored set); complete on finite state spaces, not optimal.",
			Params: []Param{IntParam("max_depth", 0, 10000, 0, "Do not expand states deeper than this (0: no limit)."), treeSearchParam(treeSearchDFSHelp)}},
		{ID: AlgoDLS, Name: "Depth-limited search", Family: FamilyUninformed, Complete: false, Optimal: false,
			Help:   "Depth-first tree search that stops at a fixed depth; finds a solution only if one lies within the limit (not complete), not optimal.",
			Params: []Param{IntParam("depth_limit", 1, 1000, 20, "Depth beyond which states are not expanded.")}},
		{ID: AlgoIDDFS, Name: "Iterative deepening DFS", Family: FamilyUninformed, Complete: true, Optimal: true,
			Help:   "Depth-limited searches with limits 0, 1, 2, …; complete, and optimal for unit move costs, in memory linear in the depth.",
			Params: []Param{IntParam("max_depth", 0, 1000, 0, "Largest depth limit tried (0: no cap; the node budget still applies).")}},
		{ID: AlgoUCS, Name: "Uniform-cost search", Family: FamilyUninformed, Complete: true, Optimal: true,
			Help:   "Expands the cheapest path first (Dijkstra's algorithm); complete and optimal.",
			Params: []Param{treeSearchParam(treeSearchUCSHelp)}},
		{ID: AlgoBidirectional, Name: "Bidirectional BFS", Family: FamilyUninformed, Complete: true, Optimal: true,
			Help: "Breadth-first from the start and backwards from the goal until the two meet; complete, and optimal for unit move costs."},
		{ID: AlgoGreedy, Name: "Greedy best-first search", Family: FamilyInformed, Complete: true, Optimal: false,
			Help:   "Always expands the state that looks closest to the goal by the heuristic alone; complete on finite state spaces, not optimal.",
			Params: []Param{treeSearchParam(treeSearchGreedyHelp)}},
		{ID: AlgoAStar, Name: "A*", Family: FamilyInformed, Complete: true, Optimal: true,
			Help:   "Expands the state with the lowest path cost plus heuristic estimate; complete, and optimal with an admissible heuristic.",
			Params: []Param{treeSearchParam(treeSearchAStarHelp)}},
		{ID: AlgoIDAStar, Name: "IDA*", Family: FamilyInformed, Complete: true, Optimal: true,
			Help:   "Depth-first searches bounded by path cost plus heuristic, raising the bound each round; complete and optimal with an admissible heuristic, in memory linear in the depth.",
			Params: []Param{BoolParam(ParamTranspositions, false, transpositionsHelp)}},
		{ID: AlgoWAStar, Name: "Weighted A*", Family: FamilyInformed, Complete: true, Optimal: false,
			Help:   "A* with the heuristic weighted by w ≥ 1 (Pohl 1970): far fewer states than A* on hard boards, and a solution at most w times the optimal length (the bound it proves is reported).",
			Params: []Param{FloatParam(ParamWeight, 1, 100, DefaultWAStarWeight, "Weight w of the heuristic (1: A*); the solution costs at most w times the optimum.")}},
		{ID: AlgoARA, Name: "Anytime repairing A* (ARA*)", Family: FamilyInformed, Complete: true, Optimal: true,
			Help: "Weighted A* searches with a falling weight that reuse each other's work (Likhachev, Gordon & Thrun 2003): a first solution fast, then better ones, each with the bound it proves, down to a proven optimal one; a budget that ends it returns the best so far.",
			Params: []Param{
				FloatParam(ParamWeight, 1, 100, DefaultARAWeight, "Weight of the first round (1: A*)."),
				FloatParam(ParamStep, 0.001, 100, DefaultARAStep, "How much the weight falls after each round (never below 1)."),
			}},
		{ID: AlgoBULB, Name: "Beam search with limited discrepancy backtracking (BULB)", Family: FamilyInformed, Complete: true, Optimal: false,
			Help: "Breadth-first beam search that backtracks to the next-best slice of states when a beam dies (Furcy & Koenig 2005), in little memory; after each solution it searches again with a beam twice as wide, keeping only states that can still do better, so long runs give shorter solutions (the bound it proves is length / h(start)).",
			Params: []Param{
				IntParam(ParamWidth, 1, 1_000_000, DefaultBULBWidth, "Beam width of the first probe: states kept per level."),
				BoolParam(ParamWiden, true, "After each solution, and after a probe that failed, search again with the beam twice as wide (as far as the memory budget allows); off: keep the width and only backtrack."),
				BoolParam(ParamPolish, true, polishHelp),
			}},
	}
}

// ParamTreeSearch switches BFS, DFS, UCS, greedy best-first search and A*
// to their tree-like variants (search.Options.TreeSearch, AIMA 4e §3.3.3):
// no reached set, so states repeat along every path and a cycle can trap
// the search until a budget stops it. Off by default (graph search).
const ParamTreeSearch = "tree_search"

// The tree_search help of each algorithm: what dropping the reached set
// costs it (AIMA 4e §3.3.3–3.5).
const (
	treeSearchCommon     = "Tree search: keep no reached set, so a state reached along several paths is held and expanded once per path and states repeat (AIMA's tree-like search); budgets stop it. "
	treeSearchBFSHelp    = treeSearchCommon + "Breadth-first tree search stays complete (finite branching) and finds the fewest moves, with more nodes."
	treeSearchDFSHelp    = treeSearchCommon + "Depth-first tree search is not complete: on a cycle it goes round until a budget stops it (a max depth makes it depth-limited search)."
	treeSearchUCSHelp    = treeSearchCommon + "Uniform-cost tree search stays complete and optimal when every move costs more than zero, with more nodes."
	treeSearchGreedyHelp = treeSearchCommon + "Greedy tree search is not complete: it can bounce between states that look close to the goal until a budget stops it."
	treeSearchAStarHelp  = treeSearchCommon + "A* tree search stays optimal with an admissible heuristic (consistent or not), with more nodes."
)

func treeSearchParam(help string) Param { return BoolParam(ParamTreeSearch, false, help) }

// polishHelp is the help of ParamPolish.
const polishHelp = "Shorten each solution before the next probe: every stretch of a few moves is replaced by an optimal path between its two ends when that is shorter (games that can search between any two states, such as the sliding puzzle)."

// Parameter names and defaults of the bounded-suboptimal and anytime
// searches.
const (
	ParamWeight = "weight"
	ParamStep   = "step"
	ParamWidth  = "width"
	ParamWiden  = "widen"
	// ParamPolish turns BULB's path shortening by windows on or off
	// (search.BULBParams.NoPolish).
	ParamPolish = "polish"

	// ParamDepthFactor is local beam search's depth limit, a multiple of
	// h(start) (local.BeamParams.DepthFactor).
	ParamDepthFactor = "depth_factor"

	DefaultWAStarWeight = 1.5
	DefaultARAWeight    = 3
	DefaultARAStep      = 0.5
	DefaultBULBWidth    = 100
)

// ParamTranspositions is IDA*'s switch for its transposition table
// (search.IDAStarParams.Transpositions). It is off by default (the counts
// of Korf's IDA*); games full of short cycles turn it on by default in
// their Algorithms (Bloxorz).
const ParamTranspositions = "transpositions"

const transpositionsHelp = "Remember each state's smallest path cost in the current round and skip it when reached again no cheaper (Reinefeld & Marsland 1994): still optimal, far fewer nodes on games with many short cycles, memory proportional to the states visited."

// Defaults of the local searches as the catalogue offers them: core/local's
// own (local.DefaultHillClimbingParams().RestartWalk, local.DefaultT0,
// local.DefaultAlpha, local.DefaultBeamWidth,
// local.DefaultBeamDepthFactor), written here so that the catalogue links
// no search; core/registry/dispatch's tests check that they agree.
const (
	DefaultRestartWalk     = 100
	DefaultT0              = 1.0
	DefaultCooling         = 0.9999
	DefaultBeamWidth       = 1000
	DefaultBeamDepthFactor = 3.0
)

// LocalAlgorithms describes the algorithms of core/local.
func LocalAlgorithms() []AlgorithmInfo {
	return []AlgorithmInfo{
		{ID: AlgoHillClimbing, Name: "Hill climbing", Family: FamilyLocal, Randomized: true, Complete: false, Optimal: false,
			Help: "Steepest descent on the heuristic with sideways moves and random restarts; stops at local minima (not complete), not optimal.",
			Params: []Param{
				IntParam("sideways", 0, 100000, 100, "Consecutive sideways moves allowed on a plateau."),
				IntParam("restarts", 0, 100000, 50, "Restarts after getting stuck."),
				// The walk's default is core/local's measured one: long walks
				// reach distant basins (on a hardest 8-puzzle board 12 of 20
				// seeds succeed with 100 moves, 1 of 20 with 40; see
				// local.DefaultHillClimbingParams).
				IntParam("restart_walk", 0, 10000, DefaultRestartWalk, "Random moves from the start at the beginning of each restart."),
			}},
		{ID: AlgoSimulatedAnnealing, Name: "Simulated annealing", Family: FamilyLocal, Randomized: true, Complete: false, Optimal: false,
			Help: "Random moves, accepting worse ones with a probability that falls as the temperature cools; not complete, not optimal.",
			Params: []Param{
				// t0 and cooling default to core/local's measured best
				// (local.DefaultT0, local.DefaultAlpha): on a hardest 8-puzzle
				// board they solve 16 of 20 seeds, t0 = 10 with cooling 0.999
				// only 7 of 20 (see core/local/simulatedannealing.go).
				FloatParam("t0", 0.001, 1e6, DefaultT0, "Initial temperature."),
				EnumParam("schedule", []string{"exponential", "linear", "logarithmic"}, "exponential", "Cooling schedule: T0·cooling^t, linear to 0 at the step limit, or T0/ln(t+2)."),
				FloatParam("cooling", 0.5, 0.999999, DefaultCooling, "Cooling factor of the exponential schedule (0.5 to 0.999999).").OnlyWith("schedule", "exponential"),
				IntParam("steps", 1, 100_000_000, 100_000, "Step limit (budget_exceeded when reached)."),
				FloatParam("min_temperature", 1e-9, 1000, 0.001, "The search stops (not_found) once the temperature falls below this; must be below t0."),
			}},
		{ID: AlgoBeam, Name: "Local beam search", Family: FamilyLocal, Randomized: true, Complete: false, Optimal: false,
			Help: "Keeps the best k states by the heuristic at each step and never revisits a state; not complete (the beam may drop every path to the goal), not optimal.",
			Params: []Param{
				IntParam("width", 1, 100000, DefaultBeamWidth, "Beam width k: states kept per step."),
				FloatParam(ParamDepthFactor, 0, 1000, DefaultBeamDepthFactor, "Stop (cutoff) once the beam is this many times the heuristic's estimate of the start deep: a beam that has wandered that far only returns paths many times too long (0: no limit)."),
			}},
		{ID: AlgoGenetic, Name: "Genetic algorithm", Family: FamilyLocal, Randomized: true, Complete: false, Optimal: false,
			Help: "Evolves a population of move sequences by selection, crossover and mutation toward the lowest heuristic value reached; not complete, not optimal.",
			Params: []Param{
				IntParam("population", 2, 10000, 100, "Individuals per generation."),
				IntParam("length", 1, 1000, 50, "Moves per chromosome."),
				IntParam("generations", 1, 1_000_000, 500, "Generation limit (budget_exceeded when reached)."),
				FloatParam("mutation", 0, 1, 0.04, "Probability that a gene is replaced at random."),
				FloatParam("crossover", 0, 1, 0.9, "Probability that a child is bred by crossover rather than copied."),
				EnumParam("crossover_kind", []string{"one_point", "uniform"}, "one_point", "How two parents are recombined."),
				IntParam("elitism", 0, 9999, 2, "Best individuals copied unchanged into the next generation (below population)."),
				IntParam("tournament", 1, 100, 3, "Individuals drawn per tournament selection."),
				IntParam("stagnation", 0, 1_000_000, 0, "Stop (not_found) after this many generations without improvement (0: never)."),
			}},
	}
}

// AlgoMCTS is single-player Monte Carlo tree search.
const AlgoMCTS = "mcts"

// Algorithm ids of the two-player games.
const (
	AlgoMinimax   = "minimax"
	AlgoAlphaBeta = "alphabeta"
	AlgoOracle    = "oracle"
)
