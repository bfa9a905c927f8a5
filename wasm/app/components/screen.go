//go:build js && wasm

package components

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// The skeleton of every screen's view, written once: a registration whose
// view finds the screen's state S in the store's snapshot (st.Screen) and
// draws it, or NotReady before it is there; and the two-column layout the
// game screens share (ScreenLayout; the solver-panel screens fill it through
// SolverLayout).

// ScreenRegistration registers a screen for the page (screens_gen.go lists
// it): its game and its view, which draws the screen's state S (the
// store's snapshot in st.Screen) with draw, or NotReady with the sentence
// of notReady before the state is there. name names the view in a drawing
// error (ui.Guard).
func ScreenRegistration[S any](game store.Game, name, notReady string, draw func(env *ui.Env, st *store.State, s *S) vecty.ComponentOrHTML) ui.Registration {
	return ui.Registration{Game: game, View: func(env *ui.Env, st *store.State) vecty.ComponentOrHTML {
		return &screenView[S]{Env: env, S: st, name: name, notReady: notReady, draw: draw}
	}}
}

// screenView is a screen's whole view (ScreenRegistration).
type screenView[S any] struct {
	vecty.Core
	Env *ui.Env      `vecty:"prop"`
	S   *store.State `vecty:"prop"`

	name, notReady string
	draw           func(env *ui.Env, st *store.State, s *S) vecty.ComponentOrHTML
}

// Render implements vecty.Component.
func (v *screenView[S]) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard(v.name, &out)
	s, _ := v.S.Screen.(*S)
	if s == nil {
		return NotReady(v.S, v.notReady)
	}
	return v.draw(v.Env, v.S, s)
}

// NotReady is what a screen's view draws before its state is there: the
// sentence of key in the page's language.
func NotReady(st *store.State, key string) vecty.ComponentOrHTML {
	return elem.Main(elem.Paragraph(vecty.Text(st.Lang.T(key))))
}

// ScreenLayout is a game screen's two columns: the board column (the
// board, its bars, the game's record) and beside it the side column (the
// settings, the searches, the editors).
type ScreenLayout struct {
	// Class is the screen's CSS class (its game id).
	Class       string
	Board, Side []vecty.MarkupOrChild
}

// Render draws the two columns.
func (l ScreenLayout) Render() vecty.ComponentOrHTML {
	board := append([]vecty.MarkupOrChild{vecty.Markup(vecty.Class("col-board"))}, l.Board...)
	side := append([]vecty.MarkupOrChild{vecty.Markup(vecty.Class("col-side"))}, l.Side...)
	return elem.Main(vecty.Markup(vecty.Class("screen", l.Class)), elem.Div(board...), elem.Div(side...))
}
