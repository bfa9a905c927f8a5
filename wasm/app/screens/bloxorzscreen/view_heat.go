//go:build js && wasm

package bloxorzscreen

import (
	"fmt"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// heatCells is the heatmap the board draws (HeatShown) with the counts
// behind it; the zero value draws none.
type heatCells struct {
	scale         *HeatScale
	counts, order []int64
	w             int // the level's width
}

// heatCells is the heatmap of the board shown (none while editing).
func (b *State) heatCells() heatCells {
	h := b.HeatShown()
	if h == nil {
		return heatCells{}
	}
	return heatCells{scale: h, counts: b.Heatmap, order: b.HeatOrder, w: b.Level.W}
}

// heatCell is one cell of the heatmap: its colour (−1: not coloured) and
// its counts.
type heatCell struct {
	bin          int
	count, order int64
	x, y         int
}

func (h heatCells) at(i int) heatCell {
	if h.scale == nil || i < 0 || i >= len(h.scale.Bin) || h.scale.Bin[i] < 0 {
		return heatCell{bin: -1}
	}
	c := heatCell{bin: h.scale.Bin[i], count: h.counts[i], x: i % h.w, y: i / h.w}
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
	t := "covered by " + store.Count(c.count, "expanded state")
	if c.order > 0 {
		t += "; first reached at expansion " + store.GroupDigits(c.order)
	}
	return ui.SVG("title", vecty.Text(t))
}

// heatKey is the heatmap's key under the board: the ramp from the first
// cells reached to the last, with the expansions at both ends and each
// colour's range in its tooltip.
func heatKey(b *State) vecty.ComponentOrHTML {
	h := b.HeatShown()
	if h == nil {
		return nil
	}
	first, last, unit := "first reached", "last reached", "expansion"
	if !h.ByOrder {
		first, last, unit = "fewest visits", "most visits", "visit"
	}
	var sw vecty.List
	for bin := 0; bin < HeatBins; bin++ {
		if h.Cells[bin] == 0 {
			continue
		}
		rng := store.GroupDigits(h.Lo[bin])
		if h.Hi[bin] != h.Lo[bin] {
			rng += "–" + store.GroupDigits(h.Hi[bin])
		}
		what := "first reached at expansion " + rng
		if !h.ByOrder {
			what = "covered by " + rng + " expanded states"
		}
		sw = append(sw, elem.Span(vecty.Markup(vecty.Class("bx-heat-swatch", fmt.Sprintf("heat-%d", bin)),
			vecty.Attribute("title", fmt.Sprintf("%s, %s", store.Count(h.Cells[bin], "cell"), what)))))
	}
	lo, hi := h.Lo[0], h.Hi[HeatBins-1]
	for bin := HeatBins - 1; hi == 0 && bin >= 0; bin-- {
		hi = h.Hi[bin]
	}
	return elem.Div(vecty.Markup(vecty.Class("bx-heat-key"), ui.TestID("bx-heat-key")),
		elem.Span(vecty.Markup(vecty.Class("bx-heat-end")), vecty.Text(fmt.Sprintf("%s (%s %s)", first, unit, store.GroupDigits(lo)))),
		elem.Span(vecty.Markup(vecty.Class("bx-heat-ramp"), vecty.Attribute("role", "img"),
			vecty.Attribute("aria-label", fmt.Sprintf("colours from dark purple (%s) to yellow (%s)", first, last))), sw),
		elem.Span(vecty.Markup(vecty.Class("bx-heat-end")), vecty.Text(fmt.Sprintf("%s (%s %s)", last, unit, store.GroupDigits(hi)))),
		elem.Small(vecty.Markup(vecty.Class("help")), vecty.Text(fmt.Sprintf(
			"Each colour is about a ninth of the %s the search reached, in the order it reached them; a cell's tooltip gives its counts.",
			store.Count(int64(h.Reached), "cell")))),
	)
}
