package bloxorz

import (
	"errors"
	"strings"
	"testing"
)

// Check on classic stages: the optimal lengths of the rules file under both
// costings, and optimal key sequences that win under the game model.
func TestCheckClassic(t *testing.T) {
	for _, n := range []int{1, 2, 8, 15, 16} {
		want := classic[n-1]
		l := classicLevel(t, n)
		r, err := Check(l)
		if err != nil {
			t.Fatal(err)
		}
		if r.Verdict != Solvable || r.Reason != "" || r.Free != want.free || r.Counted != want.counted {
			t.Fatalf("stage %d: %+v, want solvable %d/%d", n, r, want.free, want.counted)
		}
		for _, keys := range []string{r.FreeKeys, r.CountedKeys} {
			if err := Replay(l, keys); err != nil {
				t.Errorf("stage %d: %s: %v", n, keys, err)
			}
		}
		if got := len(r.FreeKeys) - strings.Count(r.FreeKeys, "S"); got != r.Free || r.Swaps != strings.Count(r.FreeKeys, "S") {
			t.Errorf("stage %d: free keys %s (%d swaps reported)", n, r.FreeKeys, r.Swaps)
		}
		if len(r.CountedKeys) != r.Counted {
			t.Errorf("stage %d: counted keys %s, length %d", n, r.CountedKeys, r.Counted)
		}
		if r.Expanded <= 0 {
			t.Errorf("stage %d: expanded %d", n, r.Expanded)
		}
	}
}

// Each reason for an unsolvable level, on fixtures; Check leaves its
// argument as it was.
func TestCheckVerdicts(t *testing.T) {
	raw := func(rows []string, start Pos, sw []Switch) *Level {
		l := &Level{W: len(rows[0]), H: len(rows), Start: start, Switches: sw}
		for _, row := range rows {
			for i := 0; i < len(row); i++ {
				c, ok := glyphCell(row[i])
				if !ok {
					t.Fatalf("glyph %q", row[i])
				}
				l.Grid = append(l.Grid, c)
			}
		}
		return l
	}
	cases := []struct {
		name   string
		l      *Level
		want   Verdict
		reason string
	}{
		{"no exit", raw([]string{"ooo", "ooo"}, Pos{1, 0}, nil), NoExit, "no exit"},
		{"two exits", raw([]string{"oEo", "oEo"}, Pos{0, 0}, nil), NoExit, "2 exits"},
		{"start outside", raw([]string{"ooo", "oEo"}, Pos{5, 0}, nil), StartInvalid, "outside"},
		{"start on void", raw([]string{"o.o", "oEo"}, Pos{1, 0}, nil), StartInvalid, "on void"},
		{"start on fragile", raw([]string{"ofo", "oEo"}, Pos{1, 0}, nil), StartInvalid, "on fragile"},
		{"switch on floor", raw([]string{"oso", "oEo"}, Pos{0, 0}, []Switch{{At: Pos{1, 0}, Actions: []Action{{Pos{2, 0}, Toggle}}}}), Malformed, "not a bridge cell"},
		{"island", fixture(t, "o@o..ooo\nooo..oEo\nooo..ooo\n"), ExitUnreachable, "every bridge on"},
		{"fragile ring", fixture(t, "fffff\nfoooo\nfo@Eo\nfoooo\n"), Solvable, ""},
		{"closed bridge", fixture(t, "o@o--ooo\nooo--oEo\nooo--ooo\n"), NoPath, "reachable positions"},
		{"switch turns the bridge off", fixture(t, "o@s--ooo\nooo--oEo\nooo--ooo\n\nswitch 2,0 off 3,0 4,0 3,1 4,1 3,2 4,2\n"), NoPath, "reachable positions"},
		{"tiny room", fixture(t, "oooo\no@Eo\noooo\n...f\n"), Solvable, ""},
	}
	for _, c := range cases {
		before := c.l.String()
		r, err := Check(c.l)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if r.Verdict != c.want || !strings.Contains(r.Reason, c.reason) || (c.want != Solvable && (r.Free != -1 || r.Counted != -1)) {
			t.Errorf("%s: %+v, want %v with %q", c.name, r, c.want, c.reason)
		}
		if c.l.String() != before {
			t.Errorf("%s: Check changed the level", c.name)
		}
	}
	if _, err := Check(nil); err == nil {
		t.Error("Check(nil) gave no error")
	}
}

// A budget too small to decide is an error wrapping ErrCheckBudget, not a
// verdict.
func TestCheckBudget(t *testing.T) {
	r, err := CheckBudget(classicLevel(t, 23), 100)
	if !errors.Is(err, ErrCheckBudget) || r.Verdict != Undecided || r.Free != -1 || r.Reason == "" {
		t.Fatalf("got %+v, %v", r, err)
	}
	for _, v := range []Verdict{Undecided, Solvable, NoExit, StartInvalid, Malformed, ExitUnreachable, NoPath} {
		if strings.HasPrefix(v.String(), "verdict(") {
			t.Errorf("verdict %d has no name", v)
		}
	}
}
