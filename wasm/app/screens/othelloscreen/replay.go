package othelloscreen

import (
	"errors"

	"searchlab/core/othello"
	"searchlab/core/share"
	"searchlab/core/wire"
	"searchlab/wasm/app/store"
)

type (
	// SetTraceAI makes every AI move's search record its trace for the
	// replay view (On), or none.
	SetTraceAI struct {
		own
		On bool
	}
	// TracePosition runs the side to move's player on the position for its
	// trace, without playing its move (the replay of a shared link).
	TracePosition struct{ own }
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

// tracePosition starts JobTrace.
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
	req.Trace = &wire.TraceRequest{MaxEvents: store.DefaultTraceEvents}
	fx := sc.start(JobTrace, req)
	sc.traceRun(req, p)
	return fx
}

// traceRun opens the replay of the job just started, which runs req for
// player p.
func (sc *Screen) traceRun(req wire.Request, p Player) {
	s := sc.s
	s.TraceJob(req, p.LabelIn(sc.h.Lang(), s.Algos))
	s.replayPlayer = p.clone()
}

// ReplayFragment implements store.ReplaySharer: a link to the position the
// replayed search searched, a person to move and the traced player on the
// other side (so nothing moves by itself), which traces that search again
// on open (TracePosition) with the same seed.
func (sc *Screen) ReplayFragment() (string, error) {
	s := sc.s
	if s.Replay == nil || s.Replay.Source != store.FromRun {
		return "", errors.New("there is no search's replay to share")
	}
	req := s.Replay.Request
	pos, err := othello.Parse(req.Board)
	if err != nil {
		return "", err
	}
	p := map[string]string{"black": s.replayPlayer.Spec(), "white": s.replayPlayer.Spec()}
	p[[2]string{"black", "white"}[pos.Turn]] = Human
	return share.Encode(share.Link{Game: ID, Board: pos.String(), Params: p, Seed: uint64(req.Seed), Replay: s.Replay.Events()})
}
