package local

import (
	"math"
	"strings"
	"testing"

	"searchlab/core/search"
)

func TestSimulatedAnnealingSolves(t *testing.T) {
	found := 0
	for _, p := range []search.Problem[[9]uint8, byte]{easyBoard, mediumBoard, randPuzzle{mediumBoard}, hardBoard} {
		for seed := uint64(1); seed <= 10; seed++ {
			r := drive(t, NewSimulatedAnnealing(p, search.Options[[9]uint8]{}, SimulatedAnnealingParams{}, seeded(seed)))
			switch r.Status {
			case search.Found:
				found++
				replay(t, p, r.Actions, r.Cost)
				if opt := optimum(p); len(r.Actions) < opt {
					t.Fatalf("solution of %d moves beats the optimum %d", len(r.Actions), opt)
				}
				if r.Stats.Iterations != r.Stats.Expanded || r.Stats.Generated != r.Stats.Expanded+1 {
					t.Fatalf("one neighbour per step: %+v", r.Stats)
				}
			case search.NotFound, search.BudgetExceeded:
			default:
				t.Fatalf("status %v", r.Status)
			}
		}
	}
	if found < 30 {
		t.Fatalf("annealing solved only %d of 40 runs", found)
	}
	t.Logf("found %d of 40", found)
}

func TestSimulatedAnnealingTemperatures(t *testing.T) {
	const t0 = 5.0
	for _, c := range []struct {
		sched Schedule
		want  func(step float64) float64
	}{
		{Exponential, func(s float64) float64 { return t0 * math.Pow(0.99, s) }},
		{Linear, func(s float64) float64 { return t0 * (1 - s/500) }},
		{Logarithmic, func(s float64) float64 { return t0 / math.Log(s+2) }},
	} {
		moves := 0
		obs := func(e search.Event[[9]uint8]) {
			if e.Kind != search.Move {
				return
			}
			moves++
			if want := c.want(float64(e.Iteration - 1)); math.Abs(e.Temperature-want) > 1e-9 {
				t.Fatalf("%v: step %d at temperature %v, want %v", c.sched, e.Iteration-1, e.Temperature, want)
			}
			if e.Value != unsolvable.H(e.State) {
				t.Fatalf("move value %v, want h = %v", e.Value, unsolvable.H(e.State))
			}
		}
		params := SimulatedAnnealingParams{T0: t0, Schedule: c.sched, Alpha: 0.99, Steps: 500}
		r := drive(t, NewSimulatedAnnealing(unsolvable, search.Options[[9]uint8]{Observer: obs}, params, seeded(1)))
		if moves == 0 {
			t.Fatalf("%v: no moves", c.sched)
		}
		// Exponential freezes below 0.001 after ln(0.001/5)/ln(0.99) ≈ 847.5
		// steps, beyond the limit of 500; linear would freeze after 499.9
		// steps, so the limit comes first; logarithmic never freezes.
		if r.Status != search.BudgetExceeded || r.Stats.Iterations != 500 {
			t.Fatalf("%v: status %v after %d steps, want budget_exceeded after 500", c.sched, r.Status, r.Stats.Iterations)
		}
	}
}

func TestSimulatedAnnealingAcceptance(t *testing.T) {
	// Nearly frozen from the start: exp(−1/1e-6) is 0, so no move ever makes
	// h worse.
	prev := unsolvable.H(unsolvable.start)
	cold := func(e search.Event[[9]uint8]) {
		if e.Kind == search.Move {
			if e.Value > prev {
				t.Fatalf("cold annealing accepted a worse move: %v after %v", e.Value, prev)
			}
			prev = e.Value
		}
	}
	params := SimulatedAnnealingParams{T0: 1e-6, MinTemperature: 1e-9, Steps: 2000}
	drive(t, NewSimulatedAnnealing(unsolvable, search.Options[[9]uint8]{Observer: cold}, params, seeded(1)))

	// Very hot: exp(−Δ/1e9) ≈ 1, every move is accepted.
	moves := int64(0)
	hot := func(e search.Event[[9]uint8]) {
		if e.Kind == search.Move {
			moves++
		}
	}
	params = SimulatedAnnealingParams{T0: 1e9, Steps: 1000}
	r := drive(t, NewSimulatedAnnealing(unsolvable, search.Options[[9]uint8]{Observer: hot}, params, seeded(1)))
	if r.Status != search.BudgetExceeded || r.Stats.Iterations != 1000 || moves != 1000 {
		t.Fatalf("hot annealing: %v, %d steps, %d moves accepted", r.Status, r.Stats.Iterations, moves)
	}
	if r.Stats.MaxDepth >= 1000 {
		t.Fatalf("the cycle-free path of a 1000-step random walk on 181440 states has %d moves", r.Stats.MaxDepth)
	}
}

func TestSimulatedAnnealingDeterministic(t *testing.T) {
	checkDeterminism(t, func(r search.Rand) search.Stepper[byte] {
		return NewSimulatedAnnealing(mediumBoard, search.Options[[9]uint8]{}, SimulatedAnnealingParams{T0: 2}, r)
	})
}

func TestSimulatedAnnealingBudgetsAndFailure(t *testing.T) {
	r := drive(t, NewSimulatedAnnealing(hardBoard, search.Options[[9]uint8]{Limits: search.Limits{MaxNodes: 9}}, SimulatedAnnealingParams{}, seeded(1)))
	if r.Status != search.BudgetExceeded || r.Stats.Expanded != 9 || r.Stats.Generated != 10 || r.Stats.MemoryBytes == 0 {
		t.Fatalf("MaxNodes 9: %v %+v", r.Status, r.Stats)
	}
	// Frozen with no solution: ln(0.001/1)/ln(0.9) = 65.6, so 66 steps.
	r = drive(t, NewSimulatedAnnealing(unsolvable, search.Options[[9]uint8]{}, SimulatedAnnealingParams{T0: 1, Alpha: 0.9}, seeded(1)))
	if r.Status != search.NotFound || r.Stats.Iterations != 66 {
		t.Fatalf("frozen: %v %+v", r.Status, r.Stats)
	}
	l := line{h: valley, goal: 9}
	rl := drive(t, NewSimulatedAnnealing(l, search.Options[int]{Limits: search.Limits{MaxDepth: 1}}, SimulatedAnnealingParams{T0: 100}, seeded(1)))
	if rl.Status != search.Cutoff {
		t.Fatalf("MaxDepth 1: %v %+v", rl.Status, rl.Stats)
	}
}

func TestSimulatedAnnealingBadInput(t *testing.T) {
	l := line{h: valley, goal: 9}
	for _, c := range []struct {
		params SimulatedAnnealingParams
		want   string
	}{
		{SimulatedAnnealingParams{T0: -1}, "T0"},
		{SimulatedAnnealingParams{T0: math.NaN()}, "T0"},
		{SimulatedAnnealingParams{Alpha: 1}, "Alpha"},
		{SimulatedAnnealingParams{Alpha: -0.5}, "Alpha"},
		{SimulatedAnnealingParams{Steps: -3}, "Steps"},
		{SimulatedAnnealingParams{MinTemperature: 20}, "MinTemperature"},
		{SimulatedAnnealingParams{Schedule: 9}, "schedule"},
	} {
		sa := NewSimulatedAnnealing(l, search.Options[int]{}, c.params, seeded(1))
		if err := sa.Err(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: error %v, want one mentioning %q", c.params, err, c.want)
		}
		if sa.Step() || sa.Result().Status != search.NotFound {
			t.Errorf("%+v: an invalid search must be finished", c.params)
		}
	}
	if err := NewSimulatedAnnealing[int, int](noHeuristic{l}, search.Options[int]{}, SimulatedAnnealingParams{}, seeded(1)).Err(); err == nil {
		t.Error("no heuristic: no error")
	}
	if err := NewSimulatedAnnealing(l, search.Options[int]{}, SimulatedAnnealingParams{}, nil).Err(); err == nil {
		t.Error("nil rand: no error")
	}
	for _, s := range []Schedule{Exponential, Linear, Logarithmic} {
		if got, err := ParseSchedule(s.String()); err != nil || got != s {
			t.Errorf("ParseSchedule(%q) = %v, %v", s, got, err)
		}
	}
	if _, err := ParseSchedule("geometric"); err == nil {
		t.Error("ParseSchedule accepted an unknown name")
	}
}

// Regression pins, recorded after the runs were checked (replay, budgets,
// temperatures). A change means the algorithm's behaviour changed.
func TestSimulatedAnnealingGolden(t *testing.T) {
	for _, c := range []struct {
		board  string
		p      puzzle
		seed   uint64
		status search.Status
		moves  int
		stats  search.Stats
	}{
		{"medium", mediumBoard, 1, search.Found, 6, search.Stats{Expanded: 9, Generated: 10, MaxFrontier: 1, MaxDepth: 6, Iterations: 9, MemoryBytes: 380}},
		{"hard", hardBoard, 1, search.Found, 211, search.Stats{Expanded: 11065, Generated: 11066, MaxFrontier: 1, MaxDepth: 222, Iterations: 11065, MemoryBytes: 9967}},
	} {
		r := drive(t, NewSimulatedAnnealing(c.p, search.Options[[9]uint8]{}, SimulatedAnnealingParams{}, seeded(c.seed)))
		if r.Status != c.status || len(r.Actions) != c.moves || r.Stats != c.stats {
			t.Errorf("got {%q, %sBoard, %d, search.%v, %d, %#v}", c.board, c.board, c.seed, r.Status, len(r.Actions), r.Stats)
		}
	}
}
