//go:build js && wasm

package nimscreen

import (
	"fmt"
	"strings"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/wasm/app/ui"
)

// HintsPanel shows the theory's hints for the player to move: the
// nim-sum (or Grundy value), the position's outcome and the winning moves
// (also marked on the heaps).
type HintsPanel struct {
	vecty.Core
	Env *ui.Env `vecty:"prop"`
	N   *State  `vecty:"prop"`
}

// Render implements vecty.Component.
func (p *HintsPanel) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("NimHintsPanel", &out)
	n := p.N
	toggle := elem.Label(vecty.Markup(vecty.Class("check")),
		elem.Input(vecty.Markup(prop.Type(prop.TypeCheckbox), ui.TestID("hints-toggle"), prop.Checked(n.ShowHints),
			event.Change(func(e *vecty.Event) { p.Env.Dispatch(ShowHints{On: ui.Checked(e)}) }))),
		vecty.Text("Show hints"))
	var body vecty.ComponentOrHTML
	switch h := n.Hints; {
	case !n.ShowHints:
		body = elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text("Hints show the nim-sum, who wins with perfect play and the winning moves."))
	case n.Over:
		body = elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text("The game is over."))
	case h == nil:
		body = elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text("No hints for this position."))
	default:
		outcome := fmt.Sprintf("%s to move loses against perfect play: every move leaves a winning position.", p.N.PlayerName(n.Turn))
		cls := "lose"
		if h.Wins {
			outcome = fmt.Sprintf("%s to move wins with perfect play.", p.N.PlayerName(n.Turn))
			cls = "win"
		}
		winning := "none"
		if len(h.Winning) > 0 {
			winning = strings.Join(h.Winning, ", ")
		}
		body = elem.Div(
			elem.Div(vecty.Markup(vecty.Class("stat-grid")),
				ui.Stat(strings.ToUpper(h.SumName[:1])+h.SumName[1:], "nim-sum", ui.Itoa(h.Sum)),
				ui.Stat("Binary", "nim-sum-binary", fmt.Sprintf("%b", h.Sum)),
			),
			vecty.If(h.Decided, elem.Paragraph(vecty.Markup(ui.TestID("hint-outcome"), vecty.Class("hint-outcome", cls), vecty.Attribute("data-wins", fmt.Sprint(h.Wins))), vecty.Text(outcome))),
			vecty.If(h.Decided, elem.Paragraph(vecty.Markup(ui.TestID("hint-moves")), vecty.Text("Winning moves: "+winning))),
			vecty.If(h.Note != "", elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(h.Note))),
		)
	}
	return elem.Div(vecty.Markup(ui.TestID("hints"), vecty.Class("panel", "nim-hints")),
		elem.Div(vecty.Markup(vecty.Class("row")), elem.Heading2(vecty.Text("Hints")), toggle),
		body)
}
