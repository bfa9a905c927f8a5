package othello

import "testing"

// perftCounts are the published leaf counts from the start position with a
// pass counted as a ply (Egaroucid's technology notes; re-checked by an
// independent bitboard implementation), depths 1–10.
var perftCounts = []int64{4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571284}

func TestPerft(t *testing.T) {
	for d := 1; d <= 8; d++ {
		if got := Perft(Start(), d); got != perftCounts[d-1] {
			t.Errorf("perft(%d) = %d, want %d", d, got, perftCounts[d-1])
		}
	}
}

func TestPerft9And10(t *testing.T) {
	if testing.Short() {
		t.Skip("perft(10) counts 25 million leaves")
	}
	for d := 9; d <= 10; d++ {
		if got := Perft(Start(), d); got != perftCounts[d-1] {
			t.Errorf("perft(%d) = %d, want %d", d, got, perftCounts[d-1])
		}
	}
}

// TestPerftThroughGame counts the same tree through the adversarial.Game
// adapter (Moves, Apply, Terminal), so the adapter and the bitboard perft
// agree.
func TestPerftThroughGame(t *testing.T) {
	var g Game
	var walk func(p Position, d int) int64
	walk = func(p Position, d int) int64 {
		if d == 0 || g.Terminal(p) {
			return 1
		}
		var n int64
		for _, m := range g.Moves(p, nil) {
			n += walk(g.Apply(p, m), d-1)
		}
		return n
	}
	for d := 1; d <= 6; d++ {
		if got := walk(Start(), d); got != perftCounts[d-1] {
			t.Errorf("perft(%d) through Game = %d, want %d", d, got, perftCounts[d-1])
		}
	}
}
