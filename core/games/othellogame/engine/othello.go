// Package engine is Othello's engine half (core/games/othellogame is its
// descriptor): the solve of every algorithm (alpha-beta and the exact
// solver of core/othello, UCT and the MCTS programs of core/othello/mctsprog
// with their learned weights, the random player), the candidates, and the
// players and games between them (Player, Factory, registry.Matcher). It
// registers its Game from its init (registry.RegisterBuiltin);
// core/games/all imports it.
package engine

import (
	"context"
	"math"
	"time"

	"searchlab/core/adversarial"
	"searchlab/core/games/othellogame"
	"searchlab/core/othello"
	"searchlab/core/registry"
	"searchlab/core/search"
	"searchlab/core/wire"
)

// Game is Othello's engine: its Descriptor with the solve (alpha-beta, the
// exact solver, the MCTS programs, the random player) and the play between
// players (registry.Matcher).
type Game struct{ othellogame.Descriptor }

func init() { registry.RegisterBuiltin(Game{}) }

// othelloAlgo is one row of the engine's algorithm table, keyed by the
// algorithm's id (its description is the descriptor's row).
type othelloAlgo struct {
	// New builds the search of root for the job; an error is the request's
	// fault (an *InvalidError or a plain error, reported as invalid).
	New func(job registry.Job, root othello.Position, o adversarial.Options[othello.Position, othello.Move]) (adversarial.Searcher[othello.Move], error)
	// WinRate: Result.Value is a win rate in [−1, 1] (MCTS) rather than a
	// value on othello.Game's utility scale.
	WinRate bool
	// NoValue: the algorithm does not value positions (random).
	NoValue bool
	// Candidates, optional, lists the root moves with their values after
	// the search (s is the searcher New returned, r its result), in the
	// response's value unit; cut reports a list cut short by the budgets.
	Candidates func(ctx context.Context, job registry.Job, root othello.Position, s adversarial.Searcher[othello.Move], r adversarial.Result[othello.Move]) (list []wire.Candidate, cut bool)
}

// othelloAlgoByID is the engine's row of an algorithm of the descriptor.
func othelloAlgoByID(id string) (othelloAlgo, bool) {
	switch id {
	case registry.AlgoAlphaBeta:
		return othelloAlgo{New: newOthelloAlphaBeta, Candidates: othelloChildCandidates}, true
	case othellogame.AlgoExact:
		return othelloAlgo{New: newOthelloExact, Candidates: othelloExactCandidates}, true
	case othellogame.AlgoMCTSUCT:
		return othelloAlgo{New: newOthelloUCT, WinRate: true, Candidates: OthelloTreeCandidates}, true
	case othellogame.AlgoMCTSBT, othellogame.AlgoMCTSBTOpt, othellogame.AlgoMCTSLearned:
		return othelloAlgo{New: newOthelloMCTSProgram, WinRate: true, Candidates: othelloUCBCandidates}, true
	case othellogame.AlgoRandom:
		return othelloAlgo{New: newOthelloRandom, NoValue: true}, true
	}
	return othelloAlgo{}, false
}

// Solve answers a request on an Othello position.
//
// Response: "moves" is the principal variation (the best move first),
// "length" its number of plies (a pass counts), "cost" the same. The
// two-player fields (TwoPlayerResult) and Othello's own (OthelloFields):
//
//   - "value" for the side to move, in the unit "value_kind" names:
//     "disc_difference" (the final disc difference with empties to the
//     winner: exact when "proven"; otherwise the learned evaluation's
//     expected disc difference at the search horizon, or the margin of a
//     game end found within it), "evaluation" (alpha-beta's horizon
//     evaluation in weighted-square units, with the ladder), "win_rate"
//     (MCTS: 2·mean − 1 of the recommended move, in [−1, 1]; ±1 when
//     proven), or "none" (random).
//   - "best_move", "proven", "empties", "tree_stats" (adversarial.Stats:
//     nodes, playouts, depth_reached, tt_hits, …) and "candidates": root
//     moves with values in the same unit — the exact solver's exact scores
//     (or with "bound": "upper" a score the move cannot beat; all exact
//     with all_moves), alpha-beta's (parameter "candidates": every root
//     move's expected disc difference at the depth, "exact" when proven),
//     MCTS's root visits and mean rewards.
//
// The common "stats" map the game-tree statistics as for Nim: "expanded" is
// what max_nodes bounds (nodes entered for alpha-beta and the exact solver,
// tree nodes expanded for MCTS).
func (Game) Solve(ctx context.Context, job registry.Job, progress func(wire.Progress)) wire.Response {
	root, err := othello.Parse(job.Board)
	if err != nil {
		return wire.Invalid(err)
	}
	algo, ok := othelloAlgoByID(job.Algo.ID)
	if !ok {
		return wire.Invalid(wire.Invalidf("unknown algorithm %q for othello", job.Algo.ID))
	}
	nodes := othelloNodeBudget(job)
	o := adversarial.Options[othello.Position, othello.Move]{Limits: search.Limits{MaxNodes: nodes, MaxTime: job.Timeout, MaxMemory: job.MaxMemory}}
	if job.Recorder != nil {
		o.Observer = registry.GameTrace(job.Recorder, othello.Position.String, func(b []byte, p othello.Position) []byte { return p.AppendText(b) }, othello.Move.String, root)
		o.Limits.MaxMemory = job.SearchMemory()
		if algo.NoValue {
			job.Recorder.Note = "the random player draws a move without a search tree to trace"
		}
	}
	s, err := algo.New(job, root, o)
	if err != nil {
		return wire.Invalid(err)
	}
	if e, ok := s.(registry.Erring); ok && e.Err() != nil {
		return wire.Invalid(e.Err())
	}
	ro := adversarial.RunOptions{MaxTime: job.Timeout}
	var moveTime time.Duration // the players' time per move (not every algorithm has one)
	if job.Values.Has("move_time_ms") {
		moveTime = time.Duration(job.Values.Int64("move_time_ms")) * time.Millisecond
	}
	if moveTime > 0 && (job.Timeout <= 0 || moveTime < job.Timeout) {
		ro.MaxTime = moveTime
	}
	if progress != nil {
		ro.Progress = func(st adversarial.Stats) { progress(wire.ProgressOf(registry.GameTreeStats(st), nodes, job.Timeout)) }
	}
	r := adversarial.Run(ctx, s, ro)
	if moveTime > 0 && ro.MaxTime < job.Timeout && r.Status == search.BudgetExceeded && r.Budget == search.TimeBudget && !r.HasMove && ctx.Err() == nil {
		// A player always moves: the time per move ran out before the
		// search had any move (a loaded machine can deschedule it past the
		// deadline before its first iteration); it searches on, within the
		// rest of timeout_ms, until it has one.
		ro.MaxTime = job.Timeout - r.Stats.Elapsed
		more := adversarial.Run(ctx, untilMove{s}, ro)
		more.Stats.Elapsed += r.Stats.Elapsed
		if r = more; r.Status == search.Running && r.HasMove {
			r.Status = search.Found
		}
	}
	if moveTime > 0 && r.Status == search.BudgetExceeded && r.HasMove && ctx.Err() == nil &&
		r.Stats.Elapsed >= moveTime && (nodes <= 0 || registry.GameTreeStats(r.Stats).Expanded < nodes) {
		r.Status = search.Found // the time per move was spent: a normal end for a player
	}
	tp := &wire.TwoPlayerResult{Proven: r.Proven, TreeStats: r.Stats}
	of := &wire.OthelloFields{Empties: root.Empties()}
	tp.Value, of.ValueKind = othelloValue(algo, root, s, r)
	moves := make([]string, len(r.PV))
	for i, m := range r.PV {
		moves[i] = m.String()
	}
	if r.HasMove {
		tp.BestMove = r.BestMove.String()
	}
	resp := wire.Response{
		Status: wire.StatusOf(r.Status),
		Moves:  moves,
		Length: len(moves),
		Cost:   float64(len(moves)),
		Stats:  registry.GameTreeStats(r.Stats),
	}
	if r.Status == search.Running {
		resp.Status, resp.Error = wire.StatusError, "internal error: the search stopped without a result"
	}
	if algo.Candidates != nil && resp.Status == wire.StatusFound && !root.Over() {
		tp.Candidates, tp.CandidatesCut = algo.Candidates(ctx, job, root, s, r)
	}
	resp.TwoPlayerResult, resp.OthelloFields = tp, of
	return resp
}

// searchDefaultNodes is the node budget of alpha-beta and the exact solver
// when the request leaves max_nodes at 0: DefaultMaxNodes would stop an
// exact solve at about 18 empties and a PVS at depth 12, while their real
// guards are their settings (depth, endgame, max_empties) and the time
// budget.
const searchDefaultNodes = registry.MaxMaxNodes

// othelloNodeBudget is the job's node budget: the request's, or for
// alpha-beta and the exact solver without one searchDefaultNodes.
func othelloNodeBudget(job registry.Job) int64 {
	if (job.Algo.ID == othellogame.AlgoExact || job.Algo.ID == registry.AlgoAlphaBeta) && job.Request.MaxNodes == 0 {
		return searchDefaultNodes
	}
	return job.MaxNodes
}

// untilMove is a search that stops as soon as it has a move.
type untilMove struct {
	adversarial.Searcher[othello.Move]
}

func (u untilMove) Step() bool { return u.Searcher.Step() && !u.Result().HasMove }

// othelloValue converts a result's value into the wire value and its kind.
func othelloValue(a othelloAlgo, root othello.Position, s adversarial.Searcher[othello.Move], r adversarial.Result[othello.Move]) (float64, string) {
	pvs, isPVS := s.(*othello.PVS)
	switch {
	case root.Over():
		return float64(root.Score(root.Turn)), othellogame.ValueDiscs
	case isPVS && (r.HasMove || r.Proven):
		d, _ := pvs.Discs() // the learned evaluation predicts discs
		return float64(d), othellogame.ValueDiscs
	case a.WinRate:
		if math.IsNaN(r.Value) {
			return 0, othellogame.ValueWinRate
		}
		return r.Value, othellogame.ValueWinRate
	case a.NoValue || (!r.HasMove && !r.Proven):
		return 0, othellogame.ValueNoneKind
	}
	return utilityWire(r.Value, r.Proven)
}

// utilityWire converts a value on othello.Game's utility scale: a game end
// (|v| ≥ 1/2, or 0 when proven) is a disc difference, anything else an
// evaluation, un-squashed back to weighted-square units.
func utilityWire(v float64, proven bool) (float64, string) {
	if math.Abs(v) >= 0.5 || (proven && v == 0) {
		return float64(othello.DiscDiff(v)), othellogame.ValueDiscs
	}
	// Evaluate maps x to x/(2(|x|+200)); invert it.
	x := 400 * math.Abs(v) / (1 - 2*math.Abs(v))
	return math.Copysign(math.Round(x*100)/100, v), othellogame.ValueEval
}
