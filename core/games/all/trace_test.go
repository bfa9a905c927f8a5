package all

import (
	"context"
	"reflect"
	"searchlab/core/registry"
	"searchlab/core/wire"
	"strings"
	"testing"
)

// traced runs req with its trace and returns the batches and the response.
func traced(t *testing.T, req wire.Request, progress func(wire.Progress)) ([]wire.TraceBatch, wire.Response) {
	t.Helper()
	var batches []wire.TraceBatch
	resp := registry.Builtin().SolveTraced(context.Background(), req, progress, func(b wire.TraceBatch) { batches = append(batches, b) })
	if resp.Status == wire.StatusInvalid || resp.Status == wire.StatusError {
		t.Fatalf("%s: %s", resp.Status, resp.Error)
	}
	return batches, resp
}

// events joins the batches' events and states, checking that they come in
// order without gaps and that every state id is named once, before use.
func events(t *testing.T, batches []wire.TraceBatch) ([]wire.TraceEvent, []string) {
	t.Helper()
	var evs []wire.TraceEvent
	var states []string
	for k, b := range batches {
		if b.First != len(evs) {
			t.Fatalf("batch %d starts at event %d after %d events", k, b.First, len(evs))
		}
		if len(b.Events) > wire.TraceBatchEvents {
			t.Fatalf("batch %d holds %d events, more than %d", k, len(b.Events), wire.TraceBatchEvents)
		}
		if (k == 0) != (b.Family != "") {
			t.Fatalf("batch %d: family %q (only the first names it)", k, b.Family)
		}
		for _, s := range b.States {
			if int(s.ID) != len(states)+1 {
				t.Fatalf("state id %d after %d states", s.ID, len(states))
			}
			states = append(states, s.Text)
		}
		for _, e := range b.Events {
			for _, id := range append([]int32{e.State, e.Parent}, e.States...) {
				if int(id) > len(states) {
					t.Fatalf("event %d names state %d before it was sent", len(evs), id)
				}
			}
			evs = append(evs, e)
		}
	}
	return evs, states
}

// TestTraceCut: a search that makes more events than max_events goes on
// untraced to the same result (its statistics are the untraced run's), and
// both the last trace line and the result say that the trace was cut.
func TestTraceCut(t *testing.T) {
	req := wire.Request{Game: "npuzzle", Board: "8 6 7/2 5 4/3 0 1", Algorithm: "bfs"}
	plain := registry.Builtin().Solve(context.Background(), req, nil)
	req.Trace = &wire.TraceRequest{MaxEvents: 2500}
	batches, resp := traced(t, req, nil)
	evs, _ := events(t, batches)
	if resp.Status != plain.Status || resp.Length != plain.Length || resp.Stats.Expanded != plain.Stats.Expanded ||
		resp.Stats.Generated != plain.Stats.Generated || resp.Stats.MaxFrontier != plain.Stats.MaxFrontier {
		t.Errorf("traced run %s %d moves %+v, untraced %s %d moves %+v", resp.Status, resp.Length, resp.Stats, plain.Status, plain.Length, plain.Stats)
	}
	if len(evs) != 2500 || !batches[len(batches)-1].Cut || resp.Traced == nil || !resp.Traced.Cut || resp.Traced.Events != 2500 {
		t.Errorf("%d events, last line cut %v, traced %+v", len(evs), batches[len(batches)-1].Cut, resp.Traced)
	}
	for _, b := range batches[:len(batches)-1] {
		if b.Cut {
			t.Error("a line before the last says the trace was cut")
		}
	}
	if !strings.Contains(resp.Traced.String(), "cut at the cap of 2500") {
		t.Errorf("summary %q", resp.Traced.String())
	}
}

// TestTraceMemory: the trace's memory is counted in memory_bytes (the
// traced run reports the untraced run's memory plus the trace's), and is
// bounded by its cap whatever the search does.
func TestTraceMemory(t *testing.T) {
	req := wire.Request{Game: "npuzzle", Board: "8 6 7/2 5 4/3 0 1", Algorithm: "astar"}
	plain := registry.Builtin().Solve(context.Background(), req, nil)
	small := req
	small.Trace = &wire.TraceRequest{MaxEvents: 1000}
	_, a := traced(t, small, nil)
	big := req
	big.Trace = &wire.TraceRequest{MaxEvents: 50_000}
	_, b := traced(t, big, nil)
	for _, r := range []wire.Response{a, b} {
		if r.Traced.Bytes <= 0 || r.Stats.MemoryBytes != plain.Stats.MemoryBytes+r.Traced.Bytes {
			t.Errorf("memory_bytes %d, untraced %d + trace %d", r.Stats.MemoryBytes, plain.Stats.MemoryBytes, r.Traced.Bytes)
		}
		if bound := registry.TraceReserveBound(r.Traced.MaxEvents); r.Traced.Bytes > bound {
			t.Errorf("a trace of %d events held %d bytes, above its bound %d", r.Traced.MaxEvents, r.Traced.Bytes, bound)
		}
	}
	if a.Traced.Bytes >= b.Traced.Bytes {
		t.Errorf("1000 events held %d bytes, 50 000 held %d", a.Traced.Bytes, b.Traced.Bytes)
	}
}

// TestTraceRequestChecked: a bad trace field is refused with a sentence,
// before any search.
func TestTraceRequestChecked(t *testing.T) {
	for _, c := range []struct {
		trace  wire.TraceRequest
		memory int64
		want   string
	}{
		{wire.TraceRequest{MaxEvents: 0}, 0, "trace.max_events must be from 1 to 100000, not 0"},
		{wire.TraceRequest{MaxEvents: -5}, 0, "trace.max_events must be from 1 to 100000, not -5"},
		{wire.TraceRequest{MaxEvents: wire.MaxTraceEvents + 1}, 0, "not 100001"},
		{wire.TraceRequest{MaxEvents: wire.MaxTraceEvents}, 16 << 20, "a trace of 100000 events needs up to"},
	} {
		req := wire.Request{Game: "npuzzle", Board: "1 2 3/4 0 6/7 5 8", Algorithm: "bfs", Trace: &c.trace, MaxMemoryBytes: c.memory}
		var lines int
		resp := registry.Builtin().SolveTraced(context.Background(), req, nil, func(wire.TraceBatch) { lines++ })
		if resp.Status != wire.StatusInvalid || !strings.Contains(resp.Error, c.want) || lines != 0 {
			t.Errorf("%+v: %s %q (%d lines), want invalid %q", c.trace, resp.Status, resp.Error, lines, c.want)
		}
	}
	// The request decoder takes the field.
	req, err := wire.DecodeRequest(strings.NewReader(`{"game":"npuzzle","board":"1 2 3/4 0 6/7 5 8","algorithm":"bfs","trace":{"max_events":7}}`))
	if err != nil || req.Trace == nil || req.Trace.MaxEvents != 7 {
		t.Fatalf("%+v %v", req.Trace, err)
	}
	if _, err := wire.DecodeRequest(strings.NewReader(`{"game":"npuzzle","trace":{"events":7}}`)); err == nil || !strings.Contains(err.Error(), `unknown field "events"`) {
		t.Errorf("an unknown trace field: %v", err)
	}
}

// TestTraceDeterministic: a deterministic algorithm's trace is the same on
// every run, whatever the batching into lines.
func TestTraceDeterministic(t *testing.T) {
	for _, req := range []wire.Request{
		{Game: "npuzzle", Board: "8 6 7/2 5 4/3 0 1", Algorithm: "idastar", Params: map[string]any{"heuristic": "linear-conflict"}},
		{Game: "bloxorz", Board: "classic:3", Algorithm: "astar"},
		{Game: "nim", Board: "3 4 5", Algorithm: "alphabeta"},
		{Game: "othello", Board: "---------------------------OX------XO--------------------------- X", Algorithm: "mcts-uct",
			Params: map[string]any{"iterations": 300}, Seed: 9},
	} {
		req.Trace = &wire.TraceRequest{MaxEvents: 20_000}
		a, ra := traced(t, req, nil)
		// The second run reports progress often, which sends lines early.
		b, rb := traced(t, req, func(wire.Progress) {})
		ea, sa := events(t, a)
		eb, sb := events(t, b)
		if !reflect.DeepEqual(ea, eb) || !reflect.DeepEqual(sa, sb) || ra.Traced.Events != len(ea) || !wire.SameTrace(*ra.Traced, *rb.Traced) {
			t.Errorf("%s on %s: two runs gave different traces (%d and %d events)", req.Algorithm, req.Game, len(ea), len(eb))
		}
	}
}
