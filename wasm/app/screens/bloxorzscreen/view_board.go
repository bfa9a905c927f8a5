//go:build js && wasm

package bloxorzscreen

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"syscall/js"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/event"

	"searchlab/core/bloxorz"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/ui"
)

// bxCell is the side of one cell in SVG units.
const bxCell = 40

// Board draws the level top-down in SVG: floor, fragile tiles, the
// exit, soft (circle), hard (X) and split (( )) switches, bridges on
// (planks) or off (dashed), the block standing (tall, with its top face),
// lying over two cells, or split into two cubes with the controlled one
// ringed; the heatmap of the last run; in the editor the start, the wiring
// of the selected switch, and painting with the pointer.
type Board struct {
	vecty.Core
	Part `vecty:"prop"`

	lastPaint int // cell painted by the current drag (gesture state), -1 none
}

// Render implements vecty.Component.
func (p *Board) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("BloxorzBoard", &out)
	b := p.S
	l := b.Level
	editing := b.Editing && b.Draft != nil
	if editing {
		l = b.Draft
	}
	if l == nil {
		return ui.SVG("svg", vecty.Markup(ui.TestID("board")))
	}
	w, h := l.W*bxCell, l.H*bxCell
	pos, won := b.Display()
	lang := p.Lang
	heat := b.heatCells(lang)
	var layer *ReplayLayer
	if !editing {
		layer = replayLayer(b.Replay, l)
		if layer != nil {
			heat = heatCells{} // the replay's picture replaces the last run's heatmap
		}
	}
	cells, marks, frontierCells := bxCells(lang, l, pos, editing, heat, layer)
	if text := b.Replay.ShownState(); !editing && text != "" {
		if pose, cs, err := bloxorz.ParseStateText(text); err == nil {
			marks = append(marks, bxGhost(pose.String(), cs)...)
		}
	}
	if editing {
		marks = append(marks, bxText(l.Start.X*bxCell+bxCell/2, l.Start.Y*bxCell+bxCell/2+5, "bx-start-mark", "S"))
		marks = append(marks, p.wires(l)...)
	}
	var piece vecty.ComponentOrHTML
	cover := ""
	if !editing {
		cover, piece = bxCover(l, pos), bxPiece(l, pos)
	}
	cls := []string{"board", "bx-board"}
	if editing {
		cls = append(cls, "editing")
	}
	if won {
		cls = append(cls, "won")
	}
	label := lang.T("blx.board.aria", "w", strconv.Itoa(l.W), "h", strconv.Itoa(l.H), "pose", lang.TOr("blx.pose."+pos.Pose.String(), pos.Pose.String()), "cells", cover)
	data := vecty.Markup(
		ui.TestID("board"),
		vecty.Attribute("role", "img"),
		vecty.Attribute("aria-label", label),
		vecty.Attribute("data-stage", ui.Itoa(b.Stage)),
		vecty.Attribute("data-pose", pos.Pose.String()),
		vecty.Attribute("data-cells", cover),
		vecty.Attribute("data-won", fmt.Sprint(won)),
		vecty.Attribute("data-level", b.Text),
		replayData(layer, frontierCells),
	)
	if b.Iso && !editing {
		return bxIsoBoard(l, pos, append(cls, "iso"), data, marks, heat)
	}
	return ui.SVG("svg",
		data,
		vecty.Markup(
			vecty.Class(cls...),
			vecty.Attribute("data-view", ViewFlat),
			vecty.Attribute("viewBox", fmt.Sprintf("-4 -4 %d %d", w+8, h+8)),
			vecty.MarkupIf(editing, event.PointerDown(p.pointer).PreventDefault()),
			vecty.MarkupIf(editing, event.PointerMove(p.pointer)),
		),
		bxRect(-4, -4, w+8, h+8, "board-bg", vecty.Attribute("rx", "10")),
		ui.SVG("g", vecty.Markup(vecty.Class("bx-cells")), cells),
		ui.SVG("g", vecty.Markup(vecty.Class("bx-marks")), marks),
		piece,
	)
}

// bxCells draws level l's cells (bridges as the position pos has them,
// unless editing) with the heatmap, and, with a replay layer, marks the
// cells the search reached: shaded by when it first expanded a state on
// them (darker: earlier), the frontier's outlined, counted.
func bxCells(lang i18n.Lang, l *bloxorz.Level, pos bloxorz.State, editing bool, heat heatCells, layer *ReplayLayer) (cells, marks vecty.List, frontier int) {
	for y := 0; y < l.H; y++ {
		for x := 0; x < l.W; x++ {
			i := y*l.W + x
			c := l.Grid[i]
			on := c == bloxorz.BridgeOn
			if !editing && c.IsBridge() {
				on = l.BridgeOn(pos, bloxorz.Pos{X: x, Y: y})
			}
			cells = append(cells, bxTile(x, y, c, on, editing, heat.at(i)))
			if layer != nil && (layer.Order[i] > 0 || layer.Frontier[i]) {
				marks = append(marks, bxReplayCell(lang, x, y, layer, i))
				if layer.Frontier[i] {
					frontier++
				}
			}
		}
	}
	return cells, marks, frontier
}

// bxCover is the cells the block covers at pos, in text ("3,4 3,5").
func bxCover(l *bloxorz.Level, pos bloxorz.State) string {
	cs := l.Cells(pos)
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.String()
	}
	return strings.Join(parts, " ")
}

// pointer paints the cell under the pointer (a press, or a drag with the
// button held; the wire brush only on a press).
func (p *Board) pointer(e *vecty.Event) {
	b := p.S
	if b.Draft == nil {
		return
	}
	down := e.Get("type").String() == "pointerdown"
	if !down && (e.Get("buttons").Int()&1 == 0 || b.Tool == "wire") {
		p.lastPaint = -1
		return
	}
	el := e.Get("currentTarget")
	r := el.Call("getBoundingClientRect")
	l := b.Draft
	fx := (e.Get("clientX").Float() - r.Get("left").Float()) / r.Get("width").Float()
	fy := (e.Get("clientY").Float() - r.Get("top").Float()) / r.Get("height").Float()
	vw, vh := float64(l.W*bxCell+8), float64(l.H*bxCell+8)
	x := int(math.Floor((fx*vw - 4) / bxCell))
	y := int(math.Floor((fy*vh - 4) / bxCell))
	if x < 0 || y < 0 || x >= l.W || y >= l.H {
		return
	}
	i := y*l.W + x
	if !down && i == p.lastPaint {
		return
	}
	p.lastPaint = i
	if down {
		if c := el.Get("setPointerCapture"); c.Type() == js.TypeFunction {
			_ = bxCatch(func() { el.Call("setPointerCapture", e.Get("pointerId")) })
		}
	}
	p.Env.Dispatch(Paint{X: x, Y: y})
}

// wires draws the selected switch's actions (T toggle, + on, − off) or the
// selected split switch's two targets (1, 2).
func (p *Board) wires(l *bloxorz.Level) vecty.List {
	w := p.S.Wire
	if w == nil {
		return nil
	}
	var out vecty.List
	cx, cy := w.X*bxCell+bxCell/2, w.Y*bxCell+bxCell/2
	out = append(out, bxRect(w.X*bxCell+1, w.Y*bxCell+1, bxCell-2, bxCell-2, "bx-selected"))
	line := func(to bloxorz.Pos, label string) {
		tx, ty := to.X*bxCell+bxCell/2, to.Y*bxCell+bxCell/2
		out = append(out, ui.SVG("line", vecty.Markup(vecty.Class("bx-wire"), vecty.Attribute("x1", ui.Itoa(cx)), vecty.Attribute("y1", ui.Itoa(cy)),
			vecty.Attribute("x2", ui.Itoa(tx)), vecty.Attribute("y2", ui.Itoa(ty)))))
		out = append(out, bxText(tx, ty+5, "bx-wire-label", label))
	}
	for _, s := range l.Switches {
		if s.At == *w {
			for _, a := range s.Actions {
				line(a.Cell, map[bloxorz.ActionKind]string{bloxorz.Toggle: "T", bloxorz.On: "+", bloxorz.Off: "−"}[a.Kind])
			}
		}
	}
	for _, s := range l.Splits {
		if s.At == *w {
			line(s.First, "1")
			if s.Second != s.First {
				line(s.Second, "2")
			}
		}
	}
	return out
}

// bxTile draws one cell.
func bxTile(x, y int, c bloxorz.Cell, on, editing bool, heat heatCell) vecty.ComponentOrHTML {
	px, py := x*bxCell, y*bxCell
	kind := bxKind(c, on)
	switch kind {
	case "":
		if editing && c == bloxorz.Void {
			return bxRect(px+2, py+2, bxCell-4, bxCell-4, "bx-void")
		}
		return nil
	case "bridge-off":
		return bxRect(px+3, py+3, bxCell-6, bxCell-6, "bx-bridge-off", vecty.Attribute("rx", "3"))
	case "exit":
		return ui.SVG("g", heat.markup("bx-cell", "bx-exit"), bxTileTop(px, py, c, bxCell-2, false, heat), heat.title())
	}
	return ui.SVG("g", heat.markup("bx-cell", "bx-"+kind),
		bxRect(px+1, py+bxCell-6, bxCell-2, 5, "bx-side"),
		bxTileTop(px, py, c, bxCell-6, false, heat), heat.title())
}

// bxKind names a cell's look (the class bx-KIND of its drawing): "" for
// nothing, "bridge-off" for a bridge that is not there.
func bxKind(c bloxorz.Cell, on bool) string {
	switch c {
	case bloxorz.Floor:
		return "floor"
	case bloxorz.Fragile:
		return "fragile"
	case bloxorz.Exit:
		return "exit"
	case bloxorz.Soft:
		return "soft"
	case bloxorz.Hard:
		return "hard"
	case bloxorz.SplitSwitch:
		return "split"
	case bloxorz.BridgeOn, bloxorz.BridgeOff:
		if on {
			return "bridge"
		}
		return "bridge-off"
	}
	return ""
}

// bxTileTop draws the top of a solid cell at (px, py) seen from above, its
// face topH high, with its mark (the exit's hole, a switch, a bridge's
// planks); the isometric view (iso) lays the same drawing on the tile's
// rhombus, with the X switch's strokes along the cell's sides so that
// they show as an X on screen.
func bxTileTop(px, py int, c bloxorz.Cell, topH int, iso bool, heat heatCell) vecty.List {
	mid := func(dx, dy int) (string, string) { return ui.Itoa(px + bxCell/2 + dx), ui.Itoa(py + bxCell/2 + dy) }
	top := bxRect(px+1, py+1, bxCell-2, topH, "bx-top", vecty.Attribute("rx", "3"), heat.face())
	switch c {
	case bloxorz.Exit:
		return vecty.List{
			bxRect(px+1, py+1, bxCell-2, bxCell-2, "bx-exit-rim", vecty.Attribute("rx", "3"), heat.face()),
			bxRect(px+7, py+7, bxCell-14, bxCell-14, "bx-hole", vecty.Attribute("rx", "2"))}
	case bloxorz.Soft:
		x0, y0 := mid(0, -2)
		return vecty.List{top, ui.SVG("circle", vecty.Markup(vecty.Class("bx-switch"), vecty.Attribute("cx", x0), vecty.Attribute("cy", y0), vecty.Attribute("r", "10")))}
	case bloxorz.Hard:
		a, b2 := mid(-9, -11)
		c2, d := mid(9, 7)
		e, f := mid(9, -11)
		g, h := mid(-9, 7)
		if iso {
			a, b2 = mid(-12, 0)
			c2, d = mid(12, 0)
			e, f = mid(0, -12)
			g, h = mid(0, 12)
		}
		return vecty.List{top,
			ui.SVG("line", vecty.Markup(vecty.Class("bx-switch"), vecty.Attribute("x1", a), vecty.Attribute("y1", b2), vecty.Attribute("x2", c2), vecty.Attribute("y2", d))),
			ui.SVG("line", vecty.Markup(vecty.Class("bx-switch"), vecty.Attribute("x1", e), vecty.Attribute("y1", f), vecty.Attribute("x2", g), vecty.Attribute("y2", h)))}
	case bloxorz.SplitSwitch:
		return vecty.List{top, bxText(px+bxCell/2, py+bxCell/2+4, "bx-split-glyph", "( )")}
	case bloxorz.BridgeOn, bloxorz.BridgeOff:
		return vecty.List{top, bxRect(px+4, py+12, bxCell-8, 2, "bx-plank"), bxRect(px+4, py+22, bxCell-8, 2, "bx-plank")}
	}
	return vecty.List{top}
}

// bxPiece draws the block or the two cubes.
func bxPiece(l *bloxorz.Level, s bloxorz.State) vecty.ComponentOrHTML {
	cs := l.Cells(s)
	switch s.Pose {
	case bloxorz.Standing:
		x, y := cs[0].X*bxCell, cs[0].Y*bxCell
		return ui.SVG("g", vecty.Markup(vecty.Class("bx-piece", "bx-standing"), ui.TestID("bx-block")),
			bxRect(x+6, y+9, bxCell-8, bxCell-8, "bx-shadow", vecty.Attribute("rx", "3")),
			bxRect(x+4, y+4, bxCell-8, bxCell-8, "bx-block", vecty.Attribute("rx", "3")),
			bxRect(x+10, y+8, bxCell-20, bxCell-20, "bx-block-top", vecty.Attribute("rx", "2")),
			bxText(x+bxCell/2, y+bxCell/2+3, "bx-height", "2"))
	case bloxorz.LyingX, bloxorz.LyingY:
		x, y := cs[0].X*bxCell, cs[0].Y*bxCell
		w, h := 2*bxCell, bxCell
		if s.Pose == bloxorz.LyingY {
			w, h = bxCell, 2*bxCell
		}
		return ui.SVG("g", vecty.Markup(vecty.Class("bx-piece", "bx-lying"), ui.TestID("bx-block")),
			bxRect(x+7, y+9, w-10, h-10, "bx-shadow", vecty.Attribute("rx", "3")),
			bxRect(x+5, y+5, w-10, h-10, "bx-block", vecty.Attribute("rx", "3")),
			ui.SVG("line", vecty.Markup(vecty.Class("bx-seam"),
				vecty.Attribute("x1", ui.Itoa(x+map[bool]int{true: bxCell, false: 8}[s.Pose == bloxorz.LyingX])),
				vecty.Attribute("y1", ui.Itoa(y+map[bool]int{true: 8, false: bxCell}[s.Pose == bloxorz.LyingX])),
				vecty.Attribute("x2", ui.Itoa(x+map[bool]int{true: bxCell, false: w - 8}[s.Pose == bloxorz.LyingX])),
				vecty.Attribute("y2", ui.Itoa(y+map[bool]int{true: h - 8, false: bxCell}[s.Pose == bloxorz.LyingX])))))
	}
	cube := func(p bloxorz.Pos, active bool) *vecty.HTML {
		x, y := p.X*bxCell, p.Y*bxCell
		cls := "bx-cube"
		if active {
			cls = "bx-cube bx-active"
		}
		return ui.SVG("g", vecty.Markup(vecty.Class(strings.Fields(cls)...), vecty.MarkupIf(active, ui.TestID("bx-active"))),
			bxRect(x+9, y+11, bxCell-16, bxCell-16, "bx-shadow", vecty.Attribute("rx", "2")),
			bxRect(x+7, y+7, bxCell-14, bxCell-14, "bx-block", vecty.Attribute("rx", "2")),
			vecty.If(active, bxRect(x+3, y+3, bxCell-6, bxCell-6, "bx-ring", vecty.Attribute("rx", "4"))))
	}
	return ui.SVG("g", vecty.Markup(vecty.Class("bx-piece", "bx-split"), ui.TestID("bx-block")), cube(cs[1], false), cube(cs[0], true))
}

// bxGhost outlines the state the stepped search is looking at.
func bxGhost(pose string, cs []bloxorz.Pos) vecty.List {
	var out vecty.List
	if pose == "lying-x" || pose == "lying-y" {
		x, y := cs[0].X*bxCell, cs[0].Y*bxCell
		w, h := 2*bxCell, bxCell
		if pose == "lying-y" {
			w, h = bxCell, 2*bxCell
		}
		return append(out, bxRect(x+3, y+3, w-6, h-6, "bx-ghost", ui.TestID("bx-ghost"), vecty.Attribute("rx", "4")))
	}
	for _, c := range cs {
		out = append(out, bxRect(c.X*bxCell+3, c.Y*bxCell+3, bxCell-6, bxCell-6, "bx-ghost", ui.TestID("bx-ghost"), vecty.Attribute("rx", "4")))
	}
	return out
}

func bxRect(x, y, w, h int, class string, extra ...vecty.Applyer) *vecty.HTML {
	m := []vecty.Applyer{vecty.Class(class), vecty.Attribute("x", ui.Itoa(x)), vecty.Attribute("y", ui.Itoa(y)),
		vecty.Attribute("width", ui.Itoa(w)), vecty.Attribute("height", ui.Itoa(h))}
	return ui.SVG("rect", vecty.Markup(append(m, extra...)...))
}

func bxText(x, y int, class, text string) *vecty.HTML {
	return ui.SVG("text", vecty.Markup(vecty.Class(class), vecty.Attribute("x", ui.Itoa(x)), vecty.Attribute("y", ui.Itoa(y)),
		vecty.Attribute("text-anchor", "middle")), vecty.Text(text))
}

// catchJS runs f, turning a JavaScript exception into an error.
func bxCatch(f func()) (err error) {
	defer func() {
		if v := recover(); v != nil {
			err = fmt.Errorf("%v", v)
		}
	}()
	f()
	return nil
}

// bxReplayCell is cell (x, y) of the replay's layer: shaded by the order
// of its first expansion, outlined while a state on it waits in the
// frontier, with both in its tooltip.
func bxReplayCell(l i18n.Lang, x, y int, layer *ReplayLayer, i int) *vecty.HTML {
	title := l.T("blx.replay.unexpanded")
	var shade vecty.ComponentOrHTML
	if o := layer.Order[i]; o > 0 {
		f := 1 - float64(o-1)/float64(max(layer.MaxOrder, 1))
		title = l.T("blx.replay.expanded", "n", int64(o))
		shade = bxRect(x*bxCell+2, y*bxCell+2, bxCell-4, bxCell-4, "bx-heat", vecty.Attribute("fill-opacity", fmt.Sprintf("%.2f", 0.12+0.6*f)))
	}
	if layer.Frontier[i] {
		title += l.T("blx.replay.frontier")
	}
	return ui.SVG("g", vecty.Markup(vecty.Class("bx-replay-cell")),
		shade,
		vecty.If(layer.Frontier[i], bxRect(x*bxCell+5, y*bxCell+5, bxCell-10, bxCell-10, "bx-frontier")),
		ui.SVG("title", vecty.Text(title)))
}

// replayData are the board's attributes for the replay's layer (what it
// shows: states expanded, frontier cells), none without one.
func replayData(layer *ReplayLayer, frontierCells int) vecty.MarkupList {
	if layer == nil {
		return vecty.Markup()
	}
	return vecty.Markup(vecty.Attribute("data-replay-expanded", fmt.Sprint(layer.Expanded)),
		vecty.Attribute("data-replay-frontier", fmt.Sprint(frontierCells)))
}
