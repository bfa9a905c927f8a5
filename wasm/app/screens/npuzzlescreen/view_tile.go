//go:build js && wasm

package npuzzlescreen

import (
	"fmt"

	"github.com/hexops/vecty"

	"searchlab/wasm/app/ui"
)

// Tile is one numbered tile of the board, placed at its cell with a CSS
// transform (so moves animate). With an image, the tile shows the part of
// the image that belongs at the tile's goal cell (a nested SVG viewBox
// clips it). It re-renders only when one of its props changes.
type Tile struct {
	vecty.Core
	T, Cell, GoalCell int    `vecty:"prop"`
	Cols, Rows        int    `vecty:"prop"`
	FontSize          int    `vecty:"prop"`
	Image             string `vecty:"prop"`
}

// SkipRender implements vecty.RenderSkipper.
func (t *Tile) SkipRender(prev vecty.Component) bool {
	p, ok := prev.(*Tile)
	return ok && p.T == t.T && p.Cell == t.Cell && p.GoalCell == t.GoalCell && p.Cols == t.Cols && p.Rows == t.Rows &&
		p.FontSize == t.FontSize && p.Image == t.Image
}

// Render implements vecty.Component.
func (t *Tile) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("Tile", &out)
	x, y := (t.Cell%t.Cols)*cell, (t.Cell/t.Cols)*cell
	var face vecty.MarkupOrChild
	if t.Image != "" {
		gx, gy := (t.GoalCell%t.Cols)*cell, (t.GoalCell/t.Cols)*cell
		face = ui.SVG("svg", vecty.Markup(vecty.Attribute("x", "3"), vecty.Attribute("y", "3"), vecty.Attribute("width", "94"),
			vecty.Attribute("height", "94"), vecty.Attribute("viewBox", fmt.Sprintf("%d %d %d %d", gx+3, gy+3, 94, 94))),
			ui.SVG("image", vecty.Markup(vecty.Attribute("href", t.Image), vecty.Attribute("width", ui.Itoa(t.Cols*cell)),
				vecty.Attribute("height", ui.Itoa(t.Rows*cell)), vecty.Attribute("preserveAspectRatio", "xMidYMid slice"))))
	}
	return ui.SVG("g",
		vecty.Markup(
			ui.TestID(fmt.Sprintf("tile-%d", t.T)),
			vecty.Class("tile"),
			vecty.MarkupIf(t.Cell == t.GoalCell, vecty.Class("in-place")),
			vecty.Attribute("data-cell", ui.Itoa(t.Cell)),
			vecty.Style("transform", fmt.Sprintf("translate(%dpx, %dpx)", x, y)),
		),
		ui.SVG("rect", vecty.Markup(vecty.Class("tile-face"), vecty.Attribute("x", "3"), vecty.Attribute("y", "3"),
			vecty.Attribute("width", "94"), vecty.Attribute("height", "94"), vecty.Attribute("rx", "10"))),
		face,
		ui.SVG("text", vecty.Markup(vecty.Class("tile-num"), vecty.MarkupIf(t.Image != "", vecty.Class("over-image")),
			vecty.Attribute("x", "50"), vecty.Attribute("y", "52"),
			vecty.Attribute("font-size", ui.Itoa(t.FontSize)), vecty.Attribute("text-anchor", "middle"),
			vecty.Attribute("dominant-baseline", "middle")), vecty.Text(ui.Itoa(t.T))),
	)
}
