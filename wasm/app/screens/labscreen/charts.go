package labscreen

import (
	"strings"

	"searchlab/core/experiment"
)

// InlineSVG is a chart's SVG document made fit to sit in the page beside
// the others: its ids (the title the chart is labelled by, the hatch
// pattern of configs beyond the palette) get the chart's name, so no two
// charts on the page share one and each is labelled by its own title.
// The text stays in currentColor, so the page's theme colours it.
func InlineSVG(c experiment.Chart) string {
	suffix := "-" + c.Name
	return strings.NewReplacer(
		`id="chart-title"`, `id="chart-title`+suffix+`"`,
		`aria-labelledby="chart-title"`, `aria-labelledby="chart-title`+suffix+`"`,
		`id="hatch"`, `id="hatch`+suffix+`"`,
		`url(#hatch)`, `url(#hatch`+suffix+`)`,
	).Replace(c.SVG)
}
