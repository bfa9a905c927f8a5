//go:build js && wasm

package components

import (
	"fmt"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/core/registry"
	"searchlab/core/wire"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// Stats shows the streamed progress of the running search (expanded,
// frontier, nodes per second, elapsed, a bar of the budget used) and the
// final statistics once it ends.
type Stats struct {
	vecty.Core
	S *store.State `vecty:"prop"`
}

// Render implements vecty.Component.
func (s *Stats) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("Stats", &out)
	r, l := s.S.Run, s.S.Lang
	p := r.Progress
	st := p.Stats
	frontierLabel := l.T("stats.frontier")
	extra := vecty.List{}
	if res := r.Result; res != nil && !r.Active {
		st = res.Stats
		frontierLabel = l.T("stats.max_frontier")
		extra = vecty.List{
			ui.Stat(l.T("stats.length"), "length", lengthText(l, res)),
			ui.Stat(l.T("stats.max_depth"), "max-depth", l.Int(int64(st.MaxDepth))),
			ui.Stat(l.T("stats.iterations"), "iterations", l.Int(st.Iterations)),
			ui.Stat(l.T("stats.memory"), "memory", l.Bytes(st.MemoryBytes)),
		}
		for _, f := range r.Figures { // the screen's own (the N-puzzle's h(start))
			extra = append(extra, ui.Stat(f.Label, f.ID, f.Value))
		}
	}
	nps := l.Rate(st.Expanded, st.ElapsedMS())
	if p.NodesPerSec > 0 && (r.Active || r.Result == nil) {
		nps = l.Int(int64(p.NodesPerSec))
	}
	used := min(max(p.BudgetUsed, 0), 1)
	if res := r.Result; res != nil && !r.Active {
		// The final object has no budget_used: compute it from the budgets
		// the run had (the solver's defaults when left at 0).
		maxNodes, timeout := float64(s.S.MaxNodes), float64(s.S.TimeoutMS)
		if maxNodes <= 0 {
			maxNodes = registry.DefaultMaxNodes
		}
		if timeout <= 0 {
			timeout = float64(registry.DefaultTimeout.Milliseconds())
		}
		used = min(max(float64(res.Stats.Expanded)/maxNodes, res.Stats.ElapsedMS()/timeout), 1)
		if r.Outcome == store.OutcomeBudgetExceeded {
			used = 1
		}
	}
	return elem.Div(vecty.Markup(ui.TestID("stats"), vecty.Class("panel", "stats"), vecty.Attribute("data-lines", ui.Itoa(r.Lines))),
		elem.Div(vecty.Markup(vecty.Class("stat-grid")),
			ui.Stat(l.T("stats.expanded"), "expanded", l.Int(st.Expanded)),
			ui.Stat(l.T("stats.generated"), "generated", l.Int(st.Generated)),
			ui.Stat(frontierLabel, "frontier", l.Int(int64(st.MaxFrontier))),
			ui.Stat(l.T("stats.nps"), "nps", nps),
			ui.Stat(l.T("stats.elapsed"), "elapsed", l.MS(st.ElapsedMS())),
			extra,
		),
		elem.Div(vecty.Markup(vecty.Class("budget"), vecty.Attribute("title", l.T("stats.budget.title"))),
			elem.Div(vecty.Markup(vecty.Class("budget-bar"), ui.TestID("budget-bar"), vecty.Style("width", fmt.Sprintf("%.1f%%", used*100)))),
			elem.Span(vecty.Markup(vecty.Class("budget-text")), vecty.Text(l.T("stats.budget", "pct", l.Percent(used, 1)))),
		),
	)
}

// lengthText is a solution's length, or a dash when there is no solution
// (never "0", which reads as a solution of no moves).
func lengthText(l i18n.Lang, res *wire.Response) string {
	if res.Status != wire.StatusFound {
		return "—"
	}
	return l.Int(int64(res.Length))
}
