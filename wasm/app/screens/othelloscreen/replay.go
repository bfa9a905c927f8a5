package othelloscreen

import (
	"errors"

	"searchlab/core/othello"
	"searchlab/core/share"
	"searchlab/core/wire"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// JobTrace: the side to move's player searches the position for the
// replay only; no move is played.
const JobTrace = "trace"

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
	switch {
	case s.Job != "":
		s.Message, s.Bad = "A search is running: stop it first.", true
		return nil
	case s.Over:
		s.Message, s.Bad = "The game is over: there is no search to trace.", true
		return nil
	}
	p := s.tracePlayer()
	req, err := p.Request(s.Algos, s.Pos.String(), sc.h.Seed()+int64(len(s.Moves)), isMCTS(p.Algo))
	if err != nil {
		s.Message, s.Bad = "Cannot trace the search: "+err.Error(), true
		return nil
	}
	s.Message, s.Bad = p.Label(s.Algos)+" is searching the position for the replay…", false
	req.Trace = &wire.TraceRequest{MaxEvents: store.DefaultTraceEvents}
	fx := sc.start(JobTrace, req)
	sc.traceRun(req, p)
	return fx
}

// traceRun starts the replay of the run just started (s.run) with req.
func (sc *Screen) traceRun(req wire.Request, p Player) {
	s := sc.s
	s.Replay = store.NewReplay(req, store.FromRun)
	s.Replay.Name = p.Label(s.Algos)
	s.replayRun, s.replayPlayer = s.run, p.clone()
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

// reduceReplay handles the replay's actions and the trace lines and end
// of the run it replays; false for any other action.
func (sc *Screen) reduceReplay(a actions.Action) bool {
	s := sc.s
	switch a := a.(type) {
	case store.RunProgress:
		if a.Trace == nil {
			return false
		}
		if s.Replay != nil && a.ID == s.replayRun && s.Replay.Source == store.FromRun {
			s.Replay.Add(*a.Trace)
		}
		return true
	case store.RunEnded:
		if s.Replay != nil && a.ID == s.replayRun {
			var sum *wire.TraceSummary
			if d, ok := a.End.(store.Done); ok && d.Response != nil {
				sum = d.Response.Traced
			}
			s.Replay.Finish(sum)
		}
		return false // the run's own end is handled too
	case actions.CloseReplay:
		s.Replay = nil
		return true
	case actions.ReplaySeek, actions.ReplayStep, actions.ReplayPlay, actions.ReplaySpeed, actions.ReplayJump, actions.ReplayFold:
		if s.Replay != nil {
			s.Replay.Reduce(a)
		}
		return true
	}
	return false
}
