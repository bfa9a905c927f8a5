package main

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"searchlab/core/games/all"
	"searchlab/core/wire"
)

// TestSolveTrace: `solve -trace N` prints the trace lines of the solve API
// (the same events and states as the registry records for the request,
// which the worker streams too) and then the result, which says how many
// events there were; a bad N is refused with a sentence.
func TestSolveTrace(t *testing.T) {
	code, out, _ := cli(t, "", "solve", "-game", "bloxorz", "-algo", "bfs", "-trace", "5000", "classic:1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, out)
	}
	s, err := wire.ReadLines(strings.NewReader(out))
	if err != nil {
		t.Fatal(err)
	}
	req := wire.Request{Game: "bloxorz", Board: "classic:1", Algorithm: "bfs", Trace: &wire.TraceRequest{MaxEvents: 5000}}
	var want []wire.TraceBatch
	direct := all.Builtin().SolveTraced(context.Background(), req, nil, func(b wire.TraceBatch) { want = append(want, b) })
	if !reflect.DeepEqual(s.Trace, want) || s.Final.Traced == nil || !wire.SameTrace(*s.Final.Traced, *direct.Traced) {
		t.Errorf("solve -trace printed %d trace lines (%+v), the registry recorded %d (%+v)", len(s.Trace), s.Final.Traced, len(want), direct.Traced)
	}
	if s.Final.Status != wire.StatusFound || s.Final.Length != 7 {
		t.Errorf("result %s, %d moves", s.Final.Status, s.Final.Length)
	}
	_, bad := solveJSON(t, "", "-game", "npuzzle", "-algo", "bfs", "-trace", "200000", "1 2 3/4 0 6/7 5 8")
	if bad.Status != wire.StatusInvalid || !strings.Contains(bad.Error, "trace.max_events must be from 1 to 100000") {
		t.Errorf("-trace 200000: %s %q", bad.Status, bad.Error)
	}
}
