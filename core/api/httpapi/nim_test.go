package httpapi

import (
	"bytes"
	"io"
	"reflect"
	"strings"
	"testing"

	coreall "searchlab/core/games/all"
	"searchlab/core/nim"
	"searchlab/core/wire"
)

// nimDecode reads a final line with api.DecodeLine, failing when a Nim
// field is missing on the wire.
func nimDecode(t *testing.T, b []byte) wire.Response {
	t.Helper()
	l, err := wire.DecodeLine(b)
	if err != nil || l.Final == nil {
		t.Fatalf("response %s: %v", b, err)
	}
	r := *l.Final
	if r.Status != wire.StatusInvalid {
		for _, k := range []string{`"value":`, `"best_move":`, `"proven":`, `"tree_stats":`} {
			if !bytes.Contains(b, []byte(k)) {
				t.Fatalf("response %s lacks %s", b, k)
			}
		}
	}
	if r.TwoPlayerResult == nil { // invalid: zero values, so failing checks can print them
		r.TwoPlayerResult = &wire.TwoPlayerResult{}
	}
	return r
}

// Through the HTTP handler: the catalogue lists the four algorithms with
// their parameters; a long search streams progress lines (about ten a
// second) then one final line with the Nim fields; bad input is a 400
// naming the problem in the parser's or the validator's words.
func TestNimThroughHandler(t *testing.T) {
	srv := newServer(t, Config{Registry: coreall.Builtin()})
	cat := getCatalog(t, srv, "nim")
	if len(cat.Games) != 1 || cat.Games[0].ID != "nim" {
		t.Fatalf("catalog: %+v", cat.Games)
	}
	wantParams := map[string][]string{
		"minimax":   {"rule", "variant", "candidates", "depth", "tt"},
		"alphabeta": {"rule", "variant", "candidates", "depth", "ordering", "tt", "deepening"},
		"mcts":      {"rule", "variant", "candidates", "iterations", "c", "solver"},
		"oracle":    {"rule", "variant", "candidates"},
	}
	var ids []string
	for _, a := range cat.Games[0].Algorithms {
		ids = append(ids, a.ID)
		var names []string
		for _, p := range a.Params {
			names = append(names, p.Name)
			if p.Help == "" {
				t.Errorf("%s.%s has no help", a.ID, p.Name)
			}
		}
		if !reflect.DeepEqual(names, wantParams[a.ID]) {
			t.Errorf("%s params %v, want %v", a.ID, names, wantParams[a.ID])
		}
		if a.Help == "" || !contains(a.Games, "nim") {
			t.Errorf("%s: help %q games %v", a.ID, a.Help, a.Games)
		}
		if exact := a.ID != "mcts"; a.Complete != exact || a.Optimal != exact {
			t.Errorf("%s: complete %v optimal %v", a.ID, a.Complete, a.Optimal)
		}
	}
	if !reflect.DeepEqual(ids, []string{"minimax", "alphabeta", "mcts", "oracle"}) {
		t.Errorf("algorithms %v", ids)
	}

	// Streaming: alpha-beta without table on five heaps of 25 for 700 ms.
	resp := postSolve(t, srv.URL, `{"game":"nim","board":"25 25 25 25 25","algorithm":"alphabeta","params":{"tt":false,"ordering":false},"max_nodes":2000000000,"timeout_ms":700}`)
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "application/x-ndjson" {
		t.Fatalf("HTTP %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	lines := readLines(t, resp.Body)
	if len(lines) < 4 {
		t.Errorf("%d lines in 700 ms, want progress about every 100 ms", len(lines))
	}
	var last int64
	for _, l := range lines[:len(lines)-1] {
		p := l.progress
		if p.Expanded < last || p.BudgetUsed < 0 || p.BudgetUsed > 1 || p.NodesPerSec <= 0 {
			t.Errorf("progress %+v after %d nodes", *p, last)
		}
		last = p.Expanded
	}
	final := lines[len(lines)-1].final
	if final.Status != wire.StatusBudgetExceeded || final.Stats.Expanded < last {
		t.Errorf("final %+v", *final)
	}
	if final.TwoPlayerResult == nil {
		t.Errorf("final line lacks the two-player fields: %+v", *final)
	}

	// A quick solve: a final line with the Nim fields (usually alone; on a
	// busy machine progress lines may precede it, which readLines checks).
	resp = postSolve(t, srv.URL, `{"game":"nim","board":"7 6 8 5 9 5","algorithm":"alphabeta","params":{"rule":"normal"}}`)
	body, _ := io.ReadAll(resp.Body)
	readLines(t, bytes.NewReader(body))
	all := bytes.Split(bytes.TrimSpace(body), []byte("\n"))
	finalLine := all[len(all)-1]
	r := nimDecode(t, finalLine)
	if r.Status != wire.StatusFound || r.Value != -1 || !r.Proven || r.TreeStats.Cutoffs == 0 || r.TreeStats.TTHits == 0 {
		t.Errorf("7 6 8 5 9 5: %s", finalLine)
	}

	_, perr := nim.Parse("7 x 8")
	for _, c := range []struct{ body, want string }{
		{`{"game":"nim","board":"7 x 8","algorithm":"oracle"}`, perr.Error()},
		{`{"game":"nim","board":"","algorithm":"alphabeta"}`, "no heaps"},
		{`{"game":"nim","board":"1 2 3 4 5 6 7 8 9 10 11 12 13","algorithm":"minimax"}`, "at most 12"},
		{`{"game":"nim","board":"3 100","algorithm":"minimax"}`, "larger than 99"},
		{`{"game":"nim","board":"3 -1","algorithm":"minimax"}`, "negative"},
		{`{"game":"nim","board":"3 4","algorithm":"alphabeta","params":{"rule":"misère"}}`, `parameter "rule" must be one of normal, misere`},
		{`{"game":"nim","board":"3 4","algorithm":"alphabeta","params":{"depth":-1}}`, `parameter "depth" is -1, out of range`},
		{`{"game":"nim","board":"3 4","algorithm":"mcts","params":{"iterations":0}}`, `parameter "iterations" is 0, out of range`},
		{`{"game":"nim","board":"3 4","algorithm":"oracle","params":{"depth":2}}`, `unknown parameter "depth" for algorithm "oracle"`},
		{`{"game":"nim","board":"3 4","algorithm":"negascout"}`, `unknown algorithm "negascout" for game "nim" (known: minimax, alphabeta, mcts, oracle)`},
	} {
		resp := postSolve(t, srv.URL, c.body)
		body, _ := io.ReadAll(resp.Body)
		l, err := wire.DecodeLine(body)
		if err != nil || l.Final == nil {
			t.Fatalf("%s: %s (%v)", c.body, body, err)
		}
		r := l.Final
		if resp.StatusCode != 400 || r.Status != wire.StatusInvalid || !strings.Contains(r.Error, c.want) {
			t.Errorf("%s: HTTP %d %s %q, want 400 invalid mentioning %q", c.body, resp.StatusCode, r.Status, r.Error, c.want)
		}
	}
}
