//go:build js && wasm

package components

import (
	"fmt"
	"math"
	"strconv"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/core/experiment"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// Compare runs several algorithms on the same board one after another (in
// the worker) and shows a table (each run's configuration: the algorithm
// with its parameters, its seed and budget) and an SVG bar chart of time,
// nodes expanded, solution length and memory, each run in its colour of
// core/experiment's palette. "Open in the Lab" takes the board and the
// ticked algorithms to the Lab (repeats, intervals, exports).
type Compare struct {
	vecty.Core
	Env *ui.Env      `vecty:"prop"`
	S   *store.State `vecty:"prop"`

	logScale bool // the chart's bars on a log scale (this panel's own view setting)
}

// Render implements vecty.Component.
func (c *Compare) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("Compare", &out)
	st := c.S
	l := st.Lang
	ticked := map[string]bool{}
	for _, id := range st.CompareSet {
		ticked[id] = true
	}
	boxes := vecty.List{}
	for _, a := range st.Catalog {
		why, no := st.Refused(a.ID, "", "") // the algorithm cannot run on this board
		name := AlgorithmName(l, a)
		if no {
			name = l.T("param.not_here", "name", name)
		}
		boxes = append(boxes, elem.Label(vecty.Markup(vecty.Key(a.ID), vecty.Class("check"), vecty.MarkupIf(no, vecty.Attribute("title", why))),
			elem.Input(vecty.Markup(prop.Type(prop.TypeCheckbox), prop.Checked(ticked[a.ID]), prop.Disabled(no && !ticked[a.ID]), ui.TestID("cmp-"+a.ID),
				event.Change(func(*vecty.Event) { c.Env.Dispatch(actions.ToggleCompare{ID: a.ID}) }))),
			vecty.Text(name)))
	}
	var results []store.Entry
	for _, id := range st.CompareIDs {
		for _, e := range st.History {
			if e.ID == id {
				results = append(results, e)
			}
		}
	}
	rows := vecty.List{}
	for i, e := range results {
		rows = append(rows, elem.TableRow(vecty.Markup(vecty.MarkupIf(e.Failed(), vecty.Class("failed"))),
			elem.TableData(elem.Span(vecty.Markup(vecty.Class("swatch"), vecty.Style("background", experiment.Colour(i)), vecty.Attribute("aria-hidden", "true"))),
				vecty.Text(configLabel(st, e))),
			elem.TableData(vecty.Text(OutcomeWord(l, e.Status))),
			elem.TableData(vecty.Markup(vecty.Class("num")), vecty.Text(l.MS(e.Stats.ElapsedMS()))),
			elem.TableData(vecty.Markup(vecty.Class("num")), vecty.Text(l.Int(e.Stats.Expanded))),
			elem.TableData(vecty.Markup(vecty.Class("num")), vecty.Text(entryLength(l, e))),
			elem.TableData(vecty.Markup(vecty.Class("num")), vecty.Text(l.Bytes(e.Stats.MemoryBytes))),
			elem.TableData(vecty.Markup(vecty.Class("num")), vecty.Text(strconv.FormatInt(e.Seed, 10))),
			elem.TableData(vecty.Text(budgetText(l, e)))))
	}
	return elem.Section(vecty.Markup(ui.TestID("compare"), vecty.Class("panel", "compare")),
		elem.Heading2(vecty.Text(l.T("compare.title"))),
		elem.Div(vecty.Markup(vecty.Class("checks")), boxes),
		elem.Div(vecty.Markup(vecty.Class("buttons")),
			ui.Button(c.Env, l.T("compare.run", "n", len(st.CompareSet)), "compare-run", l.T("compare.run.title"),
				st.Run.Active || len(st.CompareSet) == 0, actions.Compare{Algorithms: st.CompareSet}),
			elem.Button(vecty.Markup(prop.Type(prop.TypeButton), ui.TestID("compare-lab"), prop.Disabled(len(st.CompareSet) == 0),
				vecty.Attribute("title", l.T("compare.lab.title")),
				event.Click(func(*vecty.Event) { openInLab(c.Env, st) })), vecty.Text(l.T("compare.lab"))),
			vecty.If(len(st.Comparing) > 0, elem.Span(vecty.Markup(vecty.Class("help")), vecty.Text(l.T("count.queued", "n", len(st.Comparing))))),
		),
		vecty.If(len(rows) > 0, elem.Div(vecty.Markup(vecty.Class("table-wrap")), elem.Table(
			elem.TableHead(elem.TableRow(elem.TableHeader(vecty.Text(l.T("compare.config"))), elem.TableHeader(vecty.Text(l.T("compare.status"))),
				elem.TableHeader(vecty.Markup(vecty.Class("num")), vecty.Text(l.T("compare.time"))), elem.TableHeader(vecty.Markup(vecty.Class("num")), vecty.Text(l.T("compare.expanded"))),
				elem.TableHeader(vecty.Markup(vecty.Class("num")), vecty.Text(l.T("compare.length"))), elem.TableHeader(vecty.Markup(vecty.Class("num")), vecty.Text(l.T("compare.memory"))),
				elem.TableHeader(vecty.Markup(vecty.Class("num")), vecty.Text(l.T("compare.seed"))), elem.TableHeader(vecty.Text(l.T("compare.budget"))))),
			elem.TableBody(rows)))),
		vecty.If(len(results) > 0, ui.Check("compare-log", l.T("compare.log"), "", c.logScale, func(on bool) { c.logScale = on; vecty.Rerender(c) })),
		vecty.If(len(results) > 0, elem.Div(vecty.Markup(vecty.Class("chart-wrap")), chart(st, results, c.logScale))),
	)
}

// chart draws one group of horizontal bars per metric, each scaled to the
// largest value in its group, linearly or (logScale) by log(1 + value).
func chart(st *store.State, rs []store.Entry, logScale bool) *vecty.HTML {
	l := st.Lang
	metrics := []struct {
		name string
		val  func(store.Entry) float64
		text func(store.Entry) string
	}{
		{l.T("compare.m.time"), func(e store.Entry) float64 { return e.Stats.ElapsedMS() }, func(e store.Entry) string { return l.MS(e.Stats.ElapsedMS()) }},
		{l.T("compare.m.expanded"), func(e store.Entry) float64 { return float64(e.Stats.Expanded) }, func(e store.Entry) string { return l.Int(e.Stats.Expanded) }},
		{l.T("compare.m.length"), func(e store.Entry) float64 { return float64(e.Length) }, func(e store.Entry) string { return entryLength(l, e) }},
		{l.T("compare.m.memory"), func(e store.Entry) float64 { return float64(e.Stats.MemoryBytes) }, func(e store.Entry) string { return l.Bytes(e.Stats.MemoryBytes) }},
	}
	const barH, gap, labelW, width = 18, 4, 170, 600
	groupH := 22 + len(rs)*(barH+gap) + 10
	var kids vecty.List
	for g, m := range metrics {
		y0 := g * groupH
		maxV := 0.0
		for _, e := range rs {
			maxV = max(maxV, m.val(e))
		}
		kids = append(kids, ui.SVG("text", vecty.Markup(vecty.Class("chart-title"), vecty.Attribute("x", "0"), vecty.Attribute("y", ui.Itoa(y0+15))), vecty.Text(m.name)))
		for i, e := range rs {
			y := y0 + 22 + i*(barH+gap)
			w := 0.0
			switch {
			case maxV > 0 && logScale:
				w = math.Log1p(m.val(e)) / math.Log1p(maxV) * (width - labelW - 90)
			case maxV > 0:
				w = m.val(e) / maxV * (width - labelW - 90)
			}
			kids = append(kids,
				ui.SVG("text", vecty.Markup(vecty.Class("chart-label"), vecty.Attribute("x", ui.Itoa(labelW-6)), vecty.Attribute("y", ui.Itoa(y+13)), vecty.Attribute("text-anchor", "end")),
					vecty.Text(clipText(configLabel(st, e), 26))),
				ui.SVG("rect", vecty.Markup(vecty.Class("chart-bar"), vecty.Attribute("fill", experiment.Colour(i)), vecty.Attribute("stroke", "currentColor"),
					vecty.Attribute("stroke-opacity", "0.4"), vecty.Attribute("x", ui.Itoa(labelW)), vecty.Attribute("y", ui.Itoa(y)),
					vecty.Attribute("width", fmt.Sprintf("%.1f", max(w, 1))), vecty.Attribute("height", ui.Itoa(barH)), vecty.Attribute("rx", "3"))),
				ui.SVG("text", vecty.Markup(vecty.Class("chart-value"), vecty.Attribute("x", fmt.Sprintf("%.1f", float64(labelW)+max(w, 1)+6)), vecty.Attribute("y", ui.Itoa(y+13))), vecty.Text(m.text(e))),
			)
		}
	}
	return ui.SVG("svg", vecty.Markup(ui.TestID("compare-chart"), vecty.Class("chart"), vecty.Attribute("viewBox", fmt.Sprintf("0 0 %d %d", width, groupH*len(metrics))),
		vecty.Attribute("role", "img"), vecty.Attribute("aria-label", l.T("compare.chart"))), kids)
}
