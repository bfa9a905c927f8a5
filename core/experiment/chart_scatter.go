package experiment

import (
	"fmt"

	"searchlab/core/wire"
)

// ScatterChart plots the nodes each solved run expanded against its
// solution length, one point per run in its config's colour and marker,
// with a legend of the configs that have points; the node axis is
// logarithmic when log is set (node counts of different algorithms span
// orders of magnitude), the length axis when the longest solution is 50
// times the shortest or more.
func ScatterChart(s Summary, rows []Row, log bool) (string, error) {
	if s.Kind != KindSolve {
		return "", fmt.Errorf("scatter charts are for solve experiments")
	}
	const (
		left, right = 58.0, 16.0
		top, plotH  = 44.0, 250.0
	)
	var pts []Row
	seen := map[int]bool{}
	var items []legendItem
	minLen, maxLen, minNodes, maxNodes := 0.0, 0.0, 0.0, 0.0
	for _, r := range rows {
		if r.Status != wire.StatusFound || r.Value != nil {
			continue
		}
		pts = append(pts, r)
		if !seen[r.ConfigIndex] {
			seen[r.ConfigIndex] = true
		}
		maxLen = max(maxLen, float64(r.Length))
		if l := float64(r.Length); l > 0 && (minLen == 0 || l < minLen) {
			minLen = l
		}
		n := float64(r.Expanded)
		if n > 0 && (minNodes == 0 || n < minNodes) {
			minNodes = n
		}
		maxNodes = max(maxNodes, n)
	}
	for _, c := range s.Configs {
		if seen[c.Index] {
			items = append(items, legendItem{c.Index, c.Config})
		}
	}
	if minNodes == 0 {
		minNodes = 1
	}
	// Lengths spread over orders of magnitude (depth-first search's
	// solutions beside optimal ones) take a log axis too.
	logX := minLen > 0 && maxLen/minLen >= 50
	xs := newScale(min(minLen, maxLen), max(maxLen, 1), logX, left, svgWidth-right)
	ys := newScale(min(minNodes, maxNodes), max(maxNodes, 1), log, top+plotH, top)
	axisY := top + plotH
	legendW := float64(svgWidth) - 24
	var d svgDoc
	d.open(axisY+46+legendHeight(items, legendW)+6, chartTitle(s, "Nodes expanded against solution length"))
	d.text(12, 36, "One point per solved run", `opacity="0.75"`)
	for _, t := range xs.ticks() {
		x := xs.at(t)
		d.line(x, top, x, axisY, `stroke-opacity="0.12"`)
		d.text(x, axisY+15, tickLabel(t), `text-anchor="middle" font-size="11"`)
	}
	for _, t := range ys.ticks() {
		y := ys.at(t)
		d.line(left, y, svgWidth-right, y, `stroke-opacity="0.12"`)
		d.text(left-6, y+4, tickLabel(t), `text-anchor="end" font-size="11"`)
	}
	d.line(left, axisY, svgWidth-right, axisY, `stroke-opacity="0.6"`)
	d.line(left, top, left, axisY, `stroke-opacity="0.6"`)
	xTitle := "solution length (moves)"
	if logX {
		xTitle = "solution length (moves, log scale)"
	}
	d.text((left+svgWidth-right)/2, axisY+32, xTitle, `text-anchor="middle"`)
	yTitle := "nodes expanded (linear scale)"
	if log {
		yTitle = "nodes expanded (log scale)"
	}
	d.printf(`<text transform="translate(14 %s) rotate(-90)" text-anchor="middle" fill="currentColor">%s</text>`+"\n", f(top+plotH/2), esc(yTitle))
	for _, r := range pts {
		d.marker(r.ConfigIndex, xs.at(float64(r.Length)), ys.at(float64(r.Expanded)), 3.5,
			fmt.Sprintf(`fill-opacity="0.8" class="point" data-x="%d" data-y="%d"`, r.Length, r.Expanded))
	}
	d.legend(items, 12, axisY+58, legendW)
	return d.close(), nil
}
