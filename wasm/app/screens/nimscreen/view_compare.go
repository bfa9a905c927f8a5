//go:build js && wasm

package nimscreen

import (
	"fmt"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// ComparePanel is the compare-settings table: alpha-beta on the current
// position with the transposition table and move ordering each on and
// off, run in the worker one after another, with nodes, cutoffs, TT hits,
// time and status per combination.
type ComparePanel struct {
	vecty.Core
	Env *ui.Env `vecty:"prop"`
	N   *State  `vecty:"prop"`
}

// Render implements vecty.Component.
func (p *ComparePanel) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("NimComparePanel", &out)
	n, env, c := p.N, p.Env, p.N.Compare
	on := map[bool]string{true: "on", false: "off"}
	run := ui.Button(env, "Compare", "nim-compare-run", "Run alpha-beta on this position with TT and ordering on and off", n.Thinking() || n.Over, RunCompare{On: true})
	if n.Comparing() {
		run = ui.Button(env, "Stop", "nim-compare-stop", "Stop the comparison", false, RunCompare{On: false})
	}
	budget := fmt.Sprintf("Alpha-beta (depth and deepening as set for the AI) with each combination of transposition table and move ordering, one after another in the worker; each search gets the AI's node budget, or %s nodes when it is 0. Cuts: alpha-beta cutoffs; hits: transposition-table hits; budget: the node budget ran out.",
		store.GroupDigits(CompareBudget))
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
				status = store.Outcome(r.Status).Word()
				nodes, cut, hits, t = store.GroupDigits(r.Nodes), store.GroupDigits(r.Cutoffs), store.GroupDigits(r.TTHits), ui.MS(r.ElapsedMS)
			case n.Comparing() && i == c.Next:
				status, nodes = "searching", store.GroupDigits(n.Progress.Expanded)
			case i >= c.Next && !n.Comparing():
				status = "not run"
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
			elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(fmt.Sprintf("On %s, at most %s nodes each.", c.Board, store.GroupDigits(c.MaxNodes)))),
			elem.Div(vecty.Markup(vecty.Class("table-wrap")),
				elem.Table(
					elem.TableHead(elem.TableRow(elem.TableHeader(vecty.Text("TT")), elem.TableHeader(vecty.Text("Order")),
						num("Nodes"), num("Cuts"), num("Hits"), num("Time"), elem.TableHeader(vecty.Text("Status")))),
					elem.TableBody(rows))))
	}
	return elem.Div(vecty.Markup(vecty.Class("panel", "nim-compare"), ui.TestID("nim-compare"), vecty.Attribute("data-state", state)),
		elem.Div(vecty.Markup(vecty.Class("row")), elem.Heading2(vecty.Text("Compare settings")), run),
		elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(budget)),
		table,
	)
}
