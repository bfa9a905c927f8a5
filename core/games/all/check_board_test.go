package all

import (
	"context"
	"errors"
	"searchlab/core/registry"
	"searchlab/core/wire"
	"testing"
)

// CheckBoard says what Solve would say about a board it cannot read, with
// the same sentence, and accepts what Solve reads (unsolvable boards too).
func TestCheckBoard(t *testing.T) {
	reg := registry.Builtin()
	for _, c := range []struct {
		game, board, goal, algo string
		ok                      bool
	}{
		{"npuzzle", "1 2 3/4 5 6/7 0 8", "", registry.AlgoBFS, true},
		{"npuzzle", "2 1 3/4 5 6/7 8 0", "", registry.AlgoBFS, true}, // unsolvable, still a board
		{"npuzzle", "1 2 3/4 5 6/7 7 0", "", registry.AlgoBFS, false},
		{"npuzzle", "1 2/3 0", "1 2 3/4 5 6/7 8 0", registry.AlgoBFS, false},
		{"bloxorz", "classic:7", "", registry.AlgoBFS, true},
		{"bloxorz", "classic:99", "", registry.AlgoBFS, false},
		{"bloxorz", "", "", registry.AlgoBFS, false},
		{"nim", "3 4 5", "", registry.AlgoMinimax, true},
		{"nim", "3 -4 5", "", registry.AlgoMinimax, false},
		{"othello", "---------------------------OX------XO--------------------------- X", "", registry.AlgoAlphaBeta, true},
		{"othello", "OX X", "", registry.AlgoAlphaBeta, false},
	} {
		err := reg.CheckBoard(c.game, c.board, c.goal)
		resp := reg.Solve(context.Background(), wire.Request{Game: c.game, Board: c.board, Goal: c.goal, Algorithm: c.algo, MaxNodes: 1}, nil)
		if c.ok {
			if err != nil || resp.Status == wire.StatusInvalid {
				t.Errorf("%s %q: CheckBoard %v, Solve %s %s", c.game, c.board, err, resp.Status, resp.Error)
			}
			continue
		}
		var inv *wire.InvalidError
		if !errors.As(err, &inv) || resp.Status != wire.StatusInvalid || inv.Msg != resp.Error {
			t.Errorf("%s %q: CheckBoard %v, Solve %s %q: want the same sentence", c.game, c.board, err, resp.Status, resp.Error)
		}
	}
	if err := reg.CheckBoard("chess", "x", ""); err == nil {
		t.Error("an unknown game's board was accepted")
	}
}
