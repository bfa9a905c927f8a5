//go:build js && wasm

package components

import (
	"fmt"
	"sort"
	"strconv"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/core/replay"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// gameTree draws a minimax, alpha-beta or exact solver's tree at pos: the
// iteration under way, folded around the search's stack (each node on it
// with its children, the rest folded), each node with its move, its window
// (α, β) while it is searched and its value once left, the cutoffs (the
// moves they pruned) and transposition-table answers.
func gameTree(env *ui.Env, l i18n.Lang, r *store.Replay, pos int) *vecty.HTML {
	t := r.Trace
	g := &t.Games
	first, end, round := g.At(pos)
	stack := g.StackAt(pos)
	onStack := map[int32]bool{}
	for _, n := range stack {
		onStack[n] = true
	}
	top := int32(-1)
	if len(stack) > 0 {
		top = stack[len(stack)-1]
	}
	shown := 0
	var node func(n int32) *vecty.HTML
	node = func(n int32) *vecty.HTML {
		shown++
		nd := &g.Nodes[n]
		left := int(nd.Left) < pos
		cut := int(nd.CutAt) < pos
		label := t.Move(nd.Move)
		if nd.Parent < 0 {
			label = l.T("replay.gt.root")
		}
		if s := t.State(nd.State); len(s) <= 24 {
			label += " → " + s
		}
		info := l.T("replay.gt.searching") + windowText(l, nd)
		if left {
			info = "v = " + l.Numbers(fmt.Sprintf("%+.3g", nd.Value))
			if b := nd.Bound(); b == "lower" || b == "upper" {
				info += l.T("replay.gt.bound." + b)
			}
		}
		flags := vecty.List{}
		if cut {
			flags = append(flags, elem.Span(vecty.Markup(vecty.Class("flag", "flag-cut"), vecty.Attribute("title", l.T("replay.gt.cut.title"))),
				vecty.Text(l.T("replay.gt.cut", "n", int(nd.Pruned)))))
		}
		if nd.TT && left {
			flags = append(flags, elem.Span(vecty.Markup(vecty.Class("flag", "flag-tt"), vecty.Attribute("title", l.T("replay.gt.tt.title"))), vecty.Text("TT")))
		}
		if nd.Solved {
			flags = append(flags, elem.Span(vecty.Markup(vecty.Class("flag")), vecty.Text(l.T("replay.gt.solved", "nodes", l.T("count.nodes", "n", int(nd.Count))))))
		}
		row := elem.Div(vecty.Markup(vecty.Class("tnode-row"), vecty.MarkupIf(n == top, vecty.Class("current"))),
			elem.Code(vecty.Markup(vecty.Attribute("title", t.State(nd.State))), vecty.Text(label)),
			elem.Span(vecty.Markup(vecty.Class("tnode-val")), vecty.Text(info)), flags)
		cls := vecty.ClassMap{"tnode": true, "cutoff": cut, "tthit": nd.TT && left, "pending": !left, "on-path": onStack[n]}
		kids := g.Children(n, end)
		open := onStack[n] || nd.Parent < 0
		if v, set := r.Open[n]; set {
			open = v
		}
		return gameTreeItem(env, n, cls, row, kids, open, &shown, node)
	}
	roots := vecty.List{}
	for n := int32(first); n < int32(end); n++ {
		if g.Nodes[n].Parent < 0 {
			roots = append(roots, node(n))
		}
	}
	note := l.T("replay.game.note", "nodes", l.T("count.nodes", "n", end-first), "cutoffs", g.CutoffsAt(pos))
	if len(g.Rounds) > 1 && round.Bound > 0 {
		note = l.T("replay.game.round", "depth", l.G(round.Bound, -1)) + note
	}
	return elem.Div(vecty.Markup(vecty.Class("nim-tree", "replay-tree"), ui.TestID("replay-game-tree"), vecty.Attribute("data-nodes", strconv.Itoa(end-first))),
		elem.Span(vecty.Markup(vecty.Class("stat-label")), vecty.Text(l.T("replay.game.title"))),
		elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(note)),
		elem.UnorderedList(vecty.Markup(vecty.Class("tree-list")), roots))
}

// windowText is a node's window while it is searched, in l.
func windowText(l i18n.Lang, n *replay.GameNode) string {
	if !n.HasAlpha && !n.HasBeta {
		return ""
	}
	b := func(x float64, set bool, open string) string {
		if !set {
			return open
		}
		return l.Numbers(fmt.Sprintf("%+.3g", x))
	}
	return l.T("replay.gt.window", "a", b(n.Alpha, n.HasAlpha, "−∞"), "b", b(n.Beta, n.HasBeta, "+∞"))
}

// mctsTree draws a Monte Carlo tree at pos: from the root, each node's
// children by visits (the most visited first), the path of the last
// playout open, each node with its move, visits, mean reward for the
// player who moved into it and its proof.
func mctsTree(env *ui.Env, l i18n.Lang, r *store.Replay, pos int) *vecty.HTML {
	t := r.Trace
	m := &t.MCTS
	size := m.SizeAt(pos)
	if size == 0 {
		return elem.Div(vecty.Markup(vecty.Class("help")), vecty.Text(l.T("replay.mcts.empty")))
	}
	playouts, leaf := m.PlayoutsAt(pos)
	onPath := map[int32]bool{}
	for n := leaf; n >= 0; n = m.Nodes[n].Parent {
		onPath[n] = true
	}
	shown := 0
	var node func(n int32) *vecty.HTML
	node = func(n int32) *vecty.HTML {
		shown++
		nd := &m.Nodes[n]
		b := nd.StatsAt(pos)
		label := t.Move(nd.Move)
		if nd.Parent < 0 {
			label = l.T("replay.gt.root")
		}
		info := l.T("replay.mcts.info", "n", b.Visits, "mean", l.Fixed(b.Mean, 2))
		if b.Proof != 0 {
			info += l.T("replay.mcts.proven", "v", fmt.Sprintf("%+d", b.Proof))
		}
		kids := m.Children(n, size)
		sort.SliceStable(kids, func(i, j int) bool {
			return m.Nodes[kids[i]].StatsAt(pos).Visits > m.Nodes[kids[j]].StatsAt(pos).Visits
		})
		open := nd.Parent < 0 || onPath[n]
		if v, set := r.Open[n]; set {
			open = v
		}
		row := elem.Div(vecty.Markup(vecty.Class("tnode-row"), vecty.MarkupIf(n == leaf, vecty.Class("current"))),
			elem.Code(vecty.Markup(vecty.Attribute("title", t.State(nd.State))), vecty.Text(label)),
			elem.Span(vecty.Markup(vecty.Class("tnode-val")), vecty.Text(info)))
		cls := vecty.ClassMap{"tnode": true, "on-path": onPath[n], "pending": b.Visits == 0}
		return gameTreeItem(env, n, cls, row, kids, open, &shown, node)
	}
	note := l.T("replay.mcts.note", "nodes", l.T("count.nodes", "n", size), "playouts", l.T("replay.mcts.playouts", "n", playouts))
	return elem.Div(vecty.Markup(vecty.Class("nim-tree", "replay-tree"), ui.TestID("replay-mcts-tree"), vecty.Attribute("data-nodes", strconv.Itoa(size)),
		vecty.Attribute("data-playouts", strconv.Itoa(playouts))),
		elem.Span(vecty.Markup(vecty.Class("stat-label")), vecty.Text(l.T("replay.mcts.title"))),
		elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(note)),
		elem.UnorderedList(vecty.Markup(vecty.Class("tree-list")), node(0)))
}

// gameTreeItem is node n of a drawn game tree (its classes cls and its
// row): its children drawn by node when it is open (childItems), behind
// the button that folds it.
func gameTreeItem(env *ui.Env, n int32, cls vecty.ClassMap, row *vecty.HTML, kids []int32, open bool, shown *int,
	node func(int32) *vecty.HTML) *vecty.HTML {
	id := ui.TestID("tree-node-" + strconv.Itoa(int(n)))
	if len(kids) == 0 {
		return elem.ListItem(vecty.Markup(cls, id), row)
	}
	var items vecty.List
	if open && *shown < treeShown {
		items = childItems(kids, shown, node)
	}
	return elem.ListItem(vecty.Markup(cls, id),
		elem.Div(vecty.Markup(vecty.Class("tnode-line")), foldButton(env, n, open, len(kids)), row),
		vecty.If(len(items) > 0, elem.UnorderedList(items)))
}
