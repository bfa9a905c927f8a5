//go:build js && wasm

package components

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// SolverLoading is the line above the screen that says a run waits for
// the solver's code, which the page downloads after it is interactive
// (web/boot.mjs): shown on every screen (the Lab's and the games' own
// panels included) while the solver loads and a run is in flight, hidden
// otherwise (hidden, not removed: see About on children that come and go).
type SolverLoading struct {
	vecty.Core
	S       *store.State `vecty:"prop"`
	Running int          `vecty:"prop"` // runs in flight (Store.Running)
}

// Render implements vecty.Component.
func (s *SolverLoading) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("SolverLoading", &out)
	show := s.S.SolverLoading && s.Running > 0
	return elem.Div(vecty.Markup(vecty.Class("notice", "notice-note"), vecty.MarkupIf(!show, vecty.Class("empty")),
		ui.TestID("solver-loading"), vecty.Attribute("role", "status"), vecty.Property("hidden", !show)),
		elem.Span(vecty.Text(s.S.T("solver.loading"))))
}
