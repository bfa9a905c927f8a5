package npuzzlescreen

import (
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// testState is what the tests read: the session (game, theme, notice,
// history) and, promoted, the N-puzzle screen's state.
type testState struct {
	*State
	Game      string
	Games     []store.GameEntry
	Theme     string
	Notice    string
	NoticeBad bool // the notice is an error
	// NoticeKind is the notice's kind.
	NoticeKind actions.NoticeKind
	History    []store.Entry
	session    store.State
}

// StatusLine is the shared status line as the page shows it.
func (t testState) StatusLine() string { return t.session.StatusLine() }

// view is the store's state with the N-puzzle screen's snapshot (the
// N-puzzle state is empty when another screen is shown).
func view(s *store.Store) testState {
	st := s.State()
	np, _ := st.Screen.(*State)
	if np == nil {
		np = &State{}
	}
	return testState{State: np, Game: st.Game, Games: st.Games, Theme: st.Theme, Notice: st.Notice.Text, NoticeBad: st.Notice.Kind == actions.NoticeError, NoticeKind: st.Notice.Kind,
		History: st.History, session: st}
}
