package graphscreen

import (
	"math"

	"searchlab/core/graph"
)

// Frame is where the drawing of a graph sits in SVG units: the viewBox
// around the nodes with room for the labels, and the sizes that scale
// with the graph's extent (so a 600-unit random graph and a 300-unit tree
// look alike at any width: the SVG scales with its viewBox).
type Frame struct {
	X, Y, W, H float64 // the viewBox
	R          float64 // a node's radius
	Font       float64 // the labels' font size
}

// frameOf is the frame of g.
func frameOf(g *graph.Graph) Frame {
	if g == nil || len(g.Nodes) == 0 {
		return Frame{W: 100, H: 100, R: 10, Font: 10}
	}
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, n := range g.Nodes {
		minX, maxX = math.Min(minX, n.X), math.Max(maxX, n.X)
		minY, maxY = math.Min(minY, n.Y), math.Max(maxY, n.Y)
	}
	span := math.Max(math.Max(maxX-minX, maxY-minY), 120)
	u := span / 500
	f := Frame{R: 15 * u, Font: 12 * u}
	pad := 3.2 * f.R
	f.X, f.Y = minX-pad, minY-pad
	f.W, f.H = maxX-minX+2*pad, maxY-minY+2*pad
	return f
}

// Segment is a connection's line between the rims of its nodes, and where
// its cost label goes.
type Segment struct {
	X1, Y1, X2, Y2 float64
	LX, LY         float64
}

// segment is the line of link from a to b in frame f: it starts and ends
// at the circles' rims (an arc's arrowhead touches its target); bend
// shifts it sideways (an arc whose reverse is an arc too, so the two do
// not overlap). The label sits beside the middle.
func segment(f Frame, a, b graph.Node, bend bool) Segment {
	dx, dy := b.X-a.X, b.Y-a.Y
	d := math.Hypot(dx, dy)
	if d == 0 {
		return Segment{X1: a.X, Y1: a.Y, X2: b.X, Y2: b.Y, LX: a.X, LY: a.Y - f.R}
	}
	ux, uy := dx/d, dy/d
	nx, ny := -uy, ux // the left normal
	off := 0.0
	if bend {
		off = 0.35 * f.R
	}
	trim := math.Min(f.R, d/3)
	s := Segment{
		X1: a.X + ux*trim + nx*off, Y1: a.Y + uy*trim + ny*off,
		X2: b.X - ux*trim + nx*off, Y2: b.Y - uy*trim + ny*off,
	}
	side := 0.55 * f.Font
	if bend {
		side = off + 0.8*f.Font
	}
	s.LX, s.LY = (a.X+b.X)/2+nx*side, (a.Y+b.Y)/2+ny*side
	return s
}
