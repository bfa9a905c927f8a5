//go:build js && wasm

package components

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// GameTrace is what a game screen (Nim, Othello) puts above the shared
// replay view: a switch that records the AI's searches, a button that
// traces the position shown without playing, and the replay itself.
type GameTrace struct {
	Class           string // the block's class (the screen's)
	SwitchID        string // the switch's test id
	Recording       bool   // the switch is on
	Switch          func(on bool) actions.Action
	ButtonID, Title string // the trace button's test id and tooltip
	Busy            bool   // the button is disabled (a search runs, the game is over)
	Trace           actions.Action
	Replay          *store.Replay
	Help            string // what the replay says before a search is traced
	Lang            i18n.Lang
}

// GameTraceControls draws g: the switch and the button in a panel, the
// shared replay view under them.
func GameTraceControls(env *ui.Env, g GameTrace) *vecty.HTML {
	return elem.Div(vecty.Markup(vecty.Class("replay-wrap")),
		elem.Div(vecty.Markup(vecty.Class("panel", g.Class)),
			elem.Label(vecty.Markup(vecty.Class("check")),
				elem.Input(vecty.Markup(ui.TestID(g.SwitchID), prop.Type(prop.TypeCheckbox), prop.Checked(g.Recording),
					event.Change(func(e *vecty.Event) { env.Dispatch(g.Switch(ui.Checked(e))) }))),
				vecty.Text(" "+g.Lang.T("replay.record_ai"))),
			ui.Button(env, g.Lang.T("replay.trace_position"), g.ButtonID, g.Title, g.Busy, g.Trace)),
		&ReplayPanel{Env: env, R: g.Replay, Help: g.Help, Lang: g.Lang},
	)
}
