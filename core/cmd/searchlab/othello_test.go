package main

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestPerftCmd(t *testing.T) {
	code, out, errOut := cli(t, "", "perft", "-game", "othello", "-depth", "6")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var r perftResult
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%q: %v", out, err)
	}
	if r.Depth != 6 || r.Leaves != 8200 || r.ElapsedMS < 0 {
		t.Fatalf("perft 6 = %+v, want 8200 leaves", r)
	}
	// From a given board: after f5 (White to move) depth 1 has 3 moves.
	code, out, _ = cli(t, "", "perft", "-depth", "1", "---------------------------OX------XXX-------------------------- O")
	if code != exitOK || !strings.Contains(out, `"leaves":3`) {
		t.Fatalf("perft from a board: exit %d %s", code, out)
	}
	for _, args := range [][]string{
		{"perft", "-game", "nim", "-depth", "2"},
		{"perft", "-depth", "0"},
		{"perft", "-depth", "3", "not a board"},
	} {
		if code, _, errOut := cli(t, "", args...); code != exitUsage || errOut == "" {
			t.Errorf("%v: exit %d, stderr %q; want a usage error", args, code, errOut)
		}
	}
}
