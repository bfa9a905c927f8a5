//go:build js && wasm

package npuzzlescreen

import (
	"fmt"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/ui"
)

// AnytimePanel shows an anytime search's progress (ARA*, BULB): the best
// solution's length and the bound it proves, improving live from the
// progress lines, and a small chart of the length and the proven lower
// bound over time. Nothing while no anytime search has reported.
type AnytimePanel struct {
	vecty.Core
	S *State `vecty:"prop"`
	// Now is the running search's elapsed time in ms (0 when none runs):
	// the chart's time axis runs to it.
	Now float64 `vecty:"prop"`
	// Lang is the page's language.
	Lang i18n.Lang `vecty:"prop"`
}

// The chart's plot area, in SVG units, and its margins for the labels.
const (
	chartW, chartH         = 300, 110
	chartLeft, chartBottom = 44, 18
)

// Render implements vecty.Component.
func (p *AnytimePanel) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("AnytimePanel", &out)
	a, l := p.S.Anytime, p.Lang
	b, ok := a.Last()
	if !ok {
		return elem.Div(vecty.Markup(vecty.Class("anytime"), vecty.Attribute("hidden", "")))
	}
	c := a.Chart(chartW, chartH, max(b.ElapsedMS, p.Now))
	bound := "–"
	if b.Bound > 0 {
		bound = l.Fixed(b.Bound, 3)
	}
	lower := "–"
	if b.LowerBound > 0 {
		lower = l.Int(int64(ceil(b.LowerBound)))
	}
	label := func(x, y float64, anchor, text string) *vecty.HTML {
		return ui.SVG("text", vecty.Markup(vecty.Class("chart-label"), vecty.Attribute("x", fmt.Sprintf("%.1f", x)),
			vecty.Attribute("y", fmt.Sprintf("%.1f", y)), vecty.Attribute("text-anchor", anchor)), vecty.Text(text))
	}
	plot := vecty.List{
		ui.SVG("rect", vecty.Markup(vecty.Class("anytime-frame"), vecty.Attribute("x", "0"), vecty.Attribute("y", "0"),
			vecty.Attribute("width", ui.Itoa(chartW)), vecty.Attribute("height", ui.Itoa(chartH)))),
	}
	if c.Lower != "" {
		plot = append(plot, ui.SVG("polyline", vecty.Markup(vecty.Class("anytime-lower"), ui.TestID("anytime-lower-line"), vecty.Attribute("points", c.Lower))))
	}
	plot = append(plot, ui.SVG("polyline", vecty.Markup(vecty.Class("anytime-length"), ui.TestID("anytime-length-line"), vecty.Attribute("points", c.Length))))
	return elem.Div(vecty.Markup(ui.TestID("anytime"), vecty.Class("panel", "anytime"), vecty.Attribute("aria-live", "polite")),
		elem.Div(vecty.Markup(vecty.Class("stat-grid")),
			ui.Stat(l.T("np.any.length"), "anytime-length", l.Int(int64(b.Length))),
			ui.Stat(l.T("np.any.bound"), "anytime-bound", bound),
			ui.Stat(l.T("np.any.lower"), "anytime-lower-bound", lower),
			ui.Stat(l.T("np.any.solutions"), "anytime-solutions", l.Int(int64(max(b.Solutions, 1)))),
		),
		elem.Paragraph(vecty.Markup(vecty.Class("help"), ui.TestID("anytime-summary")), vecty.Text(a.SummaryIn(l))),
		ui.SVG("svg", vecty.Markup(ui.TestID("anytime-chart"), vecty.Class("anytime-chart"), vecty.Attribute("role", "img"),
			vecty.Attribute("aria-label", l.T("np.any.aria")),
			vecty.Attribute("viewBox", fmt.Sprintf("%d 0 %d %d", -chartLeft, chartW+chartLeft+8, chartH+chartBottom))),
			label(-4, c.TopY+4, "end", l.Fixed(c.Top, 0)),
			label(-4, c.BottomY+4, "end", l.Fixed(c.Bottom, 0)),
			label(0, chartH+14, "start", "0 s"),
			label(chartW, chartH+14, "end", l.Fixed(c.TMax/1000, 1)+" s"),
			plot,
		),
		elem.Paragraph(vecty.Markup(vecty.Class("anytime-legend")),
			elem.Span(vecty.Markup(vecty.Class("key-length")), vecty.Text(l.T("np.any.key_length"))),
			vecty.Text(" "),
			elem.Span(vecty.Markup(vecty.Class("key-lower")), vecty.Text(l.T("np.any.key_lower"))),
		),
	)
}
