package share

import (
	"encoding/base64"
	"errors"
	"reflect"
	"strings"
	"testing"
)

func TestRoundTrip(t *testing.T) {
	links := []Link{
		{Game: "npuzzle", Board: "1 2 3/4 5 6/7 8 0", Algorithm: "astar", Params: map[string]string{"heuristic": "manhattan"}, Seed: 1},
		{Game: "npuzzle", Board: "0 1/2 3", Goal: "1 2/3 0"},
		{Game: "bloxorz", Board: "ooo\nSoT\nooo", Algorithm: "bfs", Seed: 1<<64 - 1},
		{Game: "nim", Board: "3 4 5", Algorithm: "alphabeta", Params: map[string]string{"depth": "7", "x y": "a=b/c#d"}},
		{Game: "x_y-2", Board: "ünïcødé ✓ #/?&=", Goal: "\"quoted\""},
	}
	for _, l := range links {
		frag, err := Encode(l)
		if err != nil {
			t.Fatalf("Encode(%+v): %v", l, err)
		}
		if strings.ContainsAny(frag, "#?&+= ") {
			t.Errorf("fragment %q holds characters that need escaping in a URL", frag)
		}
		if !strings.HasPrefix(frag, "v1/"+l.Game+"/") {
			t.Errorf("fragment %q lacks the v1/<game>/ prefix", frag)
		}
		for _, f := range []string{frag, "#" + frag} {
			got, err := Decode(f)
			if err != nil {
				t.Fatalf("Decode(%q): %v", f, err)
			}
			if !reflect.DeepEqual(got, l) {
				t.Errorf("round trip: got %+v, want %+v", got, l)
			}
		}
	}
}

func TestEncodeRejects(t *testing.T) {
	for _, l := range []Link{{Game: "", Board: "1"}, {Game: "N Puzzle", Board: "1"}, {Game: "npuzzle", Board: "  "}} {
		if _, err := Encode(l); err == nil {
			t.Errorf("Encode(%+v) succeeded, want an error", l)
		}
	}
}

func TestDecodeErrors(t *testing.T) {
	good, _ := Encode(Link{Game: "npuzzle", Board: "1 2 3/4 5 6/7 8 0"})
	b64 := func(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }
	cases := []struct {
		in   string
		want error
		msg  string
	}{
		{"", ErrEmpty, "no fragment"},
		{"#", ErrEmpty, "no fragment"},
		{"#section-2", ErrForeign, "not a SearchLab"},
		{"b=AAAA", ErrForeign, "not a SearchLab"},
		{"v9/npuzzle/" + b64(`{"b":"1"}`), ErrForeign, "version \"v9\""},
		{"v1/npuzzle", ErrDamaged, "want v1/<game>/<data>"},
		{"v1/N!/" + b64(`{"b":"1"}`), ErrDamaged, "invalid game id"},
		{"v1/npuzzle/%%%", ErrDamaged, "not base64url"},
		{good[:len(good)-7], ErrDamaged, "not valid JSON"},
		{"v1/npuzzle/" + b64(`{"b":"1","zz":2}`), ErrDamaged, "unknown field"},
		{"v1/npuzzle/" + b64(`{"b":"1"}{}`), ErrDamaged, "trailing data"},
		{"v1/npuzzle/" + b64(`{"g":"1"}`), ErrDamaged, "no board"},
		{"v1/npuzzle/" + b64(`{"b":"1","s":-4}`), ErrDamaged, "not valid JSON"},
		{"v1/npuzzle/" + strings.Repeat("A", MaxLen), ErrDamaged, "characters long"},
	}
	for _, c := range cases {
		_, err := Decode(c.in)
		if !errors.Is(err, c.want) {
			t.Errorf("Decode(%.40q): error %v, want %v", c.in, err, c.want)
			continue
		}
		if !strings.Contains(err.Error(), c.msg) {
			t.Errorf("Decode(%.40q): message %q does not say %q", c.in, err, c.msg)
		}
	}
}

// FuzzDecode checks that Decode never panics, and that whatever it accepts
// encodes back to a fragment that decodes to the same link.
func FuzzDecode(f *testing.F) {
	good, _ := Encode(Link{Game: "npuzzle", Board: "1 2 3/4 5 6/7 8 0", Algorithm: "astar", Params: map[string]string{"heuristic": "manhattan"}, Seed: 7})
	for _, s := range []string{good, "#" + good, "", "v1/", "v1/a/", "v1/npuzzle/e30", "v2/x/y", "#b=xyz"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		l, err := Decode(s)
		if err != nil {
			if !errors.Is(err, ErrEmpty) && !errors.Is(err, ErrForeign) && !errors.Is(err, ErrDamaged) {
				t.Fatalf("Decode(%q): unclassified error %v", s, err)
			}
			return
		}
		frag, err := Encode(l)
		if err != nil {
			t.Fatalf("Encode(Decode(%q)): %v", s, err)
		}
		l2, err := Decode(frag)
		if err != nil || !reflect.DeepEqual(l, l2) {
			t.Fatalf("re-decode of %q: %+v, %v; want %+v", frag, l2, err, l)
		}
	})
}
