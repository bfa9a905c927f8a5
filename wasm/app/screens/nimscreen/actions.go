package nimscreen

import "searchlab/wasm/app/actions"

// Actions of the Nim screen. Every one embeds nimAction, which makes it an
// actions.Action routed to this screen (actions.Routed) whichever screen is
// shown (a solver line may arrive after the user switched games).

// NimAction marks the Nim screen's actions.
type NimAction interface {
	actions.Routed
	isNim()
}

type nimAction struct{ actions.Own }

func (nimAction) Screen() string { return ID }
func (nimAction) isNim()         {}

type (
	// NimTake takes Take stones from heap Heap (0-based): a click on a stone
	// takes it and every stone to its right (Nim).
	NimTake struct {
		nimAction
		Heap, Take int
	}
	// NimSplit splits heap Heap (0-based) into A and the rest (Grundy's game):
	// a click between stones A and A+1.
	NimSplit struct {
		nimAction
		Heap, A int
	}
	// NimUndo takes back the last move (in human vs AI mode: the AI's
	// reply and the move before it, back to the human's turn).
	NimUndo struct{ nimAction }
	// NimNewGame starts again from Board ("" keeps the current start).
	NimNewGame struct {
		nimAction
		Board string
	}
	// NimRandom starts from a random position (seeded from the screen's seed
	// and a counter).
	NimRandom struct{ nimAction }
	// NimSetRules sets the variant ("nim" or "grundy") and the rule
	// ("normal" or "misere") and starts a new game.
	NimSetRules struct {
		nimAction
		Variant, Rule string
	}
	// NimSetMode picks "ai" (human vs AI), "hints" (human vs human with
	// hints) or "aivai" (AI vs AI).
	NimSetMode struct {
		nimAction
		Mode string
	}
	// NimSetHumanSide picks who starts in human vs AI: 0 the human, 1 the AI.
	NimSetHumanSide struct {
		nimAction
		Side int
	}
	// NimSetAI picks the AI's algorithm and its depth (minimax, alpha-beta;
	// 0 = to the end) or playout budget (MCTS), and a node budget.
	NimSetAI struct {
		nimAction
		Algorithm  string
		Depth      int
		Iterations int
		MaxNodes   int64
	}
	// NimSetAlgorithm2 picks the second AI's algorithm in AI vs AI ("":
	// the same as the first's); depth and budgets are shared.
	NimSetAlgorithm2 struct {
		nimAction
		Algorithm string
	}
	// NimAIMove asks the AI (in the worker) for the move of the player to move.
	NimAIMove struct{ nimAction }
	// NimSetAuto switches automatic play in AI vs AI mode.
	NimSetAuto struct {
		nimAction
		On bool
	}
	// NimSetCandidates asks the AI's search to also value every root move
	// (the solver's opt-in "candidates" output).
	NimSetCandidates struct {
		nimAction
		On bool
	}
	// NimShowHints shows or hides the hints.
	NimShowHints struct {
		nimAction
		On bool
	}
	// NimTree opens (On) or closes the game-tree view of the current
	// position; opening builds a fresh search on the page.
	NimTree struct {
		nimAction
		On bool
	}
	// NimTreeStep advances the page's tree search by N nodes (N < 0: to the
	// end or the node cap).
	NimTreeStep struct {
		nimAction
		N int
	}
	// NimTreeToggle collapses or expands tree node ID.
	NimTreeToggle struct {
		nimAction
		ID int
	}
	// NimReviewSeek shows the position after Index moves of the game (the
	// game player; the game itself is unchanged).
	NimReviewSeek struct {
		nimAction
		Index int
	}
	// NimReviewStep moves the game player by Delta moves.
	NimReviewStep struct {
		nimAction
		Delta int
	}
	// NimReviewPlay starts or pauses replaying the game.
	NimReviewPlay struct{ nimAction }
	// NimReviewSpeed sets the replay speed in moves per second.
	NimReviewSpeed struct {
		nimAction
		MovesPerSecond float64
	}
	// NimReviewTick advances a playing replay (sent by its timer, Gen
	// identifies the replay).
	NimReviewTick struct {
		nimAction
		Gen int
	}
)

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
	nimAction
	Second   bool
	Switches NimSwitches
}

// NimRunCompare runs (On) or stops/closes (Off) the compare-settings table:
// alpha-beta on the current position with the four combinations of
// transposition table and move ordering, one after another in the worker.
type NimRunCompare struct {
	nimAction
	On bool
}
