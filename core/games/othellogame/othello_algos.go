package othellogame

import (
	"searchlab/core/adversarial"
	"searchlab/core/othello"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// The Othello algorithms of the project's own engines: alpha-beta (with the
// exact solver at few empties), the exact solver, a random player and plain
// UCT (the paper's OthelloMCTS1). Each registers a row of the algorithm
// table (othello.go); their searches are in the engine package
// (core/games/othellogame/engine).

// Defaults of the Othello algorithms.
const (
	othelloDepth      = 6
	othelloEndgame    = 14
	othelloMaxEmpties = 22
	othelloUCTC       = 0.85 // Nguyen et al. 2015, OthelloMCTS1
	othelloIterations = 10_000
)

func init() {
	registerOthelloAlgo(othelloAlgo{Order: 10, Info: othelloAlphaBetaInfo(),
		Check: func(job registry.Job) error { _, err := AlphaBetaConfig(job.Values); return err }})
	registerOthelloAlgo(othelloAlgo{Order: 20, Info: othelloExactInfo()})
	registerOthelloAlgo(othelloAlgo{Order: 30, Info: othelloUCTInfo()})
	registerOthelloAlgo(othelloAlgo{Order: 90, Info: registry.AlgorithmInfo{ID: AlgoRandom, Name: "Random", Family: registry.FamilyAdversarial, Randomized: true,
		Help: "Plays a uniformly random legal move drawn from the seed (a baseline opponent). Neither complete nor optimal."}})
}

func othelloAlphaBetaInfo() registry.AlgorithmInfo {
	return registry.AlgorithmInfo{ID: registry.AlgoAlphaBeta, Name: "Alpha-beta", Family: registry.FamilyAdversarial, Complete: true, Optimal: true,
		Help: "Negamax alpha-beta (AIMA 4e §5.3) with move ordering, transposition table and iterative deepening, and the exact solver at few empties. With the learned evaluation (the default: patterns of Buro's Logistello trained here from self-play, values in discs) it is a principal-variation search (NegaScout, Reinefeld 1983) ordering moves by a shallow search; with the evaluation ladder (Norvig's weighted squares, then mobility, corners, frontier and parity after Sannidhanam & Muthukaruppan 2004) the textbook alpha-beta. Complete and optimal when it searches to the end of the game. With max_nodes 0 its node budget is 2 billion: the depth, the endgame setting and the time budget guard it.",
		Params: []registry.Param{
			registry.IntParam("depth", 0, 60, othelloDepth, "Search this many plies (a pass counts; 0: to the end of the game)."),
			registry.EnumParam("eval", othello.EvalLevelNames, othello.EvalLearned.String(), "Evaluation at the horizon: learned (pattern weights trained from self-play, predicting the final disc difference), or the ladder: squares (Norvig's weighted squares), + mobility, + corners, + frontier, + parity (each level adds one feature)."),
			registry.IntParam("endgame", 0, 30, othelloEndgame, "Solve positions with this many empty squares or fewer exactly (0: never)."),
			registry.BoolParam("ordering", true, "Search the table's best move first, then by the children's evaluation, then the history heuristic."),
			registry.BoolParam("tt", true, "Transposition table (value, bound, depth, best move per position)."),
			registry.BoolParam("deepening", true, "Iterative deepening, depth 1, 2, 3, …: a time budget still leaves the last completed depth's move."),
			othelloMoveTimeParam(),
			othelloProbCutParam(),
			registry.BoolParam("candidates", false, "Also report every root move with the value of the same search (depth − 1) on the child; costs up to one extra search per move."),
		}}
}

func othelloExactInfo() registry.AlgorithmInfo {
	return registry.AlgorithmInfo{ID: AlgoExact, Name: "Exact endgame solver", Family: registry.FamilyAdversarial, Complete: true, Optimal: true,
		Help: "Alpha-beta on final disc differences to the end of the game with principal-variation search, a transposition table with the enhanced transposition cutoff, the stability cutoff, fastest-first, parity and learned-evaluation move ordering and a fast path for the last empties; the value is the exact final disc difference under perfect play. Complete and optimal; exponential in the number of empties. With max_nodes 0 its node budget is 2 billion: max_empties and the time budget guard it.",
		Params: []registry.Param{
			registry.IntParam("max_empties", 1, 60, othelloMaxEmpties, "Refuse positions with more empty squares than this. Cost grows about threefold per empty (natively: 18 empties some 40 ms, 20 about 0.1–0.6 s, 22 one or two seconds; the browser's worker is about 2.5 times slower, under a second up to about 20 empties)."),
			registry.BoolParam("all_moves", false, "Solve every root move exactly (candidates all exact) instead of proving only the best one."),
			registry.BoolParam("tt", true, "Transposition table of proven bounds for positions of 8 empties or more (2^(n−7) entries for n empties, 256 KB–1 MB at 20–22, at most 32 MB, and 512 KB for those of 8–10 empties): about 40% fewer nodes on FFO #1–19."),
		}}
}

func othelloUCTInfo() registry.AlgorithmInfo {
	return registry.AlgorithmInfo{ID: AlgoMCTSUCT, Name: "MCTS: plain UCT", Family: registry.FamilyMCTS, Randomized: true,
		Help: "UCT (Kocsis & Szepesvári 2006) with uniformly random playouts scored win/draw/loss, C = 0.85: OthelloMCTS1 of Nguyen et al. 2015. The value is the recommended move's win rate 2·mean − 1. Not complete within its budget, not optimal.",
		Params: []registry.Param{
			registry.IntParam("iterations", 1, 100_000_000, othelloIterations, "Playouts per search."),
			registry.FloatParam("c", 0, 100, othelloUCTC, "UCB1 exploration constant on rewards in [0, 1]."),
			registry.BoolParam("solver", false, "MCTS-Solver: propagate proven wins and losses (off: plain UCT as in the paper)."),
			othelloMoveTimeParam(),
		}}
}

// othelloMoveTimeParam is the time per move of the players: spending it
// ends the search normally (found), unlike timeout_ms.
func othelloMoveTimeParam() registry.Param {
	return registry.IntParam("move_time_ms", 0, registry.MaxTimeout.Milliseconds(), 0, "Think this long and play (found, with the last completed depth or the tree so far); 0: no time per move (the depth or iterations decide).")
}

// othelloProbCutParam is alpha-beta's Multi-ProbCut threshold t
// (othello.PVSParams.ProbCut); 0 keeps the default of probCutOf.
func othelloProbCutParam() registry.Param {
	return registry.FloatParam("probcut", 0, 4, 0, "Multi-ProbCut threshold t (Buro 1997): prune a node when a shallow search predicts the deep one falls outside the window with t standard deviations to spare (smaller: faster and riskier); 0: the default, 1.5 with a time per move and off (full width) without one. The exact endgame is never pruned.")
}

// probCutOf is PVS's Multi-ProbCut threshold for alpha-beta's values: the
// probcut parameter when set (a level may set it: othello.Level.ProbCut);
// else on (othello.DefaultProbCut) for a player with a time per move,
// which then reaches some two plies deeper (at 250 ms a move it won 18-1-5
// against main's full-width engine, issue 33), and off for a fixed depth,
// which keeps its meaning (the full-width search of that many plies).
func probCutOf(v registry.Values) float64 {
	if t := v.Float("probcut"); t > 0 {
		return t
	}
	if v.Int("move_time_ms") > 0 {
		return othello.DefaultProbCut
	}
	return 0
}

// AlphaBetaConfig reads alpha-beta's validated values into its settings;
// an evaluation it does not know is the request's fault.
func AlphaBetaConfig(v registry.Values) (othello.AlphaBetaConfig, error) {
	lvl, err := othello.ParseEvalLevel(v.String("eval"))
	if err != nil {
		return othello.AlphaBetaConfig{}, wire.Invalidf("%v", err)
	}
	return othello.AlphaBetaConfig{
		Search:   adversarial.AlphaBetaParams{Depth: v.Int("depth"), Ordering: v.Bool("ordering"), TT: v.Bool("tt"), Deepening: v.Bool("deepening")},
		Eval:     lvl,
		Endgame:  v.Int("endgame"),
		AllMoves: v.Bool("candidates") && lvl == othello.EvalLearned,
		ProbCut:  probCutOf(v),
	}, nil
}
