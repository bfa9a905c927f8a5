package npuzzle

import (
	"fmt"
	"strconv"
	"strings"

	"searchlab/core/internal/clip"
)

// maxTextLen bounds the text Parse accepts, so a pasted novel fails fast.
const maxTextLen = 4096

// Parse reads a board in text form: rows split by "/" or newlines, tiles
// split by spaces or tabs, the blank written 0 or _. Leading and trailing
// blank lines are ignored. Every problem (ragged rows, a size outside 2×2 …
// 8×8, a tile that is not a number or out of range, a duplicate or missing
// tile, no blank or two blanks) is an error whose message names it.
func Parse(text string) (Board, error) {
	if len(text) > maxTextLen {
		return Board{}, fmt.Errorf("the board text is %d characters long; an 8×8 board needs far fewer (limit %d)", len(text), maxTextLen)
	}
	text = strings.ReplaceAll(text, "\r\n", "\n")
	text = strings.Trim(text, " \t\r\n")
	if text == "" {
		return Board{}, fmt.Errorf("the board is empty: write rows of tiles split by '/' or newlines, such as \"1 2 3/4 5 6/7 8 0\"")
	}
	lines := strings.FieldsFunc(text, func(r rune) bool { return r == '/' || r == '\n' })
	// FieldsFunc drops empty rows; detect them to name the problem.
	if n := strings.Count(text, "/") + strings.Count(text, "\n") + 1; n != len(lines) {
		return Board{}, fmt.Errorf("the board has an empty row (two row separators in a row, or a separator at an end)")
	}
	rows := len(lines)
	var tiles []int
	var texts []string // each tile as written, for messages
	cols := -1
	for r, line := range lines {
		fields := strings.Fields(line)
		if len(fields) == 0 {
			return Board{}, fmt.Errorf("row %d is empty", r+1)
		}
		if cols < 0 {
			cols = len(fields)
		} else if len(fields) != cols {
			return Board{}, fmt.Errorf("row %d has %d tiles but row 1 has %d: every row must have the same number of tiles", r+1, len(fields), cols)
		}
		if rows > MaxSide || cols > MaxSide {
			break // checkSize reports it below; do not read a huge board
		}
		for c, f := range fields {
			if f == "_" {
				tiles = append(tiles, 0)
				texts = append(texts, f)
				continue
			}
			v, ok := smallNumber(f)
			if !ok {
				return Board{}, fmt.Errorf("tile %q at row %d, column %d is not a number (write tiles as numbers and the blank as 0 or _)", clip.Text(f), r+1, c+1)
			}
			tiles = append(tiles, v)
			texts = append(texts, f)
		}
	}
	if err := checkSize(rows, cols); err != nil {
		return Board{}, err
	}
	for i, v := range tiles {
		// smallNumber caps large numbers: name the tile as written.
		if v >= rows*cols {
			f := clip.Text(texts[i])
			return Board{}, fmt.Errorf("tile %s at row %d, column %d is out of range: a %d×%d board holds tiles 1 to %d and one blank (0 or _)",
				f, i/cols+1, i%cols+1, rows, cols, rows*cols-1)
		}
	}
	b, err := NewBoard(rows, cols, tiles)
	if err != nil {
		return Board{}, err
	}
	return b, nil
}

// ParsePair reads a board and its goal. An empty goal text means the default
// goal (Goal: blank last). The goal must have the same size as the board.
func ParsePair(board, goal string) (start, target Board, err error) {
	start, err = Parse(board)
	if err != nil {
		return Board{}, Board{}, fmt.Errorf("board: %w", err)
	}
	if strings.TrimSpace(goal) == "" {
		return start, Goal(start.Rows(), start.Cols()), nil
	}
	target, err = Parse(goal)
	if err != nil {
		return Board{}, Board{}, fmt.Errorf("goal: %w", err)
	}
	if !start.SameSize(target) {
		return Board{}, Board{}, fmt.Errorf("the board is %d×%d but the goal is %d×%d: they must have the same size",
			start.Rows(), start.Cols(), target.Rows(), target.Cols())
	}
	return start, target, nil
}

// String prints the canonical text form: rows joined by "/", tiles by a
// single space, the blank as 0. Parse(b.String()) == b.
func (b Board) String() string {
	if !b.Valid() {
		return "<invalid board>"
	}
	// One allocation (the string) for boards up to 5×5: traced searches
	// write the text of every state they name (issue 22).
	var buf [80]byte
	return string(b.appendText(buf[:0]))
}

// appendText appends String's text of a valid board to dst.
func (b Board) appendText(dst []byte) []byte {
	for i := 0; i < b.Len(); i++ {
		if i > 0 {
			if i%int(b.cols) == 0 {
				dst = append(dst, '/')
			} else {
				dst = append(dst, ' ')
			}
		}
		dst = strconv.AppendInt(dst, int64(b.cells[i]), 10)
	}
	return dst
}

// MarshalText encodes the board in canonical text form.
func (b Board) MarshalText() ([]byte, error) {
	if !b.Valid() {
		return nil, fmt.Errorf("npuzzle: cannot encode the zero Board")
	}
	return []byte(b.String()), nil
}

// UnmarshalText decodes a board with Parse.
func (b *Board) UnmarshalText(text []byte) error {
	v, err := Parse(string(text))
	if err != nil {
		return err
	}
	*b = v
	return nil
}

// smallNumber reads a string of decimal digits; values too large for any
// board become MaxCells, which NewBoard reports as out of range.
func smallNumber(f string) (int, bool) {
	v := 0
	for i := 0; i < len(f); i++ {
		c := f[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		if v < MaxCells {
			v = v*10 + int(c-'0')
		}
	}
	if v > MaxCells {
		v = MaxCells
	}
	return v, true
}
