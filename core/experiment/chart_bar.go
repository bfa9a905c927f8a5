package experiment

import (
	"fmt"
	"math"
	"strings"
)

// Bar is one bar of a bar chart.
type Bar struct {
	Label string
	// Colour is the config index whose colour the bar takes (Colour).
	Colour int
	Value  float64
	// Low and High bound the 95% interval, drawn as a whisker when
	// HasInterval.
	Low, High   float64
	HasInterval bool
	// Text is the value as written at the end of the label line.
	Text string
	// Partial: the value covers fewer runs than the config made (a mean
	// over the runs an incomplete algorithm solved); the bar is drawn pale
	// and dashed, and Text says over how many.
	Partial bool
}

// barChart lays bars out horizontally, one row each: the label and the
// value on a line, the bar below it, a whisker for the interval, and the
// value axis with its title (axis, with the unit) at the bottom. Rows
// rather than columns keep long config names readable on a phone. ref,
// when not NaN, draws a dashed reference line at that value; fixed, when
// set, is the linear domain [fixed[0], fixed[1]].
func barChart(title, subtitle, axis string, bars []Bar, log bool, ref float64, fixed *[2]float64) string {
	const (
		left, right = 12.0, 16.0
		top         = 52.0
		rowH, barH  = 38.0, 14.0
	)
	lo, hi := math.Inf(1), 0.0
	for _, b := range bars {
		for _, v := range []float64{b.Value, b.Low, b.High} {
			if (log && v > 0) || !log {
				lo = min(lo, v)
			}
			hi = max(hi, v)
		}
	}
	if len(bars) == 0 {
		lo, hi = 1, 1
	}
	sc := newScale(lo, hi, log, left, svgWidth-right)
	if fixed != nil && !log {
		sc.lo, sc.hi = fixed[0], fixed[1]
	}
	axisY := top + float64(len(bars))*rowH + 4
	var d svgDoc
	d.open(axisY+44, title)
	d.text(left, 38, subtitle, `opacity="0.75"`)
	for _, t := range sc.ticks() {
		x := sc.at(t)
		d.line(x, top-6, x, axisY, `stroke-opacity="0.15"`)
		d.text(x, axisY+15, tickLabel(t), `text-anchor="middle" font-size="11"`)
	}
	d.line(left, axisY, svgWidth-right, axisY, `stroke-opacity="0.6"`)
	d.text((left+svgWidth-right)/2, axisY+34, axis, `text-anchor="middle"`)
	if !math.IsNaN(ref) {
		x := sc.at(ref)
		d.line(x, top-6, x, axisY, `stroke-dasharray="4 3" stroke-opacity="0.7"`)
	}
	for i, b := range bars {
		y := top + float64(i)*rowH
		label := fitLabel(b.Label, svgWidth-left-right-textWidth(b.Text, 12)-12)
		d.printf(`<g class="bar" data-label="%s">`+"\n", esc(b.Label))
		d.printf(`<title>%s</title>`+"\n", esc(b.Label+": "+b.Text))
		d.text(left, y+4, label, "")
		d.text(svgWidth-right, y+4, b.Text, `text-anchor="end" font-variant-numeric="tabular-nums"`)
		x0, x1 := sc.from, sc.at(b.Value)
		if !log && sc.lo < 0 {
			x0 = sc.at(0)
			x0, x1 = min(x0, x1), max(x0, x1)
		}
		by := y + 10
		partial := ""
		if b.Partial {
			partial = ` fill-opacity="0.4" stroke-dasharray="3 2" class="partial"`
		}
		d.printf(`<rect x="%s" y="%s" width="%s" height="%s" fill="%s" stroke="currentColor" stroke-opacity="0.5" stroke-width="0.7" data-value="%s"%s/>`+"\n",
			f(x0), f(by), f(x1-x0), f(barH), Colour(b.Colour), fmt.Sprint(b.Value), partial)
		if Hatched(b.Colour) {
			d.printf(`<rect x="%s" y="%s" width="%s" height="%s" fill="url(#hatch)"/>`+"\n", f(x0), f(by), f(x1-x0), f(barH))
		}
		if b.HasInterval {
			wl, wh, wy := sc.at(b.Low), sc.at(b.High), by+barH/2
			d.line(wl, wy, wh, wy, `stroke-width="1.5" class="whisker"`)
			d.line(wl, wy-5, wl, wy+5, `stroke-width="1.5"`)
			d.line(wh, wy-5, wh, wy+5, `stroke-width="1.5"`)
		}
		d.printf("</g>\n")
	}
	return d.close()
}

// fitLabel cuts a label to about width units at 12 px, with an ellipsis.
func fitLabel(s string, width float64) string {
	r := []rune(s)
	most := int(width / (12 * 0.56))
	if len(r) <= most || most < 2 {
		return s
	}
	return string(r[:most-1]) + "…"
}

// figureInfo describes a summary figure for charts.
type figureInfo struct {
	Title, Unit, Over string
	get               func(ConfigSummary) (Figure, bool)
	// Solved: the figure is over the solved runs only.
	Solved bool
}

// Figures lists the figures FigureChart draws, in order.
var Figures = []string{"expanded", "generated", "max_frontier", "elapsed_ms", "memory_bytes", "length", "cost", "gap"}

var figureInfos = map[string]figureInfo{
	"expanded":     {"Nodes expanded", "nodes", "every run that searched", func(c ConfigSummary) (Figure, bool) { return c.Expanded, true }, false},
	"generated":    {"Nodes generated", "nodes", "every run that searched", func(c ConfigSummary) (Figure, bool) { return c.Generated, true }, false},
	"max_frontier": {"Largest frontier", "nodes", "every run that searched", func(c ConfigSummary) (Figure, bool) { return c.MaxFrontier, true }, false},
	"elapsed_ms":   {"Time", "milliseconds", "every run that searched", func(c ConfigSummary) (Figure, bool) { return c.ElapsedMS, true }, false},
	"memory_bytes": {"Memory", "bytes", "every run that searched", func(c ConfigSummary) (Figure, bool) { return c.MemoryBytes, true }, false},
	"length":       {"Solution length", "moves", "solved runs", func(c ConfigSummary) (Figure, bool) { return c.Length, true }, true},
	"cost":         {"Solution cost", "cost", "solved runs", func(c ConfigSummary) (Figure, bool) { return c.Cost, true }, true},
	"gap": {"Gap to the best optimal length", "moves above the best", "solved runs on instances an optimal algorithm solved",
		func(c ConfigSummary) (Figure, bool) {
			if c.Gap == nil {
				return Figure{}, false
			}
			return *c.Gap, true
		}, true},
}

// FigureChart draws one figure of a solve summary (a name of Figures): a
// bar per config with runs, at its mean, with the 95% t interval as a
// whisker, on a linear or logarithmic axis.
func FigureChart(s Summary, figure string, log bool) (string, error) {
	fi, ok := figureInfos[figure]
	if !ok {
		return "", fmt.Errorf("no figure %q (figures: %s)", figure, strings.Join(Figures, ", "))
	}
	if s.Kind != KindSolve {
		return "", fmt.Errorf("figure charts are for solve experiments; a match has ScoreChart")
	}
	var bars []Bar
	partial := false
	for _, c := range s.Configs {
		fg, ok := fi.get(c)
		if !ok || fg.N == 0 {
			continue
		}
		text := unitCI(fg, figureText(figure))
		what := "runs"
		if fi.Solved {
			what = "solved"
		}
		text += fmt.Sprintf("  %d/%d %s", fg.N, c.Runs, what)
		bars = append(bars, Bar{Label: c.Config, Colour: c.Index, Value: fg.Mean, Low: fg.Low, High: fg.High, HasInterval: fg.HasInterval(), Text: text,
			Partial: fg.N < c.Runs})
		partial = partial || fg.N < c.Runs
	}
	scale := "linear scale"
	if log {
		scale = "log scale"
	}
	sub := fmt.Sprintf("Mean over %s, 95%% interval (t)", fi.Over)
	if partial {
		sub += "; pale: partial data" // n/N on each bar says how partial
	}
	return barChart(chartTitle(s, fi.Title), sub, fmt.Sprintf("%s (%s)", fi.Unit, scale), bars, log, math.NaN(), nil), nil
}

// figureText writes a value of figure on a bar's label as the summary
// table writes it: memory in kB and MB, times in ms and s, the rest as
// plain numbers.
func figureText(figure string) func(float64) string {
	switch figure {
	case "memory_bytes":
		return bytesText
	case "elapsed_ms":
		return msText
	}
	return num
}

// ScoreChart draws a match summary: per pair, A's score with its 95%
// Wilson interval, against a dashed line at an even score.
func ScoreChart(s Summary) (string, error) {
	if s.Kind != KindMatch {
		return "", fmt.Errorf("score charts are for match experiments")
	}
	var bars []Bar
	for _, p := range s.Pairings {
		if p.Games == 0 {
			continue
		}
		bars = append(bars, Bar{Label: p.A + " vs " + p.B, Colour: p.AIndex, Value: p.Score, Low: p.ScoreLow, High: p.ScoreHigh, HasInterval: true,
			Text: fmt.Sprintf("%d-%d-%d  %.0f%%", p.Wins, p.Draws, p.Losses, 100*p.Score)})
	}
	return barChart(chartTitle(s, "Score of the first player"), "Points per game (draw ½), 95% interval (Wilson)", "score of A against B (0 to 1)",
		bars, false, 0.5, &[2]float64{0, 1}), nil
}

func chartTitle(s Summary, what string) string {
	if s.Name == "" {
		return what
	}
	return s.Name + ": " + what
}
