package engine

import (
	"context"

	"searchlab/core/adversarial"
	"searchlab/core/games/othellogame"
	"searchlab/core/mcts"
	"searchlab/core/othello"
	"searchlab/core/registry"
	"searchlab/core/search"
	"searchlab/core/wire"
)

func newOthelloAlphaBeta(job registry.Job, root othello.Position, o adversarial.Options[othello.Position, othello.Move]) (adversarial.Searcher[othello.Move], error) {
	c, err := othellogame.AlphaBetaConfig(job.Values)
	if err != nil {
		return nil, err
	}
	return c.NewSearcher(root, o), nil
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
	c, err := othellogame.AlphaBetaConfig(job.Values)
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
