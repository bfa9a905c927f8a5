package nim

import (
	"context"
	"errors"
	"testing"
	"time"

	"searchlab/core/search"
)

// bigMisereGrundy is a misère Grundy position the exact solver needs many
// seconds for (12 heaps of 99): only a stop ends it quickly.
const bigMisereGrundy = "99 99 99 99 99 99 99 99 99 99 99 99"

// A deadline stops the misère Grundy solver within a fraction of a second
// with an error naming the stop; the positions it solved stay exact, so the
// same oracle answers a small position afterwards as a fresh one does.
func TestOracleStopsOnDeadline(t *testing.T) {
	g := Game{Variant: Grundy, Rule: Misere}
	s, err := Parse(bigMisereGrundy)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	o := NewOracle(g).WithContext(ctx)
	start := time.Now()
	_, err = o.Wins(s)
	took := time.Since(start)
	if !errors.Is(err, ErrStopped) || !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Wins on %s with a 50 ms deadline: err %v after %v; want ErrStopped wrapping the deadline", bigMisereGrundy, err, took)
	}
	if took > 5*time.Second {
		t.Errorf("the stop took %v", took)
	}
	if o.MemoStates() == 0 {
		t.Error("nothing was memoised before the stop")
	}
	// A live context: the memo is reused and correct.
	o.WithContext(context.Background())
	for _, b := range []string{"7", "5 8", "10 11", "3 4 9"} {
		p, _ := Parse(b)
		got, err1 := o.Wins(p)
		want, err2 := NewOracle(g).Wins(p)
		if err1 != nil || err2 != nil || got != want {
			t.Errorf("%s after the stop: %v (%v), fresh oracle %v (%v)", b, got, err1, want, err2)
		}
	}
}

// Cancellation: Wins stops; Solve answers cancelled with the reason, and a
// time budget answers budget_exceeded. Closed forms never stop.
func TestSolveOracleStops(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	a, err := Solve(ctx, Request{Board: bigMisereGrundy, Variant: "grundy", Rule: "misere", Algorithm: "oracle"})
	if err != nil || a.Status != search.Cancelled || a.Error == "" || a.BestMove != "" {
		t.Errorf("cancelled: %+v, %v; want status cancelled with a reason and no move", a, err)
	}
	a, err = Solve(context.Background(), Request{Board: bigMisereGrundy, Variant: "grundy", Rule: "misere", Algorithm: "oracle", MaxTime: 30 * time.Millisecond})
	if err != nil || a.Status != search.BudgetExceeded || a.Error == "" || a.BestMove != "" || a.Stats.Nodes == 0 {
		t.Errorf("30 ms budget: %+v, %v; want budget_exceeded with a reason", a, err)
	}
	// The theory's formulas answer even with a context already done.
	a, err = Solve(ctx, Request{Board: "7 6 8 5 9 5", Variant: "nim", Rule: "misere", Algorithm: "oracle"})
	if err != nil || a.Status != search.Found || a.BestMove == "" {
		t.Errorf("misère Nim with a cancelled context: %+v, %v", a, err)
	}
}
