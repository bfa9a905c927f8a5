//go:build js && wasm

package graphscreen

import (
	"math"
	"strconv"
	"syscall/js"

	"github.com/hexops/vecty"

	"searchlab/wasm/app/actions"
)

// svgPoint converts the pointer event's client position to the drawing's
// units (the SVG scales with its viewBox).
func svgPoint(e *vecty.Event) (x, y float64, ok bool) {
	svg := e.Get("currentTarget")
	ctm := svg.Call("getScreenCTM")
	if ctm.IsNull() || ctm.IsUndefined() {
		return 0, 0, false
	}
	pt := svg.Call("createSVGPoint")
	pt.Set("x", e.Get("clientX"))
	pt.Set("y", e.Get("clientY"))
	p := pt.Call("matrixTransform", ctm.Call("inverse"))
	return p.Get("x").Float(), p.Get("y").Float(), true
}

// dataIndex is the data attribute attr of the nearest element holding
// it from the event's target (-1: none).
func dataIndex(e *vecty.Event, attr string) int {
	t := e.Get("target")
	if t.Get("closest").Type() != js.TypeFunction {
		return -1
	}
	el := t.Call("closest", "["+attr+"]")
	if el.IsNull() {
		return -1
	}
	n, err := strconv.Atoi(el.Call("getAttribute", attr).String())
	if err != nil {
		return -1
	}
	return n
}

// pointerDown starts a gesture in the editor: on a node, a drag (or a
// click, if it does not move); elsewhere, a click on empty space.
func (v *GraphView) pointerDown(e *vecty.Event) {
	v.drag, v.moved, v.bgDown = -1, false, false
	if n := dataIndex(e, "data-node"); n >= 0 {
		v.drag = n
		e.Call("preventDefault")
		el := e.Get("currentTarget")
		if c := el.Get("setPointerCapture"); c.Type() == js.TypeFunction {
			el.Call("setPointerCapture", e.Get("pointerId"))
		}
		return
	}
	v.bgDown = dataIndex(e, "data-arc") < 0
}

// pointerMove drags the pressed node (it moves on the drawing only; the
// graph changes when it is let go).
func (v *GraphView) pointerMove(e *vecty.Event) {
	if v.drag < 0 || v.S.Graph == nil || v.drag >= len(v.S.Graph.Nodes) {
		return
	}
	x, y, ok := svgPoint(e)
	if !ok {
		return
	}
	n := v.S.Graph.Nodes[v.drag]
	if !v.moved && math.Hypot(x-n.X, y-n.Y) < frameOf(v.S.Graph).R/2 {
		return // a click's jitter
	}
	v.moved, v.dragX, v.dragY = true, x, y
	vecty.Rerender(v)
}

// pointerUp ends the gesture: a dragged node moves, a clicked node is
// selected or connected, a click on a line selects it, a click on empty
// space adds a node there.
func (v *GraphView) pointerUp(e *vecty.Event) {
	drag, moved, bg := v.drag, v.moved, v.bgDown
	v.drag, v.moved, v.bgDown = -1, false, false
	switch {
	case drag >= 0 && moved:
		v.Env.Dispatch(MoveNode{Node: drag, X: v.dragX, Y: v.dragY})
	case drag >= 0:
		v.Env.Dispatch(ClickNode{Node: drag})
	case dataIndex(e, "data-arc") >= 0:
		v.Env.Dispatch(SelectArc{Arc: dataIndex(e, "data-arc")})
	case bg:
		if x, y, ok := svgPoint(e); ok {
			v.Env.Dispatch(AddNode{X: x, Y: y})
		}
	}
}

// nodeKey: Enter or space selects (or connects) the node, the arrow keys
// move it by a tenth of a node's spacing (shift: ten times more), Delete
// removes it. The keys stop here (not the page's shortcuts).
func (v *GraphView) nodeKey(e *vecty.Event, node int) {
	g := v.S.Graph
	if g == nil || node >= len(g.Nodes) {
		return
	}
	step := frameOf(g).R
	if e.Get("shiftKey").Bool() {
		step *= 5
	}
	n := g.Nodes[node]
	var a actions.Action
	switch e.Get("key").String() {
	case "Enter", " ":
		a = ClickNode{Node: node}
	case "ArrowUp":
		a = MoveNode{Node: node, X: n.X, Y: n.Y - step}
	case "ArrowDown":
		a = MoveNode{Node: node, X: n.X, Y: n.Y + step}
	case "ArrowLeft":
		a = MoveNode{Node: node, X: n.X - step, Y: n.Y}
	case "ArrowRight":
		a = MoveNode{Node: node, X: n.X + step, Y: n.Y}
	case "Delete", "Backspace":
		a = DeleteNode{Node: node}
	default:
		return
	}
	e.Call("preventDefault")
	e.Call("stopPropagation")
	v.Env.Dispatch(a)
}

// linkKey: Enter or space selects the line for its cost form; Delete
// removes it.
func (v *GraphView) linkKey(e *vecty.Event, arc int) {
	switch e.Get("key").String() {
	case "Enter", " ":
		e.Call("preventDefault")
		e.Call("stopPropagation")
		v.Env.Dispatch(SelectArc{Arc: arc})
	case "Delete", "Backspace":
		e.Call("preventDefault")
		e.Call("stopPropagation")
		v.Env.Dispatch(DeleteArc{Arc: arc})
	}
}
