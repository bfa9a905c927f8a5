package engine

import (
	"strings"
	"testing"

	"searchlab/core/bloxorz"
	"searchlab/core/wire"
)

// TestGenerateLevel: a generated level parses, BFS (bloxorz.Check) agrees
// with the reported optimal lengths and they lie in the preset's range;
// the same seed repeats the level; bad requests are invalid with a reason.
func TestGenerateLevel(t *testing.T) {
	for _, d := range []string{"easy", "medium", "hard"} {
		req := wire.GenerateRequest{Game: "bloxorz", Difficulty: d, Seed: 3}
		r := GenerateLevel(req)
		if r.Status != wire.StatusFound {
			t.Fatalf("%s: %+v", d, r)
		}
		l, err := bloxorz.Parse(r.Level)
		if err != nil {
			t.Fatalf("%s: the level does not parse: %v", d, err)
		}
		res, err := bloxorz.Check(l)
		gp, _ := bloxorz.Difficulty(d)
		if err != nil || res.Free != r.Length || res.Counted != r.Counted || r.Length < gp.MinLength || r.Length > gp.MaxLength {
			t.Errorf("%s: reported %d/%d, check %d/%d (%v), range %d..%d", d, r.Length, r.Counted, res.Free, res.Counted, err, gp.MinLength, gp.MaxLength)
		}
		if again := GenerateLevel(req); again.Level != r.Level {
			t.Errorf("%s: the same seed gave another level", d)
		}
	}
	for _, tc := range []struct {
		req  wire.GenerateRequest
		want string
	}{
		{wire.GenerateRequest{Game: "npuzzle", Difficulty: "easy"}, "only the game"},
		{wire.GenerateRequest{Game: "bloxorz", Difficulty: "impossible"}, "unknown difficulty"},
		{wire.GenerateRequest{Game: "bloxorz", Difficulty: "easy", Attempts: -1}, "attempts"},
	} {
		if r := GenerateLevel(tc.req); r.Status != wire.StatusInvalid || !strings.Contains(r.Error, tc.want) {
			t.Errorf("%+v: %+v, want invalid with %q", tc.req, r, tc.want)
		}
	}
	if _, err := wire.DecodeGenerateRequest(strings.NewReader(`{"game":"bloxorz","difficulty":"easy","bogus":1}`)); err == nil {
		t.Errorf("an unknown field was accepted")
	}
	if _, err := wire.DecodeGenerateRequest(strings.NewReader(`{"game":"bloxorz"} {}`)); err == nil {
		t.Errorf("trailing data was accepted")
	}
}
