//go:build js && wasm

package components

import (
	"strconv"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// PlayerView is what the solution player shows, whatever the game.
type PlayerView struct {
	Names      []string         // the moves, in order (or Len and Name)
	Len        int              // the number of moves, when Name is set
	Name       func(int) string // the name of move i (0-based), when set; only the chips drawn ask
	Index      int              // moves shown so far, 0..len(Names)
	Playing    bool
	Speed      float64 // moves per second
	Off        bool    // no solution for what is on screen: controls disabled
	NotShown   bool    // the solution is not on the board yet: every chip is "later"
	SpeedLabel string
	PlayHelp   string
	Note       string // what the move names mean, shown under the move list
	Lang       i18n.Lang
}

// chipWindow is how many move chips the player draws at most: the ones
// around the current move. A solution of any length (DFS finds 93,782
// moves) then costs the page the same; the scrubber reaches the rest.
const chipWindow = 120

// PlayerBar animates a screen's solution, whatever the game: the player's
// controls (jump to start or end, step, play/pause, position, scrubber,
// speed) and a window of the move list around the current move,
// highlighted; every control dispatches the shared player actions. The
// screen gives what its player shows (View).
type PlayerBar struct {
	vecty.Core
	Env  *ui.Env    `vecty:"prop"`
	View PlayerView `vecty:"prop"`
}

// Render implements vecty.Component.
func (p *PlayerBar) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("PlayerBar", &out)
	return renderPlayer(p.Env, p.View)
}

// renderPlayer draws the player of v.
func renderPlayer(env *ui.Env, v PlayerView) *vecty.HTML {
	n, name, l := v.Len, v.Name, v.Lang
	if name == nil {
		n, name = len(v.Names), func(i int) string { return v.Names[i] }
	}
	lo, hi := store.ChipWindow(n, v.Index, chipWindow)
	moves := make(vecty.List, 0, hi-lo+2)
	if lo > 0 {
		moves = append(moves, elem.Span(vecty.Markup(vecty.Class("more"), ui.TestID("moves-before")),
			vecty.Text(l.T("player.earlier", "n", lo))))
	}
	for i := lo; i < hi; i++ {
		// One click listener on the list (below) serves every move chip.
		state := chipDone
		switch {
		case v.NotShown || i >= v.Index:
			state = chipLater
		case i == v.Index-1:
			state = chipCurrent
		}
		moves = append(moves, &MoveChip{Index: i + 1, Name: name(i), State: state, Title: l.T("player.move", "n", i+1)})
	}
	if hi < n {
		moves = append(moves, elem.Span(vecty.Markup(vecty.Class("more"), ui.TestID("moves-after")),
			vecty.Text(l.T("player.later", "n", n-hi))))
	}
	playLabel := l.T("replay.play")
	if v.Playing {
		playLabel = l.T("replay.pause")
	}
	off := v.Off
	return elem.Div(vecty.Markup(ui.TestID("player"), vecty.Class("panel", "player"), vecty.MarkupIf(off, vecty.Class("off"))),
		elem.Div(vecty.Markup(vecty.Class("buttons")),
			ui.Button(env, "|◀", "jump-start", l.T("player.start"), off, actions.Seek{Index: 0}),
			ui.Button(env, "◀", "step-back", l.T("player.back"), off, actions.StepBack{}),
			ui.Button(env, playLabel, "play", v.PlayHelp, off, actions.TogglePlay{}, vecty.Class("wide")),
			ui.Button(env, "▶", "step-forward", l.T("player.forward"), off, actions.StepForward{}),
			ui.Button(env, "▶|", "jump-end", l.T("player.end"), off, actions.Seek{Index: n}),
			elem.Span(vecty.Markup(vecty.Class("counter"), ui.TestID("player-pos")),
				vecty.Text(l.Int(int64(v.Index))+" / "+l.Int(int64(n)))),
		),
		elem.Input(vecty.Markup(ui.TestID("scrubber"), vecty.Class("scrubber"), prop.Type(prop.TypeRange), prop.Disabled(off),
			vecty.Attribute("min", "0"), vecty.Attribute("max", ui.Itoa(n)), prop.Value(ui.Itoa(v.Index)), vecty.Attribute("aria-label", l.T("player.position")),
			event.Input(func(e *vecty.Event) {
				i, _ := strconv.Atoi(ui.Value(e))
				env.Dispatch(actions.Seek{Index: i})
			}))),
		ui.Field(v.SpeedLabel, "", elem.Span(vecty.Markup(vecty.Class("speed")), elem.Input(vecty.Markup(ui.TestID("speed"), prop.Type(prop.TypeRange),
			vecty.Attribute("min", "0.5"), vecty.Attribute("max", "30"), vecty.Attribute("step", "0.5"),
			prop.Value(strconv.FormatFloat(v.Speed, 'f', -1, 64)),
			event.Input(func(e *vecty.Event) {
				s, _ := strconv.ParseFloat(ui.Value(e), 64)
				env.Dispatch(actions.SetSpeed{MovesPerSecond: s})
			}))), elem.Span(vecty.Markup(vecty.Class("speed-value"), ui.TestID("speed-value")),
			vecty.Text(l.T("player.speed", "v", l.Fixed(v.Speed, decimals(v.Speed))))))),
		elem.Div(vecty.Markup(vecty.Class("moves"), ui.TestID("move-list"), event.Click(func(e *vecty.Event) {
			if i, err := strconv.Atoi(e.Target.Call("getAttribute", "data-index").String()); err == nil {
				env.Dispatch(actions.Seek{Index: i})
			}
		})), moves),
		vecty.If(v.Note != "" && n > 0, elem.Paragraph(vecty.Markup(vecty.Class("help"), ui.TestID("move-note")), vecty.Text(v.Note))),
	)
}

// decimals is how many decimals v needs (the speed's steps are halves).
func decimals(v float64) int {
	if v == float64(int64(v)) {
		return 0
	}
	return 1
}
