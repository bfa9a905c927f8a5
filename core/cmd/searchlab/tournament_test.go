package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// searchlab tournament: alpha-beta at depth 2 beats random at least 19 of
// 20 games; the JSON file holds every game with colours alternating and
// the same seed gives the same games.
func TestTournamentCmd(t *testing.T) {
	dir := t.TempDir()
	var outs []tournamentOutput
	for i := range 2 {
		file := filepath.Join(dir, "t.json")
		code, stdout, stderr := cli(t, "", "tournament", "-game", "othello", "-a", "alphabeta:depth=2", "-b", "random",
			"-games", "20", "-parallel", "2", "-seed", "4", "-q", "-json", file, "-csv", filepath.Join(dir, "t.csv"))
		if code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		var sum tournamentOutput
		if err := json.Unmarshal([]byte(stdout), &sum); err != nil {
			t.Fatalf("%v: %s", err, stdout)
		}
		if sum.Summary.Wins < 19 || sum.Summary.Games != 20 {
			t.Errorf("alpha-beta vs random: %+v", sum.Summary)
		}
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var full tournamentOutput
		if err := json.Unmarshal(data, &full); err != nil {
			t.Fatal(err)
		}
		for j, g := range full.Games {
			if want := map[bool]string{true: "alphabeta:depth=2", false: "random"}[j%2 == 0]; g.Black != want {
				t.Errorf("game %d: Black is %s, want %s", j+1, g.Black, want)
			}
		}
		outs = append(outs, full)
		if i == 0 {
			csv, _ := os.ReadFile(filepath.Join(dir, "t.csv"))
			if n := strings.Count(string(csv), "\n"); n != 21 {
				t.Errorf("CSV has %d lines, want a header and 20 games", n)
			}
		}
	}
	for j := range outs[0].Games {
		if outs[0].Games[j].Record != outs[1].Games[j].Record {
			t.Errorf("game %d differs between two runs with seed 4", j+1)
		}
	}
	for _, tc := range []struct{ b, want string }{
		{"chess", `player B: unknown algorithm "chess" for game "othello" (known: alphabeta, exact,`},
		{"alphabeta:depth=99", `player B: parameter "depth" is 99, out of range [0, 60]`},
		{"mcts-bt:time_ms=100", `player B: unknown parameter "time_ms" for algorithm "mcts-bt" (known: iterations,`},
	} {
		if code, _, stderr := cli(t, "", "tournament", "-a", "alphabeta:depth=2", "-b", tc.b); code != exitUsage || !strings.Contains(stderr, tc.want) {
			t.Errorf("-b %s: exit %d, %s; want %q", tc.b, code, stderr, tc.want)
		}
	}
}
