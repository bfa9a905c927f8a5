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
	// ToggleAbout opens or closes the about panel.
	ToggleAbout struct{}
	// DismissNotice hides the notice line (e.g. "the share link is damaged").
	DismissNotice struct{}
	// OpenLink restores a screen from a URL fragment (share link).
	OpenLink struct{ Fragment string }
)

// Playing and editing the board.
type (
	// MoveTile slides the tile at Cell (row-major) into the blank if they
	// are neighbours; in edit mode it is ignored.
	MoveTile struct{ Cell int }
	// Arrow slides the tile next to the blank in direction Dir ("up",
	// "down", "left", "right": the direction the TILE moves).
	Arrow struct{ Dir string }
	// Undo takes back the last move played by hand.
	Undo struct{}
	// SetEditing switches between playing and editing the board.
	SetEditing struct{ On bool }
	// EditBoard sets the board from text typed by the user ("1 2 3/4 5 6/7 8 0").
	EditBoard struct{ Text string }
	// SwapCells exchanges two cells while editing (a tile dragged onto another).
	SwapCells struct{ A, B int }
	// Resize makes a new solved board of Rows×Cols (2..8 each).
	Resize struct{ Rows, Cols int }
	// SetGoalMode picks the goal: "last" (blank last), "first" (blank first) or "custom".
	SetGoalMode struct{ Mode string }
	// EditGoal sets a custom goal from text.
	EditGoal struct{ Text string }
	// Shuffle draws a random solvable board (from the screen's seed and a counter).
	Shuffle struct{}
	// SetShuffle sets how Shuffle draws a board: "random" (any solvable
	// board) or "walk:k" (k random moves from the goal; npuzzle.ParseShuffle).
	SetShuffle struct{ Mode string }
	// SetImage shows URL (an object URL of a local file) cut into the tiles; "" removes it.
	SetImage struct{ URL string }
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
	// SetSeed sets the seed of the run (and of Shuffle).
	SetSeed struct{ Seed int64 }
	// Run sends the current board to the solver.
	Run struct{}
	// Stop ends the running search or comparison.
	Stop struct{}
	// SolverLine is one NDJSON line from the solver for run RunID of the
	// screen For (a game id): routed to that screen whichever is shown.
	SolverLine struct {
		For   string
		RunID int
		Line  string
	}
	// SolverEnd says the solver's stream for run RunID of screen For ended;
	// Err is "" for a normal end, otherwise the reason ("stopped",
	// "crashed: …", "busy: …").
	SolverEnd struct {
		For   string
		RunID int
		Err   string
	}
	// PDBProgress is a "searchlab-pdb" event of the solver worker (see
	// web/solver-client.mjs): the pattern databases of the running N-puzzle
	// search are being downloaded (State "fetching", Bytes to transfer, 0
	// when unknown) or built ("building", Done of Total entries), or are
	// ready ("fetched", "built"). Name is the database's file name.
	PDBProgress struct {
		Name, State string
		Done, Total int
		Bytes       int64
	}
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

// Stepping a search on the page.
type (
	// StepSearch performs N steps of the chosen algorithm on the page,
	// starting a stepping session if none is open.
	StepSearch struct{ N int }
	// EndStepping closes the stepping session.
	EndStepping struct{}
)

// History and files.
type (
	// ClearHistory forgets every run.
	ClearHistory struct{}
	// Import reads an exported JSON file (history and boards).
	Import struct{ Name, Text string }
	// SaveBoard keeps the current board in the saved-board list.
	SaveBoard struct{}
	// LoadBoard puts saved board Index on the screen.
	LoadBoard struct{ Index int }
	// LoadRun puts history entry Index (board and settings) on the screen.
	LoadRun struct{ Index int }
	// Notice shows a message (e.g. "link copied").
	Notice struct{ Text string }
)

func (SelectGame) isAction()      {}
func (SetTheme) isAction()        {}
func (ToggleAbout) isAction()     {}
func (DismissNotice) isAction()   {}
func (OpenLink) isAction()        {}
func (MoveTile) isAction()        {}
func (Arrow) isAction()           {}
func (Undo) isAction()            {}
func (SetEditing) isAction()      {}
func (EditBoard) isAction()       {}
func (SwapCells) isAction()       {}
func (Resize) isAction()          {}
func (SetGoalMode) isAction()     {}
func (EditGoal) isAction()        {}
func (Shuffle) isAction()         {}
func (SetShuffle) isAction()      {}
func (SetImage) isAction()        {}
func (SelectAlgorithm) isAction() {}
func (SetParam) isAction()        {}
func (SetBudget) isAction()       {}
func (SetSeed) isAction()         {}
func (Run) isAction()             {}
func (Stop) isAction()            {}
func (SolverLine) isAction()      {}
func (SolverEnd) isAction()       {}
func (PDBProgress) isAction()     {}
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
func (ClearHistory) isAction()    {}
func (Import) isAction()          {}
func (SaveBoard) isAction()       {}
func (LoadBoard) isAction()       {}
func (LoadRun) isAction()         {}
func (Notice) isAction()          {}

// Screen implements Routed: the line goes to the screen that asked.
func (a SolverLine) Screen() string { return a.For }

// Screen implements Routed: pattern databases serve the N-puzzle screen only.
func (PDBProgress) Screen() string { return "npuzzle" }

// Screen implements Routed: the end goes to the screen that asked.
func (a SolverEnd) Screen() string { return a.For }

// Own makes a screen package's action types Actions: embed it. Each screen
// package (wasm/app/screens/…) declares its own actions this way.
type Own struct{}

func (Own) isAction() {}

// Routed is an action for one screen, whichever screen is shown (a solver
// line may arrive after the user switched games): the store hands it to the
// screen named by Screen.
type Routed interface {
	Action
	Screen() string
}
