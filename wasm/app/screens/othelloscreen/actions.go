package othelloscreen

import "searchlab/wasm/app/actions"

// Actions of the Othello screen. Every one embeds own, which makes it an
// actions.Action routed to this screen (actions.Routed) whichever screen is
// shown (a solver line may arrive after the user switched games).

// Action marks the Othello screen's actions.
type Action interface {
	actions.Routed
	isOthello()
}

type own struct{ actions.Own }

func (own) Screen() string { return ID }
func (own) isOthello()     {}

type (
	// Play plays Square ("a1"…"h8") for the side to move (a click).
	Play struct {
		own
		Square string
	}
	// Undo takes back the last move (against the AI: back to the person's
	// previous turn); Redo plays an undone move again.
	Undo struct{ own }
	Redo struct{ own }
	// NewGame starts again from the standard opening (Start "") or from
	// the position Start (a board line).
	NewGame struct {
		own
		Start string
	}
	// Import replaces the game by a transcript ("f5d6c3…") played from the
	// standard opening.
	Import struct {
		own
		Record string
	}
	// SetSide sets who plays colour Side (0 Black, 1 White): a person or a
	// player with its settings.
	SetSide struct {
		own
		Side   int
		Player Player
	}
	// AIMove asks the player of the side to move (in the worker) for its
	// move.
	AIMove struct{ own }
	// SetAuto switches automatic play when both sides are programs.
	SetAuto struct {
		own
		On bool
	}
	// SetSpeed sets the pause between automatic moves in milliseconds.
	SetSpeed struct {
		own
		PauseMS int
	}
	// SetHints shows or hides the hints (every legal move's value from the
	// hint engine) for a person to move.
	SetHints struct {
		own
		On bool
	}
	// SetHintPlayer picks the engine the hints come from.
	SetHintPlayer struct {
		own
		Player Player
	}
	// Edit switches the board editor on or off (off: the edited position
	// becomes the start of a new game).
	Edit struct {
		own
		On bool
	}
	// EditSquare cycles Square empty → Black → White while editing.
	EditSquare struct {
		own
		Square string
	}
	// EditTurn sets the side to move of the edited position (0 Black).
	EditTurn struct {
		own
		Turn int
	}
	// EditClear empties the edited board.
	EditClear struct{ own }
	// SetAllTerms shows (or hides) the MCTS table's columns that do not
	// fit a narrow panel: the exploit term where it is not the mean, and
	// the Bradley–Terry prior.
	SetAllTerms struct {
		own
		On bool
	}
)
