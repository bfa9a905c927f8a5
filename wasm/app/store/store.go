package store

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"time"

	"searchlab/core/api"
	"searchlab/core/npuzzle"
	"searchlab/wasm/app/actions"
)

// Solver runs searches away from the page's Go thread (in the browser, the
// Web Worker behind globalThis.searchlabSolver). Solve must not block;
// onLine and onEnd may be called later from any goroutine or callback.
type Solver interface {
	// Solve starts a search for the request JSON. onLine receives each
	// NDJSON line; onEnd receives "" when the stream ended normally or the
	// reason it did not ("stopped", "crashed: …", "busy: …", "not ready: …").
	Solve(request string, onLine func(line string), onEnd func(err string))
	// Stop ends the running search (its onEnd then receives "stopped").
	Stop()
}

// Storage keeps small text values across reloads (localStorage in the
// browser, a map in tests).
type Storage interface {
	Load(key string) (string, bool)
	Save(key, value string) error
}

// Deps are what a Store needs from outside.
type Deps struct {
	// Catalog is the registry's algorithm list for the N-puzzle.
	Catalog []api.AlgorithmInfo
	// Games are the registered screens, in the game picker's order: one
	// line per game in main (NPuzzleGame, bloxorzscreen.Game, nimscreen.Game…).
	Games   []Game
	Solver  Solver
	Storage Storage          // nil: nothing persists
	Now     func() time.Time // nil: time.Now (used only to stamp history entries)
	Stepper StepFactory      // nil: step mode unavailable
	// ClearLink takes a share link that could not be opened out of the
	// address bar (nil: nothing to do, as in tests).
	ClearLink func()
	// SetRoute puts the screen shown in the address bar ("#bloxorz"), so a
	// reload or a bookmark opens it again (nil: nothing to do).
	SetRoute func(game string)
}

// Store owns the State. It is an instance (no globals): make one with New.
type Store struct {
	mu        sync.Mutex
	st        State
	deps      Deps
	listeners []func()
	nextID    int64
	session   StepSession
	screens   map[string]Screen // one per registered game, by id
}

// New returns a store with the state restored from storage, or the first-
// load screen: a shuffled 3×3 board with A* and Manhattan distance.
func New(d Deps) *Store {
	if d.Now == nil {
		d.Now = time.Now
	}
	s := &Store{deps: d}
	st := &s.st
	st.Game = GameNPuzzle
	for _, g := range d.Games {
		st.Games = append(st.Games, GameEntry{ID: g.ID, Name: g.Name})
	}
	st.Catalog = d.Catalog
	st.Params = map[string]map[string]string{}
	st.Seed = 1
	st.Player.Speed = 4
	st.GoalMode = GoalBlankLast
	st.Algorithm = "astar"
	if _, ok := FindAlgo(d.Catalog, st.Algorithm); !ok && len(d.Catalog) > 0 {
		st.Algorithm = d.Catalog[0].ID
	}
	if a, ok := FindAlgo(d.Catalog, "astar"); ok {
		if _, ok := a.Param("heuristic"); ok {
			st.Params["astar"] = map[string]string{"heuristic": "manhattan"}
		}
	}
	s.setGoal(npuzzle.Goal(3, 3))
	s.shuffle()
	s.loadPersisted()
	s.screens = map[string]Screen{}
	for _, g := range d.Games {
		s.screens[g.ID] = g.New(host{s})
	}
	return s
}

// State returns a copy of the current state, with the active screen's
// snapshot in Screen.
func (s *Store) State() State {
	s.mu.Lock()
	defer s.mu.Unlock()
	c := s.st.clone()
	if sc, ok := s.screens[c.Game]; ok {
		c.Screen = sc.Snapshot()
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

// Dispatch applies an action. It never blocks on the solver and never
// panics on bad input: problems become notices or status lines.
func (s *Store) Dispatch(a actions.Action) {
	s.mu.Lock()
	var fx []effect
	func() {
		defer func() {
			if v := recover(); v != nil {
				s.st.Notice = fmt.Sprintf("internal error while handling %T: %v", a, v)
				s.st.NoticeBad = true
			}
		}()
		fx = s.reduce(a)
	}()
	ls := append([]func(){}, s.listeners...)
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
	case actions.Routed:
		if sc, ok := s.screens[a.Screen()]; ok {
			return sc.Reduce(a)
		}
		return nil
	case actions.SelectGame:
		if _, ok := s.screens[a.ID]; ok {
			if st.Game != a.ID {
				// A notice belongs to the screen it was about.
				st.Notice, st.NoticeBad = "", false
			}
			st.Game = a.ID
			return []effect{func() { s.setRoute(a.ID) }}
		}
		st.Notice, st.NoticeBad = fmt.Sprintf("The game %q is not available.", a.ID), true
		return nil
	case actions.SetTheme:
		if a.Theme == "" || a.Theme == "light" || a.Theme == "dark" {
			st.Theme = a.Theme
			return s.persistSession()
		}
		return nil
	case actions.ToggleAbout:
		st.ShowAbout = !st.ShowAbout
		return nil
	case actions.DismissNotice:
		st.Notice, st.NoticeBad = "", false
		return nil
	case actions.Notice:
		st.Notice, st.NoticeBad = a.Text, false
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

// reduceNPuzzle is the N-puzzle screen's reducer (npuzzle_screen.go).
func (s *Store) reduceNPuzzle(a actions.Action) []effect {
	st := &s.st
	switch a := a.(type) {
	case actions.MoveTile, actions.Arrow, actions.Undo, actions.SetEditing, actions.EditBoard,
		actions.SwapCells, actions.Resize, actions.SetGoalMode, actions.EditGoal, actions.Shuffle, actions.SetImage, actions.SetShuffle:
		return s.reduceBoard(a)

	case actions.SelectAlgorithm:
		if st.SelectAlgorithm(a.ID) {
			s.endStepping()
			return s.persistScreen()
		}
		st.Notice, st.NoticeBad = fmt.Sprintf("Unknown algorithm %q.", a.ID), true
	case actions.SetParam:
		st.SetParam(a.Name, a.Value)
		s.endStepping()
		return s.persistScreen()
	case actions.SetBudget:
		st.SetBudget(a.MaxNodes, a.TimeoutMS)
		return s.persistScreen()
	case actions.SetSeed:
		st.Seed = a.Seed
		s.endStepping()
		return s.persistSession()

	case actions.Run, actions.Stop, actions.SolverLine, actions.SolverEnd, actions.Compare, actions.ToggleCompare:
		return s.reduceRun(a)
	case actions.PDBProgress:
		st.Run.SetTables(a)

	case actions.TogglePlay, actions.StepForward, actions.StepBack, actions.Seek, actions.SetSpeed, actions.Tick:
		s.reducePlayer(a)

	case actions.StepSearch:
		s.stepSearch(a.N)
	case actions.EndStepping:
		s.endStepping()

	case actions.SaveBoard, actions.LoadBoard:
		return s.reduceHistory(a)
	}
	return nil
}

// shuffle draws a random solvable board for the current goal from the
// screen's seed and the shuffle counter (same seed → same boards).
func (s *Store) shuffle() {
	st := &s.st
	st.Shuffles++
	seed := uint64(st.Seed)*0x9E3779B97F4A7C15 + st.Shuffles
	how, err := npuzzle.ParseShuffle(st.ShuffleMode)
	if st.ShuffleMode == "" || err != nil {
		how = npuzzle.Shuffle{} // any solvable board
	}
	b, err := how.Board(st.Goal, rand.New(rand.NewPCG(seed, seed)))
	if err != nil {
		st.Notice, st.NoticeBad = "Shuffle failed: "+err.Error(), true
		return
	}
	s.setBoard(b)
}

// setBoard puts b on the screen: it resets the hand-move history, the
// player (unless it was found for b) and re-checks solvability.
func (s *Store) setBoard(b npuzzle.Board) {
	st := &s.st
	st.Board = b
	st.BoardText = b.String()
	st.BoardError = ""
	st.Played = nil
	if st.Player.Start != b {
		st.Player = Player{Speed: st.Player.Speed}
	}
	if st.Run.Board != b.String() {
		st.ForgetResult()
	}
	s.endStepping()
	s.checkSolvable()
}

// setGoal sets the goal board.
func (s *Store) setGoal(g npuzzle.Board) {
	st := &s.st
	st.Goal = g
	st.GoalText = g.String()
	st.GoalError = ""
	st.ForgetResult()
	s.checkSolvable()
}

func (s *Store) checkSolvable() {
	st := &s.st
	st.Unsolvable = ""
	if !st.Board.Valid() || !st.Goal.Valid() {
		return
	}
	if err := npuzzle.Solvable(st.Board, st.Goal); err != nil {
		st.Unsolvable = strings.TrimPrefix(err.Error(), npuzzle.ErrUnsolvable.Error()+": ")
	}
}

// clone copies the state deeply enough that the caller can keep it.
func (st *State) clone() State {
	c := *st
	c.Games = append([]GameEntry(nil), st.Games...)
	c.Played = append([]npuzzle.Move(nil), st.Played...)
	c.SolverPanel = st.SolverPanel.Clone()
	c.History = append([]Entry(nil), st.History...)
	c.Saved = append([]SavedBoard(nil), st.Saved...)
	if st.Step != nil {
		v := *st.Step
		v.Beam = append([]string(nil), st.Step.Beam...)
		c.Step = &v
	}
	return c
}
