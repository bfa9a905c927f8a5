package httpapi

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"searchlab/core/api/apitest"
	"searchlab/core/wire"
)

// quickSolve is a well-behaved request of the main lane (it declares no
// small budgets): a short search of the line game.
const quickSolve = `{"game":"line","board":"4","algorithm":"bfs"}`

// rawPost opens a connection to srv and sends a POST's headers declaring
// length bytes of body, then the first bytes of it; the caller sends the
// rest (or not) and reads the answer with readStatus.
func rawPost(t *testing.T, srv *httptest.Server, path string, length int, first string) net.Conn {
	t.Helper()
	c, err := net.Dial("tcp", strings.TrimPrefix(srv.URL, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	fmt.Fprintf(c, "POST %s HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s", path, length, first)
	return c
}

// readStatus reads the status code of the answer on c, waiting at most
// wait.
func readStatus(t *testing.T, c net.Conn, wait time.Duration) int {
	t.Helper()
	c.SetReadDeadline(time.Now().Add(wait))
	resp, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		t.Fatalf("no answer within %v: %v", wait, err)
	}
	resp.Body.Close()
	return resp.StatusCode
}

// postQuick sends the well-behaved request and returns its status and
// how long it took.
func postQuick(t *testing.T, srv *httptest.Server) (int, time.Duration) {
	t.Helper()
	start := time.Now()
	resp, err := http.Post(srv.URL+"/api/solve", "application/json", strings.NewReader(quickSolve))
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode, time.Since(start)
}

var testBody = BodyLimits{MaxReading: 4, MaxReadingSmall: 4, SmallBody: 100, Idle: 300 * time.Millisecond, Timeout: 2 * time.Second, Grace: 400 * time.Millisecond, MinRate: 1000}

// A body declared larger than the limit is refused with 413 on every POST
// endpoint, before any of it is read (issue 29: 400 on some, 413 on
// /api/generate), in the endpoint's own answer shape.
func TestAdmissionOversizedIs413Everywhere(t *testing.T) {
	srv, _ := guardedServer(t, GuardConfig{Body: testBody}, Config{})
	for _, path := range []string{"/api/solve", "/api/generate", "/api/game", "/api/match", "/api/tournament"} {
		c := rawPost(t, srv, path, MaxRequestBytes+1, "{")
		if code := readStatus(t, c, 2*time.Second); code != http.StatusRequestEntityTooLarge {
			t.Errorf("%s: %d, want 413", path, code)
		}
	}
}

// A body that trickles in (a byte every 100 ms) is cut off with 408 once
// it falls below the minimum rate, and holds no slot meanwhile: with one
// slot, a well-behaved request is served while it trickles (issue 29: a
// client sending a byte a second held the only slot for 30 s).
func TestAdmissionSlowBodyHoldsNoSlot(t *testing.T) {
	srv, _ := guardedServer(t, GuardConfig{MaxConcurrent: 1, SmallConcurrent: 1, MaxQueue: 1, QueueWait: time.Second, Body: testBody}, Config{})
	for _, path := range []string{"/api/solve", "/api/game"} {
		c := rawPost(t, srv, path, 100, "{")
		stop := make(chan struct{})
		go func() {
			for i := 0; i < 50; i++ {
				select {
				case <-stop:
					return
				case <-time.After(100 * time.Millisecond):
					c.Write([]byte(" "))
				}
			}
		}()
		if code, took := postQuick(t, srv); code != http.StatusOK {
			t.Errorf("%s trickling: the well-behaved request got %d after %v", path, code, took)
		}
		start := time.Now()
		if code := readStatus(t, c, 3*time.Second); code != http.StatusRequestTimeout {
			t.Errorf("%s: the trickling body got %d, want 408", path, code)
		}
		close(stop)
		t.Logf("%s: the trickling body was cut off %v after the well-behaved answer", path, time.Since(start).Round(time.Millisecond))
	}
}

// A body sent but for its last bytes, then held, is cut off after the
// idle limit (408); while the large bodies being read are at their bound,
// one more large POST is refused with 503 at once, its body unread (a
// large body that waited for a place would be read when one frees, even
// if its client had gone), a small one is served, and a GET is still
// answered.
func TestAdmissionHeldBodiesAreBounded(t *testing.T) {
	srv, _ := guardedServer(t, GuardConfig{MaxConcurrent: 1, Body: testBody}, Config{})
	held := make([]net.Conn, testBody.MaxReading)
	for i := range held {
		held[i] = rawPost(t, srv, "/api/solve", 1000, strings.Repeat(" ", 990))
	}
	time.Sleep(50 * time.Millisecond) // every held body is being read
	start := time.Now()
	c := rawPost(t, srv, "/api/solve", 1000, strings.Repeat(" ", 1000))
	code := readStatus(t, c, time.Second)
	if took := time.Since(start); code != http.StatusServiceUnavailable || took >= testBody.Idle/2 {
		t.Errorf("a large POST beyond the bodies being read got %d after %v, want 503 at once (before %v)", code, took, testBody.Idle/2)
	}
	if code, took := postQuick(t, srv); code != http.StatusOK {
		t.Errorf("a small POST while large bodies are held: %d after %v", code, took)
	}
	resp, err := http.Get(srv.URL + "/api/algorithms")
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Errorf("GET /api/algorithms while bodies are held: %v %v", resp, err)
	}
	if resp != nil {
		resp.Body.Close()
	}
	for i, h := range held {
		if code := readStatus(t, h, 2*time.Second); code != http.StatusRequestTimeout {
			t.Errorf("held body %d: %d, want 408", i, code)
		}
	}
	if code, took := postQuick(t, srv); code != http.StatusOK {
		t.Errorf("after the held bodies: %d after %v", code, took)
	}
}

// A body that is not JSON is refused with 400 before it takes a slot.
func TestAdmissionInvalidJSONIs400(t *testing.T) {
	srv, g := guardedServer(t, GuardConfig{MaxConcurrent: 1, Body: testBody}, Config{})
	resp, err := http.Post(srv.URL+"/api/game", "application/json", strings.NewReader(`{"players":`))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusBadRequest || !strings.Contains(string(b), "not one JSON value") || resp.Header.Get("X-Content-Type-Options") != "nosniff" {
		t.Errorf("%d %q %q", resp.StatusCode, b, resp.Header)
	}
	if g.running.Load() != 0 {
		t.Errorf("%d requests running", g.running.Load())
	}
}

// A client that stops reading a traced search's stream loses its search
// and its slot within the write timeout, not at the end of the search's
// own 10-minute budget (issue 29: 630 s): with one slot, a well-behaved
// request gets through within 5 s.
func TestAdmissionStalledReaderFreesItsSlot(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a traced search until the client's buffers fill")
	}
	srv, g := guardedServer(t, GuardConfig{MaxConcurrent: 1, SmallConcurrent: 1, MaxQueue: 4, QueueWait: 10 * time.Second, Body: testBody},
		Config{Registry: apitest.Registry(), WriteTimeout: 500 * time.Millisecond})
	stalled := fmt.Sprintf(`{"game":"npuzzle","board":"0 12 9 13/15 11 10 14/3 7 2 5/4 8 6 1","algorithm":"idastar","timeout_ms":600000,"trace":{"max_events":%d}}`, wire.MaxTraceEvents)
	c := rawPost(t, srv, "/api/solve", len(stalled), stalled)
	if tc, ok := c.(*net.TCPConn); ok {
		tc.SetReadBuffer(4096)
	}
	pollUntil(t, "the stalled search to start", func() bool { return g.running.Load() == 1 })
	start := time.Now()
	code, took := postQuick(t, srv)
	if code != http.StatusOK || time.Since(start) > 5*time.Second {
		t.Errorf("with the stalled reader holding the slot: %d after %v, want 200 within 5 s", code, took)
	}
	t.Logf("the well-behaved request got its answer %v after the stalled search started", took.Round(time.Millisecond))
}
