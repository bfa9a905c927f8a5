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
	"searchlab/wasm/app/store/storetest"
	"searchlab/wasm/worker/stepserve"
)

// fakeSession counts steps, standing in for a real stepping search.
type fakeSession struct{ steps int64 }

func (f *fakeSession) Advance(n int) (store.StepView, []wire.TraceBatch) {
	f.steps += int64(n)
	return store.StepView{Steps: f.steps}, nil
}

// TestStepMode: the step mode asks the worker (a fake that answers later)
// for steps; steps asked for while a request is in flight go in the next
// one, so none is lost; a new board starts a new session and closes the
// old one; a search the worker cannot step says why.
func TestStepMode(t *testing.T) {
	var got wire.Request
	steps := storetest.NewStepSolver(&fakeSolver{}, func(r wire.Request) (stepserve.Stepper, error) {
		got = r
		if r.Algorithm == "bfs" {
			return nil, errors.New("no")
		}
		return &fakeSession{}, nil
	})
	s := store.New(store.Deps{Games: []store.Game{Game(testCatalog())}, Solver: steps})
	s.Dispatch(actions.StepSearch{N: 1})
	s.Dispatch(actions.StepSearch{N: 10})
	if st := view(s); st.Step != nil || steps.Pending() != 1 {
		t.Fatalf("before the worker answered: step view %+v, %d requests pending", st.Step, steps.Pending())
	}
	if n := steps.Release(10); n != 2 {
		t.Errorf("%d step requests answered, want 2 (one step, then the ten asked for meanwhile)", n)
	}
	st := view(s)
	if st.Step == nil || st.Step.Steps != 11 || got.Algorithm != "astar" || got.Board != st.Board.String() {
		t.Fatalf("step view %+v request %+v", st.Step, got)
	}
	s.Dispatch(Shuffle{}) // a new board ends the session
	if view(s).Step != nil {
		t.Errorf("the session survived a board change")
	}
	s.Dispatch(actions.StepSearch{N: 1})
	steps.Release(10)
	if st := view(s); st.Step == nil || st.Step.Steps != 1 {
		t.Errorf("a new session did not start from zero: %+v", st.Step)
	}
	if last := steps.Requests[len(steps.Requests)-1]; !strings.Contains(last, `"close":[`) || steps.Open() != 1 {
		t.Errorf("the old session was not closed: %s, %d open", last, steps.Open())
	}
	s.Dispatch(actions.SelectAlgorithm{ID: "bfs"})
	s.Dispatch(actions.StepSearch{N: 1})
	steps.Release(10)
	if st := view(s); st.Step != nil || !strings.Contains(st.Notice, "Cannot step Breadth-first search: no") {
		t.Errorf("failing factory: %q", st.Notice)
	}
	s.Dispatch(Resize{Rows: 5, Cols: 5})
	s.Dispatch(actions.SelectAlgorithm{ID: "astar"})
	s.Dispatch(actions.StepSearch{N: 1})
	if st := view(s); st.Step != nil || steps.Pending() != 0 || !strings.Contains(st.Notice, "at most 16 cells") {
		t.Errorf("5×5 stepping: %q", st.Notice)
	}
}

// TestStopEndsAStepInFlight: Stop while the worker steps (a step that
// hangs) stops that request and ends the step mode; a Run while a step
// request runs stops it first, since the screens' lane does one request
// at a time.
func TestStopEndsAStepInFlight(t *testing.T) {
	f := &fakeSolver{}
	steps := storetest.NewStepSolver(f, func(wire.Request) (stepserve.Stepper, error) { return &fakeSession{}, nil })
	s := store.New(store.Deps{Games: []store.Game{Game(testCatalog())}, Solver: steps})
	s.Dispatch(actions.StepSearch{N: 1})
	steps.Release(1)
	s.Dispatch(actions.StepSearch{N: 100})
	s.Dispatch(actions.Stop{})
	if st := view(s); st.Step != nil || steps.Pending() != 0 || st.Replay != nil {
		t.Errorf("after Stop: step %+v, %d pending, replay %v", st.Step, steps.Pending(), st.Replay != nil)
	}
	s.Dispatch(actions.StepSearch{N: 1})
	s.Dispatch(actions.Run{})
	if st := view(s); steps.Pending() != 0 || !st.Run.Active || len(f.requests) != 1 || st.Step != nil {
		t.Errorf("a run while a step ran: %d step requests pending, run active %v, %d solve requests", steps.Pending(), st.Run.Active, len(f.requests))
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
