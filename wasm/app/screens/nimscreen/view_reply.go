//go:build js && wasm

package nimscreen

import (
	"fmt"
	"strings"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/core/registry"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// ReplyPanel shows the AI's last search: the move it played, the
// position's value, the principal variation, the candidate moves' values
// and the search statistics.
type ReplyPanel struct {
	vecty.Core
	N *State `vecty:"prop"`
}

// Render implements vecty.Component.
func (p *ReplyPanel) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("NimReplyPanel", &out)
	n := p.N
	r := n.Reply
	if r == nil {
		if n.Thinking() {
			pr := n.Progress
			return elem.Div(vecty.Markup(ui.TestID("ai-reply"), vecty.Class("panel", "nim-reply"), vecty.Attribute("data-state", "thinking")),
				elem.Heading2(vecty.Text("The AI's search")),
				elem.Div(vecty.Markup(ui.TestID("stats"), vecty.Class("stat-grid")),
					ui.Stat("Nodes", "expanded", store.GroupDigits(pr.Expanded)),
					ui.Stat("Generated", "generated", store.GroupDigits(pr.Generated)),
					ui.Stat("Nodes/s", "nps", store.FormatRate(pr.Expanded, pr.ElapsedMS)),
					ui.Stat("Elapsed", "elapsed", ui.MS(pr.ElapsedMS)),
				))
		}
		if n.Mode == ModeHints {
			return elem.Div(vecty.Markup(ui.TestID("ai-reply"), vecty.Class("panel", "nim-reply", "off"), vecty.Attribute("data-state", "none")),
				elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text("Two players on one device: the AI does not play. Open the game tree to see how a search would decide.")))
		}
		return elem.Div(vecty.Markup(ui.TestID("ai-reply"), vecty.Class("panel", "nim-reply", "off"), vecty.Attribute("data-state", "none")),
			elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text("The AI's move, its value and the statistics of its search appear here.")))
	}
	name := r.Algorithm
	for _, a := range Algorithms {
		if a.ID == r.Algorithm {
			name = a.Name
		}
	}
	value := fmt.Sprintf("%+.2f", r.Value)
	verdict := "estimate"
	switch {
	case r.Proven && r.Value > 0:
		value, verdict = "+1", "proven win for the mover"
	case r.Proven && r.Value < 0:
		value, verdict = "−1", "proven loss for the mover"
	case r.Status == "budget_exceeded" && r.Reason != "":
		verdict = "not proven: " + r.Reason
	case r.Status == "budget_exceeded":
		verdict = "not proven: the search used up its budget"
	case r.Status == "cancelled":
		verdict = "not proven: the search was stopped"
	case !r.Proven && r.Algorithm != registry.AlgoMCTS:
		verdict = "not proven (depth horizon)"
	}
	ts := r.Tree
	cands := vecty.List{}
	for _, c := range r.Candidates {
		v := fmt.Sprintf("%+.0f", c.Value)
		if c.Visits > 0 || r.Algorithm == registry.AlgoMCTS {
			v = fmt.Sprintf("%s, mean %.2f", store.Count(int64(c.Visits), "visit"), c.Mean)
		} else if !c.Exact {
			v += " (not proven)"
		}
		cands = append(cands, elem.TableRow(vecty.Markup(vecty.ClassMap{"cand": true, "chosen": c.Move == r.Move}, ui.TestID("cand-"+c.Move)),
			elem.TableData(elem.Code(vecty.Text(c.Move))), elem.TableData(vecty.Markup(vecty.Class("num")), vecty.Text(v))))
	}
	return elem.Div(vecty.Markup(ui.TestID("ai-reply"), vecty.Class("panel", "nim-reply"), vecty.Attribute("data-state", "done"),
		vecty.Attribute("data-move", r.Move), vecty.Attribute("data-value", fmt.Sprint(r.Value))),
		elem.Heading2(vecty.Text("The AI's search")),
		elem.Paragraph(vecty.Markup(ui.TestID("ai-summary")),
			vecty.Text(fmt.Sprintf("%s on %s: ", name+nimSettingsText(r.Algorithm, r.Switches), r.Board)),
			elem.Strong(vecty.Text(nonEmpty(r.Move, "no move"))),
			vecty.Text(fmt.Sprintf(" — value %s (%s), %s.", value, verdict, store.Outcome(r.Status).Word()))),
		vecty.If(len(r.PV) > 1, elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text("Principal variation: "+strings.Join(r.PV, " ")))),
		vecty.If(r.Error != "", elem.Paragraph(vecty.Markup(vecty.Class("error")), vecty.Text(r.Error))),
		elem.Div(vecty.Markup(ui.TestID("stats"), vecty.Class("stat-grid")),
			ui.Stat("Nodes", "nodes", store.GroupDigits(ts.Nodes)),
			ui.Stat("Expanded", "expanded", store.GroupDigits(ts.Expanded)),
			ui.Stat("Generated", "generated", store.GroupDigits(ts.Generated)),
			ui.Stat("Cutoffs", "cutoffs", store.GroupDigits(ts.Cutoffs)),
			ui.Stat("TT hits", "tt-hits", store.GroupDigits(ts.TTHits)),
			ui.Stat("Max ply", "max-ply", ui.Itoa(ts.MaxPly)),
			ui.Stat("Playouts", "playouts", store.GroupDigits(ts.Playouts)),
			ui.Stat("Elapsed", "elapsed", ui.MS(r.Stats.ElapsedMS)),
			ui.Stat("Memory", "memory", ui.BytesText(ts.MemoryBytes)),
		),
		vecty.If(len(cands) > 0, elem.Div(vecty.Markup(vecty.Class("table-wrap"), ui.TestID("candidates")),
			elem.Table(elem.TableHead(elem.TableRow(elem.TableHeader(vecty.Text("Move")), elem.TableHeader(vecty.Markup(vecty.Class("num")), vecty.Text("Value for the mover")))),
				elem.TableBody(cands)))),
		vecty.If(r.CandidatesCut, elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text("The budget ran out before every move was valued."))),
	)
}

func nonEmpty(s, alt string) string {
	if s == "" {
		return alt
	}
	return s
}

// nimSettingsText is " (ordering on, TT off, …)" for the switches that
// matter to algo ("" for the oracle).
func nimSettingsText(algo string, w Switches) string {
	if t := SwitchesSummary(algo, w); t != "" {
		return " (" + t + ")"
	}
	return ""
}
