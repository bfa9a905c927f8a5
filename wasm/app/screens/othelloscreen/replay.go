package othelloscreen

import (
	"searchlab/core/othello"
	"searchlab/core/share"
	"searchlab/wasm/app/store"
)

// tracePlayer is the player whose search TracePosition replays: the side
// to move's, or, when a person moves, the other side's program or the hint
// engine.
func (s *State) tracePlayer() Player {
	if p := s.Sides[s.Turn()]; !p.IsHuman() {
		return p
	}
	if p := s.Sides[1-s.Turn()]; !p.IsHuman() {
		return p
	}
	return s.HintPlayer
}

// tracePosition traces the search of tracePlayer on the position
// (store.TracePosition, JobTrace) for the replay, without playing its move.
func (sc *Screen) tracePosition() []store.Effect {
	s := sc.s
	if why := s.TraceRefusal(s.Over); why != "" {
		s.Message, s.Bad = why, true
		return nil
	}
	p := s.tracePlayer()
	req, err := p.Request(s.Algos, s.Pos.String(), sc.h.Seed()+int64(len(s.Moves)), isMCTS(p.Algo))
	if err != nil {
		s.Message, s.Bad = sc.h.Lang().T("oth.msg.trace_cannot", "err", err.Error()), true
		return nil
	}
	s.Message, s.Bad = sc.h.Lang().T("oth.msg.tracing", "player", p.LabelIn(sc.h.Lang(), s.Algos)), false
	s.replayPlayer = p.clone()
	return s.StartTrace(sc.h, req, p.LabelIn(sc.h.Lang(), s.Algos))
}

// traceEnded says whether the trace of the position ran (JobTrace).
func (sc *Screen) traceEnded(a store.RunEnded, _ store.Job) []store.Effect {
	s, l := sc.s, sc.h.Lang()
	if w, why := store.Answer(a.End, l.T("oth.why.stopped")); w == nil {
		s.Message, s.Bad = l.T("oth.msg.trace_failed", "why", why), true
	} else {
		s.Message, s.Bad = l.T("oth.msg.traced"), false
	}
	return nil
}

// ReplayFragment implements store.ReplaySharer: a link to the position the
// replayed search searched, a person to move and the traced player on the
// other side (so nothing moves by itself), which traces that search again
// on open (TracePosition) with the same seed.
func (sc *Screen) ReplayFragment() (string, error) {
	s := sc.s
	req, err := s.ReplayedRequest()
	if err != nil {
		return "", err
	}
	pos, err := othello.Parse(req.Board)
	if err != nil {
		return "", err
	}
	p := map[string]string{"black": s.replayPlayer.Spec(), "white": s.replayPlayer.Spec()}
	p[[2]string{"black", "white"}[pos.Turn]] = Human
	return share.Encode(share.Link{Game: ID, Board: pos.String(), Params: p, Seed: uint64(req.Seed), Replay: s.Replay.Events()})
}
