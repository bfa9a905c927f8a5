package all

import (
	"testing"

	"searchlab/core/npuzzle"
)

// replay checks with the N-puzzle rules that moves solve board.
func replay(t *testing.T, board, goal string, moves []string) {
	t.Helper()
	if err := npuzzle.ReplayText(board, goal, moves); err != nil {
		t.Fatalf("solution of %s does not replay: %v", board, err)
	}
}
