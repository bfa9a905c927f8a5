// Package store holds the SearchLab UI state and the only code that changes
// it (Flux): a Store instance receives actions (package actions), updates its
// State, notifies listeners, and performs side effects through injected
// interfaces (Solver, Storage). It holds the shared session (game picker,
// theme, notice, seed: session.go; the run history, history.go), one
// Screen per registered game (screen.go: the route, the Host the screens
// use, the one ticker), the run controller (runs.go) and the shared solver
// panel (solver_panel.go, panel_run.go). The games' screens live in their
// own packages (wasm/app/screens/…). It is pure Go — no syscall/js,
// no Vecty — so every rule of the UI is tested natively.
package store

import (
	"searchlab/core/registry"
	corewire "searchlab/core/wire"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
)

// GameEntry is one game in the game picker.
type GameEntry struct {
	ID, Name string
}

// State is the session the UI shows: the game picker, the theme, the
// notice, the shared history, the shown screen's snapshot
// (Screen) and the slots the shared panels draw (the solver panel, the
// step view, solvability, the idle status), which the shown screen fills
// (Paneled). Components read it; only the store writes it. Slices and maps
// in a State returned by Store.State are copies the caller may keep.
type State struct {
	Game  string
	Games []GameEntry
	Theme string // "", "light" or "dark"
	// Lang is the language every panel writes in (the reader's choice,
	// or the browser's; State.T).
	Lang      i18n.Lang
	ShowAbout bool
	// Notice is the message line above the screen (share-link problems,
	// imports, a copied link) with its kind (notice.go); NoticeFading says
	// a success is fading out.
	Notice       actions.Notice
	NoticeFading bool
	// SolverLoading says that the solver's code is still downloading
	// (actions.SolverLoading): a run asked for meanwhile waits for it.
	SolverLoading bool

	History []Entry

	// Screen is the snapshot of the screen shown (Screen.Snapshot).
	Screen any

	// The shared panels' slots: the shown screen's solver panel with its
	// step view (Paneled), why its board cannot be solved ("" when it can),
	// what the status line says when no run's result is up ("" says
	// "Ready.") and what the step panel says before a step ("" says the
	// usual).
	SolverPanel
	Unsolvable string
	Idle       string
	StepHelp   string
}

// RunState is the solver panel's run in progress or the last one finished
// (panel_run.go).
type RunState struct {
	ID        RunID  // the run controller's id (0: none started)
	Tag       string // TagRun, TagCompare, or the screen's own (a check)
	Active    bool
	Algorithm string
	Board     string // the board text the run was asked to solve
	Progress  corewire.Progress
	Lines     int                // progress lines received
	Result    *corewire.Response // the final object, when one arrived
	Outcome   Outcome            // "" while running or before any run
	Message   string             // a sentence: the solver's error, why it stopped, crashed or was refused
	// What the screen says about the result (PanelScreen.PanelEnded): the
	// solution's size in words ("" says "N moves"), a note after the status
	// line, and figures of its own for the statistics panel.
	Size    string
	Note    string
	Figures []Figure
}

// InCompare reports whether the run is part of a comparison.
func (r RunState) InCompare() bool { return r.Tag == TagCompare }

// Figure is one statistic a screen adds to the shared statistics panel
// (the N-puzzle's h(start)).
type Figure struct {
	Label, ID, Value string
}

// SavedBoard is a board the user kept (a BoardKeeper's, in the exported
// file).
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
	Status    Outcome           `json:"status"`
	Length    int               `json:"length"`
	Cost      float64           `json:"cost"`
	Stats     corewire.Stats    `json:"stats"`
	Error     string            `json:"error,omitempty"`
}

// Failed reports whether the run did not end with a solution or a proof.
func (e Entry) Failed() bool { return e.Status.Failed() }

// FindAlgo returns the catalog entry of id.
func FindAlgo(c []registry.AlgorithmInfo, id string) (registry.AlgorithmInfo, bool) {
	for _, a := range c {
		if a.ID == id {
			return a, true
		}
	}
	return registry.AlgorithmInfo{}, false
}

// T is the catalogue's message key in the page's language
// (i18n.Lang.T), for the panels.
func (st *State) T(key string, args ...any) string { return st.Lang.T(key, args...) }
