package npuzzlescreen

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"searchlab/core/wire"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// fakeSession counts steps, standing in for a real stepping search.
type fakeSession struct{ steps int64 }

func (f *fakeSession) Advance(n int) (store.StepView, []wire.TraceBatch) {
	f.steps += int64(n)
	return store.StepView{Steps: f.steps}, nil
}

func TestStepMode(t *testing.T) {
	var got wire.Request
	s := store.New(store.Deps{Games: []store.Game{Game(testCatalog())}, Solver: &fakeSolver{}, Stepper: func(r wire.Request) (store.StepSession, error) {
		got = r
		if r.Algorithm == "bfs" {
			return nil, errors.New("no")
		}
		return &fakeSession{}, nil
	}})
	s.Dispatch(actions.StepSearch{N: 1})
	s.Dispatch(actions.StepSearch{N: 10})
	st := view(s)
	if st.Step == nil || st.Step.Steps != 11 || got.Algorithm != "astar" || got.Board != st.Board.String() {
		t.Fatalf("step view %+v request %+v", st.Step, got)
	}
	s.Dispatch(Shuffle{}) // a new board ends the session
	if view(s).Step != nil {
		t.Errorf("the session survived a board change")
	}
	s.Dispatch(actions.StepSearch{N: 1})
	if st := view(s); st.Step.Steps != 1 {
		t.Errorf("a new session did not start from zero: %d", st.Step.Steps)
	}
	s.Dispatch(actions.SelectAlgorithm{ID: "bfs"})
	s.Dispatch(actions.StepSearch{N: 1})
	if st := view(s); st.Step != nil || !strings.Contains(st.Notice, "Cannot step Breadth-first search: no") {
		t.Errorf("failing factory: %q", st.Notice)
	}
	s.Dispatch(Resize{Rows: 5, Cols: 5})
	s.Dispatch(actions.SelectAlgorithm{ID: "astar"})
	s.Dispatch(actions.StepSearch{N: 1})
	if st := view(s); st.Step != nil || !strings.Contains(st.Notice, "at most 16 cells") {
		t.Errorf("5×5 stepping: %q", st.Notice)
	}
}

func TestSpeedAndInterval(t *testing.T) {
	var p Player
	p.Speed = 4
	if p.TickInterval() != 250*time.Millisecond {
		t.Errorf("4 moves/s: %v", p.TickInterval())
	}
	for _, c := range []struct{ in, want float64 }{{0, store.MinSpeed}, {-3, store.MinSpeed}, {100, store.MaxSpeed}, {7, 7}} {
		if got := store.ClampSpeed(c.in); got != c.want {
			t.Errorf("store.ClampSpeed(%v) = %v", c.in, got)
		}
	}
	if fmt.Sprint(store.GroupDigits(1234567)) != "1,234,567" || store.GroupDigits(-1000) != "-1,000" || store.GroupDigits(12) != "12" {
		t.Errorf("groupDigits")
	}
}
