//go:build js && wasm

package nimscreen

import (
	"github.com/hexops/vecty"

	"searchlab/wasm/app/components"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/ui"
)

// replayControls switch the tracing of the AI's searches and trace the
// position shown; the shared replay view follows them. l is the page's
// language.
func replayControls(env *ui.Env, n *State, l i18n.Lang) *vecty.HTML {
	return components.GameTraceControls(env, components.GameTrace{
		Class: "nim-trace", SwitchID: "nim-trace-ai", ButtonID: "nim-trace", Title: l.T("nim.replay.title"),
		Panel: &n.GamePanel, Over: n.Over, Help: l.T("nim.replay.help"), Lang: l,
	})
}
