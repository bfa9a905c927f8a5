//go:build js && wasm

package components

import (
	"fmt"
	"strconv"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/core/replay"
	"searchlab/core/wire"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// pseudocode draws the algorithm's pseudocode with the line that made
// event focus highlighted.
func pseudocode(t *replay.Trace, focus int, code replay.Code) *vecty.HTML {
	cur := code.Line(t, focus)
	lines := make(vecty.List, len(code.Lines))
	for i, l := range code.Lines {
		lines[i] = elem.ListItem(vecty.Markup(vecty.ClassMap{"current": i+1 == cur}, vecty.MarkupIf(i+1 == cur, vecty.Attribute("aria-current", "step"))),
			elem.Span(vecty.Markup(vecty.Class("ln")), vecty.Text(strconv.Itoa(i+1))), elem.Code(vecty.Text(l)))
	}
	return elem.Div(vecty.Markup(vecty.Class("pseudocode"), ui.TestID("pseudocode"), vecty.Attribute("data-line", strconv.Itoa(cur))),
		elem.Span(vecty.Markup(vecty.Class("stat-label")), vecty.Text(code.Title)),
		elem.OrderedList(lines))
}

// replayStats are the statistics at pos (and the focused event's costs),
// the sets named as the pseudocode names them.
func replayStats(t *replay.Trace, pos, focus int, code replay.Code) *vecty.HTML {
	c := t.CountsAt(pos)
	frontier, explored := code.Frontier, code.Explored
	rows := vecty.List{
		ui.Stat("Expanded", "replay-expanded", store.GroupDigits(c.Expanded)),
		ui.Stat("Generated", "replay-generated", store.GroupDigits(c.Generated)),
	}
	if t.Family == wire.TraceGame {
		if len(t.MCTS.Nodes) > 0 {
			n, _ := t.MCTS.PlayoutsAt(pos)
			rows = append(rows, ui.Stat("Tree", "step-frontier", store.GroupDigits(int64(t.MCTS.SizeAt(pos)))),
				ui.Stat("Playouts", "replay-playouts", store.GroupDigits(int64(n))))
		} else {
			rows = append(rows, ui.Stat("Deepest ply", "step-frontier", strconv.Itoa(c.MaxDepth)),
				ui.Stat("Cutoffs", "replay-cutoffs", strconv.Itoa(t.Games.CutoffsAt(pos))))
		}
		return elem.Div(vecty.Markup(vecty.Class("stat-grid", "replay-stats")), rows)
	}
	if frontier == "" {
		frontier = "frontier"
	}
	rows = append(rows, ui.Stat(frontier, "step-frontier", store.GroupDigits(int64(c.Frontier))),
		ui.Stat("Largest "+frontier, "replay-max-frontier", store.GroupDigits(int64(c.MaxFrontier))))
	if explored != "" {
		rows = append(rows, ui.Stat(explored, "explored", store.GroupDigits(int64(c.Explored))))
	}
	if focus >= 0 {
		ev := t.Event(focus)
		switch {
		case ev.Kind == wire.KindExpand && ev.Generated == 0 || ev.Kind == wire.KindGenerate && !ev.Dropped:
			rows = append(rows, ui.Stat("Depth", "depth", strconv.Itoa(ev.Depth)))
			if replay.Informed(t.Algorithm) {
				rows = append(rows, ui.Stat("g + h", "f", fmt.Sprintf("%g + %g", ev.G, ev.H)))
			} else {
				rows = append(rows, ui.Stat("g", "g", fmt.Sprintf("%g", ev.G)))
			}
		case ev.Temp != 0:
			rows = append(rows, ui.Stat("Temperature", "temperature", fmt.Sprintf("%.4g", ev.Temp)))
		}
	}
	if _, _, r := t.Tree.At(pos); r.Bound != 0 {
		rows = append(rows, ui.Stat("Bound", "bound", fmt.Sprintf("%g", r.Bound)))
	}
	return elem.Div(vecty.Markup(vecty.Class("stat-grid", "replay-stats")), rows)
}
