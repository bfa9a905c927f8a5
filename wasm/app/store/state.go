// Package store holds the SearchLab UI state and the only code that changes
// it (Flux): a Store instance receives actions (package actions), updates its
// State, notifies listeners, and performs side effects through injected
// interfaces (Solver, Storage). It holds the shared session (game picker,
// theme, notice, seed: session.go; the run history and saved boards), one
// Screen per registered game (screen.go: the route, the Host the screens
// use, the one ticker) and the shared solver panel (solver_panel.go). The games' screens live in their
// own packages (wasm/app/screens/…). It is pure Go — no syscall/js,
// no Vecty — so every rule of the UI is tested natively.
package store

import (
	"searchlab/core/api"
)

// Outcomes of a run beyond the wire statuses.
const (
	OutcomeStopped = "stopped"
	OutcomeCrashed = "crashed"
	OutcomeRefused = "refused" // the solver would not start (busy, not ready)
)

// GameEntry is one game in the game picker.
type GameEntry struct {
	ID, Name string
}

// State is the session the UI shows: the game picker, the theme, the
// notice, the shared history and saved boards, the shown screen's snapshot
// (Screen) and the slots the shared panels draw (the solver panel, the
// step view, solvability, the idle status), which the shown screen fills
// (Paneled). Components read it; only the store writes it. Slices and maps
// in a State returned by Store.State are copies the caller may keep.
type State struct {
	Game      string
	Games     []GameEntry
	Theme     string // "", "light" or "dark"
	ShowAbout bool
	Notice    string // a message line (share-link problems, imports)
	NoticeBad bool   // the notice reports a problem

	History []Entry
	Saved   []SavedBoard // the N-puzzle boards the user kept (exported with the history)

	// Screen is the snapshot of the screen shown (Screen.Snapshot).
	Screen any

	// The shared panels' slots: the shown screen's solver panel and step
	// view (Paneled), why its board cannot be solved ("" when it can) and
	// what the status line says when no run's result is up ("" says
	// "Ready.").
	SolverPanel
	Step       *StepView
	Unsolvable string
	Idle       string
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

// FindAlgo returns the catalog entry of id.
func FindAlgo(c []api.AlgorithmInfo, id string) (api.AlgorithmInfo, bool) {
	for _, a := range c {
		if a.ID == id {
			return a, true
		}
	}
	return api.AlgorithmInfo{}, false
}
