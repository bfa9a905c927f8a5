//go:build js && wasm

package nimscreen

import (
	"fmt"
	"strings"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/core/registry"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// ReplyPanel shows the AI's last search: the move it played, the
// position's value, the principal variation, the candidate moves' values
// and the search statistics.
type ReplyPanel struct {
	vecty.Core
	Part `vecty:"prop"`
}

// Render implements vecty.Component.
func (p *ReplyPanel) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("NimReplyPanel", &out)
	n, l := p.S, p.Lang
	r := n.Reply
	if r == nil {
		return p.noReply()
	}
	name := r.Algorithm
	if an := AlgorithmName(r.Algorithm); an != "" {
		name = l.AlgorithmName(r.Algorithm, an)
	}
	value, verdict := replyVerdict(l, r)
	ts := r.Tree
	cands := replyCandidates(l, r)
	return elem.Div(vecty.Markup(ui.TestID("ai-reply"), vecty.Class("panel", "nim-reply"), vecty.Attribute("data-state", "done"),
		vecty.Attribute("data-move", r.Move), vecty.Attribute("data-value", fmt.Sprint(r.Value))),
		elem.Heading2(vecty.Text(l.T("nim.reply.title"))),
		elem.Paragraph(vecty.Markup(ui.TestID("ai-summary")),
			vecty.Text(l.T("nim.reply.on", "algo", name+nimSettingsText(l, r.Algorithm, r.Switches), "board", r.Board)),
			elem.Strong(vecty.Text(nonEmpty(r.Move, l.T("nim.reply.no_move")))),
			vecty.Text(l.T("nim.reply.value", "value", value, "verdict", verdict, "status", outcomeWord(l, r.Status)))),
		vecty.If(len(r.PV) > 1, elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(l.T("nim.reply.pv", "pv", strings.Join(r.PV, " "))))),
		vecty.If(r.Error != "", elem.Paragraph(vecty.Markup(vecty.Class("error")), vecty.Text(r.Error))),
		elem.Div(vecty.Markup(ui.TestID("stats"), vecty.Class("stat-grid")),
			ui.Stat(l.T("nim.stat.nodes"), "nodes", l.Int(ts.Nodes)),
			ui.Stat(l.T("stats.expanded"), "expanded", l.Int(ts.Expanded)),
			ui.Stat(l.T("stats.generated"), "generated", l.Int(ts.Generated)),
			ui.Stat(l.T("nim.stat.cutoffs"), "cutoffs", l.Int(ts.Cutoffs)),
			ui.Stat(l.T("nim.stat.tt_hits"), "tt-hits", l.Int(ts.TTHits)),
			ui.Stat(l.T("nim.stat.max_ply"), "max-ply", ui.Itoa(ts.MaxPly)),
			ui.Stat(l.T("nim.stat.playouts"), "playouts", l.Int(ts.Playouts)),
			ui.Stat(l.T("stats.elapsed"), "elapsed", l.MS(r.Stats.ElapsedMS())),
			ui.Stat(l.T("stats.memory"), "memory", l.Bytes(ts.MemoryBytes)),
		),
		vecty.If(len(cands) > 0, elem.Div(vecty.Markup(vecty.Class("table-wrap"), ui.TestID("candidates")),
			elem.Table(elem.TableHead(elem.TableRow(elem.TableHeader(vecty.Text(l.T("nim.reply.move"))), elem.TableHeader(vecty.Markup(vecty.Class("num")), vecty.Text(l.T("nim.reply.move_value"))))),
				elem.TableBody(cands)))),
		vecty.If(r.CandidatesCut, elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(l.T("nim.reply.cut")))),
	)
}

// noReply is the panel before the AI's first search: the running search's
// progress, or what the panel will show.
func (p *ReplyPanel) noReply() *vecty.HTML {
	n, l := p.S, p.Lang
	if n.Thinking() {
		pr := n.Progress
		return elem.Div(vecty.Markup(ui.TestID("ai-reply"), vecty.Class("panel", "nim-reply"), vecty.Attribute("data-state", "thinking")),
			elem.Heading2(vecty.Text(l.T("nim.reply.title"))),
			elem.Div(vecty.Markup(ui.TestID("stats"), vecty.Class("stat-grid")),
				ui.Stat(l.T("nim.stat.nodes"), "expanded", l.Int(pr.Expanded)),
				ui.Stat(l.T("stats.generated"), "generated", l.Int(pr.Generated)),
				ui.Stat(l.T("stats.nps"), "nps", l.Rate(pr.Expanded, pr.ElapsedMS())),
				ui.Stat(l.T("stats.elapsed"), "elapsed", l.MS(pr.ElapsedMS())),
			))
	}
	help := l.T("nim.reply.empty")
	if n.Mode == ModeHints {
		help = l.T("nim.reply.hints")
	}
	return elem.Div(vecty.Markup(ui.TestID("ai-reply"), vecty.Class("panel", "nim-reply", "off"), vecty.Attribute("data-state", "none")),
		elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text(help)))
}

// replyVerdict is the searched position's value as shown and what it
// means (proven, an estimate, cut by the budget or the horizon).
func replyVerdict(l i18n.Lang, r *Reply) (value, verdict string) {
	value = fmt.Sprintf("%+.2f", r.Value)
	verdict = l.T("nim.verdict.estimate")
	switch {
	case r.Proven && r.Value > 0:
		value, verdict = "+1", l.T("nim.verdict.win")
	case r.Proven && r.Value < 0:
		value, verdict = "−1", l.T("nim.verdict.loss")
	case r.Status == "budget_exceeded" && r.Reason != "":
		verdict = l.T("nim.verdict.why", "why", r.Reason)
	case r.Status == "budget_exceeded":
		verdict = l.T("nim.verdict.budget")
	case r.Status == "cancelled":
		verdict = l.T("nim.verdict.stopped")
	case !r.Proven && r.Algorithm != registry.AlgoMCTS:
		verdict = l.T("nim.verdict.horizon")
	}
	return value, verdict
}

// replyCandidates are the rows of the root moves' values, the move played
// marked.
func replyCandidates(l i18n.Lang, r *Reply) vecty.List {
	cands := vecty.List{}
	for _, c := range r.Candidates {
		v := fmt.Sprintf("%+.0f", c.Value)
		if c.Visits > 0 || r.Algorithm == registry.AlgoMCTS {
			v = l.T("nim.cand.mcts", "visits", l.T("nim.count.visits", "n", c.Visits), "mean", l.Fixed(c.Mean, 2))
		} else if !c.Exact {
			v += l.T("nim.cand.unproven")
		}
		cands = append(cands, elem.TableRow(vecty.Markup(vecty.ClassMap{"cand": true, "chosen": c.Move == r.Move}, ui.TestID("cand-"+c.Move)),
			elem.TableData(elem.Code(vecty.Text(c.Move))), elem.TableData(vecty.Markup(vecty.Class("num")), vecty.Text(v))))
	}
	return cands
}

func nonEmpty(s, alt string) string {
	if s == "" {
		return alt
	}
	return s
}

// nimSettingsText is " (ordering on, TT off, …)" for the switches that
// matter to algo ("" for the oracle).
func nimSettingsText(l i18n.Lang, algo string, w Switches) string {
	if t := SwitchesSummaryIn(l, algo, w); t != "" {
		return " (" + t + ")"
	}
	return ""
}

// outcomeWord is a search's outcome in words in l (store.Outcome.Word in
// English).
func outcomeWord(l i18n.Lang, status string) string {
	return l.TOr("outcome."+status, store.Outcome(status).Word())
}
