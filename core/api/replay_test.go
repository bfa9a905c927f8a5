package api

import (
	"testing"

	"searchlab/core/npuzzle"
)

// replay checks with the N-puzzle rules that moves solve board.
func replay(t *testing.T, board, goal string, moves []string) {
	t.Helper()
	start, target, err := npuzzle.ParsePair(board, goal)
	if err != nil {
		t.Fatal(err)
	}
	ms, err := npuzzle.ParseMoves(moves)
	if err != nil {
		t.Fatal(err)
	}
	if err := npuzzle.Replay(start, target, ms); err != nil {
		t.Fatalf("solution of %s does not replay: %v", board, err)
	}
}
