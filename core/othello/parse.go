package othello

import (
	"fmt"
	"strings"

	"searchlab/core/words"
)

// String returns the one-line text form: 64 characters for a1, b1, …, h1,
// a2, …, h8 (X black, O white, - empty), a space and the side to move (X or
// O), as endgame test suites (FFO, Edax's .obf files) write positions.
// Parse reads it back.
func (p Position) String() string {
	var b [66]byte
	return string(p.AppendText(b[:0]))
}

// AppendText appends String's text to b, with no string of its own (a
// traced search's recorder writes it straight into its batch; issue 28).
func (p Position) AppendText(b []byte) []byte {
	for sq := range 64 {
		b = append(b, cellChar(p, sq))
	}
	return append(b, ' ', p.Turn.String()[0])
}

func cellChar(p Position, sq int) byte {
	c, ok := p.At(sq)
	switch {
	case !ok:
		return '-'
	case c == White:
		return 'O'
	}
	return 'X'
}

// Grid returns the readable form: a column header, eight rows (rank 1 at
// the top, as in the line form) with their numbers, and "X to move" or
// "O to move". Parse reads it back.
func (p Position) Grid() string {
	var sb strings.Builder
	sb.WriteString("  a b c d e f g h\n")
	for r := range 8 {
		sb.WriteByte('1' + byte(r))
		for c := range 8 {
			sb.WriteByte(' ')
			sb.WriteByte(cellChar(p, SquareOf(c, r)))
		}
		sb.WriteByte('\n')
	}
	sb.WriteString(p.Turn.String() + " to move\n")
	return sb.String()
}

// Parse reads a position in either text form. The line form is 64 cells
// (a1 … h8) and the side to move, separated by white space; anything after
// a ';' is ignored, so a line of an .obf endgame file parses as is. The grid
// form is eight rows of eight cells (spaces between cells, row numbers and
// a header line "a b c d e f g h" are allowed), then a line naming the side
// to move ("X", "O", "X to move"). Cells: X, x or * black; O, o or 0 white;
// -, . or _ empty. Errors say what is wrong and where.
func Parse(text string) (Position, error) {
	t := text
	if i := strings.IndexByte(t, ';'); i >= 0 {
		t = t[:i]
	}
	t = strings.TrimSpace(t)
	if t == "" {
		return Position{}, fmt.Errorf("board: empty text: expected 64 cells (X, O or -) and the side to move, e.g. %q", Start().String())
	}
	if !strings.ContainsAny(t, "\n\r") {
		return parseLine(t)
	}
	return parseGrid(t)
}

// MustParse is Parse for positions written in code; it panics on an error.
func MustParse(text string) Position {
	p, err := Parse(text)
	if err != nil {
		panic(err)
	}
	return p
}

func parseLine(t string) (Position, error) {
	f := strings.Fields(t)
	if len(f[0]) != 64 {
		return Position{}, fmt.Errorf("board: the line form needs exactly 64 cells (a1…h8) before the side to move, got %d characters in %q", len(f[0]), abbrev(f[0]))
	}
	var p Position
	if err := setCells(&p, f[0], 0); err != nil {
		return Position{}, err
	}
	switch len(f) {
	case 1:
		return Position{}, fmt.Errorf("board: missing the side to move after the 64 cells: add \" X\" or \" O\"")
	case 2:
	default:
		return Position{}, fmt.Errorf("board: unexpected text %q after the side to move", abbrev(strings.Join(f[2:], " ")))
	}
	c, err := parseSide(f[1])
	if err != nil {
		return Position{}, err
	}
	p.Turn = c
	return p, nil
}

func parseGrid(t string) (Position, error) {
	var p Position
	rows := 0
	side := ""
	for i, line := range strings.Split(strings.ReplaceAll(t, "\r", "\n"), "\n") {
		s := strings.TrimSpace(line)
		if s == "" || isHeader(s) {
			continue
		}
		if rows == 8 {
			if side != "" {
				return Position{}, fmt.Errorf("board: line %d: unexpected text %q after the side to move", i+1, abbrev(s))
			}
			side = s
			continue
		}
		cells := strings.ReplaceAll(s, " ", "")
		cells = strings.ReplaceAll(cells, "\t", "")
		want := byte('1' + rows)
		if len(cells) > 0 && cells[0] == want {
			cells = cells[1:]
		}
		if len(cells) > 8 && cells[len(cells)-1] == want {
			cells = cells[:len(cells)-1]
		}
		if len(cells) != 8 {
			return Position{}, fmt.Errorf("board: line %d (row %d): expected 8 cells, got %d in %q", i+1, rows+1, len(cells), abbrev(s))
		}
		if err := setCells(&p, cells, rows*8); err != nil {
			return Position{}, err
		}
		rows++
	}
	if rows < 8 {
		return Position{}, fmt.Errorf("board: expected 8 rows of 8 cells, got %s", words.Count(int64(rows), "row"))
	}
	if side == "" {
		return Position{}, fmt.Errorf("board: missing the side to move after the 8 rows: add a line \"X\" or \"O\"")
	}
	s := strings.TrimSpace(strings.TrimSuffix(strings.ToLower(side), "to move"))
	c, err := parseSide(s)
	if err != nil {
		return Position{}, err
	}
	p.Turn = c
	return p, nil
}

// isHeader reports whether s is a column header such as "a b c d e f g h".
func isHeader(s string) bool {
	return strings.ReplaceAll(strings.ToLower(s), " ", "") == "abcdefgh"
}

// setCells sets the squares from sq0 on from the cell characters of s.
func setCells(p *Position, s string, sq0 int) error {
	for i := 0; i < len(s); i++ {
		sq := sq0 + i
		bit := uint64(1) << uint(sq)
		switch s[i] {
		case 'X', 'x', '*':
			p.Black |= bit
		case 'O', 'o', '0':
			p.White |= bit
		case '-', '.', '_':
		default:
			return fmt.Errorf("board: cell %s is %q: use X (black), O (white) or - (empty)", Move(sq), cellRune(s[i:]))
		}
	}
	return nil
}

func cellRune(s string) string {
	for _, r := range s {
		return string(r)
	}
	return ""
}

func parseSide(s string) (Color, error) {
	switch strings.TrimSpace(s) {
	case "X", "x", "*", "B", "b", "black", "Black":
		return Black, nil
	case "O", "o", "0", "W", "w", "white", "White":
		return White, nil
	}
	return Black, fmt.Errorf("board: side to move %q: use X (black) or O (white)", abbrev(s))
}

// abbrev shortens s for an error message.
func abbrev(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return s
}
