package httpapi

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"searchlab/core/search"
	"searchlab/core/wire"
)

// solveAt posts a solve request and returns its HTTP status and final line.
func solveAt(t *testing.T, url, body string) (int, wire.Response) {
	t.Helper()
	resp, err := http.Post(url+"/api/solve", "application/json", strings.NewReader(body))
	if err != nil {
		t.Error(err)
		return 0, wire.Response{}
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	var r wire.Response
	json.Unmarshal([]byte(lines[len(lines)-1]), &r)
	return resp.StatusCode, r
}

// A queue of huge searches cannot hold up a small one: with the only main
// slot taken by a slow search and a second one queued behind it, a request
// that declares small budgets is answered at once, through its own lane,
// while both still run or wait (before the lane it waited for both).
func TestSmallLaneIsNotHeldByHugeSearches(t *testing.T) {
	srv, g := guardedServer(t, GuardConfig{MaxConcurrent: 1, MaxQueue: 4, QueueWait: 30 * time.Second}, Config{})
	const huge = `{"game":"line","board":"0","algorithm":"slow","params":{"steps":1000000},"timeout_ms":1500}`
	var mu sync.Mutex
	var order []string
	var wg sync.WaitGroup
	for i := 0; i < 2; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			solveAt(t, srv.URL, huge)
			mu.Lock()
			order = append(order, "huge")
			mu.Unlock()
		}()
		if !waitRunning(g, 1) {
			t.Fatal("the huge search did not start")
		}
	}
	pollUntil(t, "the second huge search to wait in the queue", func() bool { return g.main.waiting.Load() == 1 })
	code, r := solveAt(t, srv.URL, `{"game":"line","board":"6","algorithm":"bfs","max_nodes":1000,"timeout_ms":1000}`)
	mu.Lock()
	order = append(order, "small")
	mu.Unlock()
	wg.Wait()
	if code != http.StatusOK || r.Status != wire.StatusFound || r.Length != 3 {
		t.Errorf("small request: HTTP %d %s in %d moves", code, r.Status, r.Length)
	}
	if order[0] != "small" {
		t.Errorf("answers in the order %v: the small request waited for the huge ones", order)
	}
}

// The small lane holds its requests to small budgets: a request may declare
// small node and time budgets and no memory budget, and it is then held to
// the lane's memory (breadth-first search on a 6×6 board stops at the
// lane's 8 MiB, not at its 200 000 nodes); one that declares more memory
// than the lane's, or no time budget, is not small and waits for the main
// lane; and the lane's deadline covers work outside the search (building
// pattern databases for the pdb heuristic takes seconds).
func TestSmallLaneHoldsItsRequestsToSmallBudgets(t *testing.T) {
	const laneMemory = 8 << 20
	srv, g := guardedServer(t, GuardConfig{MaxConcurrent: 1, MaxQueue: 4, QueueWait: 300 * time.Millisecond,
		Small: SmallLimits{MaxNodes: 200_000, Timeout: 5 * time.Second, MaxMemory: laneMemory}}, Config{})
	const sixBySix = "5 4 14 31 18 15/11 0 3 10 6 22/27 12 8 1 16 17/7 2 13 29 19 35/26 34 23 32 21 9/25 30 20 33 28 24"
	code, r := solveAt(t, srv.URL, `{"game":"npuzzle","board":"`+sixBySix+`","algorithm":"bfs","max_nodes":200000,"timeout_ms":5000}`)
	if code != http.StatusOK || r.Status != wire.StatusBudgetExceeded || r.Budget != search.MemoryBudget ||
		r.Stats.MemoryBytes < laneMemory || r.Stats.MemoryBytes > laneMemory*3/2 {
		t.Errorf("small BFS without a memory budget: HTTP %d %s budget %q memory_bytes %d, want the lane's %d bytes to stop it",
			code, r.Status, r.Budget, r.Stats.MemoryBytes, laneMemory)
	}

	holdSlot(t, srv, g) // the main lane's only slot
	for _, c := range []struct {
		body  string
		small bool
	}{
		{`{"game":"line","board":"4","algorithm":"bfs","max_nodes":100,"timeout_ms":500}`, true},
		{`{"game":"line","board":"4","algorithm":"bfs","max_nodes":100,"timeout_ms":500,"max_memory_bytes":8388608}`, true},
		{`{"game":"line","board":"4","algorithm":"bfs","max_nodes":100,"timeout_ms":500,"max_memory_bytes":8388609}`, false},
		{`{"game":"line","board":"4","algorithm":"bfs","max_nodes":100}`, false},
		{`{"game":"line","board":"4","algorithm":"bfs","timeout_ms":500}`, false},
		{`{"game":"line","board":"4","algorithm":"bfs","max_nodes":200001,"timeout_ms":500}`, false},
		{`{"game":"line","board":"4","algorithm":"bfs","max_nodes":100,"timeout_ms":5001}`, false},
	} {
		code, r := solveAt(t, srv.URL, c.body)
		if c.small && (code != http.StatusOK || r.Status != wire.StatusFound) {
			t.Errorf("%s: HTTP %d %s %s, want an answer through the small lane", c.body, code, r.Status, r.Error)
		}
		if !c.small && (code != http.StatusServiceUnavailable || !strings.Contains(r.Error, "lane of their own")) {
			t.Errorf("%s: HTTP %d %s, want the main lane's 503 (which names the small lane's rule)", c.body, code, r.Error)
		}
	}

	// Building the 6-6-3 databases for a new goal takes seconds: the lane's
	// deadline (5 s + 1 s) stops the build and says so.
	start := time.Now()
	code, r = solveAt(t, srv.URL, `{"game":"npuzzle","board":"1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0","goal":"2 1 3 4/5 6 7 8/9 10 11 12/13 14 15 0",`+
		`"algorithm":"idastar","params":{"heuristic":"pdb","partition":"663"},"max_nodes":1000,"timeout_ms":100}`)
	if code == http.StatusOK && (r.Status == wire.StatusFound || r.Status == wire.StatusBudgetExceeded && r.Budget == search.NodeBudget) {
		// The databases were ready within the lane's deadline (an idle
		// machine builds them in about 5 s, or they were in the disk
		// cache): the search then ran under the request's budgets.
		t.Logf("the databases were ready within the small lane's deadline (%v): %s, budget %q", time.Since(start), r.Status, r.Budget)
	} else if r.Status != wire.StatusBudgetExceeded || r.Budget != search.TimeBudget || !strings.Contains(r.Error, "pattern databases") {
		t.Errorf("pdb in the small lane: HTTP %d %s budget %q (%s), want the time budget to stop the build", code, r.Status, r.Budget, r.Error)
	}
}

// While a small request is active, a main-lane search's pause (at each of
// its progress reports) lasts until the small lane is idle, or MaxPause;
// with none active it does not pause.
func TestPriorityPausesTheMainLane(t *testing.T) {
	var p priority
	ctx := context.Background()
	start := time.Now()
	p.yield(ctx)
	if d := time.Since(start); d > MaxPause/2 {
		t.Errorf("an idle small lane paused the search for %v", d)
	}
	p.enter()
	done := make(chan struct{})
	go func() {
		p.yield(ctx)
		close(done)
	}()
	select {
	case <-done:
		t.Fatal("the search did not pause for the active small request")
	case <-time.After(MaxPause / 5):
	}
	p.leave()
	<-done // released by the small lane falling idle (or MaxPause)
	p.enter()
	start = time.Now()
	p.yield(ctx) // no one leaves: MaxPause ends the pause
	if d := time.Since(start); d < MaxPause {
		t.Errorf("the pause ended after %v, before MaxPause with the small lane still busy", d)
	}
	p.leave()
}
