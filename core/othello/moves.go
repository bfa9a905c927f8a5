package othello

import (
	"fmt"
	"math/bits"
	"strings"
)

// Move is a square index (a1 = 0 … h8 = 63) or Pass.
type Move int8

// Pass is the move of a player without a legal move while the opponent has
// one. It counts as a ply (in the move list, in perft and in search depth).
const Pass Move = 64

// NoMove is the zero-information move returned with false by functions that
// find none.
const NoMove Move = -1

// String returns "a1" … "h8" or "pass".
func (m Move) String() string {
	switch {
	case m == Pass:
		return "pass"
	case m >= 0 && m < 64:
		return string([]byte{'a' + byte(m%8), '1' + byte(m/8)})
	}
	return fmt.Sprintf("Move(%d)", int(m))
}

// MarshalText encodes the move as its name.
func (m Move) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// UnmarshalText reads a move name (see ParseMove).
func (m *Move) UnmarshalText(b []byte) error {
	x, err := ParseMove(string(b))
	if err != nil {
		return err
	}
	*m = x
	return nil
}

// ParseMove reads "a1" … "h8" (either case) or "pass" (also "pa", "--" and
// "@@", the pass notations of game databases). It checks the form only;
// Position.Play checks legality.
func ParseMove(text string) (Move, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	switch t {
	case "pass", "pa", "ps", "--", "@@":
		return Pass, nil
	}
	if len(t) == 2 && t[0] >= 'a' && t[0] <= 'h' && t[1] >= '1' && t[1] <= '8' {
		return Move(SquareOf(int(t[0]-'a'), int(t[1]-'1'))), nil
	}
	return NoMove, fmt.Errorf("move %q: expected a square a1…h8 (column a–h, row 1–8) or pass", text)
}

// Moves appends the legal moves of the side to move to buf[:0]: its squares
// in ascending order (a1, b1, …, h8), or the single move Pass when it has none
// but the opponent has, or nothing when the game is over.
func (p Position) Moves(buf []Move) []Move {
	buf = buf[:0]
	own, opp := p.mine()
	lm := legalMask(own, opp)
	if lm == 0 {
		if legalMask(opp, own) != 0 {
			buf = append(buf, Pass)
		}
		return buf
	}
	for ; lm != 0; lm &= lm - 1 {
		buf = append(buf, Move(bits.TrailingZeros64(lm)))
	}
	return buf
}

// Flips returns the discs that move m would turn over (0 for Pass and for
// an illegal square).
func (p Position) Flips(m Move) uint64 {
	if m < 0 || m >= 64 {
		return 0
	}
	own, opp := p.mine()
	if (own|opp)&(1<<uint(m)) != 0 {
		return 0
	}
	return flips(int(m), own, opp)
}

// Apply returns the position after move m, which must be legal (see Play
// for a checked version): the disc placed, the flanked discs turned, the
// turn passed to the opponent. Pass only hands over the turn.
func (p Position) Apply(m Move) Position {
	own, opp := p.mine()
	if m == Pass {
		return withMine(own, opp, p.Turn)
	}
	f := flips(int(m), own, opp)
	return withMine(own|f|1<<uint(m), opp&^f, p.Turn)
}

// Play returns the position after move m, or an error saying why m is not
// legal here.
func (p Position) Play(m Move) (Position, error) {
	own, opp := p.mine()
	lm := legalMask(own, opp)
	switch {
	case m == Pass:
		if lm != 0 {
			return p, fmt.Errorf("%s cannot pass: it has %d legal moves (%s)", p.Turn, count(lm), maskNames(lm))
		}
		if legalMask(opp, own) == 0 {
			return p, fmt.Errorf("%s cannot pass: the game is over", p.Turn)
		}
		return p.Apply(m), nil
	case m < 0 || m >= 64:
		return p, fmt.Errorf("%v is not a square", m)
	case (own|opp)&(1<<uint(m)) != 0:
		return p, fmt.Errorf("%s to move cannot play %s: the square is occupied", p.Turn, m)
	case lm&(1<<uint(m)) == 0:
		if lm == 0 {
			if legalMask(opp, own) == 0 {
				return p, fmt.Errorf("%s to move cannot play %s: the game is over", p.Turn, m)
			}
			return p, fmt.Errorf("%s to move cannot play %s: it has no legal move and must pass", p.Turn, m)
		}
		return p, fmt.Errorf("%s to move cannot play %s: it flanks no %s disc (legal: %s)", p.Turn, m, p.Turn.Other(), maskNames(lm))
	}
	return p.Apply(m), nil
}

// maskNames lists the squares of b ("c4 d3 e6 f5").
func maskNames(b uint64) string {
	var sb strings.Builder
	for ; b != 0; b &= b - 1 {
		if sb.Len() > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(Move(bits.TrailingZeros64(b)).String())
	}
	return sb.String()
}
