//go:build js && wasm

package othelloscreen

import (
	"github.com/hexops/vecty"

	"searchlab/wasm/app/components"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/ui"
)

// replayControls switch the tracing of the AI's searches and trace the
// position shown; the shared replay view follows them.
// The replay panel's help (before a search is traced) is oth.replay.help.
func replayControls(env *ui.Env, l i18n.Lang, s *State) *vecty.HTML {
	return components.GameTraceControls(env, components.GameTrace{
		Class: "othello-trace", SwitchID: "oth-trace-ai", ButtonID: "oth-trace", Title: l.T("oth.replay.title"),
		Panel: &s.GamePanel, Over: s.Over, Help: l.T("oth.replay.help"), Lang: l,
	})
}
