package main

import (
	"encoding/json"
	"strings"
	"testing"

	"searchlab/core/othello"
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

// TestSolveOthello: a board line beginning with '-' is read as the board
// (not a flag), and the exact solver's answer replays to its score.
func TestSolveOthello(t *testing.T) {
	const ffo1 = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X"
	for _, args := range [][]string{
		{"-game", "othello", "-algo", "exact", ffo1},
		{"-game", "othello", ffo1, "-algo", "exact"},
		{"-game", "othello", "-algo", "exact", "--", ffo1},
	} {
		code, r := solveJSON(t, "", args...)
		if code != exitOK || r.Status != "found" {
			t.Fatalf("%v: exit %d %+v", args, code, r)
		}
		if r.TwoPlayerResult == nil || r.Value != 18 || r.BestMove != "g8" {
			t.Fatalf("%v: %+v", args, r.TwoPlayerResult)
		}
		if p := replayPV(t, ffo1, r.Moves); !p.Over() || p.Score(othello.Black) != 18 {
			t.Fatalf("PV %v ends at %s", r.Moves, p)
		}
	}
	code, r := solveJSON(t, "", "-game", "othello", "-algo", "mcts-uct", "-set", "iterations=500", "-seed", "3", ffo1)
	if code != exitOK || r.Status != "found" || len(r.Moves) == 0 {
		t.Fatalf("mcts-uct: exit %d %+v", code, r)
	}
}

// TestSolveOthelloExact22: the exact solver takes a 22-empty position with
// the CLI's defaults (FFO #37: g2, −20; a few seconds natively).
func TestSolveOthelloExact22(t *testing.T) {
	if testing.Short() {
		t.Skip("a 22-empty exact solve takes seconds")
	}
	const ffo37 = "--OOOO--O-OOOO--OXXXOOO-OXXOXO--OOXXOXX-OOXXXX--O-XXX-----XX-O-- X"
	code, r := solveJSON(t, "", "-game", "othello", "-algo", "exact", ffo37)
	if code != exitOK || r.Status != "found" || r.TwoPlayerResult == nil || r.Value != -20 || r.BestMove != "g2" {
		t.Fatalf("exit %d %s: %+v", code, r.Status, r.TwoPlayerResult)
	}
	if p := replayPV(t, ffo37, r.Moves); !p.Over() || p.Score(othello.Black) != -20 {
		t.Fatalf("PV %v ends at %s", r.Moves, p)
	}
}

// replayPV plays moves from board under the rules.
func replayPV(t *testing.T, board string, moves []string) othello.Position {
	t.Helper()
	p := othello.MustParse(board)
	for _, s := range moves {
		m, err := othello.ParseMove(s)
		if err == nil {
			p, err = p.Play(m)
		}
		if err != nil {
			t.Fatalf("PV %v: %v", moves, err)
		}
	}
	return p
}
