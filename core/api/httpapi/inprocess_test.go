package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"reflect"
	"strings"
	"testing"

	"searchlab/core/games/all"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// solveLines serves req in process and reads its lines: the progress lines
// counted, the final one decoded.
func solveLines(t *testing.T, h http.Handler, req wire.Request) (code, progress int, final *wire.Response) {
	t.Helper()
	body, _ := json.Marshal(req)
	code = ServeLines(context.Background(), h, "/api/solve", body, func(line string) {
		if final != nil {
			t.Fatalf("a line after the final one: %s", line)
		}
		l, err := wire.DecodeLine([]byte(line))
		if err != nil {
			t.Fatalf("line %q: %v", line, err)
		}
		if l.Progress != nil {
			progress++
			return
		}
		final = l.Final
	})
	if final == nil {
		t.Fatal("no final line")
	}
	return code, progress, final
}

// ServeLines gives the lines an HTTP client reads: progress while the
// search runs (AfterProgress after each), then the final result.
func TestServeLinesStreamsProgress(t *testing.T) {
	yields := 0
	h := NewHandler(Config{AfterProgress: func() { yields++ }})
	// BFS on a hard 15-puzzle: far more states than half a second expands.
	code, progress, final := solveLines(t, h, wire.Request{Game: "npuzzle", Board: "14 1 9 6/4 8 12 5/7 2 3 0/10 11 13 15",
		Goal: "0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15", Algorithm: "bfs", MaxNodes: 2_000_000_000, TimeoutMS: 500})
	if code != http.StatusOK || final.Status != wire.StatusBudgetExceeded {
		t.Fatalf("code %d, status %s; want 200, budget_exceeded", code, final.Status)
	}
	if progress < 2 || yields != progress {
		t.Errorf("%d progress lines and %d yields in a 500 ms search: want at least 2 lines and a yield after each", progress, yields)
	}
}

// The final line in process is the registry's own answer (elapsed time
// aside).
func TestServeLinesAnswersAsTheRegistry(t *testing.T) {
	req := wire.Request{Game: "npuzzle", Board: "8 6 7/2 5 4/3 0 1", Algorithm: "bfs"}
	_, _, final := solveLines(t, NewHandler(Config{}), req)
	want := all.Builtin().Solve(context.Background(), req, nil)
	if final.Status != wire.StatusFound || final.Length != 31 {
		t.Fatalf("status %s, length %d; want found, 31 (the hardest 8-puzzle)", final.Status, final.Length)
	}
	if !reflect.DeepEqual(final.Moves, want.Moves) || final.Stats.Expanded != want.Stats.Expanded || final.Stats.Generated != want.Stats.Generated {
		t.Errorf("in-process answer differs from the registry's: %d moves, %d expanded; want %d, %d", len(final.Moves), final.Stats.Expanded, len(want.Moves), want.Stats.Expanded)
	}
}

// A bad request is the handler's 400 with one line that says why; an
// unknown path its 404; a match streams its status lines to the last.
func TestServeLinesErrorsAndMatches(t *testing.T) {
	h := NewHandler(Config{})
	var lines []string
	collect := func(l string) { lines = append(lines, l) }
	code := ServeLines(context.Background(), h, "/api/solve", []byte(`{"game":"npuzzle","board":"1 2 3","algorithm":"astar"}`), collect)
	if code != http.StatusBadRequest || len(lines) != 1 || !strings.Contains(lines[0], `"status":"invalid"`) {
		t.Errorf("bad board: code %d, lines %q; want 400 and one invalid line", code, lines)
	}
	lines = nil
	code = ServeLines(context.Background(), h, "/api/nothing", []byte(`{}`), collect)
	if code != http.StatusNotFound || len(lines) != 1 || !strings.Contains(lines[0], "unknown API path") {
		t.Errorf("unknown path: code %d, lines %q", code, lines)
	}
	lines = nil
	m := registry.MatchRequest{Game: "othello", A: registry.PlayerSpec{Algorithm: "random"}, B: registry.PlayerSpec{Algorithm: "random"}, Games: 2, OpeningPlies: 2, Seed: 3}
	body, _ := json.Marshal(m)
	code = ServeLines(context.Background(), h, "/api/tournament", body, collect)
	if code != http.StatusOK || len(lines) < 2 {
		t.Fatalf("match: code %d, %d lines", code, len(lines))
	}
	var last registry.MatchStatus
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &last); err != nil || !last.Done || last.Played != 2 {
		t.Errorf("match's last line %q (%v): want done with 2 games played", lines[len(lines)-1], err)
	}
}

// Lines split across writes, several in one write and a last line without
// a newline all arrive whole.
func TestLineWriterSplits(t *testing.T) {
	var got []string
	w := &lineWriter{header: http.Header{}, onLine: func(l string) { got = append(got, l) }}
	for _, p := range []string{`{"a":`, "1}\n{\"b\":2}\n\n{\"c\"", ":3}"} {
		w.Write([]byte(p))
	}
	w.end()
	want := []string{`{"a":1}`, `{"b":2}`, `{"c":3}`}
	if !reflect.DeepEqual(got, want) || w.status != http.StatusOK {
		t.Errorf("lines %q, status %d; want %q, 200", got, w.status, want)
	}
}
