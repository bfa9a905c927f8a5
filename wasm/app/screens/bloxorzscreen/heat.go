package bloxorzscreen

import (
	"sort"
)

// HeatBins is the number of colours of the heatmap's ramp (style.css
// .heat-0 … .heat-8: viridis, a perceptually uniform ramp that colour-blind
// readers tell apart, dark purple to yellow).
const HeatBins = 9

// HeatScale is a run's heatmap as the board colours it. Cells are ranked
// by when the search first reached them (api.BloxorzResult.HeatOrder: the
// expansion that first covered the cell), or by how many expanded states
// covered them when the order is missing, and the ranks are cut into
// HeatBins equal parts: each colour holds about a ninth of the reached
// cells, so the ramp spreads over the board however the search's front
// moved (an order scaled linearly left stage 33 nearly one shade, issue 21
// item 2). Cells with the same key share a colour.
type HeatScale struct {
	// Bin is, per cell of the level (row-major), its colour 0…HeatBins−1,
	// or −1 for a cell the search never reached.
	Bin []int
	// ByOrder says the key is the first-reached expansion (else the count).
	ByOrder bool
	// Lo and Hi are, per colour, the smallest and largest key of its
	// cells (0, 0: no cell has it); Cells counts them.
	Lo, Hi, Cells [HeatBins]int64
	// Reached is the number of cells reached.
	Reached int
}

// heatScaleOf ranks a heatmap (counts, with the order beside it or nil).
// It returns nil when no cell was reached.
func heatScaleOf(counts, order []int64) *HeatScale {
	byOrder := len(order) == len(counts)
	key := func(i int) int64 {
		if byOrder && order[i] > 0 {
			return order[i]
		}
		return counts[i]
	}
	var cells []int
	for i, c := range counts {
		if c > 0 {
			cells = append(cells, i)
		}
	}
	if len(cells) == 0 {
		return nil
	}
	sort.SliceStable(cells, func(a, b int) bool { return key(cells[a]) < key(cells[b]) })
	h := &HeatScale{Bin: make([]int, len(counts)), ByOrder: byOrder, Reached: len(cells)}
	for i := range h.Bin {
		h.Bin[i] = -1
	}
	first := 0 // the rank of the first cell with the current key
	for r, i := range cells {
		if r > 0 && key(i) != key(cells[r-1]) {
			first = r
		}
		bin := first * HeatBins / len(cells)
		h.Bin[i] = bin
		k := key(i)
		if h.Cells[bin] == 0 || k < h.Lo[bin] {
			h.Lo[bin] = k
		}
		h.Hi[bin] = max(h.Hi[bin], k)
		h.Cells[bin]++
	}
	return h
}

// Heat is the heatmap the board shows now (nil: none): the last run's,
// while the level it was made on is shown and not being edited.
func (b *State) HeatShown() *HeatScale {
	if b.Editing || b.Heatmap == nil || b.HeatText != b.Text || b.Level == nil || len(b.Heatmap) != b.Level.W*b.Level.H {
		return nil
	}
	return heatScaleOf(b.Heatmap, b.HeatOrder)
}
