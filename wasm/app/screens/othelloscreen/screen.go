package othelloscreen

import (
	"time"

	"searchlab/core/games/all"
	"searchlab/core/registry"
	"searchlab/core/share"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// Game registers the Othello screen with the store.
var Game = store.Game{ID: ID, Name: "Othello", New: func(h store.Host) store.Screen { return New(h, all.Builtin()) }}

// Screen is the Othello screen: a store.Screen over a State.
type Screen struct {
	h store.Host
	s *State
}

// firstOpponent is the first visit's opponent, with the registry's
// defaults (the form shows them; the request sends them).
const firstOpponent = "alphabeta"

// New makes the Othello screen over the solver's registry reg (its Othello
// players), with the copy saved in storage, if any. First visit: a person
// plays Black against alpha-beta with the registry's defaults.
func New(h store.Host, reg *registry.Registry) *Screen {
	algos, _ := reg.Algorithms(ID)
	st := &State{Start: "", PauseMS: DefaultPauseMS, Algos: algos, Levels: catalogLevels(reg)}
	st.Sides = [2]Player{{Algo: Human}, defaultAI(algos)}
	st.HintPlayer = defaultAI(algos)
	st.MatchCfg = defaultMatch(algos)
	st.replay()
	sc := &Screen{h: h, s: st}
	sc.restore()
	return sc
}

// defaultAI is firstOpponent when the solver has it, else its first
// player, with the registry's defaults.
func defaultAI(algos []registry.AlgorithmInfo) Player {
	if info, ok := store.FindAlgo(algos, firstOpponent); ok {
		return Player{Algo: info.ID}
	}
	if len(algos) > 0 {
		return Player{Algo: algos[0].ID}
	}
	return Player{Algo: Human}
}

// State is a copy of the screen's state, for tests.
func (sc *Screen) State() *State { return sc.s.clone() }

// Snapshot implements store.Screen.
func (sc *Screen) Snapshot() any { return sc.s.clone() }

// Reduce implements store.Screen: the screen's own actions and the shared
// keys: r the AI's move, Escape stops, u undo, space auto-play.
func (sc *Screen) Reduce(a actions.Action) []store.Effect {
	if sc.s.ReduceReplay(a) {
		return nil
	}
	switch a := a.(type) {
	case Action:
		fx := sc.reduce(a)
		return append(fx, sc.persist(a)...)
	case store.TracePosition:
		return append(sc.tracePosition(), sc.persist(nil)...)
	case store.RunProgress: // progress: nothing to save
		if s := sc.s; s.Job.Owns(a.ID) {
			if a.Match != nil {
				sc.matchLine(*a.Match)
			} else {
				s.Progress = a.Progress
			}
		}
		return nil
	case store.RunEnded:
		return append(sc.runEnded(a), sc.persist(nil)...)
	case actions.Run:
		return sc.Reduce(AIMove{})
	case actions.Undo:
		return sc.Reduce(Undo{})
	case actions.Stop:
		fx := sc.stop(sc.h.Lang().T("oth.msg.stopped"))
		return append(fx, sc.persist(nil)...)
	case actions.SetSeed:
		return sc.h.SetSeed(a.Seed)
	case actions.TogglePlay:
		return sc.Reduce(SetAuto{On: !sc.s.Auto})
	}
	return nil
}

// Key maps the Othello screen's own keys: u undo, y redo, h hints, n new
// game.
func (sc *Screen) Key(key string) (actions.Action, bool) {
	switch key {
	case "u", "U":
		return Undo{}, true
	case "y", "Y":
		return Redo{}, true
	case "h", "H":
		return SetHints{On: !sc.s.ShowHints}, true
	case "n", "N":
		return NewGame{}, true
	}
	return nil, false
}

// Tick implements store.Screen: automatic play asks for the next move
// once its pause is over.
func (sc *Screen) Tick(now time.Time) ([]store.Effect, bool) {
	s := sc.s
	replayed := s.Replay.Tick(now)
	if s.autoAt.IsZero() || now.Before(s.autoAt) {
		return nil, replayed
	}
	s.autoAt = time.Time{}
	if !s.Auto || s.Epoch() != s.autoRun {
		return nil, false
	}
	return sc.Reduce(AIMove{}), true
}

// OpenLink implements store.Screen.
func (sc *Screen) OpenLink(l share.Link) []store.Effect {
	fx := sc.openLink(l)
	if l.Replay > 0 && sc.s.Start == l.Board && len(sc.s.Moves) == 0 {
		fx = append(fx, sc.tracePosition()...) // a replay link: trace that search again
	}
	return append(fx, sc.persist(nil)...)
}

func (sc *Screen) reduce(a Action) []store.Effect {
	switch a := a.(type) {
	case Play:
		return sc.humanMove(a.Square)
	case Undo:
		return sc.undo()
	case Redo:
		return sc.redo()
	case NewGame:
		return sc.newGame(a.Start)
	case Import:
		return sc.importRecord(a.Record)
	case SetSide:
		return sc.setSide(a.Side, a.Player)
	case AIMove:
		return sc.aiMove()
	case SetMatch:
		return sc.reduceMatch(a)
	}
	if fx, ok := sc.reduceSettings(a); ok {
		return fx
	}
	return sc.reduceEditor(a)
}

// reduceSettings handles automatic play's, the hints' and the views'
// settings; false for other actions.
func (sc *Screen) reduceSettings(a Action) ([]store.Effect, bool) {
	s := sc.s
	switch a := a.(type) {
	case SetAuto:
		s.Auto = a.On && !s.Sides[0].IsHuman() && !s.Sides[1].IsHuman() && !s.Over
		if s.Auto && s.Job.Idle() {
			return sc.startMove(), true
		}
		if !s.Auto {
			s.autoAt = time.Time{}
		}
	case SetSpeed:
		s.PauseMS = min(max(a.PauseMS, 0), 10_000)
	case SetHints:
		return sc.setHints(a.On), true
	case SetHintPlayer:
		return sc.setHintPlayer(a.Player), true
	case SetAllTerms:
		s.AllTerms = a.On
	default:
		return nil, false
	}
	return nil, true
}

// setHints shows the hints (on) or hides them and stops their search.
func (sc *Screen) setHints(on bool) []store.Effect {
	s := sc.s
	s.ShowHints = on
	if on {
		return sc.next()
	}
	s.Hints = nil
	if s.Job.Is(JobHints) {
		return sc.stop("")
	}
	return nil
}

// setHintPlayer makes p the hint engine and values the moves again.
func (sc *Screen) setHintPlayer(p Player) []store.Effect {
	s := sc.s
	if _, ok := store.FindAlgo(s.Algos, p.Algo); !ok {
		s.Message, s.Bad = sc.h.Lang().T("oth.msg.hint_player"), true
		return nil
	}
	s.HintPlayer = p.clone()
	s.Hints = nil
	var fx []store.Effect
	if s.Job.Is(JobHints) {
		fx = sc.stop("")
	}
	return append(fx, sc.next()...)
}

// reduceEditor handles the board editor's actions.
func (sc *Screen) reduceEditor(a Action) []store.Effect {
	s := sc.s
	switch a := a.(type) {
	case Edit:
		return sc.edit(a.On)
	case EditSquare:
		sc.editSquare(a.Square)
	case EditTurn:
		s.Edit.Turn = 0
		if a.Turn == 1 {
			s.Edit.Turn = 1
		}
	case EditClear:
		s.Edit.Black, s.Edit.White = 0, 0
	}
	return nil
}

// stop ends the running search (if any) with message msg ("" says
// nothing) and pauses automatic play.
func (sc *Screen) stop(msg string) []store.Effect {
	s := sc.s
	s.Auto, s.autoAt = false, time.Time{}
	j, fx := s.GamePanel.Stop(sc.h)
	if j.Idle() {
		return nil
	}
	if j.Is(JobMatch) && s.Match != nil && !s.Match.Done {
		s.Match.Stopped = true
	}
	if s.Analysis != nil && !s.Analysis.Over {
		s.Analysis.Stopped, s.Analysis.Over = true, true
		if msg != "" {
			msg = s.Analysis.summary(sc.h.Lang())
		}
	}
	if msg != "" {
		s.Message, s.Bad = msg, true
	}
	return fx
}

// runEnded reads the end of one of the job's requests, by its purpose (a
// run stopped before, or not the screen's, is ignored).
func (sc *Screen) runEnded(a store.RunEnded) []store.Effect {
	return sc.s.End(a, store.JobEnds{Move: sc.moveEnded, Hints: sc.hintsDone, Trace: sc.traceEnded, Analysis: sc.analysed,
		Match: func(a store.RunEnded, _ store.Job) []store.Effect {
			return append(sc.matchEnd(a.End), sc.next()...) // the game waits for the worker
		}})
}
