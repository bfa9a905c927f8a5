package labscreen

import (
	"strings"
	"testing"
	"time"
)

// The Lab takes graphs (issue 31): its usual graph draft lists samples and
// random graphs; graphs in the level text, several lines each, are listed
// separated by a blank line; the experiment runs in the page, and on
// AIMA's Romania map uniform-cost search and A* both find the 418 km
// route while greedy best-first search takes the 450 km one.
func TestGraphExperiment(t *testing.T) {
	l := newLab(t, nil, nil)
	l.s.Dispatch(SetGame{Game: "graph"})
	tri := "node A 0 0\nnode B 10 0\nnode C 5 5\nedge A B 10\nedge A C 4\nedge C B 4\nstart A\ngoal B"
	l.s.Dispatch(Edit{Apply: func(d *Draft) { d.Boards = "sample:romania\n\n" + tri + "\n" }})
	v := l.view()
	if v.Problem != "" || v.Runs != 2*3 || len(SplitBoards(true, v.Draft.Boards)) != 2 {
		t.Fatalf("problem %q, %d runs, boards %q", v.Problem, v.Runs, SplitBoards(true, v.Draft.Boards))
	}
	l.s.Dispatch(RunExperiment{})
	l.tick(time.Second)
	e := l.view().Exp
	if e == nil || e.Status != StatusFinished || e.Done != 6 {
		t.Fatalf("experiment %+v", e)
	}
	want := map[string]float64{"ucs": 418, "greedy": 450, "astar": 418}
	for _, r := range e.Rows {
		if r.Status != "found" {
			t.Errorf("run %d (%s on %s): %s", r.Run, r.Algorithm, r.Instance, r.Status)
			continue
		}
		switch {
		case r.Instance == "sample:romania" && r.Cost != want[r.Algorithm]:
			t.Errorf("%s on Romania: cost %v, want %v", r.Algorithm, r.Cost, want[r.Algorithm])
		case strings.HasPrefix(r.Instance, "board") && r.Algorithm != "greedy" && r.Cost != 8:
			t.Errorf("%s on the triangle: cost %v, want 8 (A, C, B)", r.Algorithm, r.Cost)
		}
	}
}
