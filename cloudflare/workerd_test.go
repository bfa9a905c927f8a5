package cloudflare

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"searchlab/core/api/httpapi"
	"searchlab/core/api/remote"
	"searchlab/core/games/all"
	"searchlab/core/npuzzle"
	"searchlab/core/registry"
	"searchlab/core/search"
	"searchlab/core/wire"
)

// The workerd test serves the solver (wasm/worker, built for the
// cloudflare runtime exactly as `make worker` builds it) with workerd from
// this folder's npm lock file, and checks that it answers like the native
// handler (core/api/httpapi) for the same requests. It skips, saying why,
// when npm or workerd cannot be had; SEARCHLAB_REQUIRE_WORKERD=1 makes that
// a failure.

const korfGoal = "0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15"

// othelloStart is the Othello start position as the catalogue's example
// writes it.
func othelloStart(t *testing.T) string {
	c, err := all.Builtin().Catalog("othello")
	if err != nil || len(c.Games) != 1 || c.Games[0].Example == "" {
		t.Fatalf("no Othello example in the catalogue: %v", err)
	}
	return c.Games[0].Example
}

// client bounds every request, so a runtime that stops answering fails the
// test instead of hanging it.
var client = &http.Client{Timeout: 2 * time.Minute}

func TestWorkerdAnswersLikeTheNativeHandler(t *testing.T) {
	wd := startWorkerd(t)
	// The native handler with the Workers build's memory ceiling
	// (wasm/worker/budget_cloudflare.go), so that both say the same.
	native := httptest.NewServer(httpapi.NewHandler(httpapi.Config{MaxMemory: registry.WorkersMaxMemory}))
	defer native.Close()

	t.Run("algorithms", func(t *testing.T) {
		for _, path := range []string{"/api/algorithms", "/api/algorithms?game=nim", "/api/algorithms?game=chess"} {
			w, n := get(t, wd+path), get(t, native.URL+path)
			if w.code != n.code || w.body != n.body {
				t.Errorf("GET %s: workerd %d %.200s\nnative %d %.200s", path, w.code, w.body, n.code, n.body)
			}
		}
	})

	t.Run("solve", func(t *testing.T) {
		cases := []struct {
			name string
			req  wire.Request
			// progress: the search is long enough (hundreds of ms) that
			// progress lines must stream before the final line.
			progress bool
			status   wire.Status
			length   int
		}{
			{"15-puzzle Korf #9, IDA*", wire.Request{Game: "npuzzle", Board: "3 14 9 11/5 4 8 2/13 12 6 7/10 1 15 0", Goal: korfGoal,
				Algorithm: registry.AlgoIDAStar, Params: map[string]any{"heuristic": "manhattan"}}, true, wire.StatusFound, 46},
			{"8-puzzle, A*", wire.Request{Game: "npuzzle", Board: "8 6 7/2 5 4/3 0 1", Algorithm: registry.AlgoAStar,
				Params: map[string]any{"heuristic": "linear-conflict"}}, false, wire.StatusFound, 31},
			{"Bloxorz stage 26, A*", wire.Request{Game: "bloxorz", Board: "classic:26", Algorithm: registry.AlgoAStar}, false, wire.StatusFound, 104},
			{"Nim misère, alpha-beta", wire.Request{Game: "nim", Board: "7 6 8 5 9 5", Algorithm: "alphabeta",
				Params: map[string]any{"rule": "misere"}}, false, wire.StatusFound, -1},
			{"Nim, MCTS seed 42", wire.Request{Game: "nim", Board: "7 6 8 5 9 5", Algorithm: "mcts", Seed: 42, MaxNodes: 400}, false, wire.StatusBudgetExceeded, -1},
			{"Othello, alpha-beta depth 6", wire.Request{Game: "othello", Board: othelloStart(t), Algorithm: "alphabeta",
				Params: map[string]any{"depth": 6}}, false, wire.StatusFound, 6},
			{"Othello, MCTS seed 5", wire.Request{Game: "othello", Board: othelloStart(t), Algorithm: "mcts-uct", Seed: 5,
				Params: map[string]any{"iterations": 500}}, false, wire.StatusFound, -1},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				w := solve(t, wd, c.req)
				n := solve(t, native.URL, c.req)
				if w.code != http.StatusOK || n.code != http.StatusOK {
					t.Fatalf("HTTP %d on workerd, %d natively", w.code, n.code)
				}
				if w.final.Status != c.status || (c.length >= 0 && w.final.Length != c.length) {
					t.Errorf("workerd: %s in %d moves, want %s in %d", w.final.Status, w.final.Length, c.status, c.length)
				}
				if got, want := jsonOf(remote.Reproducible(w.final)), jsonOf(remote.Reproducible(n.final)); got != want {
					t.Errorf("final lines differ (elapsed_ms aside):\nworkerd %s\nnative  %s", got, want)
				}
				if c.req.Game == "npuzzle" {
					if err := npuzzle.ReplayText(c.req.Board, c.req.Goal, w.final.Moves); err != nil {
						t.Errorf("workerd's solution does not replay: %v", err)
					}
				}
				checkProgress(t, w, c.progress)
			})
		}
	})

	t.Run("bad requests", func(t *testing.T) {
		const ok = `"board":"1 2 3/4 5 6/7 8 0"`
		bodies := []string{
			`{"game":"npuzzle"`,
			``,
			`[1,2]`,
			`{"game":"chess","board":"x","algorithm":"bfs"}`,
			`{"game":"npuzzle",` + ok + `,"algorithm":"teleport"}`,
			`{"game":"npuzzle","board":"1 2 3/4 5 6/7 8 8","algorithm":"bfs"}`,
			`{"game":"npuzzle",` + ok + `,"algorithm":"astar","params":{"heuristic":"psychic"}}`,
			`{"game":"npuzzle",` + ok + `,"algorithm":"bfs","max_nodes":-1}`,
			`{"game":"npuzzle",` + ok + `,"algorithm":"bfs","timeout_ms":99999999}`,
			`{"game":"npuzzle",` + ok + `,"algorithm":"bfs","colour":"blue"}`,
			`{"game":"npuzzle","board":"2 1 3/4 5 6/7 8 0","algorithm":"bfs"}`, // unsolvable: 200
			`{"game":"bloxorz","board":"classic:99","algorithm":"bfs"}`,
			`{"game":"nim","board":"3 -4","algorithm":"alphabeta"}`,
			`{"game":"npuzzle","board":"` + strings.Repeat("1 ", 600_000) + `","algorithm":"bfs"}`, // over 1 MB
		}
		for _, body := range bodies {
			w, n := post(t, wd+"/api/solve", body), post(t, native.URL+"/api/solve", body)
			if w.code != n.code || w.body != n.body || w.ctype != n.ctype {
				t.Errorf("POST %.80s:\nworkerd %d %s %.300s\nnative  %d %s %.300s", body, w.code, w.ctype, w.body, n.code, n.ctype, n.body)
			}
			if n.code != http.StatusBadRequest && !strings.Contains(body, `"2 1 3/`) {
				t.Errorf("POST %.80s: native HTTP %d, want 400", body, n.code)
			}
		}
		for _, m := range []struct{ method, path string }{{"GET", "/api/solve"}, {"POST", "/api/nope"}, {"PUT", "/api/algorithms"}} {
			w, n := do(t, m.method, wd+m.path, ""), do(t, m.method, native.URL+m.path, "")
			if w.code != n.code || w.body != n.body {
				t.Errorf("%s %s: workerd %d %.200s, native %d %.200s", m.method, m.path, w.code, w.body, n.code, n.body)
			}
		}
	})

	t.Run("match", func(t *testing.T) {
		for _, body := range []string{
			`{"game":"othello","black":"alphabeta:depth=2","white":"mcts-uct:iterations=100","opening":"f5d6c3","seed":21}`,
			`{"black":"chess","white":"random"}`,
			`{"black":"random","white":"random","opening":"a1"}`,
			`{"black":"random","white":"random","move_time_ms":86400000}`,
		} {
			w, n := post(t, wd+"/api/match", body), post(t, native.URL+"/api/match", body)
			// The time each side spent differs; everything else must not.
			times := regexp.MustCompile(`"(black|white)_ms":[0-9]+`)
			if w.code != n.code || times.ReplaceAllString(w.body, "") != times.ReplaceAllString(n.body, "") {
				t.Errorf("POST /api/match %s:\nworkerd %d %.400s\nnative  %d %.400s", body, w.code, w.body, n.code, n.body)
			}
			if finished := strings.Contains(w.body, `"status":"finished"`); finished != strings.Contains(body, "seed") {
				t.Errorf("POST /api/match %s: workerd %d %.300s", body, w.code, w.body)
			}
		}
	})

	t.Run("experiment", func(t *testing.T) { checkExperiment(t, wd) })
	// The Workers build defaults to a memory budget that fits its 128 MB
	// isolate and says so: a breadth-first search on a 6×6 board without
	// max_memory_bytes (it would fill 512 MiB, the browser's default, or
	// kill the isolate) stops with budget_exceeded on memory at 64 MiB, the
	// isolate answers on, and asking for more is refused.
	t.Run("memory budget", func(t *testing.T) {
		var c registry.Catalog
		if err := json.Unmarshal([]byte(get(t, wd+"/api/algorithms?game=npuzzle").body), &c); err != nil {
			t.Fatal(err)
		}
		want := registry.ServerLimits{DefaultMaxMemoryBytes: 64 << 20, MaxMemoryBytes: 64 << 20}
		if c.Limits != want {
			t.Errorf("GET /api/algorithms: limits %+v, want %+v", c.Limits, want)
		}
		const six = "5 4 14 31 18 15/11 0 3 10 6 22/27 12 8 1 16 17/7 2 13 29 19 35/26 34 23 32 21 9/25 30 20 33 28 24"
		req := wire.Request{Game: "npuzzle", Board: six, Algorithm: registry.AlgoBFS, MaxNodes: 5_000_000}
		w := solve(t, wd, req)
		t.Logf("workerd: %s budget %q memory_bytes %d expanded %d in %.0f ms", w.final.Status, w.final.Budget, w.final.Stats.MemoryBytes, w.final.Stats.Expanded, w.final.Stats.ElapsedMS())
		if w.code != http.StatusOK || w.final.Status != wire.StatusBudgetExceeded || w.final.Budget != search.MemoryBudget ||
			w.final.Stats.MemoryBytes < 64<<20 || w.final.Stats.MemoryBytes > 96<<20 {
			t.Errorf("workerd: HTTP %d %s budget %q memory_bytes %d, want budget_exceeded on memory at 64 MiB", w.code, w.final.Status, w.final.Budget, w.final.Stats.MemoryBytes)
		}
		if r := get(t, wd+"/api/algorithms?game=nim"); r.code != http.StatusOK {
			t.Errorf("after the search: HTTP %d", r.code)
		}
		body := `{"game":"npuzzle","board":"` + six + `","algorithm":"bfs","max_memory_bytes":134217728}`
		wr, nr := post(t, wd+"/api/solve", body), post(t, native.URL+"/api/solve", body)
		if wr.code != http.StatusBadRequest || wr.body != nr.body || !strings.Contains(wr.body, "limit of 67108864 bytes") {
			t.Errorf("128 MiB asked: workerd %d %s, native %d %s", wr.code, wr.body, nr.code, nr.body)
		}
	})

	t.Run("node budget", func(t *testing.T) {
		req := wire.Request{Game: "npuzzle", Board: "4 7 14 13/10 3 9 12/11 5 6 15/1 2 8 0", Goal: korfGoal,
			Algorithm: registry.AlgoIDAStar, Params: map[string]any{"heuristic": "manhattan"}, MaxNodes: 300_000}
		w, n := solve(t, wd, req), solve(t, native.URL, req)
		if w.final.Status != wire.StatusBudgetExceeded || w.final.Stats.Expanded != req.MaxNodes || w.final.Stats.Generated == 0 || len(w.final.Moves) != 0 {
			t.Errorf("workerd: %s", jsonOf(w.final))
		}
		if got, want := jsonOf(remote.Reproducible(w.final)), jsonOf(remote.Reproducible(n.final)); got != want {
			t.Errorf("final lines differ (elapsed_ms aside):\nworkerd %s\nnative  %s", got, want)
		}
	})
}

// answer is a solve answer with the arrival times of its lines.
type answer struct {
	code     int
	final    wire.Response
	progress []wire.Progress
	times    []time.Time // of each progress line
	end      time.Time   // of the final line
}

func solve(t *testing.T, base string, req wire.Request) answer {
	t.Helper()
	body, _ := json.Marshal(req)
	resp, err := client.Post(base+"/api/solve", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	a := answer{code: resp.StatusCode}
	if ct := resp.Header.Get("Content-Type"); resp.StatusCode == http.StatusOK && ct != "application/x-ndjson" {
		t.Errorf("%s: Content-Type %q", base, ct)
	}
	a.final, err = remote.ReadAnswer(resp.Body, func(p wire.Progress) {
		a.progress = append(a.progress, p)
		a.times = append(a.times, time.Now())
	})
	a.end = time.Now()
	if err != nil {
		t.Fatalf("%s: %v", base, err)
	}
	return a
}

// checkProgress checks the progress lines: counts that never go down and
// stay within the final statistics, and, for a long search, lines that
// arrived while it ran rather than all at the end.
func checkProgress(t *testing.T, a answer, long bool) {
	t.Helper()
	var last int64
	for i, p := range a.progress {
		if p.Expanded < last || p.Expanded > a.final.Stats.Expanded || p.BudgetUsed < 0 || p.BudgetUsed > 1 {
			t.Errorf("progress line %d: %+v after %d expanded (final %d)", i, p, last, a.final.Stats.Expanded)
		}
		last = p.Expanded
	}
	if !long {
		return
	}
	if len(a.progress) == 0 {
		t.Fatalf("no progress line before the final one (%s, %.0f ms)", a.final.Status, a.final.Stats.ElapsedMS())
	}
	if gap := a.end.Sub(a.times[0]); gap < 30*time.Millisecond {
		t.Errorf("the first progress line came only %v before the final line: the answer was not streamed", gap)
	}
}

// reply is a plain HTTP answer.
type reply struct {
	code        int
	ctype, body string
}

func get(t *testing.T, url string) reply { return do(t, http.MethodGet, url, "") }

func post(t *testing.T, url, body string) reply { return do(t, http.MethodPost, url, body) }

func do(t *testing.T, method, url, body string) reply {
	t.Helper()
	req, err := http.NewRequest(method, url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return reply{code: resp.StatusCode, ctype: resp.Header.Get("Content-Type"), body: defaultMemoryAside(string(b))}
}

// defaultMemoryAside replaces the default memory budget, which depends on
// where the solver runs (api.DefaultMaxMemory: 2 GiB natively, 512 MiB in a
// GOOS=js build such as the worker), by one token, so the catalogue and the
// messages that quote it compare equal.
func defaultMemoryAside(body string) string {
	for _, n := range []int64{int64(registry.DefaultMaxMemory), 512 << 20} {
		body = strings.ReplaceAll(body, strconv.FormatInt(n, 10), "DEFAULT_MAX_MEMORY")
	}
	return body
}

func jsonOf(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// unavailable skips the test, saying why, unless SEARCHLAB_REQUIRE_WORKERD is
// set, in which case it fails.
func unavailable(t *testing.T, format string, args ...any) {
	t.Helper()
	msg := fmt.Sprintf(format, args...)
	if os.Getenv("SEARCHLAB_REQUIRE_WORKERD") != "" {
		t.Fatal(msg)
	}
	t.Skip(msg)
}

// workerdBinary returns this folder's workerd, running npm ci from the lock
// file first when it is missing or older than the lock file.
func workerdBinary(t *testing.T) string {
	t.Helper()
	bin, err := filepath.Abs(filepath.Join("node_modules", ".bin", "workerd"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(bin); err != nil || newer("package-lock.json", filepath.Join("node_modules", ".package-lock.json")) {
		npm, err := exec.LookPath("npm")
		if err != nil {
			unavailable(t, "workerd test skipped: npm is not installed, so workerd (package.json) cannot be installed")
		}
		cmd := exec.Command(npm, "ci", "--no-audit", "--no-fund")
		if out, err := cmd.CombinedOutput(); err != nil {
			unavailable(t, "workerd test skipped: npm ci failed in cloudflare/: %v\n%s", err, out)
		}
	}
	if out, err := exec.Command(bin, "--version").CombinedOutput(); err != nil {
		unavailable(t, "workerd test skipped: %s does not run here: %v\n%s", bin, err, out)
	}
	return bin
}

// newer reports whether file a was modified after file b (or b is missing).
func newer(a, b string) bool {
	sa, err := os.Stat(a)
	if err != nil {
		return false
	}
	sb, err := os.Stat(b)
	return err != nil || sa.ModTime().After(sb.ModTime())
}

// buildWorker builds the worker into dir/build exactly as make worker does.
func buildWorker(t *testing.T, dir string) {
	t.Helper()
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("the go command is not on PATH: %v", err)
	}
	steps := [][]string{
		{"tool", "workers-assets-gen", "-mode=go", "-runtime=cloudflare", "-o", filepath.Join(dir, "build")},
		{"build", "-trimpath", "-ldflags=-s -w", "-tags", "cloudflare", "-o", filepath.Join(dir, "build", "app.wasm"), "./wasm/worker"},
	}
	for i, args := range steps {
		cmd := exec.Command(goBin, args...)
		cmd.Dir = ".." // the module root
		if i == 1 {
			cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
		}
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	for _, name := range []string{"workerd.capnp", "entry.mjs"} {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// lockedBuffer collects workerd's output for failure messages.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// startWorkerd builds the worker, serves it with workerd on a loopback
// socket this test opens (so no other process can take the port) and
// returns its base URL once it answers.
func startWorkerd(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: the workerd tests build the worker and run workerd")
	}
	bin := workerdBinary(t)
	dir := t.TempDir()
	buildWorker(t, dir)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	f, err := ln.(*net.TCPListener).File()
	ln.Close()
	if err != nil {
		t.Fatal(err)
	}
	var out lockedBuffer
	cmd := exec.Command(bin, "serve", filepath.Join(dir, "workerd.capnp"), "--socket-fd", "http=3")
	cmd.ExtraFiles = []*os.File{f}
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		unavailable(t, "workerd test skipped: cannot start workerd: %v", err)
	}
	f.Close()
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	t.Cleanup(func() {
		cmd.Process.Kill()
		<-exited
		if t.Failed() {
			t.Logf("workerd output:\n%s", out.String())
		}
	})
	base := "http://" + ln.Addr().String()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	for {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, base+"/api/algorithms", nil)
		resp, err := http.DefaultClient.Do(req)
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return base
			}
		}
		select {
		case err := <-exited:
			exited <- err
			t.Fatalf("workerd exited before answering: %v\n%s", err, out.String())
		case <-ctx.Done():
			t.Fatalf("workerd did not answer GET /api/algorithms within 90 s: %v\n%s", errors.Join(err, ctx.Err()), out.String())
		case <-time.After(100 * time.Millisecond):
		}
	}
}
