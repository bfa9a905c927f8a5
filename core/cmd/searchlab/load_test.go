package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"runtime"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"searchlab/core/wire"
)

// TestLoadSmallAndHugeRequests is the server's load test on 127.0.0.1,
// bounded in count and time: 200 concurrent clients each send small solve
// requests (they declare small budgets, so they take the small lane) while
// a few clients send the worst requests of the issue (BFS on 6×6 with the
// maximum node budget, Nim MCTS on 12 heaps of 99). The
// server must stay under its memory limit and answer every small request
// (a 503 may be retried after its Retry-After; every small request ends
// answered). It logs the throughput and latency percentiles of the small
// requests while the huge ones run, and the peak heap and RSS.
//
// Heavy (about half a minute of both cores): run it with
// SEARCHLAB_LOAD=1 go test ./core/cmd/searchlab -run TestLoadSmallAndHugeRequests -v
// (SEARCHLAB_LOAD_HUGE=N: N clients of huge requests, 3 of each, instead of 3.)
func TestLoadSmallAndHugeRequests(t *testing.T) {
	if testing.Short() || os.Getenv("SEARCHLAB_LOAD") == "" {
		t.Skip("load test: set SEARCHLAB_LOAD=1 (and not -short) to run it")
	}
	const (
		smallClients   = 200
		smallPerClient = 5
		hugePerClient  = 3
		memoryLimit    = 1 << 30
	)
	// SEARCHLAB_LOAD_HUGE=0 runs the small clients alone, the baseline of
	// the latency figures.
	hugeClients := 3
	if v, err := strconv.Atoi(os.Getenv("SEARCHLAB_LOAD_HUGE")); err == nil {
		hugeClients = v
	}
	cfg := defaultServeConfig()
	cfg.memoryLimit = memoryLimit
	cfg.guard.MaxConcurrent = 4
	cfg.guard.MaxQueue = 64
	cfg.guard.QueueWait = 5 * time.Second
	prev := debug.SetMemoryLimit(-1)
	applyMemoryLimit(cfg.memoryLimit)
	defer debug.SetMemoryLimit(prev)
	base := startServe(t, cfg)
	t.Logf("server: %d searches at once, queue %d, memory limit %d MiB, %d MiB per search; small lane %d at once, queue %d",
		cfg.guard.MaxConcurrent, cfg.guard.MaxQueue, cfg.memoryLimit>>20, cfg.perSearchMemory()>>20, cfg.guard.SmallConcurrent, cfg.guard.SmallQueue)

	tr := &http.Transport{MaxIdleConnsPerHost: smallClients + hugeClients, MaxConnsPerHost: 0}
	client := &http.Client{Transport: tr, Timeout: 2 * time.Minute}
	defer tr.CloseIdleConnections()

	var peakHeap, peakRSS atomic.Uint64
	stop := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		tick := time.NewTicker(20 * time.Millisecond)
		defer tick.Stop()
		for {
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			if h := m.HeapInuse; h > peakHeap.Load() {
				peakHeap.Store(h)
			}
			if r := rss(); r > peakRSS.Load() {
				peakRSS.Store(r)
			}
			select {
			case <-stop:
				return
			case <-tick.C:
			}
		}
	}()

	// post sends one solve request and returns the final response, the
	// HTTP status and the Retry-After.
	post := func(body string) (wire.Response, int, int, error) {
		resp, err := client.Post(base+"/api/solve", "application/json", strings.NewReader(body))
		if err != nil {
			return wire.Response{}, 0, 0, err
		}
		defer resp.Body.Close()
		retry, _ := strconv.Atoi(resp.Header.Get("Retry-After"))
		var last []byte
		sc := bufio.NewScanner(resp.Body)
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		for sc.Scan() {
			last = append(last[:0], sc.Bytes()...)
		}
		var r wire.Response
		if err := json.NewDecoder(bytes.NewReader(last)).Decode(&r); err != nil && err != io.EOF {
			return r, resp.StatusCode, retry, err
		}
		return r, resp.StatusCode, retry, sc.Err()
	}

	var wg sync.WaitGroup
	var mu sync.Mutex
	var hugeOutcomes []string
	start := time.Now()
	huge := []string{
		`{"game":"npuzzle","board":"5 4 14 31 18 15/11 0 3 10 6 22/27 12 8 1 16 17/7 2 13 29 19 35/26 34 23 32 21 9/25 30 20 33 28 24","algorithm":"bfs","max_nodes":2000000000}`,
		`{"game":"nim","board":"99 99 99 99 99 99 99 99 99 99 99 99","algorithm":"mcts","params":{"iterations":100000000}}`,
		`{"game":"npuzzle","board":"5 4 14 31 18 15/11 0 3 10 6 22/27 12 8 1 16 17/7 2 13 29 19 35/26 34 23 32 21 9/25 30 20 33 28 24","algorithm":"astar"}`,
	}
	for c := 0; c < hugeClients; c++ {
		wg.Add(1)
		go func(c int) {
			defer wg.Done()
			for i := 0; i < hugePerClient; i++ {
				for {
					r, code, retry, err := post(huge[c%len(huge)])
					if code == http.StatusServiceUnavailable {
						time.Sleep(time.Duration(retry) * time.Second)
						continue
					}
					mu.Lock()
					hugeOutcomes = append(hugeOutcomes, string(r.Status)+"/"+r.Budget.String())
					mu.Unlock()
					if err != nil || code != http.StatusOK || r.Status != wire.StatusBudgetExceeded {
						t.Errorf("huge request %d: code %d status %s budget %q (%v)", c, code, r.Status, r.Budget, err)
					}
					break
				}
			}
		}(c)
	}
	time.Sleep(300 * time.Millisecond) // the huge searches are running

	var latencies []time.Duration
	var busy, answered atomic.Int64
	small := `{"game":"npuzzle","board":"8 6 7/2 5 4/3 0 1","algorithm":"astar","max_nodes":100000,"timeout_ms":2000}`
	smallStart := time.Now()
	for c := 0; c < smallClients; c++ {
		wg.Add(1)
		go func(c int) {
			defer wg.Done()
			for i := 0; i < smallPerClient; i++ {
				t0 := time.Now()
				for attempt := 0; ; attempt++ {
					r, code, retry, err := post(small)
					if code == http.StatusServiceUnavailable && attempt < 50 {
						busy.Add(1)
						// Retry after the server's Retry-After, spread out
						// so the clients do not return in one wave.
						time.Sleep(time.Duration(retry)*time.Second/4 + time.Duration(c%20)*10*time.Millisecond)
						continue
					}
					if err != nil || code != http.StatusOK || r.Status != wire.StatusFound || r.Length != 31 {
						t.Errorf("small request: code %d status %s length %d (%v)", code, r.Status, r.Length, err)
						return
					}
					answered.Add(1)
					mu.Lock()
					latencies = append(latencies, time.Since(t0))
					mu.Unlock()
					break
				}
			}
		}(c)
	}
	wg.Wait()
	smallTook := time.Since(smallStart)
	close(stop)
	<-sampled

	if n := answered.Load(); n != smallClients*smallPerClient {
		t.Errorf("%d of %d small requests answered", n, smallClients*smallPerClient)
	}
	sort.Slice(latencies, func(i, j int) bool { return latencies[i] < latencies[j] })
	pct := func(p float64) time.Duration {
		if len(latencies) == 0 {
			return 0
		}
		return latencies[min(len(latencies)-1, int(p*float64(len(latencies))))]
	}
	t.Logf("small requests: %d answered in %v (%.0f/s), %d 503s retried; latency p50 %v p90 %v p99 %v max %v",
		answered.Load(), smallTook.Round(time.Millisecond), float64(answered.Load())/smallTook.Seconds(), busy.Load(),
		pct(.5).Round(time.Millisecond), pct(.9).Round(time.Millisecond), pct(.99).Round(time.Millisecond), pct(1).Round(time.Millisecond))
	t.Logf("huge requests: %v in %v", hugeOutcomes, time.Since(start).Round(time.Millisecond))
	t.Logf("peak heap in use %d MiB, peak RSS %d MiB (limit %d MiB)", peakHeap.Load()>>20, peakRSS.Load()>>20, memoryLimit>>20)
	if peakHeap.Load() > memoryLimit {
		t.Errorf("the heap reached %d MiB, over the %d MiB limit", peakHeap.Load()>>20, memoryLimit>>20)
	}
	if r := peakRSS.Load(); r > memoryLimit*5/4 {
		t.Errorf("the process's RSS reached %d MiB, over the %d MiB limit by more than a quarter", r>>20, memoryLimit>>20)
	}
}

// rss returns the process's resident set size in bytes (0 where /proc is
// missing).
func rss() uint64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "VmRSS:" {
			kb, _ := strconv.ParseUint(f[1], 10, 64)
			return kb << 10
		}
	}
	return 0
}
