//go:build js && wasm

package labscreen

import (
	"syscall/js"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/core/experiment"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/ui"
)

// ChartsView draws the experiment's charts (core/experiment's SVG
// documents, the CLI's -charts files), each with its SVG and PNG export.
// While runs stream in, the charts are drawn anew every few seconds;
// putting a chart's SVG in the page makes the browser parse it there and
// then, so a new set of charts goes in one chart per animation frame, not
// all in one task.
type ChartsView struct {
	vecty.Core
	Env *ui.Env  `vecty:"prop"`
	E   *ExpView `vecty:"prop"`

	shown map[string]string // the SVG in the page, by chart name
	later bool              // a frame is asked for to put the next chart in
}

// Render implements vecty.Component.
func (cv *ChartsView) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("LabCharts", &out)
	env := cv.Env
	if cv.shown == nil {
		cv.shown = map[string]string{}
	}
	figs := vecty.List{}
	changed := false
	for _, c := range cv.E.Charts {
		svg, ok := cv.shown[c.Name]
		if (!ok || svg != c.SVG) && !changed {
			svg, changed = c.SVG, true
			cv.shown[c.Name] = svg
		}
		if svg == "" {
			continue
		}
		figs = append(figs, elem.Figure(vecty.Markup(vecty.Class("lab-chart"), ui.TestID("lab-chart-"+c.Name), vecty.Key(c.Name)),
			&chartSVG{Name: c.Name, SVG: svg, Lang: cv.E.Lang},
			elem.Div(vecty.Markup(vecty.Class("buttons")),
				ui.Button(env, "SVG", "lab-svg-"+c.Name, cv.E.Lang.T("lab.svg.title"), false, Export{File: ChartFile(c.Name, "svg")}),
				ui.Button(env, "PNG", "lab-png-"+c.Name, cv.E.Lang.T("lab.png.title"), false, Export{File: ChartFile(c.Name, "png")}),
			),
		))
	}
	if changed && !cv.later {
		cv.later = true
		var f js.Func
		f = js.FuncOf(func(js.Value, []js.Value) any {
			f.Release()
			cv.later = false
			vecty.Rerender(cv)
			return nil
		})
		js.Global().Call("requestAnimationFrame", f)
	}
	return elem.Section(vecty.Markup(vecty.Class("panel", "lab-charts"), ui.TestID("lab-charts"), vecty.Attribute("data-charts", ui.Itoa(len(figs)))),
		elem.Heading2(vecty.Text(cv.E.Lang.T("lab.charts"))),
		vecty.If(len(cv.E.Charts) == 0, elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(cv.E.Lang.T("lab.charts.empty")))),
		elem.Div(vecty.Markup(vecty.Class("lab-chart-grid")), figs),
	)
}

// chartSVG is one chart's SVG in the page, in the page's language (its
// texts translated: i18n Lang.SVG), drawn again only when it changes.
type chartSVG struct {
	vecty.Core
	Name string    `vecty:"prop"`
	SVG  string    `vecty:"prop"`
	Lang i18n.Lang `vecty:"prop"`
}

// Render implements vecty.Component.
func (c *chartSVG) Render() vecty.ComponentOrHTML {
	return elem.Div(vecty.Markup(vecty.Class("lab-chart-svg"), vecty.UnsafeHTML(InlineSVG(experiment.Chart{Name: c.Name, SVG: c.Lang.SVG(c.SVG)}))))
}

// SkipRender implements vecty.RenderSkipper.
func (c *chartSVG) SkipRender(prev vecty.Component) bool {
	p, ok := prev.(*chartSVG)
	return ok && p.Name == c.Name && p.SVG == c.SVG && p.Lang == c.Lang
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
	e, env, l := x.E, x.Env, x.E.Lang
	link := ""
	if e.Link != "" {
		link = linkURL(e.Link)
	}
	return elem.Section(vecty.Markup(vecty.Class("panel", "lab-export"), ui.TestID("lab-export")),
		elem.Heading2(vecty.Text(l.T("lab.export"))),
		elem.Div(vecty.Markup(vecty.Class("buttons")),
			ui.Button(env, l.T("lab.export.runs"), "lab-export-runs", l.T("lab.export.runs.t"), e.Done == 0, Export{File: ExportRunsCSV}),
			ui.Button(env, l.T("lab.export.summary"), "lab-export-summary", l.T("lab.export.summary.t"), e.Done == 0, Export{File: ExportSummaryCSV}),
			ui.Button(env, "Markdown", "lab-export-md", l.T("lab.export.md.t"), e.Done == 0, Export{File: ExportMarkdown}),
			ui.Button(env, "JSON", "lab-export-json", l.T("lab.export.json.t"), false, Export{File: ExportJSON}),
		),
		vecty.If(link != "", ui.Field(l.T("lab.link"), "",
			elem.Input(vecty.Markup(ui.TestID("lab-link"), prop.Type(prop.TypeText), prop.Value(link), vecty.Property("readOnly", true),
				event.Focus(func(ev *vecty.Event) { ev.Target.Call("select") }))))),
		elem.Details(vecty.Markup(vecty.Class("lab-cli")),
			elem.Summary(vecty.Text(l.T("lab.cli"))),
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
