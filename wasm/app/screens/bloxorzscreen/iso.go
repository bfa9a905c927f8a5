package bloxorzscreen

import (
	"fmt"
	"math"
	"strings"

	"searchlab/core/bloxorz"
)

// The isometric view's projection (pure Go, tested natively; drawn by
// view_iso.go). A point (x, y, z) of the level, in cells (x to the right
// and y down the flat view, z up), is seen along the direction (1, 1, 1):
// the 2:1 "pixel art" isometric projection of the original game, where a
// cell's top is a rhombus twice as wide as high and a unit of height is as
// long on screen as the rhombus is wide in half.
const (
	isoA    = 24.0 // screen x per cell of x (and minus per cell of y)
	isoB    = 12.0 // screen y per cell of x and of y
	isoC    = 2 * isoB
	isoSlab = 0.3 // thickness of a floor tile, in cells
)

// isoProject maps a point of the level to the screen (y down).
func isoProject(x, y, z float64) (sx, sy float64) {
	return (x - y) * isoA, (x+y)*isoB - z*isoC
}

// isoBox is an axis-aligned box of the scene: a floor tile, the block, or a
// cube of a split block.
type isoBox struct{ X, Y, Z, DX, DY, DZ float64 }

func (b isoBox) String() string {
	return fmt.Sprintf("%g %g %g %g %g %g", b.X, b.Y, b.Z, b.DX, b.DY, b.DZ)
}

// isoFace is one visible face of a box: "l" the face towards +y (lower
// left on screen), "r" the face towards +x (lower right), "t" the top.
type isoFace struct {
	Kind string
	Pts  [4][2]float64
}

// faces returns the three faces seen from (1, 1, 1), in the order they
// are drawn (the sides, then the top, which overlaps neither).
func (b isoBox) faces() [3]isoFace {
	x0, y0, z0 := b.X, b.Y, b.Z
	x1, y1, z1 := b.X+b.DX, b.Y+b.DY, b.Z+b.DZ
	pt := func(x, y, z float64) [2]float64 {
		sx, sy := isoProject(x, y, z)
		return [2]float64{sx, sy}
	}
	return [3]isoFace{
		{"l", [4][2]float64{pt(x0, y1, z1), pt(x1, y1, z1), pt(x1, y1, z0), pt(x0, y1, z0)}},
		{"r", [4][2]float64{pt(x1, y0, z1), pt(x1, y1, z1), pt(x1, y1, z0), pt(x1, y0, z0)}},
		{"t", [4][2]float64{pt(x0, y0, z1), pt(x1, y0, z1), pt(x1, y1, z1), pt(x0, y1, z1)}},
	}
}

// path is the face as SVG path data (the same four commands for every
// face, so that a CSS transition of d can morph one box into the next).
func (f isoFace) path() string {
	var sb strings.Builder
	for i, p := range f.Pts {
		sb.WriteString(map[bool]string{true: "M", false: " L"}[i == 0])
		fmt.Fprintf(&sb, "%.1f %.1f", p[0], p[1])
	}
	sb.WriteString(" Z")
	return sb.String()
}

// isoOverlap reports whether the screen outlines of two boxes overlap
// (more than along an edge). The outline of a box is a hexagon whose sides
// follow the projections of the three axes, so by the separating axis
// theorem three ranges decide: of x−y (screen x), of z−x and of z−y (the
// normals of the projected y and x axes, since isoC = 2·isoB).
func isoOverlap(a, b isoBox) bool {
	type rng struct{ lo, hi float64 }
	ranges := func(q isoBox) [3]rng {
		return [3]rng{
			{q.X - (q.Y + q.DY), q.X + q.DX - q.Y},
			{q.Z - (q.X + q.DX), q.Z + q.DZ - q.X},
			{q.Z - (q.Y + q.DY), q.Z + q.DZ - q.Y},
		}
	}
	ra, rb := ranges(a), ranges(b)
	for i := range ra {
		if ra[i].hi <= rb[i].lo || rb[i].hi <= ra[i].lo {
			return false
		}
	}
	return true
}

// isoBehind reports whether a lies wholly behind b along an axis (below
// it, or on its far side in x or in y). For two disjoint boxes whose
// outlines overlap, every separating axis gives the same answer, since a
// line of sight goes up in x, y and z together.
func isoBehind(a, b isoBox) bool {
	return a.Z+a.DZ <= b.Z || a.X+a.DX <= b.X || a.Y+a.DY <= b.Y
}

// isoOrder returns the painter's order of disjoint boxes: the indices,
// back to front, such that a box drawn later is never behind one drawn
// earlier whose outline it overlaps. A topological sort (Kahn) of the
// "behind" relation among overlapping pairs; among boxes free to go next
// the one with the smallest x+y+z (then index) goes first, so that a
// level's tiles come out row by row. O(n²) in the number of boxes.
func isoOrder(boxes []isoBox) []int {
	n := len(boxes)
	after := make([][]int, n) // after[i]: boxes that must be drawn after i
	need := make([]int, n)
	for i := range n {
		for j := i + 1; j < n; j++ {
			if !isoOverlap(boxes[i], boxes[j]) {
				continue
			}
			switch {
			case isoBehind(boxes[i], boxes[j]):
				after[i] = append(after[i], j)
				need[j]++
			case isoBehind(boxes[j], boxes[i]):
				after[j] = append(after[j], i)
				need[i]++
			}
		}
	}
	key := func(i int) float64 { b := boxes[i]; return b.X + b.Y + b.Z }
	done := make([]bool, n)
	out := make([]int, 0, n)
	for len(out) < n {
		best := -1
		for i := range n {
			if !done[i] && need[i] == 0 && (best < 0 || key(i) < key(best)) {
				best = i
			}
		}
		if best < 0 { // a cycle: only boxes that intersect; keep the rest in index order
			for i := range n {
				if !done[i] {
					best = i
					break
				}
			}
		}
		done[best] = true
		out = append(out, best)
		for _, j := range after[best] {
			need[j]--
		}
	}
	return out
}

// isoTile is a floor cell of the isometric scene.
type isoTile struct {
	X, Y int
	Cell bloxorz.Cell
	On   bool // a bridge cell that is there
	Box  isoBox
}

// isoCube is the whole block or one cube of a split block.
type isoCube struct {
	Box    isoBox
	Active bool // the controlled cube of a split block
}

// isoScene lists the level's solid cells (an absent bridge has no tile)
// and the piece in state s as boxes: a standing block is 1×1×2, a lying
// one 2×1×1 or 1×2×1, each cube of a split block 1×1×1 (the controlled
// one first, as Level.Cells gives it).
func isoScene(l *bloxorz.Level, s bloxorz.State) (tiles []isoTile, piece []isoCube) {
	for y := 0; y < l.H; y++ {
		for x := 0; x < l.W; x++ {
			c := l.Grid[y*l.W+x]
			on := c.IsBridge() && l.BridgeOn(s, bloxorz.Pos{X: x, Y: y})
			if c == bloxorz.Void || c.IsBridge() && !on {
				continue
			}
			tiles = append(tiles, isoTile{X: x, Y: y, Cell: c, On: on,
				Box: isoBox{float64(x), float64(y), -isoSlab, 1, 1, isoSlab}})
		}
	}
	cs := l.Cells(s)
	at := func(p bloxorz.Pos, dx, dy, dz float64) isoBox {
		return isoBox{float64(p.X), float64(p.Y), 0, dx, dy, dz}
	}
	switch s.Pose {
	case bloxorz.Standing:
		return tiles, []isoCube{{Box: at(cs[0], 1, 1, 2)}}
	case bloxorz.LyingX:
		return tiles, []isoCube{{Box: at(cs[0], 2, 1, 1)}}
	case bloxorz.LyingY:
		return tiles, []isoCube{{Box: at(cs[0], 1, 2, 1)}}
	}
	return tiles, []isoCube{{Box: at(cs[0], 1, 1, 1), Active: true}, {Box: at(cs[1], 1, 1, 1)}}
}

// isoBounds is the screen rectangle of a W×H level with a standing block
// anywhere on it.
func isoBounds(w, h int) (x, y, width, height float64) {
	x0, _ := isoProject(0, float64(h), 0)
	x1, _ := isoProject(float64(w), 0, 0)
	_, y0 := isoProject(0, 0, 2)
	_, y1 := isoProject(float64(w), float64(h), -isoSlab)
	return x0, y0, x1 - x0, y1 - y0
}

// isoPaint is the order the view draws in: the tiles back to front, then
// the piece's boxes back to front. Every tile is below the piece (z ≤ 0),
// so no tile may be drawn after it.
func isoPaint(tiles []isoTile, piece []isoCube) (tileOrder, pieceOrder []int) {
	tb := make([]isoBox, len(tiles))
	for i, t := range tiles {
		tb[i] = t.Box
	}
	pb := make([]isoBox, len(piece))
	for i, c := range piece {
		pb[i] = c.Box
	}
	return isoOrder(tb), isoOrder(pb)
}

// isoLevelBounds is the screen rectangle of the level's cells that are
// not void (bridges included, whether there or not) with room for a
// standing block on any of them: the isometric board's frame, which does
// not move as the block does.
func isoLevelBounds(l *bloxorz.Level) (x, y, width, height float64) {
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for i, c := range l.Grid {
		if c == bloxorz.Void {
			continue
		}
		cx, cy := float64(i%l.W), float64(i/l.W)
		for _, corner := range [][3]float64{{cx, cy + 1, 0}, {cx + 1, cy, 0}, {cx, cy, 2}, {cx + 1, cy + 1, -isoSlab}} {
			sx, sy := isoProject(corner[0], corner[1], corner[2])
			x0, y0, x1, y1 = min(x0, sx), min(y0, sy), max(x1, sx), max(y1, sy)
		}
	}
	if x0 > x1 {
		return isoBounds(l.W, l.H)
	}
	return x0, y0, x1 - x0, y1 - y0
}
