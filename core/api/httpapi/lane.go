package httpapi

import (
	"bytes"
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"searchlab/core/wire"
)

// SmallLimits define the small lane's requests: a solve request is small
// when it declares a node budget (max_nodes) and a time budget (timeout_ms)
// within these, and a memory budget (max_memory_bytes) within MaxMemory or
// none, which the lane then sets to MaxMemory. The budgets a request
// declares are the ones it is held to (the search stops at them), and the
// lane adds a deadline of Timeout plus a second to the whole request
// (parsing, building pattern databases), so a request cannot take the
// small lane and do large work.
type SmallLimits struct {
	MaxNodes  int64
	Timeout   time.Duration
	MaxMemory int64
}

// DefaultSmallLimits: 200 000 nodes are a fraction of a second for every
// algorithm (A* on the 15-puzzle expands about 450 000 nodes a second on
// Cloudflare, 3 M natively), and 64 MiB holds them.
var DefaultSmallLimits = SmallLimits{MaxNodes: 200_000, Timeout: 2 * time.Second, MaxMemory: 64 << 20}

// smallGrace is how much longer than its time budget a small request may
// take in all.
const smallGrace = time.Second

// lane is one queue of the guard: its slots (a buffered channel, one token
// per running request) and the requests waiting for one.
type lane struct {
	slots    chan struct{}
	maxQueue int
	waiting  atomic.Int64
}

func newLane(slots, queue int) *lane {
	return &lane{slots: make(chan struct{}, slots), maxQueue: queue}
}

// full reports whether the lane has no free slot and no room in its queue.
func (l *lane) full() bool {
	return len(l.slots) == cap(l.slots) && l.waiting.Load() >= int64(l.maxQueue)
}

// acquire takes a slot of l or, when also is not nil, of also (whichever
// frees first), waiting in l's queue for at most wait; it returns the lane
// whose slot it took, or nil when l's queue is full, the wait ran out or
// ctx ended.
func acquire(ctx context.Context, l, also *lane, wait time.Duration) *lane {
	var alsoSlots chan struct{} // nil: never ready
	if also != nil {
		alsoSlots = also.slots
	}
	select {
	case l.slots <- struct{}{}:
		return l
	case alsoSlots <- struct{}{}:
		return also
	default:
	}
	if l.waiting.Add(1) > int64(l.maxQueue) {
		l.waiting.Add(-1)
		return nil
	}
	defer l.waiting.Add(-1)
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case l.slots <- struct{}{}:
		return l
	case alsoSlots <- struct{}{}:
		return also
	case <-t.C:
	case <-ctx.Done():
	}
	return nil
}

// release gives the slot back.
func (l *lane) release() { <-l.slots }

// laneKey carries a small request's limits to the handler in its context.
type laneKey struct{}

// smallLimitsOf returns the small lane's limits when the request came in
// through it.
func smallLimitsOf(ctx context.Context) (SmallLimits, bool) {
	l, ok := ctx.Value(laneKey{}).(SmallLimits)
	return l, ok
}

// classifySolve reports whether a POST /api/solve body is small under lim.
// It decodes with the handler's own decoder, so both see the same budgets;
// a body that does not decode is not small (the handler refuses it).
func classifySolve(body []byte, lim SmallLimits) bool {
	req, err := wire.DecodeRequest(bytes.NewReader(body))
	if err != nil {
		return false
	}
	return req.MaxNodes > 0 && req.MaxNodes <= lim.MaxNodes &&
		req.TimeoutMS > 0 && time.Duration(req.TimeoutMS)*time.Millisecond <= lim.Timeout &&
		req.MaxMemoryBytes >= 0 && req.MaxMemoryBytes <= lim.MaxMemory
}

// String describes the rule, for the busy message.
func (lim SmallLimits) String() string {
	return fmt.Sprintf("max_nodes ≤ %d, timeout_ms ≤ %d and max_memory_bytes ≤ %d", lim.MaxNodes, lim.Timeout.Milliseconds(), lim.MaxMemory)
}

// priority lets the small lane's requests go first on the processors too:
// while any runs or waits, the main lane's searches pause at their progress
// reports (about every 100 ms of search) until none is left, for at most
// MaxPause at a time, so a busy small lane slows them down (to a sixth of
// their speed at worst) without stopping them. Without it a small request
// gets the processors' time in turn with every huge search running.
type priority struct {
	mu     sync.Mutex
	active int           // small requests admitted or waiting
	idle   chan struct{} // closed when active falls to 0
}

// MaxPause is the longest a main-lane search pauses at one progress report
// for the small lane.
const MaxPause = 500 * time.Millisecond

func (p *priority) enter() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.active == 0 {
		p.idle = make(chan struct{})
	}
	p.active++
}

func (p *priority) leave() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.active--; p.active == 0 {
		close(p.idle)
	}
}

// yield pauses while small requests are active, for at most MaxPause or
// until ctx ends.
func (p *priority) yield(ctx context.Context) {
	p.mu.Lock()
	idle := p.idle
	busy := p.active > 0
	p.mu.Unlock()
	if !busy {
		return
	}
	t := time.NewTimer(MaxPause)
	defer t.Stop()
	select {
	case <-idle:
	case <-t.C:
	case <-ctx.Done():
	}
}

// yieldKey carries a main-lane request's yield to the handler.
type yieldKey struct{}

// yieldOf returns the pause a main-lane search takes at each progress
// report (nil: none).
func yieldOf(ctx context.Context) func(context.Context) {
	y, _ := ctx.Value(yieldKey{}).(func(context.Context))
	return y
}
