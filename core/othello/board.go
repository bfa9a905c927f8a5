// Package othello holds the rules of Othello (Reversi as standardised by the
// World Othello Federation) on bitboards, its text forms (a board line as in
// endgame test suites, a readable grid, a game record), and its adapter to
// the two-player search contract of core/adversarial: alpha-beta with an
// evaluation ladder, an exact endgame solver and Monte Carlo tree search all
// play it through that contract.
//
// Rules: Black (X) moves first from the four centre discs (d5 and e4 black,
// d4 and e5 white). A move places a disc on an empty square so that one or
// more straight lines (horizontal, vertical, diagonal) of opponent discs
// lie between it and another disc of the mover; those discs are turned over.
// A player without a legal move passes; when neither player can move the
// game ends. The final score is the disc difference, with the empty squares
// given to the winner (the tournament rule).
package othello

// Color is a side: Black (X, moves first, adversarial player 0) or White (O,
// player 1).
type Color uint8

const (
	Black Color = 0
	White Color = 1
)

// Other returns the opponent's colour.
func (c Color) Other() Color { return c ^ 1 }

// String returns "X" for Black and "O" for White (the text form's letters).
func (c Color) String() string {
	if c == White {
		return "O"
	}
	return "X"
}

// Position is a board and the side to move: two bitboards (bit i is square
// i, a1 = 0 … h8 = 63) and the colour to move. It is a small comparable
// value, so it is a map key without allocation. The zero Position is an
// empty board with Black to move (a finished game); Start is the opening.
type Position struct {
	Black, White uint64
	Turn         Color
}

// Start returns the initial position: d5 and e4 black, d4 and e5 white,
// Black to move.
func Start() Position {
	return Position{
		Black: 1<<SquareOf(3, 4) | 1<<SquareOf(4, 3),
		White: 1<<SquareOf(3, 3) | 1<<SquareOf(4, 4),
	}
}

// SquareOf returns the square index of column col (0 = a) and row row
// (0 = rank 1).
func SquareOf(col, row int) int { return row*8 + col }

// Discs returns the bitboard of colour c.
func (p Position) Discs(c Color) uint64 {
	if c == White {
		return p.White
	}
	return p.Black
}

// mine returns the mover's and the opponent's discs.
func (p Position) mine() (own, opp uint64) {
	if p.Turn == White {
		return p.White, p.Black
	}
	return p.Black, p.White
}

// withMine builds a position from the mover's and the opponent's discs
// after a move, with the turn passed to the opponent.
func withMine(own, opp uint64, mover Color) Position {
	if mover == White {
		return Position{Black: opp, White: own, Turn: Black}
	}
	return Position{Black: own, White: opp, Turn: White}
}

// At returns the contents of square sq: the colour and true, or false when
// it is empty.
func (p Position) At(sq int) (Color, bool) {
	bit := uint64(1) << uint(sq)
	switch {
	case p.Black&bit != 0:
		return Black, true
	case p.White&bit != 0:
		return White, true
	}
	return Black, false
}

// Count returns the number of discs of colour c.
func (p Position) Count(c Color) int { return count(p.Discs(c)) }

// Empties returns the number of empty squares.
func (p Position) Empties() int { return 64 - count(p.Black|p.White) }

// LegalMask returns the bitboard of the squares where the side to move can
// play (0 when it must pass or the game is over).
func (p Position) LegalMask() uint64 {
	own, opp := p.mine()
	return legalMask(own, opp)
}

// MustPass reports whether the side to move has no move while the
// opponent has one.
func (p Position) MustPass() bool {
	own, opp := p.mine()
	return legalMask(own, opp) == 0 && legalMask(opp, own) != 0
}

// Over reports whether the game has ended: neither side can move.
func (p Position) Over() bool {
	own, opp := p.mine()
	return legalMask(own, opp) == 0 && legalMask(opp, own) == 0
}

// Score returns the final-score disc difference for colour c: its discs
// minus the opponent's, with the empty squares added to the winner's count
// (so a win with empties counts them; a drawn count leaves them out). It is
// meaningful at the end of the game, and is a plain disc difference with
// empties credited to whoever leads before that.
func (p Position) Score(c Color) int {
	d := count(p.Discs(c)) - count(p.Discs(c.Other()))
	e := p.Empties()
	switch {
	case d > 0:
		d += e
	case d < 0:
		d -= e
	}
	return d
}
