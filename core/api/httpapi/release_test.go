package httpapi

import (
	"runtime"
	"sync/atomic"
	"testing"
	"time"
)

// The release waits for a quiet period after the last request, never runs
// while a request runs, coalesces the ends of many requests into one
// release, and skips a heap below its threshold.
func TestReleaserWaitsForQuiet(t *testing.T) {
	var running atomic.Int64
	var frees atomic.Int64
	held := int64(100 << 20)
	r := &releaser{threshold: 64 << 20, quiet: 100 * time.Millisecond, running: &running,
		retained: func() int64 { return atomic.LoadInt64(&held) }, free: func() { frees.Add(1) }}

	// A flood: a request ends every 20 ms for 300 ms; nothing is released
	// until 100 ms after the last one, then exactly once.
	start := time.Now()
	for time.Since(start) < 300*time.Millisecond {
		r.ended()
		time.Sleep(20 * time.Millisecond)
		if frees.Load() != 0 {
			t.Fatalf("released %v into a flood of requests", time.Since(start))
		}
	}
	pollUntil(t, "the release after the flood", func() bool { return frees.Load() == 1 })
	time.Sleep(250 * time.Millisecond)
	if n := frees.Load(); n != 1 {
		t.Fatalf("%d releases after one flood, want 1", n)
	}

	// A request running when the period ends: no release; the release
	// comes after it ends.
	r.ended()
	running.Store(1)
	time.Sleep(250 * time.Millisecond)
	if n := frees.Load(); n != 1 {
		t.Fatalf("released while a request ran (%d)", n)
	}
	running.Store(0)
	r.ended()
	pollUntil(t, "the release after the running request", func() bool { return frees.Load() == 2 })

	// A small heap is left alone.
	atomic.StoreInt64(&held, 1<<20)
	r.ended()
	time.Sleep(250 * time.Millisecond)
	if n := frees.Load(); n != 2 {
		t.Fatalf("released a 1 MiB heap (%d)", n)
	}
}

// heapRetained reads what runtime.MemStats calls HeapSys − HeapReleased.
func TestHeapRetainedIsTheHeapHeld(t *testing.T) {
	keep := make([]byte, 32<<20)
	keep[len(keep)-1] = 1
	if got := heapRetained(); got < 32<<20 {
		t.Errorf("heapRetained %d MiB with a 32 MiB slice alive", got>>20)
	}
	runtime.KeepAlive(keep)
}
