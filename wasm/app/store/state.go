// Package store holds the SearchLab UI state and the only code that changes
// it (Flux): a Store instance receives actions (package actions), updates its
// State, notifies listeners, and performs side effects through injected
// interfaces (Solver, Storage). It holds the shared session (game picker,
// theme, notice, seed: session.go; the run history), one Screen per registered game
// (screen.go: the route, the Host the screens use, the one ticker), the
// shared solver panel (solver_panel.go) and the N-puzzle screen, the
// first-load one (npuzzle_screen.go). The other games' screens live in
// their own packages (wasm/app/screens/…). It is pure Go — no syscall/js,
// no Vecty — so every rule of the UI is tested natively.
package store

import (
	"time"

	"searchlab/core/api"
	"searchlab/core/npuzzle"
)

// Goal modes.
const (
	GoalBlankLast  = "last"
	GoalBlankFirst = "first"
	GoalCustom     = "custom"
)

// Outcomes of a run beyond the wire statuses.
const (
	OutcomeStopped = "stopped"
	OutcomeCrashed = "crashed"
	OutcomeRefused = "refused" // the solver would not start (busy, not ready)
)

// GameNPuzzle is the N-puzzle's game id.
const GameNPuzzle = "npuzzle"

// GameEntry is one game in the game picker.
type GameEntry struct {
	ID, Name string
}

// State is everything the UI shows. Components read it; only the store
// writes it. Slices and maps in a State returned by Store.State are copies
// the caller may keep.
type State struct {
	Game      string
	Games     []GameEntry
	Theme     string // "", "light" or "dark"
	ShowAbout bool
	Notice    string // a message line (share-link problems, imports)
	NoticeBad bool   // the notice reports a problem

	// The board on screen and how it is being edited.
	Board       npuzzle.Board
	BoardText   string // the edit box (may hold text that does not parse)
	BoardError  string // why BoardText does not parse ("" if it does)
	GoalMode    string
	Goal        npuzzle.Board
	GoalText    string
	GoalError   string
	Unsolvable  string // why Board cannot reach Goal ("" when it can)
	Editing     bool
	Played      []npuzzle.Move // moves played by hand, for undo
	Shuffles    uint64         // shuffles so far (varies the shuffle seed)
	ShuffleMode string         // how Shuffle draws a board: "" or "random", or "walk:k"
	ImageURL    string         // object URL of an image cut into the tiles

	// The N-puzzle's solver panel: algorithm, parameters, budgets, seed
	// (also the session's seed), the run and the compare queue.
	SolverPanel

	Player  Player
	Step    *StepView
	History []Entry
	Saved   []SavedBoard

	// Screen is the snapshot of the screen shown (Screen.Snapshot), for
	// the screens in their own packages (wasm/app/screens/…); nil for the
	// N-puzzle screen, whose state is above.
	Screen any

	// Idle is what the status line says when no run's result is up, for a
	// screen's own news (Bloxorz: solved by hand); "" says "Ready.".
	Idle string
}

// RunState is the run in progress or the last one finished.
type RunState struct {
	ID        int // increases with every run; solver callbacks carry it
	Active    bool
	InCompare bool // the run is part of a comparison
	Algorithm string
	Board     string // the board text the run was asked to solve
	Progress  api.Progress
	Lines     int           // progress lines received
	Result    *api.Response // the final object, when one arrived
	Outcome   string        // wire status, or stopped / crashed / refused
	Message   string        // a sentence for stopped / crashed / refused
	// Tables is the pattern databases' download or build before the
	// search starts (nil otherwise; pdb_progress.go).
	Tables *TablesProgress
}

// Player animates a solution over the board it was found for.
type Player struct {
	Start   npuzzle.Board
	Moves   []npuzzle.Move
	Index   int // moves shown so far, 0..len(Moves)
	Playing bool
	Speed   float64   // moves per second
	next    time.Time // when the ticker shows the next move (player.go)
}

// Loaded reports whether the player holds a solution.
func (p Player) Loaded() bool { return len(p.Moves) > 0 }

// Board returns the board after the first Index moves.
func (p Player) Board() npuzzle.Board {
	b, _ := npuzzle.Apply(p.Start, p.Moves[:p.Index])
	return b
}

// SavedBoard is a board the user kept.
type SavedBoard struct {
	Name  string `json:"name"`
	Board string `json:"board"`
	Goal  string `json:"goal,omitempty"`
}

// Entry is one run in the history.
type Entry struct {
	ID        int64             `json:"id"`
	At        string            `json:"at"` // RFC 3339
	Game      string            `json:"game"`
	Board     string            `json:"board"`
	Goal      string            `json:"goal,omitempty"`
	Algorithm string            `json:"algorithm"`
	Params    map[string]string `json:"params,omitempty"`
	Seed      int64             `json:"seed"`
	MaxNodes  int64             `json:"max_nodes,omitempty"`
	TimeoutMS int64             `json:"timeout_ms,omitempty"`
	Status    string            `json:"status"` // wire status, "stopped" or "crashed"
	Length    int               `json:"length"`
	Cost      float64           `json:"cost"`
	Stats     api.Stats         `json:"stats"`
	Error     string            `json:"error,omitempty"`
}

// Failed reports whether the run did not end with a solution or a proof.
func (e Entry) Failed() bool {
	return e.Status != string(api.StatusFound) && e.Status != string(api.StatusNotFound) && e.Status != string(api.StatusUnsolvable)
}

// DisplayBoard is the board the screen draws: the state a stepped search
// is at (until it ends), the player's position while a solution for the
// current board is loaded, else the board itself.
func (s *State) DisplayBoard() npuzzle.Board {
	if s.Step != nil && !s.Step.Done && s.Step.State != "" {
		if b, err := npuzzle.Parse(s.Step.State); err == nil && b.SameSize(s.Board) {
			return b
		}
	}
	if s.Player.Loaded() && s.Player.Start == s.Board {
		return s.Player.Board()
	}
	return s.Board
}

// GoalString is the goal as sent to the solver ("" for the default goal).
func (s *State) GoalString() string {
	if s.GoalMode == GoalBlankLast {
		return ""
	}
	return s.Goal.String()
}

func FindAlgo(c []api.AlgorithmInfo, id string) (api.AlgorithmInfo, bool) {
	for _, a := range c {
		if a.ID == id {
			return a, true
		}
	}
	return api.AlgorithmInfo{}, false
}
