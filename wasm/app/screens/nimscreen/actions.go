package nimscreen

import "searchlab/wasm/app/actions"

// Actions of the Nim screen. Every one embeds nimAction, which makes it an
// actions.Action routed to this screen (actions.Routed) whichever screen is
// shown (a solver line may arrive after the user switched games).

// Action marks the Nim screen's actions.
type Action interface {
	actions.Routed
	isNim()
}

type nimAction struct{ actions.Own }

func (nimAction) Screen() string { return ID }
func (nimAction) isNim()         {}

type (
	// Take takes Take stones from heap Heap (0-based): a click on a stone
	// takes it and every stone to its right (Nim).
	Take struct {
		nimAction
		Heap, Take int
	}
	// Split splits heap Heap (0-based) into A and the rest (Grundy's game):
	// a click between stones A and A+1.
	Split struct {
		nimAction
		Heap, A int
	}
	// Undo takes back the last move (in human vs AI mode: the AI's
	// reply and the move before it, back to the human's turn).
	Undo struct{ nimAction }
	// NewGame starts again from Board ("" keeps the current start).
	NewGame struct {
		nimAction
		Board string
	}
	// Random starts from a random position (seeded from the screen's seed
	// and a counter).
	Random struct{ nimAction }
	// SetRules sets the variant ("nim" or "grundy") and the rule
	// ("normal" or "misere") and starts a new game.
	SetRules struct {
		nimAction
		Variant, Rule string
	}
	// SetMode picks "ai" (human vs AI), "hints" (human vs human with
	// hints) or "aivai" (AI vs AI).
	SetMode struct {
		nimAction
		Mode string
	}
	// SetHumanSide picks who starts in human vs AI: 0 the human, 1 the AI.
	SetHumanSide struct {
		nimAction
		Side int
	}
	// SetAI picks the AI's algorithm and its depth (minimax, alpha-beta;
	// 0 = to the end) or playout budget (MCTS), and a node budget.
	SetAI struct {
		nimAction
		Algorithm  string
		Depth      int
		Iterations int
		MaxNodes   int64
	}
	// SetAlgorithm2 picks the second AI's algorithm in AI vs AI ("":
	// the same as the first's); depth and budgets are shared.
	SetAlgorithm2 struct {
		nimAction
		Algorithm string
	}
	// AIMove asks the AI (in the worker) for the move of the player to move.
	AIMove struct{ nimAction }
	// SetAuto switches automatic play in AI vs AI mode.
	SetAuto struct {
		nimAction
		On bool
	}
	// SetCandidates asks the AI's search to also value every root move
	// (the solver's opt-in "candidates" output).
	SetCandidates struct {
		nimAction
		On bool
	}
	// ShowHints shows or hides the hints.
	ShowHints struct {
		nimAction
		On bool
	}
	// Tree opens (On) or closes the game-tree view of the current
	// position: a search the worker keeps and steps when asked, drawn by
	// the replay view.
	Tree struct {
		nimAction
		On bool
	}
	// TreeStep asks the worker for N more steps of the tree view's search
	// (N < 0: to its end or the node cap).
	TreeStep struct {
		nimAction
		N int
	}
	// ReviewSeek shows the position after Index moves of the game (the
	// game player; the game itself is unchanged).
	ReviewSeek struct {
		nimAction
		Index int
	}
	// ReviewStep moves the game player by Delta moves.
	ReviewStep struct {
		nimAction
		Delta int
	}
	// ReviewPlay starts or pauses replaying the game.
	ReviewPlay struct{ nimAction }
	// ReviewSpeed sets the replay speed in moves per second.
	ReviewSpeed struct {
		nimAction
		MovesPerSecond float64
	}
	// ReviewTick advances a playing replay (sent by its timer, Gen
	// identifies the replay).
	ReviewTick struct {
		nimAction
		Gen int
	}
)

// Switches are an AI's search switches: alpha-beta's move ordering,
// transposition table and iterative deepening (TT also memoises minimax),
// and MCTS's exploration constant C and MCTS-Solver. They go to the solver
// as the request's params ordering, tt, deepening, c and solver.
type Switches struct {
	Ordering  bool    `json:"ordering"`
	TT        bool    `json:"tt"`
	Deepening bool    `json:"deepening"`
	C         float64 `json:"c"`
	Solver    bool    `json:"solver"`
}

// SetSwitches sets the switches of AI 1 (Second false) or of AI 2 in AI
// vs AI (Second true).
type SetSwitches struct {
	nimAction
	Second   bool
	Switches Switches
}

// RunCompare runs (On) or stops/closes (Off) the compare-settings table:
// alpha-beta on the current position with the four combinations of
// transposition table and move ordering, one after another in the worker.
type RunCompare struct {
	nimAction
	On bool
}
