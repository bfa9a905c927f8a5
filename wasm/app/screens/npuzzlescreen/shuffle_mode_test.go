package npuzzlescreen

import (
	"testing"
)

// TestShuffleWalk (issue 13 item 19): with "walk:k" Shuffle draws a board
// at most k moves from the goal (checked by BFS); the choice is kept
// across a reload; a bad mode is refused and changes nothing.
func TestShuffleWalk(t *testing.T) {
	mem := memStorage{}
	s, _ := newTest(t, mem)
	s.Dispatch(SetShuffle{Mode: "walk:6"})
	for i := 0; i < 5; i++ {
		s.Dispatch(Shuffle{})
		st := view(s)
		if d := len(solveBFS(st.Board, st.Goal)); d > 6 {
			t.Errorf("walk:6 drew %v, %d moves from the goal", st.Board, d)
		}
	}
	s.Dispatch(SetShuffle{Mode: "walk:zero"})
	if st := view(s); st.ShuffleMode != "walk:6" || !st.NoticeBad {
		t.Errorf("a bad mode: mode %q, notice %q", st.ShuffleMode, st.Notice)
	}
	again, _ := newTest(t, mem)
	if m := view(again).ShuffleMode; m != "walk:6" {
		t.Errorf("after a reload the shuffle is %q, want walk:6", m)
	}
}
