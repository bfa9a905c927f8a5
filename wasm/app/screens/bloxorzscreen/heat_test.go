package bloxorzscreen

import (
	"testing"
)

// The heatmap's colours spread over the reached cells by rank (issue 21
// item 2): with a front that reaches most cells early (a linear scale of
// the order would give them one shade), every colour is used, each by
// about a ninth of the cells, earlier cells never get a later colour, and
// the key's ranges name the expansions of each colour.
func TestHeatScaleSpreadsByRank(t *testing.T) {
	const n = 90
	counts := make([]int64, n+3) // three cells never reached
	order := make([]int64, n+3)
	for i := 0; i < n; i++ {
		counts[i] = 1 + int64(i%4)
		order[i] = int64(i + 1) // cells 0..79 within the first 80 expansions…
		if i >= 80 {
			order[i] = 1000 + int64(i) // …and ten far later
		}
	}
	h := heatScaleOf(counts, order)
	if h == nil || !h.ByOrder || h.Reached != n {
		t.Fatalf("scale %+v", h)
	}
	for bin := 0; bin < HeatBins; bin++ {
		if h.Cells[bin] != n/HeatBins {
			t.Errorf("colour %d holds %d cells, want %d", bin, h.Cells[bin], n/HeatBins)
		}
		if bin > 0 && h.Lo[bin] <= h.Hi[bin-1] {
			t.Errorf("colour %d starts at expansion %d, not after colour %d's %d", bin, h.Lo[bin], bin-1, h.Hi[bin-1])
		}
	}
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			if order[i] < order[j] && h.Bin[i] > h.Bin[j] {
				t.Fatalf("cell %d (expansion %d) has a later colour than cell %d (expansion %d)", i, order[i], j, order[j])
			}
		}
	}
	for i := n; i < n+3; i++ {
		if h.Bin[i] != -1 {
			t.Errorf("unreached cell %d has colour %d", i, h.Bin[i])
		}
	}
	if h.Lo[0] != 1 || h.Hi[HeatBins-1] != 1000+n-1 {
		t.Errorf("the key runs from %d to %d, want 1 to %d", h.Lo[0], h.Hi[HeatBins-1], 1000+n-1)
	}
}

// Cells first reached by the same expansion (a lying block covers two)
// share a colour; without the order the counts rank the cells; nothing
// reached, no scale.
func TestHeatScaleTiesAndFallback(t *testing.T) {
	h := heatScaleOf([]int64{3, 3, 1, 5}, []int64{1, 1, 2, 3})
	if h.Bin[0] != h.Bin[1] || h.Bin[0] != 0 {
		t.Errorf("two cells of expansion 1: colours %d and %d, want both 0", h.Bin[0], h.Bin[1])
	}
	c := heatScaleOf([]int64{3, 1, 0, 9}, nil)
	if c.ByOrder || !(c.Bin[1] < c.Bin[0] && c.Bin[0] < c.Bin[3]) || c.Bin[2] != -1 {
		t.Errorf("by counts: %+v", c)
	}
	if heatScaleOf([]int64{0, 0}, nil) != nil {
		t.Errorf("a heatmap without reached cells has a scale")
	}
}
