package bloxorz

import (
	"reflect"
	"strings"
	"testing"
)

func TestParseRoundTripClassic(t *testing.T) {
	for n := 1; n <= ClassicCount; n++ {
		text, err := ClassicText(n)
		if err != nil {
			t.Fatal(err)
		}
		l, err := Parse(text)
		if err != nil {
			t.Fatalf("stage %d: %v", n, err)
		}
		if got := l.String(); got != text {
			t.Errorf("stage %d: printed text differs from the file:\n%s\nwant:\n%s", n, got, text)
		}
		l2, err := Parse(l.String())
		if err != nil || !reflect.DeepEqual(l, l2) {
			t.Errorf("stage %d: Parse(String()) differs (err %v)", n, err)
		}
		if l.W != 15 || l.H != 10 || l.Passcode == "" {
			t.Errorf("stage %d: %d×%d passcode %q, want 15×10 with a passcode", n, l.W, l.H, l.Passcode)
		}
	}
}

// Facts from the rules tables, transcribed: start, exit, passcode and the
// number of switches and splits of a few stages.
func TestParseClassicFacts(t *testing.T) {
	cases := []struct {
		n                  int
		start, exit        Pos
		passcode           string
		switches, splits   int
		fragile, bridgeCnt int
	}{
		{1, Pos{3, 3}, Pos{9, 6}, "780464", 0, 0, 0, 0},
		{4, Pos{1, 6}, Pos{6, 8}, "520967", 0, 0, 31, 0},
		{15, Pos{1, 8}, Pos{12, 8}, "098598", 4, 1, 0, 8},
		{16, Pos{3, 8}, Pos{11, 3}, "000241", 2, 5, 0, 4},
		{23, Pos{4, 7}, Pos{8, 3}, "293486", 4, 1, 18, 8},
		{33, Pos{1, 3}, Pos{1, 7}, "614955", 13, 0, 0, 5},
	}
	for _, c := range cases {
		l, err := Classic(c.n)
		if err != nil {
			t.Fatal(err)
		}
		fr := 0
		for _, k := range l.Grid {
			if k == Fragile {
				fr++
			}
		}
		if l.Start != c.start || l.Exit() != c.exit || l.Passcode != c.passcode || len(l.Switches) != c.switches ||
			len(l.Splits) != c.splits || fr != c.fragile || l.Bridges() != c.bridgeCnt {
			t.Errorf("stage %d: start %v exit %v passcode %s switches %d splits %d fragile %d bridges %d; want %+v",
				c.n, l.Start, l.Exit(), l.Passcode, len(l.Switches), len(l.Splits), fr, l.Bridges(), c)
		}
	}
	l, _ := Classic(17)
	want := Switch{At: Pos{12, 9}, Actions: []Action{{Pos{9, 1}, On}, {Pos{8, 7}, Off}}}
	found := false
	for _, s := range l.Switches {
		if s.At == want.At {
			found = reflect.DeepEqual(s, want)
		}
	}
	if !found {
		t.Errorf("stage 17: switch 12,9 is not 'on 9,1 off 8,7'")
	}
	if _, err := Classic(0); err == nil {
		t.Error("Classic(0): want an error")
	}
	if _, err := Classic(34); err == nil {
		t.Error("Classic(34): want an error")
	}
}

func TestParseRobust(t *testing.T) {
	text, _ := ClassicText(15)
	want, _ := Parse(text)
	variants := map[string]string{
		"CRLF":                strings.ReplaceAll(text, "\n", "\r\n"),
		"trailing whitespace": strings.ReplaceAll(text, "\n", " \t\n"),
		"leading whitespace":  strings.ReplaceAll(text, "\n", "\n  "),
		"comments and blanks": "# a comment\n\n" + strings.Replace(text, "\nswitch", "\n# switches\n\nswitch", 1) + "\n\n",
		"no final newline":    strings.TrimSuffix(text, "\n"),
		"extra spaces":        strings.NewReplacer("switch ", "switch   ", "split ", "split \t ", " toggle ", "  toggle   ", " off ", "\toff  ").Replace(text),
	}
	for name, v := range variants {
		l, err := Parse(v)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if !reflect.DeepEqual(l, want) {
			t.Errorf("%s: parsed level differs", name)
		}
	}
	// A minimal level without header or switches.
	l, err := Parse("@oE\n")
	if err != nil || l.W != 3 || l.H != 1 || l.String() != "@oE\n" {
		t.Errorf("minimal level: %v %q", err, l)
	}
}

func TestParseErrors(t *testing.T) {
	cases := []struct {
		name, text, want string
	}{
		{"empty", "", "no grid"},
		{"only header", "name: x\n", "no grid"},
		{"ragged", "@oo\noE\n", "line 2: grid row 2 has 2 cells, but row 1 has 3"},
		{"unknown glyph", "@oX\nooE\n", `unknown grid glyph 'X' in column 2`},
		// A character outside ASCII is quoted whole (issue 29: 'é' showed as 'Ã').
		{"non-ASCII glyph", "@oé\nooE\n", `unknown grid glyph 'é' in column 2`},
		{"non-ASCII row", "@oo\nééE\n", `unknown grid glyph 'é' in column 0`},
		{"no start", "ooo\nooE\n", "0 start cells"},
		{"two starts", "@o@\nooE\n", "2 start cells"},
		{"no exit", "@oo\nooo\n", "0 exit cells"},
		{"two exits", "@oE\nooE\n", "2 exit cells"},
		{"header after grid", "@oE\nname: x\n", `line 2: "name:" must come before the grid`},
		{"grid after switches", "@oE\nswitch 0,0\nooo\n", "line 3: unexpected line"},
		{"grid after blank", "@oE\n\nooo\n", "line 3: unexpected line"},
		{"switch before grid", "switch 1,1 on 0,0\n@oE\n", "line 1: switch line before the grid"},
		{"switch bad cell", "@sE+\nswitch 1 on 3,0\n", `bad cell "1"`},
		{"switch no action word", "@sE+\nswitch 1,0 3,0\n", "before an action word"},
		{"switch not on switch", "@sE+\nswitch 0,0 on 3,0\n", "switch 0,0 is on floor, not on a soft (s) or hard (h) switch cell"},
		{"switch target not bridge", "@sE+\nswitch 1,0 on 2,0\n", "acts on 2,0, which is not a bridge cell"},
		{"switch target outside", "@sE+\nswitch 1,0 on 9,0\n", "acts on 9,0, which is not a bridge cell"},
		{"switch twice", "@sE+\nswitch 1,0 on 3,0\nswitch 1,0 off 3,0\n", "switch 1,0 is listed twice"},
		{"switch empty", "@sE+\nswitch\n", "needs the switch cell"},
		{"negative", "@sE+\nswitch -1,0 on 3,0\n", `bad cell "-1,0"`},
		{"split missing", "@vE.o\n", "split switch 1,0 has no split line"},
		{"split arity", "@vE.o\nsplit 1,0 4,0\n", "split line needs three cells"},
		{"split not on v", "@vE.o\nsplit 0,0 4,0 2,0\n", "not on a split switch cell (v)"},
		{"split to void", "@vE.o\nsplit 1,0 3,0 0,0\n", "sends a cube to 3,0, which is void"},
		{"split same", "@vE.o\nsplit 1,0 4,0 4,0\n", "sends both cubes to 4,0"},
		{"split adjacent", "@vEoo\nsplit 1,0 3,0 4,0\n", "adjacent cells 3,0 and 4,0"},
		{"split twice", "@vE.o\nsplit 1,0 4,0 0,0\nsplit 1,0 4,0 0,0\n", "split 1,0 is listed twice"},
		{"start off floor", "@\n", "exit"},
		{"too wide", "@E" + strings.Repeat("o", 70) + "\n", "at most 64 allowed"},
		{"too tall", "@E\n" + strings.Repeat("oo\n", 70), "more than 64 rows"},
		{"too many bridges", "@E" + strings.Repeat("+", 62) + "\n+++" + strings.Repeat("o", 61) + "\n", "more than 64 bridge cells"},
	}
	for _, c := range cases {
		_, err := Parse(c.text)
		if err == nil {
			t.Errorf("%s: no error, want one containing %q", c.name, c.want)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %q, want it to contain %q", c.name, err, c.want)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, n := range []int{1, 10, 15, 16, 23, 33} {
		text, _ := ClassicText(n)
		f.Add(text)
	}
	f.Add("@oE\n")
	f.Add("@vEoo\nsplit 1,0 3,0 4,0\n")
	f.Add("@sE+\nswitch 1,0 toggle 3,0 on 3,0 off 3,0\n")
	f.Fuzz(func(t *testing.T, text string) {
		l, err := Parse(text)
		if err != nil {
			return
		}
		out := l.String()
		l2, err := Parse(out)
		if err != nil {
			t.Fatalf("printed level does not parse: %v\n%s", err, out)
		}
		if !reflect.DeepEqual(l, l2) {
			t.Fatalf("round trip differs:\n%s", out)
		}
		if l2.String() != out {
			t.Fatalf("printing is not stable:\n%s\n%s", out, l2.String())
		}
		// The rules never panic: play a few moves of every kind.
		g := NewGame(l)
		for _, k := range []byte("RDLUSRRDDLLUUS") {
			if _, err := g.Press(k); err != nil {
				t.Fatal(err)
			}
		}
		p := NewProblem(l, SwapsFree)
		s := p.Initial()
		for i := 0; i < 20; i++ {
			acts := p.Actions(s, nil)
			if len(acts) == 0 {
				break
			}
			s = p.Result(s, acts[i%len(acts)])
			_ = p.H(s)
		}
	})
}

// Glyphs, which the page's editor shows to explain the format, lists
// exactly the characters the parser reads in a grid.
func TestGlyphsAreTheParsersCharacters(t *testing.T) {
	listed := map[byte]bool{}
	for _, g := range Glyphs {
		if listed[g.Char] || g.Meaning == "" {
			t.Errorf("glyph %q listed twice or without a meaning", g.Char)
		}
		listed[g.Char] = true
	}
	for c := 0; c < 256; c++ {
		if _, ok := glyphCell(byte(c)); ok != listed[byte(c)] {
			t.Errorf("glyph %q: the parser reads it %v, Glyphs lists it %v", byte(c), ok, listed[byte(c)])
		}
	}
}
