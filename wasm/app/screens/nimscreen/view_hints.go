//go:build js && wasm

package nimscreen

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/core/nim"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/ui"
)

// HintsPanel shows the theory's hints for the player to move: the
// nim-sum (or Grundy value), the position's outcome and the winning moves
// (also marked on the heaps).
type HintsPanel struct {
	vecty.Core
	Part `vecty:"prop"`
}

// Render implements vecty.Component.
func (p *HintsPanel) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("NimHintsPanel", &out)
	n, l := p.S, p.Lang
	toggle := ui.Check("hints-toggle", l.T("nim.hints.show"), "", n.ShowHints, func(on bool) { p.Env.Dispatch(ShowHints{On: on}) })
	var body vecty.ComponentOrHTML
	switch h := n.Hints; {
	case !n.ShowHints:
		body = elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(l.T("nim.hints.off")))
	case n.Over:
		body = elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(l.T("nim.hints.over")))
	case h == nil:
		body = elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(l.T("nim.hints.none")))
	default:
		outcome := l.T("nim.hints.loses", "who", n.PlayerNameIn(l, n.Turn))
		cls := "lose"
		if h.Wins {
			outcome = l.T("nim.hints.wins", "who", n.PlayerNameIn(l, n.Turn))
			cls = "win"
		}
		winning := l.T("nim.hints.winning.none")
		if len(h.Winning) > 0 {
			winning = strings.Join(h.Winning, ", ")
		}
		body = elem.Div(
			elem.Div(vecty.Markup(vecty.Class("stat-grid")),
				ui.Stat(sumName(l, h.SumName), "nim-sum", ui.Itoa(h.Sum)),
				ui.Stat(l.T("nim.hints.binary"), "nim-sum-binary", fmt.Sprintf("%b", h.Sum)),
			),
			vecty.If(h.Decided, elem.Paragraph(vecty.Markup(ui.TestID("hint-outcome"), vecty.Class("hint-outcome", cls), vecty.Attribute("data-wins", fmt.Sprint(h.Wins))), vecty.Text(outcome))),
			vecty.If(h.Decided, elem.Paragraph(vecty.Markup(ui.TestID("hint-moves")), vecty.Text(l.T("nim.hints.winning", "moves", winning)))),
			vecty.If(h.Note != "", elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(hintNote(l, h.Note)))),
		)
	}
	return elem.Div(vecty.Markup(ui.TestID("hints"), vecty.Class("panel", "nim-hints")),
		elem.Div(vecty.Markup(vecty.Class("row")), elem.Heading2(vecty.Text(l.T("nim.hints"))), toggle),
		body)
}

// sumName is the hints' value's name in l: the nim-sum in Nim, the Grundy
// value in Grundy's game (the theory's English name, capitalised, for any
// other).
func sumName(l i18n.Lang, en string) string {
	switch en {
	case "nim-sum":
		return l.T("nim.hints.nimsum")
	case "Grundy value":
		return l.T("nim.hints.grundy")
	}
	if en == "" {
		return en
	}
	return strings.ToUpper(en[:1]) + en[1:]
}

// hintNote is core/nim's note on the hints (Hints.Note, in English) in l;
// a note the catalogue does not know stays in English.
func hintNote(l i18n.Lang, en string) string {
	switch {
	case en == fmt.Sprintf("Misère Grundy has no formula; the page solves it exactly only up to %d stones in live heaps (the Grundy value shown is for normal play).", nim.MaxHintStones):
		return l.T("nim.hints.note.misere_grundy", "max", strconv.Itoa(nim.MaxHintStones))
	case en == "Misère play: the Grundy value is for normal play; the outcome and winning moves are exact.":
		return l.T("nim.hints.note.misere")
	}
	if why, ok := strings.CutPrefix(en, "The oracle cannot decide this position: "); ok {
		return l.T("nim.hints.note.undecided", "why", why)
	}
	return en
}
