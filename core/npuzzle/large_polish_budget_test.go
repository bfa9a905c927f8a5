package npuzzle

import (
	"context"
	"testing"
	"time"

	"searchlab/core/search"
)

// TestBULBTimeBudgetReturnsLastReport: when a time budget ends BULB while
// it shortens its incumbent, the solution Run returns is the last one it
// reported (RunOptions.Improved), so a progress stream never ends on a
// solution it did not announce. The budget is swept over a fake clock (one
// millisecond per reading) so that it falls between windows of the
// shortening; every returned solution replays to the goal.
func TestBULBTimeBudgetReturnsLastReport(t *testing.T) {
	goal := Goal(6, 6)
	start, err := RandomSolvable(goal, seeded(1))
	if err != nil {
		t.Fatal(err)
	}
	p, err := NewLarge(start, goal, LinearConflict)
	if err != nil {
		t.Fatal(err)
	}
	polished := 0
	for ms := 100; ms <= 900; ms += 20 {
		var ticks time.Duration
		clock := func() time.Duration { ticks += time.Millisecond; return ticks }
		var last search.Incumbent
		b := search.NewBULB[Cells, Move](p, search.Options[Cells]{}, search.BULBParams{Width: 100})
		r := search.Run[Move](context.Background(), b, search.RunOptions{MaxTime: time.Duration(ms) * time.Millisecond,
			Clock: clock, Improved: func(inc search.Incumbent) { last = inc }})
		if r.Status != search.Found {
			continue // no solution yet within this budget
		}
		if r.Cost != last.Cost || len(r.Actions) != last.Length {
			t.Fatalf("budget %d ms: returned %d moves (cost %v), last reported %+v", ms, len(r.Actions), r.Cost, last)
		}
		if err := Replay(start, goal, r.Actions); err != nil {
			t.Fatalf("budget %d ms: %v", ms, err)
		}
		if last.Solutions > 1 {
			polished++
		}
	}
	if polished == 0 {
		t.Error("no budget reached a second solution: the sweep tests nothing")
	}
}
