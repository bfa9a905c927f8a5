package nimscreen

import (
	"fmt"

	"searchlab/core/share"
	"searchlab/wasm/app/store"
)

// tracePosition traces the AI to move's search on the position
// (store.TracePosition) for the replay, without playing its move.
func (s *Screen) tracePosition() []store.Effect {
	n := s.st
	if why := n.TraceRefusal(n.Over); why != "" {
		n.Message, n.Bad = why, true
		return nil
	}
	req := n.Request(s.h.Seed())
	req.Params["candidates"] = false // the replay is the main search's
	n.Message, n.Bad = s.h.Lang().T("nim.msg.tracing"), false
	return n.StartTrace(s.h, req, AlgorithmName(req.Algorithm))
}

// nimTraceEnded reads the end of a TracePosition's search.
func (s *Screen) nimTraceEnded(a store.RunEnded, _ store.Job) []store.Effect {
	n := s.st
	if _, ok := a.End.(store.Done); ok {
		n.Message, n.Bad = s.h.Lang().T("nim.msg.traced"), false
	} else {
		n.Message, n.Bad = s.h.Lang().T("nim.msg.trace_failed"), true
	}
	return nil
}

// ReplayFragment implements store.ReplaySharer: a link to the position
// the replayed search searched, with its algorithm, settings and seed,
// which traces that search again on open (TracePosition).
func (s *Screen) ReplayFragment() (string, error) {
	req, err := s.st.ReplayedRequest()
	if err != nil {
		return "", err
	}
	p := map[string]string{"mode": ModeAI}
	for k, v := range req.Params {
		if k != "candidates" {
			p[k] = fmt.Sprint(v)
		}
	}
	if req.MaxNodes > 0 {
		p["max_nodes"] = fmt.Sprint(req.MaxNodes)
	}
	return share.Encode(share.Link{Game: ID, Board: req.Board, Algorithm: req.Algorithm, Params: p, Seed: uint64(req.Seed), Replay: s.st.Replay.Events()})
}
