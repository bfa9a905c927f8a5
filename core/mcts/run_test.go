package mcts

import (
	"context"
	"testing"
	"time"

	"searchlab/core/adversarial"
	"searchlab/core/search"
)

// search.Run drives Single: the time limit ends an endless search with
// BudgetExceeded and no solution, cancellation with Cancelled, and
// stepping by hand gives the same result as Solve.
func TestSingleUnderRun(t *testing.T) {
	m := parseMaze(walledMaze)
	sp := DefaultSingleParams()
	sp.UniqueStates = false // the tree never runs out
	sp.Iterations = 1 << 30
	s := NewSingle[int, byte](m, search.Options[int]{}, sp, seeded(1))
	r := search.Run[byte](context.Background(), s, search.RunOptions{MaxTime: 20 * time.Millisecond})
	if r.Status != search.BudgetExceeded || r.Actions != nil || r.Stats.Iterations == 0 || r.Stats.Elapsed < 20*time.Millisecond {
		t.Errorf("20 ms limit: %v after %d iterations in %v", r.Status, r.Stats.Iterations, r.Stats.Elapsed)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	s = NewSingle[int, byte](m, search.Options[int]{}, sp, seeded(1))
	if r := search.Run[byte](ctx, s, search.RunOptions{}); r.Status != search.Cancelled {
		t.Errorf("cancelled context: %v", r.Status)
	}
	// Stepping by hand = Solve.
	c := parseMaze(combMaze)
	a := NewSingle[int, byte](c, search.Options[int]{}, DefaultSingleParams(), seeded(5))
	steps := 0
	for a.Step() {
		steps++
		if a.Result().Status != search.Running {
			t.Fatal("a search that continues must report Running")
		}
	}
	_, b := runSingle[int, byte](c, search.Options[int]{}, DefaultSingleParams(), 5)
	ra := a.Result()
	b.Stats.Elapsed = 0
	if ra.Status != b.Status || len(ra.Actions) != len(b.Actions) || ra.Stats != b.Stats {
		t.Errorf("stepped %+v, solved %+v", ra, b)
	}
}

// adversarial.Run drives UCT: a time-limited search keeps its best move.
func TestUCTUnderRun(t *testing.T) {
	p := DefaultUCTParams[nimState, nimMove]()
	p.Iterations, p.Solver = 1<<30, false
	u := NewUCT(normalNim, nimPos(7, 7, 7, 7), nimOpts{}, p, seeded(1))
	r := adversarial.Run[nimMove](context.Background(), u, adversarial.RunOptions{MaxTime: 20 * time.Millisecond})
	if r.Status != search.BudgetExceeded || !r.HasMove || r.Stats.Playouts == 0 {
		t.Errorf("20 ms limit: %v, has move %v, %d playouts", r.Status, r.HasMove, r.Stats.Playouts)
	}
}
