package store

import (
	"time"
	"unicode/utf8"

	"searchlab/wasm/app/actions"
)

// The notice line above the screen: one message at a time, of a kind the
// sender says (actions.NoticeKind). A success fades by itself through the
// page's one ticker (Store.Tick), not a timer per notice: it shows for
// NoticeShown (longer for a longer text), then fades out for NoticeFadeOut;
// a note or an error stays until dismissed, replaced or the screen changes.
const (
	// NoticeShown is how long a short success stays fully shown.
	NoticeShown = 4 * time.Second
	// noticePerRune is added to NoticeShown per character of the text
	// (reading time), up to noticeMaxShown.
	noticePerRune  = 40 * time.Millisecond
	noticeMaxShown = 10 * time.Second
	// NoticeFadeOut is the fade at the end (the page's CSS transition is
	// as long).
	NoticeFadeOut = 500 * time.Millisecond
)

// noticeShownFor is how long a success of text stays fully shown.
func noticeShownFor(text string) time.Duration {
	return min(NoticeShown+time.Duration(utf8.RuneCountInString(text))*noticePerRune, noticeMaxShown)
}

// setNotice shows a notice (an empty text clears it).
func (s *Store) setNotice(kind actions.NoticeKind, text string) {
	st := &s.st
	if text == "" {
		st.Notice, st.NoticeFading = actions.Notice{}, false
		return
	}
	st.Notice, st.NoticeFading = actions.Notice{Kind: kind, Text: text}, false
	s.noticeAt = s.deps.Now()
}

// clearNotice takes the notice away.
func (s *Store) clearNotice() { s.setNotice(actions.NoticeNote, "") }

// tickNotice fades a success whose time is up; changed says whether the
// notice line changed.
func (s *Store) tickNotice(now time.Time) (changed bool) {
	st := &s.st
	if st.Notice.Text == "" || !st.Notice.Kind.Fades() {
		return false
	}
	shown := noticeShownFor(st.Notice.Text)
	switch age := now.Sub(s.noticeAt); {
	case age >= shown+NoticeFadeOut:
		s.clearNotice()
		return true
	case age >= shown && !st.NoticeFading:
		st.NoticeFading = true
		return true
	}
	return false
}
