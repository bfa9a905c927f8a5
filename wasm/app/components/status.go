//go:build js && wasm

package components

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

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
	kind := r.Outcome.Tone()
	switch {
	case r.Active:
		kind = "running"
	case kind == "" && s.S.Unsolvable != "":
		kind = "bad"
	case kind == "":
		kind = "idle"
	}
	return elem.Paragraph(vecty.Markup(ui.TestID("status"), vecty.Class("status", "status-"+kind), vecty.Attribute("role", "status"),
		vecty.Attribute("data-outcome", string(r.Outcome))), vecty.Text(s.S.StatusLine()))
}
