//go:build js && wasm

package nimscreen

import (
	"fmt"
	"strconv"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/ui"
)

// TreePanel is the game-tree view's controls: the chosen algorithm's
// search of the current position is stepped in the solver's worker (one
// node entered, or one MCTS iteration, per step; up to TreeCap nodes) and
// the replay view under it draws the tree as it grows, from the search's
// trace (values, windows, bounds, cutoffs, transposition hits; MCTS
// visits, means and proofs). The panel says what the search did so far.
type TreePanel struct {
	vecty.Core
	Part `vecty:"prop"`
}

// Render implements vecty.Component.
func (p *TreePanel) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("NimTreePanel", &out)
	n, env, l := p.S, p.Env, p.Lang
	t := n.Tree
	if t == nil {
		return elem.Div(vecty.Markup(vecty.Class("panel", "nim-tree", "off")),
			elem.Div(vecty.Markup(vecty.Class("row")),
				elem.Heading2(vecty.Text(l.T("nim.tree"))),
				ui.Button(env, l.T("nim.tree.open"), "tree-toggle", l.T("nim.tree.open.title"), false, Tree{On: true})),
			elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(l.T("nim.tree.worker", "max", TreeCap))))
	}
	sum := n.TreeSummary()
	state := "running"
	switch {
	case sum.Capped:
		state = "capped"
	case sum.Done || !t.Searchable:
		state = "done"
	}
	// A step waits while the AI searches (the worker does one search at
	// a time) and ends with the search.
	off := !t.Searchable || sum.Done || n.Thinking()
	return elem.Div(vecty.Markup(vecty.Class("panel", "nim-tree"), ui.TestID("tree"), vecty.Attribute("data-state", state),
		vecty.Attribute("data-nodes", ui.Itoa(sum.Nodes))),
		elem.Div(vecty.Markup(vecty.Class("row")),
			elem.Heading2(vecty.Text(l.T("nim.tree"))),
			ui.Button(env, l.T("nim.tree.close"), "tree-toggle", l.T("nim.tree.close.title"), false, Tree{On: false})),
		elem.Div(vecty.Markup(vecty.Class("buttons")),
			ui.Button(env, l.T("nim.tree.step"), "tree-step", l.T("nim.tree.step.title"), off, TreeStep{N: 1}),
			ui.Button(env, "+10", "tree-step10", l.T("nim.tree.step10.title"), off, TreeStep{N: 10}),
			ui.Button(env, "+100", "tree-step100", l.T("nim.tree.step100.title"), off, TreeStep{N: 100}),
			ui.Button(env, l.T("nim.tree.run"), "tree-run", l.T("nim.tree.run.title", "max", strconv.Itoa(TreeCap)), off, TreeStep{N: -1}),
		),
		elem.Paragraph(vecty.Markup(ui.TestID("tree-summary"), vecty.Class("tree-summary")), vecty.Text(treeSummary(l, t, sum))),
		vecty.If(t.Note != "", elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(t.Note))),
		vecty.If(t.Searchable && !n.TreeSteps() && n.Replay != nil,
			elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(l.T("nim.tree.replaces")))),
	)
}

// treeSummary is the line over the tree: the algorithm and its settings,
// the root, the counts, and the outcome once the search is over.
func treeSummary(l i18n.Lang, t *TreeView, s TreeSummary) string {
	algo := t.Algorithm
	if name := AlgorithmName(t.Algorithm); name != "" {
		algo = l.AlgorithmName(t.Algorithm, name) // the name people read, not the wire id
	}
	if t.Settings != "" {
		algo += " (" + t.Settings + ")"
	}
	summary := l.T("nim.tree.summary", "algo", algo, "root", t.Root, "nodes", l.T("count.nodes", "n", s.Nodes), "steps", l.T("nim.count.steps", "n", s.Steps))
	if s.Cutoffs > 0 || s.TTHits > 0 || t.Algorithm == "alphabeta" {
		summary += l.T("nim.tree.summary.ab", "cutoffs", l.T("nim.count.cutoffs", "n", s.Cutoffs), "hits", l.T("nim.count.tt_hits", "n", s.TTHits))
	}
	switch {
	case s.Capped:
		summary += l.T("nim.tree.capped", "cap", TreeCap)
	case s.Done && s.Status != "":
		status := s.Status // the wire name, as the English has always shown it
		if l.Or() != i18n.English {
			status = outcomeWord(l, s.Status)
		}
		if s.HasValue {
			summary += l.T("nim.tree.done", "status", status, "value", fmt.Sprintf("%+.2f", s.Value))
		} else {
			summary += l.T("nim.tree.done.novalue", "status", status)
		}
		if s.BestMove != "" {
			summary += l.T("nim.tree.best", "move", s.BestMove)
		}
		summary += "."
	}
	return summary
}
