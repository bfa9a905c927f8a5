package npuzzlescreen

import (
	"strings"
	"testing"

	"searchlab/core/wire"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/store/storetest"
	"searchlab/wasm/worker/stepserve"
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
		st := view(s)
		f.onLine(finalLine(solveBFS(st.Board, st.Goal), 7))
		f.onEnd("")
		if st := view(s); st.Run.Outcome != "found" {
			t.Fatalf("the run did not end found: %q", st.StatusLine())
		}
	}
	for _, change := range []actions.Action{Shuffle{}, EditBoard{Text: "1 2 3/4 5 6/7 0 8"}, Resize{Rows: 2, Cols: 3}} {
		run()
		s.Dispatch(change)
		st := view(s)
		if st.Run.Result != nil || st.Run.Outcome != "" || st.StatusLine() != "Ready." {
			t.Errorf("after %T the old result stays: %q", change, st.StatusLine())
		}
	}
	// The reason the solver gave is the sentence shown.
	s.Dispatch(actions.Run{})
	f.onLine(`{"status":"budget_exceeded","moves":[],"length":0,"cost":0,"stats":{"expanded":100},"reason":{"code":"node_budget","count":100,"text":"Used up its budget of 100 expanded nodes."}}`)
	f.onEnd("")
	if got := view(s).StatusLine(); !strings.Contains(got, "Used up its budget of 100 expanded nodes.") || strings.Contains(got, "nodes or time") {
		t.Errorf("budget status %q", got)
	}
}

// TestSteppingDrawsAndLoads (issue 13 item 9): while a search is stepped
// the board drawn is the state it is at; a stepped search that finds a
// solution loads it into the player, which replays it to the goal.
func TestSteppingDrawsAndLoads(t *testing.T) {
	var session *scriptedSession
	steps := storetest.NewStepSolver(&fakeSolver{}, func(wire.Request) (stepserve.Stepper, error) { return session, nil })
	s := store.New(store.Deps{Games: []store.Game{Game(testCatalog())}, Solver: steps})
	s.Dispatch(EditBoard{Text: "1 2 3/4 0 6/7 5 8"})
	st := view(s)
	moves := solveBFS(st.Board, st.Goal)
	names := make([]string, len(moves))
	for i, m := range moves {
		names[i] = m.String()
	}
	views := []store.StepView{{Steps: 1}, {Steps: 2, Done: true, Status: "found", Length: len(moves), Moves: names}}
	// The first step expands a state: its trace line names it.
	lines := [][]wire.TraceBatch{{{First: 0, Family: wire.TraceSearch, States: []wire.TraceState{{ID: 1, Text: "1 2 3/4 5 6/7 0 8"}},
		Events: []wire.TraceEvent{{Kind: wire.KindExpand, State: 1}}}}, nil}
	session = &scriptedSession{views: views, lines: lines}
	s.Dispatch(actions.StepSearch{N: 1})
	steps.Release(1)
	if st := view(s); st.DisplayBoard().String() != "1 2 3/4 5 6/7 0 8" {
		t.Errorf("while stepping the board drawn is %v, want the stepped state", st.DisplayBoard())
	}
	s.Dispatch(actions.StepSearch{N: 1})
	steps.Release(1)
	st = view(s)
	if !st.Player.Loaded() || len(st.Player.Moves) != len(moves) {
		t.Fatalf("the stepped solution is not in the player: %+v", st.Player)
	}
	st.Player.Index = len(st.Player.Moves)
	if st.Player.Board() != st.Goal {
		t.Errorf("the stepped solution replays to %v, not the goal", st.Player.Board())
	}
}

// scriptedSession returns its views and trace lines one Advance at a time.
type scriptedSession struct {
	views []store.StepView
	lines [][]wire.TraceBatch
}

func (s *scriptedSession) Advance(int) (store.StepView, []wire.TraceBatch) {
	v, l := s.views[0], s.lines[0]
	if len(s.views) > 1 {
		s.views, s.lines = s.views[1:], s.lines[1:]
	}
	return v, l
}
