//go:build js && wasm

package components

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// Notice shows a one-line message (a damaged share link, an import result)
// with a button to dismiss it.
type Notice struct {
	vecty.Core
	Env *Env         `vecty:"prop"`
	S   *store.State `vecty:"prop"`
}

// Render implements vecty.Component.
func (n *Notice) Render() (out vecty.ComponentOrHTML) {
	defer guard("Notice", &out)
	if n.S.Notice == "" {
		return elem.Div(vecty.Markup(vecty.Class("notice", "empty"), testid("notice")))
	}
	cls := "info"
	if n.S.NoticeBad {
		cls = "bad"
	}
	return elem.Div(vecty.Markup(vecty.Class("notice", cls), testid("notice"), vecty.Attribute("role", "alert")),
		elem.Span(vecty.Text(n.S.Notice)),
		button(n.Env, "×", "notice-close", "Dismiss", false, actions.DismissNotice{}, vecty.Attribute("aria-label", "Dismiss")))
}
