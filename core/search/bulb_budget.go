package search

// BULB's widths within a node budget: a probe costs about its width times
// the expansions per unit of width of the last probe (the levels are as
// deep as the incumbent), so when the budget left cannot pay for a beam
// twice as wide the next probe is as wide as the budget can pay for, when
// that is still wider than the last one, instead of a beam the budget ends
// half way (whose work is lost: the incumbent is all BULB returns).

// bulbFitMargin is the part of the budget left that the next probe is
// sized to use. A probe that does not end loses no more than the doubled
// one it replaces, so the margin is small: on 8×8 boards 1–10 with 5 M
// expansions 0.85 gave a mean of 1.897 × the lower bound, 1.0 gave 1.880
// and 1.2 gave 1.910, the lengths of the doubled probes (its probes ended
// too seldom); 7 M expansions, 1.840 and 1.830 (docs/big-boards.md).
const bulbFitMargin = 1.0

// noteProbeEnd records what the probe that just ended cost per unit of
// width.
func (b *BULB[S, A]) noteProbeEnd() {
	if b.probeWidth > 0 {
		b.perWidth = float64(b.stats.Expanded-b.probeFrom) / float64(b.probeWidth)
	}
}

// wider returns the width of the next, wider probe: twice the width, as
// far as the memory budget allows, or less when a node budget cannot pay
// for that but can for a beam wider than the last.
func (b *BULB[S, A]) wider() int {
	w := min(2*b.width, b.widest())
	if b.limits.MaxNodes <= 0 || b.perWidth <= 0 {
		return w
	}
	fit := int(bulbFitMargin * float64(b.limits.MaxNodes-b.stats.Expanded) / b.perWidth)
	if fit > b.width && fit < w {
		return fit
	}
	return w
}
