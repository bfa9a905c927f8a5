// Package engine is Nim's engine half (core/games/nimgame is its
// descriptor): the solve, through nim.Solve with minimax, alpha-beta, UCT
// and the theory oracle, and the ranked candidate moves. It registers its
// Game from its init (registry.RegisterBuiltin); core/games/all imports it.
package engine

import (
	"context"
	"math"
	"time"

	"searchlab/core/adversarial"
	"searchlab/core/games/nimgame"
	"searchlab/core/mcts"
	"searchlab/core/nim"
	"searchlab/core/registry"
	"searchlab/core/search"
	"searchlab/core/wire"
)

// Game is Nim's engine: its Descriptor with the solve (nim.Solve with the
// searches of core/adversarial and core/mcts).
type Game struct{ nimgame.Descriptor }

func init() { registry.RegisterBuiltin(Game{}) }

// request is nim.Solve's request for job: the board, variant, rule and
// budgets, the algorithm's parameters, UCT's builder for "mcts", and the
// job's trace observing the search when it has one. Solve and Stepping
// share it, so a stepped search is the one a solve runs.
func request(job registry.Job) (nim.Request, error) {
	v := job.Values
	req := nim.Request{
		Board: job.Board, Variant: v.String("variant"), Rule: v.String("rule"), Algorithm: job.Algo.ID,
		Seed: uint64(job.Seed), MaxNodes: job.MaxNodes, MaxTime: job.Timeout, MaxMemory: job.MaxMemory,
	}
	if job.Recorder != nil {
		root, err := nim.Parse(job.Board)
		if err != nil {
			return req, err
		}
		req.Observer = registry.GameTrace(job.Recorder, nim.State.String, func(b []byte, s nim.State) []byte { return s.AppendText(b) }, nim.Move.String, root)
		req.MaxMemory = job.SearchMemory()
	}
	switch job.Algo.ID {
	case registry.AlgoMinimax:
		req.Depth, req.TT = v.Int("depth"), v.Bool("tt")
	case registry.AlgoAlphaBeta:
		req.Depth, req.Ordering, req.TT, req.Deepening = v.Int("depth"), v.Bool("ordering"), v.Bool("tt"), v.Bool("deepening")
	case registry.AlgoMCTS:
		p := mcts.DefaultUCTParams[nim.State, nim.Move]()
		p.Iterations, p.C, p.Solver = v.Int("iterations"), v.Float("c"), v.Bool("solver")
		req.MCTS = func(g nim.Game, root nim.State, o adversarial.Options[nim.State, nim.Move], seed uint64) adversarial.Searcher[nim.Move] {
			return mcts.NewUCT[nim.State, nim.Move](g, root, o, p, registry.NewRand(int64(seed)))
		}
	}
	return req, nil
}

// nimCapture remembers the last result of a searcher, so the response can
// report MCTS's estimate (nim.Answer keeps only proven values).
type nimCapture struct {
	adversarial.Searcher[nim.Move]
	last adversarial.Result[nim.Move]
}

func (c *nimCapture) Result() adversarial.Result[nim.Move] {
	c.last = c.Searcher.Result()
	return c.last
}

func (Game) Solve(ctx context.Context, job registry.Job, progress func(wire.Progress)) wire.Response {
	req, err := request(job)
	if err != nil {
		return wire.Invalid(err)
	}
	if job.Recorder != nil && job.Algo.ID == registry.AlgoOracle {
		job.Recorder.Note = "the theory oracle answers from a formula, without a search tree to trace"
	}
	if progress != nil {
		req.Progress = func(st adversarial.Stats) { progress(registry.JobProgress(registry.GameTreeStats(st), job)) }
	}
	var capture *nimCapture
	if build := req.MCTS; build != nil {
		req.MCTS = func(g nim.Game, root nim.State, o adversarial.Options[nim.State, nim.Move], seed uint64) adversarial.Searcher[nim.Move] {
			capture = &nimCapture{Searcher: build(g, root, o, seed)}
			return capture
		}
	}
	start := time.Now()
	ans, err := nim.Solve(ctx, req)
	if err != nil {
		return wire.Invalid(err)
	}
	if capture != nil {
		if e, ok := capture.Searcher.(registry.Erring); ok && e.Err() != nil {
			return wire.Response{Status: wire.StatusError, Error: "internal error: " + e.Err().Error()}
		}
	}
	value := float64(ans.Value)
	if capture != nil && !ans.Proven && capture.last.HasMove {
		value = capture.last.Value // MCTS's estimate, in [-1, +1]
		if math.IsNaN(value) {
			value = 0
		}
	}
	resp := wire.Response{
		Status: wire.StatusOf(ans.Status),
		Budget: ans.Budget,
		Moves:  ans.Moves,
		Length: len(ans.Moves),
		Cost:   float64(len(ans.Moves)),
		Stats:  registry.GameTreeStats(ans.Stats),
		Error:  ans.Error,
		TwoPlayerResult: &wire.TwoPlayerResult{
			Value:     value,
			BestMove:  ans.BestMove,
			Proven:    ans.Proven,
			TreeStats: ans.Stats,
		},
	}
	if ans.Over != "" {
		resp.Reason = &wire.Reason{Code: wire.ReasonGameOver, Text: ans.Over}
	}
	if resp.Reason == nil && ans.Status == search.BudgetExceeded {
		resp.Reason = wire.ReasonOf(search.Limits{MaxNodes: job.MaxNodes, MaxMemory: job.MaxMemory}.ReasonFor(ans.Budget))
	}
	if ans.Status == search.Running {
		resp.Status = wire.StatusError
		resp.Error = "internal error: the search stopped without a result"
	}
	if job.Values.Bool("candidates") && resp.Status == wire.StatusFound {
		var main adversarial.Searcher[nim.Move]
		if capture != nil {
			main = capture.Searcher
		}
		cands, cut := nimCandidates(ctx, job, req, ans.Stats.Nodes, start, main, progress)
		resp.Candidates, resp.CandidatesCut = cands, cut
	}
	return resp
}
