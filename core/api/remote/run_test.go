package remote

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"searchlab/core/api/httpapi"
	"searchlab/core/api/remote/remotetest"
	"searchlab/core/experiment/tally"
	"searchlab/core/games/all"
	"searchlab/core/npuzzle"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// eightPuzzles returns n random solvable 8-puzzle requests for A* (a
// deterministic search), from a fixed seed.
func eightPuzzles(t *testing.T, n int) []wire.Request {
	t.Helper()
	r := rand.New(rand.NewPCG(12, 0))
	reqs := make([]wire.Request, n)
	for i := range reqs {
		b, err := npuzzle.RandomSolvable(npuzzle.Goal(3, 3), r)
		if err != nil {
			t.Fatal(err)
		}
		reqs[i] = wire.Request{Game: "npuzzle", Board: b.String(), Algorithm: registry.AlgoAStar, Params: map[string]any{"heuristic": "manhattan"}}
	}
	return reqs
}

// localAnswers solves the requests in-process: what every endpoint must
// answer.
func localAnswers(reqs []wire.Request) []string {
	reg := all.Builtin()
	out := make([]string, len(reqs))
	for i, q := range reqs {
		out[i] = jsonOf(Reproducible(reg.Solve(context.Background(), q, nil)))
	}
	return out
}

func jsonOf(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}

func newKillable(t *testing.T, killAt int64) *remotetest.Server {
	s := remotetest.New(httpapi.NewHandler(httpapi.Config{}), killAt)
	t.Cleanup(s.Close)
	return s
}

// checkEveryOnce fails unless every index in 0..n-1 ended exactly once.
func checkEveryOnce(t *testing.T, outs []Outcome[wire.Response], n int) {
	t.Helper()
	seen := make([]int, n)
	for _, o := range outs {
		seen[o.Index]++
	}
	for i, c := range seen {
		if c != 1 {
			t.Errorf("item %d ended %d times, want once", i, c)
		}
	}
}

func TestRunFanOutSurvivesAKilledEndpoint(t *testing.T) {
	reqs := eightPuzzles(t, 60)
	// One bad board: the endpoint's answer (invalid) is final, not retried.
	reqs[17].Board = "1 2 3/4 5 6/7 8 8"
	want := localAnswers(reqs)
	a, b, c := newKillable(t, 0), newKillable(t, 6), newKillable(t, 0)
	var mu sync.Mutex
	var outs []Outcome[wire.Response]
	var progressCalls int
	o := Options{
		Endpoints: []string{a.URL, b.URL, c.URL},
		Parallel:  4,
		Progress:  func(tally.Tally) { progressCalls++ },
	}
	tally := Run(context.Background(), o, reqs, SolveDoer(nil), func(out Outcome[wire.Response]) {
		mu.Lock()
		outs = append(outs, out)
		mu.Unlock()
	})
	if !b.Killed() {
		t.Fatal("endpoint b was never killed: the test did not test a failure")
	}
	checkEveryOnce(t, outs, len(reqs))
	for _, out := range outs {
		if out.Err != nil {
			t.Errorf("item %d: %v", out.Index, out.Err)
			continue
		}
		if got := jsonOf(Reproducible(out.Value)); got != want[out.Index] {
			t.Errorf("item %d from %s:\n got %s\nwant %s", out.Index, out.Endpoint, got, want[out.Index])
		}
		// The bad board's answer is final; it takes a second try only when
		// its first was the request lost with the killed endpoint
		// (TestRunInvalidAnswerIsFinal checks it is never retried).
		if out.Index == 17 && (out.Value.Status != wire.StatusInvalid || out.Attempts > 2) {
			t.Errorf("bad board: status %s after %d tries, want invalid", out.Value.Status, out.Attempts)
		}
	}
	answered := 0
	for _, n := range tally.Answered {
		answered += n
	}
	if tally.Total != len(reqs) || tally.Done != len(reqs) || tally.Failed != 0 || answered != len(reqs) {
		t.Errorf("tally %+v: want %d done, none failed, every one answered", tally, len(reqs))
	}
	if tally.Failures[b.URL] == 0 || tally.Retries == 0 {
		t.Errorf("tally %+v: the killed endpoint's lost request should be a failure and a retry", tally)
	}
	if tally.Answered[a.URL] == 0 || tally.Answered[c.URL] == 0 {
		t.Errorf("tally %+v: both live endpoints should have answered", tally)
	}
	if progressCalls < len(reqs) {
		t.Errorf("progress called %d times, want at least once per item (%d)", progressCalls, len(reqs))
	}
}

// An invalid answer is final: with every endpoint healthy, a bad board is
// answered invalid after exactly one try.
func TestRunInvalidAnswerIsFinal(t *testing.T) {
	reqs := eightPuzzles(t, 12)
	for _, i := range []int{0, 5, 11} {
		reqs[i].Board = "1 2 3/4 5 6/7 8 8"
	}
	a, b := newKillable(t, 0), newKillable(t, 0)
	var mu sync.Mutex
	var outs []Outcome[wire.Response]
	tally := Run(context.Background(), Options{Endpoints: []string{a.URL, b.URL}, Parallel: 3}, reqs, SolveDoer(nil),
		func(out Outcome[wire.Response]) { mu.Lock(); outs = append(outs, out); mu.Unlock() })
	checkEveryOnce(t, outs, len(reqs))
	for _, out := range outs {
		if bad := out.Index == 0 || out.Index == 5 || out.Index == 11; bad && (out.Err != nil || out.Value.Status != wire.StatusInvalid || out.Attempts != 1) {
			t.Errorf("bad board %d: status %s after %d tries (err %v), want invalid after 1", out.Index, out.Value.Status, out.Attempts, out.Err)
		}
	}
	if tally.Retries != 0 {
		t.Errorf("tally %+v: nothing should have been retried", tally)
	}
}

func TestRunRetriesATryThatHangs(t *testing.T) {
	reqs := eightPuzzles(t, 8)
	want := localAnswers(reqs)
	hang := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/x-ndjson")
		w.WriteHeader(http.StatusOK)
		w.(http.Flusher).Flush()
		remotetest.WaitGone(r) // headers, then nothing: a lost answer
	}))
	defer hang.Close()
	good := newKillable(t, 0)
	var outs []Outcome[wire.Response]
	o := Options{Endpoints: []string{hang.URL, good.URL}, Parallel: 2, AttemptTimeout: 300 * time.Millisecond}
	tally := Run(context.Background(), o, reqs, SolveDoer(nil), func(out Outcome[wire.Response]) { outs = append(outs, out) })
	checkEveryOnce(t, outs, len(reqs))
	for _, out := range outs {
		if out.Err != nil || out.Endpoint != good.URL || jsonOf(Reproducible(out.Value)) != want[out.Index] {
			t.Errorf("item %d: endpoint %s, err %v, answer %s; want %s from the good endpoint", out.Index, out.Endpoint, out.Err, jsonOf(out.Value), want[out.Index])
		}
	}
	if tally.Failures[hang.URL] == 0 {
		t.Errorf("tally %+v: the hanging endpoint should have lost a try", tally)
	}
}

func TestRunWithoutLiveEndpointsFailsEveryItemOnce(t *testing.T) {
	reqs := eightPuzzles(t, 5)
	var dead []string
	for range 2 {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		dead = append(dead, "http://"+ln.Addr().String())
		ln.Close()
	}
	var outs []Outcome[wire.Response]
	tally := Run(context.Background(), Options{Endpoints: dead, Parallel: 5, Attempts: 3}, reqs, SolveDoer(nil),
		func(out Outcome[wire.Response]) { outs = append(outs, out) })
	checkEveryOnce(t, outs, len(reqs))
	for _, out := range outs {
		if out.Err == nil || out.Attempts != 3 || out.Endpoint != "" {
			t.Errorf("item %d: err %v after %d tries from %q; want an error after 3 tries", out.Index, out.Err, out.Attempts, out.Endpoint)
		}
	}
	if tally.Done != len(reqs) || tally.Failed != len(reqs) {
		t.Errorf("tally %+v: want every item done and failed", tally)
	}
}

func TestRunStoppedEndsEveryItemOnce(t *testing.T) {
	reqs := eightPuzzles(t, 30)
	srv := newKillable(t, 0)
	ctx, cancel := context.WithCancel(context.Background())
	var outs []Outcome[wire.Response]
	Run(ctx, Options{Endpoints: []string{srv.URL}, Parallel: 1}, reqs, SolveDoer(nil), func(out Outcome[wire.Response]) {
		outs = append(outs, out)
		if len(outs) == 3 {
			cancel()
		}
	})
	checkEveryOnce(t, outs, len(reqs))
	stopped := 0
	for _, out := range outs {
		if out.Err != nil {
			if !errors.Is(out.Err, context.Canceled) {
				t.Errorf("item %d: %v, want the cancellation", out.Index, out.Err)
			}
			stopped++
		}
	}
	if stopped < len(reqs)-4 {
		t.Errorf("%d items stopped, want at least %d", stopped, len(reqs)-4)
	}
}

func TestReadAnswerTruncated(t *testing.T) {
	for _, body := range []string{"", `{"progress":{"expanded":5}}` + "\n"} {
		if _, err := ReadAnswer(strings.NewReader(body), nil); !errors.Is(err, ErrTruncated) {
			t.Errorf("ReadAnswer(%q): %v, want ErrTruncated", body, err)
		}
	}
	if _, err := ReadAnswer(strings.NewReader(`{"progress":{"expanded":5}}`+"\n"+`{"status":"fou`), nil); err == nil {
		t.Error("a final line cut in the middle: no error")
	}
	if _, err := ReadAnswer(strings.NewReader(`{"status":"found"}`+"\n"+`{"status":"found"}`+"\n"), nil); err == nil {
		t.Error("two final lines: no error")
	}
}

// An endpoint that answers like an overloaded or broken Worker (an HTML
// error page with 503, a stream cut after a progress line, a line that is
// not JSON) loses its tries; the items are answered by the good endpoint.
func TestRunRetriesBrokenAnswers(t *testing.T) {
	reqs := eightPuzzles(t, 9)
	want := localAnswers(reqs)
	var n atomic.Int64
	broken := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		switch n.Add(1) % 3 {
		case 0:
			w.Header().Set("Content-Type", "text/html")
			w.WriteHeader(http.StatusServiceUnavailable)
			io.WriteString(w, "<html>Error 1102: Worker exceeded resource limits</html>")
		case 1:
			w.WriteHeader(http.StatusOK)
			io.WriteString(w, `{"progress":{"expanded":10}}`+"\n")
		default:
			w.WriteHeader(http.StatusOK)
			io.WriteString(w, "<html>oops</html>\n")
		}
	}))
	defer broken.Close()
	good := newKillable(t, 0)
	var outs []Outcome[wire.Response]
	tally := Run(context.Background(), Options{Endpoints: []string{broken.URL, good.URL}, Parallel: 3}, reqs, SolveDoer(nil),
		func(out Outcome[wire.Response]) { outs = append(outs, out) })
	checkEveryOnce(t, outs, len(reqs))
	for _, out := range outs {
		if out.Err != nil || out.Endpoint != good.URL || jsonOf(Reproducible(out.Value)) != want[out.Index] {
			t.Errorf("item %d: from %q, err %v", out.Index, out.Endpoint, out.Err)
		}
	}
	if tally.Failures[broken.URL] == 0 || tally.Answered[broken.URL] != 0 {
		t.Errorf("tally %+v: the broken endpoint should only have failed", tally)
	}
}
