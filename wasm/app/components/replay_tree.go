//go:build js && wasm

package components

import (
	"fmt"
	"strconv"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/core/replay"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// Limits of a drawn tree: the nodes drawn in all and the children drawn
// under one node (the rest are counted in a note).
const (
	treeShown    = 240
	treeChildren = 40
)

// searchTree draws a single-agent search's tree at pos: the nodes of the
// iteration under way, folded around the path to the node the current
// event is about (each node's children listed, the other subtrees folded
// with their sizes; the person unfolds any node), each node with its
// state, f = g + h and whether it waits in the frontier, was expanded or
// was replaced by a better path; after the solution, its path. The tree is
// written as one piece of HTML (markup.go), its fold buttons answered by
// one listener.
func searchTree(env *ui.Env, l i18n.Lang, r *store.Replay, pos int) *vecty.HTML {
	t := r.Trace
	tree := &t.Tree
	first, end, round := tree.At(pos)
	cur := tree.CurrentNode(pos)
	// Only the first treeShown nodes of a path from a root can be drawn
	// open (each open node on it is drawn), so only they are looked up:
	// DFS's path runs tens of thousands of nodes deep.
	onPath := pathSet(tree.PathAt(cur, pos))
	solved := int(tree.SolvedAt) < pos && tree.Solution >= int32(first) && tree.Solution < int32(end)
	onSolution := map[int32]bool{}
	if solved {
		onSolution = pathSet(tree.PathAt(tree.Solution, pos))
		if tree.Via >= 0 {
			for n := range pathSet(tree.PathAt(tree.Via, pos)) {
				onSolution[n] = true
			}
		}
	}
	kinds := [...]string{"frontier", "expanded", "replaced"}
	titles := [len(kinds)]string{}
	for i, k := range kinds {
		titles[i] = l.T("replay.tree." + k)
	}
	costs := nodeCosts(l, t.Algorithm)
	var m markup
	shown := 0
	var node func(n int32)
	node = func(n int32) {
		shown++
		nd := &tree.Nodes[n]
		st := nd.StatusAt(pos)
		kids := tree.Children(n, end)
		open := onPath[n] || onSolution[n] || n == int32(first)
		if v, set := r.Open[n]; set {
			open = v
		}
		folded := len(kids) > 0 && (!open || shown >= treeShown)
		m.open("li", "class", classes("folded", folded))
		if len(kids) > 0 {
			foldButton(&m, n, open, len(kids))
		}
		m.open("span", "class", "tree-node "+kinds[st]+" "+classes("on-path", onPath[n], "current", n == cur, "on-solution", onSolution[n]),
			"title", titles[st], "data-node", strconv.Itoa(int(n)))
		m.element("code", t.State(nd.State))
		m.text(l.Numbers(costs(nd)))
		m.close("span")
		switch {
		case folded:
			m.element("span", " "+l.T("replay.tree.children", "n", len(kids)), "class", "help")
		case len(kids) > 0:
			m.open("ul")
			childItems(&m, kids, &shown, node)
			m.close("ul")
		}
		m.close("li")
	}
	m.open("ul", "class", "tree")
	for n := int32(first); n < int32(end); n++ {
		if tree.Nodes[n].Parent < 0 {
			node(n)
		}
	}
	m.close("ul")
	note := treeNote(l, tree, pos, first, end, round, solved)
	return treePanel(env, vecty.Markup(vecty.Class("search-tree"), ui.TestID("search-tree"), vecty.Attribute("data-nodes", strconv.Itoa(end-first))),
		l.T("replay.tree.title"), note, "search-tree-note", &m)
}

// treePanel is a drawn tree's panel (marked by outer: its classes, test id
// and data): its title, the note under it (test id noteID, "" for none)
// and the tree written in m, its fold buttons answered by one listener.
func treePanel(env *ui.Env, outer vecty.MarkupList, title, note, noteID string, m *markup) *vecty.HTML {
	return elem.Div(outer,
		elem.Span(vecty.Markup(vecty.Class("stat-label")), vecty.Text(title)),
		elem.Paragraph(vecty.Markup(vecty.Class("help"), vecty.MarkupIf(noteID != "", ui.TestID(noteID))), vecty.Text(note)),
		elem.Div(vecty.Markup(vecty.Class("tree-body"), foldClicks(env), vecty.UnsafeHTML(m.String()))))
}

// treeNote is the sentence under the search tree at event pos: its nodes
// (those of round, first to end) by status, whether it holds the
// solution, and, for a search in rounds, the round and its bound.
func treeNote(l i18n.Lang, tree *replay.Tree, pos, first, end int, round replay.Round, solved bool) string {
	counts := [3]int{}
	for n := first; n < end; n++ {
		counts[tree.Nodes[n].StatusAt(pos)]++
	}
	note := l.T("replay.tree.note", "nodes", l.T("count.nodes", "n", end-first), "expanded", counts[replay.Expanded],
		"frontier", counts[replay.InFrontier], "replaced", counts[replay.Replaced])
	if solved {
		note += l.T("replay.tree.solved")
	}
	note += "."
	if len(tree.Rounds) > 1 {
		note = l.T("replay.tree.round", "i", tree.RoundAt(pos)+1, "bound", l.G(round.Bound, -1)) + note
	}
	return note
}

// pathSet is the set of the first treeShown+1 nodes of a path from a root
// (the only ones a drawn tree can reach).
func pathSet(path []int32) map[int32]bool {
	out := make(map[int32]bool, min(len(path), treeShown+1))
	for _, n := range path[:min(len(path), treeShown+1)] {
		out[n] = true
	}
	return out
}

// childItems writes a drawn tree's children kids, each by node, up to
// treeChildren of them and while fewer than treeShown nodes are drawn in
// all (shown counts them), the rest counted in a last item.
func childItems(m *markup, kids []int32, shown *int, node func(int32)) {
	for i, k := range kids {
		if i == treeChildren || *shown >= treeShown {
			m.element("li", fmt.Sprintf("… %d more", len(kids)-i), "class", "help")
			return
		}
		node(k)
	}
}

// nodeCosts is what writes a node's costs as its algorithm ranks them (in
// l's words; the caller writes the numbers l's way), its message filled
// once (filler), not once per node drawn.
func nodeCosts(l i18n.Lang, algo string) func(n *replay.Node) string {
	switch algo {
	case "astar", "idastar":
		return func(n *replay.Node) string { return fmt.Sprintf(" f = %g + %g = %g", n.G, n.H, n.G+n.H) }
	case "greedy":
		return func(n *replay.Node) string { return fmt.Sprintf(" h = %g", n.H) }
	case "ucs":
		return func(n *replay.Node) string { return fmt.Sprintf(" g = %g", n.G) }
	}
	depth := filler(l, "replay.tree.depth", "d")
	return func(n *replay.Node) string { return depth(strconv.Itoa(int(n.Depth))) }
}
