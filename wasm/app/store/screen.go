package store

import (
	"time"

	"searchlab/core/registry"
	"searchlab/core/share"
	corewire "searchlab/core/wire"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
)

// Effect is a side effect a reducer asks for; effects run after the store's
// lock is released, so they may dispatch again.
type Effect = effect

// Screen is one game's screen (the elm-spa-example "page"): its own state,
// reducer, persistence and share link. The store holds one Screen per
// registered game and the shared session (the game picker, theme, notice,
// seed, solver, storage); it routes every action it does not handle itself
// to the active screen, and every tick of the page's one ticker to it.
//
// A screen lives in its own package under wasm/app/screens; the page
// registers it with one line (a Game in main's list).
type Screen interface {
	// Reduce handles an action while the screen is shown: the screen's own
	// actions and the shared keys (Run, Stop, Undo, StepSearch, TogglePlay,
	// arrows…), which it may ignore. It returns the effects to run.
	Reduce(a actions.Action) []Effect
	// OpenLink shows a decoded share link of this game.
	OpenLink(l share.Link) []Effect
	// ShareFragment is the share-link fragment (without '#') of the screen.
	ShareFragment() (string, error)
	// Tick advances the screen's timers (animations, automatic play) to
	// now; changed says whether the state changed (the page re-renders
	// only then).
	Tick(now time.Time) (fx []Effect, changed bool)
	// Snapshot is a copy of the screen's state the view may keep.
	Snapshot() any
}

// Host is what a screen may use from the store: the shared session, the
// run controller and the outside world. Its methods are called with the
// store's lock held (from Reduce, OpenLink, Tick), except Dispatch, which
// only effects and callbacks call.
type Host interface {
	// Run starts reqs in the solver one after another (one request, or a
	// queue such as a comparison) under the screen's tag; the screen gets
	// RunProgress and RunEnded actions with the returned id (runs.go).
	// Generate and PlayMatch run a level generation and an Othello match
	// the same way. StopRun ends a run; its RunEnded says Stopped.
	Run(tag string, reqs ...corewire.Request) (RunID, []Effect)
	Generate(tag string, req corewire.GenerateRequest) (RunID, []Effect)
	PlayMatch(tag string, req registry.MatchRequest) (RunID, []Effect)
	StopRun(id RunID) []Effect
	// LabRunner is the store's experiment runner (lab_runner.go): it does
	// an experiment's runs in the Lab's lane of solver workers and reports
	// each result to the screen that started it.
	LabRunner() *LabRunner
	// Board is the current board of another game's screen (Boarded), for
	// the Lab.
	Board(game string) (board, goal string, ok bool)
	// Save writes v as JSON under key (an effect; failures become a notice).
	Save(key string, v any) []Effect
	// Load reads a saved value.
	Load(key string) (string, bool)
	// Dispatch sends an action later (from an effect or a solver callback).
	Dispatch(a actions.Action)
	// Notice shows a message line above the screen, of a kind (a success
	// fades, a note or an error stays until dismissed).
	Notice(kind actions.NoticeKind, text string)
	// Seed is the session's seed (shared by the screens, saved in the
	// session record); SetSeed changes and saves it.
	Seed() int64
	SetSeed(seed int64) []Effect
	// Lang is the page's language, for what a screen writes (its notices).
	Lang() i18n.Lang
	// Now is the clock (fixed in tests).
	Now() time.Time
	// Record adds a finished run to the shared history (a fresh id, the
	// time, the result or the progress so far) and returns the entry;
	// PersistHistory saves the history.
	Record(e Entry, res *corewire.Response, p corewire.Progress) Entry
	PersistHistory() []Effect
	// Step sends a request of the step mode to the solver's screens lane
	// (PathStep); a Session of 0 becomes the returned id, which names the
	// session from then on. The screen gets RunProgress for each trace line
	// and RunEnded, whose Done carries the StepLine.
	Step(tag string, req corewire.StepRequest) (RunID, []Effect)
	// ClearLink takes a share link that could not be opened out of the
	// address bar (an effect).
	ClearLink()
	// Damaged reports stored data a screen could not restore (what: "the
	// last board"); a non-empty key's value is kept aside under
	// key+SetAsideSuffix. The store names it in one notice after loading.
	Damaged(key, what string, value any)
}

// Paneled is a screen that draws the shared panels (the solver panel,
// status, statistics, step, compare and history): while it is shown,
// Store.State calls Panel with the State whose Screen holds the screen's
// fresh snapshot, and Panel puts the snapshot's panel in the slots.
type Paneled interface {
	Panel(st *State)
}

// HistoryClearer is a screen that forgets something when the history is
// cleared (the comparison's rows).
type HistoryClearer interface {
	HistoryCleared()
}

// Game registers a screen: its id (the share links' and the game picker's),
// its name, and the constructor the store calls once.
type Game struct {
	ID, Name string
	New      func(h Host) Screen
}

// host is the store seen by one of its screens (screen: its id).
type host struct {
	s      *Store
	screen string
}

func (h host) Run(tag string, reqs ...corewire.Request) (RunID, []Effect) {
	calls := make([]call, len(reqs))
	for i, r := range reqs {
		calls[i] = newCall(solveCall, PathSolve, r)
	}
	return h.s.run(h.screen, tag, calls)
}
func (h host) Generate(tag string, req corewire.GenerateRequest) (RunID, []Effect) {
	return h.s.run(h.screen, tag, []call{newCall(generateCall, PathGenerate, req)})
}
func (h host) PlayMatch(tag string, req registry.MatchRequest) (RunID, []Effect) {
	return h.s.run(h.screen, tag, []call{newCall(matchCall, PathTournament, req)})
}
func (h host) StopRun(id RunID) []Effect       { return h.s.stopRun(id) }
func (h host) LabRunner() *LabRunner           { return h.s.labRunner() }
func (h host) Save(key string, v any) []Effect { return h.s.save(key, v) }
func (h host) Dispatch(a actions.Action)       { h.s.Dispatch(a) }
func (h host) Seed() int64                     { return h.s.seed }
func (h host) Lang() i18n.Lang                 { return h.s.st.Lang }
func (h host) SetSeed(seed int64) []Effect {
	h.s.seed = seed
	return h.s.persistSession()
}
func (h host) ClearLink() { h.s.clearLink() }
func (h host) Damaged(key, what string, value any) {
	if key != "" {
		h.s.setAside(key, value)
	}
	h.s.damaged = append(h.s.damaged, what)
}
func (h host) Now() time.Time           { return h.s.deps.Now() }
func (h host) PersistHistory() []Effect { return h.s.persistHistory() }
func (h host) Step(tag string, req corewire.StepRequest) (RunID, []Effect) {
	return h.s.step(h.screen, tag, req)
}
func (h host) Record(e Entry, res *corewire.Response, p corewire.Progress) Entry {
	return h.s.record(e, res, p)
}
func (h host) Notice(kind actions.NoticeKind, text string) { h.s.setNotice(kind, text) }
func (h host) Load(key string) (string, bool) {
	if h.s.deps.Storage == nil {
		return "", false
	}
	return h.s.deps.Storage.Load(key)
}

// Tick advances the active screen's timers and the notice's fade to now
// (the page's one ticker calls it); listeners hear of it only when
// something changed.
func (s *Store) Tick(now time.Time) {
	s.mu.Lock()
	var fx []effect
	changed := false
	if sc, ok := s.screens[s.st.Game]; ok {
		fx, changed = sc.Tick(now)
	}
	if s.startQuiz() {
		changed = true
	}
	if s.tickNotice(now) {
		changed = true
	}
	ls := append([]func(){}, s.listeners...)
	s.mu.Unlock()
	for _, f := range fx {
		f()
	}
	if changed {
		for _, l := range ls {
			l()
		}
	}
}

// Keyer is a screen with keys of its own (Bloxorz's space, Nim's u): the
// keyboard glue asks the screen shown first.
type Keyer interface {
	Key(key string) (actions.Action, bool)
}

// ScreenKey maps a key to the shown screen's own action, if it has one.
func (s *Store) ScreenKey(key string) (actions.Action, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if k, ok := s.screens[s.st.Game].(Keyer); ok {
		return k.Key(key)
	}
	return nil, false
}

// RunLoader is a screen whose runs the history can load back (its board
// and settings): the store hands it the entry when the user loads a run of
// this screen's game.
type RunLoader interface {
	LoadRun(e Entry) []Effect
}
