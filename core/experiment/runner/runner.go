// Package runner holds the experiment runners of the CLI: Local, a pool of
// goroutines solving in this process, and Remote, the fan-out over solver
// endpoints (searchlab serve, the Cloudflare Worker, workerd). Both are
// core/api/remote's Run: the same queue, the same accounting (every run
// reported exactly once) and, for Remote, the same retries (a failed or
// lost request is tried again on another endpoint), so both give the same
// rows for deterministic configs, elapsed times aside.
//
// It is apart from core/experiment because it links net/http, which the
// page's UI must not; the page implements experiment.Runner with its own
// pool of Web Workers.
package runner

import (
	"context"
	"errors"
	"net/http"
	"time"

	"searchlab/core/api/remote"
	"searchlab/core/experiment"
	"searchlab/core/experiment/tally"
	"searchlab/core/games/all"
	"searchlab/core/registry"
)

// Local does runs in this process with Registry (nil: api.Builtin()),
// Parallel at a time (at least 1).
type Local struct {
	Registry *registry.Registry
	Parallel int
	// Progress, when set, sees the tally after each run.
	Progress func(tally.Tally)
}

// Run implements experiment.Runner.
func (l Local) Run(ctx context.Context, runs []experiment.Run, done func(experiment.Result)) {
	reg := l.Registry
	if reg == nil {
		reg = all.Builtin()
	}
	o := remote.Options{Endpoints: []string{"local"}, Parallel: max(l.Parallel, 1), Progress: l.Progress}
	remote.Run(ctx, o, runs, func(ctx context.Context, _ string, run experiment.Run) (experiment.Result, error) {
		return experiment.Perform(ctx, reg, run), nil
	}, report(runs, done))
}

// Remote does runs on solver endpoints: solves through POST /api/solve,
// matches through POST /api/tournament.
type Remote struct {
	Endpoints []string
	// Parallel runs in flight over all endpoints (0: two per endpoint).
	Parallel int
	// Attempts bounds the tries of one run (0: endpoints + 2, at least 3).
	Attempts int
	// Client makes the requests (nil: remote.NewClient(Parallel)).
	Client *http.Client
	// Progress, when set, sees the tally after each run and retry.
	Progress func(tally.Tally)
}

// slack is what a try may take beyond the search's own time budget
// (starting the endpoint's Go instance, streaming) before it counts as
// lost.
const slack = 30 * time.Second

// Run implements experiment.Runner.
func (r Remote) Run(ctx context.Context, runs []experiment.Run, done func(experiment.Result)) {
	par := r.Parallel
	if par <= 0 {
		par = 2 * len(r.Endpoints)
	}
	hc := r.Client
	if hc == nil {
		hc = remote.NewClient(par)
	}
	o := remote.Options{Endpoints: r.Endpoints, Parallel: par, Attempts: r.Attempts, Progress: r.Progress}
	remote.Run(ctx, o, runs, func(ctx context.Context, ep string, run experiment.Run) (experiment.Result, error) {
		switch {
		case run.Solve != nil:
			budget := registry.DefaultTimeout
			if run.Solve.TimeoutMS > 0 {
				budget = time.Duration(run.Solve.TimeoutMS) * time.Millisecond
			}
			ctx, cancel := context.WithTimeout(ctx, budget+slack)
			defer cancel()
			resp, err := remote.Solve(ctx, hc, ep, *run.Solve, nil)
			if err != nil {
				return experiment.Result{}, err
			}
			return experiment.Result{Index: run.Index, Solve: &resp, Endpoint: ep}, nil
		case run.Match != nil:
			// A fresh collector per try: a try cut off half way leaves
			// nothing behind.
			var m experiment.MatchLines
			if _, err := remote.Tournament(ctx, hc, ep, *run.Match, m.Add); err != nil {
				return experiment.Result{}, err
			}
			res := m.Result()
			return experiment.Result{Index: run.Index, Match: &res, Endpoint: ep}, nil
		}
		return experiment.Failed(run, errors.New("the run has neither a solve nor a match request")), nil
	}, report(runs, done))
}

// report turns remote.Run's outcomes into results: an outcome without an
// answer (every try failed, or the run was stopped) is experiment.Failed.
func report(runs []experiment.Run, done func(experiment.Result)) func(remote.Outcome[experiment.Result]) {
	return func(out remote.Outcome[experiment.Result]) {
		run := runs[out.Index]
		if out.Err != nil {
			done(experiment.Failed(run, out.Err))
			return
		}
		res := out.Value
		res.Index = run.Index
		done(res)
	}
}
