package search_test

import (
	"testing"

	"searchlab/core/search"
)

// TestBULBFitsItsLastProbeToTheNodeBudget: on the hard 15-puzzle with a
// node budget, BULB's widths (NewBound events) never shrink and at most
// double; a probe less than twice as wide as the one before is one the
// budget could not pay for doubled (at the expansions per unit of width of
// the probe before), and is as wide as what it could pay for
// (bulbFitMargin, 1); and such a probe happens.
func TestBULBFitsItsLastProbeToTheNodeBudget(t *testing.T) {
	p := hardPuzzle(t)
	p.unit = true
	const budget = 400_000
	type probe struct {
		width    int
		from, to int64 // expansions at its start and end
	}
	var probes []probe
	var expanded int64
	o := search.Options[tiles]{Limits: search.Limits{MaxNodes: budget}, Observer: func(ev search.Event[tiles]) {
		switch ev.Kind {
		case search.Expand:
			expanded++
		case search.NewBound:
			if n := len(probes); n > 0 {
				probes[n-1].to = expanded
			}
			probes = append(probes, probe{width: int(ev.Bound), from: expanded})
		}
	}}
	r := search.Solve(search.NewBULB[tiles, uint8](p, o, search.BULBParams{Width: 4, NoPolish: true}))
	if end, _, err := replay(search.Problem[tiles, uint8](p), r.Actions); r.Status != search.Found || err != nil || !p.IsGoal(end) {
		t.Fatalf("%v, the solution does not replay (%v)", r.Status, err)
	}
	fitted := 0
	for k := 1; k < len(probes); k++ {
		prev, cur := probes[k-1], probes[k]
		if cur.width < prev.width || cur.width > 2*prev.width {
			t.Fatalf("probe %d: width %d after %d", k, cur.width, prev.width)
		}
		if cur.width == prev.width || cur.width == 2*prev.width {
			continue
		}
		fitted++
		perWidth := float64(prev.to-prev.from) / float64(prev.width)
		left := float64(budget - cur.from)
		if 2*float64(prev.width)*perWidth <= left || float64(cur.width) > left/perWidth+1 || float64(cur.width) < left/perWidth-1 {
			t.Errorf("probe %d: width %d after %d (%.0f expansions a unit of width), with %.0f expansions left", k, cur.width, prev.width, perWidth, left)
		}
	}
	if fitted == 0 {
		t.Errorf("no probe was fitted to the budget: widths %v", probes)
	}
}
