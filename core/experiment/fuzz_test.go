package experiment

import (
	"errors"
	"reflect"
	"testing"
)

// FuzzParseSpec: the decoder never panics; an error is an *Error; a spec
// it accepts encodes to JSON that decodes to the same spec, and planning
// it either works or fails with an *Error (never a panic).
func FuzzParseSpec(f *testing.F) {
	for _, p := range Presets() {
		b, _ := p.Spec.Encode()
		f.Add(b)
	}
	for _, s := range []string{``, `{}`, `[]`, `{"game":"npuzzle"}`, `{"game":"npuzzle","instances":{"random":{"size":"3x3","count":2,"shuffle":4}},"configs":[{"algorithm":"bfs"}]}`,
		`{"game":"bloxorz","instances":{"levels":[1,"2"]},"configs":[{"algorithm":"bfs","params":{"costing":null}}]}`,
		`{"game":"nim","instances":{"positions":["3 4 5"]},"configs":[{"algorithm":"minimax","params":{"depth":1e2}}],"seed":-9223372036854775808}`,
		`{"a":1,"a":2}`, `{"game":"x"} x`,
		// Empty params read as none, as Encode writes them (issue 29: found by the fuzzer in 14 s).
		`{"game":"0000000","instances":{"openings":{"count":0}},"configs":[{"label":"0","algorithm":"00000000","params":{}}]}`,
		// An empty list of instances is refused, not read as a spec that encodes without it.
		`{"game":"000","instances":{"positions":[]},"configs":[]}`, `{"game":"000","instances":{"boards":[]},"configs":[]}`,
		`{"game":"000","instances":{"levels":[]},"configs":[]}`, "{\"game\":\"\\u00e9\"}"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := ParseSpec(data)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Msg == "" {
				t.Fatalf("ParseSpec(%q): %#v is not an *Error with a message", data, err)
			}
			return
		}
		b, err := s.Encode()
		if err != nil {
			t.Fatalf("Encode: %v", err)
		}
		s2, err := ParseSpec(b)
		if err != nil || !reflect.DeepEqual(s, s2) {
			t.Fatalf("re-decode of %s: %+v, %v; want %+v", b, s2, err, s)
		}
		if len(data) < 4096 {
			if _, err := NewPlan(reg, s); err != nil {
				var e *Error
				if !errors.As(err, &e) {
					t.Fatalf("NewPlan(%s): %#v is not an *Error", b, err)
				}
			}
		}
	})
}

// FuzzSpecFromLink: reading a link never panics, and a link it reads
// makes the same link again.
func FuzzSpecFromLink(f *testing.F) {
	for _, p := range Presets() {
		frag, _ := ShareLink(p.Spec)
		f.Add(frag)
		f.Add(frag[:len(frag)/2])
	}
	for _, s := range []string{"", "#", "v1/lab/", "v1/lab/.", "v1/lab/e30", "v1/npuzzle/eyJiIjoiMSJ9", "v1/lab/.AAAA", "v1/lab/.%%"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, frag string) {
		s, err := SpecFromLink(frag)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("an empty error message")
			}
			return
		}
		again, err := ShareLink(s)
		if err != nil {
			return // a spec too long for a link of its own canonical form
		}
		s2, err := SpecFromLink(again)
		if err != nil || !reflect.DeepEqual(s, s2) {
			t.Fatalf("link %q: %+v, %v; want %+v", again, s2, err, s)
		}
	})
}
