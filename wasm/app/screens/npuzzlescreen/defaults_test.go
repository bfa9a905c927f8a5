package npuzzlescreen

import (
	"testing"

	"searchlab/core/games/all"
	"searchlab/core/games/npuzzlegame"
	"searchlab/core/npuzzle"
	"searchlab/wasm/app/actions"
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

// A person who picks A* (or any informed algorithm) on a 5×5 board and
// leaves the heuristic alone gets the registry's default, the pattern
// databases, as the API and the CLI do: the form's default is the
// registry's "auto", not a heuristic the screen names by itself (issue 33
// item 3; before, the screen sent the first-load form's manhattan).
func TestPickedAlgorithmKeepsTheRegistryDefault(t *testing.T) {
	reg := all.Builtin()
	for _, algo := range []string{"astar", "idastar", "greedy", "wastar"} {
		s, _ := newBuiltinTest(t)
		s.Dispatch(Resize{Rows: 5, Cols: 5})
		s.Dispatch(actions.SelectAlgorithm{ID: algo})
		req, err := view(s).Request()
		if err != nil || req.Algorithm != algo {
			t.Fatalf("%s: request %+v, %v", algo, req, err)
		}
		job, _, err := reg.Prepare(req)
		if err != nil {
			t.Fatalf("%s: %v", algo, err)
		}
		if got := job.Values.String("heuristic"); got != npuzzlegame.AutoHeuristic {
			t.Errorf("%s on 5×5: the screen runs heuristic %q, want %q (the registry's default, pdb on this board)", algo, got, npuzzlegame.AutoHeuristic)
		}
	}
}
