package store

import (
	"time"

	"searchlab/core/share"
	"searchlab/wasm/app/actions"
)

// The N-puzzle screen keeps its state in State (Board, the solver panel,
// Player, Step…) and its reducers in this package: it is the first-load
// screen and the owner of the shared history's saved boards. This adapter
// gives it the Screen interface, so the store routes to it like to the
// screens in their own packages.

// NPuzzleGame registers the N-puzzle screen.
var NPuzzleGame = Game{ID: GameNPuzzle, Name: "Sliding N-puzzle", New: func(h Host) Screen { return npuzzleScreen{h.(host).s} }}

type npuzzleScreen struct{ s *Store }

func (n npuzzleScreen) Reduce(a actions.Action) []Effect { return n.s.reduceNPuzzle(a) }
func (n npuzzleScreen) OpenLink(l share.Link) []Effect   { return n.s.openNPuzzleLink(l) }
func (n npuzzleScreen) ShareFragment() (string, error)   { return n.s.npuzzleShareFragment() }
func (n npuzzleScreen) Snapshot() any                    { return nil }
func (n npuzzleScreen) LoadRun(e Entry) []Effect         { return n.s.loadNPuzzleRun(e) }
func (n npuzzleScreen) Tick(now time.Time) ([]Effect, bool) {
	p := &n.s.st.Player
	if !Due(&p.next, now, p.Playing, p.Speed) {
		return nil, false
	}
	n.s.reducePlayer(actions.Tick{})
	return nil, true
}
