//go:build js && wasm

package components

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/ui"
)

// ShareButton copies a link that restores the screen shown (its
// ShareFragment: board, settings, seed) and puts it in the address bar.
// Every screen uses it.
type ShareButton struct {
	vecty.Core
	Env   *ui.Env `vecty:"prop"`
	Title string  `vecty:"prop"` // the tooltip ("" for the N-puzzle's)
	// Replay: share the replay shown instead (store.ReplaySharer): a link
	// that runs the same search again and replays its trace.
	Replay bool `vecty:"prop"`
	// Lang is the page's language (the zero Lang is English).
	Lang i18n.Lang `vecty:"prop"`
}

// Render implements vecty.Component.
func (s *ShareButton) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("ShareButton", &out)
	l := s.Lang
	title := s.Title
	if title == "" {
		title = l.T("share.title")
	}
	id, label := "share", l.T("share.button")
	if s.Replay {
		id, label = "replay-share", l.T("share.replay")
	}
	return elem.Button(vecty.Markup(ui.TestID(id), prop.Type(prop.TypeButton), vecty.Attribute("title", title),
		event.Click(func(*vecty.Event) { s.share() })), vecty.Text(label))
}

func (s *ShareButton) share() {
	fragment := s.Env.Store.ShareFragment
	if s.Replay {
		fragment = s.Env.Store.ReplayFragment
	}
	frag, err := fragment()
	if err != nil {
		s.Env.Dispatch(actions.Notice{Kind: actions.NoticeError, Text: s.Lang.T("share.cannot", "err", s.Lang.Core(err.Error()))})
		return
	}
	link := s.Env.ShareURL(frag)
	ui.CopyText(link, func(ok bool) {
		if ok {
			s.Env.Dispatch(actions.Notice{Kind: actions.NoticeSuccess, Text: s.Lang.T("share.copied")})
		} else {
			s.Env.Dispatch(actions.Notice{Kind: actions.NoticeNote, Text: s.Lang.T("share.copy_this", "link", link)})
		}
	})
}
