//go:build js && wasm

package othelloscreen

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/wasm/app/components"
	"searchlab/wasm/app/ui"
)

// replayHelp is what the replay panel says before a search is traced.
const replayHelp = "Record the AI's searches (or trace this position without playing) to replay a search here event by event: " +
	"alpha-beta's game tree with its windows and cutoffs, the exact solver's, or the Monte Carlo tree growing with its visits and values, beside the algorithm's pseudocode."

// ReplayControls switch the tracing of the AI's searches and trace the
// position shown; the shared replay view follows them.
func replayControls(env *ui.Env, s *State) *vecty.HTML {
	return elem.Div(vecty.Markup(vecty.Class("replay-wrap")),
		elem.Div(vecty.Markup(vecty.Class("panel", "othello-trace")),
			elem.Label(vecty.Markup(vecty.Class("check")),
				elem.Input(vecty.Markup(ui.TestID("oth-trace-ai"), prop.Type(prop.TypeCheckbox), prop.Checked(s.TraceAI),
					event.Change(func(e *vecty.Event) { env.Dispatch(SetTraceAI{On: ui.Checked(e)}) }))),
				vecty.Text(" Record the AI's searches for the replay")),
			ui.Button(env, "Trace this position", "oth-trace", "Run the side to move's program here for its trace, without playing its move",
				s.Job != "" || s.Over, TracePosition{})),
		&components.ReplayPanel{Env: env, R: s.Replay, Help: replayHelp},
	)
}
