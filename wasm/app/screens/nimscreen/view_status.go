//go:build js && wasm

package nimscreen

import (
	"fmt"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// Status says whose turn it is, that the AI is thinking (with its
// streamed node count), or who won; and the last action's message.
type Status struct {
	vecty.Core
	N *State `vecty:"prop"`
}

// Render implements vecty.Component.
func (s *Status) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("NimStatus", &out)
	n := s.N
	kind, text := "idle", ""
	switch {
	case n.Over:
		kind, text = "ok", fmt.Sprintf("Game over: %s won.", n.PlayerName(n.Winner))
		if n.Mode == ModeAI && n.Winner != n.HumanSide {
			kind = "bad"
		}
	case n.Thinking():
		kind, text = "running", fmt.Sprintf("%s is thinking… %s, %s", n.PlayerName(n.Turn), store.Count(n.Progress.Expanded, "node"), ui.MS(n.Progress.ElapsedMS))
	case n.Mode == ModeAIvAI && n.Auto:
		kind, text = "running", fmt.Sprintf("%s to move: auto-play, the next move in a moment (“Pause” stops it).", n.PlayerName(n.Turn))
	case n.Mode == ModeAIvAI:
		text = fmt.Sprintf("%s to move: paused; press “AI move” for one move or “Auto-play” to play on.", n.PlayerName(n.Turn))
	case n.Turn == n.HumanSide || n.Mode == ModeHints:
		text = fmt.Sprintf("%s to move: click a stone to take it and every stone to its right.", n.PlayerName(n.Turn))
		if n.Variant == "grundy" {
			text = fmt.Sprintf("%s to move: click a stone to split its heap after it (the two parts must differ).", n.PlayerName(n.Turn))
		}
	default:
		text = n.PlayerName(n.Turn) + " to move."
	}
	return elem.Div(vecty.Markup(vecty.Class("nim-status-wrap")),
		elem.Paragraph(vecty.Markup(ui.TestID("status"), vecty.Class("status", "status-"+kind), vecty.Attribute("role", "status"),
			vecty.Attribute("data-turn", ui.Itoa(n.Turn)), vecty.Attribute("data-over", fmt.Sprint(n.Over)),
			vecty.Attribute("data-thinking", fmt.Sprint(n.Thinking()))), vecty.Text(text)),
		elem.Paragraph(vecty.Markup(ui.TestID("nim-message"), vecty.ClassMap{"nim-msg": true, "bad": n.Bad}, vecty.Attribute("aria-live", "polite")), vecty.Text(n.Message)),
	)
}
