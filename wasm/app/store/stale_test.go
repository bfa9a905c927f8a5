package store

import (
	"strings"
	"testing"

	"searchlab/wasm/app/actions"
)

// TestResultForgottenWhenTheBoardChanges: after a run, Shuffle, a size
// change and an edit each take the old result off the screen (status back
// to Ready, no statistics), and a not-found result says the reason the
// solver gave, not a guess (issue 13 items 4 and 13).
func TestResultForgottenWhenTheBoardChanges(t *testing.T) {
	s, f := newTest(t, nil)
	run := func() {
		t.Helper()
		s.Dispatch(actions.Run{})
		st := s.State()
		f.onLine(finalLine(solveBFS(st.Board, st.Goal), 7))
		f.onEnd("")
		if st := s.State(); st.Run.Outcome != "found" {
			t.Fatalf("the run did not end found: %q", st.StatusLine())
		}
	}
	for _, change := range []actions.Action{actions.Shuffle{}, actions.EditBoard{Text: "1 2 3/4 5 6/7 0 8"}, actions.Resize{Rows: 2, Cols: 3}} {
		run()
		s.Dispatch(change)
		st := s.State()
		if st.Run.Result != nil || st.Run.Outcome != "" || st.StatusLine() != "Ready." {
			t.Errorf("after %T the old result stays: %q", change, st.StatusLine())
		}
	}
	// The reason the solver gave is the sentence shown.
	s.Dispatch(actions.Run{})
	f.onLine(`{"status":"budget_exceeded","moves":[],"length":0,"cost":0,"stats":{"expanded":100},"reason":{"code":"node_budget","count":100,"text":"Used up its budget of 100 expanded nodes."}}`)
	f.onEnd("")
	if got := s.State().StatusLine(); !strings.Contains(got, "Used up its budget of 100 expanded nodes.") || strings.Contains(got, "nodes or time") {
		t.Errorf("budget status %q", got)
	}
}
