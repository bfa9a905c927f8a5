package stepserve

import (
	"encoding/json"
	"strings"
	"testing"

	"searchlab/core/games/all"
	"searchlab/core/replay"
	"searchlab/core/wire"
)

// call serves one step request and returns its trace batches and last line.
func call(t *testing.T, s *Server, req wire.StepRequest) ([]wire.TraceBatch, wire.StepLine) {
	t.Helper()
	body, err := json.Marshal(req)
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	s.Serve(body, func(l string) { lines = append(lines, l) })
	if len(lines) == 0 {
		t.Fatal("no line")
	}
	var batches []wire.TraceBatch
	for _, l := range lines[:len(lines)-1] {
		d, err := wire.DecodeLine([]byte(l))
		if err != nil || d.Trace == nil {
			t.Fatalf("line %q is not a trace line (%v)", l, err)
		}
		batches = append(batches, *d.Trace)
	}
	var last wire.StepLine
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &last); err != nil {
		t.Fatal(err)
	}
	return batches, last
}

// TestServerKeepsTheSearch: a session opened by one request goes on in
// the next ones, and the trace they return, replayed, is the trace of one
// search that ends as a solve of the same request does.
func TestServerKeepsTheSearch(t *testing.T) {
	reg := all.Builtin()
	s := NewServer(reg)
	req := wire.Request{Game: "npuzzle", Board: "0 1 3/4 2 5/7 8 6", Algorithm: "astar"}
	tr := &replay.Trace{}
	var v *wire.StepView
	for i := 0; i < 100 && (v == nil || !v.Done); i++ {
		sr := wire.StepRequest{Session: 7, Steps: 1}
		if i == 0 {
			sr.Request = &req
		}
		batches, last := call(t, s, sr)
		if last.Error != "" || last.Step == nil {
			t.Fatalf("request %d: %+v", i, last)
		}
		if last.Step.Steps != int64(i+1) {
			t.Fatalf("request %d: %d steps performed in all", i, last.Step.Steps)
		}
		for _, b := range batches {
			if err := tr.Add(b); err != nil {
				t.Fatal(err)
			}
		}
		v = last.Step
	}
	want := reg.Solve(t.Context(), req, nil)
	if !v.Done || v.Status != string(want.Status) || v.Length != want.Length || len(v.Moves) != want.Length {
		t.Fatalf("stepped to %+v, a solve gives %s in %d", v, want.Status, want.Length)
	}
	if got := tr.Stats(); got.Expanded != want.Stats.Expanded || got.Generated != want.Stats.Generated {
		t.Errorf("the stepped trace replays to %+v, the solve reports %+v", got, want.Stats)
	}
}

// TestServerSessions: closing, the cap, unknown sessions and bad requests
// are answered with a reason, never a view.
func TestServerSessions(t *testing.T) {
	s := NewServer(all.Builtin())
	req := wire.Request{Game: "npuzzle", Board: "1 2 3/4 0 6/7 5 8", Algorithm: "bfs"}
	for id := int64(1); id <= MaxSessions+2; id++ {
		if _, last := call(t, s, wire.StepRequest{Session: id, Request: &req, Steps: 1}); last.Step == nil {
			t.Fatalf("open %d: %+v", id, last)
		}
	}
	if s.Open() != MaxSessions {
		t.Errorf("%d sessions open, the cap is %d", s.Open(), MaxSessions)
	}
	for _, c := range []struct {
		req  wire.StepRequest
		want string
	}{
		{wire.StepRequest{Session: 1, Steps: 1}, "no longer has"}, // the oldest, dropped
		{wire.StepRequest{Session: MaxSessions + 2, Steps: 1, Close: []int64{MaxSessions + 2}}, "no longer has"},
		{wire.StepRequest{Session: 3, Steps: 0}, "steps must be"},
		{wire.StepRequest{Session: 3, Steps: wire.MaxStepsPerRequest + 1}, "steps must be"},
		{wire.StepRequest{Session: 50, Steps: 1, Request: &wire.Request{Game: "npuzzle", Board: "1 2", Algorithm: "bfs"}}, ""},
	} {
		_, last := call(t, s, c.req)
		if last.Step != nil || last.Error == "" || !strings.Contains(last.Error, c.want) {
			t.Errorf("%+v: answered %+v, want an error with %q", c.req, last, c.want)
		}
	}
	if _, last := call(t, s, wire.StepRequest{Session: 3, Steps: 2}); last.Step == nil || last.Step.Steps != 3 {
		t.Errorf("session 3 after two more steps: %+v", last)
	}
	if s.Open() != MaxSessions-1 {
		t.Errorf("%d sessions open after one was closed", s.Open())
	}
	var lines []string
	s.Serve([]byte("{"), func(l string) { lines = append(lines, l) })
	if len(lines) != 1 || !strings.Contains(lines[0], `"error"`) {
		t.Errorf("an unreadable request answered %q", lines)
	}
}
