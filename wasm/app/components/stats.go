//go:build js && wasm

package components

import (
	"fmt"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/core/registry"
	"searchlab/core/wire"
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
	r := s.S.Run
	p := r.Progress
	expanded, generated, frontier, elapsed := p.Expanded, p.Generated, int64(p.Frontier), p.ElapsedMS
	frontierLabel := "Frontier"
	extra := vecty.List{}
	if res := r.Result; res != nil && !r.Active {
		st := res.Stats
		expanded, generated, frontier, elapsed = st.Expanded, st.Generated, int64(st.MaxFrontier), st.ElapsedMS
		frontierLabel = "Max frontier"
		extra = vecty.List{
			ui.Stat("Length", "length", lengthText(res)),
			ui.Stat("Max depth", "max-depth", ui.Itoa(st.MaxDepth)),
			ui.Stat("Iterations", "iterations", store.GroupDigits(st.Iterations)),
			ui.Stat("Memory", "memory", ui.BytesText(st.MemoryBytes)),
		}
		for _, f := range r.Figures { // the screen's own (the N-puzzle's h(start))
			extra = append(extra, ui.Stat(f.Label, f.ID, f.Value))
		}
	}
	nps := store.FormatRate(expanded, elapsed)
	if p.NodesPerSec > 0 && (r.Active || r.Result == nil) {
		nps = store.GroupDigits(int64(p.NodesPerSec))
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
		used = min(max(float64(res.Stats.Expanded)/maxNodes, res.Stats.ElapsedMS/timeout), 1)
		if r.Outcome == store.OutcomeBudgetExceeded {
			used = 1
		}
	}
	return elem.Div(vecty.Markup(ui.TestID("stats"), vecty.Class("panel", "stats"), vecty.Attribute("data-lines", ui.Itoa(r.Lines))),
		elem.Div(vecty.Markup(vecty.Class("stat-grid")),
			ui.Stat("Expanded", "expanded", store.GroupDigits(expanded)),
			ui.Stat("Generated", "generated", store.GroupDigits(generated)),
			ui.Stat(frontierLabel, "frontier", store.GroupDigits(frontier)),
			ui.Stat("Nodes/s", "nps", nps),
			ui.Stat("Elapsed", "elapsed", ui.MS(elapsed)),
			extra,
		),
		elem.Div(vecty.Markup(vecty.Class("budget"), vecty.Attribute("title", "Budget used (nodes or time, whichever is further)")),
			elem.Div(vecty.Markup(vecty.Class("budget-bar"), ui.TestID("budget-bar"), vecty.Style("width", fmt.Sprintf("%.1f%%", used*100)))),
			elem.Span(vecty.Markup(vecty.Class("budget-text")), vecty.Text(fmt.Sprintf("budget used %.1f%%", used*100))),
		),
	)
}

// lengthText is a solution's length, or a dash when there is no solution
// (never "0", which reads as a solution of no moves).
func lengthText(res *wire.Response) string {
	if res.Status != wire.StatusFound {
		return "—"
	}
	return store.GroupDigits(int64(res.Length))
}
