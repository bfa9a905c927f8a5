package npuzzlescreen

import "searchlab/wasm/app/actions"

// Actions of the N-puzzle screen. Every one embeds own, which makes it an
// actions.Action routed to this screen (actions.Routed) whichever screen is
// shown. The shared actions (Arrow, Undo, Run, Stop, the player's, the
// solver panel's, StepSearch) act on the screen while it is shown.

type own struct{ actions.Own }

func (own) Screen() string { return ID }

// Playing and editing the board.
type (
	// MoveTile slides the tile at Cell (row-major) into the blank if they
	// are neighbours; in edit mode it is ignored.
	MoveTile struct {
		own
		Cell int
	}
	// SetEditing switches between playing and editing the board.
	SetEditing struct {
		own
		On bool
	}
	// EditBoard sets the board from text typed by the user ("1 2 3/4 5 6/7 8 0").
	EditBoard struct {
		own
		Text string
	}
	// SwapCells exchanges two cells while editing (a tile dragged onto another).
	SwapCells struct {
		own
		A, B int
	}
	// PickCell is a click on Cell while editing: the first click picks it,
	// a click on another cell swaps the two, a second click on the same
	// cell lets it go.
	PickCell struct {
		own
		Cell int
	}
	// Resize makes a new solved board of Rows×Cols (2..8 each).
	Resize struct {
		own
		Rows, Cols int
	}
	// SetGoalMode picks the goal: GoalBlankLast, GoalBlankFirst or GoalCustom.
	SetGoalMode struct {
		own
		Mode string
	}
	// EditGoal sets a custom goal from text.
	EditGoal struct {
		own
		Text string
	}
	// Shuffle draws a random solvable board (from the session's seed and a counter).
	Shuffle struct{ own }
	// SetShuffle sets how Shuffle draws a board: "random" (any solvable
	// board) or "walk:k" (k random moves from the goal; npuzzle.ParseShuffle).
	SetShuffle struct {
		own
		Mode string
	}
	// SetImage shows URL (an object URL of a local file) cut into the tiles; "" removes it.
	SetImage struct {
		own
		URL string
	}
)

// The saved boards (saved.go).
type (
	// SaveBoard keeps the current board in the saved-board list.
	SaveBoard struct{ own }
	// LoadBoard puts saved board Index on the screen.
	LoadBoard struct {
		own
		Index int
	}
)
