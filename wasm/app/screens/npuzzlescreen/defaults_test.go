package npuzzlescreen

import (
	"testing"

	"searchlab/core/npuzzle"
)

// The heuristic the screen picks by itself with the big-board search is
// the registry's default for that board and goal (issue 33: one set of
// defaults): the request it sends names exactly what the API and the CLI
// use when a request names no heuristic (npuzzle.SuitedHeuristic, pinned
// on the API side by TestNPuzzleDefaultHeuristicIsSuited).
func TestBigBoardHeuristicIsTheRegistryDefault(t *testing.T) {
	for _, size := range [][2]int{{5, 5}, {4, 5}, {5, 6}, {6, 6}, {7, 7}, {8, 8}} {
		for _, mode := range []string{GoalBlankLast, GoalBlankFirst} {
			s, _ := newBuiltinTest(t)
			s.Dispatch(SetGoalMode{Mode: mode})
			s.Dispatch(Resize{Rows: size[0], Cols: size[1]})
			st := view(s)
			req, err := st.Request()
			if err != nil || req.Algorithm != BigBoardAlgorithm {
				t.Fatalf("%dx%d %s: request %+v, %v", size[0], size[1], mode, req, err)
			}
			goal := npuzzle.Goal(size[0], size[1])
			if mode == GoalBlankFirst {
				goal = npuzzle.BlankFirstGoal(size[0], size[1])
			}
			if st.Goal != goal {
				t.Fatalf("%dx%d %s: the screen's goal is %v", size[0], size[1], mode, st.Goal)
			}
			want := npuzzle.SuitedHeuristic(goal).String()
			if got := req.Params["heuristic"]; got != want {
				t.Errorf("%dx%d %s: the screen sends heuristic %v, the registry's default is %s", size[0], size[1], mode, got, want)
			}
			if size == [2]int{5, 5} && want != "pdb" {
				t.Errorf("5x5 %s: default %s, want the pattern databases", mode, want)
			}
		}
	}
}
