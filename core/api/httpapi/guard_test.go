package httpapi

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"searchlab/core/api/apitest"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

func guarded(cfg GuardConfig, hc Config) http.Handler {
	if hc.Registry == nil {
		hc.Registry = registry.NewRegistry(apitest.LineGame{})
	}
	return NewGuard(NewHandler(hc), cfg)
}

// A page on another origin cannot start searches (a cross-origin
// text/plain POST got 200 and ran); the server's own pages, clients that
// send no Origin (curl, the CLI) and origins allowed by flag can.
func TestGuardRefusesForeignOrigins(t *testing.T) {
	h := guarded(GuardConfig{AllowOrigins: []string{"http://allowed.example:3000"}}, Config{})
	body := `{"game":"line","board":"4","algorithm":"bfs"}`
	for _, tc := range []struct {
		origin string
		code   int
	}{
		{"", http.StatusOK},
		{"http://example.com", http.StatusOK}, // the request's own Host
		{"https://example.com", http.StatusOK},
		{"http://allowed.example:3000", http.StatusOK},
		{"http://evil.example", http.StatusForbidden},
		{"http://example.com.evil.example", http.StatusForbidden},
		{"null", http.StatusForbidden},
	} {
		req := httptest.NewRequest(http.MethodPost, "http://example.com/api/solve", strings.NewReader(body))
		req.Header.Set("Content-Type", "text/plain")
		if tc.origin != "" {
			req.Header.Set("Origin", tc.origin)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != tc.code {
			t.Errorf("Origin %q: code %d, want %d (%s)", tc.origin, rec.Code, tc.code, rec.Body)
		}
		if tc.code == http.StatusForbidden && !strings.Contains(rec.Body.String(), "-allow-origin") {
			t.Errorf("Origin %q: the refusal does not say how to allow it: %s", tc.origin, rec.Body)
		}
	}
}

// With one slot and a queue of one, a third concurrent search is refused at
// once with 503, Retry-After and a sentence; the queued one waits its
// QueueWait and is refused too while the first still runs; the first
// finishes normally.
func TestGuardQueueAndBusy(t *testing.T) {
	g := guarded(GuardConfig{MaxConcurrent: 1, MaxQueue: 1, QueueWait: 300 * time.Millisecond}, Config{}).(*Guard)
	srv := httptest.NewServer(g)
	defer srv.Close()
	slow := `{"game":"line","board":"0","algorithm":"slow","params":{"steps":1000000},"timeout_ms":1500}`
	type answer struct {
		code  int
		retry string
		body  string
		took  time.Duration
	}
	post := func() answer {
		start := time.Now()
		resp, err := http.Post(srv.URL+"/api/solve", "application/json", strings.NewReader(slow))
		if err != nil {
			return answer{body: err.Error()}
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return answer{resp.StatusCode, resp.Header.Get("Retry-After"), string(b), time.Since(start)}
	}
	answers := make([]answer, 3)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() { defer wg.Done(); answers[0] = post() }()
	pollUntil(t, "the first request to hold the slot", func() bool { return len(g.main.slots) == 1 })
	wg.Add(1)
	go func() { defer wg.Done(); answers[1] = post() }()
	pollUntil(t, "the second request to wait in the queue", func() bool { return g.main.waiting.Load() == 1 })
	answers[2] = post()
	wg.Wait()
	if a := answers[0]; a.code != http.StatusOK || !strings.Contains(a.body, `"budget":"time"`) {
		t.Errorf("first: code %d body %.300s", a.code, a.body)
	}
	for i, a := range answers[1:] {
		var r wire.Response
		json.Unmarshal([]byte(a.body), &r)
		if a.code != http.StatusServiceUnavailable || a.retry == "" || r.Status != wire.StatusBusy || !strings.Contains(r.Error, "busy") {
			t.Errorf("request %d: code %d Retry-After %q body %s", i+2, a.code, a.retry, a.body)
		}
	}
	if answers[2].took > 250*time.Millisecond {
		t.Errorf("the request beyond the queue waited %v instead of being refused at once", answers[2].took)
	}
	if answers[1].took < 250*time.Millisecond {
		t.Errorf("the queued request was refused after %v, before its queue wait", answers[1].took)
	}
}

// A search streams for four times the server's read timeout and the
// handler's write timeout: the write deadline covers the search's own
// time budget and is pushed back after each line, and the read deadline
// (slow-body protection) is lifted once the body is read, so the final
// line arrives. (A server-wide http.Server.WriteTimeout would cut it.)
func TestLongStreamOutlivesTimeouts(t *testing.T) {
	h := NewHandler(Config{Registry: registry.NewRegistry(apitest.LineGame{}), WriteTimeout: 300 * time.Millisecond})
	srv := httptest.NewUnstartedServer(h)
	srv.Config.ReadTimeout = 300 * time.Millisecond
	srv.Config.ReadHeaderTimeout = 300 * time.Millisecond
	srv.Start()
	defer srv.Close()
	resp := postSolve(t, srv.URL, `{"game":"line","board":"0","algorithm":"slow","params":{"steps":1000000},"timeout_ms":1200}`)
	lines := readLines(t, resp.Body)
	final := lines[len(lines)-1].final
	if final.Status != wire.StatusBudgetExceeded || final.Budget.String() != "time" || final.Stats.ElapsedMS() < 1100 {
		t.Errorf("final line %+v: want the search's own time budget (1.2 s) to end it", final)
	}
}

// After a large search, when no other runs, the guard gives the heap's
// memory back to the operating system (the server kept its peak for
// minutes).
func TestGuardReleasesMemoryAfterALargeSearch(t *testing.T) {
	h := NewGuard(NewHandler(Config{}), GuardConfig{ReleaseMemory: 16 << 20})
	retained := func() uint64 {
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return m.HeapSys - m.HeapReleased
	}
	before := retained()
	body := `{"game":"npuzzle","algorithm":"bfs","max_memory_bytes":134217728,"board":"5 4 14 31 18 15/11 0 3 10 6 22/27 12 8 1 16 17/7 2 13 29 19 35/26 34 23 32 21 9/25 30 20 33 28 24"}`
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/api/solve", strings.NewReader(body)))
	if !strings.Contains(rec.Body.String(), `"budget":"memory"`) {
		t.Fatalf("the search did not fill its 128 MiB budget: %.300s", rec.Body.String())
	}
	// The release runs off the request path, once the server has been
	// quiet for a second.
	deadline := time.Now().Add(10 * time.Second)
	for retained() > before+32<<20 {
		if time.Now().After(deadline) {
			t.Fatalf("the process still holds %d MiB of heap 10 s after the search (%d MiB before)", retained()>>20, before>>20)
		}
		time.Sleep(50 * time.Millisecond)
	}
	if h.release.freed.Load() == 0 {
		t.Errorf("the memory went back without the guard's release")
	}
}

// pollUntil waits until cond holds, checking every millisecond, for at
// most 5 s.
func pollUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(time.Millisecond)
	}
}
