//go:build js && wasm

package nimscreen

import (
	"github.com/hexops/vecty"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/components"
	"searchlab/wasm/app/ui"
)

// replayHelp is what the replay panel says before a search is traced.
const replayHelp = "Record the AI's searches (or trace this position without playing) to replay a search in the worker event by event: " +
	"the game tree with alpha-beta's windows, cutoffs and table answers, or the Monte Carlo tree growing with its visits and values, beside the algorithm's pseudocode."

// replayControls switch the tracing of the AI's searches and trace the
// position shown; the shared replay view follows them.
func replayControls(env *ui.Env, n *State) *vecty.HTML {
	return components.GameTraceControls(env, components.GameTrace{
		Class: "nim-trace", SwitchID: "nim-trace-ai", Recording: n.TraceAI,
		Switch:   func(on bool) actions.Action { return SetTraceAI{On: on} },
		ButtonID: "nim-trace", Title: "Run the AI's search here for its trace, without playing its move",
		Busy: n.Thinking() || n.Over, Trace: TracePosition{}, Replay: n.Replay, Help: replayHelp,
	})
}
