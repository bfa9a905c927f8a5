package actions

// Actions of the Nim screen. Every one satisfies NimAction as well as
// Action, so the store routes them to the Nim reducer in one place.

// NimAction marks the Nim screen's actions.
type NimAction interface {
	Action
	isNim()
}

type (
	// NimTake takes Take stones from heap Heap (0-based): a click on a stone
	// takes it and every stone to its right (Nim).
	NimTake struct{ Heap, Take int }
	// NimSplit splits heap Heap (0-based) into A and the rest (Grundy's game):
	// a click between stones A and A+1.
	NimSplit struct{ Heap, A int }
	// NimUndo takes back the last move (in human vs AI mode: the AI's
	// reply and the move before it, back to the human's turn).
	NimUndo struct{}
	// NimNewGame starts again from Board ("" keeps the current start).
	NimNewGame struct{ Board string }
	// NimRandom starts from a random position (seeded from the screen's seed
	// and a counter).
	NimRandom struct{}
	// NimSetRules sets the variant ("nim" or "grundy") and the rule
	// ("normal" or "misere") and starts a new game.
	NimSetRules struct{ Variant, Rule string }
	// NimSetMode picks "ai" (human vs AI), "hints" (human vs human with
	// hints) or "aivai" (AI vs AI).
	NimSetMode struct{ Mode string }
	// NimSetHumanSide picks who starts in human vs AI: 0 the human, 1 the AI.
	NimSetHumanSide struct{ Side int }
	// NimSetAI picks the AI's algorithm and its depth (minimax, alpha-beta;
	// 0 = to the end) or playout budget (MCTS), and a node budget.
	NimSetAI struct {
		Algorithm  string
		Depth      int
		Iterations int
		MaxNodes   int64
	}
	// NimSetAlgorithm2 picks the second AI's algorithm in AI vs AI ("":
	// the same as the first's); depth and budgets are shared.
	NimSetAlgorithm2 struct{ Algorithm string }
	// NimAIMove asks the AI (in the worker) for the move of the player to move.
	NimAIMove struct{}
	// NimSetAuto switches automatic play in AI vs AI mode.
	NimSetAuto struct{ On bool }
	// NimSetCandidates asks the AI's search to also value every root move
	// (the solver's opt-in "candidates" output).
	NimSetCandidates struct{ On bool }
	// NimShowHints shows or hides the hints.
	NimShowHints struct{ On bool }
	// NimSolverLine is one NDJSON line of the AI's search RunID.
	NimSolverLine struct {
		RunID int
		Line  string
	}
	// NimSolverEnd ends the AI's search RunID (Err as in SolverEnd).
	NimSolverEnd struct {
		RunID int
		Err   string
	}
	// NimTree opens (On) or closes the game-tree view of the current
	// position; opening builds a fresh search on the page.
	NimTree struct{ On bool }
	// NimTreeStep advances the page's tree search by N nodes (N < 0: to the
	// end or the node cap).
	NimTreeStep struct{ N int }
	// NimTreeToggle collapses or expands tree node ID.
	NimTreeToggle struct{ ID int }
	// NimReviewSeek shows the position after Index moves of the game (the
	// game player; the game itself is unchanged).
	NimReviewSeek struct{ Index int }
	// NimReviewStep moves the game player by Delta moves.
	NimReviewStep struct{ Delta int }
	// NimReviewPlay starts or pauses replaying the game.
	NimReviewPlay struct{}
	// NimReviewSpeed sets the replay speed in moves per second.
	NimReviewSpeed struct{ MovesPerSecond float64 }
	// NimReviewTick advances a playing replay (sent by its timer, Gen
	// identifies the replay).
	NimReviewTick struct{ Gen int }
)

func (NimTake) isAction()          {}
func (NimSplit) isAction()         {}
func (NimUndo) isAction()          {}
func (NimNewGame) isAction()       {}
func (NimRandom) isAction()        {}
func (NimSetRules) isAction()      {}
func (NimSetMode) isAction()       {}
func (NimSetHumanSide) isAction()  {}
func (NimSetAI) isAction()         {}
func (NimAIMove) isAction()        {}
func (NimSetAuto) isAction()       {}
func (NimShowHints) isAction()     {}
func (NimSetCandidates) isAction() {}
func (NimSolverLine) isAction()    {}
func (NimSolverEnd) isAction()     {}
func (NimTree) isAction()          {}
func (NimTreeStep) isAction()      {}
func (NimTreeToggle) isAction()    {}

func (NimTake) isNim()             {}
func (NimSplit) isNim()            {}
func (NimUndo) isNim()             {}
func (NimNewGame) isNim()          {}
func (NimRandom) isNim()           {}
func (NimSetRules) isNim()         {}
func (NimSetMode) isNim()          {}
func (NimSetHumanSide) isNim()     {}
func (NimSetAI) isNim()            {}
func (NimAIMove) isNim()           {}
func (NimSetAuto) isNim()          {}
func (NimShowHints) isNim()        {}
func (NimSetCandidates) isNim()    {}
func (NimSolverLine) isNim()       {}
func (NimSolverEnd) isNim()        {}
func (NimTree) isNim()             {}
func (NimTreeStep) isNim()         {}
func (NimTreeToggle) isNim()       {}
func (NimReviewSeek) isAction()    {}
func (NimReviewSeek) isNim()       {}
func (NimReviewStep) isAction()    {}
func (NimReviewStep) isNim()       {}
func (NimReviewPlay) isAction()    {}
func (NimReviewPlay) isNim()       {}
func (NimReviewSpeed) isAction()   {}
func (NimReviewSpeed) isNim()      {}
func (NimReviewTick) isAction()    {}
func (NimReviewTick) isNim()       {}
func (NimSetAlgorithm2) isAction() {}
func (NimSetAlgorithm2) isNim()    {}

// NimSwitches are an AI's search switches: alpha-beta's move ordering,
// transposition table and iterative deepening (TT also memoises minimax),
// and MCTS's exploration constant C and MCTS-Solver. They go to the solver
// as the request's params ordering, tt, deepening, c and solver.
type NimSwitches struct {
	Ordering  bool    `json:"ordering"`
	TT        bool    `json:"tt"`
	Deepening bool    `json:"deepening"`
	C         float64 `json:"c"`
	Solver    bool    `json:"solver"`
}

// NimSetSwitches sets the switches of AI 1 (Second false) or of AI 2 in AI
// vs AI (Second true).
type NimSetSwitches struct {
	Second   bool
	Switches NimSwitches
}

func (NimSetSwitches) isAction() {}
func (NimSetSwitches) isNim()    {}

// NimCompare runs (On) or stops/closes (Off) the compare-settings table:
// alpha-beta on the current position with the four combinations of
// transposition table and move ordering, one after another in the worker.
type NimCompare struct{ On bool }

func (NimCompare) isAction() {}
func (NimCompare) isNim()    {}
