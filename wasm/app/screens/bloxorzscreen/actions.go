package bloxorzscreen

import "searchlab/wasm/app/actions"

// BloxorzAction marks the actions of the Bloxorz screen; the store routes
// them to the Bloxorz reducer whatever screen is showing (a solver line of a
// Bloxorz run may arrive after the user switched games).
type BloxorzAction interface {
	actions.Routed
	isBloxorz()
}

// The board's views (BloxView).
const (
	ViewFlat = "flat"
	ViewIso  = "iso"
)

type bloxAction struct{ actions.Own }

func (bloxAction) Screen() string { return GameBloxorz }
func (bloxAction) isBloxorz()     {}

// The Bloxorz screen. The shared actions (Arrow, Undo, Run, Stop, the
// player's, SelectAlgorithm, SetParam, SetBudget, SetSeed) act on the
// Bloxorz screen while it is showing.
type (
	// BloxKey presses a key of the game: 'U', 'D', 'L', 'R' or 'S' (switch
	// control between split cubes; the space bar).
	BloxKey struct {
		bloxAction
		Key byte
	}
	// BloxRestart puts the block back on the start with the bridges reset.
	BloxRestart struct {
		bloxAction
	}
	// BloxStage loads classic stage N (1..33).
	BloxStage struct {
		bloxAction
		N int
	}
	// BloxPasscode loads the classic stage whose passcode is Code.
	BloxPasscode struct {
		bloxAction
		Code string
	}
	// BloxLevelText loads a level from its text (an imported file, or the
	// level editor's text box); Name names the source in messages.
	BloxLevelText struct {
		bloxAction
		Name, Text string
	}
	// BloxEditing opens or closes the level editor.
	BloxEditing struct {
		bloxAction
		On bool
	}
	// BloxTool picks the editor's brush: void, floor, fragile, exit, start,
	// soft, hard, split, bridge-on, bridge-off, or "wire" (connect switches
	// to bridge cells and splits to their targets).
	BloxTool struct {
		bloxAction
		Tool string
	}
	// BloxPaint applies the brush to cell (X, Y) of the level being edited.
	BloxPaint struct {
		bloxAction
		X, Y int
	}
	// BloxDraftText replaces the edited level by the text typed in the editor.
	BloxDraftText struct {
		bloxAction
		Text string
	}
	// BloxResize sets the edited grid's size (cells outside are dropped).
	BloxResize struct {
		bloxAction
		W, H int
	}
	// BloxCheck runs breadth-first search on the edited level in the worker.
	BloxCheck struct {
		bloxAction
	}
	// BloxGenerate makes a new solvable level for a difficulty preset.
	BloxGenerate struct {
		bloxAction
		Difficulty string
	}
	// BloxHeatmap asks for (On) or hides the heatmap of the next run.
	BloxHeatmap struct {
		bloxAction
		On bool
	}
	// BloxView picks how the board is drawn: ViewFlat (from above) or
	// ViewIso (isometric, like the original game). The editor is always
	// flat.
	BloxView struct {
		bloxAction
		View string
	}
)
