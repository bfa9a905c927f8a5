//go:build !js

package e2e

import (
	"context"
	"testing"

	"searchlab/core/games/all"
	"searchlab/core/npuzzle"
	"searchlab/core/wire"
)

// contextT keeps chromedp.ActionFunc literals short.
type contextT = context.Context

// nativeSolve runs req through the same API natively: the oracle the
// worker's answers are compared with.
func nativeSolve(t testing.TB, req wire.Request) wire.Response {
	t.Helper()
	return all.Builtin().Solve(context.Background(), req, nil)
}

// replays reports whether moves, applied to board by the N-puzzle rules,
// reach the standard goal.
func replays(t testing.TB, board string, moves []string) bool {
	t.Helper()
	b, err := npuzzle.Parse(board)
	if err != nil {
		t.Fatal(err)
	}
	ms, err := npuzzle.ParseMoves(moves)
	if err != nil {
		t.Errorf("moves %v: %v", moves, err)
		return false
	}
	for i, m := range ms {
		var ok bool
		if b, ok = b.Move(m); !ok {
			t.Errorf("move %d (%v) is illegal", i, m)
			return false
		}
	}
	return b == npuzzle.Goal(b.Rows(), b.Cols())
}
