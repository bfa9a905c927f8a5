package npuzzle

import "testing"

func TestReplayText(t *testing.T) {
	if err := ReplayText("1 2 3/4 5 6/7 0 8", "", []string{"R"}); err != nil {
		t.Errorf("one move to the default goal: %v", err)
	}
	for _, c := range []struct {
		board, goal string
		moves       []string
	}{
		{"1 2 3/4 5 6/7 0 8", "", []string{"L"}},        // legal but does not reach the goal
		{"1 2 3/4 5 6/7 0 8", "", []string{"D"}},        // illegal: the blank is on the bottom row
		{"1 2 3/4 5 6/7 0 8", "", []string{"X"}},        // not a move name
		{"1 2 3/4 5 5/7 0 8", "", []string{"R"}},        // not a board
		{"1 2 3/4 5 6/7 0 8", "1 2/3 0", []string{"R"}}, // goal of another size
	} {
		if err := ReplayText(c.board, c.goal, c.moves); err == nil {
			t.Errorf("ReplayText(%q, %q, %v) = nil, want an error", c.board, c.goal, c.moves)
		}
	}
}
