//go:build js && wasm

package bloxorzscreen

import (
	"fmt"

	"github.com/hexops/vecty"

	"searchlab/core/bloxorz"
	"searchlab/wasm/app/ui"
)

// isoFlat is the SVG transform that lays the flat view's drawing of the
// level (bxCell units, z = 0) on the isometric floor: the tops of the
// tiles, their marks, absent bridges, the heatmap and the stepped state.
var isoFlat = fmt.Sprintf("matrix(%g %g %g %g 0 0)", isoA/bxCell, isoB/bxCell, -isoA/bxCell, isoB/bxCell)

// bxIsoBoard draws the level isometric like the original game: each
// solid cell a tile with its thickness (two shaded sides) and its top as
// in the flat view, the block a box with height (standing 1×1×2, lying
// 2×1×1 or 1×2×1, split cubes 1×1×1) with three shaded faces, all in
// painter's order (isoPaint), the heatmap's colours on the tops as in the
// flat view. flatMarks (the stepped state) are in the flat view's
// coordinates. data carries the board's test id and data
// attributes, the same as the flat view's.
func bxIsoBoard(l *bloxorz.Level, pos bloxorz.State, cls []string, data vecty.MarkupList, flatMarks vecty.List, heat heatCells) *vecty.HTML {
	tiles, piece := isoScene(l, pos)
	tileOrder, pieceOrder := isoPaint(tiles, piece)
	var cells vecty.List
	for _, i := range tileOrder {
		cells = append(cells, isoTileView(tiles[i], heat.at(tiles[i].Y*l.W+tiles[i].X)))
	}
	var floorMarks vecty.List
	for y := 0; y < l.H; y++ {
		for x := 0; x < l.W; x++ {
			p := bloxorz.Pos{X: x, Y: y}
			if c := l.Grid[y*l.W+x]; c.IsBridge() && !l.BridgeOn(pos, p) {
				floorMarks = append(floorMarks, bxRect(x*bxCell+3, y*bxCell+3, bxCell-6, bxCell-6, "bx-bridge-off", vecty.Attribute("rx", "3")))
			}
		}
	}
	x, y, w, h := isoLevelBounds(l)
	const pad = 8
	return ui.SVG("svg",
		data,
		vecty.Markup(
			vecty.Class(cls...),
			vecty.Attribute("data-view", ViewIso),
			vecty.Attribute("viewBox", fmt.Sprintf("%g %g %g %g", x-pad, y-pad, w+2*pad, h+2*pad)),
		),
		ui.SVG("rect", vecty.Markup(vecty.Class("board-bg"), vecty.Attribute("rx", "10"),
			vecty.Attribute("x", fmt.Sprint(x-pad)), vecty.Attribute("y", fmt.Sprint(y-pad)),
			vecty.Attribute("width", fmt.Sprint(w+2*pad)), vecty.Attribute("height", fmt.Sprint(h+2*pad)))),
		ui.SVG("g", vecty.Markup(vecty.Class("bx-cells")), cells),
		ui.SVG("g", vecty.Markup(vecty.Class("bx-marks"), vecty.Attribute("transform", isoFlat)), floorMarks, flatMarks),
		isoPieceView(pos, piece, pieceOrder),
	)
}

// isoTileView draws one tile: its two visible sides, then its top (the
// flat drawing laid on the rhombus). The tile is drawn a little smaller
// than its cell so that the joints show.
func isoTileView(t isoTile, heat heatCell) *vecty.HTML {
	const gap = 1.0 / bxCell
	b := t.Box
	f := isoBox{b.X + gap, b.Y + gap, b.Z, b.DX - 2*gap, b.DY - 2*gap, b.DZ}.faces()
	return ui.SVG("g", heat.markup("bx-cell", "bx-"+bxKind(t.Cell, t.On)),
		isoPath(f[0], "bx-side", "bx-side-l"),
		isoPath(f[1], "bx-side", "bx-side-r"),
		ui.SVG("g", vecty.Markup(vecty.Attribute("transform", isoFlat)), bxTileTop(t.X*bxCell, t.Y*bxCell, t.Cell, bxCell-2, true, heat)),
		heat.title())
}

// isoPieceView draws the block, or the two cubes with the controlled one
// ringed, back to front. data-box gives each box (x y z dx dy dz).
func isoPieceView(s bloxorz.State, piece []isoCube, order []int) *vecty.HTML {
	faces := func(b isoBox) vecty.List {
		f := b.faces()
		return vecty.List{isoPath(f[0], "bx-face", "bx-face-l"), isoPath(f[1], "bx-face", "bx-face-r"), isoPath(f[2], "bx-face", "bx-face-t")}
	}
	if s.Pose != bloxorz.Cubes {
		kind := map[bool]string{true: "bx-standing", false: "bx-lying"}[s.Pose == bloxorz.Standing]
		return ui.SVG("g", vecty.Markup(vecty.Class("bx-piece", kind), ui.TestID("bx-block"), vecty.Attribute("data-box", piece[0].Box.String())),
			faces(piece[0].Box))
	}
	var cubes vecty.List
	for _, i := range order {
		c := piece[i]
		cubes = append(cubes, ui.SVG("g", vecty.Markup(vecty.Class("bx-cube"), vecty.MarkupIf(c.Active, vecty.Class("bx-active"), ui.TestID("bx-active")),
			vecty.Attribute("data-box", c.Box.String())),
			faces(c.Box),
			vecty.If(c.Active, isoPath(c.Box.faces()[2], "bx-ring"))))
	}
	return ui.SVG("g", vecty.Markup(vecty.Class("bx-piece", "bx-split"), ui.TestID("bx-block")), cubes)
}

func isoPath(f isoFace, classes ...string) *vecty.HTML {
	return ui.SVG("path", vecty.Markup(vecty.Class(classes...), vecty.Attribute("d", f.path())))
}
