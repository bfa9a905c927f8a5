package mctsprog

import (
	"searchlab/core/adversarial"
	"searchlab/core/othello"
)

// finisher ends playouts at n empties or fewer with the exact result.
type finisher int

// Finish implements mcts.Finisher: the exact win/draw/loss for Black
// (player 0) when s has at most n empty squares.
func (n finisher) Finish(s othello.Position) (float64, bool) {
	if s.Empties() > int(n) {
		return 0, false
	}
	d := exactScore(s) // for the side to move
	if s.Turn != othello.Black {
		d = -d
	}
	switch {
	case d > 0:
		return 1, true
	case d < 0:
		return -1, true
	}
	return 0, true
}

// exactScore is the final disc difference for the side to move under
// perfect play, from the exact endgame solver (othello.Endgame).
func exactScore(s othello.Position) int {
	if s.Over() {
		return s.Score(s.Turn)
	}
	e := othello.NewEndgame(s, adversarial.Options[othello.Position, othello.Move]{}, othello.EndgameParams{})
	adversarial.Solve[othello.Move](e)
	d, _ := e.Score()
	return d
}
