package othelloscreen

import (
	"testing"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// With the trace switch on, the AI's answer records its search for the
// replay under the player's label (the panel's StartMove); the replay's
// link puts a person to move against that player and traces the same
// search again on open, and the deterministic alpha-beta records the same
// number of events.
func TestOthelloTracedMoveAndItsReplayLink(t *testing.T) {
	s, _ := newTest(t, nil)
	ai := Player{Algo: "alphabeta", Params: map[string]string{"depth": "2"}}
	s.Dispatch(SetSide{Side: 1, Player: ai})
	s.Dispatch(store.SetTraceAI{On: true})
	s.Dispatch(Play{Square: "d3"})
	st := stateOf(s)
	r := st.Replay
	if len(st.Moves) != 2 || r == nil || !r.Done || r.Trace.Len() == 0 || r.Name != ai.Label(st.Algos) || !st.Job.Idle() {
		t.Fatalf("moves %v replay %+v job %q (%s)", st.Moves, r, st.Job.Purpose(), st.Message)
	}
	frag, err := s.ReplayFragment()
	if err != nil {
		t.Fatal(err)
	}
	s2, _ := newTest(t, nil)
	s2.Dispatch(actions.OpenLink{Fragment: "#" + frag})
	st2 := stateOf(s2)
	r2 := st2.Replay
	if r2 == nil || !r2.Done || r2.Request.Board != r.Request.Board || r2.Trace.Len() != r.Trace.Len() || len(st2.Moves) != 0 {
		t.Fatalf("the link's trace: replay %+v moves %v (%s); want %d events", r2, st2.Moves, st2.Message, r.Trace.Len())
	}
	if turn := st2.Turn(); !st2.Sides[turn].IsHuman() || st2.Sides[1-turn].Spec() != ai.Spec() {
		t.Errorf("the link's sides %+v, turn %d", st2.Sides, turn)
	}
}
