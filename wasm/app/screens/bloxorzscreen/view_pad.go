//go:build js && wasm

package bloxorzscreen

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/ui"
)

// bloxPad is an on-screen arrow pad for a phone, where there are no arrow
// keys (issue 13 item 18): the four rolls and S, the switch between split
// cubes; each button dispatches what its key does.
func bloxPad(env *ui.Env, b *State, l i18n.Lang) *vecty.HTML {
	off := b.Editing || b.Level == nil
	btn := func(label, id, title string, a actions.Action) *vecty.HTML {
		return ui.Button(env, label, "bx-pad-"+id, title, off, a, vecty.Class("pad-"+id))
	}
	return elem.Div(vecty.Markup(vecty.Class("bx-pad"), ui.TestID("bx-pad"), vecty.Attribute("role", "group"), vecty.Attribute("aria-label", l.T("blx.pad.aria"))),
		btn("▲", "up", l.T("blx.pad.up"), actions.Arrow{Dir: "up"}),
		btn("◀", "left", l.T("blx.pad.left"), actions.Arrow{Dir: "left"}),
		btn("S", "switch", l.T("blx.pad.switch"), Key{Key: 'S'}),
		btn("▶", "right", l.T("blx.pad.right"), actions.Arrow{Dir: "right"}),
		btn("▼", "down", l.T("blx.pad.down"), actions.Arrow{Dir: "down"}),
	)
}
