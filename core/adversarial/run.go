package adversarial

import (
	"context"
	"time"

	"searchlab/core/search"
)

// RunOptions control Run; they mirror search.RunOptions with a progress
// callback that receives the game-tree statistics.
type RunOptions struct {
	// MaxTime stops the search with BudgetExceeded after this much wall time
	// (0: no limit).
	MaxTime time.Duration
	// Progress, when set, is called with the statistics so far about every
	// ProgressEvery (default 100ms).
	Progress      func(Stats)
	ProgressEvery time.Duration
}

// stepper adapts a Searcher to search.Stepper so that search.Run's clock,
// cancellation and progress handling serve game-tree searches too.
type stepper[M any] struct {
	s    Searcher[M]
	last Stats
}

func (x *stepper[M]) Step() bool { return x.s.Step() }

func (x *stepper[M]) Result() search.Result[M] {
	r := x.s.Result()
	x.last = r.Stats
	return search.Result[M]{Status: r.Status, Stats: r.Stats.SearchStats()}
}

// Run steps s until it finishes, ctx is done (Cancelled) or MaxTime passes
// (BudgetExceeded), using search.Run. A stopped search keeps the value, best
// move and principal variation of its last completed iteration (HasMove
// tells whether there is one), so a time-limited player still moves. Run
// sets Stats.Elapsed.
func Run[M any](ctx context.Context, s Searcher[M], o RunOptions) Result[M] {
	x := &stepper[M]{s: s}
	so := search.RunOptions{MaxTime: o.MaxTime, ProgressEvery: o.ProgressEvery}
	if o.Progress != nil {
		so.Progress = func(ss search.Stats) {
			st := x.last
			st.Elapsed = ss.Elapsed
			o.Progress(st)
		}
	}
	sr := search.Run[M](ctx, x, so)
	r := s.Result()
	if r.Status == search.Running {
		r.Status, r.Budget = sr.Status, sr.Budget
	}
	r.Stats.Elapsed = sr.Stats.Elapsed
	return r
}

// Solve runs s to completion with no time limit or cancellation.
func Solve[M any](s Searcher[M]) Result[M] {
	return Run(context.Background(), s, RunOptions{})
}
