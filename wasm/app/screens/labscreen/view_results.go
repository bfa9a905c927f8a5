//go:build js && wasm

package labscreen

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/core/experiment"
	"searchlab/core/wire"
	"searchlab/wasm/app/components"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// ProgressView is the experiment shown: its name, a progress bar with the
// runs done of all, the time so far and an estimate of the time left,
// and Stop or Resume.
type ProgressView struct {
	vecty.Core
	Env *ui.Env  `vecty:"prop"`
	E   *ExpView `vecty:"prop"`
}

// Render implements vecty.Component.
func (p *ProgressView) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("LabProgress", &out)
	e, env, l := p.E, p.Env, p.E.Lang
	title := e.Name
	if title == "" {
		title = l.T("lab.experiment_of", "game", e.GameName)
	}
	parts := []string{l.T("lab.progress.runs", "done", e.Done, "n", e.Runs)}
	switch {
	case e.Running:
		parts = append(parts, l.T("lab.progress.workers", "n", e.Workers), clock(l, e.ElapsedMS))
		if e.LeftMS >= 0 {
			parts = append(parts, l.T("lab.progress.left", "t", clock(l, e.LeftMS)))
		}
	case e.Status == StatusFinished:
		parts = append(parts, l.T("lab.progress.done", "t", clock(l, e.ElapsedMS)))
	default:
		parts = append(parts, l.T("lab.progress.stopped", "t", clock(l, e.ElapsedMS)))
	}
	if e.Crashed > 0 {
		parts = append(parts, l.T("lab.progress.crashed", "n", e.Crashed))
	}
	return elem.Section(vecty.Markup(vecty.Class("panel", "lab-progress"), ui.TestID("lab-progress"), vecty.Attribute("aria-live", "polite")),
		elem.Heading2(vecty.Text(title)),
		elem.Progress(vecty.Markup(ui.TestID("lab-bar"), vecty.Attribute("max", strconv.Itoa(max(e.Runs, 1))),
			vecty.Attribute("value", strconv.Itoa(e.Done)), vecty.Attribute("aria-label", l.T("lab.progress.aria")))),
		elem.Paragraph(vecty.Markup(ui.TestID("lab-status"), vecty.Class("lab-status"), vecty.Attribute("data-status", e.Status),
			vecty.Attribute("data-done", strconv.Itoa(e.Done)), vecty.Attribute("data-runs", strconv.Itoa(e.Runs)),
			vecty.Attribute("data-elapsed-ms", strconv.FormatFloat(e.ElapsedMS, 'f', 0, 64)), vecty.Attribute("data-id", e.ID)),
			vecty.Text(strings.Join(parts, " · ")+".")),
		elem.Div(vecty.Markup(vecty.Class("buttons")),
			ui.Button(env, l.T("lab.stop"), "lab-stop-exp", l.T("lab.stop.now"), !e.Running, StopExperiment{}),
			vecty.If(e.Done < e.Runs, ui.Button(env, l.T("lab.resume"), "lab-resume", l.T("lab.resume.left"), e.Running, ResumeExperiment{ID: e.ID}, vecty.Class("primary"))),
			ui.Button(env, l.T("lab.edit_spec"), "lab-edit-spec", l.T("lab.edit_spec.title"), false, EditSpecOf{}),
		),
	)
}

// clock writes milliseconds as "12.3 s" or "4 min 05 s" (in l's words
// and decimal mark).
func clock(l i18n.Lang, ms float64) string {
	s := ms / 1000
	if s < 60 {
		return l.Fixed(s, 1) + " s"
	}
	return l.T("duration.min_s", "min", int(s)/60, "s", fmt.Sprintf("%02d", int(s)%60))
}

// SummaryView is the summary: per config (or per pair and player of a
// match) the core/experiment tables, each config in its chart colour,
// and the warnings.
type SummaryView struct {
	vecty.Core
	E *ExpView `vecty:"prop"`
}

// Render implements vecty.Component.
func (sv *SummaryView) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("LabSummary", &out)
	s, l := sv.E.Summary, sv.E.Lang
	tables := vecty.List{}
	all := experiment.SummaryTables(s)
	if s.Kind == experiment.KindSolve {
		all = []experiment.Table{experiment.PageTable(s)} // human units, Time and Memory first (exports keep raw numbers)
	}
	for ti, t := range all {
		head := vecty.List{}
		for ci, h := range t.Head {
			head = append(head, elem.TableHeader(vecty.Markup(vecty.MarkupIf(ci > 1 || (ci == 1 && ti == 1), vecty.Class("num"))), vecty.Text(l.LabCell(h))))
		}
		rows := vecty.List{}
		for ri, r := range t.Rows {
			cells := vecty.List{}
			for ci, c := range r {
				switch {
				case ci == 0 && s.Kind == experiment.KindSolve:
					cells = append(cells, elem.TableData(swatch(ri), vecty.Text(c)))
				case ci == 0 && ti == 1:
					cells = append(cells, elem.TableData(swatch(s.Players[ri].Index), vecty.Text(c)))
				case ci < 2 && ti == 0 && s.Kind == experiment.KindMatch:
					idx := s.Pairings[ri].AIndex
					if ci == 1 {
						idx = s.Pairings[ri].BIndex
					}
					cells = append(cells, elem.TableData(swatch(idx), vecty.Text(c)))
				default:
					cells = append(cells, elem.TableData(vecty.Markup(vecty.Class("num")), vecty.Text(l.LabCell(c))))
				}
			}
			rows = append(rows, elem.TableRow(cells))
		}
		tables = append(tables, elem.Div(vecty.Markup(vecty.Class("table-wrap")),
			elem.Table(vecty.Markup(vecty.Class("lab-table"), ui.TestID(fmt.Sprintf("lab-summary-%d", ti))), elem.TableHead(elem.TableRow(head)), elem.TableBody(rows))))
	}
	warnings := vecty.List{}
	for _, w := range s.Warnings {
		warnings = append(warnings, elem.ListItem(vecty.Text(l.LabCell(w))))
	}
	return elem.Section(vecty.Markup(vecty.Class("panel", "lab-summary"), ui.TestID("lab-summary")),
		elem.Heading2(vecty.Text(l.T("lab.summary"))),
		elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(l.LabCell(experiment.SummaryNote(s)))),
		tables,
		vecty.If(len(warnings) > 0, elem.UnorderedList(vecty.Markup(vecty.Class("lab-warnings"), vecty.Attribute("role", "alert")), warnings)),
	)
}

// swatch is config i's colour, as in the charts.
func swatch(i int) *vecty.HTML {
	return elem.Span(vecty.Markup(vecty.Class("swatch"), vecty.Style("background", experiment.Colour(i)), vecty.Attribute("aria-hidden", "true")))
}

// RowsView is the per-run table, a page of PageSize rows at a time (a
// match: one row per game), with its pager.
type RowsView struct {
	vecty.Core
	Env *ui.Env  `vecty:"prop"`
	E   *ExpView `vecty:"prop"`
}

// Render implements vecty.Component.
func (rv *RowsView) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("LabRows", &out)
	e, env, l := rv.E, rv.Env, rv.E.Lang
	pager := elem.Div(vecty.Markup(vecty.Class("buttons", "lab-pager")),
		ui.Button(env, l.T("lab.prev"), "lab-prev", l.T("lab.prev.title"), e.Page == 0, SetPage{Page: e.Page - 1}),
		elem.Span(vecty.Markup(ui.TestID("lab-page"), vecty.Class("help")),
			vecty.Text(l.T("lab.rows.page", "first", min(e.First+1, e.Total), "last", e.First+len(e.Rows)+len(e.Games), "total", e.Total))),
		ui.Button(env, l.T("lab.next"), "lab-next", l.T("lab.next.title"), e.Page >= e.Pages-1, SetPage{Page: e.Page + 1}),
	)
	return elem.Section(vecty.Markup(vecty.Class("panel", "lab-rows"), ui.TestID("lab-rows")),
		elem.Heading2(vecty.Text(l.T("lab.runs"))),
		vecty.If(e.Total == 0, elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(l.T("lab.runs.empty")))),
		&RunsTable{E: e},
		vecty.If(e.Pages > 1, pager),
	)
}

// RunsTable is the rows of the page shown.
type RunsTable struct {
	vecty.Core
	E *ExpView `vecty:"prop"`
}

// Render implements vecty.Component.
func (rt *RunsTable) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("LabRunsTable", &out)
	e, l := rt.E, rt.E.Lang
	var head []string
	rows := vecty.List{}
	if e.Match {
		head = []string{l.T("lab.col.opening"), l.T("lab.col.black"), l.T("lab.col.white"), l.T("lab.col.result"), l.T("lab.col.discs"), l.T("lab.col.plies"), l.T("lab.col.status"), l.T("lab.col.seed")}
		for _, g := range e.Games {
			rows = append(rows, &gameRow{G: g, Lang: l})
		}
	} else {
		head = []string{"#", l.T("lab.col.instance"), l.T("lab.col.config"), l.T("lab.col.status"), l.T("lab.col.length"), l.T("lab.col.cost"),
			l.T("lab.col.expanded"), l.T("lab.col.generated"), l.T("lab.col.frontier"), l.T("lab.col.time"), l.T("lab.col.memory"), l.T("lab.col.seed")}
		for _, r := range e.Rows {
			rows = append(rows, &runRow{R: r, Lang: l})
		}
	}
	hs := vecty.List{}
	for _, h := range head {
		hs = append(hs, elem.TableHeader(vecty.Text(h)))
	}
	return elem.Div(vecty.Markup(vecty.Class("table-wrap"), vecty.Property("hidden", len(rows) == 0)),
		elem.Table(vecty.Markup(vecty.Class("lab-table"), ui.TestID("lab-runs")), elem.TableHead(elem.TableRow(hs)), elem.TableBody(rows)))
}

func td(s string) *vecty.HTML { return elem.TableData(vecty.Text(s)) }
func num(s string) *vecty.HTML {
	return elem.TableData(vecty.Markup(vecty.Class("num")), vecty.Text(s))
}

// statusText is a row's status in words, with its error as a tooltip.
func statusText(l i18n.Lang, st wire.Status, why string) string {
	w := components.OutcomeWord(l, store.Outcome(st))
	if why != "" && st != wire.StatusFound {
		return w + ": " + why
	}
	return w
}

// indexOf is the config index of a match row's player name.
func indexOf(g experiment.MatchRow, name string) int {
	if name == g.B {
		return g.BIndex
	}
	return g.AIndex
}
