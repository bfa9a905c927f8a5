//go:build js && wasm

package components

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/core/api"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// StatusLine names the outcome of the last run in words.
type StatusLine struct {
	vecty.Core
	S *store.State `vecty:"prop"`
}

// Render implements vecty.Component.
func (s *StatusLine) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("StatusLine", &out)
	r := s.S.Run
	kind := "idle"
	switch {
	case r.Active:
		kind = "running"
	case r.Outcome == string(api.StatusFound) || r.Outcome == string(api.StatusNotFound):
		kind = "ok"
	case r.Outcome == store.OutcomeStopped || r.Outcome == string(api.StatusBudgetExceeded) || r.Outcome == string(api.StatusCutoff):
		kind = "warn"
	case r.Outcome != "" || s.S.Unsolvable != "":
		kind = "bad"
	}
	return elem.Paragraph(vecty.Markup(ui.TestID("status"), vecty.Class("status", "status-"+kind), vecty.Attribute("role", "status"),
		vecty.Attribute("data-outcome", r.Outcome)), vecty.Text(s.S.StatusLine()))
}
