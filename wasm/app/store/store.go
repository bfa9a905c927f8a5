package store

import (
	"fmt"
	"sync"
	"time"

	"searchlab/core/registry"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
)

// Storage keeps small text values across reloads (localStorage in the
// browser, a map in tests).
type Storage interface {
	Load(key string) (string, bool)
	Save(key, value string) error
}

// Deps are what a Store needs from outside.
type Deps struct {
	// Games are the registered screens, in the game picker's order: one
	// line per game in main (npuzzlescreen.Game(catalog), bloxorzscreen.Game…).
	Games []Game
	// Solver runs every call: the screens' in LaneScreens, the Lab's in
	// LaneLab (nil: runs are refused).
	Solver  Solver
	Storage Storage          // nil: nothing persists
	Now     func() time.Time // nil: time.Now (used only to stamp history entries)
	// ClearLink takes a share link that could not be opened out of the
	// address bar (nil: nothing to do, as in tests).
	ClearLink func()
	// SetRoute puts the screen shown in the address bar ("#bloxorz"), so a
	// reload or a bookmark opens it again (nil: nothing to do).
	SetRoute func(game string)
	// Languages are the browser's preferred languages (navigator.languages),
	// which pick the page's language until the reader chooses one
	// (i18n.FromBrowser; nil: English).
	Languages []string
	// Unavailable says what cannot run on a board of a game
	// (api.Registry.Unavailable; nil: everything can).
	Unavailable func(game, board, goal string) []registry.Unavailable
}

// Store owns the State. It is an instance (no globals): make one with New.
type Store struct {
	mu        sync.Mutex
	st        State
	deps      Deps
	listeners []func()
	nextID    int64
	screens   map[string]Screen // one per registered game, by id
	seed      int64             // the session's seed (Host.Seed)
	damaged   []string          // stored data found damaged while loading (noticeStorage)
	repaired  repairs           // stored data repaired while loading
	runs      runs              // the run controller's runs in flight (runs.go)
	lab       *LabRunner        // the experiment runner (lab_runner.go), once used
	noticeAt  time.Time         // when the notice was shown (notice.go)
	unavail   unavailMemo       // Deps.Unavailable's last answer (panel_board.go)
	quiz      pendingQuiz       // a teacher's link's exercise, until its replay is recorded (quiz_link.go)
	// langChosen is the language the reader chose ("" while the page
	// follows the browser's), which the session record keeps.
	langChosen string
}

// New returns a store with the session restored from storage and one
// screen per registered game (each restores its own state); the first
// registered game is shown first.
func New(d Deps) *Store {
	if d.Now == nil {
		d.Now = time.Now
	}
	s := &Store{deps: d, seed: 1}
	st := &s.st
	for _, g := range d.Games {
		st.Games = append(st.Games, GameEntry{ID: g.ID, Name: g.Name})
	}
	if len(d.Games) > 0 {
		st.Game = d.Games[0].ID
	}
	st.Lang = i18n.FromBrowser(d.Languages) // unless the reader chose (restoreSession)
	s.loadPersisted()
	s.screens = map[string]Screen{}
	for _, g := range d.Games {
		s.screens[g.ID] = g.New(host{s: s, screen: g.ID})
	}
	s.noticeStorage()
	return s
}

// State returns a copy of the current state, with the active screen's
// snapshot in Screen and its panel (Paneled); Seed is the session's seed
// for a screen without a panel of its own.
func (s *Store) State() State {
	s.mu.Lock()
	defer s.mu.Unlock()
	c := s.st.clone()
	c.Seed = s.seed // the session's, unless the screen's panel has its own
	if sc, ok := s.screens[c.Game]; ok {
		c.Screen = sc.Snapshot()
		if p, ok := sc.(Paneled); ok {
			p.Panel(&c)
		}
		if b, ok := sc.(PanelBoarder); ok {
			board, goal := b.PanelBoard()
			c.Unavailable = s.unavailable(c.Game, board, goal)
		}
	}
	return c
}

// Subscribe registers f to be called after every dispatch that changed the
// state. The UI re-renders from it (batched per animation frame by Vecty).
func (s *Store) Subscribe(f func()) {
	s.mu.Lock()
	s.listeners = append(s.listeners, f)
	s.mu.Unlock()
}

// effect is a side effect a reducer asks for; effects run after the state
// lock is released, so they may dispatch again.
type effect func()

// Dispatch applies an action and tells the listeners (but for the Lab
// lane's callbacks, which are quiet: runs.go). It never blocks on the
// solver and never panics on bad input: problems become notices or status
// lines.
func (s *Store) Dispatch(a actions.Action) {
	s.mu.Lock()
	var fx []effect
	func() {
		defer func() {
			if v := recover(); v != nil {
				s.setNotice(actions.NoticeError, fmt.Sprintf("internal error while handling %T: %v", a, v))
			}
		}()
		fx = s.reduce(a)
	}()
	var ls []func()
	if !quiet(a) {
		ls = append(ls, s.listeners...)
	}
	s.mu.Unlock()
	for _, f := range fx {
		f()
	}
	for _, l := range ls {
		l()
	}
}

// reduce is the one route of every action: the shared session's own
// actions here; an action that names its screen (actions.Routed) to that
// screen; everything else to the screen shown.
func (s *Store) reduce(a actions.Action) []effect {
	st := &s.st
	switch a := a.(type) {
	case callLine:
		return s.readLine(a)
	case callEnd:
		return s.endCall(a)
	case actions.Routed:
		if sc, ok := s.screens[a.Screen()]; ok {
			return sc.Reduce(a)
		}
		return nil
	case actions.SelectGame:
		if _, ok := s.screens[a.ID]; ok {
			if st.Game != a.ID {
				// A notice belongs to the screen it was about.
				s.clearNotice()
			}
			st.Game = a.ID
			return []effect{func() { s.setRoute(a.ID) }}
		}
		s.setNotice(actions.NoticeError, st.T("notice.no_game", "id", fmt.Sprintf("%q", a.ID)))
		return nil
	case actions.SetTheme:
		if a.Theme == "" || a.Theme == "light" || a.Theme == "dark" {
			st.Theme = a.Theme
			return s.persistSession()
		}
		return nil
	case actions.SetLang:
		return s.setLang(a.Lang)
	case actions.ToggleAbout:
		st.ShowAbout = !st.ShowAbout
		return nil
	case actions.DismissNotice:
		s.clearNotice()
		return nil
	case actions.SolverLoading:
		st.SolverLoading = a.Loading
		return nil
	case actions.Notice:
		s.setNotice(a.Kind, a.Text)
		return nil
	case actions.OpenLink:
		return s.openLink(a.Fragment)
	case actions.ClearHistory, actions.Import, actions.LoadRun:
		return s.reduceHistory(a)
	}
	if sc, ok := s.screens[st.Game]; ok {
		return sc.Reduce(a)
	}
	return nil
}

// clone copies the state deeply enough that the caller can keep it.
func (st *State) clone() State {
	c := *st
	c.Games = append([]GameEntry(nil), st.Games...)
	c.History = append([]Entry(nil), st.History...)
	return c
}
