package share

import (
	"bytes"
	"compress/flate"
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
		{Game: "npuzzle", Board: "8 6 7/2 5 4/3 0 1", Algorithm: "astar", Seed: 3, Replay: 100000}, // a replay link
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

// A long board (a Bloxorz level's text) travels compressed: the link is
// shorter than the plain one and decodes to the same link; short links
// stay plain.
func TestCompressedLinks(t *testing.T) {
	level := strings.Repeat("oooooooooooooooooooo\n", 12) + "switch 2,3 toggle 4,5 5,5\n"
	l := Link{Game: "bloxorz", Board: level, Algorithm: "bfs", Params: map[string]string{"costing": "free"}, Seed: 3}
	frag, err := Encode(l)
	if err != nil {
		t.Fatal(err)
	}
	plain := base64.RawURLEncoding.EncodeToString([]byte(`{"b":` + strings.Repeat("x", len(level)) + `}`))
	if !strings.HasPrefix(frag, "v1/bloxorz/.") || len(frag) > len(plain)/2 {
		t.Errorf("long board: %d characters (%.20s…), plain would be over %d", len(frag), frag, len(plain))
	}
	if got, err := Decode(frag); err != nil || !reflect.DeepEqual(got, l) {
		t.Errorf("compressed round trip: %+v, %v", got, err)
	}
	short, _ := Encode(Link{Game: "nim", Board: "3 4 5"})
	if strings.Contains(short, "/.") {
		t.Errorf("a short link was compressed: %s", short)
	}
	// A crafted payload that expands beyond MaxInflated is refused.
	var z bytes.Buffer
	w, _ := flate.NewWriter(&z, flate.BestCompression)
	w.Write([]byte(`{"b":"` + strings.Repeat("1", MaxInflated) + `"}`))
	w.Close()
	bomb := "v1/nim/." + base64.RawURLEncoding.EncodeToString(z.Bytes())
	if _, err := Decode(bomb); !errors.Is(err, ErrDamaged) || !strings.Contains(err.Error(), "expands to more than") {
		t.Errorf("a %d-character bomb: %v", len(bomb), err)
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
		{"#section-2", ErrForeign, "does not start with v1/"},
		{"b=AAAA", ErrForeign, "not a SearchLab"},
		{"v9/npuzzle/" + b64(`{"b":"1"}`), ErrForeign, "version \"v9\""},
		{"v1/", ErrDamaged, "names no game"},
		{"v1/npuzzle/" + b64(`{"b":"1","r":-3}`), ErrDamaged, "replay's number of events is negative"},
		{"v1/npuzzle", ErrDamaged, "the data is missing"},
		{"v1/npuzzle/", ErrDamaged, "the data is missing"},
		{"v1/N!/" + b64(`{"b":"1"}`), ErrDamaged, "the game id \"N!\" has characters other than"},
		{"v1/npuzzle/%%%", ErrDamaged, "character 1 of the data, '%', is not base64url"},
		{"v1/npuzzle/eyJi.IjoiMSJ9", ErrDamaged, "character 5 of the data, '.', is not base64url"},
		{"v1/npuzzle/" + b64(`{"b":"1"}`) + "A", ErrDamaged, "ends with a stray character"},
		{good[:len(good)-7], ErrDamaged, "ends early"},
		{"v1/npuzzle/" + b64(`{"b":"1","zz":2}`), ErrDamaged, `unknown field "zz"`},
		{"v1/npuzzle/" + b64(`{"b":"1"}{}`), ErrDamaged, "more data after"},
		{"v1/npuzzle/" + b64(`{"g":"1"}`), ErrDamaged, "no board"},
		{"v1/npuzzle/" + b64(`{"b":"1","s":-4}`), ErrDamaged, "its seed is number -4 where a whole number"},
		{"v1/npuzzle/" + b64(`{"b":7}`), ErrDamaged, "its board is number where text is expected"},
		{"v1/npuzzle/" + b64(`{"b":"1",}`), ErrDamaged, "not valid JSON at byte"},
		{"v1/npuzzle/" + strings.Repeat("A", MaxLen), ErrDamaged, "characters long"},
		{"v1/npuzzle/.%%", ErrDamaged, "character 1 of the data, '%', is not base64url"},
		{"v1/npuzzle/.AAAA", ErrDamaged, "its compressed data does not expand"},
		{"v1/npuzzle/.", ErrDamaged, "its compressed data does not expand"},
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
		// The detail says what is wrong without repeating the kind.
		var e *Error
		if !errors.As(err, &e) || strings.Contains(e.Detail, e.Kind.Error()) || (c.want != ErrEmpty && e.Detail == "") {
			t.Errorf("Decode(%.40q): %#v, want an *Error whose detail does not repeat its kind", c.in, err)
		}
	}
}

// A link for a game the app does not have is an unknown game, whatever its
// data holds: never "invalid JSON" (issue 13, item 10).
func TestDecodeUnknownGame(t *testing.T) {
	games := []string{"bloxorz", "nim", "npuzzle"}
	chess, _ := Encode(Link{Game: "chess", Board: "8/8/8/8/8/8/8/8"})
	for _, in := range []string{chess, chess[:len(chess)-5], "v1/chess/%%%", "v1/chess/"} {
		_, err := Decode(in, games...)
		var e *Error
		if !errors.Is(err, ErrUnknownGame) || !errors.As(err, &e) || e.Detail != `"chess" is not a game of this app (it has bloxorz, nim, npuzzle)` {
			t.Errorf("Decode(%.30q): %v, want an unknown game", in, err)
		}
	}
	// Known games decode as before; without a list every game is accepted.
	good, _ := Encode(Link{Game: "nim", Board: "3 4 5"})
	if l, err := Decode(good, games...); err != nil || l.Board != "3 4 5" {
		t.Errorf("known game: %+v %v", l, err)
	}
	if l, err := Decode(chess); err != nil || l.Game != "chess" {
		t.Errorf("no list: %+v %v", l, err)
	}
}

// FuzzDecode checks that Decode never panics, and that whatever it accepts
// encodes back to a fragment that decodes to the same link.
func FuzzDecode(f *testing.F) {
	good, _ := Encode(Link{Game: "npuzzle", Board: "1 2 3/4 5 6/7 8 0", Algorithm: "astar", Params: map[string]string{"heuristic": "manhattan"}, Seed: 7})
	for _, s := range []string{good, "#" + good, "", "v1/", "v1/a/", "v1/npuzzle/e30", "v2/x/y", "#b=xyz"} {
		f.Add(s)
	}
	for _, s := range []string{"v1/chess/" + good[len("v1/npuzzle/"):], "v1/npuzzle/" + good[len("v1/npuzzle/"):len(good)-3], good + "A", "v1/npuzzle/e30="} {
		f.Add(s)
	}
	long, _ := Encode(Link{Game: "bloxorz", Board: strings.Repeat("oooo\n", 40)})
	f.Add(long)
	f.Add(long[:len(long)-4])
	f.Add("v1/nim/.")
	f.Fuzz(func(t *testing.T, s string) {
		if _, err := Decode(s, "npuzzle", "nim"); err != nil {
			var e *Error
			if !errors.As(err, &e) || (e.Kind != ErrEmpty && e.Detail == "") {
				t.Fatalf("Decode(%q, games): error %#v is not an *Error with a detail", s, err)
			}
		}
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
