package nimscreen

import (
	"errors"
	"fmt"

	"searchlab/core/share"
	"searchlab/core/wire"
	"searchlab/wasm/app/store"
)

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

// tracePosition runs the AI to move's search (store.ForTrace) for the
// replay.
func (s *Screen) tracePosition() []store.Effect {
	n := s.st
	if why := n.TraceRefusal(n.Over); why != "" {
		n.Message, n.Bad = why, true
		return nil
	}
	req := n.Request(s.h.Seed())
	req.Params["candidates"] = false // the replay is the main search's
	req.Trace = &wire.TraceRequest{MaxEvents: store.DefaultTraceEvents}
	fx := n.GamePanel.Start(s.h, store.ForTrace, req)
	n.Message, n.Bad = s.h.Lang().T("nim.msg.tracing"), false
	s.traceRun(req)
	return fx
}

// traceRun opens the replay of the job just started, which runs req.
func (s *Screen) traceRun(req wire.Request) {
	name := ""
	for _, a := range Algorithms {
		if a.ID == req.Algorithm {
			name = a.Name
		}
	}
	s.st.TraceJob(req, name)
}

// nimTraceEnded reads the end of a TracePosition's search.
func (s *Screen) nimTraceEnded(a store.RunEnded) {
	n := s.st
	if _, ok := a.End.(store.Done); ok {
		n.Message, n.Bad = s.h.Lang().T("nim.msg.traced"), false
	} else {
		n.Message, n.Bad = s.h.Lang().T("nim.msg.trace_failed"), true
	}
}

// ReplayFragment implements store.ReplaySharer: a link to the position
// the replayed search searched, with its algorithm, settings and seed,
// which traces that search again on open (TracePosition).
func (s *Screen) ReplayFragment() (string, error) {
	n := s.st
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
