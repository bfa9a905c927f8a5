//go:build js && wasm

package nimscreen

import (
	"fmt"

	"strconv"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/ui"
)

// nimTreeShown bounds the tree nodes drawn at once (the rest stay
// collapsed behind a note).
const nimTreeShown = 400

// TreePanel is the game-tree view: the tree the chosen algorithm builds
// for the current position, grown on the page step by step (small trees
// only, up to TreeCap nodes), with minimax values, cutoffs,
// transposition hits, and for MCTS visits and mean rewards. Nodes collapse.
type TreePanel struct {
	vecty.Core
	Part `vecty:"prop"`
}

// Render implements vecty.Component.
func (p *TreePanel) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("NimTreePanel", &out)
	t, env, l := p.N.Tree, p.Env, p.Lang
	if t == nil {
		return elem.Div(vecty.Markup(vecty.Class("panel", "nim-tree", "off")),
			elem.Div(vecty.Markup(vecty.Class("row")),
				elem.Heading2(vecty.Text(l.T("nim.tree"))),
				ui.Button(env, l.T("nim.tree.open"), "tree-toggle", l.T("nim.tree.open.title"), false, Tree{On: true})),
			elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(l.T("nim.tree.small", "max", TreeCap))))
	}
	state := "running"
	switch {
	case t.Capped:
		state = "capped"
	case t.Done:
		state = "done"
	}
	nodes := &treeNodes{env: env, l: l, t: t}
	return elem.Div(vecty.Markup(vecty.Class("panel", "nim-tree"), ui.TestID("tree"), vecty.Attribute("data-state", state),
		vecty.Attribute("data-nodes", ui.Itoa(len(t.Nodes)))),
		elem.Div(vecty.Markup(vecty.Class("row")),
			elem.Heading2(vecty.Text(l.T("nim.tree"))),
			ui.Button(env, l.T("nim.tree.close"), "tree-toggle", l.T("nim.tree.close.title"), false, Tree{On: false})),
		elem.Div(vecty.Markup(vecty.Class("buttons")),
			ui.Button(env, l.T("nim.tree.step"), "tree-step", l.T("nim.tree.step.title"), t.Done, TreeStep{N: 1}),
			ui.Button(env, "+10", "tree-step10", l.T("nim.tree.step10.title"), t.Done, TreeStep{N: 10}),
			ui.Button(env, "+100", "tree-step100", l.T("nim.tree.step100.title"), t.Done, TreeStep{N: 100}),
			ui.Button(env, l.T("nim.tree.run"), "tree-run", l.T("nim.tree.run.title", "max", strconv.Itoa(TreeCap)), t.Done, TreeStep{N: -1}),
			ui.Button(env, l.T("nim.tree.open_all"), "tree-expand-all", l.T("nim.tree.open_all.title"), false, TreeOpenAll{Open: true}),
			ui.Button(env, l.T("nim.tree.fold"), "tree-collapse-all", l.T("nim.tree.fold.title"), false, TreeOpenAll{Open: false}),
		),
		elem.Paragraph(vecty.Markup(ui.TestID("tree-summary"), vecty.Class("tree-summary")), vecty.Text(treeSummary(l, t))),
		vecty.If(t.Note != "", elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(t.Note))),
		elem.Paragraph(vecty.Markup(vecty.Class("help", "legend")),
			vecty.Text(l.T("nim.tree.legend"))),
		elem.UnorderedList(vecty.Markup(vecty.Class("tree-list")), nodes.node(0)),
	)
}

// treeSummary is the line over the tree: the algorithm and its settings,
// the root, the counts, and the outcome once the search is over.
func treeSummary(l i18n.Lang, t *TreeView) string {
	algo := t.Algorithm
	if name := AlgorithmName(t.Algorithm); name != "" {
		algo = l.AlgorithmName(t.Algorithm, name) // the name people read, not the wire id
	}
	if t.Settings != "" {
		algo += " (" + t.Settings + ")"
	}
	summary := l.T("nim.tree.summary", "algo", algo, "root", t.Root, "nodes", l.T("count.nodes", "n", len(t.Nodes)), "steps", l.T("nim.count.steps", "n", t.Steps))
	if t.Cutoffs > 0 || t.TTHits > 0 || t.Algorithm == "alphabeta" {
		summary += l.T("nim.tree.summary.ab", "cutoffs", l.T("nim.count.cutoffs", "n", t.Cutoffs), "hits", l.T("nim.count.tt_hits", "n", t.TTHits))
	}
	switch {
	case t.Capped:
		summary += l.T("nim.tree.capped", "cap", TreeCap)
	case t.Done && t.Status != "":
		status := t.Status // the wire name, as the English has always shown it
		if l.Or() != i18n.English {
			status = outcomeWord(l, t.Status)
		}
		summary += l.T("nim.tree.done", "status", status, "value", fmt.Sprintf("%+.2f", t.Value))
		if t.BestMove != "" {
			summary += l.T("nim.tree.best", "move", t.BestMove)
		}
		summary += "."
	}
	return summary
}

// treeNodes draws the tree's nodes from the root, up to nimTreeShown of
// them.
type treeNodes struct {
	env   *ui.Env
	l     i18n.Lang
	t     *TreeView
	shown int // the nodes drawn so far
}

// node draws node id and, when it is open, its children.
func (w *treeNodes) node(id int) *vecty.HTML {
	nd, l := w.t.Nodes[id], w.l
	w.shown++
	open := (nd.Ply < 1) != nd.Collapsed
	cls := vecty.ClassMap{"tnode": true, "cutoff": nd.Cutoff, "tthit": nd.TTHit, "pending": !nd.Done && nd.Visits == 0}
	label := nd.Move
	if id == 0 {
		label = l.T("nim.tree.root", "pos", nd.Pos)
	} else {
		label += " → " + nd.Pos
	}
	kids := vecty.List{}
	if open {
		for _, c := range nd.Children {
			if w.shown >= nimTreeShown {
				kids = append(kids, elem.ListItem(vecty.Markup(vecty.Class("help")), vecty.Text(l.T("nim.tree.more"))))
				break
			}
			kids = append(kids, w.node(c))
		}
	}
	return elem.ListItem(vecty.Markup(cls, ui.TestID(fmt.Sprintf("tree-node-%d", id))),
		elem.Div(vecty.Markup(vecty.Class("tnode-row")), w.toggle(id, open),
			elem.Code(vecty.Text(label)), elem.Span(vecty.Markup(vecty.Class("tnode-val")), vecty.Text(w.info(nd))), w.flags(nd)),
		vecty.If(len(kids) > 0, elem.UnorderedList(kids)))
}

// info is a node's value: visits and mean reward (MCTS), or its minimax
// value and bound.
func (w *treeNodes) info(nd TreeNode) string {
	l := w.l
	switch {
	case nd.Visits > 0 || w.t.Algorithm == "mcts":
		info := fmt.Sprintf("n=%d mean=%.2f", nd.Visits, nd.Mean)
		if nd.Proof != 0 {
			info += l.T("nim.tree.proven", "v", fmt.Sprintf("%+d", nd.Proof))
		}
		return info
	case nd.Done:
		info := fmt.Sprintf("v=%+.0f", nd.Value)
		if nd.Bound != "exact" {
			info += " (" + l.TOr("nim.tree.bound."+nd.Bound, nd.Bound+" bound") + ")"
		}
		return info
	}
	return "…"
}

// flags mark a node's cutoff and transposition hit.
func (w *treeNodes) flags(nd TreeNode) vecty.List {
	l, flags := w.l, vecty.List{}
	if nd.Cutoff {
		flags = append(flags, elem.Span(vecty.Markup(vecty.Class("flag", "flag-cut"), vecty.Attribute("title", l.T("nim.tree.cut.title"))),
			vecty.Text(l.T("nim.tree.cut", "k", nd.Pruned))))
	}
	if nd.TTHit {
		flags = append(flags, elem.Span(vecty.Markup(vecty.Class("flag", "flag-tt"), vecty.Attribute("title", l.T("nim.tree.tt.title"))), vecty.Text(l.T("nim.tree.tt"))))
	}
	return flags
}

// toggle is node id's fold button (a dot for a leaf).
func (w *treeNodes) toggle(id int, open bool) vecty.ComponentOrHTML {
	nd, l, env := w.t.Nodes[id], w.l, w.env
	if len(nd.Children) == 0 {
		return elem.Span(vecty.Markup(vecty.Class("tnode-leaf")), vecty.Text("·"))
	}
	sign := "+"
	if open {
		sign = "−"
	}
	return elem.Button(vecty.Markup(prop.Type(prop.TypeButton), vecty.Class("tnode-toggle"), ui.TestID(fmt.Sprintf("tree-toggle-%d", id)),
		vecty.Attribute("aria-expanded", fmt.Sprint(open)), vecty.Attribute("title", l.T("nim.tree.children", "k", len(nd.Children))),
		event.Click(func(*vecty.Event) { env.Dispatch(TreeToggle{ID: id}) })), vecty.Text(sign))
}
