package cloudflare

import (
	"net/http"
	"os"
	"strings"
	"sync"
	"testing"
	"time"
)

// GET /api/algorithms while three searches share the isolate's one
// thread: every answer is the catalogue (entry.mjs gives the first answer
// again, from JavaScript, without starting a Go instance), and the test
// logs how long the answers took (issue 29: 1.9–3.3 s before the cache).
// It runs in the long mode only (about 10 s):
//
//	SEARCHLAB_LONG=1 go test -count=1 -run TestWorkerdCatalogueDuringSearches -v ./cloudflare
func TestWorkerdCatalogueDuringSearches(t *testing.T) {
	if os.Getenv("SEARCHLAB_LONG") == "" {
		t.Skip("runs with SEARCHLAB_LONG=1")
	}
	wd := startWorkerd(t)
	first := get(t, wd+"/api/algorithms")
	if first.code != http.StatusOK {
		t.Fatalf("GET /api/algorithms: %d", first.code)
	}
	body := `{"game":"npuzzle","board":"0 12 9 13/15 11 10 14/3 7 2 5/4 8 6 1","algorithm":"bfs","timeout_ms":6000,"max_memory_bytes":33554432}`
	var wg sync.WaitGroup
	for i := 0; i < 3; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if r := post(t, wd+"/api/solve", body); r.code != http.StatusOK || !strings.Contains(r.body, `"budget_exceeded"`) {
				t.Errorf("search: %d %.200s", r.code, r.body)
			}
		}()
	}
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	var worst time.Duration
	n := 0
	for {
		select {
		case <-done:
			t.Logf("GET /api/algorithms during three searches: %d answers, the slowest in %v", n, worst)
			if n == 0 {
				t.Error("no answer during the searches")
			}
			return
		case <-time.After(100 * time.Millisecond):
		}
		start := time.Now()
		r := get(t, wd+"/api/algorithms")
		worst, n = max(worst, time.Since(start)), n+1
		if r.code != http.StatusOK || r.body != first.body {
			t.Errorf("answer %d during the searches: %d, %d bytes (the first: %d bytes)", n, r.code, len(r.body), len(first.body))
		}
	}
}
