package store

import (
	"encoding/json"
	"testing"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
)

// The page's language: the browser's on a first visit, the reader's
// choice once made (kept in the session record with the theme and the
// seed), a tag the page does not have ignored.
func TestLanguage(t *testing.T) {
	g := Game{ID: "plain", Name: "Plain", New: func(Host) Screen { return plain{} }}
	mem := memStore{}
	s := New(Deps{Games: []Game{g}, Storage: mem, Languages: []string{"vi-VN", "en-US"}})
	if got := s.State().Lang; got != i18n.Vietnamese {
		t.Fatalf("first visit from a Vietnamese browser: %q", got)
	}
	if got := New(Deps{Games: []Game{g}, Storage: memStore{}, Languages: []string{"en-US", "en"}}).State().Lang; got != i18n.English {
		t.Fatalf("first visit from an English browser: %q", got)
	}
	// Switching the theme does not pin the browser's language.
	s.Dispatch(actions.SetTheme{Theme: "dark"})
	var se session
	if err := json.Unmarshal([]byte(mem[KeySession]), &se); err != nil || se.Lang != "" {
		t.Fatalf("session record %q (%v): a language no one chose was stored", mem[KeySession], err)
	}
	s.Dispatch(actions.SetLang{Lang: "en"})
	if got := s.Lang(); got != i18n.English || s.State().Lang != got {
		t.Fatalf("after choosing English: %q", got)
	}
	s.Dispatch(actions.SetLang{Lang: "fr"})
	if got := s.Lang(); got != i18n.English {
		t.Fatalf("a language the page does not have was taken: %q", got)
	}
	// The next visit, from the same Vietnamese browser, keeps the choice.
	again := New(Deps{Games: []Game{g}, Storage: mem, Languages: []string{"vi"}})
	if got := again.State(); got.Lang != i18n.English || got.Theme != "dark" {
		t.Fatalf("next visit: lang %q theme %q, want en and dark", got.Lang, got.Theme)
	}
	// A damaged language in the record falls back to the browser's.
	bad := New(Deps{Games: []Game{g}, Storage: memStore{KeySession: `{"seed":3,"lang":"xx"}`}, Languages: []string{"vi"}})
	if got := bad.State(); got.Lang != i18n.Vietnamese || bad.Seed() != 3 {
		t.Fatalf("record with lang xx: lang %q seed %d", got.Lang, bad.Seed())
	}
	if got := s.State(); got.T("count.moves", "n", 2) != "2 moves" {
		t.Errorf("State.T in English: %q", got.T("count.moves", "n", 2))
	}
}
