//go:build js && wasm

package components

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// PlayBar holds the move counter, undo, shuffle and the play/edit switch.
type PlayBar struct {
	vecty.Core
	Env *ui.Env      `vecty:"prop"`
	S   *store.State `vecty:"prop"`
}

// Render implements vecty.Component.
func (p *PlayBar) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("PlayBar", &out)
	st := p.S
	solved := st.Board == st.Goal
	return elem.Div(vecty.Markup(vecty.Class("playbar")),
		elem.Span(vecty.Markup(vecty.Class("counter"), ui.TestID("move-counter"), vecty.Attribute("aria-live", "polite")),
			vecty.Text("Moves: "+ui.Itoa(len(st.Played)))),
		vecty.If(solved && len(st.Played) > 0, elem.Span(vecty.Markup(vecty.Class("badge", "ok")), vecty.Text("solved!"))),
		ui.Button(p.Env, "Undo", "undo", "Take back your last move", len(st.Played) == 0 || st.Editing, actions.Undo{}),
		ui.Button(p.Env, "Shuffle", "shuffle", "A random board that can reach the goal", st.Run.Active, actions.Shuffle{}),
		ui.Button(p.Env, map[bool]string{true: "Done editing", false: "Edit board"}[st.Editing], "edit", "Type or drag tiles to make your own board",
			false, actions.SetEditing{On: !st.Editing}, vecty.MarkupIf(st.Editing, vecty.Class("active"))),
	)
}
