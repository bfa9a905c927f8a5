//go:build js && wasm

package graphscreen

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/event"

	"searchlab/core/graph"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/ui"
)

// GraphView draws the graph as SVG: nodes as circles with their names
// and h values (start ringed green, goals doubled), edges as lines and
// arcs with an arrowhead, each with its cost; the solution path, the
// replay's frontier and reached nodes with g, h and f, the tree edges the
// search reached them by, and the heuristic checks (a red ring on a node
// where h overestimates, a red dashed line where h drops by more than the
// cost). In the editor: click empty space to add a node, drag a node to
// move it, click two nodes to connect them, click a line to edit its
// cost; nodes and lines are focusable (Enter selects, arrows move a node).
type GraphView struct {
	vecty.Core
	Part `vecty:"prop"`

	// The gesture under way (not props): the node pressed (-1 none), where
	// it is dragged to, whether it moved; a press on empty space.
	drag         int
	dragX, dragY float64
	moved        bool
	bgDown       bool
}

// NewGraphView is the view with no gesture under way.
func NewGraphView(p Part) *GraphView {
	return &GraphView{Part: p, drag: -1}
}

// Render implements vecty.Component.
func (v *GraphView) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("GraphView", &out)
	st := v.S
	g := st.Graph
	if g == nil {
		return ui.SVG("svg", vecty.Markup(ui.TestID("graph")))
	}
	f := frameOf(g)
	nodes := append([]graph.Node(nil), g.Nodes...)
	if v.drag >= 0 && v.drag < len(nodes) && v.moved {
		nodes[v.drag].X, nodes[v.drag].Y = v.dragX, v.dragY
	}
	pic := picture{st: st, l: v.Lang, f: f, nodes: nodes, h: st.HValues(), checks: st.Checks(), layer: nil}
	if !st.Editing {
		pic.layer = st.Layer()
	}
	pic.onPath = pathPairs(g, st.ShownSolution())
	cls := []string{"board", "gr-board"}
	if st.Editing {
		cls = append(cls, "editing")
	}
	label := v.Lang.T("gr.svg.aria", "n", len(g.Nodes), "start", g.Name(g.Start), "goals", goalNames(g))
	status := ""
	if l := pic.layer; l != nil {
		status = fmt.Sprintf("%d/%d", l.Pos, l.Len)
		label += v.Lang.T("gr.svg.replay", "pos", l.Pos, "len", l.Len, "frontier", l.Frontier, "expanded", l.Expanded)
	}
	return ui.SVG("svg",
		vecty.Markup(
			ui.TestID("graph"),
			vecty.Class(cls...),
			vecty.Attribute("role", "group"),
			vecty.Attribute("aria-label", label),
			vecty.Attribute("viewBox", fmt.Sprintf("%s %s %s %s", fnum(f.X), fnum(f.Y), fnum(f.W), fnum(f.H))),
			vecty.Attribute("font-size", fnum(f.Font)),
			vecty.Attribute("data-replay", status),
			vecty.Attribute("data-path", strings.Join(st.ShownSolution(), " ")),
			vecty.MarkupIf(st.Editing, event.PointerDown(v.pointerDown)),
			vecty.MarkupIf(st.Editing, event.PointerMove(v.pointerMove)),
			vecty.MarkupIf(st.Editing, event.PointerUp(v.pointerUp)),
		),
		arrowDefs(),
		ui.SVG("rect", vecty.Markup(vecty.Class("gr-bg"), vecty.Attribute("x", fnum(f.X)), vecty.Attribute("y", fnum(f.Y)),
			vecty.Attribute("width", fnum(f.W)), vecty.Attribute("height", fnum(f.H)), vecty.Attribute("rx", fnum(f.R)))),
		ui.SVG("g", vecty.Markup(vecty.Class("gr-links"), vecty.Attribute("stroke-width", fnum(f.R/7))), pic.links(v)),
		ui.SVG("g", vecty.Markup(vecty.Class("gr-nodes"), vecty.Attribute("stroke-width", fnum(f.R/7))), pic.nodesOf(v)),
	)
}

// arrowDefs are the arrowheads of arcs (plain and on the path).
func arrowDefs() *vecty.HTML {
	head := func(id, cls string) *vecty.HTML {
		return ui.SVG("marker", vecty.Markup(vecty.Attribute("id", id), vecty.Attribute("viewBox", "0 0 10 10"),
			vecty.Attribute("refX", "9"), vecty.Attribute("refY", "5"), vecty.Attribute("markerWidth", "5"),
			vecty.Attribute("markerHeight", "5"), vecty.Attribute("orient", "auto-start-reverse")),
			ui.SVG("path", vecty.Markup(vecty.Class(cls), vecty.Attribute("d", "M0,0 L10,5 L0,10 z"))))
	}
	return ui.SVG("defs", head("gr-arrow", "gr-head"), head("gr-arrow-path", "gr-head-path"))
}

// picture is what one render draws from.
type picture struct {
	st     *State
	l      i18n.Lang
	f      Frame
	nodes  []graph.Node // positions (a dragged node where it is dragged)
	h      []float64
	checks graph.Report
	layer  *Layer
	onPath map[[2]int32]bool
}

// links draws every edge (once) and arc.
func (p picture) links(v *GraphView) vecty.List {
	g := p.st.Graph
	bad := map[int32]bool{}
	for _, a := range p.checks.NotConsistent {
		bad[a] = true
	}
	sel, hasSel := p.st.SelectedArcIndex()
	var out vecty.List
	for i := int32(0); i < int32(len(g.Arcs)); i++ {
		a := g.Arcs[i]
		arcs := []int32{i}
		if a.Edge {
			arcs = append(arcs, i+1)
		}
		reverseArc := !a.Edge && hasArc(g, a.To, a.From, false)
		s := segment(p.f, p.nodes[a.From], p.nodes[a.To], reverseArc)
		cls := []string{"gr-link"}
		if a.Edge {
			cls = append(cls, "gr-edge")
		} else {
			cls = append(cls, "gr-arc")
		}
		path := p.onPath[[2]int32{a.From, a.To}] || (a.Edge && p.onPath[[2]int32{a.To, a.From}])
		if path {
			cls = append(cls, "gr-on-path")
		}
		if p.layer != nil && (p.layer.Parent[a.To] == a.From || (a.Edge && p.layer.Parent[a.From] == a.To)) {
			cls = append(cls, "gr-tree")
		}
		var why []string
		for _, k := range arcs {
			if bad[k] {
				x := g.Arcs[k]
				cls = append(cls, "gr-inconsistent")
				why = append(why, p.l.T("gr.link.bad", "a", g.Name(x.From), "ha", num(p.h[x.From]), "cost", num(x.Cost),
					"b", g.Name(x.To), "hb", num(p.h[x.To])))
			}
		}
		if hasSel && (sel == i || (a.Edge && sel == i+1)) {
			cls = append(cls, "selected")
		}
		key := "gr.link.edge"
		if !a.Edge {
			key = "gr.link.arc"
		}
		desc := p.l.T(key, "a", g.Name(a.From), "b", g.Name(a.To), "cost", num(a.Cost))
		if len(why) > 0 {
			desc += "; " + strings.Join(why, "; ")
		}
		marker := "url(#gr-arrow)"
		if path {
			marker = "url(#gr-arrow-path)"
		}
		line := func(c string) *vecty.HTML {
			return ui.SVG("line", vecty.Markup(vecty.Class(c),
				vecty.Attribute("x1", fnum(s.X1)), vecty.Attribute("y1", fnum(s.Y1)),
				vecty.Attribute("x2", fnum(s.X2)), vecty.Attribute("y2", fnum(s.Y2)),
				vecty.MarkupIf(!a.Edge && c == "gr-line", vecty.Attribute("marker-end", marker))))
		}
		arcIndex := int(i)
		out = append(out, ui.SVG("g", vecty.Markup(vecty.Class(cls...), vecty.Key(fmt.Sprint("l", i)),
			vecty.Attribute("data-arc", strconv.Itoa(arcIndex)),
			vecty.Attribute("data-testid", "graph-link"),
			vecty.Attribute("data-from", g.Name(a.From)), vecty.Attribute("data-to", g.Name(a.To)),
			vecty.MarkupIf(p.st.Editing, vecty.Attribute("tabindex", "0"), vecty.Attribute("role", "button"),
				vecty.Attribute("aria-label", p.l.T("gr.link.select", "desc", desc)),
				event.KeyDown(func(e *vecty.Event) { v.linkKey(e, arcIndex) }))),
			ui.SVG("title", vecty.Text(desc)),
			vecty.If(p.st.Editing, line("gr-hit")),
			line("gr-line"),
			ui.SVG("text", vecty.Markup(vecty.Class("gr-cost"), vecty.Attribute("x", fnum(s.LX)), vecty.Attribute("y", fnum(s.LY)),
				vecty.Attribute("dy", "0.35em")), vecty.Text(num(a.Cost))),
		))
		if a.Edge {
			i++ // the reverse arc is drawn with it
		}
	}
	return out
}

// nodesOf draws every node.
func (p picture) nodesOf(v *GraphView) vecty.List {
	g := p.st.Graph
	over := map[int32]bool{}
	for _, n := range p.checks.NotAdmissible {
		over[n] = true
	}
	sel, hasSel := p.st.SelectedNode()
	onPath := map[string]bool{}
	for _, n := range p.st.ShownSolution() {
		onPath[n] = true
	}
	f := p.f
	// The labels' places (labels.go): names, then g and f, off the
	// other nodes, the links and each other.
	names, gf := make([]string, len(p.nodes)), make([]string, len(p.nodes))
	for i, n := range p.nodes {
		names[i] = n.Name
		if p.layer != nil && p.layer.Marks[i].Touched {
			m := p.layer.Marks[i]
			gf[i] = fmt.Sprintf("g=%s f=%s", num(m.G), num(m.F()))
		}
	}
	links := make([][2]int32, 0, len(g.Arcs))
	for _, a := range g.Arcs {
		links = append(links, [2]int32{a.From, a.To})
	}
	nameAt, gfAt := placeLabels(f, p.nodes, links, costBoxes(f, p.nodes, g), names, gf)
	var out vecty.List
	for i, n := range p.nodes {
		i32 := int32(i)
		var mark Mark
		if p.layer != nil {
			mark = p.layer.Marks[i]
		}
		start, goal := i32 == g.Start, g.IsGoal(i32)
		cls := nodeClasses(mark, start, goal, onPath[n.Name], over[i32], hasSel && sel == i32)
		h, tc := p.h[i], p.checks.TrueCost[i]
		title := p.nodeTitle(n.Name, start, goal, over[i32], mark, h, tc)
		parts := vecty.List{ui.SVG("title", vecty.Text(title))}
		if over[i32] {
			parts = append(parts, circle(0, 0, f.R*1.5, "gr-over-ring"))
		}
		if goal {
			parts = append(parts, circle(0, 0, f.R*1.25, "gr-goal-ring"))
		}
		parts = append(parts, circle(0, 0, f.R, "gr-circle"), text(0, 0, "gr-h", "0.35em", num(h)),
			text(nameAt[i].X, nameAt[i].Y, "gr-name", "0.35em", n.Name))
		if gf[i] != "" {
			parts = append(parts, text(gfAt[i].X, gfAt[i].Y, "gr-gf", "0.35em", gf[i]))
		}
		node := i
		out = append(out, ui.SVG("g", vecty.Markup(vecty.Class(cls...), vecty.Key(fmt.Sprint("n", i)),
			vecty.Attribute("transform", fmt.Sprintf("translate(%s %s)", fnum(n.X), fnum(n.Y))),
			ui.TestID("graph-node"), vecty.Attribute("data-node", strconv.Itoa(i)), vecty.Attribute("data-name", n.Name),
			vecty.Attribute("data-status", mark.Status.String()),
			vecty.MarkupIf(mark.Current, vecty.Attribute("data-current", "true")),
			vecty.MarkupIf(mark.Touched, vecty.Attribute("data-g", num(mark.G)), vecty.Attribute("data-f", num(mark.F()))),
			vecty.MarkupIf(p.st.Editing, vecty.Attribute("tabindex", "0"), vecty.Attribute("role", "button"),
				vecty.Attribute("aria-label", p.l.T("gr.node.aria", "title", title)),
				event.KeyDown(func(e *vecty.Event) { v.nodeKey(e, node) }))),
			parts))
	}
	return out
}

func circle(x, y, r float64, cls string) *vecty.HTML {
	return ui.SVG("circle", vecty.Markup(vecty.Class(cls), vecty.Attribute("cx", fnum(x)), vecty.Attribute("cy", fnum(y)), vecty.Attribute("r", fnum(r))))
}

func text(x, y float64, cls, dy, s string) *vecty.HTML {
	return ui.SVG("text", vecty.Markup(vecty.Class(cls), vecty.Attribute("x", fnum(x)), vecty.Attribute("y", fnum(y)),
		vecty.Attribute("dy", dy)), vecty.Text(s))
}

// fnum writes an SVG coordinate.
func fnum(v float64) string { return strconv.FormatFloat(math.Round(v*100)/100, 'f', -1, 64) }

// nodeClasses are a node's classes: its mark in the search, start, goal,
// on the path shown, h over the true cost, selected.
func nodeClasses(mark Mark, start, goal, onPath, over, selected bool) []string {
	cls := []string{"gr-node"}
	if mark.Status != Untouched {
		cls = append(cls, "gr-"+mark.Status.String())
	}
	for _, c := range []struct {
		on   bool
		name string
	}{{mark.Current, "gr-current"}, {start, "gr-start"}, {goal, "gr-goal"}, {onPath, "gr-on-path"}, {over, "gr-inadmissible"}, {selected, "selected"}} {
		if c.on {
			cls = append(cls, c.name)
		}
	}
	return cls
}

// nodeTitle is a node's tooltip: its name and role, h beside the true
// cost h*, and what the search knows of it.
func (p picture) nodeTitle(name string, start, goal, over bool, mark Mark, h, tc float64) string {
	title := name
	switch {
	case start && goal:
		title = p.l.T("gr.node.both", "name", name)
	case start:
		title = p.l.T("gr.node.start", "name", name)
	case goal:
		title = p.l.T("gr.node.goal", "name", name)
	}
	title += p.l.T("gr.node.h", "h", num(h), "hs", num(tc))
	if over {
		title += p.l.T("gr.node.over", "h", num(h), "hs", num(tc))
	}
	if mark.Touched {
		key := "gr.node.frontier"
		if mark.Status == Expanded {
			key = "gr.node.expanded"
		}
		title += p.l.T(key, "g", num(mark.G), "h", num(mark.H), "f", num(mark.F()))
		if mark.Current {
			title += p.l.T("gr.node.current")
		}
	}
	return title
}
