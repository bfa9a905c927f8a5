//go:build js && wasm

package components

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// GameTrace is what a game screen (Nim, Othello) puts above the shared
// replay view: a switch that records the AI's searches, a button that
// traces the position shown without playing, and the replay itself.
type GameTrace struct {
	Class           string           // the block's class (the screen's)
	SwitchID        string           // the switch's test id
	ButtonID, Title string           // the trace button's test id and tooltip
	Panel           *store.GamePanel // the screen's run lifecycle: its switch, job and replay
	Over            bool             // the game is over: there is nothing to trace
	Help            string           // what the replay says before a search is traced
	Lang            i18n.Lang        // the page's language
}

// GameTraceControls draws g: the switch and the button in a panel, the
// shared replay view under them.
func GameTraceControls(env *ui.Env, g GameTrace) *vecty.HTML {
	return elem.Div(vecty.Markup(vecty.Class("replay-wrap")),
		elem.Div(vecty.Markup(vecty.Class("panel", g.Class)),
			elem.Label(vecty.Markup(vecty.Class("check")),
				elem.Input(vecty.Markup(ui.TestID(g.SwitchID), prop.Type(prop.TypeCheckbox), prop.Checked(g.Panel.TraceAI),
					event.Change(func(e *vecty.Event) { env.Dispatch(store.SetTraceAI{On: ui.Checked(e)}) }))),
				vecty.Text(" "+g.Lang.T("replay.record_ai"))),
			ui.Button(env, g.Lang.T("replay.trace_position"), g.ButtonID, g.Title, g.Panel.Thinking() || g.Over, store.TracePosition{})),
		&ReplayPanel{Env: env, R: g.Panel.Replay, Step: g.Panel.Step, Help: g.Help, Lang: g.Lang},
	)
}
