//go:build js && wasm

package nimscreen

import (
	"fmt"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/wasm/app/store"
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
	Env *ui.Env `vecty:"prop"`
	N   *State  `vecty:"prop"`
}

// Render implements vecty.Component.
func (p *TreePanel) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("NimTreePanel", &out)
	t, env := p.N.Tree, p.Env
	if t == nil {
		return elem.Div(vecty.Markup(vecty.Class("panel", "nim-tree", "off")),
			elem.Div(vecty.Markup(vecty.Class("row")),
				elem.Heading2(vecty.Text("Game tree")),
				ui.Button(env, "Open tree view", "tree-toggle", "Build the chosen algorithm's tree for this position, step by step", false, Tree{On: true})),
			elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(fmt.Sprintf("For small positions: at most %s nodes, built on this page.", store.GroupDigits(TreeCap)))))
	}
	state := "running"
	switch {
	case t.Capped:
		state = "capped"
	case t.Done:
		state = "done"
	}
	algo := t.Algorithm
	for _, a := range Algorithms {
		if a.ID == t.Algorithm {
			algo = a.Name // the name people read, not the wire id
		}
	}
	if t.Settings != "" {
		algo += " (" + t.Settings + ")"
	}
	summary := fmt.Sprintf("%s on %s: %s, %s", algo, t.Root, store.Count(int64(len(t.Nodes)), "node"), store.Count(t.Steps, "step"))
	if t.Cutoffs > 0 || t.TTHits > 0 || t.Algorithm == "alphabeta" {
		summary += fmt.Sprintf(", %s, %s", store.Count(int64(t.Cutoffs), "cutoff"), store.Count(int64(t.TTHits), "TT hit"))
	}
	switch {
	case t.Capped:
		summary += fmt.Sprintf(" — stopped at the %s-node cap: too large to show whole.", store.GroupDigits(TreeCap))
	case t.Done && t.Status != "":
		summary += fmt.Sprintf(" — finished (%s), root value %+.2f", t.Status, t.Value)
		if t.BestMove != "" {
			summary += ", best move " + t.BestMove
		}
		summary += "."
	}
	shown := 0
	var node func(id int) *vecty.HTML
	node = func(id int) *vecty.HTML {
		nd := t.Nodes[id]
		shown++
		open := (nd.Ply < 1) != nd.Collapsed
		cls := vecty.ClassMap{"tnode": true, "cutoff": nd.Cutoff, "tthit": nd.TTHit, "pending": !nd.Done && nd.Visits == 0}
		label := nd.Move
		if id == 0 {
			label = "root " + nd.Pos
		} else {
			label += " → " + nd.Pos
		}
		info := ""
		switch {
		case nd.Visits > 0 || t.Algorithm == "mcts":
			info = fmt.Sprintf("n=%d mean=%.2f", nd.Visits, nd.Mean)
			if nd.Proof != 0 {
				info += fmt.Sprintf(" proven %+d", nd.Proof)
			}
		case nd.Done:
			info = fmt.Sprintf("v=%+.0f", nd.Value)
			if nd.Bound != "exact" {
				info += " (" + nd.Bound + " bound)"
			}
		default:
			info = "…"
		}
		flags := vecty.List{}
		if nd.Cutoff {
			flags = append(flags, elem.Span(vecty.Markup(vecty.Class("flag", "flag-cut"), vecty.Attribute("title", "beta cutoff: later siblings pruned")),
				vecty.Text(fmt.Sprintf("✂ cutoff, %d pruned", nd.Pruned))))
		}
		if nd.TTHit {
			flags = append(flags, elem.Span(vecty.Markup(vecty.Class("flag", "flag-tt"), vecty.Attribute("title", "value from the transposition table")), vecty.Text("TT hit")))
		}
		var toggle vecty.ComponentOrHTML = elem.Span(vecty.Markup(vecty.Class("tnode-leaf")), vecty.Text("·"))
		if len(nd.Children) > 0 {
			sign := "+"
			if open {
				sign = "−"
			}
			toggle = elem.Button(vecty.Markup(prop.Type(prop.TypeButton), vecty.Class("tnode-toggle"), ui.TestID(fmt.Sprintf("tree-toggle-%d", id)),
				vecty.Attribute("aria-expanded", fmt.Sprint(open)), vecty.Attribute("title", fmt.Sprintf("%d children", len(nd.Children))),
				event.Click(func(*vecty.Event) { env.Dispatch(TreeToggle{ID: id}) })), vecty.Text(sign))
		}
		kids := vecty.List{}
		if open {
			for _, c := range nd.Children {
				if shown >= nimTreeShown {
					kids = append(kids, elem.ListItem(vecty.Markup(vecty.Class("help")), vecty.Text("… more nodes (collapse others to see them)")))
					break
				}
				kids = append(kids, node(c))
			}
		}
		return elem.ListItem(vecty.Markup(cls, ui.TestID(fmt.Sprintf("tree-node-%d", id))),
			elem.Div(vecty.Markup(vecty.Class("tnode-row")), toggle,
				elem.Code(vecty.Text(label)), elem.Span(vecty.Markup(vecty.Class("tnode-val")), vecty.Text(info)), flags),
			vecty.If(len(kids) > 0, elem.UnorderedList(kids)))
	}
	return elem.Div(vecty.Markup(vecty.Class("panel", "nim-tree"), ui.TestID("tree"), vecty.Attribute("data-state", state),
		vecty.Attribute("data-nodes", ui.Itoa(len(t.Nodes)))),
		elem.Div(vecty.Markup(vecty.Class("row")),
			elem.Heading2(vecty.Text("Game tree")),
			ui.Button(env, "Close", "tree-toggle", "Close the tree view", false, Tree{On: false})),
		elem.Div(vecty.Markup(vecty.Class("buttons")),
			ui.Button(env, "Step", "tree-step", "Enter one more node (MCTS: one iteration)", t.Done, TreeStep{N: 1}),
			ui.Button(env, "+10", "tree-step10", "Ten steps", t.Done, TreeStep{N: 10}),
			ui.Button(env, "+100", "tree-step100", "A hundred steps", t.Done, TreeStep{N: 100}),
			ui.Button(env, "To the end", "tree-run", fmt.Sprintf("Run to the end (at most %d nodes)", TreeCap), t.Done, TreeStep{N: -1}),
			ui.Button(env, "Expand all", "tree-expand-all", "Open every node of the tree", false, TreeOpenAll{Open: true}),
			ui.Button(env, "Collapse all", "tree-collapse-all", "Fold the tree to its root's children", false, TreeOpenAll{Open: false}),
		),
		elem.Paragraph(vecty.Markup(ui.TestID("tree-summary"), vecty.Class("tree-summary")), vecty.Text(summary)),
		vecty.If(t.Note != "", elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(t.Note))),
		elem.Paragraph(vecty.Markup(vecty.Class("help", "legend")),
			vecty.Text("v = minimax value for the player to move at the node (+1 win, −1 loss); ✂ = alpha-beta cutoff; TT = transposition hit; MCTS: n = visits, mean = reward of the player who moved there.")),
		elem.UnorderedList(vecty.Markup(vecty.Class("tree-list")), node(0)),
	)
}
