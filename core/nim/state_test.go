package nim

import (
	"fmt"
	"strings"
	"testing"
)

func TestParseRoundTrip(t *testing.T) {
	for _, text := range []string{"3 4 5", "0", "99 0 1", "1 2 3 4 5 6 7 8 9 10 11 12", "7 6 8 5 9 5"} {
		s, err := Parse(text)
		if err != nil {
			t.Fatalf("Parse(%q): %v", text, err)
		}
		if s.String() != text {
			t.Errorf("Parse(%q).String() = %q", text, s.String())
		}
		if s.Turn() != 0 {
			t.Errorf("Parse(%q): player %d to move, want 0", text, s.Turn())
		}
	}
	s, err := Parse("  3,4\t5 ")
	if err != nil || s.String() != "3 4 5" {
		t.Errorf("Parse with commas and tabs: %q %v", s, err)
	}
}

func TestParseErrors(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"", "no heaps"},
		{"   ", "no heaps"},
		{"3 x 5", `heap 2: "x" is not a whole number`},
		{"3 4.5", `heap 2: "4.5" is not a whole number`},
		{"3 -2", "heap 2: -2 is negative"},
		{"100", "heap 1: 100 is larger than 99"},
		{"1 99999999999999999999999", "heap 2: 99999999999999999999999 is larger than 99"},
		{"1 2 3 4 5 6 7 8 9 10 11 12 13", "13 heaps"},
	} {
		_, err := Parse(c.text)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Parse(%q) error %v, want one containing %q", c.text, err, c.want)
		}
	}
}

func TestMoveNotation(t *testing.T) {
	for _, c := range []struct {
		text string
		m    Move
	}{{"1-2", Move{Heap: 0, Take: 2}}, {"12-99", Move{Heap: 11, Take: 99}}, {"3:1+7", Move{Heap: 2, A: 1, B: 7}}, {"1:5+2", Move{Heap: 0, A: 5, B: 2}}} {
		m, err := ParseMove(c.text)
		if err != nil || m != c.m {
			t.Errorf("ParseMove(%q) = %+v, %v; want %+v", c.text, m, err, c.m)
		}
		if m.String() != c.text {
			t.Errorf("%+v prints as %q, want %q", m, m.String(), c.text)
		}
	}
	for _, c := range []struct{ text, want string }{
		{"", "write I-K"}, {"1", "write I-K"}, {"0-1", "heap"}, {"a-1", "heap"}, {"1-0", "count"}, {"1--1", "count"},
		{"2:3", "I:A+B"}, {"2:3+3", "must differ"}, {"2:0+3", "part"}, {"x:1+2", "heap"},
	} {
		_, err := ParseMove(c.text)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseMove(%q) error %v, want one containing %q", c.text, err, c.want)
		}
	}
}

func TestCheckExplainsIllegalMoves(t *testing.T) {
	s := MustState(3, 4, 5)
	nim, grundy := Game{}, Game{Variant: Grundy}
	for _, c := range []struct {
		g    Game
		m    string
		want string
	}{
		{nim, "4-1", "no heap 4"}, {nim, "2-5", "heap 2 has 4 stones"}, {nim, "1:1+2", "takes stones"},
		{grundy, "1-1", "splits"}, {grundy, "2:1+2", "add up to 4"}, {grundy, "2:2+2", "must differ"},
	} {
		m, err := ParseMove(c.m)
		if err == nil {
			err = c.g.Check(s, m)
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v %s: error %v, want one containing %q", c.g.Variant, c.m, err, c.want)
		}
	}
	for _, m := range nim.Moves(s, nil) {
		if err := nim.Check(s, m); err != nil {
			t.Errorf("generated move %v rejected: %v", m, err)
		}
	}
	for _, m := range grundy.Moves(s, nil) {
		if err := grundy.Check(s, m); err != nil {
			t.Errorf("generated split %v rejected: %v", m, err)
		}
	}
}

func TestRulesOfPlay(t *testing.T) {
	nim := Game{}
	s := MustState(3, 4, 5)
	if n := len(nim.Moves(s, nil)); n != 12 {
		t.Errorf("3 4 5 has %d Nim moves, want 12", n)
	}
	c := nim.Apply(s, Move{Heap: 1, Take: 4})
	if c.String() != "3 0 5" || c.Turn() != 1 || s.String() != "3 4 5" {
		t.Errorf("2-4 on 3 4 5 gives %q (turn %d), parent %q", c, c.Turn(), s)
	}
	g := Game{Variant: Grundy}
	if n := len(g.Moves(MustState(8), nil)); n != 3 {
		t.Errorf("heap 8 has %d splits, want 3 (1+7, 2+6, 3+5)", n)
	}
	c = g.Apply(MustState(2, 8, 3), Move{Heap: 1, A: 1, B: 7})
	if c.String() != "2 1 7 3" {
		t.Errorf("2:1+7 on 2 8 3 gives %q, want 2 1 7 3", c)
	}
	if !g.Terminal(MustState(1, 2, 2, 1)) || g.Terminal(MustState(1, 3)) || !nim.Terminal(MustState(0, 0)) || nim.Terminal(MustState(0, 1)) {
		t.Error("terminal test wrong")
	}
	// Conventions: normal play, the player who cannot move (to move at the
	// end) loses; misère, that player wins.
	end := MustState(0, 0).WithTurn(1)
	if (Game{}).Utility(end, 1) != -1 || (Game{}).Utility(end, 0) != 1 {
		t.Error("normal play: the player to move in the final position must lose")
	}
	if (Game{Rule: Misere}).Utility(end, 1) != 1 || (Game{Rule: Misere}).Utility(end, 0) != -1 {
		t.Error("misère play: the player who made the last move must lose")
	}
	if nim.Canonical(MustState(5, 0, 3, 4).WithTurn(1)) != nim.Canonical(MustState(3, 4, 5)) {
		t.Error("canonical keys differ for the same heaps in another order")
	}
	if g.Canonical(MustState(5, 1, 2, 3)) != g.Canonical(MustState(3, 5)) {
		t.Error("Grundy canonical key must ignore dead heaps")
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"3 4 5", "", "1,2", "-1", "100", "7 6 8 5 9 5", "0 0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s, err := Parse(text)
		if err != nil {
			return
		}
		back, err := Parse(s.String())
		if err != nil || back != s {
			t.Fatalf("%q parsed to %q which reparses to %q, %v", text, s, back, err)
		}
	})
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"1-2", "3:1+7", "", "1:2+2", "-1-1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := ParseMove(text)
		if err != nil {
			return
		}
		back, err := ParseMove(m.String())
		if err != nil || back != m {
			t.Fatalf("%q parsed to %+v which reparses to %+v, %v", text, m, back, err)
		}
		_ = (Game{}).Check(MustState(3, 4, 5), m)
		_ = (Game{Variant: Grundy}).Check(MustState(3, 4, 5), m)
	})
}

// Errors quote at most a few characters of the input (they once echoed
// 900 KB back), and the text is capped like the N-puzzle's.
func TestParseErrorsDoNotEchoTheInput(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{strings.Repeat("x", 5000), "limit 4096"},
		{"3 " + strings.Repeat("x", 4000), "is not a whole number"},
		{"3 " + strings.Repeat("9", 4000), "is larger than 99"},
		{"3 -" + strings.Repeat("9", 4000), "is negative"},
		{strings.Repeat(", ", 2000), "no heaps"},
		{strings.Repeat("1 ", 2000), "at most"},
	} {
		_, err := Parse(tc.in)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%d characters): error %v, want one saying %q", len(tc.in), err, tc.want)
			continue
		}
		if len(err.Error()) > 200 {
			t.Errorf("Parse(%d characters): the error is %d characters long: %.80q…", len(tc.in), len(err.Error()), err)
		}
	}
	if _, err := ParseMove(strings.Repeat("1", 5000)); err == nil || len(err.Error()) > 200 {
		t.Errorf("ParseMove of 5000 characters: error %.100v (%d characters)", err, len(fmt.Sprint(err)))
	}
}
