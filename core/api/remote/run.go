package remote

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"searchlab/core/experiment/tally"
)

// Options configure Run.
type Options struct {
	// Endpoints are where the items go: base URLs for the HTTP doers, any
	// names for others (a local run uses one, "local").
	Endpoints []string
	// Parallel is how many items are in flight at once over all endpoints
	// (0: one per endpoint).
	Parallel int
	// Attempts bounds the tries of one item (0: the number of endpoints
	// plus two, at least 3). An item whose every try failed ends with the
	// last try's error.
	Attempts int
	// AttemptTimeout bounds one try (0: no bound): a try that takes longer
	// counts as lost and the item is retried.
	AttemptTimeout time.Duration
	// Progress, when set, is called with the tally (core/experiment/tally,
	// the accounting the page's Lab runner shares) after each item ends and
	// after each retry; calls are serialized with the done callback.
	Progress func(tally.Tally)
}

// Outcome is how one item ended.
type Outcome[R any] struct {
	// Index is the item's position in the input.
	Index int
	// Value is the answer (the zero value when Err is set).
	Value R
	// Endpoint answered the item ("" when none did).
	Endpoint string
	// Attempts is the number of tries made.
	Attempts int
	// Err is set when the item has no answer: every try failed, or the
	// context ended first.
	Err error
}

// Doer performs one try of an item on an endpoint. An error means the try
// failed and the item may be retried elsewhere; an answer that the endpoint
// gave (even an "invalid" one) is not an error.
type Doer[T, R any] func(ctx context.Context, endpoint string, item T) (R, error)

// Run sends every item to the endpoints, at most o.Parallel at a time, and
// calls done exactly once per item, in the order the items end. A failed
// try (no connection, a bad status, a truncated answer, a try over
// o.AttemptTimeout) marks its endpoint down for a short, growing backoff and
// puts the item back in the queue for another endpoint: the least busy
// healthy one, preferring one the item has not tried. An item is in at most
// one try at a time, so no answer is counted twice, and the queue closes
// only when every item has ended, so none is lost. When ctx ends, the items
// not yet answered end with ctx's error. Run returns the final tally.
func Run[T, R any](ctx context.Context, o Options, items []T, do Doer[T, R], done func(Outcome[R])) tally.Tally {
	if len(o.Endpoints) == 0 {
		o.Endpoints = []string{"local"}
	}
	if o.Parallel <= 0 {
		o.Parallel = len(o.Endpoints)
	}
	if o.Attempts <= 0 {
		o.Attempts = max(len(o.Endpoints)+2, 3)
	}
	r := &runner[R]{
		o:     o,
		eps:   make([]endpointState, len(o.Endpoints)),
		done:  done,
		tally: tally.New(len(items)),
	}
	if len(items) == 0 {
		return r.tally
	}
	queue := make(chan attempt, len(items))
	for i := range items {
		queue <- attempt{index: i}
	}
	r.remaining = len(items)
	r.queue = queue
	var wg sync.WaitGroup
	for range min(o.Parallel, len(items)) {
		wg.Go(func() {
			for a := range queue {
				r.try(ctx, a, func(ctx context.Context, ep string) (R, error) { return do(ctx, ep, items[a.index]) })
			}
		})
	}
	wg.Wait()
	return r.tally
}

// attempt is an item in the queue with the endpoints it has tried.
type attempt struct {
	index int
	tries int
	tried []int
	err   error
}

type endpointState struct {
	inflight  int
	fails     int // consecutive failed tries
	downUntil time.Time
}

type runner[R any] struct {
	o         Options
	mu        sync.Mutex
	eps       []endpointState
	remaining int
	queue     chan attempt
	done      func(Outcome[R])
	tally     tally.Tally
}

// try runs one try of a and either ends the item or queues it again.
func (r *runner[R]) try(ctx context.Context, a attempt, do func(context.Context, string) (R, error)) {
	if err := ctx.Err(); err != nil {
		if a.err == nil {
			a.err = err
		}
		var zero R
		r.finish(Outcome[R]{Index: a.index, Value: zero, Attempts: a.tries, Err: fmt.Errorf("not answered: %w", a.err)})
		return
	}
	ep, ok := r.pick(ctx, a.tried)
	if !ok {
		var zero R
		r.finish(Outcome[R]{Index: a.index, Value: zero, Attempts: a.tries, Err: fmt.Errorf("not answered: %w", ctx.Err())})
		return
	}
	name := r.o.Endpoints[ep]
	r.mu.Lock()
	r.tally.Try(a.index)
	r.mu.Unlock()
	actx, cancel := ctx, context.CancelFunc(func() {})
	if r.o.AttemptTimeout > 0 {
		actx, cancel = context.WithTimeout(ctx, r.o.AttemptTimeout)
	}
	v, err := do(actx, name)
	timedOut := actx.Err() != nil && ctx.Err() == nil
	cancel()
	a.tries++
	a.tried = append(a.tried, ep)
	if err == nil {
		r.release(ep, true)
		r.finish(Outcome[R]{Index: a.index, Value: v, Endpoint: name, Attempts: a.tries})
		return
	}
	if timedOut {
		err = fmt.Errorf("%s: no answer within %v (%w)", name, r.o.AttemptTimeout, err)
	}
	if ctx.Err() != nil {
		// The run was stopped, not the endpoint: do not mark it down.
		r.release(ep, true)
		var zero R
		r.finish(Outcome[R]{Index: a.index, Value: zero, Attempts: a.tries, Err: fmt.Errorf("not answered: %w", errors.Join(ctx.Err(), err))})
		return
	}
	r.release(ep, false)
	a.err = err
	again := a.tries < r.o.Attempts
	r.mu.Lock()
	r.tally.Lost(a.index, name, again)
	r.mu.Unlock()
	if !again {
		var zero R
		r.finish(Outcome[R]{Index: a.index, Value: zero, Attempts: a.tries, Err: fmt.Errorf("failed on every try (%d): %w", a.tries, err)})
		return
	}
	r.mu.Lock()
	if r.o.Progress != nil {
		r.o.Progress(r.tally)
	}
	r.mu.Unlock()
	// The queue has room: it holds at most one entry per unfinished item,
	// and this item's entry was taken out.
	r.queue <- a
}

// pick reserves an endpoint for an item that has tried those in tried: the
// least busy among the healthy ones it has not tried, else among the healthy
// ones, else it waits for the first endpoint to come back from its backoff.
// It returns false when ctx ends first.
func (r *runner[R]) pick(ctx context.Context, tried []int) (int, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for {
		now := time.Now()
		best, bestTried, soonest := -1, false, -1
		for i, e := range r.eps {
			if now.Before(e.downUntil) {
				if soonest < 0 || e.downUntil.Before(r.eps[soonest].downUntil) {
					soonest = i
				}
				continue
			}
			t := contains(tried, i)
			if best < 0 || (bestTried && !t) || (bestTried == t && e.inflight < r.eps[best].inflight) {
				best, bestTried = i, t
			}
		}
		if best >= 0 {
			r.eps[best].inflight++
			return best, true
		}
		// Every endpoint is backing off: wait for the first to return.
		wait := time.Until(r.eps[soonest].downUntil)
		r.mu.Unlock()
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			r.mu.Lock()
			return -1, false
		case <-t.C:
		}
		r.mu.Lock()
	}
}

// release ends a try on endpoint ep: a success clears its backoff, a failure
// doubles it (250 ms up to 2 s).
func (r *runner[R]) release(ep int, ok bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	e := &r.eps[ep]
	e.inflight--
	if ok {
		e.fails = 0
		e.downUntil = time.Time{}
		return
	}
	now := time.Now()
	if now.Before(e.downUntil) {
		// Another try already marked this outage: concurrent tries that
		// fail together do not lengthen it.
		return
	}
	e.fails++
	e.downUntil = now.Add(min(250*time.Millisecond<<min(e.fails-1, 3), 2*time.Second))
}

// finish reports an item's end exactly once and closes the queue after the
// last one.
func (r *runner[R]) finish(out Outcome[R]) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.tally.MustEnd(out.Index, out.Endpoint, out.Err == nil)
	if r.done != nil {
		r.done(out)
	}
	if r.o.Progress != nil {
		r.o.Progress(r.tally)
	}
	r.remaining--
	if r.remaining == 0 {
		close(r.queue)
	}
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
