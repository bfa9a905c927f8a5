//go:build js && wasm

package bloxorzscreen

import (
	"fmt"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/ui"
)

// heatCells is the heatmap the board draws (HeatShown) with the counts
// behind it; the zero value draws none.
type heatCells struct {
	scale         *HeatScale
	counts, order []int64
	w             int       // the level's width
	lang          i18n.Lang // the tooltips' language
}

// heatCells is the heatmap of the board shown (none while editing).
func (b *State) heatCells(l i18n.Lang) heatCells {
	h := b.HeatShown()
	if h == nil {
		return heatCells{}
	}
	return heatCells{scale: h, counts: b.Heatmap, order: b.HeatOrder, w: b.Level.W, lang: l}
}

// heatCell is one cell of the heatmap: its colour (−1: not coloured) and
// its counts.
type heatCell struct {
	bin          int
	count, order int64
	x, y         int
	lang         i18n.Lang
}

func (h heatCells) at(i int) heatCell {
	if h.scale == nil || i < 0 || i >= len(h.scale.Bin) || h.scale.Bin[i] < 0 {
		return heatCell{bin: -1}
	}
	c := heatCell{bin: h.scale.Bin[i], count: h.counts[i], x: i % h.w, y: i / h.w, lang: h.lang}
	if len(h.order) == len(h.counts) {
		c.order = h.order[i]
	}
	return c
}

// markup is the cell group's classes, with the colour's (heat heat-N, and
// heat-dark on the dark half of the ramp, where marks are drawn light),
// the cell (data-xy) and its counts as data attributes.
func (c heatCell) markup(classes ...string) vecty.MarkupList {
	if c.bin < 0 {
		return vecty.Markup(vecty.Class(classes...))
	}
	classes = append(classes, "heat", fmt.Sprintf("heat-%d", c.bin))
	if c.bin < HeatBins/2 {
		classes = append(classes, "heat-dark")
	}
	return vecty.Markup(vecty.Class(classes...),
		vecty.Attribute("data-xy", fmt.Sprintf("%d,%d", c.x, c.y)),
		vecty.Attribute("data-heat", fmt.Sprint(c.count)),
		vecty.MarkupIf(c.order > 0, vecty.Attribute("data-heat-order", fmt.Sprint(c.order))))
}

// face marks the tile's top as coloured by the heatmap (CSS fills it).
func (c heatCell) face() vecty.Applyer { return vecty.MarkupIf(c.bin >= 0, vecty.Class("heat-face")) }

// title is the cell's tooltip: its counts.
func (c heatCell) title() vecty.MarkupOrChild {
	if c.bin < 0 {
		return nil
	}
	t := c.lang.T("blx.heat.cell", "n", c.count)
	if c.order > 0 {
		t += c.lang.T("blx.heat.cell_order", "n", c.order)
	}
	return ui.SVG("title", vecty.Text(t))
}

// heatKey is the heatmap's key under the board: the ramp from the first
// cells reached to the last, with the expansions at both ends and each
// colour's range in its tooltip.
func heatKey(b *State, l i18n.Lang) vecty.ComponentOrHTML {
	h := b.HeatShown()
	if h == nil {
		return nil
	}
	first, last, unit := l.T("blx.heat.first"), l.T("blx.heat.last"), l.T("blx.heat.expansion")
	if !h.ByOrder {
		first, last, unit = l.T("blx.heat.fewest"), l.T("blx.heat.most"), l.T("blx.heat.visit")
	}
	var sw vecty.List
	for bin := 0; bin < HeatBins; bin++ {
		if h.Cells[bin] == 0 {
			continue
		}
		rng := l.Int(h.Lo[bin])
		if h.Hi[bin] != h.Lo[bin] {
			rng += "–" + l.Int(h.Hi[bin])
		}
		what := l.T("blx.heat.bin_order", "range", rng)
		if !h.ByOrder {
			what = l.T("blx.heat.bin_count", "range", rng)
		}
		sw = append(sw, elem.Span(vecty.Markup(vecty.Class("bx-heat-swatch", fmt.Sprintf("heat-%d", bin)),
			vecty.Attribute("title", l.T("blx.heat.swatch", "n", h.Cells[bin], "what", what)))))
	}
	lo, hi := h.Lo[0], h.Hi[HeatBins-1]
	for bin := HeatBins - 1; hi == 0 && bin >= 0; bin-- {
		hi = h.Hi[bin]
	}
	return elem.Div(vecty.Markup(vecty.Class("bx-heat-key"), ui.TestID("bx-heat-key")),
		elem.Span(vecty.Markup(vecty.Class("bx-heat-end")), vecty.Text(l.T("blx.heat.end", "end", first, "unit", unit, "n", lo))),
		elem.Span(vecty.Markup(vecty.Class("bx-heat-ramp"), vecty.Attribute("role", "img"),
			vecty.Attribute("aria-label", l.T("blx.heat.ramp", "first", first, "last", last))), sw),
		elem.Span(vecty.Markup(vecty.Class("bx-heat-end")), vecty.Text(l.T("blx.heat.end", "end", last, "unit", unit, "n", hi))),
		elem.Small(vecty.Markup(vecty.Class("help")), vecty.Text(l.T("blx.heat.help", "n", h.Reached))),
	)
}
