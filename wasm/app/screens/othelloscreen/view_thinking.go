//go:build js && wasm

package othelloscreen

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/core/wire"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// Thinking shows why the AI chose its last move: its value, principal
// variation, depth and speed; for alpha-beta the nodes and cutoffs; for
// MCTS the root's children with visits, mean reward and the terms of the
// selection rule, the bias (Bradley–Terry prior) term in its own column.
type Thinking struct {
	vecty.Core
	Part `vecty:"prop"`
}

// Render implements vecty.Component.
func (t *Thinking) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("OthelloThinking", &out)
	s, l := t.S, t.Lang
	if s.Job.Is(store.ForMove) {
		pr := s.Progress
		return elem.Div(vecty.Markup(ui.TestID("ai-reply"), vecty.Class("panel", "othello-thinking"), vecty.Attribute("data-state", "thinking")),
			elem.Heading2(vecty.Text(l.T("oth.think.title"))),
			elem.Progress(vecty.Markup(ui.TestID("progress"), vecty.Attribute("max", "1"), vecty.Attribute("value", fmt.Sprint(pr.BudgetUsed)))),
			elem.Div(vecty.Markup(ui.TestID("stats"), vecty.Class("stat-grid")),
				ui.Stat(l.T("oth.stat.nodes"), "expanded", l.Int(pr.Expanded)),
				ui.Stat(l.T("oth.stat.nps"), "nps", l.Int(int64(pr.NodesPerSec))),
				ui.Stat(l.T("oth.stat.elapsed"), "elapsed", l.MS(pr.ElapsedMS())),
			))
	}
	r := s.Reply
	if r == nil {
		return elem.Div(vecty.Markup(ui.TestID("ai-reply"), vecty.Class("panel", "othello-thinking", "off"), vecty.Attribute("data-state", "none")),
			elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(l.T("oth.think.none"))))
	}
	mcts := isMCTS(r.Algo)
	ts := r.Tree
	verdict := l.T("oth.verdict.estimate")
	switch {
	case r.Proven:
		verdict = l.T("oth.verdict.exact")
	case r.Status == "budget_exceeded":
		verdict = l.T("oth.verdict.budget")
	case mcts:
		verdict = l.T("oth.verdict.playouts")
	}
	ms := r.Stats.ElapsedMS()
	// The unit goes in the label, so the figure fits its cell on a phone.
	playouts := mcts && ts.Playouts > 0
	speed, speedLabel := "—", l.T("oth.stat.nps")
	if playouts {
		speedLabel = l.T("oth.stat.pps")
	}
	if ms > 0 {
		n := ts.Nodes
		if playouts {
			n = ts.Playouts
		}
		speed = l.Int(int64(float64(n) / ms * 1000))
	}
	stats := []*vecty.HTML{
		ui.Stat(l.T(map[bool]string{true: "oth.stat.tree_depth", false: "oth.stat.depth"}[mcts]), "depth", depthText(l, r, mcts)),
		ui.Stat(l.T("oth.stat.max_ply"), "max-ply", ui.Itoa(ts.MaxPly)),
		ui.Stat(speedLabel, "speed", speed),
		ui.Stat(l.T("oth.stat.time"), "elapsed", l.MS(ms)),
		ui.Stat(l.T("oth.stat.wall"), "wall", l.MS(r.WallMS)),
		ui.Stat(l.T("oth.stat.memory"), "memory", l.Bytes(ts.MemoryBytes)),
	}
	if mcts {
		stats = append([]*vecty.HTML{ui.Stat(l.T("oth.stat.playouts"), "playouts", l.Int(ts.Playouts)), ui.Stat(l.T("oth.stat.tree_nodes"), "nodes", l.Int(ts.Nodes))}, stats...)
	} else {
		stats = append([]*vecty.HTML{ui.Stat(l.T("oth.stat.nodes"), "nodes", l.Int(ts.Nodes)), ui.Stat(l.T("oth.stat.cutoffs"), "cutoffs", l.Int(ts.Cutoffs)),
			ui.Stat(l.T("oth.stat.tt_hits"), "tt-hits", l.Int(ts.TTHits))}, stats...)
	}
	statList := vecty.List{}
	for _, h := range stats {
		statList = append(statList, h)
	}
	return elem.Div(vecty.Markup(ui.TestID("ai-reply"), vecty.Class("panel", "othello-thinking"), vecty.Attribute("data-state", "done"),
		vecty.Attribute("data-move", r.Move), vecty.Attribute("data-value", fmt.Sprint(r.Value)), vecty.Attribute("data-wall-ms", fmt.Sprintf("%.1f", r.WallMS)),
		vecty.Attribute("data-algo", r.Algo)),
		elem.Heading2(vecty.Text(l.T("oth.think.why", "move", nonEmpty(r.Move, l.T("oth.think.no_move"))))),
		elem.Paragraph(vecty.Markup(ui.TestID("ai-summary")),
			vecty.Text(l.T("oth.think.played", "colour", Colour(l, r.Side), "player", r.Player)),
			elem.Strong(vecty.Text(nonEmpty(r.Move, l.T("oth.think.no_move")))),
			vecty.Text(l.T("oth.think.value", "kind", KindNameIn(l, r.ValueKind), "value", FormatValueIn(l, r.Value, r.ValueKind), "colour", Colour(l, r.Side), "verdict", verdict, "status", r.Status))),
		vecty.If(len(r.PV) > 0, elem.Paragraph(vecty.Markup(ui.TestID("pv"), vecty.Class("pv")),
			vecty.Text(l.T("oth.think.pv")), elem.Code(vecty.Text(strings.Join(r.PV, " "))))),
		vecty.If(r.Error != "", elem.Paragraph(vecty.Markup(vecty.Class("error")), vecty.Text(r.Error))),
		elem.Div(vecty.Markup(ui.TestID("stats"), vecty.Class("stat-grid")), statList),
		candidateTable(t.Env, l, r, mcts, s.AllTerms),
		vecty.If(r.CandidatesCut, elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(l.T("oth.think.cut")))),
	)
}

// candidateTable lists the root moves: for MCTS (mctsTable) visits, mean
// and the UCB terms of the last selection; for alpha-beta each move's
// value and nodes.
func candidateTable(env *ui.Env, l i18n.Lang, r *Reply, mcts, allTerms bool) vecty.ComponentOrHTML {
	if len(r.Candidates) == 0 {
		return nil
	}
	cs := append([]wire.Candidate(nil), r.Candidates...)
	sort.SliceStable(cs, func(i, j int) bool {
		if mcts {
			return cs[i].Visits > cs[j].Visits
		}
		return cs[i].Value > cs[j].Value
	})
	if mcts {
		return mctsTable(env, l, r, cs, allTerms)
	}
	rows := vecty.List{}
	head := elem.TableRow(elem.TableHeader(vecty.Text(l.T("oth.col.move"))), numHead(l.T("oth.col.value"), l.T("oth.col.value.title")), numHead(l.T("oth.col.exact"), l.T("oth.col.exact.title")),
		numHead(l.T("oth.stat.nodes"), l.T("oth.col.nodes.title")))
	bound, yes := " "+l.T("oth.col.bound"), l.T("oth.col.yes")
	for _, c := range cs {
		rows = append(rows, elem.TableRow(vecty.Markup(vecty.ClassMap{"chosen": normMove(c.Move) == r.Move}, ui.TestID("cand-"+normMove(c.Move))),
			elem.TableData(elem.Code(vecty.Text(normMove(c.Move)))), numCell(FormatValueIn(l, c.Value, r.ValueKind)+map[bool]string{true: bound, false: ""}[c.Bound == "upper"]), numCell(map[bool]string{true: yes, false: ""}[c.Exact]),
			numCell(l.Int(c.Nodes))))
	}
	return elem.Div(vecty.Markup(vecty.Class("table-wrap"), ui.TestID("candidates")),
		elem.Table(elem.TableHead(head), elem.TableBody(rows)))
}

// mctsColumns says which of the MCTS table's columns hold information:
// Exploit only where it is not the mean (the max-reward selection), Bias
// and Prior only with a prior (the Bradley–Terry programs; plain UCT's are
// all 0). The table shows Move, Visits, Mean, Explore, Bias and UCB, which
// fit the side panel at 1280 px; "all terms" adds Exploit and Prior.
func mctsColumns(cs []wire.Candidate) (exploit, bias, prior bool) {
	for _, c := range cs {
		exploit = exploit || math.Abs(c.Exploit-c.Mean) > 1e-9
		bias = bias || c.Bias != 0
		prior = prior || c.Prior != 0
	}
	return exploit, bias, prior
}

// mctsTable lists the MCTS root's children by visits, with the mean reward
// and the terms of the selection value (UCB = exploit + explore + bias).
func mctsTable(env *ui.Env, l i18n.Lang, r *Reply, cs []wire.Candidate, allTerms bool) vecty.ComponentOrHTML {
	hasExploit, hasBias, hasPrior := mctsColumns(cs)
	showExploit, showPrior := allTerms && hasExploit, allTerms && hasPrior
	meanTitle := l.T("oth.col.mean.ucb")
	if hasExploit {
		meanTitle = l.T("oth.col.mean.title")
	}
	head := vecty.List{elem.TableHeader(vecty.Text(l.T("oth.col.move"))), numHead(l.T("oth.col.visits"), l.T("oth.col.visits.title")), numHead(l.T("oth.col.mean"), meanTitle)}
	if showExploit {
		head = append(head, numHead(l.T("oth.col.exploit"), l.T("oth.col.exploit.title")))
	}
	head = append(head, numHead(l.T("oth.col.explore"), "C·√(ln N / n_j)"))
	if hasBias {
		head = append(head, numHead(l.T("oth.col.bias"), l.T("oth.col.bias.title")))
	}
	if showPrior {
		head = append(head, numHead(l.T("oth.col.prior"), l.T("oth.col.prior.title")))
	}
	head = append(head, elem.TableHeader(vecty.Markup(vecty.Class("num", "ucb"), vecty.Attribute("title", l.T("oth.col.ucb.title"))), vecty.Text("UCB")))
	rows := vecty.List{}
	for _, c := range cs {
		mv := normMove(c.Move)
		row := vecty.List{elem.TableData(elem.Code(vecty.Text(mv))), numCell(l.Int(c.Visits)), numCell(term(c.Mean))}
		if showExploit {
			row = append(row, numCell(term(c.Exploit)))
		}
		row = append(row, numCell(term(c.Explore)))
		if hasBias {
			row = append(row, elem.TableData(vecty.Markup(vecty.Class("num", "bias"), ui.TestID("bias-"+mv)), vecty.Text(term(c.Bias))))
		}
		if showPrior {
			row = append(row, numCell(term(c.Prior)))
		}
		row = append(row, elem.TableData(vecty.Markup(vecty.Class("num", "ucb"), ui.TestID("ucb-"+mv)), vecty.Text(term(c.Exploit+c.Explore+c.Bias))))
		rows = append(rows, elem.TableRow(vecty.Markup(vecty.ClassMap{"chosen": mv == r.Move}, ui.TestID("cand-"+mv)), row))
	}
	var note string
	switch {
	case !hasBias:
		note = l.T("oth.ucb.plain")
	case hasExploit:
		note = l.T("oth.ucb.exploit")
	default:
		note = l.T("oth.ucb.mean")
	}
	return elem.Div(vecty.Markup(ui.TestID("candidates"), vecty.Class("mcts-candidates")),
		elem.Div(vecty.Markup(vecty.Class("table-wrap")),
			elem.Table(vecty.Markup(vecty.Class("mcts-table"), ui.TestID("mcts-table")), elem.TableHead(elem.TableRow(head)), elem.TableBody(rows))),
		elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(note+" "),
			vecty.If(hasExploit || hasPrior, ui.Check("all-terms", allTermsLabel(l, hasExploit, hasPrior), "", allTerms,
				func(on bool) { env.Dispatch(SetAllTerms{On: on}) }))),
	)
}

// allTermsLabel names the columns the "all terms" switch adds.
func allTermsLabel(l i18n.Lang, exploit, prior bool) string {
	switch {
	case exploit && prior:
		return l.T("oth.terms.both")
	case prior:
		return l.T("oth.terms.prior")
	}
	return l.T("oth.terms.exploit")
}

// term writes a UCB term: three decimals, the width of the table's cells.
func term(v float64) string { return fmt.Sprintf("%.3f", v) }

// numHead is a right-aligned column header with its meaning on hover.
func numHead(s, title string) *vecty.HTML {
	return elem.TableHeader(vecty.Markup(vecty.Class("num"), vecty.Attribute("title", title)), vecty.Text(s))
}

// numCell is a right-aligned cell.
func numCell(s string) *vecty.HTML {
	return elem.TableData(vecty.Markup(vecty.Class("num")), vecty.Text(s))
}

// depthText is the depth the search reached, as the response reports it
// (for MCTS the tree's depth); a proof says it went to the end of the
// game (alpha-beta's endgame solver takes over near the end).
func depthText(l i18n.Lang, r *Reply, mcts bool) string {
	ts := r.Tree
	if mcts {
		return ui.Itoa(max(ts.DepthReached, ts.MaxPly))
	}
	if r.Proven {
		return ui.Itoa(ts.DepthReached) + " " + l.T("oth.to_end")
	}
	return ui.Itoa(ts.DepthReached)
}

func nonEmpty(s, alt string) string {
	if s == "" {
		return alt
	}
	return s
}
