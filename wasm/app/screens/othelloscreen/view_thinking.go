//go:build js && wasm

package othelloscreen

import (
	"fmt"
	"sort"
	"strings"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/core/api"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// Thinking shows why the AI chose its last move: its value, principal
// variation, depth and speed; for alpha-beta the nodes and cutoffs; for
// MCTS the root's children with visits, mean reward and the terms of the
// selection rule, the bias (Bradley–Terry prior) term in its own column.
type Thinking struct {
	vecty.Core
	S *State `vecty:"prop"`
}

// Render implements vecty.Component.
func (t *Thinking) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("OthelloThinking", &out)
	s := t.S
	if s.Job == JobMove {
		pr := s.Progress
		return elem.Div(vecty.Markup(ui.TestID("ai-reply"), vecty.Class("panel", "othello-thinking"), vecty.Attribute("data-state", "thinking")),
			elem.Heading2(vecty.Text("The AI is thinking")),
			elem.Progress(vecty.Markup(ui.TestID("progress"), vecty.Attribute("max", "1"), vecty.Attribute("value", fmt.Sprint(pr.BudgetUsed)))),
			elem.Div(vecty.Markup(ui.TestID("stats"), vecty.Class("stat-grid")),
				ui.Stat("Nodes", "expanded", store.GroupDigits(pr.Expanded)),
				ui.Stat("Nodes/s", "nps", store.GroupDigits(int64(pr.NodesPerSec))),
				ui.Stat("Elapsed", "elapsed", ui.MS(pr.ElapsedMS)),
			))
	}
	r := s.Reply
	if r == nil {
		return elem.Div(vecty.Markup(ui.TestID("ai-reply"), vecty.Class("panel", "othello-thinking", "off"), vecty.Attribute("data-state", "none")),
			elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text("The AI's last move appears here with its reasons: the principal variation and node counts, or for MCTS every root move's visits and UCB terms.")))
	}
	mcts := isMCTS(r.Algo)
	ts := r.Tree
	verdict := "estimate"
	switch {
	case r.Proven:
		verdict = "exact"
	case r.Status == "budget_exceeded":
		verdict = "the budget ran out"
	case mcts:
		verdict = "win rate from the playouts"
	}
	ms := r.Stats.ElapsedMS
	// The unit goes in the label, so the figure fits its cell on a phone.
	speed, speedLabel := "—", "Nodes/s"
	if mcts && ts.Playouts > 0 {
		speedLabel = "Playouts/s"
	}
	if ms > 0 {
		n := ts.Nodes
		if speedLabel == "Playouts/s" {
			n = ts.Playouts
		}
		speed = store.GroupDigits(int64(float64(n) / ms * 1000))
	}
	stats := []*vecty.HTML{
		ui.Stat(map[bool]string{true: "Tree depth", false: "Depth"}[mcts], "depth", depthText(r, mcts)),
		ui.Stat("Max ply", "max-ply", ui.Itoa(ts.MaxPly)),
		ui.Stat(speedLabel, "speed", speed),
		ui.Stat("Search time", "elapsed", ui.MS(ms)),
		ui.Stat("Asked → shown", "wall", ui.MS(r.WallMS)),
		ui.Stat("Memory", "memory", ui.BytesText(ts.MemoryBytes)),
	}
	if mcts {
		stats = append([]*vecty.HTML{ui.Stat("Playouts", "playouts", store.GroupDigits(ts.Playouts)), ui.Stat("Tree nodes", "nodes", store.GroupDigits(ts.Nodes))}, stats...)
	} else {
		stats = append([]*vecty.HTML{ui.Stat("Nodes", "nodes", store.GroupDigits(ts.Nodes)), ui.Stat("Cutoffs", "cutoffs", store.GroupDigits(ts.Cutoffs)),
			ui.Stat("TT hits", "tt-hits", store.GroupDigits(ts.TTHits))}, stats...)
	}
	statList := vecty.List{}
	for _, h := range stats {
		statList = append(statList, h)
	}
	return elem.Div(vecty.Markup(ui.TestID("ai-reply"), vecty.Class("panel", "othello-thinking"), vecty.Attribute("data-state", "done"),
		vecty.Attribute("data-move", r.Move), vecty.Attribute("data-value", fmt.Sprint(r.Value)), vecty.Attribute("data-wall-ms", fmt.Sprintf("%.1f", r.WallMS)),
		vecty.Attribute("data-algo", r.Algo)),
		elem.Heading2(vecty.Text("Why the AI played "+nonEmpty(r.Move, "no move"))),
		elem.Paragraph(vecty.Markup(ui.TestID("ai-summary")),
			vecty.Text(fmt.Sprintf("%s, %s, played ", [2]string{"Black", "White"}[r.Side], r.Player)),
			elem.Strong(vecty.Text(nonEmpty(r.Move, "no move"))),
			vecty.Text(fmt.Sprintf(": %s %s for %s (%s), status %s.", KindName(r.ValueKind), FormatValue(r.Value, r.ValueKind), [2]string{"Black", "White"}[r.Side], verdict, r.Status))),
		vecty.If(len(r.PV) > 0, elem.Paragraph(vecty.Markup(ui.TestID("pv"), vecty.Class("pv")),
			vecty.Text("Principal variation: "), elem.Code(vecty.Text(strings.Join(r.PV, " "))))),
		vecty.If(r.Error != "", elem.Paragraph(vecty.Markup(vecty.Class("error")), vecty.Text(r.Error))),
		elem.Div(vecty.Markup(ui.TestID("stats"), vecty.Class("stat-grid")), statList),
		candidateTable(r, mcts),
		vecty.If(r.CandidatesCut, elem.Paragraph(vecty.Markup(vecty.Class("help")), vecty.Text("The budget ran out before every move was valued."))),
	)
}

// candidateTable lists the root moves: for MCTS visits, mean and the UCB
// terms (exploitation, exploration, bias) of the last selection; for
// alpha-beta each move's value and nodes.
func candidateTable(r *Reply, mcts bool) vecty.ComponentOrHTML {
	if len(r.Candidates) == 0 {
		return nil
	}
	cs := append([]api.Candidate(nil), r.Candidates...)
	sort.SliceStable(cs, func(i, j int) bool {
		if mcts {
			return cs[i].Visits > cs[j].Visits
		}
		return cs[i].Value > cs[j].Value
	})
	th := func(s, title string) *vecty.HTML {
		return elem.TableHeader(vecty.Markup(vecty.Class("num"), vecty.Attribute("title", title)), vecty.Text(s))
	}
	num := func(s string) *vecty.HTML { return elem.TableData(vecty.Markup(vecty.Class("num")), vecty.Text(s)) }
	var head *vecty.HTML
	rows := vecty.List{}
	if mcts {
		head = elem.TableRow(elem.TableHeader(vecty.Text("Move")), th("Visits", "n_j: playouts through the move"),
			th("Mean", "mean reward for the mover (win 1, loss 0)"), th("Exploit", "the mean term of the UCB"),
			th("Explore", "C·√(ln N / n_j)"), th("Bias", "the Bradley–Terry term C_BT·√(K/(N+K))·P(m_j); 0 in plain UCT"),
			th("Prior", "P(m_j): the Bradley–Terry model's probability that this move is the one played"),
			th("UCB", "exploit + explore + bias"))
		for _, c := range cs {
			rows = append(rows, elem.TableRow(vecty.Markup(vecty.ClassMap{"chosen": normMove(c.Move) == r.Move}, ui.TestID("cand-"+normMove(c.Move))),
				elem.TableData(elem.Code(vecty.Text(normMove(c.Move)))), num(store.GroupDigits(c.Visits)), num(fmt.Sprintf("%.3f", c.Mean)),
				num(fmt.Sprintf("%.3f", c.Exploit)), num(fmt.Sprintf("%.3f", c.Explore)),
				elem.TableData(vecty.Markup(vecty.Class("num", "bias"), ui.TestID("bias-"+normMove(c.Move))), vecty.Text(fmt.Sprintf("%.3f", c.Bias))),
				num(fmt.Sprintf("%.3f", c.Prior)), num(fmt.Sprintf("%.3f", c.Exploit+c.Explore+c.Bias))))
		}
	} else {
		head = elem.TableRow(elem.TableHeader(vecty.Text("Move")), th("Value", "for the mover"), th("Exact", "proved to the end"), th("Nodes", "nodes searched for this move"))
		for _, c := range cs {
			rows = append(rows, elem.TableRow(vecty.Markup(vecty.ClassMap{"chosen": normMove(c.Move) == r.Move}, ui.TestID("cand-"+normMove(c.Move))),
				elem.TableData(elem.Code(vecty.Text(normMove(c.Move)))), num(FormatValue(c.Value, r.ValueKind)+map[bool]string{true: " (bound)", false: ""}[c.Bound == "upper"]), num(map[bool]string{true: "yes", false: ""}[c.Exact]),
				num(store.GroupDigits(c.Nodes))))
		}
	}
	return elem.Div(vecty.Markup(vecty.Class("table-wrap"), ui.TestID("candidates")),
		elem.Table(elem.TableHead(head), elem.TableBody(rows)))
}

// depthText is the depth the search reached, as the response reports it
// (for MCTS the tree's depth); a proof says it went to the end of the
// game (alpha-beta's endgame solver takes over near the end).
func depthText(r *Reply, mcts bool) string {
	ts := r.Tree
	if mcts {
		return ui.Itoa(max(ts.DepthReached, ts.MaxPly))
	}
	if r.Proven {
		return ui.Itoa(ts.DepthReached) + " (to the end)"
	}
	return ui.Itoa(ts.DepthReached)
}

func nonEmpty(s, alt string) string {
	if s == "" {
		return alt
	}
	return s
}
