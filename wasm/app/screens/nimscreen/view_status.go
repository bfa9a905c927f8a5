//go:build js && wasm

package nimscreen

import (
	"fmt"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/ui"
)

// Status says whose turn it is, that the AI is thinking (with its
// streamed node count), or who won; and the last action's message.
type Status struct {
	vecty.Core
	Part `vecty:"prop"`
}

// Render implements vecty.Component.
func (s *Status) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("NimStatus", &out)
	n, l := s.S, s.Lang
	who := n.PlayerNameIn(l, n.Turn)
	kind, text := "idle", ""
	switch {
	case n.Over:
		kind, text = "ok", l.T("nim.status.over", "who", n.PlayerNameIn(l, n.Winner))
		if n.Mode == ModeAI && n.Winner != n.HumanSide {
			kind = "bad"
		}
	case n.Thinking():
		kind, text = "running", l.T("nim.status.thinking", "who", who, "nodes", l.T("count.nodes", "n", n.Progress.Expanded), "time", l.MS(n.Progress.ElapsedMS()))
	case n.Mode == ModeAIvAI && n.Auto:
		kind, text = "running", l.T("nim.status.auto", "who", who)
	case n.Mode == ModeAIvAI:
		text = l.T("nim.status.paused", "who", who)
	case n.Turn == n.HumanSide || n.Mode == ModeHints:
		text = l.T("nim.status.take", "who", who)
		if n.Variant == "grundy" {
			text = l.T("nim.status.split", "who", who)
		}
	default:
		text = l.T("nim.status.to_move", "who", who)
	}
	return elem.Div(vecty.Markup(vecty.Class("nim-status-wrap")),
		elem.Paragraph(vecty.Markup(ui.TestID("status"), vecty.Class("status", "status-"+kind), vecty.Attribute("role", "status"),
			vecty.Attribute("data-turn", ui.Itoa(n.Turn)), vecty.Attribute("data-over", fmt.Sprint(n.Over)),
			vecty.Attribute("data-thinking", fmt.Sprint(n.Thinking()))), vecty.Text(text)),
		elem.Paragraph(vecty.Markup(ui.TestID("nim-message"), vecty.ClassMap{"nim-msg": true, "bad": n.Bad}, vecty.Attribute("aria-live", "polite")), vecty.Text(l.Core(n.Message))), // Core: a saved move that no longer replays (State.replay) is said in English
	)
}
