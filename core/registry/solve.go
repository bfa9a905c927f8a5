package registry

import (
	"context"
	"errors"
	"time"

	"searchlab/core/adversarial"
	"searchlab/core/search"
	"searchlab/core/wire"
)

// ProgressEvery is how often a running search reports progress.
const ProgressEvery = 100 * time.Millisecond

// RunStepper runs st under the job's time budget with cancellation from ctx,
// reporting progress about every ProgressEvery, and converts the result to
// a Response, naming each move with moveName. The node budget is the
// stepper's (NewStepper sets it from the job).
func RunStepper[A any](ctx context.Context, job Job, st search.Stepper[A], progress func(wire.Progress), moveName func(A) string) wire.Response {
	ro := search.RunOptions{MaxTime: job.Timeout, ProgressEvery: ProgressEvery, Clock: job.Clock}
	if progress != nil {
		var best *wire.Best
		ro.Progress = func(s search.Stats) {
			p := JobProgress(s, job)
			p.Best = best
			progress(p)
		}
		ro.Improved = func(inc search.Incumbent) {
			best = wire.BestOf(inc)
			s := st.Result().Stats
			s.Elapsed = inc.Elapsed
			p := JobProgress(s, job)
			p.Best = best
			progress(p)
		}
	}
	r := search.Run(ctx, st, ro)
	resp := wire.Response{Status: wire.StatusOf(r.Status), Budget: r.Budget, Stats: r.Stats, Moves: make([]string, len(r.Actions)),
		Reason: wire.ReasonOf(r.Reason), Bound: r.Bound}
	for i, a := range r.Actions {
		resp.Moves[i] = moveName(a)
	}
	resp.Length = len(r.Actions)
	resp.Cost = r.Cost
	if r.Status == search.Running {
		// A stepper that stopped without deciding is a bug, not an outcome.
		resp.Status = wire.StatusError
		resp.Error = "internal error: the search stopped without a result"
	}
	return resp
}

// errorResponse turns an error into StatusInvalid when it is the request's
// fault and StatusError otherwise.
func ErrorResponse(err error) wire.Response {
	var inv *wire.InvalidError
	if errors.As(err, &inv) {
		return wire.Invalid(err)
	}
	return wire.Response{Status: wire.StatusError, Error: "internal error: " + err.Error()}
}

// Unsolvable is the response for a board that provably cannot reach its
// goal; reason is a sentence.
func Unsolvable(reason string) wire.Response {
	return wire.Response{Status: wire.StatusUnsolvable, Error: reason}
}

// nimSearchStats maps game-tree statistics onto the common ones, with
// expanded = what max_nodes bounds: the nodes entered by minimax and
// alpha-beta, the tree nodes expanded by MCTS (recognised by its playouts;
// before the first playout the two counts agree), whose tree size becomes
// max_frontier as in mcts.UCT.SearchStats.
func GameTreeStats(st adversarial.Stats) search.Stats {
	s := st.SearchStats()
	if st.Playouts > 0 {
		s.MaxFrontier = int(st.Nodes)
		return s
	}
	s.Expanded = st.Nodes
	return s
}
