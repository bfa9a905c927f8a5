//go:build js && wasm

package components

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

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
			ui.Check(g.SwitchID, " "+g.Lang.T("replay.record_ai"), "", g.Panel.TraceAI, func(on bool) { env.Dispatch(store.SetTraceAI{On: on}) }),
			ui.Button(env, g.Lang.T("replay.trace_position"), g.ButtonID, g.Title, g.Panel.Thinking() || g.Over, store.TracePosition{})),
		&ReplayPanel{Env: env, R: g.Panel.Replay, Step: g.Panel.Step, Help: g.Help, Lang: g.Lang},
	)
}
