//go:build js && wasm

package nimscreen

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/wasm/app/components"
	"searchlab/wasm/app/ui"
)

// replayHelp is what the replay panel says before a search is traced.
const replayHelp = "Record the AI's searches (or trace this position without playing) to replay a search in the worker event by event: " +
	"the game tree with alpha-beta's windows, cutoffs and table answers, or the Monte Carlo tree growing with its visits and values, beside the algorithm's pseudocode."

// replayControls switch the tracing of the AI's searches and trace the
// position shown; the shared replay view follows them.
func replayControls(env *ui.Env, n *State) *vecty.HTML {
	return elem.Div(vecty.Markup(vecty.Class("replay-wrap")),
		elem.Div(vecty.Markup(vecty.Class("panel", "nim-trace")),
			elem.Label(vecty.Markup(vecty.Class("check")),
				elem.Input(vecty.Markup(ui.TestID("nim-trace-ai"), prop.Type(prop.TypeCheckbox), prop.Checked(n.TraceAI),
					event.Change(func(e *vecty.Event) { env.Dispatch(SetTraceAI{On: ui.Checked(e)}) }))),
				vecty.Text(" Record the AI's searches for the replay")),
			ui.Button(env, "Trace this position", "nim-trace", "Run the AI's search here for its trace, without playing its move",
				n.Thinking || n.Over, TracePosition{})),
		&components.ReplayPanel{Env: env, R: n.Replay, Help: replayHelp},
	)
}
