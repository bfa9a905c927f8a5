// Package nimscreen is the Nim screen (Nim and Grundy's game): a person
// against the AI in the worker, two people with hints, or the AI against
// itself; the candidate table, the compare-settings table, the game-tree
// view searched on the page and the game player. State, reducer,
// persistence, share link and views (view_*.go, js only) all live here;
// the store routes actions and ticks to it (store.Screen).
package nimscreen

import (
	"time"

	"searchlab/core/share"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// ID is the Nim screen's game id (share links, the game picker).
const ID = "nim"

// Game registers the Nim screen with the store.
var Game = store.Game{ID: ID, Name: "Nim", New: func(h store.Host) store.Screen { return New(h) }}

// Screen is the Nim screen: a store.Screen over a State.
type Screen struct {
	h  store.GameHost
	st *State
}

// New makes the Nim screen with the copy saved in storage, if any.
func New(h store.Host) *Screen {
	s := &Screen{h: h, st: newNimState()}
	s.nimRestore()
	return s
}

// State is the screen's state, for tests.
func (s *Screen) State() *State { return s.st.clone() }

// Reduce implements store.Screen: the screen's own actions, and the shared
// keys while the Nim screen is shown: r the AI's move, u (Undo) takes back,
// Escape stops the AI (or ends the tree view's step mode), s steps the
// tree view, space switches auto-play in
// AI vs AI; the N-puzzle's keys mean nothing here.
func (s *Screen) Reduce(a actions.Action) []store.Effect {
	if fx, ok := s.st.ReduceSteps(s.h, a); ok { // the tree view's steps
		return fx
	}
	if s.st.ReduceReplay(a) {
		return nil
	}
	switch a := a.(type) {
	case Action:
		return s.reduceNim(a)
	case store.TracePosition:
		return append(s.tracePosition(), s.nimPersist(nil)...)
	case store.RunProgress: // the page's progress only: nothing to save
		s.st.Progressed(a)
	case store.RunEnded:
		return append(s.nimSearchEnded(a), s.nimPersist(nil)...)
	case actions.Run:
		return s.reduceNim(AIMove{})
	case actions.Undo:
		return s.reduceNim(Undo{})
	case actions.Stop:
		n := s.st
		if n.Thinking() {
			n.Auto = false
			fx := s.stopSearch()
			n.Message, n.Bad = s.h.Lang().T("nim.msg.search_stopped"), true
			return fx
		}
		if n.Stepping() { // Stop ends the tree view's step mode, as the solver panel's
			return n.StopSteps(s.h)
		}
	case actions.StepSearch:
		return s.reduceNim(TreeStep{N: 1}) // s: one step of the tree view
	case actions.SetSeed:
		return s.h.SetSeed(a.Seed)
	case actions.TogglePlay:
		if s.st.Mode == ModeAIvAI { // space: auto-play on or off
			return s.reduceNim(SetAuto{On: !s.st.Auto})
		}
	}
	return nil
}

// OpenLink implements store.Screen.
func (s *Screen) OpenLink(l share.Link) []store.Effect {
	fx := s.nimOpenLink(l.Board, l.Algorithm, l.Params, l.Seed)
	fx = append(fx, s.nimPersist(NewGame{})...)
	if l.Replay > 0 && s.st.Algorithm == l.Algorithm {
		fx = append(fx, s.tracePosition()...) // a replay link: trace that search again
	}
	return fx
}

// Key maps the Nim screen's own key: u undoes.
func (s *Screen) Key(key string) (actions.Action, bool) {
	if key == "u" || key == "U" {
		return Undo{}, true
	}
	return nil, false
}

// Tick implements store.Screen: automatic AI vs AI play asks for the next
// move once its pause is over, and a playing review shows the next move.
func (s *Screen) Tick(now time.Time) (fx []store.Effect, changed bool) {
	n := s.st
	if n.MoveDue(now) {
		fx, changed = s.reduceNim(AIMove{}), true
	}
	if r := &n.Review; r.Playing && !now.Before(r.nextAt) {
		fx, changed = append(fx, s.reduceNim(ReviewTick{Gen: r.gen})...), true
	}
	if n.Replay.Tick(now) {
		changed = true
	}
	return fx, changed
}

// Snapshot implements store.Screen: a copy of the state for the view.
func (s *Screen) Snapshot() any { return s.st.clone() }
