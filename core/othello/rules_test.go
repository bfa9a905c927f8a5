package othello

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// naiveFlips is an independent reference: it walks the board square by
// square in each of the eight directions (no bitboard tricks).
func naiveFlips(p Position, sq int) uint64 {
	own, opp := p.mine()
	if (own|opp)&(1<<uint(sq)) != 0 {
		return 0
	}
	var all uint64
	c0, r0 := sq%8, sq/8
	for _, d := range [8][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
		var line uint64
		c, r := c0+d[0], r0+d[1]
		for c >= 0 && c < 8 && r >= 0 && r < 8 && opp&(1<<uint(SquareOf(c, r))) != 0 {
			line |= 1 << uint(SquareOf(c, r))
			c, r = c+d[0], r+d[1]
		}
		if line != 0 && c >= 0 && c < 8 && r >= 0 && r < 8 && own&(1<<uint(SquareOf(c, r))) != 0 {
			all |= line
		}
	}
	return all
}

// TestAgainstNaive plays random games and checks every legal-move set and
// every flip against the naive reference, and the pass and end rules.
func TestAgainstNaive(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var g Game
	for game := 0; game < 300; game++ {
		p := Start()
		for plies := 0; ; plies++ {
			var want uint64
			for sq := range 64 {
				if naiveFlips(p, sq) != 0 {
					want |= 1 << uint(sq)
				}
			}
			if got := p.LegalMask(); got != want {
				t.Fatalf("%s: legal %s, want %s", p, maskNames(got), maskNames(want))
			}
			moves := p.Moves(nil)
			opp := p.Apply(Pass).LegalMask()
			switch {
			case want == 0 && opp == 0:
				if !p.Over() || len(moves) != 0 {
					t.Fatalf("%s: neither side can move but Over=%v moves=%v", p, p.Over(), moves)
				}
			case want == 0:
				if !slices.Equal(moves, []Move{Pass}) || !p.MustPass() {
					t.Fatalf("%s: must pass, got moves %v", p, moves)
				}
			}
			if p.Over() {
				if plies < 9 {
					t.Fatalf("a game ended after %d plies", plies)
				}
				break
			}
			m, _ := g.RandomMove(p, r)
			if m != Pass {
				if f := p.Flips(m); f != naiveFlips(p, int(m)) {
					t.Fatalf("%s: %s flips %s, want %s", p, m, maskNames(f), maskNames(naiveFlips(p, int(m))))
				}
			}
			next, err := p.Play(m)
			if err != nil {
				t.Fatalf("%s: %v", p, err)
			}
			if count(next.Black)+count(next.White) != count(p.Black)+count(p.White)+btoi(m != Pass) || next.Black&next.White != 0 {
				t.Fatalf("%s after %s: disc count wrong: %s", p, m, next)
			}
			p = next
		}
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestFlipsEightDirections: a black disc on d4 surrounded by white lines
// ending in black discs in all eight directions flips all of them.
func TestFlipsEightDirections(t *testing.T) {
	p := MustParse(`
		  a b c d e f g h
		1 X - - X - - X -
		2 - O - O - O - -
		3 - - O O O - - -
		4 X O O - O O O X
		5 - - O O O - - -
		6 - O - O - O - -
		7 X - - O - - X -
		8 - - - X - - - -
		X to move`)
	q, err := p.Play(mustMove("d4"))
	if err != nil {
		t.Fatal(err)
	}
	if q.White != 0 || q.Turn != White {
		t.Fatalf("after d4: %s, want every white disc flipped and White to move", q)
	}
	if got := count(p.Flips(mustMove("d4"))); got != count(p.White) {
		t.Fatalf("d4 flips %d discs, want %d", got, count(p.White))
	}
}

// TestEdgesAndCorners: lines along edges and into corners flip, and nothing
// wraps around the board's edge.
func TestEdgesAndCorners(t *testing.T) {
	cases := []struct {
		board, move, flipped string
	}{
		// a1 corner: along rank 1, file a and the long diagonal.
		{"-OOX----" + "OO------" + "O-O-----" + "X--X----" + strings.Repeat("-", 32) + " X", "a1", "b1 c1 a2 a3 c3 b2"},
		// h8 corner along rank 8 and file h.
		{strings.Repeat("-", 40) + "-------X" + "-------O" + "-----XO-" + " X", "h8", "h7 g8"},
		// Wrap-around: a white run at the end of rank 1 followed by a black
		// disc at the start of rank 2 is not a line.
		{"-----OO-" + "X-------" + strings.Repeat("-", 48) + " X", "h1", ""},
		// h-file to a-file diagonal wrap: g2 white, then a3? not a line.
		{"-------" + "-" + "------O-" + "X-------" + strings.Repeat("-", 40) + " X", "h1", ""},
	}
	for _, c := range cases {
		p := MustParse(c.board)
		f := p.Flips(mustMove(c.move))
		want := uint64(0)
		for _, n := range strings.Fields(c.flipped) {
			want |= 1 << uint(mustMove(n))
		}
		if f != want {
			t.Errorf("%s: %s flips %q, want %q", c.board, c.move, maskNames(f), maskNames(want))
		}
		if f != naiveFlips(p, int(mustMove(c.move))) {
			t.Errorf("%s: bitboard and naive flips differ", c.board)
		}
	}
}

func mustMove(s string) Move {
	m, err := ParseMove(s)
	if err != nil {
		panic(err)
	}
	return m
}

// TestPassAndEnd: hand-made positions for a forced pass, a full board, a
// side wiped out, and the score rule with empties to the winner.
func TestPassAndEnd(t *testing.T) {
	var g Game
	// White to move has no move (its only discs cannot flank anything), Black has.
	pass := MustParse("XO------" + strings.Repeat("-", 56) + " O")
	if !pass.MustPass() || pass.Over() || !slices.Equal(g.Moves(pass, nil), []Move{Pass}) {
		t.Fatalf("%s: want a forced pass, got moves %v", pass, g.Moves(pass, nil))
	}
	if _, err := pass.Play(mustMove("c1")); err == nil || !strings.Contains(err.Error(), "must pass") {
		t.Errorf("playing a square when a pass is forced: err = %v", err)
	}
	after := pass.Apply(Pass)
	if after.Turn != Black || after.Black != pass.Black || after.White != pass.White {
		t.Errorf("pass changed the board: %s", after)
	}
	if _, err := Start().Play(Pass); err == nil || !strings.Contains(err.Error(), "cannot pass") {
		t.Errorf("passing with legal moves: err = %v", err)
	}

	// Full board, 33 black 31 white: Black wins by 2.
	full := MustParse(strings.Repeat("X", 33) + strings.Repeat("O", 31) + " O")
	if !full.Over() || !g.Terminal(full) || len(g.Moves(full, nil)) != 0 {
		t.Fatal("a full board is not over")
	}
	if full.Score(Black) != 2 || full.Score(White) != -2 {
		t.Errorf("full board score %d/%d, want 2/-2", full.Score(Black), full.Score(White))
	}
	if u := g.Utility(full, 0); DiscDiff(u) != 2 || u <= 0.5 {
		t.Errorf("utility %v decodes to %d, want a win by 2", u, DiscDiff(u))
	}
	if g.Utility(full, 1) != -g.Utility(full, 0) {
		t.Error("utility not zero-sum")
	}
	if (Game{WinLoss: true}).Utility(full, 1) != -1 {
		t.Error("win/loss utility of a loss is not -1")
	}

	// White wiped out: 13 black discs, 51 empties, the game is over and
	// Black wins 64-0.
	wiped := MustParse("XXXXXXXXXXXXX" + strings.Repeat("-", 51) + " O")
	if !wiped.Over() {
		t.Fatal("a board without white discs is not over")
	}
	if wiped.Score(Black) != 64 || wiped.Score(White) != -64 || g.Utility(wiped, 0) != 1 {
		t.Errorf("wiped-out score %d, utility %v; want 64 and 1", wiped.Score(Black), g.Utility(wiped, 0))
	}

	// A drawn end with empties: 30 each and 4 empty squares blocked; the
	// empties go to nobody.
	draw := MustParse(strings.Repeat("X", 30) + strings.Repeat("O", 30) + "----" + " X")
	if draw.Score(Black) != 0 || draw.Score(White) != 0 {
		t.Errorf("draw score %d/%d, want 0", draw.Score(Black), draw.Score(White))
	}
	// 31 against 29 with 4 empties: the winner gets the empties.
	win := MustParse(strings.Repeat("O", 29) + strings.Repeat("X", 31) + "----" + " X")
	if win.Score(Black) != 6 || win.Score(White) != -6 {
		t.Errorf("score with empties %d/%d, want 6/-6", win.Score(Black), win.Score(White))
	}
}

// TestShortestGame replays a known nine-move game that wipes out White
// (the shortest possible Othello game) from its record.
func TestShortestGame(t *testing.T) {
	moves, p, err := ParseRecord(Start(), "e6f4e3f6g5d6e7f5c5")
	if err != nil {
		t.Fatal(err)
	}
	if len(moves) != 9 || !p.Over() || p.Count(White) != 0 || p.Score(Black) != 64 {
		t.Fatalf("after 9 moves: %s over=%v score=%d", p, p.Over(), p.Score(Black))
	}
}

func TestRecordRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	var g Game
	for range 50 {
		p := Start()
		var played []Move
		for !p.Over() {
			m, _ := g.RandomMove(p, r)
			played = append(played, m)
			p = p.Apply(m)
		}
		text := FormatRecord(played)
		moves, end, err := ParseRecord(Start(), text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		if !slices.Equal(moves, played) || end != p {
			t.Fatalf("%s: parsed %v, want %v", text, moves, played)
		}
		// With explicit passes and spaces too.
		var sb strings.Builder
		for _, m := range played {
			sb.WriteString(strings.ToUpper(m.String()) + " ")
		}
		if moves, _, err := ParseRecord(Start(), sb.String()); err != nil || !slices.Equal(moves, played) {
			t.Fatalf("%s: %v %v", sb.String(), moves, err)
		}
	}
}

func TestRecordErrors(t *testing.T) {
	for _, c := range []struct{ rec, want string }{
		{"f5d6c3z9", "move 4 at character 7"},
		{"f5d6c3a1", "move 4 (a1)"},
		{"f5f5", "occupied"},
		{"f5pass", "cannot pass"},
		{"f5d", "move 2"},
	} {
		if _, _, err := ParseRecord(Start(), c.rec); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseRecord(%q) error %v, want it to mention %q", c.rec, err, c.want)
		}
	}
}
