//go:build js && wasm

package nimscreen

import (
	"fmt"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/ui"
)

// ComparePanel is the compare-settings table: alpha-beta on the current
// position with the transposition table and move ordering each on and
// off, run in the worker one after another, with nodes, cutoffs, TT hits,
// time and status per combination.
type ComparePanel struct {
	vecty.Core
	Part `vecty:"prop"`
}

// Render implements vecty.Component.
func (p *ComparePanel) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("NimComparePanel", &out)
	n, env, c, l := p.S, p.Env, p.S.Compare, p.Lang
	on := map[bool]string{true: l.T("nim.switches.on"), false: l.T("nim.switches.off")}
	run := ui.Button(env, l.T("nim.compare.run"), "nim-compare-run", l.T("nim.compare.run.title"), n.Thinking() || n.Over, RunCompare{On: true})
	if n.Comparing() {
		run = ui.Button(env, l.T("nim.stop"), "nim-compare-stop", l.T("nim.compare.stop.title"), false, RunCompare{On: false})
	}
	budget := l.T("nim.compare.help", "n", CompareBudget)
	var table vecty.ComponentOrHTML = elem.Div()
	state := "none"
	if c != nil {
		state = "done"
		if n.Comparing() {
			state = "running"
		} else if c.Stopped {
			state = "stopped"
		}
		rows := vecty.List{}
		for i, r := range c.Rows {
			status, nodes, cut, hits, t := "…", "", "", "", ""
			switch {
			case r.Done:
				status = outcomeWord(l, r.Status)
				nodes, cut, hits, t = l.Int(r.Nodes), l.Int(r.Cutoffs), l.Int(r.TTHits), l.MS(r.ElapsedMS)
			case n.Comparing() && i == c.Next:
				status, nodes = l.T("nim.compare.searching"), l.Int(n.Progress.Expanded)
			case i >= c.Next && !n.Comparing():
				status = l.T("nim.compare.not_run")
			}
			rows = append(rows, elem.TableRow(vecty.Markup(ui.TestID(fmt.Sprintf("nim-compare-row-%d", i)),
				vecty.Attribute("data-status", r.Status), vecty.Attribute("data-nodes", fmt.Sprint(r.Nodes))),
				elem.TableData(vecty.Text(on[r.TT])), elem.TableData(vecty.Text(on[r.Ordering])),
				elem.TableData(vecty.Markup(vecty.Class("num")), vecty.Text(nodes)),
				elem.TableData(vecty.Markup(vecty.Class("num")), vecty.Text(cut)),
				elem.TableData(vecty.Markup(vecty.Class("num")), vecty.Text(hits)),
				elem.TableData(vecty.Markup(vecty.Class("num")), vecty.Text(t)),
				elem.TableData(vecty.Text(status))))
		}
		num := func(s string) *vecty.HTML { return elem.TableHeader(vecty.Markup(vecty.Class("num")), vecty.Text(s)) }
		table = elem.Div(
			elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(l.T("nim.compare.on", "board", c.Board, "max", c.MaxNodes))),
			elem.Div(vecty.Markup(vecty.Class("table-wrap")),
				elem.Table(
					elem.TableHead(elem.TableRow(elem.TableHeader(vecty.Text("TT")), elem.TableHeader(vecty.Text(l.T("nim.compare.order"))),
						num(l.T("nim.stat.nodes")), num(l.T("nim.compare.cuts")), num(l.T("nim.compare.hits")), num(l.T("nim.compare.time")), elem.TableHeader(vecty.Text(l.T("nim.compare.status"))))),
					elem.TableBody(rows))))
	}
	return elem.Div(vecty.Markup(vecty.Class("panel", "nim-compare"), ui.TestID("nim-compare"), vecty.Attribute("data-state", state)),
		elem.Div(vecty.Markup(vecty.Class("row")), elem.Heading2(vecty.Text(l.T("nim.compare"))), run),
		elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(budget)),
		table,
	)
}
