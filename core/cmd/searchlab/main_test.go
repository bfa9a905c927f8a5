package main

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"searchlab/core/npuzzle"
	"searchlab/core/wire"
)

// cli runs the program in-process.
func cli(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

// solveJSON runs `searchlab solve` and decodes the one JSON object it prints.
func solveJSON(t *testing.T, stdin string, args ...string) (int, wire.Response) {
	t.Helper()
	code, out, errs := cli(t, stdin, append([]string{"solve"}, args...)...)
	if strings.Count(out, "\n") != 1 {
		t.Fatalf("solve %v printed %q (stderr %q), want one JSON line", args, out, errs)
	}
	l, err := wire.DecodeLine([]byte(out))
	if err != nil || l.Final == nil {
		t.Fatalf("solve %v printed %q: %v", args, out, err)
	}
	return code, *l.Final
}

// replay checks with the N-puzzle rules that moves solve board.
func replay(t *testing.T, board, goal string, moves []string) {
	t.Helper()
	if err := npuzzle.ReplayText(board, goal, moves); err != nil {
		t.Fatalf("solution of %s does not replay: %v", board, err)
	}
}

func TestAlgos(t *testing.T) {
	code, out, _ := cli(t, "", "algos", "-game", "npuzzle")
	want := "bfs dfs dls iddfs ucs bidirectional greedy astar idastar wastar ara bulb hill-climbing simulated-annealing beam genetic"
	if code != 0 || out != strings.ReplaceAll(want, " ", "\n")+"\n" {
		t.Fatalf("exit %d, output:\n%s", code, out)
	}
	code, out, _ = cli(t, "", "algos", "-game", "npuzzle", "-v")
	if code != 0 || !strings.Contains(out, "depth_limit") || !strings.Contains(out, "optimal") {
		t.Errorf("-v: exit %d\n%s", code, out)
	}
	code, _, errs := cli(t, "", "algos", "-game", "chess")
	if code != 2 || !strings.Contains(errs, `unknown game "chess"`) {
		t.Errorf("unknown game: exit %d, stderr %q", code, errs)
	}
}

func TestSolveBoards(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "board.txt")
	if err := os.WriteFile(file, []byte("8 6 7\n2 5 4\n3 0 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	const korfGoal = "0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15"
	for _, tc := range []struct {
		name, stdin, board, goal string
		args                     []string
		want                     int
	}{
		{"file, A* linear conflict", "", "8 6 7/2 5 4/3 0 1", "", []string{"-algo", "astar", "-heuristic", "linear-conflict", file}, 31},
		{"stdin, IDA* walking distance", "6 4 7/8 5 0/3 2 1", "6 4 7/8 5 0/3 2 1", "", []string{"-algo", "idastar", "-heuristic", "walking-distance", "-"}, 31},
		{"argument, BFS", "", "4 5 0/1 2 3", "", []string{"-algo", "bfs", "4 5 0/1 2 3"}, 21},
		{"Korf #12 with -goal", "", "14 1 9 6/4 8 12 5/7 2 3 0/10 11 13 15", korfGoal,
			[]string{"-game", "npuzzle", "-algo", "idastar", "-goal", korfGoal, "14 1 9 6/4 8 12 5/7 2 3 0/10 11 13 15"}, 45},
		{"-set beam width", "", "7 2 4/5 0 6/8 3 1", "", []string{"-algo", "beam", "-set", "width=50", "-seed", "3", "7 2 4/5 0 6/8 3 1"}, -1},
		{"genetic with -set", "", "7 2 4/5 0 6/8 3 1", "", []string{"-algo", "genetic", "-set", "population=200", "-set", "mutation=0.05", "-set", "crossover_kind=uniform", "7 2 4/5 0 6/8 3 1"}, -1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, r := solveJSON(t, tc.stdin, tc.args...)
			if code != 0 || r.Status != wire.StatusFound {
				t.Fatalf("exit %d, %+v", code, r)
			}
			if tc.want >= 0 && r.Length != tc.want {
				t.Errorf("length %d, want %d", r.Length, tc.want)
			}
			if r.Length != len(r.Moves) || r.Stats.Expanded == 0 {
				t.Errorf("inconsistent response %+v", r)
			}
			replay(t, tc.board, tc.goal, r.Moves)
		})
	}
}

func TestSolveOutcomes(t *testing.T) {
	const hard15 = "14 1 9 6/4 8 12 5/7 2 3 0/10 11 13 15"
	const korfGoal = "0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15"
	for _, tc := range []struct {
		name string
		args []string
		want wire.Status
	}{
		{"node budget", []string{"-algo", "bfs", "-goal", korfGoal, "-max-nodes", "500", hard15}, wire.StatusBudgetExceeded},
		{"timeout", []string{"-algo", "bfs", "-goal", korfGoal, "-max-nodes", "2000000000", "-timeout", "150ms", hard15}, wire.StatusBudgetExceeded},
		{"depth limit", []string{"-algo", "dls", "-set", "depth_limit=5", "7 2 4/5 0 6/8 3 1"}, wire.StatusCutoff},
		{"unsolvable", []string{"-algo", "astar", "2 1 3/4 5 6/7 8 0"}, wire.StatusUnsolvable},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, r := solveJSON(t, "", tc.args...)
			if code != 0 || r.Status != tc.want {
				t.Fatalf("exit %d, %+v, want %s", code, r, tc.want)
			}
			if tc.want == wire.StatusUnsolvable && !strings.Contains(r.Error, "inversion") {
				t.Errorf("unsolvable without the reason: %q", r.Error)
			}
			if tc.name == "node budget" && r.Stats.Expanded != 500 {
				t.Errorf("expanded %d, want 500", r.Stats.Expanded)
			}
		})
	}
}

func TestSolveInvalid(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		msg  string
	}{
		{"bad tile", []string{"-algo", "bfs", "1 2 3/4 x 6/7 8 0"}, `tile "x" at row 2, column 2 is not a number`},
		{"no such file", []string{"-algo", "bfs", "nofile.txt"}, `cannot read the board file "nofile.txt"`},
		{"unknown algorithm", []string{"-algo", "magic", "1 2 3/4 5 6/7 0 8"}, `unknown algorithm "magic"`},
		{"no algorithm", []string{"1 2 3/4 5 6/7 0 8"}, "names no algorithm"},
		{"unknown game", []string{"-game", "go", "-algo", "bfs", "1 2 3/4 5 6/7 0 8"}, `unknown game "go"`},
		{"bad -set syntax", []string{"-algo", "beam", "-set", "width", "1 2 3/4 5 6/7 0 8"}, "not of the form key=value"},
		{"bad -set type", []string{"-algo", "beam", "-set", "width=wide", "1 2 3/4 5 6/7 0 8"}, `"width" must be an integer, not "wide"`},
		{"-set out of range", []string{"-algo", "beam", "-set", "width=0", "1 2 3/4 5 6/7 0 8"}, "out of range"},
		{"unknown -set", []string{"-algo", "beam", "-set", "colour=red", "1 2 3/4 5 6/7 0 8"}, `unknown parameter "colour"`},
		{"heuristic on bfs", []string{"-algo", "bfs", "-heuristic", "manhattan", "1 2 3/4 5 6/7 0 8"}, `unknown parameter "heuristic"`},
		{"bad heuristic", []string{"-algo", "astar", "-heuristic", "euclid", "1 2 3/4 5 6/7 0 8"}, "must be one of"},
		{"negative timeout", []string{"-algo", "bfs", "-timeout", "-1s", "1 2 3/4 5 6/7 0 8"}, "must not be negative"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, r := solveJSON(t, "", tc.args...)
			if code != 2 || r.Status != wire.StatusInvalid || !strings.Contains(r.Error, tc.msg) {
				t.Fatalf("exit %d, %+v\nwant exit 2, invalid with %q", code, r, tc.msg)
			}
		})
	}
	// Usage errors: no JSON, a message on stderr, exit 2.
	for _, args := range [][]string{{}, {"solve"}, {"solve", "-algo", "bfs", "a", "b"}, {"solve", "-nope"}, {"frobnicate"}} {
		code, out, errs := cli(t, "", args...)
		if code != 2 || out != "" || errs == "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, errs)
		}
	}
}

func TestHelpExitsZero(t *testing.T) {
	for _, cmd := range []string{"algos", "solve", "serve", "bench"} {
		if code, _, errs := cli(t, "", cmd, "-h"); code != 0 || !strings.Contains(errs, "-") {
			t.Errorf("%s -h: exit %d, stderr %q", cmd, code, errs)
		}
	}
}

func TestSolveProgressFlag(t *testing.T) {
	code, out, errs := cli(t, "", "solve", "-algo", "bfs", "-goal", "0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15",
		"-max-nodes", "2000000000", "-timeout", "1500ms", "-progress", "14 1 9 6/4 8 12 5/7 2 3 0/10 11 13 15")
	if code != 0 || !strings.Contains(out, `"budget_exceeded"`) {
		t.Fatalf("exit %d, %s", code, out)
	}
	// Progress lines on stderr then the result on stdout make one stream.
	s, err := wire.ReadLines(strings.NewReader(errs + out))
	if err != nil || len(s.Progress) < 1 || s.Progress[len(s.Progress)-1].Expanded == 0 || s.Final.Status != wire.StatusBudgetExceeded {
		t.Fatalf("progress on stderr %q, result %q: %v", errs, out, err)
	}
}

func TestServe(t *testing.T) {
	dir := t.TempDir()
	wasm := []byte("\x00asm\x01\x00\x00\x00")
	os.WriteFile(filepath.Join(dir, "app.wasm"), wasm, 0o644)
	os.WriteFile(filepath.Join(dir, "index.html"), []byte("<!doctype html><title>SearchLab</title>"), 0o644)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	var out bytes.Buffer
	done := make(chan error, 1)
	go func() { done <- serve(ctx, ln, dir, &out) }()
	base := "http://" + ln.Addr().String()

	resp, err := http.Get(base + "/app.wasm")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); ct != "application/wasm" || !bytes.Equal(body, wasm) {
		t.Errorf("app.wasm: content type %q, body %q", ct, body)
	}
	resp, err = http.Get(base + "/")
	if err != nil {
		t.Fatal(err)
	}
	body, _ = io.ReadAll(resp.Body)
	resp.Body.Close()
	if !strings.Contains(string(body), "<title>SearchLab</title>") {
		t.Errorf("index: %q", body)
	}
	resp, err = http.Post(base+"/api/solve", "application/json", strings.NewReader(`{"game":"npuzzle","board":"1 2 3/4 5 6/7 0 8","algorithm":"bfs"}`))
	if err != nil {
		t.Fatal(err)
	}
	body, _ = io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.Header.Get("Content-Type") != "application/x-ndjson" || !strings.Contains(string(body), `"status":"found","moves":["R"]`) {
		t.Errorf("solve: %q %s", resp.Header.Get("Content-Type"), body)
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop")
	}
	if want := "SearchLab at " + base + "/\n"; !strings.HasPrefix(out.String(), want) {
		t.Errorf("printed %q, want %q first", out.String(), want)
	}
	if code, _, errs := cli(t, "", "serve", "-static", filepath.Join(dir, "missing")); code != 2 || !strings.Contains(errs, "not a directory") {
		t.Errorf("missing static dir: exit %d, %q", code, errs)
	}
}

// The benchmark machinery on its two smallest cases: Korf #12 must
// reproduce Korf's node count and length, the exhaustive BFS must visit the
// whole reachable half of the 3×3 space.
func TestBenchSmall(t *testing.T) {
	var cases []benchCase
	for _, c := range benchCases() {
		if c.name == "korf #12" || c.exhaustive {
			cases = append(cases, c)
		}
	}
	if len(cases) != 2 {
		t.Fatalf("cases %v", cases)
	}
	var out bytes.Buffer
	if !runBench(context.Background(), cases, &out) {
		t.Fatalf("bench failed:\n%s", out.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 3 || !strings.Contains(lines[1], "546344") || !strings.Contains(lines[2], "181440") {
		t.Errorf("table:\n%s", out.String())
	}
}

func TestDisplayAddr(t *testing.T) {
	for in, want := range map[string]string{"127.0.0.1:8080": "127.0.0.1:8080", "0.0.0.0:80": "localhost:80", "[::]:9000": "localhost:9000"} {
		a, err := net.ResolveTCPAddr("tcp", in)
		if err != nil {
			t.Fatal(err)
		}
		if got := displayAddr(a); got != want {
			t.Errorf("displayAddr(%s) = %s, want %s", in, got, want)
		}
	}
}
