package store

import (
	"encoding/json"

	"searchlab/wasm/app/i18n"
)

// KeySession is the storage key of the session record: what all screens
// share (the theme and the seed). Records written before it existed kept
// both inside the N-puzzle's screen record; restoreSession reads them
// from there once and writes the session record.
const KeySession = "searchlab/v1/session"

// legacyScreenKey is the N-puzzle screen's record (npuzzlescreen.KeyScreen),
// which held the session before KeySession.
const legacyScreenKey = "searchlab/v1/screen"

// session is the persisted session. Lang is the language the reader
// chose in the header ("" until they do: the page then follows the
// browser's languages at every visit, Deps.Languages).
type session struct {
	Theme string `json:"theme,omitempty"`
	Seed  int64  `json:"seed"`
	Lang  string `json:"lang,omitempty"`
}

// legacySession is the session as the N-puzzle's screen record held it
// before KeySession (fields absent from a newer record stay nil).
type legacySession struct {
	Theme *string `json:"theme"`
	Seed  *int64  `json:"seed"`
}

func (s *Store) persistSession() []effect {
	return s.save(KeySession, session{Theme: s.st.Theme, Seed: s.seed, Lang: s.langChosen})
}

// restoreSession restores the theme, the seed and the language chosen: from the session record,
// or else from an old screen record (then the session record is written
// at once, so the next save of the screen record, which no longer carries
// them, loses nothing). A damaged session record is set aside and named
// in bad.
func (s *Store) restoreSession(bad *[]string) {
	st := &s.st
	if v, ok := s.deps.Storage.Load(KeySession); ok {
		var se session
		if err := json.Unmarshal([]byte(v), &se); err != nil {
			*bad = append(*bad, "the theme and seed")
			s.setAside(KeySession, v)
			return
		}
		st.Theme, s.seed = validTheme(se.Theme), se.Seed
		if l, ok := i18n.Parse(se.Lang); ok {
			st.Lang, s.langChosen = l, se.Lang
		}
		return
	}
	v, ok := s.deps.Storage.Load(legacyScreenKey)
	if !ok {
		return
	}
	var old legacySession
	if json.Unmarshal([]byte(v), &old) != nil || (old.Theme == nil && old.Seed == nil) {
		return // a damaged screen record is reported by its screen
	}
	if old.Theme != nil {
		st.Theme = validTheme(*old.Theme)
	}
	if old.Seed != nil {
		s.seed = *old.Seed
	}
	if b, err := json.Marshal(session{Theme: st.Theme, Seed: s.seed}); err == nil {
		_ = s.deps.Storage.Save(KeySession, string(b))
	}
}

// validTheme is t if it is a theme the page has ("", "light", "dark"),
// else "" (follow the system).
func validTheme(t string) string {
	if t == "light" || t == "dark" {
		return t
	}
	return ""
}

// Seed is the session's seed (Host.Seed), shared by the screens.
func (s *Store) Seed() int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.seed
}

// setLang switches the page's language and remembers the choice (a tag
// the page does not have is ignored).
func (s *Store) setLang(tag string) []effect {
	l, ok := i18n.Parse(tag)
	if !ok {
		return nil
	}
	s.st.Lang, s.langChosen = l, tag
	return s.persistSession()
}

// Lang is the page's language (State.Lang), for the browser glue that
// keeps <html lang> in step without taking a whole State.
func (s *Store) Lang() i18n.Lang {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.st.Lang
}
