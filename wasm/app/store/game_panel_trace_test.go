package store

import (
	"testing"

	corewire "searchlab/core/wire"
	"searchlab/wasm/app/actions"
)

// The trace switch decides whether an AI move's search records its trace;
// a traced move and a trace of the position open the replay of their own
// run only, and the run's end finishes it.
func TestGamePanelTracesMovesWhenSwitchedOn(t *testing.T) {
	h := &panelRunner{}
	var p GamePanel
	p.StartMove(h, corewire.Request{Algorithm: "alphabeta"}, "Alpha-beta")
	if h.reqs[0].Trace != nil || p.Replay != nil {
		t.Fatalf("switch off: trace %+v replay %+v", h.reqs[0].Trace, p.Replay)
	}
	p.Stop(h)
	if !p.ReduceReplay(SetTraceAI{On: true}) || !p.TraceAI {
		t.Fatalf("the switch was not taken: %v", p.TraceAI)
	}
	p.StartMove(h, corewire.Request{Algorithm: "mcts"}, "MCTS")
	if tr := h.reqs[1].Trace; tr == nil || tr.MaxEvents != DefaultTraceEvents || p.Replay == nil || p.Replay.Name != "MCTS" || p.Replay.Request.Algorithm != "mcts" {
		t.Fatalf("switch on: trace %+v replay %+v", tr, p.Replay)
	}
	id := RunID(2)
	line := func() *corewire.TraceBatch {
		return &corewire.TraceBatch{Family: corewire.TraceGame, Events: []corewire.TraceEvent{{Kind: corewire.KindEnter}}}
	}
	p.ReduceReplay(RunProgress{ID: id + 1, Trace: line()})
	if n := p.Replay.Trace.Len(); n != 0 {
		t.Errorf("another run's trace line reached the replay (%d events)", n)
	}
	if !p.ReduceReplay(RunProgress{ID: id, Trace: line()}) || p.Replay.Trace.Len() != 1 {
		t.Errorf("the run's trace line did not reach the replay")
	}
	if p.ReduceReplay(RunEnded{ID: id, Last: true, End: Stopped{}}) || !p.Replay.Done {
		t.Errorf("the run's end was swallowed, or did not finish the replay: %+v", p.Replay)
	}
}

// A trace of the position always records, refuses while a job runs, and
// its request is what a replay link carries.
func TestGamePanelTracePositionAndItsLink(t *testing.T) {
	h := &panelRunner{}
	var p GamePanel
	if _, err := p.ReplayedRequest(); err == nil {
		t.Fatalf("a link to no replay")
	}
	p.StartTrace(h, corewire.Request{Board: "3 4 5", Algorithm: "minimax"}, "Minimax")
	if !p.Job.Is(ForTrace) || h.reqs[0].Trace == nil || p.TraceRefusal(false) == "" || !p.Thinking() {
		t.Fatalf("trace: job %q request %+v", p.Job.Purpose(), h.reqs[0])
	}
	req, err := p.ReplayedRequest()
	if err != nil || req.Board != "3 4 5" || req.Algorithm != "minimax" {
		t.Errorf("the replay's request: %+v %v", req, err)
	}
	p.ReduceReplay(actions.CloseReplay{})
	if _, err := p.ReplayedRequest(); err == nil || p.Replay != nil {
		t.Errorf("a closed replay still has a link")
	}
}

// End passes a request's end to the transition of the job's purpose only,
// ignores a run that is not the job's, and leaves the panel idle after the
// run's last request.
func TestGamePanelEndGoesToThePurposesTransition(t *testing.T) {
	for _, purpose := range []Purpose{ForMove, ForHints, ForCompare, ForTrace, ForAnalysis, ForMatch} {
		h := &panelRunner{}
		var p GamePanel
		var got []Purpose
		on := func(want Purpose) func(RunEnded, Job) []Effect {
			return func(a RunEnded, j Job) []Effect {
				if !j.Is(want) {
					t.Errorf("the %s transition got a %s job", want, j.Purpose())
				}
				got = append(got, want)
				return nil
			}
		}
		ends := JobEnds{Move: on(ForMove), Hints: on(ForHints), Compare: on(ForCompare), Trace: on(ForTrace), Analysis: on(ForAnalysis), Match: on(ForMatch)}
		p.Start(h, purpose, corewire.Request{}, corewire.Request{})
		p.End(RunEnded{ID: 9, Last: true, End: Done{}}, ends)
		p.End(RunEnded{ID: 1, Index: 0, End: Done{}}, ends)
		if p.Job.Idle() {
			t.Errorf("%s: idle before the queue's last request", purpose)
		}
		p.End(RunEnded{ID: 1, Index: 1, Last: true, End: Crashed{Why: "x"}}, ends)
		if len(got) != 2 || got[0] != purpose || got[1] != purpose || !p.Job.Idle() {
			t.Errorf("%s: transitions %v, job %q", purpose, got, p.Job.Purpose())
		}
		p.Start(h, purpose, corewire.Request{})
		if fx := p.End(RunEnded{ID: 2, Last: true, End: Done{}}, JobEnds{}); fx != nil || !p.Job.Idle() {
			t.Errorf("%s: a screen without the transition: fx %v job %q", purpose, fx, p.Job.Purpose())
		}
	}
}

// Answer names why a run has no response for every end but Done.
func TestAnswerOfEveryEnd(t *testing.T) {
	w := &corewire.Response{Status: corewire.StatusFound}
	for _, c := range []struct {
		end  End
		resp *corewire.Response
		why  string
	}{{Done{Response: w}, w, ""}, {Stopped{}, nil, "stopped"}, {Crashed{Why: "died"}, nil, "died"}, {Refused{Why: "busy"}, nil, "busy"}} {
		if resp, why := Answer(c.end, "stopped"); resp != c.resp || why != c.why {
			t.Errorf("%T: %v %q, want %v %q", c.end, resp, why, c.resp, c.why)
		}
	}
	if tp := TwoPlayerOf(w); tp == nil || TwoPlayerOf(nil) == nil {
		t.Errorf("TwoPlayerOf gave nil")
	}
}
