package httpapi

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"searchlab/core/api/apitest"
	coreall "searchlab/core/games/all"
	"searchlab/core/npuzzle"
	"searchlab/core/registry"
	"searchlab/core/search"
	"searchlab/core/wire"
)

// line is one NDJSON line of a solve answer, with its arrival time.
type line struct {
	progress *wire.Progress
	final    *wire.Response
	at       time.Time
}

// readLines reads a solve answer line by line, failing on any line that is
// neither a progress line nor a final response, or on lines after the final.
func readLines(t *testing.T, body io.Reader) []line {
	t.Helper()
	var out []line
	sc := bufio.NewScanner(body)
	for sc.Scan() {
		at := time.Now()
		raw := sc.Bytes()
		if len(out) > 0 && out[len(out)-1].final != nil {
			t.Fatalf("line after the final result: %s", raw)
		}
		l, err := wire.DecodeLine(raw)
		if err != nil {
			t.Fatalf("line %s: %v", raw, err)
		}
		if l.Progress != nil {
			out = append(out, line{progress: l.Progress, at: at})
			continue
		}
		out = append(out, line{final: l.Final, at: at})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(out) == 0 || out[len(out)-1].final == nil {
		t.Fatalf("answer has no final line (%d lines)", len(out))
	}
	return out
}

// finalOf reads an answer that is a final line alone (an error answer).
func finalOf(t *testing.T, body io.Reader) wire.Response {
	t.Helper()
	s, err := wire.ReadLines(body)
	if err != nil || len(s.Progress) > 0 {
		t.Fatalf("answer: %v, %d progress lines; want a final line alone", err, len(s.Progress))
	}
	return s.Final
}

func postSolve(t *testing.T, url string, body string) *http.Response {
	t.Helper()
	resp, err := http.Post(url+"/api/solve", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	return resp
}

func newServer(t *testing.T, cfg Config) *httptest.Server {
	t.Helper()
	if cfg.Registry == nil {
		cfg.Registry = apitest.Registry()
	}
	srv := httptest.NewServer(NewHandler(cfg))
	t.Cleanup(srv.Close)
	return srv
}

// getCatalog fetches GET /api/algorithms?game=id from srv and decodes it,
// checking the status and the JSON content type.
func getCatalog(t *testing.T, srv *httptest.Server, id string) registry.Catalog {
	t.Helper()
	resp, err := http.Get(srv.URL + "/api/algorithms?game=" + id)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") {
		t.Fatalf("GET /api/algorithms?game=%s: status %d, content type %q", id, resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	var c registry.Catalog
	if err := json.NewDecoder(resp.Body).Decode(&c); err != nil {
		t.Fatal(err)
	}
	return c
}

func TestAlgorithmsEndpointListsNPuzzle(t *testing.T) {
	srv := newServer(t, Config{Registry: coreall.Builtin()})
	c := getCatalog(t, srv, "npuzzle")
	if len(c.Games) != 1 || c.Games[0].ID != "npuzzle" {
		t.Fatalf("games = %+v, want npuzzle only", c.Games)
	}
	var ids []string
	byID := map[string]registry.AlgorithmInfo{}
	for _, a := range c.Games[0].Algorithms {
		ids = append(ids, a.ID)
		byID[a.ID] = a
		if a.Name == "" || a.Help == "" || a.Family == "" {
			t.Errorf("%s: missing name, help or family: %+v", a.ID, a)
		}
		if !contains(a.Games, "npuzzle") {
			t.Errorf("%s: games %v lacks npuzzle", a.ID, a.Games)
		}
		for _, p := range a.Params {
			if p.Help == "" || p.Default == nil {
				t.Errorf("%s.%s: missing help or default", a.ID, p.Name)
			}
			if (p.Type == registry.TypeInt || p.Type == registry.TypeFloat) && (p.Min == nil || p.Max == nil || *p.Min > *p.Max) {
				t.Errorf("%s.%s: bad range", a.ID, p.Name)
			}
		}
	}
	want := "bfs dfs dls iddfs ucs bidirectional greedy astar idastar wastar ara bulb hill-climbing simulated-annealing beam genetic"
	if got := strings.Join(ids, " "); got != want {
		t.Fatalf("algorithms = %s\nwant        %s", got, want)
	}
	h, ok := byID["astar"].Param("heuristic")
	if !ok || h.Type != registry.TypeEnum || !contains(h.Options, "linear-conflict") || !contains(h.Options, "walking-distance") || h.Default != "auto" {
		t.Errorf("astar heuristic param = %+v", h)
	}
	if _, ok := byID["bfs"].Param("heuristic"); ok {
		t.Error("bfs should not take a heuristic")
	}
	if d, ok := byID["dls"].Param("depth_limit"); !ok || d.Type != registry.TypeInt || d.Default != float64(20) {
		t.Errorf("dls depth_limit = %+v", d)
	}
	if !byID["astar"].Optimal || byID["greedy"].Optimal || byID["dls"].Complete || !byID["iddfs"].Complete {
		t.Error("complete/optimal flags are wrong")
	}
	if len(c.Common) != 4 || c.Common[3].Name != "max_memory_bytes" {
		t.Errorf("common params = %+v", c.Common)
	}
}

func TestAlgorithmsEndpointErrors(t *testing.T) {
	srv := newServer(t, Config{})
	all, err := http.Get(srv.URL + "/api/algorithms")
	if err != nil {
		t.Fatal(err)
	}
	var c registry.Catalog
	json.NewDecoder(all.Body).Decode(&c)
	all.Body.Close()
	if len(c.Games) < 2 || c.Games[0].ID != "line" {
		t.Fatalf("unfiltered catalog games = %d, first %+v", len(c.Games), c.Games)
	}
	// bfs applies to both the line game and the N-puzzle.
	if g := c.Games[0].Algorithms[0].Games; !contains(g, "line") || !contains(g, "npuzzle") {
		t.Errorf("bfs games = %v", g)
	}
	for _, tc := range []struct {
		method, path string
		code         int
		msg          string
	}{
		{"GET", "/api/algorithms?game=chess", 400, `unknown game "chess"`},
		{"POST", "/api/algorithms", 405, "use GET"},
		{"GET", "/api/solve", 405, "use POST"},
		{"GET", "/api/nothing", 404, "unknown API path"},
	} {
		req, _ := http.NewRequest(tc.method, srv.URL+tc.path, nil)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		r := finalOf(t, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != tc.code || r.Status != wire.StatusInvalid || !strings.Contains(r.Error, tc.msg) {
			t.Errorf("%s %s: %d %+v, want %d with %q", tc.method, tc.path, resp.StatusCode, r, tc.code, tc.msg)
		}
	}
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// A search that runs about a second streams progress lines as it goes (the
// first arrives well before the final line) and then one final line.
func TestSolveStreamsProgress(t *testing.T) {
	srv := newServer(t, Config{Registry: coreall.Builtin()})
	start := time.Now()
	// BFS on a hard 15-puzzle: far more states than a second can expand.
	resp := postSolve(t, srv.URL, `{"game":"npuzzle","board":"14 1 9 6/4 8 12 5/7 2 3 0/10 11 13 15","goal":"0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15","algorithm":"bfs","max_nodes":2000000000,"timeout_ms":1000}`)
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "application/x-ndjson" {
		t.Fatalf("status %d, content type %q", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	lines := readLines(t, resp.Body)
	final := lines[len(lines)-1]
	progress := lines[:len(lines)-1]
	t.Logf("%d progress lines in %v", len(progress), time.Since(start))
	if final.final.Status != wire.StatusBudgetExceeded {
		t.Fatalf("final = %+v, want budget_exceeded (timeout)", final.final)
	}
	// At least 5 per second are sent; allow for a loaded machine.
	if len(progress) < 3 {
		t.Fatalf("only %d progress lines in a 1 s search", len(progress))
	}
	if gap := final.at.Sub(progress[0].at); gap < 300*time.Millisecond {
		t.Errorf("first progress line arrived only %v before the final line: not streamed", gap)
	}
	var prev wire.Progress
	for i, l := range progress {
		p := *l.progress
		if p.Expanded < prev.Expanded || p.Generated < prev.Generated || p.ElapsedMS() < prev.ElapsedMS() {
			t.Errorf("progress %d went backwards: %+v after %+v", i, p, prev)
		}
		if p.Expanded <= 0 || p.MaxFrontier <= 0 || p.NodesPerSec <= 0 || p.BudgetUsed <= 0 || p.BudgetUsed > 1 {
			t.Errorf("progress %d implausible: %+v", i, p)
		}
		prev = p
	}
	// budget_used is the time fraction here (the node budget is huge).
	if last := progress[len(progress)-1].progress; last.BudgetUsed < last.ElapsedMS()/1000*0.99 {
		t.Errorf("budget_used %v below the time fraction %v", last.BudgetUsed, last.ElapsedMS()/1000)
	}
	st := final.final.Stats
	if st.Expanded < prev.Expanded || st.ElapsedMS() < 1000 || st.MemoryBytes <= 0 {
		t.Errorf("final stats %+v inconsistent with last progress %+v", st, prev)
	}
}

// An anytime search's improvements stream as progress lines the moment it
// finds them: BULB on a 5×5 board for 1.5 s sends a "best" line per
// solution (1, 2, …), lengths falling, and the final line carries the
// last solution, found, with its bound and the time budget that stopped it.
func TestSolveStreamsImprovements(t *testing.T) {
	srv := newServer(t, Config{Registry: coreall.Builtin()})
	resp := postSolve(t, srv.URL, `{"game":"npuzzle","board":"14 5 9 2 18/8 23 19 12 17/15 0 10 20 4/6 11 21 1 7/24 3 16 22 13",`+
		`"goal":"0 1 2 3 4/5 6 7 8 9/10 11 12 13 14/15 16 17 18 19/20 21 22 23 24","algorithm":"bulb",`+
		`"params":{"heuristic":"linear-conflict","width":10},"timeout_ms":1500,"max_nodes":2000000000}`)
	lines := readLines(t, resp.Body)
	final := lines[len(lines)-1].final
	var bests []wire.Best
	for _, l := range lines[:len(lines)-1] {
		if b := l.progress.Best; b != nil && (len(bests) == 0 || b.Solutions != bests[len(bests)-1].Solutions) {
			bests = append(bests, *b)
		}
	}
	if len(bests) < 2 {
		t.Fatalf("%d improvements streamed, want several", len(bests))
	}
	for i, b := range bests {
		if b.Solutions != i+1 || (i > 0 && b.Length >= bests[i-1].Length) || b.Bound < 1 {
			t.Fatalf("improvement %d: %+v after %+v", i, b, bests[max(i-1, 0)])
		}
	}
	last := bests[len(bests)-1]
	if final.Status != wire.StatusFound || final.Length != last.Length || final.Bound != last.Bound || final.Budget != search.TimeBudget {
		t.Fatalf("final %s %d moves bound %v budget %q, last improvement %+v", final.Status, final.Length, final.Bound, final.Budget, last)
	}
	replay(t, "14 5 9 2 18/8 23 19 12 17/15 0 10 20 4/6 11 21 1 7/24 3 16 22 13", "0 1 2 3 4/5 6 7 8 9/10 11 12 13 14/15 16 17 18 19/20 21 22 23 24", final.Moves)
}

func TestSolveFoundReplays(t *testing.T) {
	srv := newServer(t, Config{})
	resp := postSolve(t, srv.URL, `{"game":"npuzzle","board":"8 6 7/2 5 4/3 0 1","algorithm":"astar","params":{"heuristic":"linear-conflict"}}`)
	lines := readLines(t, resp.Body)
	r := lines[len(lines)-1].final
	if r.Status != wire.StatusFound || r.Length != 31 || r.Cost != 31 || len(r.Moves) != 31 {
		t.Fatalf("got %+v, want found in 31", r)
	}
	replay(t, "8 6 7/2 5 4/3 0 1", "", r.Moves)
}

// replay checks with the N-puzzle rules that moves solve board.
func replay(t *testing.T, board, goal string, moves []string) {
	t.Helper()
	if err := npuzzle.ReplayText(board, goal, moves); err != nil {
		t.Fatalf("solution of %s does not replay: %v", board, err)
	}
}

func TestSolveNodeBudget(t *testing.T) {
	srv := newServer(t, Config{})
	resp := postSolve(t, srv.URL, `{"game":"npuzzle","board":"14 1 9 6/4 8 12 5/7 2 3 0/10 11 13 15","goal":"0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15","algorithm":"astar","max_nodes":1000}`)
	lines := readLines(t, resp.Body)
	r := lines[len(lines)-1].final
	if r.Status != wire.StatusBudgetExceeded || r.Stats.Expanded != 1000 || r.Stats.Generated < 1000 || r.Stats.MaxFrontier == 0 || len(r.Moves) != 0 {
		t.Fatalf("got %+v, want budget_exceeded after exactly 1000 expansions", r)
	}
}

func TestSolveTimeout(t *testing.T) {
	srv := newServer(t, Config{})
	resp := postSolve(t, srv.URL, `{"game":"line","board":"0","algorithm":"slow","params":{"steps":1000000},"timeout_ms":150}`)
	lines := readLines(t, resp.Body)
	r := lines[len(lines)-1].final
	if r.Status != wire.StatusBudgetExceeded || r.Stats.ElapsedMS() < 150 || r.Stats.Expanded == 0 || r.Stats.Expanded >= 1000000 {
		t.Fatalf("got %+v, want budget_exceeded after 150 ms", r)
	}
}

func TestSolveUnsolvable(t *testing.T) {
	srv := newServer(t, Config{})
	for _, body := range []string{
		`{"game":"npuzzle","board":"2 1 3/4 5 6/7 8 0","algorithm":"bfs"}`,
		`{"game":"npuzzle","board":"1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0","algorithm":"idastar"}`,
		`{"game":"line","board":"7","algorithm":"bfs"}`,
	} {
		resp := postSolve(t, srv.URL, body)
		if resp.StatusCode != 200 {
			t.Fatalf("%s: HTTP %d", body, resp.StatusCode)
		}
		lines := readLines(t, resp.Body)
		r := lines[len(lines)-1].final
		if len(lines) != 1 || r.Status != wire.StatusUnsolvable || r.Error == "" || r.Stats.Expanded != 0 {
			t.Errorf("%s: %d lines, final %+v; want one unsolvable line with a reason", body, len(lines), r)
		}
	}
}

func TestSolvePanicBecomesErrorLine(t *testing.T) {
	srv := newServer(t, Config{})
	for i := 0; i < 2; i++ {
		resp := postSolve(t, srv.URL, `{"game":"line","board":"0","algorithm":"panic","params":{"at":3}}`)
		lines := readLines(t, resp.Body)
		r := lines[len(lines)-1].final
		if r.Status != wire.StatusError || !strings.Contains(r.Error, "internal error") || !strings.Contains(r.Error, "step 3 exploded") {
			t.Fatalf("got %+v, want an error line naming the panic", r)
		}
	}
	// The server still answers.
	resp := postSolve(t, srv.URL, `{"game":"line","board":"40","algorithm":"bfs"}`)
	lines := readLines(t, resp.Body)
	if r := lines[len(lines)-1].final; r.Status != wire.StatusFound || r.Length != 20 {
		t.Fatalf("after a panic: %+v, want found in 20", r)
	}
}

// Cancelling the request's context stops the search: ServeHTTP returns with
// a cancelled final line soon after, though the search had a million steps.
func TestSolveCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	calls := 0
	h := NewHandler(Config{Registry: apitest.Registry(), AfterProgress: func() {
		calls++
		if calls == 2 {
			cancel()
		}
	}})
	req := httptest.NewRequest("POST", "/api/solve", strings.NewReader(`{"game":"line","board":"0","algorithm":"slow","params":{"steps":1000000}}`)).WithContext(ctx)
	rec := httptest.NewRecorder()
	done := make(chan struct{})
	go func() { h.ServeHTTP(rec, req); close(done) }()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		t.Fatal("the search did not stop after cancellation")
	}
	lines := readLines(t, rec.Body)
	r := lines[len(lines)-1].final
	if r.Status != wire.StatusCancelled || calls != 2 || len(lines) != 3 {
		t.Fatalf("%d lines, %d AfterProgress calls, final %+v; want 2 progress lines then cancelled", len(lines), calls, r)
	}
	if r.Stats.Expanded == 0 || r.Stats.Expanded >= 1000000 {
		t.Errorf("stats %+v", r.Stats)
	}
}

func TestSolveValidation(t *testing.T) {
	srv := newServer(t, Config{})
	for _, tc := range []struct{ name, body, msg string }{
		{"empty body", ``, "empty"},
		{"malformed", `{"game":"npuzzle",`, "malformed JSON"},
		{"not an object", `[1,2]`, "must be an object"},
		{"syntax", `{"game" "npuzzle"}`, "malformed JSON at byte"},
		{"trailing data", `{"game":"npuzzle"} {}`, "after the request"},
		{"unknown field", `{"game":"npuzzle","algo":"bfs"}`, `unknown field "algo"`},
		{"wrong field type", `{"game":"npuzzle","board":"1 0/2 3","algorithm":"bfs","seed":"x"}`, `"seed" must be`},
		{"no game", `{"board":"1 0/2 3","algorithm":"bfs"}`, "names no game"},
		{"unknown game", `{"game":"chess","board":"1 0/2 3","algorithm":"bfs"}`, `unknown game "chess" (known: line, `},
		{"no algorithm", `{"game":"npuzzle","board":"1 0/2 3"}`, "names no algorithm"},
		{"unknown algorithm", `{"game":"npuzzle","board":"1 0/2 3","algorithm":"dijkstra"}`, `unknown algorithm "dijkstra"`},
		{"algorithm of another game", `{"game":"npuzzle","board":"1 0/2 3","algorithm":"slow"}`, `unknown algorithm "slow" for game "npuzzle"`},
		{"unknown parameter", `{"game":"npuzzle","board":"1 0/2 3","algorithm":"beam","params":{"depth":3}}`, `unknown parameter "depth" for algorithm "beam" (known: heuristic, partition, width, depth_factor)`},
		{"parameter of no-param algorithm", `{"game":"npuzzle","board":"1 0/2 3","algorithm":"bidirectional","params":{"heuristic":"manhattan"}}`, `algorithm "bidirectional" takes no parameters`},
		{"int as string", `{"game":"npuzzle","board":"1 0/2 3","algorithm":"beam","params":{"width":"3"}}`, `"width" must be an integer, not the string "3"`},
		{"fraction for int", `{"game":"npuzzle","board":"1 0/2 3","algorithm":"beam","params":{"width":2.5}}`, `"width" must be an integer, not 2.5`},
		{"int out of range", `{"game":"npuzzle","board":"1 0/2 3","algorithm":"beam","params":{"width":0}}`, `"width" is 0, out of range [1, 100000]`},
		{"float out of range", `{"game":"npuzzle","board":"1 0/2 3","algorithm":"genetic","params":{"mutation":1.5}}`, `"mutation" is 1.5, out of range [0, 1]`},
		{"bool for float", `{"game":"npuzzle","board":"1 0/2 3","algorithm":"genetic","params":{"mutation":true}}`, `"mutation" must be a number, not true`},
		{"bad enum", `{"game":"npuzzle","board":"1 0/2 3","algorithm":"astar","params":{"heuristic":"euclid"}}`, `"heuristic" must be one of auto, manhattan, misplaced, linear-conflict`},
		{"enum not string", `{"game":"npuzzle","board":"1 0/2 3","algorithm":"astar","params":{"heuristic":3}}`, `"heuristic" must be one of`},
		{"negative budget", `{"game":"npuzzle","board":"1 0/2 3","algorithm":"bfs","max_nodes":-5}`, "max_nodes must be 0"},
		{"budget too big", `{"game":"npuzzle","board":"1 0/2 3","algorithm":"bfs","max_nodes":1e12}`, `"max_nodes" must be an integer`},
		{"timeout too long", `{"game":"npuzzle","board":"1 0/2 3","algorithm":"bfs","timeout_ms":99999999}`, "above the maximum"},
		{"ragged board", `{"game":"npuzzle","board":"1 2 3/4 5/6 7 0","algorithm":"bfs"}`, "row 2 has 2 tiles but row 1 has 3"},
		{"duplicate tile", `{"game":"npuzzle","board":"1 1 3/4 5 6/7 8 0","algorithm":"bfs"}`, "board:"},
		{"empty board", `{"game":"npuzzle","board":"  ","algorithm":"bfs"}`, "the board is empty"},
		{"goal size", `{"game":"npuzzle","board":"1 2 3/4 5 6/7 8 0","goal":"1 2/3 0","algorithm":"bfs"}`, "the board is 3×3 but the goal is 2×2"},
		{"heuristic too big for board", `{"game":"npuzzle","board":"1 2 3 4 5/6 7 8 9 10/11 12 13 14 15/16 17 18 19 20/21 22 23 24 0","algorithm":"astar","params":{"heuristic":"walking-distance"}}`, "up to 4×4"},
		{"elitism vs population", `{"game":"npuzzle","board":"1 2 3/4 5 6/7 0 8","algorithm":"genetic","params":{"population":10,"elitism":10}}`, `"elitism" (10) must be below "population" (10)`},
		{"line board", `{"game":"line","board":"x","algorithm":"bfs"}`, `the board "x" is not a non-negative integer`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp := postSolve(t, srv.URL, tc.body)
			r := finalOf(t, resp.Body)
			if resp.StatusCode != 400 || resp.Header.Get("Content-Type") != "application/json" {
				t.Errorf("HTTP %d %q, want 400 application/json", resp.StatusCode, resp.Header.Get("Content-Type"))
			}
			if r.Status != wire.StatusInvalid || !strings.Contains(r.Error, tc.msg) {
				t.Errorf("got %+v\nwant status invalid with %q", r, tc.msg)
			}
		})
	}
}

func TestSolveBodyTooLarge(t *testing.T) {
	srv := newServer(t, Config{})
	body := `{"game":"npuzzle","board":"` + strings.Repeat(" ", MaxRequestBytes) + `"}`
	resp := postSolve(t, srv.URL, body)
	r := finalOf(t, resp.Body)
	if resp.StatusCode != 400 || !strings.Contains(r.Error, "larger than") {
		t.Fatalf("HTTP %d %+v", resp.StatusCode, r)
	}
}
