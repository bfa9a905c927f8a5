// Package nim is Nim and Grundy's game, in normal play (the player who makes
// the last move wins) and misère play (the player who makes the last move
// loses): the rules as an adversarial.Game, the text forms of positions and
// moves, the perfect-play oracle from the theory (Bouton's nim-sum, the exact
// misère rule, Sprague–Grundy values), and Solve, the entry point of the CLI
// and the solve API.
package nim

import (
	"fmt"
	"strconv"
	"strings"

	"searchlab/core/internal/clip"
	"searchlab/core/search"
)

// Limits of the text form (a position typed by a person or read from a
// link). Grundy's game splits heaps, so positions reached in play may hold
// more than MaxHeaps heaps.
const (
	MaxHeaps = 12
	MaxHeap  = 99
)

// State is a position: the heap sizes in the order they are displayed (move
// notation refers to that order) and the player to move. It is comparable
// and immutable. Heaps that were emptied stay in place (as 0), so heap
// numbers do not shift during a game of Nim; a split in Grundy's game
// replaces heap I by its two parts at positions I and I+1.
type State struct {
	heaps string // one byte per heap
	turn  uint8
}

// NewState returns the position with the given heaps, player 0 to move. It
// checks the limits of the text form.
func NewState(heaps ...int) (State, error) {
	if len(heaps) == 0 {
		return State{}, fmt.Errorf("no heaps: give 1 to %d heap sizes", MaxHeaps)
	}
	if len(heaps) > MaxHeaps {
		return State{}, fmt.Errorf("%d heaps: at most %d are allowed", len(heaps), MaxHeaps)
	}
	b := make([]byte, len(heaps))
	for i, h := range heaps {
		switch {
		case h < 0:
			return State{}, fmt.Errorf("heap %d: %d is negative", i+1, h)
		case h > MaxHeap:
			return State{}, fmt.Errorf("heap %d: %d is larger than %d", i+1, h, MaxHeap)
		}
		b[i] = byte(h)
	}
	return State{heaps: string(b)}, nil
}

// MustState is NewState for known-good literals (tests, presets); it panics
// on a bad position.
func MustState(heaps ...int) State {
	s, err := NewState(heaps...)
	if err != nil {
		panic(err)
	}
	return s
}

// Parse reads the text form: heap sizes separated by spaces (commas are
// accepted too), e.g. "3 4 5". Player 0 is to move.
func Parse(text string) (State, error) {
	if len(text) > MaxTextLen {
		return State{}, fmt.Errorf("the position text is %d characters long; %d heaps need far fewer (limit %d)", len(text), MaxHeaps, MaxTextLen)
	}
	fields := strings.FieldsFunc(text, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' || r == '\n' || r == '\r' })
	if len(fields) == 0 {
		return State{}, fmt.Errorf("no heaps in %q: give 1 to %d heap sizes such as \"3 4 5\"", clip.Text(text), MaxHeaps)
	}
	if len(fields) > MaxHeaps {
		return State{}, fmt.Errorf("%d heaps given: at most %d are allowed", len(fields), MaxHeaps)
	}
	hs := make([]int, len(fields))
	for i, f := range fields {
		n, err := strconv.Atoi(f)
		if err != nil {
			if len(f) > 1 && f[0] == '-' && isDigits(f[1:]) {
				return State{}, fmt.Errorf("heap %d: %s is negative", i+1, clip.Text(f))
			}
			if isDigits(f) {
				return State{}, fmt.Errorf("heap %d: %s is larger than %d", i+1, clip.Text(f), MaxHeap)
			}
			return State{}, fmt.Errorf("heap %d: %q is not a whole number", i+1, clip.Text(f))
		}
		hs[i] = n
	}
	return NewState(hs...)
}

// MaxTextLen bounds the text Parse accepts (as the N-puzzle's), so a pasted
// novel fails fast and no message quotes it.
const MaxTextLen = 4096

func isDigits(s string) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return s != ""
}

// String returns the text form, e.g. "3 4 5" (Parse reads it back).
func (s State) String() string {
	// One allocation (the string) for up to 16 heaps: a traced search
	// writes the text of every state it names (issue 22).
	var buf [64]byte
	return string(s.AppendText(buf[:0]))
}

// AppendText appends String's text to b, with no string of its own (a
// traced search's recorder writes it straight into its batch; issue 28).
// Heaps hold at most MaxHeap (two digits).
func (s State) AppendText(b []byte) []byte {
	for i := 0; i < len(s.heaps); i++ {
		if i > 0 {
			b = append(b, ' ')
		}
		if h := s.heaps[i]; h < 10 {
			b = append(b, '0'+h)
		} else {
			b = strconv.AppendInt(b, int64(h), 10)
		}
	}
	return b
}

// Len is the number of heaps (including emptied ones).
func (s State) Len() int { return len(s.heaps) }

// Heap returns the size of heap i (0-based).
func (s State) Heap(i int) int { return int(s.heaps[i]) }

// Heaps returns the heap sizes in display order.
func (s State) Heaps() []int {
	hs := make([]int, len(s.heaps))
	for i := range hs {
		hs[i] = int(s.heaps[i])
	}
	return hs
}

// Turn is the player to move (0 or 1).
func (s State) Turn() int { return int(s.turn) }

// WithTurn returns s with player p (0 or 1) to move.
func (s State) WithTurn(p int) State {
	s.turn = uint8(p & 1)
	return s
}

// NimSum is the XOR of the heap sizes (Bouton's nim-sum).
func (s State) NimSum() int {
	x := 0
	for i := 0; i < len(s.heaps); i++ {
		x ^= int(s.heaps[i])
	}
	return x
}

// HeapBytes is the heap block behind the position's string of heaps
// (search.HeapSizer), so memory estimates count it: a tree or table of Nim
// positions holds one such block per position.
func (s State) HeapBytes() int64 { return search.AllocBytes(len(s.heaps)) }
