package api

import (
	"context"
	"errors"
	"time"

	"searchlab/core/search"
)

// ProgressEvery is how often a running search reports progress.
const ProgressEvery = 100 * time.Millisecond

// RunStepper runs st under the job's time budget with cancellation from ctx,
// reporting progress about every ProgressEvery, and converts the result to
// a Response, naming each move with moveName. The node budget is the
// stepper's (NewStepper sets it from the job).
func RunStepper[A any](ctx context.Context, job Job, st search.Stepper[A], progress func(Progress), moveName func(A) string) Response {
	ro := search.RunOptions{MaxTime: job.Timeout, ProgressEvery: ProgressEvery, Clock: job.Clock}
	if progress != nil {
		var best *Best
		ro.Progress = func(s search.Stats) {
			p := JobProgress(s, job)
			p.Best = best
			progress(p)
		}
		ro.Improved = func(inc search.Incumbent) {
			best = BestOf(inc)
			s := st.Result().Stats
			s.Elapsed = inc.Elapsed
			p := JobProgress(s, job)
			p.Best = best
			progress(p)
		}
	}
	r := search.Run(ctx, st, ro)
	resp := Response{Status: StatusOf(r.Status), Budget: r.Budget, Stats: StatsOf(r.Stats), Moves: make([]string, len(r.Actions)),
		Reason: ReasonOf(r.Reason), Bound: r.Bound}
	for i, a := range r.Actions {
		resp.Moves[i] = moveName(a)
	}
	resp.Length = len(r.Actions)
	resp.Cost = r.Cost
	if r.Status == search.Running {
		// A stepper that stopped without deciding is a bug, not an outcome.
		resp.Status = StatusError
		resp.Error = "internal error: the search stopped without a result"
	}
	return resp
}

// SolveProblem is the whole of a typical game's Solve once the board is parsed and
// found solvable: build the stepper for problem p and run it. Parameter
// conflicts are StatusInvalid (before any progress), other construction
// failures StatusError.
func SolveProblem[S comparable, A any](ctx context.Context, job Job, p search.Problem[S, A], progress func(Progress), moveName func(A) string) Response {
	st, err := NewStepper(job, p)
	if err != nil {
		return errorResponse(err)
	}
	return RunStepper(ctx, job, st, progress, moveName)
}

// errorResponse turns an error into StatusInvalid when it is the request's
// fault and StatusError otherwise.
func errorResponse(err error) Response {
	var inv *InvalidError
	if errors.As(err, &inv) {
		return Invalid(err)
	}
	return Response{Status: StatusError, Error: "internal error: " + err.Error()}
}

// Unsolvable is the response for a board that provably cannot reach its
// goal; reason is a sentence.
func Unsolvable(reason string) Response { return Response{Status: StatusUnsolvable, Error: reason} }
