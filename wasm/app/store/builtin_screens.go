package store

import (
	"time"

	"searchlab/core/share"
	"searchlab/wasm/app/actions"
)

// The N-puzzle and Bloxorz screens still keep their state in State (Board,
// Run, Player, History… and State.Bloxorz) and their reducers in this
// package; these adapters give them the Screen interface so the store
// routes to them like to the screens in their own packages.

// NPuzzleGame registers the N-puzzle screen.
var NPuzzleGame = Game{ID: GameNPuzzle, Name: "Sliding N-puzzle", New: func(h Host) Screen { return npuzzleScreen{h.(host).s} }}

// BloxorzGame registers the Bloxorz screen.
var BloxorzGame = Game{ID: GameBloxorz, Name: "Bloxorz", New: func(h Host) Screen { return bloxorzScreen{h.(host).s} }}

type npuzzleScreen struct{ s *Store }

func (n npuzzleScreen) Reduce(a actions.Action) []Effect { return n.s.reduceNPuzzle(a) }
func (n npuzzleScreen) OpenLink(l share.Link) []Effect   { return n.s.openNPuzzleLink(l) }
func (n npuzzleScreen) ShareFragment() (string, error)   { return n.s.npuzzleShareFragment() }
func (n npuzzleScreen) Snapshot() any                    { return nil }
func (n npuzzleScreen) LoadRun(e Entry) []Effect         { return n.s.loadNPuzzleRun(e) }
func (n npuzzleScreen) Tick(now time.Time) ([]Effect, bool) {
	p := &n.s.st.Player
	if !due(&p.next, now, p.Playing, p.Speed) {
		return nil, false
	}
	n.s.reducePlayer(actions.Tick{})
	return nil, true
}

type bloxorzScreen struct{ s *Store }

// Reduce: Bloxorz's own actions and the shared ones it knows (keys, run,
// player, solver panel, compare).
func (b bloxorzScreen) Reduce(a actions.Action) []Effect {
	if ba, ok := a.(actions.BloxorzAction); ok {
		return append(b.s.reduceBloxorz(ba), b.s.persistBloxorz()...)
	}
	if fx, ok := b.s.reduceBloxorzShared(a); ok {
		return append(fx, b.s.persistBloxorz()...)
	}
	return nil
}
func (b bloxorzScreen) OpenLink(l share.Link) []Effect {
	return b.s.openBloxorzLink(l.Board, l.Algorithm, l.Params, l.Seed)
}
func (b bloxorzScreen) ShareFragment() (string, error) { return b.s.bloxorzShareFragment() }
func (b bloxorzScreen) Snapshot() any                  { return nil }
func (b bloxorzScreen) LoadRun(e Entry) []Effect       { return b.s.loadBloxorzRun(e) }
func (b bloxorzScreen) Tick(now time.Time) ([]Effect, bool) {
	bs := b.s.st.Bloxorz
	if bs == nil || !due(&bs.Player.next, now, bs.Player.Playing, bs.Player.Speed) {
		return nil, false
	}
	bs.reducePlayer(actions.Tick{})
	return b.s.persistBloxorz(), true
}

// Key maps the Bloxorz screen's own keys: space switches control between
// split cubes (S), u undoes, Backspace restarts. The arrows, r, Escape and
// p keep their shared meaning (roll, run, stop, play/pause).
func (b bloxorzScreen) Key(key string) (actions.Action, bool) {
	switch key {
	case " ":
		return actions.BloxKey{Key: 'S'}, true
	case "u", "U":
		return actions.Undo{}, true
	case "Backspace":
		return actions.BloxRestart{}, true
	}
	return nil, false
}
