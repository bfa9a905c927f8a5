package store

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	corewire "searchlab/core/wire"
	"searchlab/wasm/app/actions"
)

// stepRequest decodes a step call's body.
func (c *wireCall) stepRequest(t *testing.T) corewire.StepRequest {
	t.Helper()
	if c.path != PathStep || c.lane != LaneScreens {
		t.Fatalf("call %d went to %s in lane %s, not %s in the screens' lane", c.id, c.path, c.lane, PathStep)
	}
	var r corewire.StepRequest
	if err := json.Unmarshal([]byte(c.body), &r); err != nil {
		t.Fatalf("call %d: %v", c.id, err)
	}
	return r
}

// answerStep plays the worker's answer to a step call: one trace line of
// an expansion per step, then the view (or an error), then the end.
func (c *wireCall) answerStep(first, steps int, view *corewire.StepView, why string) {
	for i := range steps {
		b := corewire.TraceBatch{First: first + i, Family: corewire.TraceSearch,
			States: []corewire.TraceState{{ID: int32(first + i + 1), Text: "s"}},
			Events: []corewire.TraceEvent{{Kind: corewire.KindExpand, State: int32(first + i + 1)}}}
		c.onLine(string(corewire.TraceLine{Trace: b}.AppendJSON(nil)))
	}
	b, _ := json.Marshal(corewire.StepLine{Step: view, Error: why})
	c.onLine(string(b))
	c.onEnd(Done{})
}

// The step mode asks the worker for steps and takes the answer later:
// the first request opens the session with the screen's request, steps
// asked for meanwhile go in the next request, the trace lines grow the
// replay, and a worker that lost the session ends the step mode with a
// notice; the next session closes the old one.
func TestStepModeIsAsynchronous(t *testing.T) {
	w := &wire{}
	s, _ := newProbe(t, w)
	s.Dispatch(actions.StepSearch{N: 1})
	if len(w.calls) != 1 {
		t.Fatalf("%d calls after Step", len(w.calls))
	}
	open := w.last().stepRequest(t)
	if open.Session == 0 || open.Request == nil || open.Request.Board != "7" || open.Steps != 1 || len(open.Close) != 0 {
		t.Fatalf("the first step request: %+v", open)
	}
	if st := s.State(); st.SolverPanel.Step != nil || st.SolverPanel.Replay == nil || st.SolverPanel.Replay.Source != FromStep {
		t.Fatalf("before the answer: step %+v, replay %+v", st.SolverPanel.Step, st.SolverPanel.Replay)
	}
	s.Dispatch(actions.StepSearch{N: 5})
	s.Dispatch(actions.StepSearch{N: 3})
	if len(w.calls) != 1 {
		t.Fatalf("%d calls while the first step runs, want 1", len(w.calls))
	}
	w.last().answerStep(0, 1, &corewire.StepView{Algorithm: "BFS", Steps: 1}, "")
	if len(w.calls) != 2 {
		t.Fatalf("the steps asked for meanwhile were not sent: %d calls", len(w.calls))
	}
	next := w.last().stepRequest(t)
	if next.Session != open.Session || next.Request != nil || next.Steps != 8 {
		t.Errorf("the second step request: %+v, want session %d, no request, 8 steps", next, open.Session)
	}
	if st := s.State().SolverPanel; st.Step == nil || st.Step.Steps != 1 || st.Replay.Trace.Len() != 1 {
		t.Fatalf("after one step: %+v, replay of %d events", st.Step, st.Replay.Trace.Len())
	}
	w.last().answerStep(1, 8, &corewire.StepView{Algorithm: "BFS", Steps: 9}, "")
	if st := s.State().SolverPanel; st.Step.Steps != 9 || st.Replay.Trace.Len() != 9 || len(w.calls) != 2 {
		t.Fatalf("after nine steps: %+v, replay of %d events, %d calls", st.Step, st.Replay.Trace.Len(), len(w.calls))
	}

	s.Dispatch(actions.StepSearch{N: 1})
	w.last().answerStep(0, 0, nil, "the solver no longer has this stepped search (session 1)")
	st := s.State()
	if st.SolverPanel.Step != nil || st.SolverPanel.Replay != nil || !strings.Contains(st.Notice.Text, "no longer has this stepped search") {
		t.Fatalf("a lost session: step %+v, notice %q", st.SolverPanel.Step, st.Notice.Text)
	}
	s.Dispatch(actions.StepSearch{N: 1})
	again := w.last().stepRequest(t)
	if again.Request == nil || again.Session == open.Session || !slices.Contains(again.Close, open.Session) {
		t.Errorf("a new session after the lost one: %+v", again)
	}

	// A stream without a view crashes the step, with why.
	w.last().onLine("{not json")
	w.last().onEnd(Done{})
	if st := s.State(); st.SolverPanel.Step != nil || !strings.Contains(st.Notice.Text, "without a result") {
		t.Errorf("an unreadable answer: step %+v, notice %q", st.SolverPanel.Step, st.Notice.Text)
	}
}

// A search stepped to its end finishes the replay and asks for nothing
// more; a request of a step mode that ended while it ran is ignored, and
// a new session's first request waits for it (the lane does one request
// at a time), or a run stops it before taking the lane.
func TestStepModeEnds(t *testing.T) {
	w := &wire{}
	s, _ := newProbe(t, w)
	s.Dispatch(actions.StepSearch{N: 100})
	w.last().answerStep(0, 2, &corewire.StepView{Algorithm: "BFS", Steps: 2, Done: true, Status: "found", Length: 1, Moves: []string{"up"}}, "")
	st := s.State().SolverPanel
	if st.Step == nil || !st.Step.Done || !st.Replay.Done || st.Replay.Pos != 2 {
		t.Fatalf("a search stepped to its end: %+v, replay done %v at %d", st.Step, st.Replay.Done, st.Replay.Pos)
	}
	s.Dispatch(actions.StepSearch{N: 1})
	if len(w.calls) != 1 {
		t.Errorf("a step after the end went to the worker")
	}

	s.Dispatch(actions.SelectAlgorithm{ID: "dfs"}) // a new session, ended while its request runs
	s.Dispatch(actions.StepSearch{N: 1})
	first := w.last()
	s.Dispatch(actions.SelectAlgorithm{ID: "greedy"})
	s.Dispatch(actions.StepSearch{N: 2}) // waits for the ended session's request
	if len(w.calls) != 2 {
		t.Fatalf("a step request went out while another ran: %d calls", len(w.calls))
	}
	first.answerStep(0, 1, &corewire.StepView{Algorithm: "DFS", Steps: 1}, "")
	step := w.last()
	if r, old := step.stepRequest(t), first.stepRequest(t); r.Request == nil || r.Request.Algorithm != "greedy" || r.Steps != 2 || !slices.Contains(r.Close, old.Session) {
		t.Fatalf("the waiting step request: %+v", r)
	}
	if st := s.State().SolverPanel; st.Step != nil || st.Replay == nil || st.Replay.Trace.Len() != 0 {
		t.Errorf("the ended session's answer reached the view: %+v", st.Step)
	}
	s.Dispatch(actions.SelectAlgorithm{ID: "bfs"})
	s.Dispatch(actions.Run{})
	if len(w.stops) != 1 || w.stops[0] != step.id || w.last().path != PathSolve {
		t.Errorf("a run after a step mode ended mid-request: stops %v, last call to %s", w.stops, w.last().path)
	}
	step.answerStep(0, 1, &corewire.StepView{Algorithm: "DFS", Steps: 1}, "")
	if st := s.State().SolverPanel; st.Step != nil || st.Replay == nil || st.Replay.Source != FromRun || !st.Run.Active {
		t.Errorf("a late answer came back: step %+v, run active %v", st.Step, st.Run.Active)
	}
}
