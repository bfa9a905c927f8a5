package nim

import (
	"fmt"
	"searchlab/core/internal/clip"
	"strconv"
	"strings"
)

// Move is a move in display terms. In Nim, "I-K" takes K stones from heap I
// (1-based); in Grundy's game, "I:A+B" splits heap I into heaps A and B
// (A ≠ B, both ≥ 1), which take its place in that order.
type Move struct {
	Heap int // 0-based index in the displayed order
	Take int // stones taken (Nim); 0 for a split
	A, B int // the parts of a split (Grundy's game)
}

// IsSplit reports whether m is a Grundy split.
func (m Move) IsSplit() bool { return m.Take == 0 }

// String returns the move notation ("2-3" or "3:1+7").
func (m Move) String() string {
	// strconv into a stack buffer, not fmt: a traced search writes every
	// move it tries (issue 22).
	var buf [64]byte
	b := strconv.AppendInt(buf[:0], int64(m.Heap+1), 10)
	if m.IsSplit() {
		b = strconv.AppendInt(append(b, ':'), int64(m.A), 10)
		b = strconv.AppendInt(append(b, '+'), int64(m.B), 10)
	} else {
		b = strconv.AppendInt(append(b, '-'), int64(m.Take), 10)
	}
	return string(b)
}

// MarshalText encodes the move in its notation.
func (m Move) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// ParseMove reads the notation "I-K" or "I:A+B". It checks the form only;
// Game.Check checks a move against a position.
func ParseMove(text string) (Move, error) {
	t := strings.TrimSpace(text)
	num := func(what, f string) (int, error) {
		n, err := strconv.Atoi(f)
		if err != nil || n < 1 {
			return 0, fmt.Errorf("move %q: %s %q is not a positive whole number", clip.Text(text), what, clip.Text(f))
		}
		return n, nil
	}
	if i, rest, ok := strings.Cut(t, ":"); ok {
		a, b, ok := strings.Cut(rest, "+")
		if !ok {
			return Move{}, fmt.Errorf("move %q: a split is written I:A+B, e.g. 3:1+7", clip.Text(text))
		}
		h, err := num("heap", i)
		if err != nil {
			return Move{}, err
		}
		x, err := num("part", a)
		if err != nil {
			return Move{}, err
		}
		y, err := num("part", b)
		if err != nil {
			return Move{}, err
		}
		if x == y {
			return Move{}, fmt.Errorf("move %q: the two parts of a split must differ", clip.Text(text))
		}
		return Move{Heap: h - 1, A: x, B: y}, nil
	}
	if i, k, ok := strings.Cut(t, "-"); ok {
		h, err := num("heap", i)
		if err != nil {
			return Move{}, err
		}
		n, err := num("count", k)
		if err != nil {
			return Move{}, err
		}
		return Move{Heap: h - 1, Take: n}, nil
	}
	return Move{}, fmt.Errorf("move %q: write I-K to take K stones from heap I, or I:A+B to split heap I", clip.Text(text))
}
