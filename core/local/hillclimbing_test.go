package local

import (
	"strings"
	"testing"

	"searchlab/core/search"
)

func TestHillClimbingSolvesEasyBoard(t *testing.T) {
	hc := NewHillClimbing(easyBoard, search.Options[[9]uint8]{}, HillClimbingParams{}, seeded(1))
	r := drive(t, hc)
	if r.Status != search.Found {
		t.Fatalf("status %v, want found", r.Status)
	}
	replay[[9]uint8, byte](t, easyBoard, r.Actions, r.Cost)
	// Two improving moves: each expands one state and generates its
	// neighbours (the blank at 6 then 7: 2 + 3, plus the start).
	want := search.Stats{Expanded: 2, Generated: 6, MaxFrontier: 1, MaxDepth: 2}
	r.Stats.MemoryBytes = 0
	if r.Stats != want || string(r.Actions) != "RR" {
		t.Fatalf("got %s %+v, want RR %+v", r.Actions, r.Stats, want)
	}
}

func TestHillClimbingStopsAtLocalMinimum(t *testing.T) {
	// From 0 the climb descends to the local minimum at 3 (value 1) and is
	// stuck: both neighbours are worse. Counted by hand: states 0, 1, 2, 3
	// expanded; neighbours 1 + 2 + 2 + 2 generated, plus the start.
	l := line{h: valley, goal: 9}
	var moves []int
	obs := func(e search.Event[int]) {
		if e.Kind == search.Move {
			moves = append(moves, e.State)
			if e.Value != valley[e.State] {
				t.Errorf("move to %d reports value %v, want %v", e.State, e.Value, valley[e.State])
			}
		}
	}
	r := drive(t, NewHillClimbing(l, search.Options[int]{Observer: obs}, HillClimbingParams{MaxSideways: 5}, seeded(1)))
	r.Stats.MemoryBytes = 0
	want := search.Stats{Expanded: 4, Generated: 8, MaxFrontier: 1, MaxDepth: 3}
	if r.Status != search.NotFound || r.Stats != want {
		t.Fatalf("got %v %+v, want not_found %+v", r.Status, r.Stats, want)
	}
	if len(moves) != 3 || moves[2] != 3 {
		t.Fatalf("moves %v, want 1 2 3", moves)
	}
}

func TestHillClimbingRestartsFromTheStart(t *testing.T) {
	l := line{h: valley, goal: 9}
	for seed := uint64(1); seed <= 30; seed++ {
		var restarts int64
		obs := func(e search.Event[int]) {
			if e.Kind == search.Restart {
				restarts++
				if e.State != l.start {
					t.Fatalf("seed %d: restart %d begins at %d, not the start %d", seed, e.Iteration, e.State, l.start)
				}
				if e.Iteration != restarts {
					t.Fatalf("restart event numbered %d, want %d", e.Iteration, restarts)
				}
			}
		}
		r := drive(t, NewHillClimbing(l, search.Options[int]{Observer: obs}, HillClimbingParams{Restarts: 20, RestartWalk: 8}, seeded(seed)))
		if l.Initial() != 0 {
			t.Fatal("the problem's start changed")
		}
		if r.Stats.Iterations != restarts {
			t.Fatalf("seed %d: Iterations %d, restart events %d", seed, r.Stats.Iterations, restarts)
		}
		switch r.Status {
		case search.Found:
			replay[int, int](t, l, r.Actions, r.Cost)
			if len(r.Actions) != 9 { // the line has a single cycle-free path to 9
				t.Fatalf("seed %d: cycle-free path has %d moves, want 9", seed, len(r.Actions))
			}
		case search.NotFound:
			if restarts != 20 {
				t.Fatalf("seed %d: gave up after %d of 20 restarts", seed, restarts)
			}
		default:
			t.Fatalf("seed %d: status %v", seed, r.Status)
		}
	}
}

func TestHillClimbingManySeedsReplay(t *testing.T) {
	found := 0
	for _, p := range []search.Problem[[9]uint8, byte]{mediumBoard, hardBoard, randPuzzle{hardBoard}} {
		for seed := uint64(1); seed <= 10; seed++ {
			r := drive(t, NewHillClimbing(p, search.Options[[9]uint8]{}, DefaultHillClimbingParams(), seeded(seed)))
			switch r.Status {
			case search.Found:
				found++
				replay(t, p, r.Actions, r.Cost)
				if opt := optimum(p); len(r.Actions) < opt {
					t.Fatalf("solution of %d moves beats the optimum %d", len(r.Actions), opt)
				}
			case search.NotFound:
				if r.Stats.Iterations != int64(DefaultHillClimbingParams().Restarts) {
					t.Fatalf("not found after %d restarts", r.Stats.Iterations)
				}
			default:
				t.Fatalf("status %v", r.Status)
			}
		}
	}
	if found == 0 {
		t.Fatal("hill climbing with restarts never solved an 8-puzzle board")
	}
	t.Logf("found %d of 30", found)
}

func TestHillClimbingDeterministic(t *testing.T) {
	checkDeterminism(t, func(r search.Rand) search.Stepper[byte] {
		return NewHillClimbing(hardBoard, search.Options[[9]uint8]{}, DefaultHillClimbingParams(), r)
	})
}

func TestHillClimbingBudgets(t *testing.T) {
	r := drive(t, NewHillClimbing(hardBoard, search.Options[[9]uint8]{Limits: search.Limits{MaxNodes: 7}}, DefaultHillClimbingParams(), seeded(1)))
	if r.Status != search.BudgetExceeded || r.Stats.Expanded != 7 || r.Stats.Generated == 0 || r.Stats.MemoryBytes == 0 {
		t.Fatalf("MaxNodes 7: %v %+v", r.Status, r.Stats)
	}
	l := line{h: valley, goal: 9}
	rl := drive(t, NewHillClimbing(l, search.Options[int]{Limits: search.Limits{MaxDepth: 2}}, HillClimbingParams{}, seeded(1)))
	if rl.Status != search.Cutoff || rl.Stats.MaxDepth != 2 {
		t.Fatalf("MaxDepth 2: %v %+v", rl.Status, rl.Stats)
	}
}

func TestHillClimbingImpossible(t *testing.T) {
	r := drive(t, NewHillClimbing(unsolvable, search.Options[[9]uint8]{}, HillClimbingParams{MaxSideways: 10, Restarts: 5, RestartWalk: 10}, seeded(3)))
	if r.Status != search.NotFound || r.Stats.Iterations != 5 || r.Stats.Expanded == 0 {
		t.Fatalf("unsolvable board: %v %+v", r.Status, r.Stats)
	}
}

func TestHillClimbingStartIsGoal(t *testing.T) {
	p := newPuzzle(puzzleGoal[:]...)
	r := drive(t, NewHillClimbing(p, search.Options[[9]uint8]{}, DefaultHillClimbingParams(), seeded(1)))
	if r.Status != search.Found || len(r.Actions) != 0 || r.Actions == nil || r.Stats.Expanded != 0 {
		t.Fatalf("start is goal: %v %v %+v", r.Status, r.Actions, r.Stats)
	}
}

func TestHillClimbingBadInput(t *testing.T) {
	l := line{h: valley, goal: 9}
	for _, c := range []struct {
		name string
		hc   *HillClimbing[int, int]
		want string
	}{
		{"negative sideways", NewHillClimbing(l, search.Options[int]{}, HillClimbingParams{MaxSideways: -1}, seeded(1)), "MaxSideways"},
		{"negative restarts", NewHillClimbing(l, search.Options[int]{}, HillClimbingParams{Restarts: -1}, seeded(1)), "Restarts"},
		{"negative walk", NewHillClimbing(l, search.Options[int]{}, HillClimbingParams{RestartWalk: -1}, seeded(1)), "RestartWalk"},
		{"nil rand", NewHillClimbing(l, search.Options[int]{}, HillClimbingParams{}, nil), "random source"},
		{"no heuristic", NewHillClimbing[int, int](noHeuristic{l}, search.Options[int]{}, HillClimbingParams{}, seeded(1)), "search.Heuristic"},
	} {
		if err := c.hc.Err(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one mentioning %q", c.name, err, c.want)
		}
		if c.hc.Step() || c.hc.Result().Status != search.NotFound {
			t.Errorf("%s: an invalid search must be finished", c.name)
		}
	}
}

// Regression pins: the statistics these fixed seeds produce, recorded after
// the runs above were checked for correctness (replay, restarts from the
// start, budgets). A change means the algorithm's behaviour changed.
func TestHillClimbingGolden(t *testing.T) {
	for _, c := range []struct {
		board  string
		p      puzzle
		seed   uint64
		status search.Status
		moves  int
		stats  search.Stats
	}{
		{"medium", mediumBoard, 1, search.Found, 6, search.Stats{Expanded: 6, Generated: 18, MaxFrontier: 1, MaxDepth: 6, MemoryBytes: 380}},
		{"hard", hardBoard, 1, search.Found, 49, search.Stats{Expanded: 414, Generated: 14588, MaxFrontier: 1, MaxDepth: 53, Iterations: 135, MemoryBytes: 2735}},
		{"hard", hardBoard, 2, search.NotFound, 0, search.Stats{Expanded: 1594, Generated: 54273, MaxFrontier: 1, MaxDepth: 56, Iterations: 500, MemoryBytes: 4143}},
	} {
		r := drive(t, NewHillClimbing(c.p, search.Options[[9]uint8]{}, DefaultHillClimbingParams(), seeded(c.seed)))
		if r.Status != c.status || len(r.Actions) != c.moves || r.Stats != c.stats {
			t.Errorf("got {%q, %sBoard, %d, search.%v, %d, %#v}", c.board, c.board, c.seed, r.Status, len(r.Actions), r.Stats)
		}
	}
}
