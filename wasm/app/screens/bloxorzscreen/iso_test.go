package bloxorzscreen

import (
	"math"
	"testing"

	"searchlab/core/bloxorz"
)

// TestIsoProject: the corners of a cell and a unit of height land where the
// 2:1 isometric projection puts them, and moving along the line of sight
// (1, 1, 1) does not move the point on screen.
func TestIsoProject(t *testing.T) {
	for _, c := range []struct{ x, y, z, sx, sy float64 }{
		{0, 0, 0, 0, 0}, {1, 0, 0, isoA, isoB}, {0, 1, 0, -isoA, isoB}, {1, 1, 0, 0, 2 * isoB},
		{0, 0, 1, 0, -isoC}, {2, 1, 2, isoA, 3*isoB - 2*isoC},
	} {
		if sx, sy := isoProject(c.x, c.y, c.z); sx != c.sx || sy != c.sy {
			t.Errorf("project(%g,%g,%g) = %g,%g want %g,%g", c.x, c.y, c.z, sx, sy, c.sx, c.sy)
		}
		sx, sy := isoProject(c.x+0.7, c.y+0.7, c.z+0.7)
		if math.Abs(sx-c.sx) > 1e-9 || math.Abs(sy-c.sy) > 1e-9 {
			t.Errorf("the line of sight through (%g,%g,%g) moves on screen", c.x, c.y, c.z)
		}
	}
}

// TestIsoScenePieces: standing 1×1×2, lying 2×1×1 and 1×2×1, split cubes
// 1×1×1 with the controlled one marked, each on its cells at z 0; an
// absent bridge has no tile.
func TestIsoScenePieces(t *testing.T) {
	l, err := bloxorz.Classic(1)
	if err != nil {
		t.Fatal(err)
	}
	g := bloxorz.NewGame(l)
	_, piece := isoScene(l, g.State())
	if len(piece) != 1 || piece[0].Box.DX != 1 || piece[0].Box.DY != 1 || piece[0].Box.DZ != 2 {
		t.Errorf("standing: %+v", piece)
	}
	start := l.Cells(g.State())[0]
	if b := piece[0].Box; b.X != float64(start.X) || b.Y != float64(start.Y) || b.Z != 0 {
		t.Errorf("standing box %v not on the start %v", b, start)
	}
	_, _ = g.Press('R')
	_, piece = isoScene(l, g.State())
	if g.State().Pose != bloxorz.LyingX || piece[0].Box.DX != 2 || piece[0].Box.DY != 1 || piece[0].Box.DZ != 1 {
		t.Errorf("after R: %v %+v", g.State().Pose, piece)
	}
	_, _ = g.Press('D')
	if g.State().Pose != bloxorz.LyingX {
		t.Fatalf("after RD: %v", g.State().Pose)
	}
	g = bloxorz.NewGame(l)
	_, _ = g.Press('D')
	_, piece = isoScene(l, g.State())
	if g.State().Pose != bloxorz.LyingY || piece[0].Box.DX != 1 || piece[0].Box.DY != 2 || piece[0].Box.DZ != 1 {
		t.Errorf("after D: %v %+v", g.State().Pose, piece)
	}
	a, b := l.Cells(g.State())[0], l.Cells(g.State())[1]
	split := bloxorz.State{A: uint16(b.Y*l.W + b.X), B: uint16(a.Y*l.W + a.X), Pose: bloxorz.Cubes}
	tiles, piece := isoScene(l, split)
	if len(piece) != 2 || !piece[0].Active || piece[1].Active || piece[0].Box != (isoBox{float64(b.X), float64(b.Y), 0, 1, 1, 1}) ||
		piece[1].Box != (isoBox{float64(a.X), float64(a.Y), 0, 1, 1, 1}) {
		t.Errorf("split: %+v", piece)
	}
	floor := 0
	for _, c := range l.Grid {
		if c != bloxorz.Void && !c.IsBridge() {
			floor++
		}
	}
	if len(tiles) != floor {
		t.Errorf("%d tiles, want %d solid cells", len(tiles), floor)
	}
}

// raycast returns, for the screen point (sx, sy), the boxes the line of
// sight passes through and how near each is (the larger, the nearer).
func raycast(boxes []isoBox, sx, sy float64) (hit []int, near []float64) {
	u, v := sx/isoA, sy/isoB // x−y and x+y at z = 0
	p := [3]float64{(u + v) / 2, (v - u) / 2, 0}
	for i, b := range boxes {
		lo := [3]float64{b.X, b.Y, b.Z}
		hi := [3]float64{b.X + b.DX, b.Y + b.DY, b.Z + b.DZ}
		in, out := math.Inf(-1), math.Inf(1)
		for k := range 3 {
			in, out = max(in, lo[k]-p[k]), min(out, hi[k]-p[k])
		}
		if in < out-1e-9 {
			hit, near = append(hit, i), append(near, in)
		}
	}
	return hit, near
}

// painterErrors samples the screen on a fine grid and counts the points
// where the box drawn last among those the line of sight meets is not the
// nearest; seen counts the points where two boxes or more meet.
func painterErrors(boxes []isoBox, order []int, w, h int) (bad, seen int) {
	rank := make([]int, len(boxes))
	for r, i := range order {
		rank[i] = r
	}
	x0, y0, bw, bh := isoBounds(w, h)
	for sy := y0 + 0.37; sy < y0+bh; sy += 2.3 {
		for sx := x0 + 0.53; sx < x0+bw; sx += 2.3 {
			hit, near := raycast(boxes, sx, sy)
			if len(hit) < 2 {
				continue
			}
			seen++
			top, nearest := hit[0], 0
			for k, i := range hit {
				if rank[i] > rank[top] {
					top = i
				}
				if near[k] > near[nearest] {
					nearest = k
				}
			}
			if top != hit[nearest] {
				bad++
			}
		}
	}
	return bad, seen
}

// TestIsoPainterOrder: on stage 1 and stage 3 with the block standing,
// lying both ways and split into cubes side by side and diagonally, the
// view's drawing order (isoPaint) shows at every sampled screen point the
// box nearest along the line of sight (a ray cast, independent of the
// sort); drawing in the reverse order fails the same check.
func TestIsoPainterOrder(t *testing.T) {
	stages := []int{1, 3}
	if testing.Short() {
		stages = stages[:1]
	}
	for _, stage := range stages {
		l, err := bloxorz.Classic(stage)
		if err != nil {
			t.Fatal(err)
		}
		var states []bloxorz.State
		g := bloxorz.NewGame(l)
		states = append(states, g.State())
		for _, k := range "RDLURRDDL" {
			if o, _ := g.Press(byte(k)); o == bloxorz.Fell {
				break
			}
			states = append(states, g.State())
		}
		// Cubes on pairs of floor cells near each other (every third cell
		// with its neighbours on the right, below and diagonally).
		for i, c := range l.Grid {
			if i%3 != 0 {
				continue
			}
			for _, d := range []int{1, l.W, l.W + 1, l.W - 1, 2} {
				j := i + d
				if c != bloxorz.Void && j < len(l.Grid) && l.Grid[j] != bloxorz.Void {
					states = append(states, bloxorz.State{A: uint16(j), B: uint16(i), Pose: bloxorz.Cubes},
						bloxorz.State{A: uint16(i), B: uint16(j), Pose: bloxorz.Cubes})
				}
			}
		}
		for _, s := range states {
			tiles, piece := isoScene(l, s)
			to, po := isoPaint(tiles, piece)
			var boxes []isoBox
			var order []int
			for _, i := range to {
				boxes = append(boxes, tiles[i].Box)
				order = append(order, len(order))
			}
			for _, i := range po {
				boxes = append(boxes, piece[i].Box)
				order = append(order, len(order))
			}
			if len(to) != len(tiles) || len(po) != len(piece) {
				t.Fatalf("stage %d %v: order of %d+%d boxes has %d+%d", stage, s, len(tiles), len(piece), len(to), len(po))
			}
			bad, seen := painterErrors(boxes, order, l.W, l.H)
			if bad > 0 || seen == 0 {
				t.Errorf("stage %d %v %v: %d of %d overlapping sample points show a box that is behind another", stage, s.Pose, l.Cells(s), bad, seen)
			}
		}
		// The check can fail: the reverse order is wrong somewhere.
		tiles, piece := isoScene(l, states[0])
		var boxes []isoBox
		for _, tl := range tiles {
			boxes = append(boxes, tl.Box)
		}
		boxes = append(boxes, piece[0].Box)
		order := isoOrder(boxes)
		rev := make([]int, len(order))
		for k, i := range order {
			rev[len(order)-1-k] = i
		}
		if bad, _ := painterErrors(boxes, rev, l.W, l.H); bad == 0 {
			t.Errorf("stage %d: the reverse order passes the check", stage)
		}
		if bad, _ := painterErrors(boxes, order, l.W, l.H); bad > 0 {
			t.Errorf("stage %d: isoOrder of tiles and block together: %d bad points", stage, bad)
		}
	}
}

// TestIsoOrderStack: a box on top of another is drawn after it, a box in
// front (larger x or y) after the one behind, whatever order they come in.
func TestIsoOrderStack(t *testing.T) {
	back := isoBox{0, 0, 0, 1, 1, 2}
	front := isoBox{1, 0, 0, 1, 1, 1}
	left := isoBox{0, 1, 0, 2, 1, 1}
	top := isoBox{1, 1, 1, 1, 1, 1}
	boxes := []isoBox{top, left, front, back}
	order := isoOrder(boxes)
	pos := map[isoBox]int{}
	for r, i := range order {
		pos[boxes[i]] = r
	}
	if !(pos[back] < pos[front] && pos[back] < pos[left] && pos[left] < pos[top]) {
		t.Errorf("order %v", order)
	}
	if isoOverlap(isoBox{0, 1, 0, 1, 1, 1}, isoBox{1, 0, 0, 1, 1, 1}) {
		t.Errorf("cubes side by side on screen reported overlapping")
	}
	if !isoOverlap(back, front) {
		t.Errorf("a tall box and the cube in front of it reported apart")
	}
}
