package nimscreen

import (
	"strings"
	"testing"
)

// TestNimRefusesAPositionWithNoMove (issue 13 item 11): "0 0 0" is not a
// game; the editor says so and keeps the game on the screen.
func TestNimRefusesAPositionWithNoMove(t *testing.T) {
	s, _ := newNimTest(t)
	s.Dispatch(NewGame{Board: "3 4 5"})
	for _, board := range []string{"0 0 0", "0"} {
		s.Dispatch(NewGame{Board: board})
		n := nimOf(s)
		if n.Start != "3 4 5" || !n.Bad || !strings.Contains(n.Message, "no first move") {
			t.Errorf("%q: start %q, message %q (bad %v)", board, n.Start, n.Message, n.Bad)
		}
	}
}
