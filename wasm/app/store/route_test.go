package store

import (
	"testing"
	"time"

	"searchlab/core/npuzzle"
	"searchlab/core/share"
	"searchlab/wasm/app/actions"
)

// quietScreen is a screen that ignores everything it is given, counting
// what reached it.
type quietScreen struct{ got []actions.Action }

func (q *quietScreen) Reduce(a actions.Action) []Effect { q.got = append(q.got, a); return nil }
func (q *quietScreen) OpenLink(share.Link) []Effect     { return nil }
func (q *quietScreen) ShareFragment() (string, error)   { return "", nil }
func (q *quietScreen) Tick(time.Time) ([]Effect, bool)  { return nil, false }
func (q *quietScreen) Snapshot() any                    { return nil }
func quietGame(q *quietScreen) Game {
	return Game{ID: "quiet", Name: "Quiet", New: func(Host) Screen { return q }}
}
func (q *quietScreen) count(f func(actions.Action) bool) (n int) {
	for _, a := range q.got {
		if f(a) {
			n++
		}
	}
	return n
}

// The one route: an N-puzzle run's lines reach the N-puzzle screen while
// another screen is shown (the run ends and is recorded), and the shown
// screen gets the keys, not the lines.
func TestRouteSolverLinesToTheirScreen(t *testing.T) {
	q := &quietScreen{}
	f := &fakeSolver{}
	s := New(Deps{Catalog: testCatalog(), Games: []Game{NPuzzleGame, quietGame(q)}, Solver: f})
	s.Dispatch(actions.Run{})
	s.Dispatch(actions.SelectGame{ID: "quiet"})
	s.Dispatch(actions.Arrow{Dir: "up"})
	f.onLine(finalLine(solveBFS(s.State().Board, npuzzle.Goal(3, 3)), 3))
	f.onEnd("")
	st := s.State()
	if st.Run.Active || st.Run.Outcome != "found" || len(st.History) != 1 {
		t.Errorf("the N-puzzle run while another screen was shown: active %v outcome %q, %d history entries", st.Run.Active, st.Run.Outcome, len(st.History))
	}
	lines := q.count(func(a actions.Action) bool {
		switch a.(type) {
		case actions.SolverLine, actions.SolverEnd:
			return true
		}
		return false
	})
	arrows := q.count(func(a actions.Action) bool { _, ok := a.(actions.Arrow); return ok })
	if lines != 0 || arrows != 1 {
		t.Errorf("the shown screen got %d solver lines and %d arrows, want 0 and 1", lines, arrows)
	}
}
