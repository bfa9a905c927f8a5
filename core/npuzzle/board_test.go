package npuzzle

import (
	"errors"
	"strings"
	"testing"
)

func mustParse(t testing.TB, s string) Board {
	t.Helper()
	b, err := Parse(s)
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	return b
}

func TestParseCanonicalRoundTrip(t *testing.T) {
	for _, s := range []string{
		"1 2/3 0",
		"0 1/2 3",
		"1 2 3/4 5 6/7 8 0",
		"8 6 7/2 5 4/3 0 1",
		"1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0",
		"14 13 15 7/11 12 9 5/6 0 2 1/4 8 10 3",
		"1 2 3 4 5 6 7/8 9 10 11 12 13 0", // 2×7
		"1 2/3 4/5 6/7 8/9 10/11 12/13 14/15 0",
	} {
		b := mustParse(t, s)
		if got := b.String(); got != s {
			t.Errorf("Parse(%q).String() = %q", s, got)
		}
		if b2 := mustParse(t, b.String()); b2 != b {
			t.Errorf("Parse(Print(%v)) = %v", b, b2)
		}
	}
}

func TestParseForms(t *testing.T) {
	want := mustParse(t, "1 2 3/4 5 6/7 8 0")
	for _, s := range []string{
		"1 2 3\n4 5 6\n7 8 0",
		"1 2 3\r\n4 5 6\r\n7 8 _",
		"  1 2 3 / 4  5 6 /\t7 8 _  ",
		"\n1 2 3\n4 5 6\n7 8 0\n\n",
		"01 2 3/4 5 6/7 8 00",
	} {
		b, err := Parse(s)
		if err != nil {
			t.Errorf("Parse(%q): %v", s, err)
			continue
		}
		if b != want {
			t.Errorf("Parse(%q) = %v, want %v", s, b, want)
		}
	}
	// Sizes and the largest board.
	g := Goal(8, 8)
	if b := mustParse(t, g.String()); b != g || b.Rows() != 8 || b.Cols() != 8 {
		t.Errorf("8×8 round trip: %v", b)
	}
	b := mustParse(t, "1 2 3/4 5 0")
	if b.Tile(6) != -1 || b.Tile(-1) != -1 || b.At(2, 0) != -1 || b.At(0, 3) != -1 || b.At(-1, 0) != -1 {
		t.Error("cells outside the board should read -1")
	}
	if b.Rows() != 2 || b.Cols() != 3 || b.Len() != 6 || b.Blank() != 5 || b.At(1, 0) != 4 {
		t.Errorf("2×3 accessors wrong: rows %d cols %d len %d blank %d", b.Rows(), b.Cols(), b.Len(), b.Blank())
	}
}

func TestParseErrors(t *testing.T) {
	big := strings.TrimSuffix(strings.Repeat("1 ", 81), " ")
	for _, tc := range []struct{ in, want string }{
		{"", "empty"},
		{"   \n ", "empty"},
		{"1 2 3/4 5 6/7 8", "row 3 has 2 tiles but row 1 has 3"},
		{"1 2 3/4 5/6 7 0", "row 2 has 2 tiles"},
		{"1 2 3/4 5 6/7 8 8", "tile 8 appears more than once"},
		{"1 2 3/4 5 6/7 0 _", "more than one blank"},
		{"1 2 3/4 5 6/7 8 9", "tile 9 at row 3, column 3 is out of range"},
		{"1 2 3/4 x 6/7 8 0", `tile "x" at row 2, column 2 is not a number`},
		{"1 2 3/4 -5 6/7 8 0", `tile "-5"`},
		{"1 2 3/4 5.0 6/7 8 0", "not a number"},
		{"1 2 0", "smallest board is 2×2"},
		{"1/0", "smallest board is 2×2"},
		{"0", "smallest board is 2×2"},
		{"1 2 3//4 5 6", "empty row"},
		{"1 2 3/4 5 0/", "empty row"},
		{big + "/" + big, "largest board is 8×8"},
		{strings.Repeat("1 2/", 9) + "1 2", "largest board is 8×8"},
		{"1 2 3/4 5 6/7 8 99999999999999999999", "out of range"},
		// Large numbers are capped while reading: the message names the tile
		// as written, not the cap (it said "tile 64").
		{"1 2 3/4 5 6/7 8 1000", "tile 1000 at row 3, column 3 is out of range"},
		{"1 2 3/4 5 6/7 8 64", "tile 64 at row 3, column 3"},
		{strings.Repeat("1", 5000), "characters long"},
	} {
		_, err := Parse(tc.in)
		if err == nil {
			t.Errorf("Parse(%q) accepted a bad board", tc.in)
			continue
		}
		if !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%q) error %q does not say %q", tc.in, err, tc.want)
		}
	}
}

func TestNewBoardErrors(t *testing.T) {
	for _, tc := range []struct {
		rows, cols int
		tiles      []int
		want       string
	}{
		{3, 3, []int{1, 2, 3, 4, 5, 6, 7, 0}, "needs 9 tiles"},
		{3, 3, []int{1, 2, 3, 4, 5, 6, 7, 8, 0, 9}, "needs 9 tiles"},
		{1, 3, []int{1, 2, 0}, "smallest"},
		{9, 2, make([]int, 18), "largest"},
		{2, 2, []int{1, 1, 2, 0}, "tile 1 appears more than once"},
		{2, 2, []int{1, 2, 3, 4}, "out of range"},
	} {
		_, err := NewBoard(tc.rows, tc.cols, tc.tiles)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("NewBoard(%d, %d, %v) = %v, want error saying %q", tc.rows, tc.cols, tc.tiles, err, tc.want)
		}
	}
}

func TestParsePair(t *testing.T) {
	s, g, err := ParsePair("1 2 3/4 5 6/7 0 8", "")
	if err != nil || g != Goal(3, 3) || s.Tile(8) != 8 {
		t.Fatalf("ParsePair default goal: %v %v %v", s, g, err)
	}
	_, g, err = ParsePair("1 2 3/4 5 6/7 0 8", "0 1 2/3 4 5/6 7 8")
	if err != nil || g != BlankFirstGoal(3, 3) {
		t.Fatalf("ParsePair blank-first goal: %v %v", g, err)
	}
	for _, tc := range []struct{ b, g, want string }{
		{"1 2 3/4 5 6/7 0 8", "1 2 3/4 5 6/7 8 9 10/11 12 13 14 15 0", "goal:"},
		{"1 2 3/4 5 6/7 0 8", "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0", "the board is 3×3 but the goal is 4×4"},
		{"1 2/3", "", "board:"},
	} {
		_, _, err := ParsePair(tc.b, tc.g)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParsePair(%q, %q) = %v, want error saying %q", tc.b, tc.g, err, tc.want)
		}
	}
}

func TestGoalsAndMoves(t *testing.T) {
	if got := Goal(3, 3).String(); got != "1 2 3/4 5 6/7 8 0" {
		t.Errorf("Goal(3,3) = %q", got)
	}
	if got := BlankFirstGoal(2, 3).String(); got != "0 1 2/3 4 5" {
		t.Errorf("BlankFirstGoal(2,3) = %q", got)
	}
	if Goal(1, 5).Valid() || Goal(9, 9).Valid() {
		t.Error("Goal outside 2×2…8×8 should be the invalid zero Board")
	}
	g := Goal(3, 3)
	if got := g.LegalMoves(); len(got) != 2 || got[0] != U || got[1] != L {
		t.Errorf("legal moves at bottom-right = %v, want [U L]", got)
	}
	b, ok := g.Move(U)
	if !ok || b.String() != "1 2 3/4 5 0/7 8 6" {
		t.Errorf("Goal.Move(U) = %v %v", b, ok)
	}
	if _, ok := g.Move(D); ok {
		t.Error("moving the blank down off the board was allowed")
	}
	if _, ok := g.Move(Move(7)); ok {
		t.Error("an invalid Move value was accepted")
	}
	for _, m := range Moves {
		if m.Inverse().Inverse() != m {
			t.Errorf("Inverse is not an involution on %v", m)
		}
		bm, ok := b.Move(m)
		if !ok {
			continue
		}
		if back, _ := bm.Move(m.Inverse()); back != b {
			t.Errorf("%v then %v does not return", m, m.Inverse())
		}
	}
	ms, err := ParseMoves([]string{"U", "l", "R", "D"})
	if err != nil || ms[0] != U || ms[1] != L || ms[2] != R || ms[3] != D {
		t.Errorf("ParseMoves: %v %v", ms, err)
	}
	if _, err := ParseMoves([]string{"U", "X"}); err == nil || !strings.Contains(err.Error(), "move 2") {
		t.Errorf("ParseMoves bad name: %v", err)
	}
	var zero Board
	if zero.Valid() || zero.CanMove(U) || zero.String() != "<invalid board>" {
		t.Error("the zero Board should be invalid and immovable")
	}
}

func TestReplay(t *testing.T) {
	g := Goal(3, 3)
	start := mustParse(t, "1 2 3/4 5 6/0 7 8")
	if err := Replay(start, g, []Move{R, R}); err != nil {
		t.Errorf("Replay of a solution: %v", err)
	}
	if err := Replay(start, g, []Move{R}); err == nil || !strings.Contains(err.Error(), "not the goal") {
		t.Errorf("Replay of a short path: %v", err)
	}
	if err := Replay(start, g, []Move{L}); err == nil || !strings.Contains(err.Error(), "move 1 (L) is illegal") {
		t.Errorf("Replay of an illegal move: %v", err)
	}
	if err := Replay(start, Goal(4, 4), nil); err == nil {
		t.Error("Replay across sizes accepted")
	}
}

func TestSolvableMessages(t *testing.T) {
	err := Solvable(mustParse(t, "2 1 3/4 5 6/7 8 0"), Goal(3, 3))
	if !errors.Is(err, ErrUnsolvable) || !strings.Contains(err.Error(), "odd width") || !strings.Contains(err.Error(), "1 inversion ") {
		t.Errorf("3×3 swapped tiles: %v", err)
	}
	err = Solvable(mustParse(t, "1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0"), Goal(4, 4))
	if !errors.Is(err, ErrUnsolvable) || !strings.Contains(err.Error(), "even width") {
		t.Errorf("Sam Loyd's 14-15 puzzle: %v", err)
	}
	if err := Solvable(Goal(3, 3), Goal(4, 4)); err == nil || errors.Is(err, ErrUnsolvable) {
		t.Errorf("size mismatch should be a plain error: %v", err)
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"1 2 3/4 5 6/7 8 0", "0 1/2 3", "1 2\n3 _", "1 2 3/4 5", "x", "", "1 2//3 0", "99 1/2 0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b, err := Parse(s)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
			return
		}
		if !b.Valid() {
			t.Fatalf("Parse(%q) accepted an invalid board", s)
		}
		b2, err := Parse(b.String())
		if err != nil || b2 != b {
			t.Fatalf("round trip of %q: %v, %v", s, b2, err)
		}
		if err := Solvable(b, Goal(b.Rows(), b.Cols())); err != nil && !errors.Is(err, ErrUnsolvable) {
			t.Fatalf("Solvable: %v", err)
		}
	})
}

// MoveOfCell names the blank's move for exactly the tiles next to it: the
// move slides that tile into the blank.
func TestMoveOfCell(t *testing.T) {
	for _, text := range []string{"1 2 3/4 0 5/6 7 8", "0 1 2/3 4 5/6 7 8", "1 2 3 4/5 6 7 0", "1 0/2 3"} {
		b, err := Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		blank, cols := b.Blank(), b.Cols()
		for i := -1; i <= b.Len(); i++ {
			m, ok := b.MoveOfCell(i)
			dr, dc := 0, 0
			if i >= 0 && i < b.Len() {
				dr, dc = i/cols-blank/cols, i%cols-blank%cols
			}
			adjacent := i >= 0 && i < b.Len() && dr*dr+dc*dc == 1
			if ok != adjacent {
				t.Errorf("%s cell %d: ok %v, adjacent %v", text, i, ok, adjacent)
				continue
			}
			if !ok {
				continue
			}
			after, moved := b.Move(m)
			if !moved || after.Tile(blank) != b.Tile(i) || after.Tile(i) != 0 {
				t.Errorf("%s cell %d: move %s gives %s", text, i, m, after)
			}
		}
	}
}
