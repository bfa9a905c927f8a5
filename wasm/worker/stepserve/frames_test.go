package stepserve

import (
	"encoding/json"
	"reflect"
	"testing"

	"searchlab/core/games/all"
	"searchlab/core/wire"
)

// framesCall serves one step request as frames and decodes them.
func framesCall(t *testing.T, s *Server, req wire.StepRequest) ([]wire.TraceBatch, wire.StepLine) {
	t.Helper()
	body, _ := json.Marshal(req)
	var batches []wire.TraceBatch
	var last *wire.StepLine
	s.ServeFrames(body, func(b []byte) {
		f, err := wire.DecodeFrame(b)
		switch {
		case err != nil:
			t.Fatal(err)
		case last != nil:
			t.Fatalf("a %v frame after the step frame", f.Kind)
		case f.Kind == wire.FrameTrace:
			batches = append(batches, *f.Trace)
		case f.Kind == wire.FrameStep:
			last = f.Step
		default:
			t.Fatalf("a %v frame in a step answer", f.Kind)
		}
	})
	if last == nil {
		t.Fatal("no step frame")
	}
	return batches, *last
}

// The same session stepped by two servers, one answering lines and the
// other frames, gives the same batches and views at every request, and
// the same error for a session the server does not have.
func TestServeFramesAsLines(t *testing.T) {
	lines, frames := NewServer(all.Builtin()), NewServer(all.Builtin())
	req := wire.Request{Game: "npuzzle", Board: "8 6 7/2 5 4/3 0 1", Algorithm: "astar"}
	for i := 0; i < 6; i++ {
		sr := wire.StepRequest{Session: 3, Steps: 700}
		if i == 0 {
			sr.Request = &req
		}
		wantB, wantL := call(t, lines, sr)
		gotB, gotL := framesCall(t, frames, sr)
		if len(gotB) == 0 && !gotL.Step.Done {
			t.Fatalf("request %d: no trace", i)
		}
		if !reflect.DeepEqual(gotB, wantB) || !reflect.DeepEqual(gotL, wantL) {
			t.Fatalf("request %d: frames give %d batches and %+v, lines %d and %+v", i, len(gotB), gotL, len(wantB), wantL)
		}
	}
	_, l := framesCall(t, frames, wire.StepRequest{Session: 99, Steps: 1})
	if l.Step != nil || l.Error == "" {
		t.Fatalf("an unknown session: %+v", l)
	}
}
