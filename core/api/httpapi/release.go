package httpapi

import (
	"runtime/debug"
	"runtime/metrics"
	"sync/atomic"
	"time"
)

// releaseQuiet is how long the server must have run nothing before its
// idle heap is given back to the operating system.
const releaseQuiet = time.Second

// releaser gives the heap's idle memory back to the operating system
// (debug.FreeOSMemory) once no request has run for a quiet period and the
// heap holds at least threshold bytes it does not need: after a large
// search the process would otherwise keep its peak for minutes (the
// runtime's scavenger returns memory slowly).
//
// It runs off the request path, once per quiet period at most. Releasing
// at the end of each request, as the guard first did, put a forced
// collection and a stop-the-world memory reading (runtime.ReadMemStats)
// behind every answer when the server went idle, which under a flood of
// small requests after a large one stalled the whole process for
// 150–800 ms (issue 29's soak test: GET /api/algorithms and a 3×3 A*
// solve waited that long). The heap's size is read from runtime/metrics,
// which does not stop the world.
type releaser struct {
	threshold int64
	quiet     time.Duration
	running   *atomic.Int64 // requests running now (the guard's count)
	last      atomic.Int64  // when the last request ended, in Unix ns
	pending   atomic.Bool   // a release is scheduled
	retained  func() int64  // heap bytes held and not released
	free      func()
	freed     atomic.Int64 // releases done (for tests)
}

func newReleaser(threshold int64, running *atomic.Int64) *releaser {
	return &releaser{threshold: threshold, quiet: releaseQuiet, running: running, retained: heapRetained, free: debug.FreeOSMemory}
}

// ended records that a request ended with none left running, and
// schedules a release after the quiet period unless one is scheduled.
func (r *releaser) ended() {
	if r == nil || r.threshold <= 0 {
		return
	}
	r.last.Store(time.Now().UnixNano())
	if r.pending.CompareAndSwap(false, true) {
		time.AfterFunc(r.quiet, r.fire)
	}
}

// fire releases the memory if the server has been quiet for the whole
// period (else it waits for the rest of it) and nothing runs now (else
// the request that ends next schedules it again).
func (r *releaser) fire() {
	if wait := r.quiet - time.Since(time.Unix(0, r.last.Load())); wait > 0 {
		time.AfterFunc(wait, r.fire)
		return
	}
	r.pending.Store(false)
	if r.running.Load() != 0 || r.retained() < r.threshold {
		return
	}
	r.free()
	r.freed.Add(1)
}

// heapRetained is the heap memory the process holds from the operating
// system (runtime.MemStats' HeapSys − HeapReleased: objects, live or not
// yet swept, plus unused and free spans), read without stopping the world.
func heapRetained() int64 {
	s := []metrics.Sample{
		{Name: "/memory/classes/heap/objects:bytes"},
		{Name: "/memory/classes/heap/unused:bytes"},
		{Name: "/memory/classes/heap/free:bytes"},
	}
	metrics.Read(s)
	var n int64
	for _, v := range s {
		if v.Value.Kind() == metrics.KindUint64 {
			n += int64(v.Value.Uint64())
		}
	}
	return n
}
