package bloxorz

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"searchlab/core/words"
)

// Glyphs of the level text format (levels/README.md documents the format).
const (
	glyphVoid      = '.'
	glyphFloor     = 'o'
	glyphStart     = '@'
	glyphExit      = 'E'
	glyphFragile   = 'f'
	glyphSoft      = 's'
	glyphHard      = 'h'
	glyphSplit     = 'v'
	glyphBridgeOn  = '+'
	glyphBridgeOff = '-'
)

// Glyph is one character of the level text's grid and what it stands for.
type Glyph struct {
	Char    byte
	Meaning string
}

// Glyphs lists every character of the grid with its meaning, in the order
// levels/README.md gives them (the page's level editor explains the format
// with it; a test checks it against the parser).
var Glyphs = []Glyph{
	{glyphVoid, "void (the block falls)"},
	{glyphFloor, "floor"},
	{glyphStart, "the start: floor where the block starts standing (exactly one)"},
	{glyphExit, "the exit, the goal (exactly one)"},
	{glyphFragile, "fragile floor: a whole block standing on it falls"},
	{glyphSoft, "soft (round) switch: fired by any part of the block"},
	{glyphHard, "hard (X) switch: fired only by the whole block standing"},
	{glyphSplit, "split switch: the whole block standing on it splits into two cubes"},
	{glyphBridgeOn, "bridge cell, on at the start"},
	{glyphBridgeOff, "bridge cell, off at the start"},
}

func glyphCell(r byte) (Cell, bool) {
	switch r {
	case glyphVoid:
		return Void, true
	case glyphFloor, glyphStart:
		return Floor, true
	case glyphExit:
		return Exit, true
	case glyphFragile:
		return Fragile, true
	case glyphSoft:
		return Soft, true
	case glyphHard:
		return Hard, true
	case glyphSplit:
		return SplitSwitch, true
	case glyphBridgeOn:
		return BridgeOn, true
	case glyphBridgeOff:
		return BridgeOff, true
	}
	return Void, false
}

var cellGlyphs = [...]byte{Void: glyphVoid, Floor: glyphFloor, Fragile: glyphFragile, Exit: glyphExit,
	Soft: glyphSoft, Hard: glyphHard, SplitSwitch: glyphSplit, BridgeOn: glyphBridgeOn, BridgeOff: glyphBridgeOff}

// ParseError is a format error with the 1-based line it was found on (0 when
// the problem is with the level as a whole).
type ParseError struct {
	Line int
	Msg  string
}

func (e *ParseError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("bloxorz level, line %d: %s", e.Line, e.Msg)
	}
	return "bloxorz level: " + e.Msg
}

// Parse reads a level in the SearchLab text format (see levels/README.md):
// optional "name:", "author:" and "passcode:" lines, the grid (one row per
// line, glyphs . o @ E f s h v + -), then "switch" and "split" lines. Blank
// lines and lines starting with '#' are ignored; CR and surrounding
// whitespace on every line are ignored. Errors name the line and the problem.
func Parse(text string) (*Level, error) {
	l := &Level{}
	var rows []string
	gridDone, starts := false, 0
	for n, raw := range strings.Split(text, "\n") {
		line := strings.TrimSpace(strings.TrimSuffix(raw, "\r"))
		ln := n + 1
		if line == "" || line[0] == '#' {
			if len(rows) > 0 {
				gridDone = true
			}
			continue
		}
		key, rest, _ := strings.Cut(line, " ")
		rest = strings.TrimSpace(rest)
		if k, v, ok := strings.Cut(line, ":"); ok && isHeaderKey(k) {
			v = strings.TrimSpace(v)
			if len(rows) > 0 {
				return nil, &ParseError{ln, fmt.Sprintf("%q must come before the grid", strings.TrimSpace(k)+":")}
			}
			switch strings.TrimSpace(k) {
			case "name":
				l.Name = v
			case "author":
				l.Author = v
			case "passcode":
				l.Passcode = v
			}
			continue
		}
		switch key {
		case "switch":
			if len(rows) == 0 {
				return nil, &ParseError{ln, "switch line before the grid"}
			}
			gridDone = true
			s, err := parseSwitch(rest)
			if err != nil {
				return nil, &ParseError{ln, err.Error()}
			}
			l.Switches = append(l.Switches, s)
			continue
		case "split":
			if len(rows) == 0 {
				return nil, &ParseError{ln, "split line before the grid"}
			}
			gridDone = true
			s, err := parseSplit(rest)
			if err != nil {
				return nil, &ParseError{ln, err.Error()}
			}
			l.Splits = append(l.Splits, s)
			continue
		}
		// A grid row.
		if gridDone {
			return nil, &ParseError{ln, fmt.Sprintf("unexpected line %q after the grid (want a switch or split line)", clip(line))}
		}
		if err := checkRow(line, rows); err != nil {
			return nil, &ParseError{ln, err.Error()}
		}
		for x := 0; x < len(line); x++ {
			if line[x] == glyphStart {
				starts++
				l.Start = Pos{x, len(rows)}
			}
		}
		rows = append(rows, line)
	}
	if len(rows) == 0 {
		return nil, &ParseError{0, "no grid"}
	}
	if starts != 1 {
		return nil, &ParseError{0, fmt.Sprintf("the grid has %d start cells (@); want exactly one", starts)}
	}
	l.W, l.H = len(rows[0]), len(rows)
	l.Grid = make([]Cell, 0, l.W*l.H)
	for _, r := range rows {
		for x := 0; x < len(r); x++ {
			c, _ := glyphCell(r[x])
			l.Grid = append(l.Grid, c)
		}
	}
	if err := l.Validate(); err != nil {
		return nil, &ParseError{0, err.Error()}
	}
	return l, nil
}

// checkRow checks a grid row against the rows before it: known glyphs,
// the same width as row 1, at most MaxSide rows and columns.
func checkRow(line string, rows []string) error {
	// Glyphs first, read as characters: a row with 'é' is a row with an
	// unknown glyph (quoted whole, at its column), not one cell too wide.
	for x, r := range line {
		if _, ok := glyphCell(byte(r)); !ok || r >= utf8.RuneSelf {
			return fmt.Errorf("unknown grid glyph %q in column %d (allowed: . o @ E f s h v + -)", r, utf8.RuneCountInString(line[:x]))
		}
	}
	if len(rows) > 0 && len(line) != len(rows[0]) {
		return fmt.Errorf("grid row %d has %s, but row 1 has %d", len(rows)+1, words.Count(int64(len(line)), "cell"), len(rows[0]))
	}
	if len(rows) == MaxSide {
		return fmt.Errorf("the grid has more than %d rows", MaxSide)
	}
	if len(line) > MaxSide {
		return fmt.Errorf("grid row has %d cells; at most %d allowed", len(line), MaxSide)
	}
	return nil
}

func isHeaderKey(k string) bool {
	switch strings.TrimSpace(k) {
	case "name", "author", "passcode":
		return true
	}
	return false
}

func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

func parsePos(tok string) (Pos, error) {
	xs, ys, ok := strings.Cut(tok, ",")
	x, err1 := strconv.Atoi(xs)
	y, err2 := strconv.Atoi(ys)
	if !ok || err1 != nil || err2 != nil || x < 0 || y < 0 || x >= MaxSide || y >= MaxSide {
		return Pos{}, fmt.Errorf("bad cell %q (want x,y with 0 <= x,y < %d)", clip(tok), MaxSide)
	}
	return Pos{x, y}, nil
}

// parseSwitch reads "X,Y [ACTION CELL...]..." where ACTION is toggle, on or off
// and applies to the cells after it.
func parseSwitch(rest string) (Switch, error) {
	f := strings.Fields(rest)
	if len(f) == 0 {
		return Switch{}, fmt.Errorf("switch line needs the switch cell x,y")
	}
	at, err := parsePos(f[0])
	if err != nil {
		return Switch{}, fmt.Errorf("switch: %v", err)
	}
	s := Switch{At: at}
	kind, have := Toggle, false
	for _, t := range f[1:] {
		switch t {
		case "toggle":
			kind, have = Toggle, true
			continue
		case "on":
			kind, have = On, true
			continue
		case "off":
			kind, have = Off, true
			continue
		}
		if !have {
			return Switch{}, fmt.Errorf("switch %v: cell %q before an action word (toggle, on or off)", at, clip(t))
		}
		p, err := parsePos(t)
		if err != nil {
			return Switch{}, fmt.Errorf("switch %v: %v", at, err)
		}
		s.Actions = append(s.Actions, Action{p, kind})
	}
	return s, nil
}

// parseSplit reads "X,Y FIRST SECOND".
func parseSplit(rest string) (Split, error) {
	f := strings.Fields(rest)
	if len(f) != 3 {
		return Split{}, fmt.Errorf("split line needs three cells: the switch, the first cube (controlled first) and the second cube")
	}
	var p [3]Pos
	for i := range p {
		var err error
		if p[i], err = parsePos(f[i]); err != nil {
			return Split{}, fmt.Errorf("split: %v", err)
		}
	}
	return Split{p[0], p[1], p[2]}, nil
}

// String prints the level in the canonical text format; Parse(l.String())
// yields an equal level, and a canonical file prints back byte for byte.
func (l *Level) String() string {
	var b strings.Builder
	if l.Name != "" {
		fmt.Fprintf(&b, "name: %s\n", l.Name)
	}
	if l.Author != "" {
		fmt.Fprintf(&b, "author: %s\n", l.Author)
	}
	if l.Passcode != "" {
		fmt.Fprintf(&b, "passcode: %s\n", l.Passcode)
	}
	if b.Len() > 0 {
		b.WriteByte('\n')
	}
	for y := 0; y < l.H; y++ {
		for x := 0; x < l.W; x++ {
			if (Pos{x, y}) == l.Start {
				b.WriteByte(glyphStart)
				continue
			}
			c := l.Grid[y*l.W+x]
			if int(c) < len(cellGlyphs) {
				b.WriteByte(cellGlyphs[c])
			} else {
				b.WriteByte('?')
			}
		}
		b.WriteByte('\n')
	}
	if len(l.Switches)+len(l.Splits) > 0 {
		b.WriteByte('\n')
	}
	for _, s := range l.Switches {
		fmt.Fprintf(&b, "switch %v", s.At)
		for i, a := range s.Actions {
			if i == 0 || a.Kind != s.Actions[i-1].Kind {
				fmt.Fprintf(&b, " %v", a.Kind)
			}
			fmt.Fprintf(&b, " %v", a.Cell)
		}
		b.WriteByte('\n')
	}
	for _, s := range l.Splits {
		fmt.Fprintf(&b, "split %v %v %v\n", s.At, s.First, s.Second)
	}
	return b.String()
}
