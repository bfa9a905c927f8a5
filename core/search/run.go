package search

import (
	"context"
	"time"
)

// Stepper is a search in progress. Step performs one unit of work (one
// expansion, one local move, one generation) and reports whether more
// remains; Result returns the result so far, final once Step returned false.
type Stepper[A any] interface {
	Step() bool
	Result() Result[A]
}

// RunOptions control Run.
type RunOptions struct {
	// MaxTime stops the search with BudgetExceeded after this much wall
	// time (0: no limit).
	MaxTime time.Duration
	// Progress, when set, is called with the statistics so far about every
	// ProgressEvery (default 100ms) and may block (the Web Worker yields to
	// JavaScript inside it).
	Progress      func(Stats)
	ProgressEvery time.Duration
}

// Run steps s until it finishes, ctx is done (Cancelled), or MaxTime passes
// (BudgetExceeded). Clock and context are read every few steps, with the
// stride adapted so that a check happens roughly every millisecond whatever a
// step costs; the search therefore stops within about a millisecond of
// cancellation. Run sets Stats.Elapsed.
func Run[A any](ctx context.Context, s Stepper[A], o RunOptions) Result[A] {
	start := time.Now()
	every := o.ProgressEvery
	if every <= 0 {
		every = 100 * time.Millisecond
	}
	nextProgress := start.Add(every)
	stride, count := 1, 0
	lastCheck := start
	done := ctx.Done()
	for s.Step() {
		count++
		if count < stride {
			continue
		}
		count = 0
		now := time.Now()
		// Adapt the stride so checks happen about every 0.5–2 ms.
		if d := now.Sub(lastCheck); d < 500*time.Microsecond && stride < 1<<16 {
			stride *= 2
		} else if d > 2*time.Millisecond && stride > 1 {
			stride /= 2
		}
		lastCheck = now
		if done != nil {
			select {
			case <-done:
				return finish(s, start, Cancelled)
			default:
			}
		}
		if o.MaxTime > 0 && now.Sub(start) >= o.MaxTime {
			return finish(s, start, BudgetExceeded)
		}
		if o.Progress != nil && !now.Before(nextProgress) {
			st := s.Result().Stats
			st.Elapsed = now.Sub(start)
			o.Progress(st)
			nextProgress = time.Now().Add(every)
		}
	}
	return finish(s, start, Running)
}

// finish reads the result, overriding the status when Run stopped the
// search itself, and records the elapsed time.
func finish[A any](s Stepper[A], start time.Time, override Status) Result[A] {
	r := s.Result()
	if override != Running {
		r.Status = override
		r.Actions = nil
		r.Cost = 0
	}
	r.Stats.Elapsed = time.Since(start)
	return r
}

// Solve runs s to completion with no time limit or cancellation.
func Solve[A any](s Stepper[A]) Result[A] {
	return Run(context.Background(), s, RunOptions{})
}
