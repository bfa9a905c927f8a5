package nim

import (
	"strings"
	"testing"
)

// Hints agree with an exhaustive game-tree search (negamax over every
// move, no theory) on every position of up to three heaps of up to 4
// stones (Grundy's game: up to 7), for both variants and rules: the
// outcome, and a move is listed as winning exactly when it leaves the
// opponent lost. The nim-sum is the XOR of the heaps in Nim.
func TestHintsMatchExhaustiveSearch(t *testing.T) {
	for _, g := range []Game{{Nim, Normal}, {Nim, Misere}, {Grundy, Normal}, {Grundy, Misere}} {
		top := 4
		if g.Variant == Grundy {
			top = 7
		}
		memo := map[string]bool{}
		var wins func(s State) bool
		wins = func(s State) bool {
			k := s.WithTurn(0).String()
			if w, ok := memo[k]; ok {
				return w
			}
			w := false
			if g.Terminal(s) {
				w = g.Utility(s, int(s.turn)) > 0
			}
			for _, m := range g.Moves(s, nil) {
				if !wins(g.Apply(s, m)) {
					w = true
				}
			}
			memo[k] = w
			return w
		}
		for a := 1; a <= top; a++ {
			for b := 0; b <= top; b++ {
				for c := 0; c <= top; c++ {
					s := MustState(a, b, c)
					if g.Terminal(s) {
						continue
					}
					h := g.Hints(s)
					if !h.Decided || h.Wins != wins(s) {
						t.Fatalf("%v %s: hints %+v, exhaustive search says wins=%v", g, s, h, wins(s))
					}
					listed := map[Move]bool{}
					for _, m := range h.Winning {
						listed[m] = true
					}
					for _, m := range g.Moves(s, nil) {
						if good := !wins(g.Apply(s, m)); good != listed[m] {
							t.Errorf("%v %s: move %s winning=%v but listed=%v", g, s, m, good, listed[m])
						}
					}
					if g.Variant == Nim && h.Sum != a^b^c {
						t.Errorf("%s: nim-sum %d, want %d", s, h.Sum, a^b^c)
					}
				}
			}
		}
	}
	// Misère Grundy beyond the bound: only the Grundy value, with a note.
	h := Game{Grundy, Misere}.Hints(MustState(20, 25))
	if h.Decided || !strings.Contains(h.Note, "up to 40 stones") {
		t.Errorf("misère Grundy 20 25: %+v", h)
	}
}

// The winner of a finished game: normal play, the player who made the last
// move; misère, the other one.
func TestWinner(t *testing.T) {
	for _, c := range []struct {
		g      Game
		turn   int
		winner int
	}{{Game{Nim, Normal}, 0, 1}, {Game{Nim, Normal}, 1, 0}, {Game{Nim, Misere}, 0, 0}, {Game{Nim, Misere}, 1, 1}} {
		s := MustState(0, 0).WithTurn(c.turn)
		if w := c.g.Winner(s); w != c.winner {
			t.Errorf("%v, player %d to move at the end: winner %d, want %d", c.g, c.turn, w, c.winner)
		}
	}
	// Played out: 1 1 under normal play, player 0 takes, player 1 takes the last.
	g := Game{Nim, Normal}
	s := g.Apply(g.Apply(MustState(1, 1), Move{Heap: 0, Take: 1}), Move{Heap: 1, Take: 1})
	if !g.Terminal(s) || g.Winner(s) != 1 {
		t.Errorf("1 1 played out: terminal %v winner %d, want player 1 (the last mover)", g.Terminal(s), g.Winner(s))
	}
}
