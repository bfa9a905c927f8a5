//go:build js && wasm

package components

import (
	"fmt"
	"strconv"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/core/replay"
	"searchlab/core/wire"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/ui"
)

// pseudocode draws the algorithm's pseudocode with the line that made
// event focus highlighted, its prose in l (i18n Lang.Core).
func pseudocode(l i18n.Lang, t *replay.Trace, focus int, code replay.Code) *vecty.HTML {
	cur := code.Line(t, focus)
	lines := make(vecty.List, len(code.Lines))
	for i, line := range code.Lines {
		lines[i] = elem.ListItem(vecty.Markup(vecty.ClassMap{"current": i+1 == cur}, vecty.MarkupIf(i+1 == cur, vecty.Attribute("aria-current", "step"))),
			elem.Span(vecty.Markup(vecty.Class("ln")), vecty.Text(strconv.Itoa(i+1))), elem.Code(vecty.Text(l.Core(line))))
	}
	return elem.Div(vecty.Markup(vecty.Class("pseudocode"), ui.TestID("pseudocode"), vecty.Attribute("data-line", strconv.Itoa(cur))),
		elem.Span(vecty.Markup(vecty.Class("stat-label")), vecty.Text(l.Core(code.Title))),
		elem.OrderedList(lines))
}

// replayStats are the statistics at pos (and the focused event's costs),
// the sets named as the pseudocode names them.
func replayStats(l i18n.Lang, t *replay.Trace, pos, focus int, code replay.Code) *vecty.HTML {
	c := t.CountsAt(pos)
	frontier, explored := code.Frontier, code.Explored
	rows := vecty.List{
		ui.Stat(l.T("replay.st.expanded"), "replay-expanded", l.Int(c.Expanded)),
		ui.Stat(l.T("replay.st.generated"), "replay-generated", l.Int(c.Generated)),
	}
	if t.Family == wire.TraceGame {
		if len(t.MCTS.Nodes) > 0 {
			n, _ := t.MCTS.PlayoutsAt(pos)
			rows = append(rows, ui.Stat(l.T("replay.st.tree"), "step-frontier", l.Int(int64(t.MCTS.SizeAt(pos)))),
				ui.Stat(l.T("replay.st.playouts"), "replay-playouts", l.Int(int64(n))))
		} else {
			rows = append(rows, ui.Stat(l.T("replay.st.ply"), "step-frontier", strconv.Itoa(c.MaxDepth)),
				ui.Stat(l.T("replay.st.cutoffs"), "replay-cutoffs", l.Int(int64(t.Games.CutoffsAt(pos)))))
		}
		return elem.Div(vecty.Markup(vecty.Class("stat-grid", "replay-stats")), rows)
	}
	if frontier == "" {
		frontier = "frontier"
	}
	frontier = l.TOr("replay.set."+frontier, frontier)
	rows = append(rows, ui.Stat(frontier, "step-frontier", l.Int(int64(c.Frontier))),
		ui.Stat(l.TOr("replay.st.largest", "Largest "+frontier, "set", frontier), "replay-max-frontier", l.Int(int64(c.MaxFrontier))))
	if explored != "" {
		rows = append(rows, ui.Stat(l.TOr("replay.set."+explored, explored), "explored", l.Int(int64(c.Explored))))
	}
	if focus >= 0 {
		ev := t.Event(focus)
		switch {
		case ev.Kind == wire.KindExpand && ev.Generated == 0 || ev.Kind == wire.KindGenerate && !ev.Dropped:
			rows = append(rows, ui.Stat(l.T("replay.st.depth"), "depth", strconv.Itoa(ev.Depth)))
			if replay.Informed(t.Algorithm) {
				rows = append(rows, ui.Stat("g + h", "f", fmt.Sprintf("%g + %g", ev.G, ev.H)))
			} else {
				rows = append(rows, ui.Stat("g", "g", fmt.Sprintf("%g", ev.G)))
			}
		case ev.Temp != 0:
			rows = append(rows, ui.Stat(l.T("replay.st.temperature"), "temperature", l.G(ev.Temp, 4)))
		}
	}
	if _, _, r := t.Tree.At(pos); r.Bound != 0 {
		rows = append(rows, ui.Stat(l.T("replay.st.bound"), "bound", l.G(r.Bound, -1)))
	}
	return elem.Div(vecty.Markup(vecty.Class("stat-grid", "replay-stats")), rows)
}
