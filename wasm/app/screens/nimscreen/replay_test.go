package nimscreen

import (
	"testing"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// With the trace switch on, the AI's answer records its search for the
// replay (the panel's StartMove); the replay's link traces the same
// search again on open (TracePosition), and the deterministic alpha-beta
// records the same number of events.
func TestNimTracedMoveAndItsReplayLink(t *testing.T) {
	s, _ := newNimTest(t)
	s.Dispatch(SetAI{Algorithm: "alphabeta"})
	s.Dispatch(store.SetTraceAI{On: true})
	s.Dispatch(Take{Heap: 2, Take: 1}) // 3 4 4: the AI answers
	n := nimOf(s)
	r := n.Replay
	if !n.TraceAI || len(n.Moves) != 2 || r == nil || !r.Done || r.Trace.Len() == 0 || r.Name != "Alpha-beta" || r.Request.Board != "3 4 4" {
		t.Fatalf("moves %v replay %+v (%s)", n.Moves, r, n.Message)
	}
	if !n.Job.Idle() {
		t.Fatalf("the panel is not idle after the move: %q", n.Job.Purpose())
	}
	frag, err := s.ReplayFragment()
	if err != nil {
		t.Fatal(err)
	}
	s2, _ := newNimTest(t)
	s2.Dispatch(actions.OpenLink{Fragment: "#" + frag})
	n2 := nimOf(s2)
	r2 := n2.Replay
	if r2 == nil || !r2.Done || r2.Request.Board != "3 4 4" || r2.Trace.Len() != r.Trace.Len() || len(n2.Moves) != 0 || n2.Message != "The search is traced: replay it in the Replay panel." {
		t.Errorf("the link's trace: replay %+v moves %v message %q; want %d events", r2, n2.Moves, n2.Message, r.Trace.Len())
	}
	s2.Dispatch(store.TracePosition{})
	if n2 = nimOf(s2); n2.Replay == nil || n2.Replay.Trace.Len() != r.Trace.Len() || !n2.Job.Idle() {
		t.Errorf("tracing again: replay %+v job %q", n2.Replay, n2.Job.Purpose())
	}
}
