//go:build js && wasm

package labscreen

import (
	"syscall/js"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/wasm/app/ui"
)

// ChartsView draws the experiment's charts (core/experiment's SVG
// documents, the CLI's -charts files), each with its SVG and PNG export.
type ChartsView struct {
	vecty.Core
	Env *ui.Env  `vecty:"prop"`
	E   *ExpView `vecty:"prop"`
}

// Render implements vecty.Component.
func (cv *ChartsView) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("LabCharts", &out)
	env := cv.Env
	figs := vecty.List{}
	for _, c := range cv.E.Charts {
		figs = append(figs, elem.Figure(vecty.Markup(vecty.Class("lab-chart"), ui.TestID("lab-chart-"+c.Name), vecty.Key(c.Name)),
			elem.Div(vecty.Markup(vecty.Class("lab-chart-svg"), vecty.UnsafeHTML(InlineSVG(c)))),
			elem.Div(vecty.Markup(vecty.Class("buttons")),
				ui.Button(env, "SVG", "lab-svg-"+c.Name, "Save this chart as SVG", false, Export{File: ChartFile(c.Name, "svg")}),
				ui.Button(env, "PNG", "lab-png-"+c.Name, "Save this chart as PNG", false, Export{File: ChartFile(c.Name, "png")}),
			),
		))
	}
	return elem.Section(vecty.Markup(vecty.Class("panel", "lab-charts"), ui.TestID("lab-charts")),
		elem.Heading2(vecty.Text("Charts")),
		vecty.If(len(figs) == 0, elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text("The charts appear once runs are done."))),
		elem.Div(vecty.Markup(vecty.Class("lab-chart-grid")), figs),
	)
}

// ExportView saves the experiment for a report and links to its spec.
type ExportView struct {
	vecty.Core
	Env *ui.Env  `vecty:"prop"`
	E   *ExpView `vecty:"prop"`
}

// Render implements vecty.Component.
func (x *ExportView) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("LabExport", &out)
	e, env := x.E, x.Env
	link := ""
	if e.Link != "" {
		link = linkURL(e.Link)
	}
	return elem.Section(vecty.Markup(vecty.Class("panel", "lab-export"), ui.TestID("lab-export")),
		elem.Heading2(vecty.Text("Export")),
		elem.Div(vecty.Markup(vecty.Class("buttons")),
			ui.Button(env, "Runs (CSV)", "lab-export-runs", "Every run's row, as searchlab experiment prints them", e.Done == 0, Export{File: ExportRunsCSV}),
			ui.Button(env, "Summary (CSV)", "lab-export-summary", "The summary per configuration, with the intervals", e.Done == 0, Export{File: ExportSummaryCSV}),
			ui.Button(env, "Markdown", "lab-export-md", "The summary and the runs as Markdown tables", e.Done == 0, Export{File: ExportMarkdown}),
			ui.Button(env, "JSON", "lab-export-json", "The whole experiment (spec, rows, summary); searchlab experiment -resume reads it", false, Export{File: ExportJSON}),
		),
		vecty.If(link != "", ui.Field("Link to this experiment's spec (opening it puts the spec in the form, to run again)", "",
			elem.Input(vecty.Markup(ui.TestID("lab-link"), prop.Type(prop.TypeText), prop.Value(link), vecty.Property("readOnly", true),
				event.Focus(func(ev *vecty.Event) { ev.Target.Call("select") }))))),
		elem.Details(vecty.Markup(vecty.Class("lab-cli")),
			elem.Summary(vecty.Text("The same experiment from the command line")),
			elem.Preformatted(vecty.Markup(ui.TestID("lab-exp-cli")), vecty.Text(e.CLI)),
		),
	)
}

// linkURL is the page's address with fragment (without touching the
// address bar).
func linkURL(fragment string) string {
	loc := js.Global().Get("location")
	return loc.Get("origin").String() + loc.Get("pathname").String() + "#" + fragment
}
