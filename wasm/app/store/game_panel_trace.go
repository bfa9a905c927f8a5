package store

import (
	"errors"

	corewire "searchlab/core/wire"
	"searchlab/wasm/app/actions"
)

// The two-player panel's trace and replay, one for Nim and Othello: the
// switch that makes every AI move's search record its trace, the button
// that traces the position shown, the replay of the last traced search and
// the request a replay link carries.

type (
	// SetTraceAI makes every AI move's search record its trace for the
	// replay view (On), or none.
	SetTraceAI struct {
		actions.Own
		On bool
	}
	// TracePosition runs the AI's search on the position shown for its
	// trace, without playing its move (the trace button, and a replay
	// link on open). The screen builds the request (TracedRequest).
	TracePosition struct{ actions.Own }
)

// Thinking reports whether a run of the screen (the AI's move, hints, a
// comparison, a trace, an analysis or a match) is in the worker.
func (p *GamePanel) Thinking() bool { return !p.Job.Idle() }

// StartMove runs req, the search for the AI's move (ForMove) of the
// player named name; when TraceAI it records its trace and the replay
// shows it.
func (p *GamePanel) StartMove(h Runner, req corewire.Request, name string) []Effect {
	if p.TraceAI {
		req.Trace = &corewire.TraceRequest{MaxEvents: DefaultTraceEvents}
	}
	fx := p.Start(h, ForMove, req)
	if req.Trace != nil {
		p.traceJob(req, name)
	}
	return fx
}

// StartTrace runs req, the search of the player named name on the
// position shown, for its trace only (ForTrace), and opens its replay.
// The screen asks TraceRefusal first.
func (p *GamePanel) StartTrace(h Runner, req corewire.Request, name string) []Effect {
	req.Trace = &corewire.TraceRequest{MaxEvents: DefaultTraceEvents}
	fx := p.Start(h, ForTrace, req)
	p.traceJob(req, name)
	return fx
}

// traceJob opens the replay of the running job, which runs req (with its
// Trace set), under name.
func (p *GamePanel) traceJob(req corewire.Request, name string) {
	p.EndSteps() // one replay: the run's takes the step mode's place
	p.Replay = NewReplay(req, FromRun)
	p.Replay.Name = name
	p.replayRun = p.Job.run
}

// TraceRefusal is why a trace of the position cannot start now ("" when it
// can): a job runs, or the game is over.
func (p *GamePanel) TraceRefusal(over bool) string {
	switch {
	case !p.Job.Idle():
		return "A search is running: stop it first."
	case over:
		return "The game is over: there is no search to trace."
	}
	return ""
}

// ReplayedRequest is the request of the search the replay shows, which a
// replay link carries (ReplaySharer); an error when the replay shows no
// run's search.
func (p *GamePanel) ReplayedRequest() (corewire.Request, error) {
	if p.Replay == nil || p.Replay.Source != FromRun {
		return corewire.Request{}, errors.New("there is no search's replay to share")
	}
	return p.Replay.Request, nil
}

// ReduceReplay handles the trace switch, the replay's actions and the
// trace lines and end of the run it replays; false for any other action.
// A run's end returns false: the screen reads it too (End).
func (p *GamePanel) ReduceReplay(a actions.Action) bool {
	switch a := a.(type) {
	case SetTraceAI:
		p.TraceAI = a.On
		return true
	case RunProgress:
		if a.Trace == nil {
			return false
		}
		if p.Replay != nil && a.ID == p.replayRun && p.Replay.Source == FromRun {
			p.Replay.Add(*a.Trace)
		}
		return true
	case RunEnded:
		if p.Replay != nil && a.ID == p.replayRun {
			var sum *corewire.TraceSummary
			if d, ok := a.End.(Done); ok && d.Response != nil {
				sum = d.Response.Traced
			}
			p.Replay.Finish(sum)
		}
		return false
	case actions.CloseReplay:
		p.EndSteps()
		p.Replay = nil
		return true
	case actions.ReplaySeek, actions.ReplayStep, actions.ReplayPlay, actions.ReplaySpeed, actions.ReplayJump, actions.ReplayFold, actions.Quiz:
		if p.Replay != nil {
			p.Replay.Reduce(a)
		}
		return true
	}
	return false
}
