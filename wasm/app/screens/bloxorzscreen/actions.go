package bloxorzscreen

import "searchlab/wasm/app/actions"

// Action marks the actions of the Bloxorz screen; the store routes
// them to the Bloxorz reducer whatever screen is showing (a solver line of a
// Bloxorz run may arrive after the user switched games).
type Action interface {
	actions.Routed
	isBloxorz()
}

// The board's views (SetView).
const (
	ViewFlat = "flat"
	ViewIso  = "iso"
)

type bloxAction struct{ actions.Own }

func (bloxAction) Screen() string { return ID }
func (bloxAction) isBloxorz()     {}

// The Bloxorz screen. The shared actions (Arrow, Undo, Run, Stop, the
// player's, SelectAlgorithm, SetParam, SetBudget, SetSeed) act on the
// Bloxorz screen while it is showing.
type (
	// Key presses a key of the game: 'U', 'D', 'L', 'R' or 'S' (switch
	// control between split cubes; the space bar).
	Key struct {
		bloxAction
		Key byte
	}
	// Restart puts the block back on the start with the bridges reset.
	Restart struct {
		bloxAction
	}
	// Stage loads classic stage N (1..33).
	Stage struct {
		bloxAction
		N int
	}
	// Passcode loads the classic stage whose passcode is Code.
	Passcode struct {
		bloxAction
		Code string
	}
	// LevelText loads a level from its text (an imported file, or the
	// level editor's text box); Name names the source in messages.
	LevelText struct {
		bloxAction
		Name, Text string
	}
	// Editing opens or closes the level editor.
	Editing struct {
		bloxAction
		On bool
	}
	// Tool picks the editor's brush: void, floor, fragile, exit, start,
	// soft, hard, split, bridge-on, bridge-off, or "wire" (connect switches
	// to bridge cells and splits to their targets).
	Tool struct {
		bloxAction
		Tool string
	}
	// Paint applies the brush to cell (X, Y) of the level being edited.
	Paint struct {
		bloxAction
		X, Y int
	}
	// DraftText replaces the edited level by the text typed in the editor.
	DraftText struct {
		bloxAction
		Text string
	}
	// Resize sets the edited grid's size (cells outside are dropped).
	Resize struct {
		bloxAction
		W, H int
	}
	// Check runs breadth-first search on the edited level in the worker.
	Check struct {
		bloxAction
	}
	// Generate makes a new solvable level for a difficulty preset.
	Generate struct {
		bloxAction
		Difficulty string
	}
	// Heatmap asks for (On) or hides the heatmap of the next run.
	Heatmap struct {
		bloxAction
		On bool
	}
	// SetView picks how the board is drawn: ViewFlat (from above) or
	// ViewIso (isometric, like the original game). The editor is always
	// flat.
	SetView struct {
		bloxAction
		View string
	}
)
