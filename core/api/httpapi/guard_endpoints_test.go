package httpapi

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"searchlab/core/api/apitest"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// guardedServer serves the line game and the built-in games behind a guard
// and returns the server and the guard.
func guardedServer(t *testing.T, gc GuardConfig, hc Config) (*httptest.Server, *Guard) {
	t.Helper()
	if hc.Registry == nil {
		hc.Registry = apitest.Registry()
	}
	g := NewGuard(NewHandler(hc), gc)
	srv := httptest.NewServer(g)
	t.Cleanup(srv.Close)
	return srv, g
}

// waitRunning waits (up to 20 s) until the guard runs n requests and
// reports whether it did.
func waitRunning(g *Guard, n int64) bool {
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		if g.running.Load() == n {
			return true
		}
	}
	return false
}

// holdSlot starts a line-game search that runs until the test ends and
// waits until it holds a slot of g.
func holdSlot(t *testing.T, srv *httptest.Server, g *Guard) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go func() {
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, srv.URL+"/api/solve",
			strings.NewReader(`{"game":"line","board":"0","algorithm":"slow","params":{"steps":1000000},"timeout_ms":60000}`))
		if resp, err := http.DefaultClient.Do(req); err == nil {
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
		}
	}()
	if !waitRunning(g, 1) {
		t.Fatal("the slow search never started")
	}
}

// The endpoints that do work all go through the guard (POST /api/match and
// /api/tournament bypassed it: with one slot any number of matches ran at
// once): while a search holds the only slot, a match, a tournament and a
// level generation each wait their queue time and get 503 busy.
func TestGuardAdmitsEveryPostEndpoint(t *testing.T) {
	srv, g := guardedServer(t, GuardConfig{MaxConcurrent: 1, MaxQueue: 4, QueueWait: 300 * time.Millisecond}, Config{})
	holdSlot(t, srv, g)
	for path, body := range map[string]string{
		"/api/match":      `{"black":"random","white":"random","seed":1}`,
		"/api/tournament": `{"game":"othello","a":{"algorithm":"random"},"b":{"algorithm":"random"},"games":2}`,
		"/api/generate":   `{"game":"bloxorz","seed":1}`,
		"/api/nope":       `{}`,
	} {
		resp, err := http.Post(srv.URL+path, "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		var r wire.Response
		json.NewDecoder(resp.Body).Decode(&r)
		resp.Body.Close()
		if resp.StatusCode != http.StatusServiceUnavailable || r.Status != wire.StatusBusy || resp.Header.Get("Retry-After") == "" {
			t.Errorf("POST %s while the only slot is taken: HTTP %d %+v, want 503 busy", path, resp.StatusCode, r)
		}
	}
	// GET /api/algorithms and OPTIONS do no work and are answered at once.
	if resp, err := http.Get(srv.URL + "/api/algorithms?game=line"); err != nil || resp.StatusCode != http.StatusOK {
		t.Errorf("GET /api/algorithms while busy: %v %v", resp, err)
	} else {
		resp.Body.Close()
	}
	opt, _ := http.NewRequest(http.MethodOptions, srv.URL+"/api/solve", nil)
	if resp, err := http.DefaultClient.Do(opt); err != nil || resp.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("OPTIONS /api/solve while busy: %v %v, want the handler's 405", resp, err)
	} else {
		resp.Body.Close()
	}
}

// A match holds its slot for as long as it plays, and a client that leaves
// ends it, the move in progress included (a game of alpha-beta at depth 60
// would take days): the slot comes back.
func TestMatchHoldsItsSlotAndEndsWhenTheClientLeaves(t *testing.T) {
	srv, g := guardedServer(t, GuardConfig{MaxConcurrent: 1}, Config{})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, srv.URL+"/api/match",
			strings.NewReader(`{"black":"alphabeta:depth=60","white":"alphabeta:depth=60","seed":1}`))
		if resp, err := http.DefaultClient.Do(req); err == nil {
			resp.Body.Close()
		}
	}()
	if !waitRunning(g, 1) {
		t.Fatal("the match did not take a slot")
	}
	time.Sleep(200 * time.Millisecond) // well into the first move
	cancel()
	<-done
	if !waitRunning(g, 0) {
		t.Fatal("the match went on after its client left")
	}
}

// A tournament too: its client leaving ends it and frees the slot.
func TestTournamentEndsWhenTheClientLeaves(t *testing.T) {
	srv, g := guardedServer(t, GuardConfig{MaxConcurrent: 1}, Config{})
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, srv.URL+"/api/tournament",
		strings.NewReader(`{"game":"othello","a":{"algorithm":"alphabeta","params":{"depth":60}},"b":{"algorithm":"random"},"games":100}`))
	go func() {
		if resp, err := http.DefaultClient.Do(req); err == nil {
			resp.Body.Close()
		}
	}()
	if !waitRunning(g, 1) {
		t.Fatal("the tournament did not take a slot")
	}
	time.Sleep(200 * time.Millisecond)
	cancel()
	if !waitRunning(g, 0) {
		t.Fatal("the tournament went on after its client left")
	}
}

// A match and a tournament get the server's memory budget for every move:
// alpha-beta players on the evaluation ladder (whose transposition table
// grows with the search; the learned evaluation's PVS has a fixed table
// sized within the budget) asked to search 30 plies deep stop at the 1 MiB
// budget and play their last completed depth, so the
// games finish in seconds (without the budget each move ran to its
// 5-million-node or 30-second budget). Both outlive read and write timeouts
// far shorter than themselves (the server's read timeout cancelled the
// request's context of a match or tournament longer than it).
func TestMatchAndTournamentKeepTheServersBudgetsAndDeadlines(t *testing.T) {
	const ceiling = 1 << 20
	h := NewGuard(NewHandler(Config{Registry: apitest.Registry(), MaxMemory: ceiling, WriteTimeout: 300 * time.Millisecond}), GuardConfig{})
	srv := httptest.NewUnstartedServer(h)
	srv.Config.ReadTimeout = 300 * time.Millisecond
	srv.Config.ReadHeaderTimeout = 300 * time.Millisecond
	srv.Start()
	defer srv.Close()
	client := &http.Client{Timeout: 3 * time.Minute}

	start := time.Now()
	resp, err := client.Post(srv.URL+"/api/match", "application/json",
		strings.NewReader(`{"black":"alphabeta:depth=30,eval=parity","white":"random","opening":"f5d6c3d3c4f4f6f3e6e7d7c6","seed":4}`))
	if err != nil {
		t.Fatal(err)
	}
	var m registry.GameResponse
	json.NewDecoder(resp.Body).Decode(&m)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || m.Status != registry.StatusFinished || m.Result == nil {
		t.Fatalf("match: HTTP %d %+v", resp.StatusCode, m)
	}
	t.Logf("match of %d plies in %v", m.Result.Plies, time.Since(start).Round(time.Millisecond))

	start = time.Now()
	resp, err = client.Post(srv.URL+"/api/tournament", "application/json",
		strings.NewReader(`{"game":"othello","a":{"algorithm":"alphabeta","params":{"depth":30,"eval":"parity"}},"b":{"algorithm":"random"},"games":1,"opening_plies":12,"seed":2}`))
	if err != nil {
		t.Fatal(err)
	}
	lines := readMatchLines(t, resp.Body)
	resp.Body.Close()
	last := lines[len(lines)-1]
	if !last.Done || last.Status != wire.StatusFound || last.Played != 1 {
		t.Fatalf("tournament: last line %+v", last)
	}
	t.Logf("tournament of one game in %v, %d lines", time.Since(start).Round(time.Millisecond), len(lines))

	// Asking for more than the ceiling is refused, saying so.
	for path, body := range map[string]string{
		"/api/match":      `{"black":"random","white":"random","max_memory_bytes":2097152}`,
		"/api/tournament": `{"game":"othello","a":{"algorithm":"random"},"b":{"algorithm":"random"},"games":2,"max_memory_bytes":2097152}`,
	} {
		resp, err := client.Post(srv.URL+path, "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusBadRequest || !strings.Contains(string(b), "limit of 1048576 bytes") {
			t.Errorf("POST %s above the ceiling: HTTP %d %s", path, resp.StatusCode, b)
		}
	}
}

func readMatchLines(t *testing.T, body io.Reader) []registry.MatchStatus {
	t.Helper()
	var out []registry.MatchStatus
	dec := json.NewDecoder(body)
	for {
		var st registry.MatchStatus
		if err := dec.Decode(&st); err == io.EOF {
			break
		} else if err != nil {
			t.Fatalf("after %d lines: %v", len(out), err)
		}
		out = append(out, st)
	}
	if len(out) == 0 {
		t.Fatal("no line")
	}
	return out
}
