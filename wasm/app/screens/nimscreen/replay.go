package nimscreen

import (
	"errors"
	"fmt"

	"searchlab/core/share"
	"searchlab/core/wire"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// tagTrace is the run of TracePosition: the AI's search of the position
// for the replay only (no move is played).
const tagTrace = "trace"

type (
	// SetTraceAI makes every AI move's search record its trace for the
	// replay view (On), or none.
	SetTraceAI struct {
		nimAction
		On bool
	}
	// TracePosition runs the AI's search on the position for its trace,
	// without playing its move (the replay of a shared link).
	TracePosition struct{ nimAction }
)

// tracePosition runs the AI to move's search (tagTrace) for the replay.
func (s *Screen) tracePosition() []store.Effect {
	n := s.n
	switch {
	case n.Thinking:
		n.Message, n.Bad = "A search is running: stop it first.", true
		return nil
	case n.Over:
		n.Message, n.Bad = "The game is over: there is no search to trace.", true
		return nil
	}
	req := n.Request(s.h.Seed())
	req.Params["candidates"] = false // the replay is the main search's
	req.Trace = &wire.TraceRequest{MaxEvents: store.DefaultTraceEvents}
	id, fx := s.h.Run(tagTrace, req)
	n.run, n.Thinking = id, true
	n.Progress = wire.Progress{}
	n.Message, n.Bad = "The AI is searching the position for the replay…", false
	s.traceRun(req, id)
	return fx
}

// traceRun starts the replay of run id, which runs req.
func (s *Screen) traceRun(req wire.Request, id store.RunID) {
	n := s.n
	n.Replay = store.NewReplay(req, store.FromRun)
	for _, a := range Algorithms {
		if a.ID == req.Algorithm {
			n.Replay.Name = a.Name
		}
	}
	n.replayRun = id
}

// reduceReplay handles the replay's actions and the trace lines and end
// of the run it replays; false for any other action (a run's end is also
// handled by the screen).
func (s *Screen) reduceReplay(a actions.Action) bool {
	n := s.n
	switch a := a.(type) {
	case store.RunProgress:
		if a.Trace == nil {
			return false
		}
		if n.Replay != nil && a.ID == n.replayRun && n.Replay.Source == store.FromRun {
			n.Replay.Add(*a.Trace)
		}
		return true
	case store.RunEnded:
		if n.Replay != nil && a.ID == n.replayRun {
			var sum *wire.TraceSummary
			if d, ok := a.End.(store.Done); ok && d.Response != nil {
				sum = d.Response.Traced
			}
			n.Replay.Finish(sum)
		}
		if a.Tag == tagTrace && a.ID == n.run {
			n.Thinking, n.run = false, 0
			if _, ok := a.End.(store.Done); ok {
				n.Message, n.Bad = "The search is traced: replay it in the Replay panel.", false
			} else {
				n.Message, n.Bad = "The traced search did not finish.", true
			}
			return true
		}
		return false
	case actions.CloseReplay:
		n.Replay = nil
		return true
	case actions.ReplaySeek, actions.ReplayStep, actions.ReplayPlay, actions.ReplaySpeed, actions.ReplayJump, actions.ReplayFold:
		if n.Replay != nil {
			n.Replay.Reduce(a)
		}
		return true
	}
	return false
}

// ReplayFragment implements store.ReplaySharer: a link to the position
// the replayed search searched, with its algorithm, settings and seed,
// which traces that search again on open (TracePosition).
func (s *Screen) ReplayFragment() (string, error) {
	n := s.n
	if n.Replay == nil || n.Replay.Source != store.FromRun {
		return "", errors.New("there is no search's replay to share")
	}
	req := n.Replay.Request
	p := map[string]string{"mode": ModeAI}
	for k, v := range req.Params {
		if k != "candidates" {
			p[k] = fmt.Sprint(v)
		}
	}
	if req.MaxNodes > 0 {
		p["max_nodes"] = fmt.Sprint(req.MaxNodes)
	}
	return share.Encode(share.Link{Game: ID, Board: req.Board, Algorithm: req.Algorithm, Params: p, Seed: uint64(req.Seed), Replay: n.Replay.Events()})
}
