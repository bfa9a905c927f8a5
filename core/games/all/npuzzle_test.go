package all

import (
	"context"
	"encoding/json"
	"reflect"
	"testing"

	"searchlab/core/games/npuzzlegame"
	"searchlab/core/npuzzle"
	"searchlab/core/registry"
	"searchlab/core/registry/dispatch"
	"searchlab/core/search"
	"searchlab/core/wire"
)

func solve(t *testing.T, req wire.Request) wire.Response {
	t.Helper()
	return registry.Builtin().Solve(context.Background(), req, nil)
}

// Every N-puzzle algorithm, with its defaults, returns a search outcome on a
// 3×3 board, and every solution it returns replays to the goal. The complete
// and optimal ones agree on the optimal length.
func TestEveryNPuzzleAlgorithmWithDefaults(t *testing.T) {
	const board = "7 2 4/5 0 6/8 3 1"
	algos, err := registry.Builtin().Algorithms("npuzzle")
	if err != nil {
		t.Fatal(err)
	}
	optimal := -1
	for _, a := range algos {
		r := solve(t, wire.Request{Game: "npuzzle", Board: board, Algorithm: a.ID, Seed: 1})
		switch r.Status {
		case wire.StatusFound:
			replay(t, board, "", r.Moves)
			if r.Length != len(r.Moves) || r.Cost != float64(r.Length) {
				t.Errorf("%s: length %d, cost %v, %d moves", a.ID, r.Length, r.Cost, len(r.Moves))
			}
		case wire.StatusNotFound, wire.StatusCutoff, wire.StatusBudgetExceeded:
			if a.Complete && a.ID != registry.AlgoDFS {
				t.Errorf("%s is complete but ended %s", a.ID, r.Status)
			}
		default:
			t.Fatalf("%s: %+v", a.ID, r)
		}
		if r.Stats.Expanded == 0 || r.Stats.Generated == 0 {
			t.Errorf("%s: empty stats %+v", a.ID, r.Stats)
		}
		if a.Optimal && a.Complete {
			if r.Status != wire.StatusFound {
				t.Fatalf("%s: %s, want found", a.ID, r.Status)
			}
			if optimal < 0 {
				optimal = r.Length
			} else if r.Length != optimal {
				t.Errorf("%s found %d moves, other optimal algorithms %d", a.ID, r.Length, optimal)
			}
		}
		t.Logf("%-20s %-15s len %3d expanded %8d %.1f ms", a.ID, r.Status, r.Length, r.Stats.Expanded, r.Stats.ElapsedMS())
	}
}

// The hardest 8-puzzle positions (31 moves, for both goal conventions:
// Reinefeld 1993, and OEIS A089473's last term) with every optimal algorithm
// that stays in budget and every heuristic.
func TestHardestEightPuzzles(t *testing.T) {
	cases := []struct{ board, goal string }{
		{"8 6 7/2 5 4/3 0 1", ""},
		{"6 4 7/8 5 0/3 2 1", ""},
		{"8 7 6/0 4 1/2 5 3", "0 1 2/3 4 5/6 7 8"},
		{"8 0 6/5 4 7/2 3 1", "0 1 2/3 4 5/6 7 8"},
	}
	for _, c := range cases {
		for _, algo := range []string{registry.AlgoBFS, registry.AlgoBidirectional, registry.AlgoUCS} {
			r := solve(t, wire.Request{Game: "npuzzle", Board: c.board, Goal: c.goal, Algorithm: algo})
			if r.Status != wire.StatusFound || r.Length != 31 {
				t.Fatalf("%s %s: %s in %d, want 31", algo, c.board, r.Status, r.Length)
			}
			replay(t, c.board, c.goal, r.Moves)
		}
		for _, h := range npuzzlegame.HeuristicParam().Options {
			for _, algo := range []string{registry.AlgoAStar, registry.AlgoIDAStar} {
				if algo == registry.AlgoIDAStar && h == "misplaced" {
					continue // correct but slow (seconds): A* covers it
				}
				r := solve(t, wire.Request{Game: "npuzzle", Board: c.board, Goal: c.goal, Algorithm: algo, Params: map[string]any{"heuristic": h}})
				if r.Status != wire.StatusFound || r.Length != 31 {
					t.Fatalf("%s/%s %s: %s in %d, want 31", algo, h, c.board, r.Status, r.Length)
				}
				replay(t, c.board, c.goal, r.Moves)
			}
		}
	}
}

// Other board sizes: the 2×3 antipode (21 moves, the 2×3 diameter, OEIS
// A151944) and a 5×5 board, which takes the large-board adapter.
func TestOtherBoardSizes(t *testing.T) {
	r := solve(t, wire.Request{Game: "npuzzle", Board: "4 5 0/1 2 3", Algorithm: registry.AlgoIDAStar})
	if r.Status != wire.StatusFound || r.Length != 21 {
		t.Fatalf("2×3 antipode: %+v, want 21 moves", r)
	}
	replay(t, "4 5 0/1 2 3", "", r.Moves)
	// The goal after the blank moved U U L L: 4 moves away (Manhattan
	// distance 4 is a lower bound, so 4 is optimal).
	const big = "1 2 3 4 5/6 7 8 9 10/11 12 0 13 14/16 17 18 19 15/21 22 23 24 20"
	for _, algo := range []string{registry.AlgoAStar, registry.AlgoIDAStar, registry.AlgoBFS, registry.AlgoGreedy, registry.AlgoBeam} {
		r := solve(t, wire.Request{Game: "npuzzle", Board: big, Algorithm: algo, Params: paramsFor(algo, "linear-conflict")})
		if r.Status != wire.StatusFound {
			t.Fatalf("5×5 %s: %+v", algo, r)
		}
		replay(t, big, "", r.Moves)
		if (algo == registry.AlgoAStar || algo == registry.AlgoIDAStar || algo == registry.AlgoBFS) && r.Length != 4 {
			t.Errorf("5×5 %s: %d moves, want 4", algo, r.Length)
		}
	}
}

func paramsFor(algo, h string) map[string]any {
	if algo == registry.AlgoBFS {
		return nil
	}
	return map[string]any{"heuristic": h}
}

// Stochastic algorithms repeat exactly from their seed.
func TestSeedRepeatsRun(t *testing.T) {
	const board = "8 6 7/2 5 4/3 0 1"
	for _, algo := range []string{registry.AlgoHillClimbing, registry.AlgoSimulatedAnnealing, registry.AlgoBeam, registry.AlgoGenetic} {
		var runs [2]wire.Response
		for i := range runs {
			runs[i] = solve(t, wire.Request{Game: "npuzzle", Board: board, Algorithm: algo, Seed: 42})
			runs[i].Stats.Elapsed = 0
		}
		if !reflect.DeepEqual(runs[0], runs[1]) {
			t.Errorf("%s with one seed ran differently:\n%+v\n%+v", algo, runs[0], runs[1])
		}
		if runs[0].Status == wire.StatusFound {
			replay(t, board, "", runs[0].Moves)
		}
	}
}

func TestPrepareFillsDefaults(t *testing.T) {
	job, _, err := registry.Builtin().Prepare(wire.Request{Game: "npuzzle", Board: "1 0/2 3", Algorithm: registry.AlgoGenetic, Params: map[string]any{"population": json.Number("30"), "mutation": 0.5}})
	if err != nil {
		t.Fatal(err)
	}
	v := job.Values
	if v.Int("population") != 30 || v.Float("mutation") != 0.5 || v.Int("length") != 50 || v.String("heuristic") != "auto" || v.String("crossover_kind") != "one_point" {
		t.Errorf("values %+v", v)
	}
	if job.MaxNodes != registry.DefaultMaxNodes || job.Timeout != registry.DefaultTimeout {
		t.Errorf("budgets %d %v", job.MaxNodes, job.Timeout)
	}
}

// NewObservedStepper hands the algorithm's events to the observer: A* on a
// 31-move board emits one Expand per expansion and ends with a Solution.
func TestNewObservedStepper(t *testing.T) {
	job, _, err := registry.Builtin().Prepare(wire.Request{Game: "npuzzle", Board: "8 6 7/2 5 4/3 0 1", Algorithm: registry.AlgoAStar, Params: map[string]any{"heuristic": "linear-conflict"}})
	if err != nil {
		t.Fatal(err)
	}
	start, goal, _ := npuzzle.ParsePair(job.Board, "")
	p, err := npuzzle.New(start, goal, npuzzle.LinearConflict)
	if err != nil {
		t.Fatal(err)
	}
	counts := map[search.EventKind]int64{}
	st, err := dispatch.NewObservedStepper(job, search.Problem[uint64, npuzzle.Move](p), func(e search.Event[uint64]) { counts[e.Kind]++ })
	if err != nil {
		t.Fatal(err)
	}
	r := search.Solve(st)
	if r.Status != search.Found || len(r.Actions) != 31 {
		t.Fatalf("%v in %d", r.Status, len(r.Actions))
	}
	if counts[search.Expand] != r.Stats.Expanded || counts[search.Solution] != 1 {
		t.Errorf("events %v, stats %+v", counts, r.Stats)
	}
}
