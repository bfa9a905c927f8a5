//go:build js && wasm

package labscreen

import (
	"fmt"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/ui"
)

// PastView lists the experiments kept in this browser, newest first: open
// one (its results come back), resume one that has runs left, delete one.
type PastView struct {
	vecty.Core
	Env *ui.Env `vecty:"prop"`
	V   *View   `vecty:"prop"`
}

// Render implements vecty.Component.
func (p *PastView) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("LabPast", &out)
	v, env, l := p.V, p.Env, p.V.Lang
	running := v.Exp != nil && v.Exp.Running
	rows := vecty.List{}
	for _, r := range v.Past {
		name := r.Name
		if name == "" {
			name = l.T("lab.experiment_of", "game", gameName(v.GameList, l, r.Game))
		}
		status := l.TOr("lab.status."+r.Status, r.Status)
		if r.Status == StatusRunning && (v.Exp == nil || v.Exp.ID != r.ID || !v.Exp.Running) {
			status = l.T("lab.past.interrupted") // the page went away while it ran
		}
		shown := v.Exp != nil && v.Exp.ID == r.ID
		rows = append(rows, elem.TableRow(vecty.Markup(ui.TestID("lab-past-"+r.ID), vecty.MarkupIf(shown, vecty.Class("shown"))),
			elem.TableData(vecty.Text(name)),
			elem.TableData(vecty.Text(gameName(v.GameList, l, r.Game))),
			elem.TableData(vecty.Text(ui.LocalTime(r.Created))),
			elem.TableData(vecty.Markup(vecty.Class("num")), vecty.Text(fmt.Sprintf("%d / %d", r.Done, r.Runs))),
			elem.TableData(vecty.Markup(ui.TestID("lab-past-status-"+r.ID)), vecty.Text(status)),
			elem.TableData(vecty.Markup(vecty.Class("buttons")),
				ui.Button(env, l.T("lab.open"), "lab-open-"+r.ID, l.T("lab.open.title"), running || shown, OpenPast{ID: r.ID}),
				vecty.If(r.Unfinished(), ui.Button(env, l.T("lab.resume"), "lab-resume-"+r.ID, l.T("lab.resume.left"), running, ResumeExperiment{ID: r.ID})),
				ui.Button(env, l.T("lab.delete"), "lab-delete-"+r.ID, l.T("lab.delete.title"), running && shown, DeletePast{ID: r.ID}),
			),
		))
	}
	return elem.Section(vecty.Markup(vecty.Class("panel", "lab-past"), ui.TestID("lab-past")),
		elem.Heading2(vecty.Text(l.T("lab.past"))),
		elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(l.T("lab.past.help", "where", whereIn(l, v.Where)))),
		vecty.If(v.Saving != "", elem.Paragraph(vecty.Markup(vecty.Class("lab-check", "bad"), vecty.Attribute("role", "alert")), vecty.Text(v.Saving))),
		vecty.If(len(rows) == 0, elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(l.T("lab.past.none")))),
		vecty.If(len(rows) > 0, elem.Div(vecty.Markup(vecty.Class("table-wrap")), elem.Table(vecty.Markup(vecty.Class("lab-table")),
			elem.TableHead(elem.TableRow(elem.TableHeader(vecty.Text(l.T("lab.name"))), elem.TableHeader(vecty.Text(l.T("lab.game"))), elem.TableHeader(vecty.Text(l.T("lab.past.made"))),
				elem.TableHeader(vecty.Markup(vecty.Class("num")), vecty.Text(l.T("lab.past.done"))), elem.TableHeader(vecty.Text(l.T("lab.col.status"))), elem.TableHeader(vecty.Text(""))),
			),
			elem.TableBody(rows)))),
	)
}

// whereKeys are the catalogue's keys of the archives' Where sentences
// (the browser's IndexedDB, MemArchive): another archive's is shown as
// it says it.
var whereKeys = map[string]string{
	"in this browser (IndexedDB)":                                 "lab.where.idb",
	"in this page only (the browser keeps no data for this site)": "lab.where.page",
}

// whereIn is where results are kept, in l's words.
func whereIn(l i18n.Lang, where string) string {
	if k, ok := whereKeys[where]; ok {
		return l.T(k)
	}
	return where
}
