//go:build js && wasm

package components

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/core/replay"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/ui"
)

// The replay charts' drawing box and the most points a line draws (longer
// series are thinned to the extremes of each slice, so no peak is lost).
const (
	chartW, chartH = 480.0, 150.0
	chartPad       = 34.0
	chartPoints    = 360
)

// line is one series of a chart: its values by x and how it is drawn.
type chartLine struct {
	xs, ys []float64
	class  string
	label  string
}

// flowChart draws the frontier and the explored set over the events, the
// events after pos faded, with a cursor at pos; the sets named as the
// pseudocode names them, in l.
func flowChart(l i18n.Lang, t *replay.Trace, pos int) *vecty.HTML {
	n := t.Len()
	if n == 0 {
		return nil
	}
	code, _ := t.Code()
	fname, xname := code.Frontier, code.Explored
	if fname == "" {
		fname = "frontier"
	}
	fname = l.TOr("replay.set."+fname, fname)
	if xname != "" {
		xname = l.TOr("replay.set."+xname, xname)
	}
	f := chartLine{class: "series-frontier", label: fname}
	x := chartLine{class: "series-explored", label: xname}
	step := max(1, n/chartPoints)
	for i := 0; i < n; i += step {
		j := min(i+step, n)
		var fm, xm int32
		for k := i; k < j; k++ {
			fm, xm = max(fm, t.Flow.Frontier[k]), max(xm, t.Flow.Explored[k])
		}
		f.xs, f.ys = append(f.xs, float64(j)), append(f.ys, float64(fm))
		x.xs, x.ys = append(x.xs, float64(j)), append(x.ys, float64(xm))
	}
	lines := []chartLine{f}
	if xname != "" {
		lines = append(lines, x)
	}
	title := l.T("replay.chart.flow", "set", capitalize(fname))
	if xname != "" {
		title = l.T("replay.chart.flow2", "set", capitalize(fname), "set2", xname)
	}
	return lineChart(title, "flow-chart", lines, float64(n), float64(pos), nil)
}

// capitalize writes s's first letter in upper case (a letter of any
// alphabet: "đường đi" is "Đường đi").
func capitalize(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	if size == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[size:]
}

// seriesChart draws a local search's series up to pos (nil for other
// traces): the current state's value per step (and the temperature), a
// beam's best value, or a generation's best and mean fitness.
func seriesChart(l i18n.Lang, t *replay.Trace, pos int) *vecty.HTML {
	s := &t.Local
	var ps []replay.Point
	title := ""
	switch {
	case len(s.Generations) > 0:
		ps, title = s.Generations, l.T("replay.chart.ga")
	case len(s.Beams) > 0:
		ps, title = s.Beams, l.T("replay.chart.beam")
	case len(s.Steps) > 0:
		ps, title = s.Steps, l.T("replay.chart.steps")
	default:
		return nil
	}
	k := replay.CountAt(ps, pos)
	y := chartLine{class: "series-frontier", label: "h"}
	y2 := chartLine{class: "series-explored", label: l.T("replay.chart.mean")}
	temp := chartLine{class: "series-temp", label: l.T("replay.chart.temperature")}
	var marks []float64
	step := max(1, len(ps)/chartPoints)
	hasTemp := false
	for i := 0; i < k; i += step {
		p := ps[i]
		if p.Mark {
			marks = append(marks, float64(p.X))
			continue
		}
		y.xs, y.ys = append(y.xs, float64(p.X)), append(y.ys, p.Y)
		y2.xs, y2.ys = append(y2.xs, float64(p.X)), append(y2.ys, p.Y2)
		temp.xs, temp.ys = append(temp.xs, float64(p.X)), append(temp.ys, p.T)
		hasTemp = hasTemp || p.T != 0
	}
	lines := []chartLine{y}
	if len(s.Generations) > 0 {
		y.label = l.T("replay.chart.best")
		lines = []chartLine{y, y2}
	}
	if hasTemp {
		title = l.T("replay.chart.with_temp", "chart", title)
		lines = append(lines, temp)
	}
	xmax := float64(ps[len(ps)-1].X)
	cursor := 0.0
	if k > 0 {
		cursor = float64(ps[k-1].X)
	}
	return lineChart(title, "series-chart", lines, xmax, cursor, marks)
}

// lineChart draws lines against x in 0..xmax (the last line of a chart with a
// temperature on its own scale), a cursor at x = at and dashed marks.
func lineChart(title, id string, lines []chartLine, xmax, at float64, marks []float64) *vecty.HTML {
	xmax = math.Max(xmax, 1)
	sx := func(x float64) float64 { return chartPad + (chartW-chartPad-8)*x/xmax }
	var ymax float64
	for _, l := range lines {
		if l.class == "series-temp" {
			continue
		}
		for _, v := range l.ys {
			ymax = math.Max(ymax, v)
		}
	}
	ymax = math.Max(ymax, 1)
	at2 := func(name string, v float64) vecty.Applyer { return vecty.Attribute(name, fmt.Sprintf("%.1f", v)) }
	text := func(cls string, x, y float64, anchor, s string) *vecty.HTML {
		return ui.SVG("text", vecty.Markup(vecty.Class(cls), at2("x", x), at2("y", y), vecty.Attribute("text-anchor", anchor)), vecty.Text(s))
	}
	seg := func(cls string, x1, y1, x2, y2 float64) *vecty.HTML {
		return ui.SVG("line", vecty.Markup(vecty.Class(cls), at2("x1", x1), at2("y1", y1), at2("x2", x2), at2("y2", y2)))
	}
	kids := vecty.List{
		seg("axis", chartPad, chartH-20, chartW-8, chartH-20),
		text("chart-label", 2, 12, "start", compact(ymax)),
		text("chart-label", 2, chartH-22, "start", "0"),
		text("chart-label", chartW-8, chartH-4, "end", compact(xmax)),
	}
	for _, m := range marks {
		kids = append(kids, seg("mark", sx(m), 4, sx(m), chartH-20))
	}
	legend := vecty.List{}
	for _, l := range lines {
		top := ymax
		if l.class == "series-temp" {
			top = 0
			for _, v := range l.ys {
				top = math.Max(top, v)
			}
			top = math.Max(top, 1e-9)
		}
		sy := func(v float64) float64 { return chartH - 20 - (chartH-30)*math.Max(0, v)/top }
		var b strings.Builder
		for j := range l.xs {
			fmt.Fprintf(&b, "%.1f,%.1f ", sx(l.xs[j]), sy(l.ys[j]))
		}
		kids = append(kids, ui.SVG("polyline", vecty.Markup(vecty.Class("series", l.class), vecty.Attribute("points", b.String()))))
		legend = append(legend, elem.Span(vecty.Markup(vecty.Class("legend-key", l.class)), vecty.Text(l.label)))
	}
	kids = append(kids, seg("cursor", sx(at), 2, sx(at), chartH-20))
	return elem.Div(vecty.Markup(vecty.Class("replay-chart"), ui.TestID(id)),
		elem.Span(vecty.Markup(vecty.Class("stat-label")), vecty.Text(title)),
		ui.SVG("svg", vecty.Markup(vecty.Class("chart-lines"), vecty.Attribute("viewBox", fmt.Sprintf("0 0 %g %g", chartW, chartH)),
			vecty.Attribute("role", "img"), vecty.Attribute("aria-label", title)), kids),
		elem.Div(vecty.Markup(vecty.Class("legend")), legend))
}

// compact writes a number for an axis (12k, 3.4M).
func compact(v float64) string {
	switch {
	case v >= 1e6:
		return strconv.FormatFloat(v/1e6, 'f', 1, 64) + "M"
	case v >= 1e4:
		return strconv.FormatFloat(v/1e3, 'f', 0, 64) + "k"
	case v == math.Trunc(v):
		return strconv.FormatFloat(v, 'f', 0, 64)
	}
	return strconv.FormatFloat(v, 'g', 3, 64)
}
