// Package actions lists what can happen in the SearchLab UI, as plain
// structs (Flux actions). Components and the browser glue create them; only
// the store (package store) interprets them. The package is pure Go.
package actions

// Action is any value of the types below; the marker method keeps stray
// values out of Dispatch.
type Action interface{ isAction() }

// Screen and settings.
type (
	// SelectGame switches to another game screen.
	SelectGame struct{ ID string }
	// SetTheme picks "light", "dark" or "" (follow the system).
	SetTheme struct{ Theme string }
	// SetLang picks the page's language by its tag ("en", "vi"); the
	// choice is kept across visits.
	SetLang struct{ Lang string }
	// ToggleAbout opens or closes the about panel.
	ToggleAbout struct{}
	// DismissNotice hides the notice line (e.g. "the share link is damaged").
	DismissNotice struct{}
	// OpenLink restores a screen from a URL fragment (share link).
	OpenLink struct{ Fragment string }
)

// Keys every screen may give a meaning (the keyboard glue sends them to
// the screen shown).
type (
	// Arrow is an arrow key: "up", "down", "left", "right" (the N-puzzle
	// slides the tile next to the blank that way, Bloxorz rolls the block).
	Arrow struct{ Dir string }
	// Undo takes back the last move played by hand.
	Undo struct{}
)

// Algorithms and runs.
type (
	// SelectAlgorithm picks an algorithm by registry id.
	SelectAlgorithm struct{ ID string }
	// SetParam sets an algorithm parameter (text as typed).
	SetParam struct{ Name, Value string }
	// SetBudget sets the node budget and time budget (0: default).
	SetBudget struct {
		MaxNodes  int64
		TimeoutMS int64
	}
	// SetSeed sets the session's seed (runs, shuffles, random positions).
	SetSeed struct{ Seed int64 }
	// Run sends the current board to the solver.
	Run struct{}
	// Stop ends the running search or comparison (the run controller's
	// RunEnded reports it, store.RunEnded).
	Stop struct{}
	// Compare runs each of Algorithms (with their current parameters) on
	// the current board, one after another.
	Compare struct{ Algorithms []string }
	// ToggleCompare adds or removes an algorithm from the comparison set.
	ToggleCompare struct{ ID string }
)

// The solution player.
type (
	// TogglePlay starts or pauses the animation.
	TogglePlay struct{}
	// StepForward shows the next move of the solution.
	StepForward struct{}
	// StepBack shows the previous move.
	StepBack struct{}
	// Seek jumps to move Index (0 = start, len = end).
	Seek struct{ Index int }
	// SetSpeed sets the animation speed in moves per second.
	SetSpeed struct{ MovesPerSecond float64 }
	// Tick advances a playing animation by one move (sent by a timer).
	Tick struct{}
)

// Stepping a search (the solver's worker keeps it between steps).
type (
	// StepSearch performs N steps of the chosen algorithm, starting a
	// stepping session if none is open.
	StepSearch struct{ N int }
	// EndStepping closes the stepping session.
	EndStepping struct{}
)

// Replaying a trace (the last run's, or the step mode's) event by event.
type (
	// ReplaySeek shows the replay at position Pos (events 0..Pos-1 done).
	ReplaySeek struct{ Pos int }
	// ReplayStep moves the replay by Delta events (negative: back).
	ReplayStep struct{ Delta int }
	// ReplayPlay starts or pauses the replay.
	ReplayPlay struct{ On bool }
	// ReplaySpeed sets the replay's speed in events per second.
	ReplaySpeed struct{ PerSecond float64 }
	// ReplayJump moves to the next (or, Back, the previous) event of kind
	// Kind ("new_bound", "solution", "cutoff", "restart", …).
	ReplayJump struct {
		Kind string
		Back bool
	}
	// ReplayFold unfolds (Open) or folds a node of the replay's tree
	// (Node: its index in the tree the picture draws).
	ReplayFold struct {
		Node int32
		Open bool
	}
	// Quiz works the replay's "predict the next step" exercise: Op
	// "start" (N questions drawn with Seed), "answer" (the learner picks
	// Option), "next" (the next question), "stop".
	Quiz struct {
		Op     string
		N      int
		Seed   uint64
		Option int
	}
	// SetTrace sets how many events a run records for the replay (0:
	// none).
	SetTrace struct{ MaxEvents int }
	// CloseReplay drops the replay shown.
	CloseReplay struct{}
)

// History and files.
type (
	// ClearHistory forgets every run.
	ClearHistory struct{}
	// Import reads an exported JSON file (history and boards).
	Import struct{ Name, Text string }
	// LoadRun puts history entry Index (board and settings) on the screen.
	LoadRun struct{ Index int }
	// Notice shows a message line of a kind (e.g. NoticeSuccess, "Link
	// copied to the clipboard.").
	Notice struct {
		Kind NoticeKind
		Text string
	}
)

// NoticeKind says what a notice reports, and so how long it stays: the
// sender says it, the page never guesses it from the text.
type NoticeKind uint8

const (
	// NoticeNote is something to read or act on that is neither a success
	// nor a failure (a link to copy by hand, a repair report): it stays
	// until dismissed. It is the zero value.
	NoticeNote NoticeKind = iota
	// NoticeSuccess reports that what the person asked for was done
	// ("Link copied", "Imported 3 runs"): it fades after a few seconds.
	NoticeSuccess
	// NoticeError reports a failure or a refusal (a damaged link, a file
	// that cannot be imported): it stays until dismissed.
	NoticeError
)

// String names the kind ("note", "success", "error"), as the page's
// data-kind attribute and class say it.
func (k NoticeKind) String() string {
	switch k {
	case NoticeSuccess:
		return "success"
	case NoticeError:
		return "error"
	}
	return "note"
}

// Fades says whether a notice of this kind goes by itself.
func (k NoticeKind) Fades() bool { return k == NoticeSuccess }

func (SelectGame) isAction()      {}
func (SetTheme) isAction()        {}
func (SetLang) isAction()         {}
func (ToggleAbout) isAction()     {}
func (DismissNotice) isAction()   {}
func (OpenLink) isAction()        {}
func (Arrow) isAction()           {}
func (Undo) isAction()            {}
func (SelectAlgorithm) isAction() {}
func (SetParam) isAction()        {}
func (SetBudget) isAction()       {}
func (SetSeed) isAction()         {}
func (Run) isAction()             {}
func (Stop) isAction()            {}
func (Compare) isAction()         {}
func (ToggleCompare) isAction()   {}
func (TogglePlay) isAction()      {}
func (StepForward) isAction()     {}
func (StepBack) isAction()        {}
func (Seek) isAction()            {}
func (SetSpeed) isAction()        {}
func (Tick) isAction()            {}
func (StepSearch) isAction()      {}
func (EndStepping) isAction()     {}
func (ReplaySeek) isAction()      {}
func (ReplayStep) isAction()      {}
func (ReplayPlay) isAction()      {}
func (ReplaySpeed) isAction()     {}
func (ReplayJump) isAction()      {}
func (ReplayFold) isAction()      {}
func (Quiz) isAction()            {}
func (SetTrace) isAction()        {}
func (CloseReplay) isAction()     {}
func (ClearHistory) isAction()    {}
func (Import) isAction()          {}
func (LoadRun) isAction()         {}
func (Notice) isAction()          {}

// Own makes a screen package's action types Actions: embed it. Each screen
// package (wasm/app/screens/…) declares its own actions this way.
type Own struct{}

func (Own) isAction() {}

// Routed is an action for one screen, whichever screen is shown (a run's
// progress may arrive after the user switched games): the store hands it
// to the screen named by Screen.
type Routed interface {
	Action
	Screen() string
}
