package store

import (
	"searchlab/core/registry"
)

// PanelBoarder is a screen with the solver panel that says the board it
// shows (its text and goal, as its requests carry them), so the panel can
// disable what cannot run on it (SolverPanel.Unavailable) before Run.
type PanelBoarder interface {
	PanelBoard() (board, goal string)
}

// unavailMemo keeps Deps.Unavailable's answer for the last board asked
// about: the state is read on every render, the board changes rarely.
type unavailMemo struct {
	game, board, goal string
	asked             bool
	us                []registry.Unavailable
}

// unavailable is what cannot run on board (with goal) of game.
func (s *Store) unavailable(game, board, goal string) []registry.Unavailable {
	if s.deps.Unavailable == nil {
		return nil
	}
	m := &s.unavail
	if !m.asked || m.game != game || m.board != board || m.goal != goal {
		*m = unavailMemo{game: game, board: board, goal: goal, asked: true, us: s.deps.Unavailable(game, board, goal)}
	}
	return append([]registry.Unavailable(nil), m.us...)
}
