//go:build js && wasm

package labscreen

import (
	"fmt"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

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
	v, env := p.V, p.Env
	running := v.Exp != nil && v.Exp.Running
	rows := vecty.List{}
	for _, r := range v.Past {
		name := r.Name
		if name == "" {
			name = "Experiment (" + gameName(r.Game) + ")"
		}
		status := r.Status
		if r.Status == StatusRunning && (v.Exp == nil || v.Exp.ID != r.ID || !v.Exp.Running) {
			status = "interrupted" // the page went away while it ran
		}
		shown := v.Exp != nil && v.Exp.ID == r.ID
		rows = append(rows, elem.TableRow(vecty.Markup(ui.TestID("lab-past-"+r.ID), vecty.MarkupIf(shown, vecty.Class("shown"))),
			elem.TableData(vecty.Text(name)),
			elem.TableData(vecty.Text(gameName(r.Game))),
			elem.TableData(vecty.Text(ui.LocalTime(r.Created))),
			elem.TableData(vecty.Markup(vecty.Class("num")), vecty.Text(fmt.Sprintf("%d / %d", r.Done, r.Runs))),
			elem.TableData(vecty.Markup(ui.TestID("lab-past-status-"+r.ID)), vecty.Text(status)),
			elem.TableData(vecty.Markup(vecty.Class("buttons")),
				ui.Button(env, "Open", "lab-open-"+r.ID, "Show this experiment's results", running || shown, OpenPast{ID: r.ID}),
				vecty.If(r.Unfinished(), ui.Button(env, "Resume", "lab-resume-"+r.ID, "Do the runs left", running, ResumeExperiment{ID: r.ID})),
				ui.Button(env, "Delete", "lab-delete-"+r.ID, "Forget this experiment and its results", running && shown, DeletePast{ID: r.ID}),
			),
		))
	}
	return elem.Section(vecty.Markup(vecty.Class("panel", "lab-past"), ui.TestID("lab-past")),
		elem.Heading2(vecty.Text("Past experiments")),
		elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text("Every finished run is saved as it arrives, "+v.Where+
			", so a reload or a crash loses nothing: Resume does the runs left, none twice.")),
		vecty.If(v.Saving != "", elem.Paragraph(vecty.Markup(vecty.Class("lab-check", "bad"), vecty.Attribute("role", "alert")), vecty.Text(v.Saving))),
		vecty.If(len(rows) == 0, elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text("None yet."))),
		vecty.If(len(rows) > 0, elem.Div(vecty.Markup(vecty.Class("table-wrap")), elem.Table(vecty.Markup(vecty.Class("lab-table")),
			elem.TableHead(elem.TableRow(elem.TableHeader(vecty.Text("Name")), elem.TableHeader(vecty.Text("Game")), elem.TableHeader(vecty.Text("Made")),
				elem.TableHeader(vecty.Markup(vecty.Class("num")), vecty.Text("Runs done")), elem.TableHeader(vecty.Text("Status")), elem.TableHeader(vecty.Text(""))),
			),
			elem.TableBody(rows)))),
	)
}
