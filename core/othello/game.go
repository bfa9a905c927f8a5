package othello

import (
	"math/bits"

	"searchlab/core/adversarial"
	"searchlab/core/search"
)

// Game adapts Othello to adversarial.Game[Position, Move] (player 0 is
// Black, X; player 1 is White, O), with the RandomMover capability for fast
// playouts and the Evaluator capability for depth-limited search.
//
// Utility encodes the final disc difference d (for the player asked, empties
// to the winner; d is always even) as
//
//	Utility = sign(d) · (1/2 + |d|/128),
//
// so a win is in [0.515, 1], a loss in [-1, -0.515], a draw 0, and every
// evaluation (strictly inside (-1/2, 1/2), see Evaluate) ranks below a proven
// win and above a proven loss, as adversarial.Evaluator requires; among won
// (or lost) positions a larger margin ranks higher. DiscDiff turns a
// utility back into the disc difference. With WinLoss set, Utility is the
// plain game result (+1, 0, -1), which Monte Carlo tree search averages into
// a win rate (the reward of Kocsis & Szepesvári's UCT and of the MCTS
// programs of Nguyen et al. 2015).
type Game struct {
	// WinLoss scores a finished game as +1, 0 or -1 instead of by margin.
	WinLoss bool
	// Eval chooses the static evaluation (see EvalLevel); the zero value is
	// the full ladder.
	Eval EvalLevel
}

var (
	_ adversarial.Game[Position, Move]        = Game{}
	_ adversarial.RandomMover[Position, Move] = Game{}
	_ adversarial.Evaluator[Position]         = Game{}
)

// ToMove returns 0 when Black (X) is to move, 1 for White (O).
func (Game) ToMove(s Position) int { return int(s.Turn) }

// Moves appends the legal moves (see Position.Moves: squares in ascending
// order, or Pass alone, or nothing when the game is over).
func (Game) Moves(s Position, buf []Move) []Move { return s.Moves(buf) }

// Apply plays m, which must be legal.
func (Game) Apply(s Position, m Move) Position { return s.Apply(m) }

// Terminal reports whether neither side can move.
func (Game) Terminal(s Position) bool { return s.Over() }

// Utility scores a finished game for player p (see Game).
func (g Game) Utility(s Position, p int) float64 {
	d := s.Score(Color(p))
	if g.WinLoss {
		return float64(sign(d))
	}
	return UtilityOf(d)
}

// UtilityOf encodes a final disc difference as Game.Utility does.
func UtilityOf(d int) float64 {
	switch {
	case d > 0:
		return 0.5 + float64(d)/128
	case d < 0:
		return -0.5 + float64(d)/128
	}
	return 0
}

// DiscDiff decodes a proven utility (|u| ≥ 1/2 or 0) into the disc
// difference it encodes.
func DiscDiff(u float64) int {
	switch {
	case u >= 0.5:
		return int((u-0.5)*128 + 0.5)
	case u <= -0.5:
		return -int((-u-0.5)*128 + 0.5)
	}
	return 0
}

func sign(d int) int {
	switch {
	case d > 0:
		return 1
	case d < 0:
		return -1
	}
	return 0
}

// RandomMove returns a uniformly random legal move (Pass when the side to
// move has none but the opponent has), or false when the game is over. It
// works on the bitboards directly, without a move list.
func (Game) RandomMove(s Position, r search.Rand) (Move, bool) {
	own, opp := s.mine()
	lm := legalMask(own, opp)
	if lm == 0 {
		if legalMask(opp, own) != 0 {
			return Pass, true
		}
		return NoMove, false
	}
	n := bits.OnesCount64(lm)
	if n == 1 {
		return Move(bits.TrailingZeros64(lm)), true
	}
	return Move(nthBit(lm, r.IntN(n))), true
}
