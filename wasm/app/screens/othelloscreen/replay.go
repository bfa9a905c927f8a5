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
// (store.TracePosition, store.ForTrace) for the replay, without playing its move.
func (s *Screen) tracePosition() []store.Effect {
	st := s.st
	if why := st.TraceRefusal(st.Over); why != "" {
		st.Message, st.Bad = why, true
		return nil
	}
	p := st.tracePlayer()
	req, err := p.Request(st.Algos, st.Pos.String(), s.h.Seed()+int64(len(st.Moves)), isMCTS(p.Algo))
	if err != nil {
		st.Message, st.Bad = s.h.Lang().T("oth.msg.trace_cannot", "err", s.h.Lang().Core(err.Error())), true
		return nil
	}
	st.Message, st.Bad = s.h.Lang().T("oth.msg.tracing", "player", p.LabelIn(s.h.Lang(), st.Algos)), false
	st.replayPlayer = p.clone()
	return st.StartTrace(s.h, req, p.LabelIn(s.h.Lang(), st.Algos))
}

// traceEnded says whether the trace of the position ran (store.ForTrace).
func (s *Screen) traceEnded(a store.RunEnded, _ store.Job) []store.Effect {
	st, l := s.st, s.h.Lang()
	if w, why := store.Answer(a.End, l.T("oth.why.stopped")); w == nil {
		st.Message, st.Bad = l.T("oth.msg.trace_failed", "why", l.Core(why)), true
	} else {
		st.Message, st.Bad = l.T("oth.msg.traced"), false
	}
	return nil
}

// ReplayFragment implements store.ReplaySharer: a link to the position the
// replayed search searched, a person to move and the traced player on the
// other side (so nothing moves by itself), which traces that search again
// on open (TracePosition) with the same seed.
func (s *Screen) ReplayFragment() (string, error) {
	st := s.st
	req, err := st.ReplayedRequest()
	if err != nil {
		return "", err
	}
	pos, err := othello.Parse(req.Board)
	if err != nil {
		return "", err
	}
	p := map[string]string{"black": st.replayPlayer.Spec(), "white": st.replayPlayer.Spec()}
	p[[2]string{"black", "white"}[pos.Turn]] = Human
	return share.Encode(share.Link{Game: ID, Board: pos.String(), Params: p, Seed: uint64(req.Seed), Replay: st.Replay.Events()})
}
