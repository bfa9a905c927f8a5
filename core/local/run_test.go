package local

import (
	"context"
	"testing"
	"time"

	"searchlab/core/search"
)

// TestRunStopsLocalSearches drives the searches through search.Run: a
// timeout and a cancelled context stop them with the right status.
func TestRunStopsLocalSearches(t *testing.T) {
	mk := func() search.Stepper[byte] {
		return NewSimulatedAnnealing(unsolvable, search.Options[[9]uint8]{}, SimulatedAnnealingParams{Schedule: Logarithmic, Steps: 1 << 50}, seeded(1))
	}
	r := search.Run(context.Background(), mk(), search.RunOptions{MaxTime: 20 * time.Millisecond})
	if r.Status != search.BudgetExceeded || r.Stats.Iterations == 0 {
		t.Fatalf("timeout: %v %+v", r.Status, r.Stats)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r = search.Run(ctx, mk(), search.RunOptions{})
	if r.Status != search.Cancelled {
		t.Fatalf("cancelled: %v", r.Status)
	}
	var progress int
	p := DefaultGeneticParams[[9]uint8, byte]()
	p.Generations = 1 << 30
	g := NewGenetic(unsolvable, search.Options[[9]uint8]{}, p, seeded(1))
	r = search.Run(context.Background(), g, search.RunOptions{MaxTime: 50 * time.Millisecond, ProgressEvery: 5 * time.Millisecond, Progress: func(st search.Stats) {
		progress++
		if st.MaxFrontier != 100 {
			t.Errorf("progress stats %+v", st)
		}
	}})
	if r.Status != search.BudgetExceeded || progress == 0 {
		t.Fatalf("genetic under Run: %v, %d progress calls", r.Status, progress)
	}
}
