//go:build js && wasm

package components

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// Notice shows a one-line message (a damaged share link, an import result)
// with a button to dismiss it.
type Notice struct {
	vecty.Core
	Env *ui.Env      `vecty:"prop"`
	S   *store.State `vecty:"prop"`
}

// Render implements vecty.Component.
func (n *Notice) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("Notice", &out)
	if n.S.Notice == "" {
		return elem.Div(vecty.Markup(vecty.Class("notice", "empty"), ui.TestID("notice")))
	}
	cls := "info"
	if n.S.NoticeBad {
		cls = "bad"
	}
	return elem.Div(vecty.Markup(vecty.Class("notice", cls), ui.TestID("notice"), vecty.Attribute("role", "alert")),
		elem.Span(vecty.Text(n.S.Notice)),
		ui.Button(n.Env, "×", "notice-close", "Dismiss", false, actions.DismissNotice{}, vecty.Attribute("aria-label", "Dismiss")))
}
