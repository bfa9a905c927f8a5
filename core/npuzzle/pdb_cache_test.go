package npuzzle

import (
	"context"
	"errors"
	"runtime"
	"sync"
	"testing"
	"time"

	"searchlab/core/internal/liveheap"
)

// distinctGoals returns n different 3×4 goals (random boards of either
// parity: any arrangement is a goal of its own).
func distinctGoals(t *testing.T, n int) []Board {
	t.Helper()
	seen := map[Board]bool{}
	var out []Board
	r := seeded(20)
	for len(out) < n {
		b, err := RandomSolvable(Goal(3, 4), r)
		if err != nil {
			t.Fatal(err)
		}
		if !seen[b] {
			seen[b] = true
			out = append(out, b)
		}
	}
	return out
}

// A client sending boards with ever new goals does not grow the store
// past its bound: 32 goals' databases (about 95 KB each, 2.9 MB in all,
// which the store kept to the last byte before it had a bound) leave the
// live heap within the 512 KiB bound plus 512 KiB of slack, the least
// recently used go first, and the ones used lately stay.
func TestPDBStoreBoundedInBytes(t *testing.T) {
	const bound = 512 << 10
	goals := distinctGoals(t, 32)
	store := &PDBStore{MaxBytes: bound}
	before := liveheap.Bytes()
	var each int64
	for _, g := range goals {
		d, err := store.Get(g, "551", nil)
		if err != nil {
			t.Fatal(err)
		}
		each = d.Bytes()
	}
	grown := liveheap.Bytes() - before
	t.Logf("%d databases of %d bytes (%.1f MiB in all): the store keeps %d bytes, the heap grew by %d bytes (bound %d)",
		len(goals), each, float64(int64(len(goals))*each)/(1<<20), store.CachedBytes(), grown, bound)
	if c := store.CachedBytes(); c > bound || c < bound-each {
		t.Errorf("the store keeps %d bytes, want at most its bound %d and within one database of it", c, bound)
	}
	if grown > 2*bound {
		t.Errorf("the heap grew by %d bytes over %d goals, more than the %d-byte bound and as much again of slack", grown, len(goals), bound)
	}
	runtime.KeepAlive(store)
	// Least recently used out: the last goal is still kept (the same
	// database comes back without a build), the first was dropped.
	last, _ := store.Get(goals[len(goals)-1], "551", nil)
	built := false
	again, _ := store.Get(goals[len(goals)-1], "551", func(int, int) { built = true })
	if again != last || built {
		t.Errorf("the most recent database was built again")
	}
	built = false
	if _, err := store.Get(goals[0], "551", func(int, int) { built = true }); err != nil || !built {
		t.Errorf("the oldest database was still kept (built %v, %v)", built, err)
	}
	// A database larger than the bound is built for its caller, not kept.
	small := &PDBStore{MaxBytes: each / 2}
	if d, err := small.Get(goals[1], "551", nil); err != nil || d == nil || small.CachedBytes() != 0 {
		t.Errorf("over-large database: %v, %v, kept %d bytes", d, err, small.CachedBytes())
	}
}

// BuildPDBContext stops when its context ends, before the build is done.
func TestBuildPDBStopsWhenCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var last, total int
	part, err := ParsePartition(Goal(4, 4), "663")
	if err != nil {
		t.Fatal(err)
	}
	d, err := BuildPDBContext(ctx, Goal(4, 4), part, func(done, all int) {
		last, total = done, all
		cancel()
	})
	if d != nil || !errors.Is(err, context.Canceled) {
		t.Fatalf("build after cancel: %v, %v", d, err)
	}
	if last >= total {
		t.Errorf("the build went on to the end (%d of %d entries) after its context ended", last, total)
	}
}

// A caller that leaves stops the build nobody else waits for (its
// goroutine ends), and the next caller starts afresh; a build another
// caller still waits for goes on, and that caller gets the database.
func TestPDBStoreBuildFollowsItsCallers(t *testing.T) {
	store := &PDBStore{}
	goal := Goal(4, 4) // 6-6-3: seconds to build
	base := runtime.NumGoroutine()
	ctx, cancel := context.WithCancel(context.Background())
	started := make(chan struct{})
	var once sync.Once
	go func() {
		<-started
		cancel()
	}()
	d, err := store.GetContext(ctx, goal, "663", func(int, int) { once.Do(func() { close(started) }) })
	if d != nil || !errors.Is(err, context.Canceled) {
		t.Fatalf("the caller that left got %v, %v", d, err)
	}
	deadline := time.Now().Add(20 * time.Second)
	for runtime.NumGoroutine() > base && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > base {
		t.Fatalf("the build goes on after its only caller left (%d goroutines, %d before)", n, base)
	}

	// Two callers; the first leaves once the second waits too.
	goal3 := Goal(3, 4)
	first, leave := context.WithCancel(context.Background())
	errc := make(chan error, 1)
	go func() {
		_, err := store.GetContext(first, goal3, "65", nil)
		errc <- err
	}()
	second := make(chan *PDB, 1)
	waitFor := func(n int) {
		for {
			store.mu.Lock()
			e := store.entries[goal3.String()+"|65"]
			w := 0
			if e != nil {
				w = e.waiters
			}
			store.mu.Unlock()
			if w >= n {
				return
			}
			time.Sleep(time.Millisecond)
		}
	}
	waitFor(1)
	go func() {
		d, _ := store.GetContext(context.Background(), goal3, "65", nil)
		second <- d
	}()
	waitFor(2)
	leave()
	if err := <-errc; !errors.Is(err, context.Canceled) {
		t.Errorf("the first caller: %v", err)
	}
	if d := <-second; d == nil || d.H(goal3) != 0 {
		t.Errorf("the caller still waiting got %v", d)
	}
}
