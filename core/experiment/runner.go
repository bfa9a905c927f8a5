package experiment

import (
	"context"
	"errors"
	"sort"
	"sync"

	"searchlab/core/registry"
	"searchlab/core/wire"
)

// Result is what one run gave: the solve's final response or the match's
// games, with the run's index. A run that has no answer (lost on every
// endpoint, its worker crashed) has a status error with the reason.
type Result struct {
	Index int            `json:"index"`
	Solve *wire.Response `json:"solve,omitempty"`
	Match *MatchResult   `json:"match,omitempty"`
	// Endpoint is where the run was done, when the runner says.
	Endpoint string `json:"endpoint,omitempty"`
}

// Status is the run's final status.
func (r Result) Status() wire.Status {
	switch {
	case r.Solve != nil:
		return r.Solve.Status
	case r.Match != nil:
		return r.Match.Status
	}
	return wire.StatusError
}

// Final reports whether the run is over for good. A cancelled run (the
// experiment was stopped) is not: resuming runs it again.
func (r Result) Final() bool { return r.Status() != wire.StatusCancelled }

// Failed is the result of a run that got no answer: status error, or
// cancelled when ctxErr says the experiment was stopped.
func Failed(run Run, err error) Result {
	st := wire.StatusError
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		st = wire.StatusCancelled
	}
	r := Result{Index: run.Index}
	if run.Match != nil {
		r.Match = &MatchResult{Status: st, Error: err.Error()}
	} else {
		r.Solve = &wire.Response{Status: st, Error: err.Error()}
	}
	return r
}

// Runner does runs. Run calls done exactly once per run, as each ends, in
// any order, one call at a time; when ctx ends it stops and reports the
// runs it has not finished as cancelled (Failed with ctx's error). Runs are
// independent, so an implementation may do them in any order and anywhere:
// in this process (runner.Local), on solver endpoints (runner.Remote), in a
// pool of the page's Web Workers.
type Runner interface {
	Run(ctx context.Context, runs []Run, done func(Result))
}

// MaxKeptMoves bounds the moves a result keeps (Compact): depth-first
// search finds 8-puzzle solutions of tens of thousands of moves, and an
// experiment of many runs must not hold them all. Longer solutions keep
// their length, cost and statistics; their rows say MovesOmitted.
const MaxKeptMoves = 1000

// Compact keeps of a result only what rows, summaries and resuming read:
// the status, moves (at most MaxKeptMoves, else none), length, cost,
// statistics, error and reason, and a two-player game's value, best move
// and proof. Execute compacts every result it keeps, so an experiment's
// memory grows by a bounded amount per run.
func Compact(r Result) Result {
	if r.Solve == nil {
		return r
	}
	s := *r.Solve
	c := &wire.Response{Status: s.Status, Moves: s.Moves, Length: s.Length, Cost: s.Cost, Stats: s.Stats, Budget: s.Budget, Error: s.Error, Reason: s.Reason}
	if len(c.Moves) > MaxKeptMoves {
		c.Moves = nil
	}
	if tp := s.TwoPlayerResult; tp != nil {
		c.TwoPlayerResult = &wire.TwoPlayerResult{Value: tp.Value, BestMove: tp.BestMove, Proven: tp.Proven}
	}
	r.Solve = c
	return r
}

// Pending lists the runs that prior holds no final result for: what a
// resumed experiment still has to do.
func Pending(runs []Run, prior []Result) []Run {
	have := map[int]bool{}
	for _, r := range prior {
		if r.Final() {
			have[r.Index] = true
		}
	}
	var out []Run
	for _, r := range runs {
		if !have[r.Index] {
			out = append(out, r)
		}
	}
	return out
}

// Execute does the runs that prior holds no final result for with r,
// calling each (when not nil) with every new result as it arrives
// (compacted), and returns the results, prior and new, one per run index,
// ordered by index. A result for an index outside runs is dropped.
func Execute(ctx context.Context, r Runner, runs []Run, prior []Result, each func(Result)) []Result {
	byIndex := map[int]Result{}
	valid := map[int]bool{}
	for _, run := range runs {
		valid[run.Index] = true
	}
	for _, res := range prior {
		if valid[res.Index] {
			byIndex[res.Index] = res
		}
	}
	var mu sync.Mutex
	if todo := Pending(runs, prior); len(todo) > 0 {
		r.Run(ctx, todo, func(res Result) {
			mu.Lock()
			defer mu.Unlock()
			if !valid[res.Index] {
				return
			}
			res = Compact(res)
			byIndex[res.Index] = res
			if each != nil {
				each(res)
			}
		})
	}
	out := make([]Result, 0, len(byIndex))
	for _, res := range byIndex {
		out = append(out, res)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Index < out[j].Index })
	return out
}

// Perform does one run in this process with reg.
func Perform(ctx context.Context, reg *registry.Registry, run Run) Result {
	switch {
	case run.Solve != nil:
		resp := reg.Solve(ctx, *run.Solve, nil)
		return Result{Index: run.Index, Solve: &resp}
	case run.Match != nil:
		m := PlayMatch(ctx, reg, *run.Match)
		return Result{Index: run.Index, Match: &m}
	}
	return Failed(run, errors.New("the run has neither a solve nor a match request"))
}
