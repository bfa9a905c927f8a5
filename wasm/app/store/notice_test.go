package store

import (
	"strings"
	"testing"
	"time"

	"searchlab/wasm/app/actions"
)

// Notices that report a success fade through the page's one ticker; notes
// and errors stay until dismissed (issue 21 item 5). The kind is the
// sender's, never guessed from the text.
func TestNoticeKindsFadeOrStay(t *testing.T) {
	t0 := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	now := t0
	g := Game{ID: "plain", Name: "Plain", New: func(Host) Screen { return plain{} }}
	s := New(Deps{Games: []Game{g}, Now: func() time.Time { return now }})
	renders := 0
	s.Subscribe(func() { renders++ })

	s.Dispatch(actions.Notice{Kind: actions.NoticeSuccess, Text: "Link copied to the clipboard."})
	shown := noticeShownFor("Link copied to the clipboard.")
	if shown < NoticeShown || shown > noticeMaxShown {
		t.Fatalf("a short success shows for %v, want %v to %v", shown, NoticeShown, noticeMaxShown)
	}
	s.Tick(t0.Add(shown - time.Millisecond))
	if st := s.State(); st.Notice.Text == "" || st.NoticeFading {
		t.Fatalf("the success went or fades before its time: %+v fading %v", st.Notice, st.NoticeFading)
	}
	before := renders
	s.Tick(t0.Add(shown))
	if st := s.State(); st.Notice.Text == "" || !st.NoticeFading || renders != before+1 {
		t.Fatalf("at its time the success should fade out (and the page redraw): %+v fading %v, %d renders", st.Notice, st.NoticeFading, renders-before)
	}
	s.Tick(t0.Add(shown + NoticeFadeOut))
	if st := s.State(); st.Notice.Text != "" || st.NoticeFading {
		t.Fatalf("after the fade the success is still there: %+v", st.Notice)
	}
	quiet := renders
	s.Tick(t0.Add(shown + time.Minute))
	if renders != quiet {
		t.Errorf("ticks without a notice redraw the page")
	}

	// A longer text stays longer, up to the cap.
	if long := noticeShownFor(strings.Repeat("x", 120)); long <= shown || long > noticeMaxShown {
		t.Errorf("120 characters show for %v (a short text %v, cap %v)", long, shown, noticeMaxShown)
	}

	for _, k := range []actions.NoticeKind{actions.NoticeError, actions.NoticeNote} {
		now = t0.Add(time.Hour)
		s.Dispatch(actions.Notice{Kind: k, Text: "Could not import broken.json."})
		s.Tick(now.Add(10 * time.Minute))
		if st := s.State(); st.Notice.Kind != k || st.Notice.Text == "" || st.NoticeFading {
			t.Errorf("a %s went by itself: %+v", k, st.Notice)
		}
		s.Dispatch(actions.DismissNotice{})
		if st := s.State(); st.Notice.Text != "" {
			t.Errorf("a dismissed %s stays: %+v", k, st.Notice)
		}
	}

	// A new success starts its own clock.
	now = t0.Add(2 * time.Hour)
	s.Dispatch(actions.Notice{Kind: actions.NoticeSuccess, Text: "one"})
	now = now.Add(NoticeShown - time.Second)
	s.Dispatch(actions.Notice{Kind: actions.NoticeSuccess, Text: "two"})
	s.Tick(now.Add(NoticeShown - time.Millisecond))
	if st := s.State(); st.Notice.Text != "two" || st.NoticeFading {
		t.Errorf("the second success faded on the first one's clock: %+v fading %v", st.Notice, st.NoticeFading)
	}
}

// The store's own notices say their kind: a refused comparison is an
// error, an import a success, an import with runs left out an error.
func TestStoreNoticesAreTyped(t *testing.T) {
	g := Game{ID: "plain", Name: "Plain", New: func(Host) Screen { return plain{} }}
	s := New(Deps{Games: []Game{g}})
	s.Dispatch(actions.SelectGame{ID: "chess"})
	if st := s.State(); st.Notice.Kind != actions.NoticeError {
		t.Errorf("an unknown game: %+v", st.Notice)
	}
	s.Dispatch(actions.Import{Name: "empty.json", Text: `{"format":"searchlab-export","version":1,"history":[]}`})
	if st := s.State(); st.Notice.Kind != actions.NoticeSuccess || !strings.Contains(st.Notice.Text, "Imported 0 runs and 0 boards") {
		t.Errorf("an import: %+v", st.Notice)
	}
	s.Dispatch(actions.Import{Name: "broken.json", Text: `{`})
	if st := s.State(); st.Notice.Kind != actions.NoticeError || !strings.Contains(st.Notice.Text, "Could not import broken.json") {
		t.Errorf("a broken import: %+v", st.Notice)
	}
}
