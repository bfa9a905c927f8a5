package nim

import (
	"fmt"
	"slices"
	"strings"

	"searchlab/core/adversarial"
	"searchlab/core/search"
)

// Variant is the move rule.
type Variant uint8

const (
	// Nim: take any positive number of stones from one heap.
	Nim Variant = iota
	// Grundy: split one heap into two non-empty heaps of different sizes
	// (heaps of 1 and 2 can never move again).
	Grundy
)

// Rule says who wins.
type Rule uint8

const (
	// Normal play: the player who makes the last move wins (equivalently,
	// the player who cannot move loses).
	Normal Rule = iota
	// Misere play: the player who makes the last move loses.
	Misere
)

func (v Variant) String() string {
	if v == Grundy {
		return "grundy"
	}
	return "nim"
}

func (r Rule) String() string {
	if r == Misere {
		return "misere"
	}
	return "normal"
}

// ParseVariant reads "nim" (or "") and "grundy".
func ParseVariant(s string) (Variant, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "nim":
		return Nim, nil
	case "grundy", "grundys", "grundy's":
		return Grundy, nil
	}
	return 0, fmt.Errorf("unknown variant %q: use nim or grundy", s)
}

// ParseRule reads "normal" (or "") and "misere" (also "misère").
func ParseRule(s string) (Rule, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "normal":
		return Normal, nil
	case "misere", "misère":
		return Misere, nil
	}
	return 0, fmt.Errorf("unknown rule %q: use normal or misere", s)
}

// Game is Nim or Grundy's game under a rule. It implements
// adversarial.Game[State, Move] together with the Canonicalizer and
// RandomMover capabilities.
type Game struct {
	Variant Variant
	Rule    Rule
}

var (
	_ adversarial.Game[State, Move]        = Game{}
	_ adversarial.Canonicalizer[State]     = Game{}
	_ adversarial.RandomMover[State, Move] = Game{}
)

// ToMove returns the player to move.
func (g Game) ToMove(s State) int { return int(s.turn) }

// live reports whether a heap of size h can still be moved on.
func (g Game) live(h byte) bool {
	if g.Variant == Grundy {
		return h >= 3
	}
	return h >= 1
}

// Moves appends the legal moves to buf[:0]: heaps in display order; in Nim
// taking 1, 2, …, all stones; in Grundy's game splits A+B with A < B, A
// ascending. Moves on equal heaps are all listed (they lead to positions
// that are equal up to heap order; the transposition table merges them).
func (g Game) Moves(s State, buf []Move) []Move {
	buf = buf[:0]
	for i := 0; i < len(s.heaps); i++ {
		h := int(s.heaps[i])
		if g.Variant == Grundy {
			for a := 1; a < h-a; a++ {
				buf = append(buf, Move{Heap: i, A: a, B: h - a})
			}
			continue
		}
		for k := 1; k <= h; k++ {
			buf = append(buf, Move{Heap: i, Take: k})
		}
	}
	return buf
}

// Apply plays m, which must be legal (see Check).
func (g Game) Apply(s State, m Move) State {
	b := []byte(s.heaps)
	if m.IsSplit() {
		b = slices.Insert(b, m.Heap+1, byte(m.B))
		b[m.Heap] = byte(m.A)
	} else {
		b[m.Heap] -= byte(m.Take)
	}
	return State{heaps: string(b), turn: s.turn ^ 1}
}

// Check explains why m is not legal in s, or returns nil.
func (g Game) Check(s State, m Move) error {
	if m.Heap < 0 || m.Heap >= len(s.heaps) {
		return fmt.Errorf("move %v: there is no heap %d (the position has %d heaps)", m, m.Heap+1, len(s.heaps))
	}
	h := int(s.heaps[m.Heap])
	if g.Variant == Grundy {
		if !m.IsSplit() {
			return fmt.Errorf("move %v: Grundy's game splits a heap (write I:A+B)", m)
		}
		if m.A < 1 || m.B < 1 || m.A == m.B || m.A+m.B != h {
			return fmt.Errorf("move %v: heap %d has %d stones; split it into two different non-empty parts that add up to %d", m, m.Heap+1, h, h)
		}
		return nil
	}
	if m.IsSplit() {
		return fmt.Errorf("move %v: in Nim a move takes stones (write I-K)", m)
	}
	if m.Take < 1 || m.Take > h {
		return fmt.Errorf("move %v: heap %d has %d stones; take between 1 and %d", m, m.Heap+1, h, h)
	}
	return nil
}

// Terminal reports whether no move is left: all heaps empty (Nim) or all of
// size 1 or 2 (Grundy's game).
func (g Game) Terminal(s State) bool {
	for i := 0; i < len(s.heaps); i++ {
		if g.live(s.heaps[i]) {
			return false
		}
	}
	return true
}

// Utility is +1 for the winner and -1 for the loser of a finished game. In
// normal play the player to move (who cannot move) loses; in misère play
// that player wins, since the opponent made the last move.
func (g Game) Utility(s State, p int) float64 {
	moverWins := g.Rule == Misere
	if (p == int(s.turn)) == moverWins {
		return 1
	}
	return -1
}

// Winner is the player who won a finished game (Terminal(s)): by
// Utility's rule, the player to move under misère play, the other one under
// normal play.
func (g Game) Winner(s State) int {
	if g.Utility(s, 0) > 0 {
		return 0
	}
	return 1
}

// Canonical returns the transposition-table key: the live heaps sorted
// (heap order does not matter, and dead heaps — empty ones, and in Grundy's
// game heaps of 1 and 2 — never move again), with player 0 to move (both
// players have the same moves, so the value for the player to move does not
// depend on who it is).
func (g Game) Canonical(s State) State {
	var arr [64]byte
	b := arr[:0]
	for i := 0; i < len(s.heaps); i++ {
		if h := s.heaps[i]; g.live(h) {
			b = append(b, h)
		}
	}
	// Insertion sort: positions have few live heaps.
	for i := 1; i < len(b); i++ {
		for j := i; j > 0 && b[j] < b[j-1]; j-- {
			b[j], b[j-1] = b[j-1], b[j]
		}
	}
	return State{heaps: string(b)}
}

// RandomMove returns a uniformly random legal move (for random players and
// Monte Carlo playouts) without building the move list.
func (g Game) RandomMove(s State, r search.Rand) (Move, bool) {
	count := func(h int) int {
		if g.Variant == Grundy {
			return (h - 1) / 2
		}
		return h
	}
	total := 0
	for i := 0; i < len(s.heaps); i++ {
		total += count(int(s.heaps[i]))
	}
	if total == 0 {
		return Move{}, false
	}
	k := r.IntN(total)
	for i := 0; i < len(s.heaps); i++ {
		h := int(s.heaps[i])
		if c := count(h); k >= c {
			k -= c
			continue
		}
		if g.Variant == Grundy {
			return Move{Heap: i, A: k + 1, B: h - k - 1}, true
		}
		return Move{Heap: i, Take: k + 1}, true
	}
	return Move{}, false
}
