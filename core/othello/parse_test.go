package othello

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestParseStart(t *testing.T) {
	const line = "---------------------------OX------XO--------------------------- X"
	p, err := Parse(line)
	if err != nil {
		t.Fatal(err)
	}
	if p != Start() || Start().String() != line {
		t.Fatalf("start: parsed %s, printed %s", p, Start())
	}
	if got := fmt.Sprint(Start().Moves(nil)); got != "[d3 c4 f5 e6]" {
		t.Fatalf("start moves %v, want [d3 c4 f5 e6] (square order a1…h8)", got)
	}
}

// TestRoundTrip: random positions print and parse back in both forms, and
// an .obf line (with its scores after ';') parses.
func TestRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for range 500 {
		var p Position
		for sq := range 64 {
			switch r.IntN(3) {
			case 1:
				p.Black |= 1 << uint(sq)
			case 2:
				p.White |= 1 << uint(sq)
			}
		}
		p.Turn = Color(r.IntN(2))
		for _, text := range []string{p.String(), p.Grid(), strings.ToLower(p.String()), "\n" + p.Grid() + "\n\n"} {
			q, err := Parse(text)
			if err != nil {
				t.Fatalf("%q: %v", text, err)
			}
			if q != p {
				t.Fatalf("%q parsed to %s, want %s", text, q, p)
			}
		}
	}
	obf := "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; H1:+12;"
	if p, err := Parse(obf); err != nil || p.Empties() != 14 || p.Turn != Black {
		t.Fatalf("obf line: %v %v", p, err)
	}
	// A compact grid without spaces or numbers.
	g := "--------\n--------\n--------\n---OX---\n---XO---\n--------\n--------\n--------\nX\n"
	if p, err := Parse(g); err != nil || p != Start() {
		t.Fatalf("compact grid: %v %v", p, err)
	}
}

func TestParseErrors(t *testing.T) {
	start := Start().String()
	cases := []struct{ in, want string }{
		{"", "empty text"},
		{"   \n  ", "empty text"},
		{start[:63] + " X", "64 cells"},
		{start[:64], "missing the side to move"},
		{start[:64] + " Z", "side to move \"Z\""},
		{start[:64] + " X extra", "unexpected text"},
		{"Q" + start[1:], "cell a1 is \"Q\""},
		{"é" + start[2:], "cell a1 is \"é\""},
		{"é" + start[1:], "64 cells"},
		{strings.Repeat("--------\n", 7) + "X\n", "row 8"},
		{strings.Repeat("--------\n", 7), "got 7 rows"},
		{strings.Repeat("--------\n", 8), "missing the side"},
		{strings.Repeat("--------\n", 8) + "O\nX\n", "unexpected text"},
		{"-------\n" + strings.Repeat("--------\n", 7) + "X", "expected 8 cells, got 7"},
		{"---?----\n" + strings.Repeat("--------\n", 7) + "X", "cell d1 is \"?\""},
	}
	for _, c := range cases {
		_, err := Parse(c.in)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Parse(%q): error %v, want it to mention %q", c.in, err, c.want)
		}
	}
}

func TestParseMove(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Move
	}{{"a1", 0}, {"H8", 63}, {"e4", 28}, {" pass ", Pass}, {"PA", Pass}, {"--", Pass}} {
		if m, err := ParseMove(c.in); err != nil || m != c.want {
			t.Errorf("ParseMove(%q) = %v, %v; want %v", c.in, m, err, c.want)
		}
	}
	for _, in := range []string{"", "i1", "a9", "a0", "a", "a10", "pas"} {
		if _, err := ParseMove(in); err == nil {
			t.Errorf("ParseMove(%q) accepted", in)
		}
	}
	for sq := range 64 {
		m, err := ParseMove(Move(sq).String())
		if err != nil || m != Move(sq) {
			t.Errorf("square %d: %v %v", sq, m, err)
		}
	}
}

// FuzzParse: Parse never panics; whatever it accepts prints in the line form
// and parses back to the same position, and disc bitboards never overlap.
func FuzzParse(f *testing.F) {
	f.Add(Start().String())
	f.Add(Start().Grid())
	f.Add("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18;")
	f.Add("x\n")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := Parse(s)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
			return
		}
		if p.Black&p.White != 0 {
			t.Fatalf("%q: overlapping discs", s)
		}
		for _, text := range []string{p.String(), p.Grid()} {
			q, err := Parse(text)
			if err != nil || q != p {
				t.Fatalf("%q: printed %q does not parse back: %v", s, text, err)
			}
		}
	})
}

// FuzzParseRecord: ParseRecord never panics and every accepted record
// replays legally and prints back to a record with the same moves.
func FuzzParseRecord(f *testing.F) {
	f.Add("f5d6c3d3c4")
	f.Add("e6f4e3f6g5d6e7f5c5")
	f.Add("f5 pass")
	f.Fuzz(func(t *testing.T, s string) {
		moves, end, err := ParseRecord(Start(), s)
		if err != nil {
			return
		}
		again, end2, err := ParseRecord(Start(), FormatRecord(moves))
		if err != nil || end2 != end || len(again) != len(moves) {
			t.Fatalf("%q: reprint %q: %v", s, FormatRecord(moves), err)
		}
	})
}
