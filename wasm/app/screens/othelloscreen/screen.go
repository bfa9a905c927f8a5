package othelloscreen

import (
	"time"

	"searchlab/core/games/catalog"
	"searchlab/core/registry"
	"searchlab/core/share"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// Game registers the Othello screen with the store.
var Game = store.Game{ID: ID, Name: "Othello", New: func(h store.Host) store.Screen { return New(h, catalog.Registry()) }}

// Screen is the Othello screen: a store.Screen over a State.
type Screen struct {
	h  store.GameHost
	st *State
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
	s := &Screen{h: h, st: st}
	s.restore()
	return s
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
func (s *Screen) State() *State { return s.st.clone() }

// Snapshot implements store.Screen.
func (s *Screen) Snapshot() any { return s.st.clone() }

// Reduce implements store.Screen: the screen's own actions and the shared
// keys: r the AI's move, Escape stops, u undo, space auto-play.
func (s *Screen) Reduce(a actions.Action) []store.Effect {
	if s.st.ReduceReplay(a) {
		return nil
	}
	switch a := a.(type) {
	case Action:
		fx := s.reduce(a)
		return append(fx, s.persist(a)...)
	case store.TracePosition:
		return append(s.tracePosition(), s.persist(nil)...)
	case store.RunProgress: // progress: nothing to save
		if st := s.st; st.Job.Owns(a.ID) {
			if a.Match != nil {
				s.matchLine(*a.Match)
			} else {
				st.Progress = a.Progress
			}
		}
		return nil
	case store.RunEnded:
		return append(s.runEnded(a), s.persist(nil)...)
	case actions.Run:
		return s.Reduce(AIMove{})
	case actions.Undo:
		return s.Reduce(Undo{})
	case actions.Stop:
		fx := s.stop(s.h.Lang().T("oth.msg.stopped"))
		return append(fx, s.persist(nil)...)
	case actions.SetSeed:
		return s.h.SetSeed(a.Seed)
	case actions.TogglePlay:
		return s.Reduce(SetAuto{On: !s.st.Auto})
	}
	return nil
}

// Key maps the Othello screen's own keys: u undo, y redo, h hints, n new
// game.
func (s *Screen) Key(key string) (actions.Action, bool) {
	switch key {
	case "u", "U":
		return Undo{}, true
	case "y", "Y":
		return Redo{}, true
	case "h", "H":
		return SetHints{On: !s.st.ShowHints}, true
	case "n", "N":
		return NewGame{}, true
	}
	return nil, false
}

// Tick implements store.Screen: automatic play asks for the next move
// once its pause is over.
func (s *Screen) Tick(now time.Time) ([]store.Effect, bool) {
	st := s.st
	replayed := st.Replay.Tick(now)
	if !st.MoveDue(now) {
		return nil, replayed
	}
	return s.Reduce(AIMove{}), true
}

// OpenLink implements store.Screen.
func (s *Screen) OpenLink(l share.Link) []store.Effect {
	fx := s.openLink(l)
	if l.Replay > 0 && s.st.Start == l.Board && len(s.st.Moves) == 0 {
		fx = append(fx, s.tracePosition()...) // a replay link: trace that search again
	}
	return append(fx, s.persist(nil)...)
}

func (s *Screen) reduce(a Action) []store.Effect {
	switch a := a.(type) {
	case Play:
		return s.humanMove(a.Square)
	case Undo:
		return s.undo()
	case Redo:
		return s.redo()
	case NewGame:
		return s.newGame(a.Start)
	case Import:
		return s.importRecord(a.Record)
	case SetSide:
		return s.setSide(a.Side, a.Player)
	case AIMove:
		return s.aiMove()
	case SetMatch:
		return s.reduceMatch(a)
	}
	if fx, ok := s.reduceSettings(a); ok {
		return fx
	}
	return s.reduceEditor(a)
}

// reduceSettings handles automatic play's, the hints' and the views'
// settings; false for other actions.
func (s *Screen) reduceSettings(a Action) ([]store.Effect, bool) {
	st := s.st
	switch a := a.(type) {
	case SetAuto:
		st.Auto = a.On && !st.Sides[0].IsHuman() && !st.Sides[1].IsHuman() && !st.Over
		if st.Auto && st.Job.Idle() {
			return s.startMove(), true
		}
		if !st.Auto {
			st.PauseAuto()
		}
	case SetSpeed:
		st.PauseMS = min(max(a.PauseMS, 0), 10_000)
	case SetHints:
		return s.setHints(a.On), true
	case SetHintPlayer:
		return s.setHintPlayer(a.Player), true
	case SetAllTerms:
		st.AllTerms = a.On
	default:
		return nil, false
	}
	return nil, true
}

// setHints shows the hints (on) or hides them and stops their search.
func (s *Screen) setHints(on bool) []store.Effect {
	st := s.st
	st.ShowHints = on
	if on {
		return s.next()
	}
	st.Hints = nil
	if st.Job.Is(store.ForHints) {
		return s.stop("")
	}
	return nil
}

// setHintPlayer makes p the hint engine and values the moves again.
func (s *Screen) setHintPlayer(p Player) []store.Effect {
	st := s.st
	if _, ok := store.FindAlgo(st.Algos, p.Algo); !ok {
		st.Message, st.Bad = s.h.Lang().T("oth.msg.hint_player"), true
		return nil
	}
	st.HintPlayer = p.clone()
	st.Hints = nil
	var fx []store.Effect
	if st.Job.Is(store.ForHints) {
		fx = s.stop("")
	}
	return append(fx, s.next()...)
}

// reduceEditor handles the board editor's actions.
func (s *Screen) reduceEditor(a Action) []store.Effect {
	st := s.st
	switch a := a.(type) {
	case Edit:
		return s.edit(a.On)
	case EditSquare:
		s.editSquare(a.Square)
	case EditTurn:
		st.Edit.Turn = 0
		if a.Turn == 1 {
			st.Edit.Turn = 1
		}
	case EditClear:
		st.Edit.Black, st.Edit.White = 0, 0
	}
	return nil
}

// stop ends the running search (if any) with message msg ("" says
// nothing) and pauses automatic play.
func (s *Screen) stop(msg string) []store.Effect {
	st := s.st
	st.PauseAuto()
	j, fx := st.GamePanel.Stop(s.h)
	if j.Idle() {
		return nil
	}
	if j.Is(store.ForMatch) && st.Match != nil && !st.Match.Done {
		st.Match.Stopped = true
	}
	if st.Analysis != nil && !st.Analysis.Over {
		st.Analysis.Stopped, st.Analysis.Over = true, true
		if msg != "" {
			msg = st.Analysis.summary(s.h.Lang())
		}
	}
	if msg != "" {
		st.Message, st.Bad = msg, true
	}
	return fx
}

// runEnded reads the end of one of the job's requests, by its purpose (a
// run stopped before, or not the screen's, is ignored).
func (s *Screen) runEnded(a store.RunEnded) []store.Effect {
	return s.st.End(a, store.JobEnds{Move: s.moveEnded, Hints: s.hintsDone, Trace: s.traceEnded, Analysis: s.analysed,
		Match: func(a store.RunEnded, _ store.Job) []store.Effect {
			return append(s.matchEnd(a.End), s.next()...) // the game waits for the worker
		}})
}
