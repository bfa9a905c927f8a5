//go:build js && wasm

package components

import (
	"fmt"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// stepTree draws the tree a stepped search has built (issue 13 item 20):
// each node its state and f = g + h, expanded nodes apart from those still
// in the frontier, the path to the node being expanded highlighted; each
// subtree folds (details/summary). Capped at store.MaxTreeNodes with a note.
func stepTree(v *store.StepView) *vecty.HTML {
	if len(v.Tree) == 0 {
		return nil
	}
	kids := make([][]int, len(v.Tree))
	for i, n := range v.Tree {
		if n.Parent >= 0 {
			kids[n.Parent] = append(kids[n.Parent], i)
		}
	}
	onPath := make([]bool, len(v.Tree))
	for i := v.Current; i >= 0 && i < len(v.Tree); i = v.Tree[i].Parent {
		onPath[i] = true
	}
	var node func(i int) *vecty.HTML
	node = func(i int) *vecty.HTML {
		n := v.Tree[i]
		kind := "frontier"
		if n.Expanded {
			kind = "expanded"
		}
		label := elem.Span(vecty.Markup(vecty.Class("tree-node", kind), vecty.MarkupIf(onPath[i], vecty.Class("on-path")),
			vecty.MarkupIf(i == v.Current, vecty.Class("current")), vecty.Attribute("title", kind)),
			elem.Code(vecty.Text(n.State)), vecty.Text(fmt.Sprintf(" f = %g + %g = %g", n.G, n.H, n.G+n.H)))
		if len(kids[i]) == 0 {
			return elem.ListItem(label)
		}
		items := make(vecty.List, 0, len(kids[i]))
		for _, k := range kids[i] {
			items = append(items, node(k))
		}
		return elem.ListItem(elem.Details(vecty.Markup(vecty.Property("open", true)), elem.Summary(label), elem.UnorderedList(items)))
	}
	note := fmt.Sprintf("%s; blue: expanded, grey: waiting in the frontier, bold: the path to the node being expanded.", store.Count(int64(len(v.Tree)), "node"))
	if v.TreeCut {
		note = fmt.Sprintf("The first %d nodes (the tree grew past them; the counts above are complete). ", store.MaxTreeNodes) + note
	}
	return elem.Div(vecty.Markup(vecty.Class("search-tree"), ui.TestID("search-tree")),
		elem.Span(vecty.Markup(vecty.Class("stat-label")), vecty.Text("Search tree")),
		elem.Paragraph(vecty.Markup(vecty.Class("help"), ui.TestID("search-tree-note")), vecty.Text(note)),
		elem.UnorderedList(vecty.Markup(vecty.Class("tree")), node(0)))
}
