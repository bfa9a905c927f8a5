package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"reflect"
	"testing"

	"searchlab/core/games/all"
	"searchlab/core/wire"
)

// TestSolveStreamsTheTrace: a request with "trace" gets trace lines beside
// its progress lines, before the final line, holding the same events and
// states as the registry records (the CLI's `solve -trace` prints those
// too); the final line says how many.
func TestSolveStreamsTheTrace(t *testing.T) {
	srv := newServer(t, Config{})
	req := wire.Request{Game: "npuzzle", Board: "8 6 7/2 5 4/3 0 1", Algorithm: "astar", Params: map[string]any{"heuristic": "manhattan"},
		Trace: &wire.TraceRequest{MaxEvents: 30_000}}
	body, _ := json.Marshal(req)
	res := postSolve(t, srv.URL, string(body))
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Fatalf("status %d", res.StatusCode)
	}
	s, err := wire.ReadLines(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	var want []wire.TraceBatch
	direct := all.Builtin().SolveTraced(context.Background(), req, nil, func(b wire.TraceBatch) { want = append(want, b) })
	if len(s.Trace) == 0 || s.Final.Traced == nil || !wire.SameTrace(*s.Final.Traced, *direct.Traced) {
		t.Fatalf("%d trace lines, traced %+v (in-process %+v)", len(s.Trace), s.Final.Traced, direct.Traced)
	}
	if got, exp := joined(s.Trace), joined(want); !reflect.DeepEqual(got, exp) {
		t.Errorf("the stream's trace (%d events) differs from the registry's (%d)", len(got.events), len(exp.events))
	}
	if s.Final.Traced.Cut || s.Final.Traced.Events == 0 {
		t.Errorf("traced %+v", s.Final.Traced)
	}
}

// joinedTrace is a trace's events and states, whatever its batching.
type joinedTrace struct {
	events []wire.TraceEvent
	states []wire.TraceState
}

func joined(bs []wire.TraceBatch) joinedTrace {
	var j joinedTrace
	for _, b := range bs {
		j.events = append(j.events, b.Events...)
		j.states = append(j.states, b.States...)
	}
	return j
}
