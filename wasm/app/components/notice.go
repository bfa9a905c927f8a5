//go:build js && wasm

package components

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// Notice shows the one-line message of its kind (a success fades by
// itself, a note or an error stays; store/notice.go) with a button to
// dismiss it. An error is announced at once (role alert), the rest
// politely (role status).
type Notice struct {
	vecty.Core
	Env *ui.Env      `vecty:"prop"`
	S   *store.State `vecty:"prop"`
}

// Render implements vecty.Component.
func (n *Notice) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("Notice", &out)
	no := n.S.Notice
	if no.Text == "" {
		return elem.Div(vecty.Markup(vecty.Class("notice", "empty"), ui.TestID("notice")))
	}
	role := "status"
	if no.Kind == actions.NoticeError {
		role = "alert"
	}
	return elem.Div(vecty.Markup(vecty.Class("notice", "notice-"+no.Kind.String()), vecty.MarkupIf(n.S.NoticeFading, vecty.Class("fading")),
		ui.TestID("notice"), vecty.Attribute("data-kind", no.Kind.String()), vecty.Attribute("role", role)),
		elem.Span(vecty.Text(no.Text)),
		ui.Button(n.Env, "×", "notice-close", n.S.T("notice.dismiss"), false, actions.DismissNotice{}, vecty.Attribute("aria-label", n.S.T("notice.dismiss"))))
}
