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
	// Clock, when set, is the clock of MaxTime, progress and Elapsed: a
	// monotonic reading with any origin, such as the process's CPU time
	// (benchmarks on a busy machine). Default: wall time.
	Clock func() time.Duration
	// Improved, when set, is called with each improved solution of an
	// Anytime search, and each tighter bound proved on it, as soon as the
	// search finds it (Elapsed set).
	Improved func(Incumbent)
}

// BatchStepper is an optional capability of a Stepper (an addition to the
// contract above): StepN performs up to n Steps in one call, with exactly
// the effect of n calls of Step (stopping early when the search ends, and
// for an Anytime search right after a step that improved its solution or
// bound), and reports whether more remains. A search whose steps are cheap implements it
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
			c.improved()
			if st := c.check(); st != Running {
				return finish(s, c.elapsed(), st)
			}
		}
		c.improved()
		return finish(s, c.elapsed(), Running)
	}
	count := 0
	for s.Step() {
		count++
		if c.any != nil {
			c.improved()
		}
		if count < c.stride {
			continue
		}
		count = 0
		if st := c.check(); st != Running {
			return finish(s, c.elapsed(), st)
		}
	}
	c.improved()
	return finish(s, c.elapsed(), Running)
}

// runClock is Run's bookkeeping between strides: the adaptive stride, the
// deadline, cancellation and progress reports. Times are durations since
// Run started, on the wall clock or RunOptions.Clock.
type runClock[A any] struct {
	s            Stepper[A]
	o            RunOptions
	done         <-chan struct{}
	elapsed      func() time.Duration
	lastCheck    time.Duration
	nextProgress time.Duration
	every        time.Duration
	stride       int
	any          Anytime   // s, when it is Anytime
	reported     Incumbent // the last incumbent reported
}

func newRunClock[A any](ctx context.Context, s Stepper[A], o RunOptions) *runClock[A] {
	every := o.ProgressEvery
	if every <= 0 {
		every = 100 * time.Millisecond
	}
	c := &runClock[A]{s: s, o: o, done: ctx.Done(), nextProgress: every, every: every, stride: 1}
	if o.Clock != nil {
		t0 := o.Clock()
		c.elapsed = func() time.Duration { return o.Clock() - t0 }
	} else {
		start := time.Now()
		c.elapsed = func() time.Duration { return time.Since(start) }
	}
	if o.Improved != nil {
		c.any, _ = s.(Anytime)
	}
	return c
}

// improved reports an anytime search's new solution or bound, if it found
// one since the last call.
func (c *runClock[A]) improved() {
	if c.any == nil {
		return
	}
	inc, ok := c.any.Incumbent()
	if !ok || (inc.Solutions == c.reported.Solutions && inc.LowerBound == c.reported.LowerBound) {
		return
	}
	inc.Elapsed = c.elapsed()
	c.reported = inc
	c.o.Improved(inc)
}

// check runs after each stride: it adapts the stride, reports progress and
// returns Cancelled or BudgetExceeded when Run must stop (Running
// otherwise).
func (c *runClock[A]) check() Status {
	now := c.elapsed()
	// Adapt the stride so checks happen about every 0.5–2 ms.
	if d := now - c.lastCheck; d < 500*time.Microsecond && c.stride < 1<<16 {
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
	if c.o.MaxTime > 0 && now >= c.o.MaxTime {
		return BudgetExceeded
	}
	if c.o.Progress != nil && now >= c.nextProgress {
		st := c.s.Result().Stats
		st.Elapsed = now
		c.o.Progress(st)
		c.nextProgress = c.elapsed() + c.every
	}
	return Running
}

// finish reads the result, overriding the status when Run stopped the
// search itself, and records the elapsed time. An Anytime search that the
// time budget stopped with a solution in hand returns it, Found, with the
// time budget as what ended its improvement.
func finish[A any](s Stepper[A], elapsed time.Duration, override Status) Result[A] {
	r := s.Result()
	if override != Running {
		_, anytime := s.(Anytime)
		keep := anytime && override == BudgetExceeded && r.Status == Running && r.Actions != nil
		r.Status = override
		r.Reason = StopReason{Kind: StopTimeBudget, Count: elapsed.Milliseconds()}
		if override == Cancelled {
			r.Reason = StopReason{Kind: StopCancelled}
		}
		if keep {
			r.Status = Found
		} else {
			r.Actions = nil
			r.Cost = 0
			r.Bound = 0
		}
		r.Budget = NoBudget
		if override == BudgetExceeded {
			r.Budget = TimeBudget
		}
	}
	r.Stats.Elapsed = elapsed
	return r
}

// Solve runs s to completion with no time limit or cancellation.
func Solve[A any](s Stepper[A]) Result[A] {
	return Run(context.Background(), s, RunOptions{})
}
