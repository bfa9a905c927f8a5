package main

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// The soak test of issue 29: searchlab serve with -max-concurrent 1 under
// hostile clients on loopback, each attack bounded in count and time, with
// the figures checked: 300 held 1 MB bodies grow the server by at
// most 64 MiB, a slow client holds no slot, a stalled reader frees its
// slot within 5 s, a well-behaved request gets through during each attack,
// and GET /api/algorithms answers within 100 ms throughout. It runs in the
// long mode only (SEARCHLAB_LONG=1; about a minute):
//
//	SEARCHLAB_LONG=1 go test -count=1 -run TestSoak -v ./core/cmd/searchlab
func TestSoak(t *testing.T) {
	if os.Getenv("SEARCHLAB_LONG") == "" {
		t.Skip("the soak test runs with SEARCHLAB_LONG=1")
	}
	cfg := defaultServeConfig()
	cfg.guard.MaxConcurrent, cfg.guard.SmallConcurrent = 1, 1
	base := startServe(t, cfg)
	addr := strings.TrimPrefix(base, "http://")
	watch := watchAlgorithms(t, base)
	defer watch.stop()

	phase := func(name string) {
		worst, n := watch.lap()
		t.Logf("GET /api/algorithms before %s: %d answers, the slowest in %v", name, n, worst)
	}
	phase("the attacks")
	t.Run("held-bodies", func(t *testing.T) {
		before := heapNow()
		var peak atomic.Int64
		done := sampleHeap(&peak)
		conns := openHeld(t, addr, 300, 1_000_000, 999_974)
		wellBehaved(t, base)
		time.Sleep(500 * time.Millisecond)
		close(done)
		for _, c := range conns {
			c.Close()
		}
		grew := peak.Load() - before
		t.Logf("300 held 1 MB bodies: the heap grew by %.1f MiB at its peak", float64(grew)/(1<<20))
		if grew > 64<<20 {
			t.Errorf("the server grew by %d bytes, more than 64 MiB", grew)
		}
	})
	phase("slow-bodies")
	t.Run("slow-bodies", func(t *testing.T) {
		conns := openHeld(t, addr, 50, 1000, 1)
		stop := make(chan struct{})
		go func() { // a byte a second on each
			for i := 0; i < 5; i++ {
				select {
				case <-stop:
					return
				case <-time.After(time.Second):
					for _, c := range conns {
						c.Write([]byte(" "))
					}
				}
			}
		}()
		wellBehaved(t, base)
		close(stop)
		for _, c := range conns {
			c.Close()
		}
	})
	phase("stalled-reader")
	t.Run("stalled-reader", func(t *testing.T) {
		body := `{"game":"npuzzle","board":"0 12 9 13/15 11 10 14/3 7 2 5/4 8 6 1","algorithm":"idastar","timeout_ms":600000,"trace":{"max_events":100000}}`
		c := openHeld(t, addr, 1, len(body), len(body))[0]
		c.Write([]byte(body))
		if tc, ok := c.(*net.TCPConn); ok {
			tc.SetReadBuffer(4096)
		}
		time.Sleep(200 * time.Millisecond) // the search holds the slot and fills the buffers
		start := time.Now()
		wellBehaved(t, base)
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("the stalled reader held the only slot for %v", d)
		}
		c.Close()
	})
	phase("flood")
	t.Run("flood", func(t *testing.T) {
		huge := `{"game":"npuzzle","board":"0 12 9 13/15 11 10 14/3 7 2 5/4 8 6 1","algorithm":"bfs","timeout_ms":3000}`
		small := `{"game":"npuzzle","board":"1 2 3/4 5 6/7 0 8","algorithm":"bfs","max_nodes":1000,"timeout_ms":1000}`
		var wg sync.WaitGroup
		var ok, busy, other atomic.Int64
		for i := 0; i < 202; i++ {
			body := small
			if i < 2 {
				body = huge
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				resp, err := http.Post(base+"/api/solve", "application/json", strings.NewReader(body))
				if err != nil {
					other.Add(1)
					return
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				switch resp.StatusCode {
				case 200:
					ok.Add(1)
				case 503:
					busy.Add(1)
				default:
					other.Add(1)
				}
			}()
		}
		wg.Wait()
		t.Logf("202 requests (2 huge searches, 200 small): %d answered, %d refused as busy, %d other", ok.Load(), busy.Load(), other.Load())
		if other.Load() > 0 || ok.Load() < 2 {
			t.Errorf("%d answers other than 200 or 503, %d answered", other.Load(), ok.Load())
		}
	})
	phase("the end")
	worst, n := watch.stop()
	t.Logf("GET /api/algorithms: %d answers, the slowest in %v", n, worst)
	if worst > 100*time.Millisecond {
		t.Errorf("GET /api/algorithms took %v at worst, over 100 ms", worst)
	}
}

// openHeld opens n connections, each sending a POST /api/solve declaring
// length bytes and then sending first of them.
func openHeld(t *testing.T, addr string, n, length, first int) []net.Conn {
	t.Helper()
	body := []byte(strings.Repeat(" ", first)) // shared by every connection: the test's own memory stays small
	conns := make([]net.Conn, 0, n)
	for i := 0; i < n; i++ {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatalf("connection %d: %v", i, err)
		}
		go func() {
			fmt.Fprintf(c, "POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n", length)
			c.Write(body)
			io.Copy(io.Discard, bufio.NewReader(c))
		}()
		conns = append(conns, c)
	}
	return conns
}

// wellBehaved sends a main-lane request and checks it is answered.
func wellBehaved(t *testing.T, base string) {
	t.Helper()
	start := time.Now()
	resp, err := http.Post(base+"/api/solve", "application/json", strings.NewReader(`{"game":"npuzzle","board":"1 2 3/4 5 6/7 0 8","algorithm":"astar"}`))
	if err != nil {
		t.Fatalf("the well-behaved request: %v", err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(b), `"found"`) {
		t.Errorf("the well-behaved request: %d %.200s", resp.StatusCode, b)
	}
	t.Logf("the well-behaved request was answered in %v", time.Since(start).Round(time.Millisecond))
}

// heapNow is the heap in use after a collection.
func heapNow() int64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return int64(m.HeapInuse + m.StackInuse)
}

// sampleHeap records the peak heap in use every 20 ms until done closes.
func sampleHeap(peak *atomic.Int64) chan struct{} {
	done := make(chan struct{})
	go func() {
		for {
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			if v := int64(m.HeapInuse + m.StackInuse); v > peak.Load() {
				peak.Store(v)
			}
			select {
			case <-done:
				return
			case <-time.After(20 * time.Millisecond):
			}
		}
	}()
	return done
}

// algorithmsWatch asks GET /api/algorithms every 100 ms and keeps the
// slowest answer.
type algorithmsWatch struct {
	done        chan struct{}
	once        sync.Once
	wg          sync.WaitGroup
	mu          sync.Mutex
	worst, lapW time.Duration
	n, lapN     int
}

// lap returns the slowest answer and the count since the last lap.
func (w *algorithmsWatch) lap() (time.Duration, int) {
	w.mu.Lock()
	defer w.mu.Unlock()
	d, n := w.lapW, w.lapN
	w.lapW, w.lapN = 0, 0
	return d, n
}

func watchAlgorithms(t *testing.T, base string) *algorithmsWatch {
	w := &algorithmsWatch{done: make(chan struct{})}
	client := &http.Client{Timeout: 5 * time.Second}
	w.wg.Add(1)
	go func() {
		defer w.wg.Done()
		for {
			select {
			case <-w.done:
				return
			case <-time.After(100 * time.Millisecond):
			}
			start := time.Now()
			resp, err := client.Get(base + "/api/algorithms")
			d := time.Since(start)
			if err == nil {
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
			}
			if err != nil || resp.StatusCode != 200 {
				d = time.Hour
			}
			w.mu.Lock()
			w.worst, w.n = max(w.worst, d), w.n+1
			w.lapW, w.lapN = max(w.lapW, d), w.lapN+1
			w.mu.Unlock()
		}
	}()
	return w
}

func (w *algorithmsWatch) stop() (time.Duration, int) {
	w.once.Do(func() { close(w.done) })
	w.wg.Wait()
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.worst, w.n
}
