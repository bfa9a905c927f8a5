package othellogame

import (
	"context"

	"searchlab/core/adversarial"
	"searchlab/core/mcts"
	"searchlab/core/othello"
	"searchlab/core/registry"
	"searchlab/core/search"
	"searchlab/core/wire"
)

// The Othello algorithms of the project's own engines: alpha-beta (with the
// exact solver at few empties), the exact solver, a random player and plain
// UCT (the paper's OthelloMCTS1). Each registers a row of the algorithm
// table (othello.go).

// Defaults of the Othello algorithms.
const (
	othelloDepth      = 6
	othelloEndgame    = 14
	othelloMaxEmpties = 22
	othelloUCTC       = 0.85 // Nguyen et al. 2015, OthelloMCTS1
	othelloIterations = 10_000
)

func init() {
	registerOthelloAlgo(othelloAlgo{Order: 10, Info: othelloAlphaBetaInfo(), New: newOthelloAlphaBeta, Candidates: othelloChildCandidates,
		Check: func(job registry.Job) error { _, err := othelloAlphaBetaConfig(job.Values); return err }})
	registerOthelloAlgo(othelloAlgo{Order: 20, Info: othelloExactInfo(), New: newOthelloExact, Candidates: othelloExactCandidates})
	registerOthelloAlgo(othelloAlgo{Order: 30, Info: othelloUCTInfo(), New: newOthelloUCT, WinRate: true, Candidates: OthelloTreeCandidates})
	registerOthelloAlgo(othelloAlgo{Order: 90, Info: registry.AlgorithmInfo{ID: AlgoRandom, Name: "Random", Family: registry.FamilyAdversarial, Randomized: true,
		Help: "Plays a uniformly random legal move drawn from the seed (a baseline opponent). Neither complete nor optimal."}, New: newOthelloRandom, NoValue: true})
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

func newOthelloAlphaBeta(job registry.Job, root othello.Position, o adversarial.Options[othello.Position, othello.Move]) (adversarial.Searcher[othello.Move], error) {
	c, err := othelloAlphaBetaConfig(job.Values)
	if err != nil {
		return nil, err
	}
	return c.NewSearcher(root, o), nil
}

func othelloAlphaBetaConfig(v registry.Values) (othello.AlphaBetaConfig, error) {
	lvl, err := othello.ParseEvalLevel(v.String("eval"))
	if err != nil {
		return othello.AlphaBetaConfig{}, wire.Invalidf("%v", err)
	}
	return othello.AlphaBetaConfig{
		Search:   adversarial.AlphaBetaParams{Depth: v.Int("depth"), Ordering: v.Bool("ordering"), TT: v.Bool("tt"), Deepening: v.Bool("deepening")},
		Eval:     lvl,
		Endgame:  v.Int("endgame"),
		AllMoves: v.Bool("candidates") && lvl == othello.EvalLearned,
	}, nil
}

func newOthelloExact(job registry.Job, root othello.Position, o adversarial.Options[othello.Position, othello.Move]) (adversarial.Searcher[othello.Move], error) {
	if e, n := root.Empties(), job.Values.Int("max_empties"); e > n && !root.Over() {
		return nil, wire.Invalidf("exact: the position has %d empty squares, more than max_empties = %d; raise max_empties (each extra empty costs about three times more) or use alphabeta", e, n)
	}
	return othello.NewEndgame(root, o, othello.EndgameParams{AllMoves: job.Values.Bool("all_moves"), TT: job.Values.Bool("tt")}), nil
}

func newOthelloUCT(job registry.Job, root othello.Position, o adversarial.Options[othello.Position, othello.Move]) (adversarial.Searcher[othello.Move], error) {
	p := mcts.UCTParams[othello.Position, othello.Move]{
		Iterations: job.Values.Int("iterations"), C: job.Values.Float("c"), Solver: job.Values.Bool("solver"),
		MaxPlayout: mcts.DefaultMaxPlayout,
	}
	return mcts.NewUCT[othello.Position, othello.Move](othello.Game{WinLoss: true}, root, o, p, registry.NewRand(job.Seed)), nil
}

// OthelloTreeCandidates lists the root children of a Monte Carlo search
// (any searcher with RootChildren, such as mcts.UCT) with their visits and
// mean rewards; Value is the win rate 2·Mean − 1.
func OthelloTreeCandidates(_ context.Context, _ registry.Job, _ othello.Position, s adversarial.Searcher[othello.Move], _ adversarial.Result[othello.Move]) ([]wire.Candidate, bool) {
	t, ok := s.(interface {
		RootChildren() []mcts.Candidate[othello.Move]
	})
	if !ok {
		return nil, false
	}
	var out []wire.Candidate
	for _, c := range t.RootChildren() {
		out = append(out, wire.Candidate{Move: c.Action.String(), Value: 2*c.Mean - 1, Visits: c.Visits, Mean: c.Mean})
	}
	return out, false
}

// othelloExactCandidates lists the exact solver's root moves: exact scores,
// or upper bounds for the moves it only refuted.
func othelloExactCandidates(_ context.Context, _ registry.Job, _ othello.Position, s adversarial.Searcher[othello.Move], _ adversarial.Result[othello.Move]) ([]wire.Candidate, bool) {
	e, ok := s.(*othello.Endgame)
	if !ok {
		return nil, false
	}
	return moveScoreCandidates(e.MoveScores()), false
}

// moveScoreCandidates turns root move scores (discs) into candidates:
// Exact when the value is the game's (proven), Bound "upper" when the
// search only showed the move to be no better than that.
func moveScoreCandidates(ms []othello.MoveScore) []wire.Candidate {
	var out []wire.Candidate
	for _, m := range ms {
		c := wire.Candidate{Move: m.Move.String(), Value: float64(m.Score), Exact: m.Proven}
		if !m.Exact {
			c.Bound = "upper"
		}
		out = append(out, c)
	}
	return out
}

// othelloChildCandidates lists, when the "candidates" parameter is set,
// every root move with its value: with the learned evaluation the root
// moves of the search itself (PVS or the exact solver, which then search
// every root move with the full window: values in discs, exact ones
// marked); with the ladder, the same alpha-beta configuration (depth − 1)
// run on each root move's child, within what is left of the node budget
// (the list stops when it runs out).
func othelloChildCandidates(ctx context.Context, job registry.Job, root othello.Position, s adversarial.Searcher[othello.Move], main adversarial.Result[othello.Move]) ([]wire.Candidate, bool) {
	if !job.Values.Bool("candidates") {
		return nil, false
	}
	if ms, ok := s.(interface{ MoveScores() []othello.MoveScore }); ok {
		return moveScoreCandidates(ms.MoveScores()), false
	}
	c, err := othelloAlphaBetaConfig(job.Values)
	if err != nil {
		return nil, false
	}
	if c.Search.Depth > 0 {
		c.Search.Depth = max(1, c.Search.Depth-1)
	}
	left := job.MaxNodes - main.Stats.Nodes
	var out []wire.Candidate
	for _, m := range root.Moves(nil) {
		child := root.Apply(m)
		var v float64
		var nodes int64
		exact := true
		if child.Over() {
			v = othello.Game{}.Utility(child, int(root.Turn))
		} else {
			if left <= 0 {
				return out, true
			}
			o := adversarial.Options[othello.Position, othello.Move]{Limits: search.Limits{MaxNodes: left, MaxMemory: job.MaxMemory}}
			r := adversarial.Run(ctx, c.NewSearcher(child, o), adversarial.RunOptions{MaxTime: job.Timeout})
			left -= r.Stats.Nodes
			if r.Status != search.Found {
				return out, true
			}
			v, exact, nodes = -r.Value, r.Proven, r.Stats.Nodes
		}
		w, _ := utilityWire(v, exact)
		out = append(out, wire.Candidate{Move: m.String(), Value: w, Exact: exact, Nodes: nodes})
	}
	return out, false
}

// randomSearcher plays one uniformly random legal move.
type randomSearcher struct {
	root othello.Position
	r    search.Rand
	res  adversarial.Result[othello.Move]
}

func newOthelloRandom(job registry.Job, root othello.Position, _ adversarial.Options[othello.Position, othello.Move]) (adversarial.Searcher[othello.Move], error) {
	return &randomSearcher{root: root, r: registry.NewRand(job.Seed), res: adversarial.Result[othello.Move]{Status: search.Running}}, nil
}

func (s *randomSearcher) Step() bool {
	if s.res.Status != search.Running {
		return false
	}
	s.res.Status = search.Found
	s.res.Stats = adversarial.Stats{Nodes: 1, Expanded: 1, Iterations: 1}
	if m, ok := (othello.Game{}).RandomMove(s.root, s.r); ok {
		s.res.HasMove, s.res.BestMove, s.res.PV = true, m, []othello.Move{m}
		s.res.Stats.Generated = int64(len(s.root.Moves(nil)))
	} else {
		s.res.Proven = true
	}
	return false
}

func (s *randomSearcher) Result() adversarial.Result[othello.Move] { return s.res }
