//go:build js && wasm

package components

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/ui"
)

// ShareButton copies a link that restores the screen shown (its
// ShareFragment: board, settings, seed) and puts it in the address bar.
// Every screen uses it.
type ShareButton struct {
	vecty.Core
	Env   *ui.Env `vecty:"prop"`
	Title string  `vecty:"prop"` // the tooltip ("" for the N-puzzle's)
}

// Render implements vecty.Component.
func (s *ShareButton) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("ShareButton", &out)
	title := s.Title
	if title == "" {
		title = "Copy a link to this board and settings"
	}
	return elem.Button(vecty.Markup(ui.TestID("share"), prop.Type(prop.TypeButton), vecty.Attribute("title", title),
		event.Click(func(*vecty.Event) { s.share() })), vecty.Text("Share"))
}

func (s *ShareButton) share() {
	frag, err := s.Env.Store.ShareFragment()
	if err != nil {
		s.Env.Dispatch(actions.Notice{Kind: actions.NoticeError, Text: "Cannot make a link: " + err.Error()})
		return
	}
	link := s.Env.ShareURL(frag)
	ui.CopyText(link, func(ok bool) {
		if ok {
			s.Env.Dispatch(actions.Notice{Kind: actions.NoticeSuccess, Text: "Link copied to the clipboard (the address bar shows it too)."})
		} else {
			s.Env.Dispatch(actions.Notice{Kind: actions.NoticeNote, Text: "Copy this link: " + link})
		}
	})
}
