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
	searching, window := l.T("replay.gt.searching"), filler(l, "replay.gt.window", "a", "b")
	var m markup
	shown := 0
	var node func(n int32)
	node = func(n int32) {
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
		info := searching + windowText(l, nd, window)
		if left {
			info = "v = " + l.Numbers(fmt.Sprintf("%+.3g", nd.Value))
			if b := nd.Bound(); b == "lower" || b == "upper" {
				info += l.T("replay.gt.bound." + b)
			}
		}
		row := func() {
			m.open("div", "class", "tnode-row "+classes("current", n == top))
			m.element("code", label, "title", t.State(nd.State))
			m.element("span", info, "class", "tnode-val")
			if cut {
				m.element("span", l.T("replay.gt.cut", "n", int(nd.Pruned)), "class", "flag flag-cut", "title", l.T("replay.gt.cut.title"))
			}
			if nd.TT && left {
				m.element("span", "TT", "class", "flag flag-tt", "title", l.T("replay.gt.tt.title"))
			}
			if nd.Solved {
				m.element("span", l.T("replay.gt.solved", "nodes", l.T("count.nodes", "n", int(nd.Count))), "class", "flag")
			}
			m.close("div")
		}
		cls := "tnode " + classes("cutoff", cut, "tthit", nd.TT && left, "pending", !left, "on-path", onStack[n])
		kids := g.Children(n, end)
		open := onStack[n] || nd.Parent < 0
		if v, set := r.Open[n]; set {
			open = v
		}
		gameTreeItem(&m, n, cls, row, kids, open, &shown, node)
	}
	m.open("ul", "class", "tree-list")
	for n := int32(first); n < int32(end); n++ {
		if g.Nodes[n].Parent < 0 {
			node(n)
		}
	}
	m.close("ul")
	note := l.T("replay.game.note", "nodes", l.T("count.nodes", "n", end-first), "cutoffs", g.CutoffsAt(pos))
	if len(g.Rounds) > 1 && round.Bound > 0 {
		note = l.T("replay.game.round", "depth", l.G(round.Bound, -1)) + note
	}
	return treePanel(env, vecty.Markup(vecty.Class("nim-tree", "replay-tree"), ui.TestID("replay-game-tree"), vecty.Attribute("data-nodes", strconv.Itoa(end-first))),
		l.T("replay.game.title"), note, "", &m)
}

// windowText is a node's window while it is searched, in l (window:
// filler of "replay.gt.window").
func windowText(l i18n.Lang, n *replay.GameNode, window func(...string) string) string {
	if !n.HasAlpha && !n.HasBeta {
		return ""
	}
	b := func(x float64, set bool, open string) string {
		if !set {
			return open
		}
		return l.Numbers(fmt.Sprintf("%+.3g", x))
	}
	return window(b(n.Alpha, n.HasAlpha, "−∞"), b(n.Beta, n.HasBeta, "+∞"))
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
	mctsInfo := filler(l, "replay.mcts.info", "n", "mean")
	var h markup
	shown := 0
	var node func(n int32)
	node = func(n int32) {
		shown++
		nd := &m.Nodes[n]
		b := nd.StatsAt(pos)
		label := t.Move(nd.Move)
		if nd.Parent < 0 {
			label = l.T("replay.gt.root")
		}
		info := mctsInfo(l.Int(b.Visits), l.Fixed(b.Mean, 2))
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
		row := func() {
			h.open("div", "class", "tnode-row "+classes("current", n == leaf))
			h.element("code", label, "title", t.State(nd.State))
			h.element("span", info, "class", "tnode-val")
			h.close("div")
		}
		cls := "tnode " + classes("on-path", onPath[n], "pending", b.Visits == 0)
		gameTreeItem(&h, n, cls, row, kids, open, &shown, node)
	}
	h.open("ul", "class", "tree-list")
	node(0)
	h.close("ul")
	note := l.T("replay.mcts.note", "nodes", l.T("count.nodes", "n", size), "playouts", l.T("replay.mcts.playouts", "n", playouts))
	return treePanel(env, vecty.Markup(vecty.Class("nim-tree", "replay-tree"), ui.TestID("replay-mcts-tree"), vecty.Attribute("data-nodes", strconv.Itoa(size)),
		vecty.Attribute("data-playouts", strconv.Itoa(playouts))), l.T("replay.mcts.title"), note, "", &h)
}

// gameTreeItem writes node n of a drawn game tree (its classes cls, its
// row written by row): its children written by node when it is open
// (childItems), behind the button that folds it.
func gameTreeItem(m *markup, n int32, cls string, row func(), kids []int32, open bool, shown *int, node func(int32)) {
	m.open("li", "class", cls, "data-testid", "tree-node-"+strconv.Itoa(int(n)))
	if len(kids) > 0 {
		m.open("div", "class", "tnode-line")
		foldButton(m, n, open, len(kids))
		row()
		m.close("div")
		if open && *shown < treeShown {
			m.open("ul")
			childItems(m, kids, shown, node)
			m.close("ul")
		}
	} else {
		row()
	}
	m.close("li")
}
