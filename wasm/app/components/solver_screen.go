//go:build js && wasm

package components

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

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
	side := []vecty.MarkupOrChild{vecty.Markup(vecty.Class("col-side"))}
	side = append(side, l.First...)
	side = append(side, &AlgorithmPanel{Env: env, S: st}, &StatusLine{S: st})
	side = append(side, l.AfterStatus...)
	side = append(side, &Stats{S: st})
	side = append(side, l.AfterStats...)
	side = append(side, &ReplayPanel{Env: env, R: st.Replay, Step: st.Step, Help: ReplayHelp(st), Tree: l.Tree, Stepping: true, Lang: st.Lang, Board: l.ReplayBoard})
	side = append(side, l.Last...)
	board := append([]vecty.MarkupOrChild{vecty.Markup(vecty.Class("col-board"))}, l.Board...)
	return elem.Main(vecty.Markup(vecty.Class("screen", l.Class)), elem.Div(board...), elem.Div(side...))
}

// NotReady is what a screen's view draws before its state is there: the
// sentence of key in the page's language.
func NotReady(st *store.State, key string) vecty.ComponentOrHTML {
	return elem.Main(elem.Paragraph(vecty.Text(st.Lang.T(key))))
}

// SolverRegistration registers a solver-panel screen for the page (main
// lists it, one line): its game, the shared Compare and History panels
// under it, and its view, which draws the screen's state S (the store's
// snapshot in st.Screen) with draw, or NotReady with the sentence of
// notReady before the state is there. name names the view in a drawing
// error (ui.Guard).
func SolverRegistration[S any](game store.Game, name, notReady string, draw func(env *ui.Env, st *store.State, s *S) vecty.ComponentOrHTML) ui.Registration {
	return ui.Registration{Game: game, SharedRuns: true, View: func(env *ui.Env, st *store.State) vecty.ComponentOrHTML {
		return &solverView[S]{Env: env, S: st, name: name, notReady: notReady, draw: draw}
	}}
}

// solverView is a solver-panel screen's whole view (SolverRegistration).
type solverView[S any] struct {
	vecty.Core
	Env *ui.Env      `vecty:"prop"`
	S   *store.State `vecty:"prop"`

	name, notReady string
	draw           func(env *ui.Env, st *store.State, s *S) vecty.ComponentOrHTML
}

// Render implements vecty.Component.
func (v *solverView[S]) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard(v.name, &out)
	s, _ := v.S.Screen.(*S)
	if s == nil {
		return NotReady(v.S, v.notReady)
	}
	return v.draw(v.Env, v.S, s)
}
