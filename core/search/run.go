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

// BatchStepper is an optional capability of a Stepper (an addition to the
// contract above): StepN performs up to n Steps in one call, with exactly
// the effect of n calls of Step (stopping early when the search ends), and
// reports whether more remains. A search whose steps are cheap implements it
// as a tight loop over its concrete step, so Run does not pay an interface
// call per node; node budgets stay exact because they live in the search.
type BatchStepper interface {
	StepN(n int) bool
}

// Run steps s until it finishes, ctx is done (Cancelled), or MaxTime passes
// (BudgetExceeded). Clock and context are read every few steps, with the
// stride adapted so that a check happens roughly every millisecond whatever a
// step costs; the search therefore stops within about a millisecond of
// cancellation. When s is a BatchStepper, each stride is one StepN call.
// Run sets Stats.Elapsed.
func Run[A any](ctx context.Context, s Stepper[A], o RunOptions) Result[A] {
	c := newRunClock(ctx, s, o)
	if b, ok := s.(BatchStepper); ok {
		for b.StepN(c.stride) {
			if st := c.check(); st != Running {
				return finish(s, c.start, st)
			}
		}
		return finish(s, c.start, Running)
	}
	count := 0
	for s.Step() {
		count++
		if count < c.stride {
			continue
		}
		count = 0
		if st := c.check(); st != Running {
			return finish(s, c.start, st)
		}
	}
	return finish(s, c.start, Running)
}

// runClock is Run's bookkeeping between strides: the adaptive stride, the
// deadline, cancellation and progress reports.
type runClock[A any] struct {
	s            Stepper[A]
	o            RunOptions
	done         <-chan struct{}
	start        time.Time
	lastCheck    time.Time
	nextProgress time.Time
	every        time.Duration
	stride       int
}

func newRunClock[A any](ctx context.Context, s Stepper[A], o RunOptions) *runClock[A] {
	start := time.Now()
	every := o.ProgressEvery
	if every <= 0 {
		every = 100 * time.Millisecond
	}
	return &runClock[A]{s: s, o: o, done: ctx.Done(), start: start, lastCheck: start,
		nextProgress: start.Add(every), every: every, stride: 1}
}

// check runs after each stride: it adapts the stride, reports progress and
// returns Cancelled or BudgetExceeded when Run must stop (Running
// otherwise).
func (c *runClock[A]) check() Status {
	now := time.Now()
	// Adapt the stride so checks happen about every 0.5–2 ms.
	if d := now.Sub(c.lastCheck); d < 500*time.Microsecond && c.stride < 1<<16 {
		c.stride *= 2
	} else if d > 2*time.Millisecond && c.stride > 1 {
		c.stride /= 2
	}
	c.lastCheck = now
	if c.done != nil {
		select {
		case <-c.done:
			return Cancelled
		default:
		}
	}
	if c.o.MaxTime > 0 && now.Sub(c.start) >= c.o.MaxTime {
		return BudgetExceeded
	}
	if c.o.Progress != nil && !now.Before(c.nextProgress) {
		st := c.s.Result().Stats
		st.Elapsed = now.Sub(c.start)
		c.o.Progress(st)
		c.nextProgress = time.Now().Add(c.every)
	}
	return Running
}

// finish reads the result, overriding the status when Run stopped the
// search itself, and records the elapsed time.
func finish[A any](s Stepper[A], start time.Time, override Status) Result[A] {
	r := s.Result()
	if override != Running {
		r.Status = override
		r.Reason = StopReason{Kind: StopTimeBudget, Count: time.Since(start).Milliseconds()}
		if override == Cancelled {
			r.Reason = StopReason{Kind: StopCancelled}
		}
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
