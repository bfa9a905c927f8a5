package npuzzle

import (
	"fmt"

	"searchlab/core/internal/clip"
)

// Move is the direction the blank moves: the tile on that side of the blank
// slides into it. The numeric order U, L, R, D is Korf's move order, and
// Inverse(m) == 3-m.
type Move uint8

const (
	// U moves the blank up (the tile above slides down).
	U Move = iota
	// L moves the blank left.
	L
	// R moves the blank right.
	R
	// D moves the blank down.
	D
)

// Moves lists the four moves in Korf's order up, left, right, down.
var Moves = [4]Move{U, L, R, D}

var moveNames = [4]string{"U", "L", "R", "D"}

// String returns the move's name: "U", "L", "R" or "D".
func (m Move) String() string {
	if m < 4 {
		return moveNames[m]
	}
	return fmt.Sprintf("Move(%d)", uint8(m))
}

// Inverse returns the move that undoes m.
func (m Move) Inverse() Move { return 3 - m }

// MarshalText encodes the move as its name.
func (m Move) MarshalText() ([]byte, error) {
	if m >= 4 {
		return nil, fmt.Errorf("npuzzle: invalid move %d", uint8(m))
	}
	return []byte(moveNames[m]), nil
}

// UnmarshalText decodes a move name (see ParseMove).
func (m *Move) UnmarshalText(b []byte) error {
	v, err := ParseMove(string(b))
	if err != nil {
		return err
	}
	*m = v
	return nil
}

// ParseMove reads a move name: U, L, R or D (lower case accepted).
func ParseMove(s string) (Move, error) {
	switch s {
	case "U", "u":
		return U, nil
	case "L", "l":
		return L, nil
	case "R", "r":
		return R, nil
	case "D", "d":
		return D, nil
	}
	return 0, fmt.Errorf("unknown move %q: moves are U, L, R and D (the direction the blank moves)", clip.Text(s))
}

// ParseMoves reads a list of move names.
func ParseMoves(names []string) ([]Move, error) {
	out := make([]Move, len(names))
	for i, n := range names {
		m, err := ParseMove(n)
		if err != nil {
			return nil, fmt.Errorf("move %d: %w", i+1, err)
		}
		out[i] = m
	}
	return out, nil
}

// delta returns the row and column change of the blank for m.
func (m Move) delta() (dr, dc int) {
	switch m {
	case U:
		return -1, 0
	case L:
		return 0, -1
	case R:
		return 0, 1
	default:
		return 1, 0
	}
}
