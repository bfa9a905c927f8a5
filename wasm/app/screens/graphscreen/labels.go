package graphscreen

import (
	"math"

	"searchlab/core/graph"
)

// Offset is where a label's centre sits relative to its node's centre.
type Offset struct{ X, Y float64 }

// box is an axis-aligned rectangle in SVG units.
type box struct{ x0, y0, x1, y1 float64 }

func boxAt(x, y, w, h float64) box { return box{x - w/2, y - h/2, x + w/2, y + h/2} }

// overlap is the area two boxes share.
func (a box) overlap(b box) float64 {
	w := math.Min(a.x1, b.x1) - math.Max(a.x0, b.x0)
	h := math.Min(a.y1, b.y1) - math.Max(a.y0, b.y0)
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h
}

// clipped is the length of the segment (x1, y1)–(x2, y2) inside b
// (Liang & Barsky 1984's clipping).
func (b box) clipped(x1, y1, x2, y2 float64) float64 {
	dx, dy := x2-x1, y2-y1
	t0, t1 := 0.0, 1.0
	for _, c := range [4][2]float64{{-dx, x1 - b.x0}, {dx, b.x1 - x1}, {-dy, y1 - b.y0}, {dy, b.y1 - y1}} {
		p, q := c[0], c[1]
		if p == 0 {
			if q < 0 {
				return 0
			}
			continue
		}
		r := q / p
		if p < 0 {
			t0 = math.Max(t0, r)
		} else {
			t1 = math.Min(t1, r)
		}
		if t0 >= t1 {
			return 0
		}
	}
	return (t1 - t0) * math.Hypot(dx, dy)
}

// The labels' font sizes in the frame's font size: the larger of the
// page's (style.css: names 1em, g and f .75em; on phones 1.3em and
// .95em), so that labels placed apart stay apart at every width.
const (
	nameFont   = 1.3
	secondFont = 0.95
)

// costBoxes are the boxes of the links' cost labels (segment's LX, LY),
// at the phone's size of .gr-cost (1.1em, style.css).
func costBoxes(f Frame, nodes []graph.Node, g *graph.Graph) []box {
	var out []box
	for i := 0; i < len(g.Arcs); i++ {
		a := g.Arcs[i]
		s := segment(f, nodes[a.From], nodes[a.To], !a.Edge && hasArc(g, a.To, a.From, false))
		font := 1.1 * f.Font
		out = append(out, boxAt(s.LX, s.LY, textWidth(num(a.Cost), font), 1.1*font))
		if a.Edge {
			i++ // drawn once with its reverse
		}
	}
	return out
}

// textWidth estimates the width of s at font size font (a sans-serif
// glyph is about 0.6 em wide on average).
func textWidth(s string, font float64) float64 {
	return float64(len([]rune(s))) * 0.6 * font
}

// placeLabels places each node's labels so that they keep off the other
// nodes, the links and each other, where the graph leaves room: a greedy
// placement over a few candidate spots around the node (Christensen,
// Marks & Shieber 1995 compare such point-feature label placers; the
// greedy one is the simplest and, on graphs of tens of nodes, enough).
// Names go first (their places do not depend on the replay, so they do
// not jump while it plays), preferring above the node; then the second
// labels (g and f, "" for none), preferring below. Each candidate's cost
// is the area it shares with nodes, placed labels and the frame's outside,
// plus the length of links it covers, plus its overlap with the links'
// cost labels (costs), plus a small penalty for being less preferred; the cheapest wins. Cost O(n·(n + m)) for n nodes and m links.
func placeLabels(f Frame, nodes []graph.Node, links [][2]int32, costs []box, names, second []string) (nameAt, secondAt []Offset) {
	n := len(nodes)
	nameAt, secondAt = make([]Offset, n), make([]Offset, n)
	var placed []box
	var obstacles []box
	for _, nd := range nodes {
		obstacles = append(obstacles, boxAt(nd.X, nd.Y, 2.5*f.R, 2.5*f.R)) // the circle and a goal's ring
	}
	frame := box{f.X, f.Y, f.X + f.W, f.Y + f.H}
	place := func(i int, text string, font float64, below bool) Offset {
		w, h := textWidth(text, font), 1.1*font
		nd := nodes[i]
		up, down := -(f.R + 0.7*font), f.R+0.7*font
		side := f.R*1.15 + w/2
		cands := []Offset{{0, up}, {0, down}, {side, 0}, {-side, 0},
			{side - f.R*0.5, up}, {-side + f.R*0.5, up}, {side - f.R*0.5, down}, {-side + f.R*0.5, down},
			{0, up - h}, {0, down + h}, {side, up - h/2}, {-side, up - h/2}, {side, down + h/2}, {-side, down + h/2},
			{0, up - 2*h}, {0, down + 2*h}, {side + f.R, 0}, {-side - f.R, 0},
			{side, up - 1.5*h}, {-side, up - 1.5*h}, {side, down + 1.5*h}, {-side, down + 1.5*h}}
		if below {
			for k := 0; k+1 < len(cands); k += 2 {
				if k != 2 && k != 4 && k != 6 && k != 10 && k != 12 {
					cands[k], cands[k+1] = cands[k+1], cands[k]
				}
			}
			cands[4], cands[6] = cands[6], cands[4]
			cands[5], cands[7] = cands[7], cands[5]
			cands[10], cands[12] = cands[12], cands[10]
			cands[11], cands[13] = cands[13], cands[11]
		}
		best, bestCost := cands[0], math.Inf(1)
		for k, c := range cands {
			b := boxAt(nd.X+c.X, nd.Y+c.Y, w, h)
			cost := 0.02 * float64(k) * f.Font * f.Font
			for j, o := range obstacles {
				if j != i {
					cost += 30 * b.overlap(o)
				} else {
					cost += 8 * b.overlap(boxAt(nd.X, nd.Y, 2*f.R, 2*f.R))
				}
			}
			for _, p := range placed {
				cost += 30 * b.overlap(p)
			}
			for _, c := range costs {
				cost += 30 * b.overlap(c)
			}
			for _, l := range links {
				a, z := nodes[l[0]], nodes[l[1]]
				cost += f.Font * b.clipped(a.X, a.Y, z.X, z.Y)
			}
			area := (b.x1 - b.x0) * (b.y1 - b.y0)
			cost += 30 * (area - b.overlap(frame))
			if cost < bestCost {
				best, bestCost = c, cost
			}
		}
		placed = append(placed, boxAt(nd.X+best.X, nd.Y+best.Y, w, h))
		return best
	}
	for i := range nodes {
		nameAt[i] = place(i, names[i], nameFont*f.Font, false)
	}
	for i := range nodes {
		if i < len(second) && second[i] != "" {
			secondAt[i] = place(i, second[i], secondFont*f.Font, true)
		}
	}
	return nameAt, secondAt
}
