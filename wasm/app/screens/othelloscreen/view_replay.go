//go:build js && wasm

package othelloscreen

import (
	"github.com/hexops/vecty"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/components"
	"searchlab/wasm/app/ui"
)

// replayHelp is what the replay panel says before a search is traced.
const replayHelp = "Record the AI's searches (or trace this position without playing) to replay a search here event by event: " +
	"alpha-beta's game tree with its windows and cutoffs, the exact solver's, or the Monte Carlo tree growing with its visits and values, beside the algorithm's pseudocode."

// replayControls switch the tracing of the AI's searches and trace the
// position shown; the shared replay view follows them.
func replayControls(env *ui.Env, s *State) *vecty.HTML {
	return components.GameTraceControls(env, components.GameTrace{
		Class: "othello-trace", SwitchID: "oth-trace-ai", Recording: s.TraceAI,
		Switch:   func(on bool) actions.Action { return SetTraceAI{On: on} },
		ButtonID: "oth-trace", Title: "Run the side to move's program here for its trace, without playing its move",
		Busy: !s.Job.Idle() || s.Over, Trace: TracePosition{}, Replay: s.Replay, Help: replayHelp,
	})
}
