//go:build js && wasm

package components

import (
	"github.com/hexops/vecty"

	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// SolverLayout is the skeleton of a solver-panel screen's view
// (npuzzlescreen, graphscreen, bloxorzscreen), written once: the board
// column with the screen's own parts, and beside it the shared panels in
// their fixed order (algorithm form, status line, statistics, replay)
// with the screen's own panels in the slots between them. A screen's View
// fills it and keeps only what is its own.
type SolverLayout struct {
	// Class is the screen's CSS class (its game id).
	Class string
	// Board is the board column: the screen's bar, board, legend, player.
	Board []vecty.MarkupOrChild
	// First, AfterStatus, AfterStats and Last are the screen's own parts
	// of the side column: before the algorithm form, after the status
	// line, after the statistics and after the replay.
	First, AfterStatus, AfterStats, Last []vecty.MarkupOrChild
	// Tree: the replay offers the search-tree view.
	Tree bool
	// ReplayBoard names the replayed board in the replay's sentences (a
	// sample's name), "" for the board's own text.
	ReplayBoard string
}

// Render draws the layout with the shared panels drawing st (the store's
// State with the screen's solver panel in place).
func (l SolverLayout) Render(env *ui.Env, st *store.State) vecty.ComponentOrHTML {
	side := append([]vecty.MarkupOrChild(nil), l.First...)
	side = append(side, &AlgorithmPanel{Env: env, S: st}, &StatusLine{S: st})
	side = append(side, l.AfterStatus...)
	side = append(side, &Stats{S: st})
	side = append(side, l.AfterStats...)
	side = append(side, &ReplayPanel{Env: env, R: st.Replay, Step: st.Step, Help: ReplayHelp(st), Tree: l.Tree, Stepping: true, Lang: st.Lang, Board: l.ReplayBoard})
	side = append(side, l.Last...)
	return ScreenLayout{Class: l.Class, Board: l.Board, Side: side}.Render()
}

// SolverRegistration registers a solver-panel screen for the page (main
// lists it, one line): ScreenRegistration with the shared Compare and
// History panels under it.
func SolverRegistration[S any](game store.Game, name, notReady string, draw func(env *ui.Env, st *store.State, s *S) vecty.ComponentOrHTML) ui.Registration {
	r := ScreenRegistration(game, name, notReady, draw)
	r.SharedRuns = true
	return r
}
