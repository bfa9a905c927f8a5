package store

import (
	"errors"
	"fmt"
	"strings"

	"searchlab/core/share"
	"searchlab/wasm/app/actions"
)

// ShareFragment returns the share-link fragment (without '#') of the
// screen shown.
func (s *Store) ShareFragment() (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	sc, ok := s.screens[s.st.Game]
	if !ok {
		return "", fmt.Errorf("no screen for the game %q", s.st.Game)
	}
	return sc.ShareFragment()
}

// openLink restores the screen from a fragment. A damaged, foreign or
// other-game fragment changes nothing on the screen, says what is wrong
// with it (share.Error's Detail, in the app's words), and is taken out of
// the address bar so a reload does not say it again.
func (s *Store) openLink(fragment string) []effect {
	st := &s.st
	// A screen's own address ("#nim", "#/nim"): show that screen.
	if id := strings.TrimPrefix(strings.TrimPrefix(fragment, "#"), "/"); id != "" {
		if _, ok := s.screens[id]; ok {
			if st.Game != id {
				s.clearNotice()
			}
			st.Game = id
			return nil
		}
	}
	games := make([]string, 0, len(s.deps.Games))
	for _, g := range s.deps.Games {
		games = append(games, g.ID)
	}
	l, err := share.Decode(fragment, games...)
	if err != nil {
		if errors.Is(err, share.ErrEmpty) {
			return nil
		}
		detail := err.Error()
		var se *share.Error
		if errors.As(err, &se) && se.Detail != "" {
			detail = se.Detail
		}
		detail = st.Lang.Core(detail)
		var text string
		switch {
		case errors.Is(err, share.ErrForeign):
			text = st.T("notice.link.foreign", "detail", detail)
		case errors.Is(err, share.ErrUnknownGame):
			text = st.T("notice.link.game", "detail", detail)
		default:
			text = st.T("notice.link.damaged", "detail", detail)
		}
		text += st.T("notice.link.kept")
		s.setNotice(actions.NoticeError, text)
		return []effect{s.clearLink}
	}
	sc, ok := s.screens[l.Game]
	if !ok { // Decode checked the game: not reached
		return nil
	}
	if st.Game != l.Game {
		s.clearNotice()
	}
	st.Game = l.Game
	s.quiz = pendingQuiz{}
	if l.Quiz > 0 && l.Replay > 0 {
		s.quiz = pendingQuiz{game: l.Game, n: l.Quiz, seed: l.Seed}
	}
	return sc.OpenLink(l)
}

// setRoute puts the screen's address in the address bar (Deps.SetRoute).
func (s *Store) setRoute(game string) {
	if s.deps.SetRoute != nil {
		s.deps.SetRoute(game)
	}
}

// clearLink takes the fragment out of the address bar (Deps.ClearLink).
func (s *Store) clearLink() {
	if s.deps.ClearLink != nil {
		s.deps.ClearLink()
	}
}
