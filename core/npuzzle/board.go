package npuzzle

import "fmt"

// Size limits of a board: rows and columns are chosen independently between
// MinSide and MaxSide.
const (
	MinSide  = 2
	MaxSide  = 8
	MaxCells = MaxSide * MaxSide
)

// Board is an immutable sliding-tile position: rows×cols cells in row-major
// order holding the tiles 1 … rows·cols−1 and one blank (0). It is a
// comparable value, so boards compare with == and serve as map keys; the zero
// Board is not a valid board.
type Board struct {
	rows, cols uint8
	cells      [MaxCells]uint8 // cells beyond rows·cols are zero
}

// NewBoard builds a board from its tiles in row-major order (0 = blank) and
// checks it: size within 2×2 … 8×8, the right number of tiles, every tile
// 1 … N−1 exactly once and one blank.
func NewBoard(rows, cols int, tiles []int) (Board, error) {
	if err := checkSize(rows, cols); err != nil {
		return Board{}, err
	}
	n := rows * cols
	if len(tiles) != n {
		return Board{}, fmt.Errorf("a %d×%d board needs %d tiles (blank included), got %d", rows, cols, n, len(tiles))
	}
	b := Board{rows: uint8(rows), cols: uint8(cols)}
	var seen [MaxCells]bool
	for i, t := range tiles {
		if t < 0 || t >= n {
			return Board{}, fmt.Errorf("tile %d at row %d, column %d is out of range: a %d×%d board holds tiles 1 to %d and one blank (0 or _)",
				t, i/cols+1, i%cols+1, rows, cols, n-1)
		}
		if seen[t] {
			if t == 0 {
				return Board{}, fmt.Errorf("the board has more than one blank (0 or _); it needs exactly one")
			}
			return Board{}, fmt.Errorf("tile %d appears more than once", t)
		}
		seen[t] = true
		b.cells[i] = uint8(t)
	}
	return b, nil
}

func checkSize(rows, cols int) error {
	switch {
	case rows < MinSide || cols < MinSide:
		return fmt.Errorf("the board is %d×%d; the smallest board is %d×%d (at least %d rows and %d columns)", rows, cols, MinSide, MinSide, MinSide, MinSide)
	case rows > MaxSide || cols > MaxSide:
		return fmt.Errorf("the board is %d×%d; the largest board is %d×%d (at most %d rows and %d columns)", rows, cols, MaxSide, MaxSide, MaxSide, MaxSide)
	}
	return nil
}

// Goal returns the default goal of a rows×cols board: tiles 1 … N−1 in
// row-major order, then the blank in the bottom-right corner. It returns the
// zero Board when the size is out of range.
func Goal(rows, cols int) Board {
	if checkSize(rows, cols) != nil {
		return Board{}
	}
	b := Board{rows: uint8(rows), cols: uint8(cols)}
	n := rows * cols
	for i := 0; i < n-1; i++ {
		b.cells[i] = uint8(i + 1)
	}
	return b
}

// BlankFirstGoal returns Korf's goal convention: the blank in the top-left
// corner, then 1 … N−1. It returns the zero Board when the size is out of
// range.
func BlankFirstGoal(rows, cols int) Board {
	if checkSize(rows, cols) != nil {
		return Board{}
	}
	b := Board{rows: uint8(rows), cols: uint8(cols)}
	for i := 0; i < rows*cols; i++ {
		b.cells[i] = uint8(i)
	}
	return b
}

// Rows returns the number of rows.
func (b Board) Rows() int { return int(b.rows) }

// Cols returns the number of columns (the width).
func (b Board) Cols() int { return int(b.cols) }

// Len returns the number of cells, rows·cols.
func (b Board) Len() int { return int(b.rows) * int(b.cols) }

// Tile returns the tile in cell i (row-major, 0 = blank), or -1 when i is
// outside the board.
func (b Board) Tile(i int) int {
	if i < 0 || i >= b.Len() {
		return -1
	}
	return int(b.cells[i])
}

// At returns the tile at row r, column c (0-based; 0 = blank), or -1 when
// the cell is outside the board.
func (b Board) At(r, c int) int {
	if r < 0 || c < 0 || r >= b.Rows() || c >= b.Cols() {
		return -1
	}
	return int(b.cells[r*int(b.cols)+c])
}

// Tiles returns the tiles in row-major order (0 = blank).
func (b Board) Tiles() []int {
	out := make([]int, b.Len())
	for i := range out {
		out[i] = int(b.cells[i])
	}
	return out
}

// Blank returns the cell index of the blank.
func (b Board) Blank() int {
	for i := 0; i < b.Len(); i++ {
		if b.cells[i] == 0 {
			return i
		}
	}
	return -1
}

// SameSize reports whether b and o have the same rows and columns.
func (b Board) SameSize(o Board) bool { return b.rows == o.rows && b.cols == o.cols }

// Valid reports whether b is a well-formed board (not the zero Board).
func (b Board) Valid() bool { return b.rows >= MinSide && b.cols >= MinSide }

// CanMove reports whether the blank can move in direction m.
func (b Board) CanMove(m Move) bool {
	blank := b.Blank()
	if blank < 0 || m > D {
		return false
	}
	dr, dc := m.delta()
	r, c := blank/int(b.cols)+dr, blank%int(b.cols)+dc
	return r >= 0 && r < int(b.rows) && c >= 0 && c < int(b.cols)
}

// Move returns the board after the blank moves in direction m, and false
// (with b unchanged) when the move would leave the board.
func (b Board) Move(m Move) (Board, bool) {
	if !b.CanMove(m) {
		return b, false
	}
	blank := b.Blank()
	dr, dc := m.delta()
	t := blank + dr*int(b.cols) + dc
	b.cells[blank], b.cells[t] = b.cells[t], 0
	return b, true
}

// MoveOfCell is the move that slides the tile at cell i (row-major) into
// the blank: the blank's move toward i. ok is false when i is not next to
// the blank (or off the board).
func (b Board) MoveOfCell(i int) (m Move, ok bool) {
	blank := b.Blank()
	if blank < 0 || i < 0 || i >= b.Len() {
		return 0, false
	}
	for _, m := range Moves {
		dr, dc := m.delta()
		if b.CanMove(m) && blank+dr*int(b.cols)+dc == i {
			return m, true
		}
	}
	return 0, false
}

// LegalMoves returns the moves the blank can make, in the order U, L, R, D.
func (b Board) LegalMoves() []Move {
	var out []Move
	for _, m := range Moves {
		if b.CanMove(m) {
			out = append(out, m)
		}
	}
	return out
}
