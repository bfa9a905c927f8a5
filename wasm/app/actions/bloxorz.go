package actions

// BloxorzAction marks the actions of the Bloxorz screen; the store routes
// them to the Bloxorz reducer whatever screen is showing (a solver line of a
// Bloxorz run may arrive after the user switched games).
type BloxorzAction interface {
	Routed
	isBloxorz()
}

// The Bloxorz screen. The shared actions (Arrow, Undo, Run, Stop, the
// player's, SelectAlgorithm, SetParam, SetBudget, SetSeed) act on the
// Bloxorz screen while it is showing.
type (
	// BloxKey presses a key of the game: 'U', 'D', 'L', 'R' or 'S' (switch
	// control between split cubes; the space bar).
	BloxKey struct{ Key byte }
	// BloxRestart puts the block back on the start with the bridges reset.
	BloxRestart struct{}
	// BloxStage loads classic stage N (1..33).
	BloxStage struct{ N int }
	// BloxPasscode loads the classic stage whose passcode is Code.
	BloxPasscode struct{ Code string }
	// BloxLevelText loads a level from its text (an imported file, or the
	// level editor's text box); Name names the source in messages.
	BloxLevelText struct{ Name, Text string }
	// BloxSolverLine is one NDJSON line from the solver for Bloxorz run RunID.
	BloxSolverLine struct {
		RunID int
		Line  string
	}
	// BloxSolverEnd ends the solver stream of Bloxorz run RunID (Err as in SolverEnd).
	BloxSolverEnd struct {
		RunID int
		Err   string
	}
	// BloxEditing opens or closes the level editor.
	BloxEditing struct{ On bool }
	// BloxTool picks the editor's brush: void, floor, fragile, exit, start,
	// soft, hard, split, bridge-on, bridge-off, or "wire" (connect switches
	// to bridge cells and splits to their targets).
	BloxTool struct{ Tool string }
	// BloxPaint applies the brush to cell (X, Y) of the level being edited.
	BloxPaint struct{ X, Y int }
	// BloxDraftText replaces the edited level by the text typed in the editor.
	BloxDraftText struct{ Text string }
	// BloxResize sets the edited grid's size (cells outside are dropped).
	BloxResize struct{ W, H int }
	// BloxCheck runs breadth-first search on the edited level in the worker.
	BloxCheck struct{}
	// BloxGenerate makes a new solvable level for a difficulty preset.
	BloxGenerate struct{ Difficulty string }
	// BloxGenerated is the worker's answer to generate request ID for
	// Preset: Line is its JSON (api.GenerateResponse), Err as in SolverEnd.
	BloxGenerated struct {
		ID        int
		Line, Err string
		Preset    string
	}
	// BloxHeatmap asks for (On) or hides the heatmap of the next run.
	BloxHeatmap struct{ On bool }
)

func (BloxKey) isAction()        {}
func (BloxRestart) isAction()    {}
func (BloxStage) isAction()      {}
func (BloxPasscode) isAction()   {}
func (BloxLevelText) isAction()  {}
func (BloxSolverLine) isAction() {}
func (BloxSolverEnd) isAction()  {}
func (BloxEditing) isAction()    {}
func (BloxTool) isAction()       {}
func (BloxPaint) isAction()      {}
func (BloxResize) isAction()     {}
func (BloxDraftText) isAction()  {}
func (BloxCheck) isAction()      {}
func (BloxGenerate) isAction()   {}
func (BloxHeatmap) isAction()    {}

func (BloxKey) isBloxorz()        {}
func (BloxRestart) isBloxorz()    {}
func (BloxStage) isBloxorz()      {}
func (BloxPasscode) isBloxorz()   {}
func (BloxLevelText) isBloxorz()  {}
func (BloxSolverLine) isBloxorz() {}
func (BloxSolverEnd) isBloxorz()  {}
func (BloxEditing) isBloxorz()    {}
func (BloxTool) isBloxorz()       {}
func (BloxPaint) isBloxorz()      {}
func (BloxResize) isBloxorz()     {}
func (BloxDraftText) isBloxorz()  {}
func (BloxCheck) isBloxorz()      {}
func (BloxGenerate) isBloxorz()   {}
func (BloxHeatmap) isBloxorz()    {}

func (BloxGenerated) isAction()  {}
func (BloxGenerated) isBloxorz() {}

func (BloxKey) Screen() string        { return "bloxorz" }
func (BloxRestart) Screen() string    { return "bloxorz" }
func (BloxStage) Screen() string      { return "bloxorz" }
func (BloxPasscode) Screen() string   { return "bloxorz" }
func (BloxLevelText) Screen() string  { return "bloxorz" }
func (BloxSolverLine) Screen() string { return "bloxorz" }
func (BloxSolverEnd) Screen() string  { return "bloxorz" }
func (BloxEditing) Screen() string    { return "bloxorz" }
func (BloxTool) Screen() string       { return "bloxorz" }
func (BloxPaint) Screen() string      { return "bloxorz" }
func (BloxResize) Screen() string     { return "bloxorz" }
func (BloxDraftText) Screen() string  { return "bloxorz" }
func (BloxCheck) Screen() string      { return "bloxorz" }
func (BloxGenerate) Screen() string   { return "bloxorz" }
func (BloxHeatmap) Screen() string    { return "bloxorz" }
func (BloxGenerated) Screen() string  { return "bloxorz" }
