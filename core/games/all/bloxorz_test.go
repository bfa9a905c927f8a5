package all

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"searchlab/core/bloxorz"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// bloxReplay checks with the playable game model that the response's keys
// win the level, that "switches" counts the S keys, and that length and
// cost follow the costing: keys without S (free) or every key (counted).
func bloxReplay(t *testing.T, l *bloxorz.Level, r wire.Response, counted bool) {
	t.Helper()
	keys := strings.Join(r.Moves, "")
	if err := bloxorz.Replay(l, keys); err != nil {
		t.Fatalf("keys %s do not win %q: %v", keys, l.Name, err)
	}
	s := strings.Count(keys, "S")
	if r.BloxorzResult == nil || r.Switches != s {
		t.Errorf("switches = %+v, want %d (keys %s)", r.BloxorzResult, s, keys)
	}
	want := len(keys) - s
	if counted {
		want = len(keys)
	}
	if r.Length != want || r.Cost != float64(want) {
		t.Errorf("length %d, cost %v, want %d (keys %s)", r.Length, r.Cost, want, keys)
	}
}

func classicLevel(t *testing.T, n int) *bloxorz.Level {
	t.Helper()
	l, err := bloxorz.Classic(n)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// Every Bloxorz algorithm with its defaults, on a stage without and a stage
// with a split switch: a search outcome, solutions that replay, the
// complete optimal ones at the known optimum, and JSON that encodes (no
// infinities) and decodes to the same fields.
func TestEveryBloxorzAlgorithmWithDefaults(t *testing.T) {
	algos, err := registry.Builtin().Algorithms("bloxorz")
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, a := range algos {
		ids = append(ids, a.ID)
	}
	if got := strings.Join(ids, " "); got != "bfs dfs dls iddfs ucs greedy astar idastar wastar ara bulb hill-climbing simulated-annealing beam genetic mcts" {
		t.Errorf("algorithms: %s", got)
	}
	for _, stage := range []struct{ n, optimal int }{{1, 7}, {8, 10}} {
		l := classicLevel(t, stage.n)
		for _, a := range algos {
			r := solve(t, wire.Request{Game: "bloxorz", Board: "classic:" + itoa(stage.n), Algorithm: a.ID, Seed: 1})
			switch r.Status {
			case wire.StatusFound:
				bloxReplay(t, l, r, false)
				if a.Optimal && a.Complete && r.Length != stage.optimal {
					t.Errorf("stage %d %s: length %d, want %d", stage.n, a.ID, r.Length, stage.optimal)
				}
			case wire.StatusNotFound, wire.StatusCutoff, wire.StatusBudgetExceeded:
				if a.Complete {
					t.Errorf("stage %d: %s is complete but ended %s", stage.n, a.ID, r.Status)
				}
			default:
				t.Fatalf("stage %d %s: %+v", stage.n, a.ID, r)
			}
			if r.Stats.Expanded == 0 {
				t.Errorf("stage %d %s: empty stats %+v", stage.n, a.ID, r.Stats)
			}
			b, err := json.Marshal(r)
			if err != nil {
				t.Fatalf("stage %d %s: %v", stage.n, a.ID, err)
			}
			line, err := wire.DecodeLine(b)
			if err != nil || line.Final == nil || line.Final.Status != r.Status || line.Final.Length != r.Length || len(line.Final.Moves) != len(r.Moves) {
				t.Fatalf("stage %d %s: round trip of %s: %v", stage.n, a.ID, b, err)
			}
			back := *line.Final
			if r.Status == wire.StatusFound {
				bloxReplay(t, l, back, false)
			}
			t.Logf("stage %d %-20s %-15s len %3d expanded %8d %.1f ms", stage.n, a.ID, r.Status, r.Length, r.Stats.Expanded, r.Stats.ElapsedMS())
		}
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// The optimal algorithms reach the optima of the rules file under both
// costings (free / counted: 8: 10/11, 9: 24/25, 16: 28/33, 26: 104/106), on
// stages with splits where the two differ.
func TestBloxorzOptimaBothCostings(t *testing.T) {
	cases := []struct {
		stage, free, counted int
		algos                []string
	}{
		{1, 7, 7, []string{registry.AlgoBFS, registry.AlgoUCS, registry.AlgoAStar, registry.AlgoIDAStar, registry.AlgoIDDFS}},
		{8, 10, 11, []string{registry.AlgoBFS, registry.AlgoUCS, registry.AlgoAStar, registry.AlgoIDAStar, registry.AlgoIDDFS}},
		{9, 24, 25, []string{registry.AlgoBFS, registry.AlgoAStar, registry.AlgoIDAStar}},
		{16, 28, 33, []string{registry.AlgoBFS, registry.AlgoAStar}},
		{26, 104, 106, []string{registry.AlgoBFS, registry.AlgoAStar}},
	}
	for _, c := range cases {
		l := classicLevel(t, c.stage)
		for _, costing := range []string{"free", "counted"} {
			want := c.free
			if costing == "counted" {
				want = c.counted
			}
			for _, algo := range c.algos {
				r := solve(t, wire.Request{Game: "bloxorz", Board: "classic:" + itoa(c.stage), Algorithm: algo, Params: map[string]any{"costing": costing}})
				if r.Status != wire.StatusFound || r.Length != want {
					t.Fatalf("stage %d %s %s: %s length %d, want found in %d", c.stage, costing, algo, r.Status, r.Length, want)
				}
				bloxReplay(t, l, r, costing == "counted")
			}
		}
	}
}

// The level text, the classic:N board and the "level" parameter name the
// same stage; conflicting or malformed choices are invalid with a sentence.
func TestBloxorzBoardForms(t *testing.T) {
	text, err := bloxorz.ClassicText(2)
	if err != nil {
		t.Fatal(err)
	}
	l := classicLevel(t, 2)
	for _, req := range []wire.Request{
		{Board: text},
		{Board: strings.ReplaceAll(text, "\n", "\r\n")},
		{Board: " classic:2 "},
		{Board: "classic:2", Params: map[string]any{"level": 2}},
		{Params: map[string]any{"level": 2}},
	} {
		req.Game, req.Algorithm = "bloxorz", registry.AlgoBFS
		r := solve(t, req)
		if r.Status != wire.StatusFound || r.Length != 17 {
			t.Fatalf("%+v: %s length %d, want found in 17 (%s)", req.Params, r.Status, r.Length, r.Error)
		}
		bloxReplay(t, l, r, false)
	}
	for _, c := range []struct {
		board  string
		params map[string]any
		want   string
	}{
		{"classic:0", nil, "names no classic stage"},
		{"classic:34", nil, "names no classic stage"},
		{"classic:x", nil, "names no classic stage"},
		{"", nil, "the board is empty"},
		{"classic:3", map[string]any{"level": 2}, "classic stage 3 but parameter \"level\" is 2"},
		{text, map[string]any{"level": 2}, "give one or the other"},
		{"", map[string]any{"level": 34}, "out of range"},
		{"", map[string]any{"costing": "cheap"}, "must be one of free, counted"},
		{"ooo\no@o\nooo\n", nil, "exit"},
		{"E@o\nooX\n", nil, "line 2"},
	} {
		r := solve(t, wire.Request{Game: "bloxorz", Board: c.board, Algorithm: registry.AlgoAStar, Params: c.params})
		if r.Status != wire.StatusInvalid || !strings.Contains(r.Error, c.want) {
			t.Errorf("board %q %v: %s %q, want invalid containing %q", c.board, c.params, r.Status, r.Error, c.want)
		}
	}
}

// A level whose exit lies beyond void is unsolvable at once (no search:
// zero statistics), for every algorithm. A level that only switches make
// unsolvable (the relaxed game reaches the exit) is searched and found
// not_found by the complete algorithms.
func TestBloxorzUnsolvable(t *testing.T) {
	const island = "o@o..ooo\nooo..oEo\nooo..ooo\n"
	for _, algo := range []string{registry.AlgoBFS, registry.AlgoAStar, registry.AlgoGenetic, registry.AlgoHillClimbing} {
		r := solve(t, wire.Request{Game: "bloxorz", Board: island, Algorithm: algo})
		if r.Status != wire.StatusUnsolvable || !strings.Contains(r.Error, "cannot be reached") || r.Stats.Expanded != 0 {
			t.Errorf("%s: %+v", algo, r)
		}
		if b, err := json.Marshal(r); err != nil || strings.Contains(string(b), "Inf") {
			t.Errorf("%s: JSON %s %v", algo, b, err)
		}
	}
	// The bridge is off and no switch turns it on: the relaxed game
	// crosses it, the real one cannot.
	const closed = "o@o--ooo\nooo--oEo\nooo--ooo\n"
	for _, algo := range []string{registry.AlgoBFS, registry.AlgoAStar, registry.AlgoIDDFS} {
		r := solve(t, wire.Request{Game: "bloxorz", Board: closed, Algorithm: algo, Params: map[string]any{}})
		if r.Status != wire.StatusNotFound && !(algo == registry.AlgoIDDFS && r.Status == wire.StatusCutoff) {
			t.Errorf("%s: %+v, want not_found", algo, r)
		}
		if r.BloxorzResult == nil {
			t.Errorf("%s: no switches field", algo)
		}
	}
}

// The genetic algorithm runs with the Bloxorz-aware fitness and the
// problem's gene alphabet: seeded runs on stages 1 and 2 are found and
// replay; the same seed gives the same answer.
func TestBloxorzGenetic(t *testing.T) {
	for _, n := range []int{1, 2} {
		l := classicLevel(t, n)
		req := wire.Request{Game: "bloxorz", Board: "classic:" + itoa(n), Algorithm: registry.AlgoGenetic, Seed: 7}
		r := solve(t, req)
		if r.Status != wire.StatusFound {
			t.Fatalf("stage %d: %+v", n, r)
		}
		bloxReplay(t, l, r, false)
		again := solve(t, req)
		if strings.Join(again.Moves, "") != strings.Join(r.Moves, "") || again.Stats.Expanded != r.Stats.Expanded {
			t.Errorf("stage %d: seed 7 ran twice differently", n)
		}
	}
	r := solve(t, wire.Request{Game: "bloxorz", Board: "classic:2", Algorithm: registry.AlgoGenetic, Params: map[string]any{"elitism": 100}})
	if r.Status != wire.StatusInvalid || !strings.Contains(r.Error, "elitism") {
		t.Errorf("elitism = population: %+v", r)
	}
	r = solve(t, wire.Request{Game: "bloxorz", Board: "classic:14", Algorithm: registry.AlgoGenetic, Params: map[string]any{"generations": 3}})
	if r.Status != wire.StatusBudgetExceeded || len(r.Moves) != 0 || r.Stats.Iterations != 3 {
		t.Errorf("3 generations on stage 14: %+v", r)
	}
}

// Budgets and cancellation end a Bloxorz search honestly.
func TestBloxorzBudgets(t *testing.T) {
	r := solve(t, wire.Request{Game: "bloxorz", Board: "classic:23", Algorithm: registry.AlgoBFS, MaxNodes: 1000})
	if r.Status != wire.StatusBudgetExceeded || r.Stats.Expanded != 1000 || len(r.Moves) != 0 {
		t.Errorf("node budget: %+v", r)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r = registry.Builtin().Solve(ctx, wire.Request{Game: "bloxorz", Board: "classic:23", Algorithm: registry.AlgoBFS}, nil)
	if r.Status != wire.StatusCancelled {
		t.Errorf("cancelled: %+v", r)
	}
}

// MCTS with the parameters of each variant of the Bloxorz study solves
// stages 1 and 2 (replayed); the same seed repeats the run; parameters that
// do not fit together are invalid.
func TestBloxorzMCTSVariants(t *testing.T) {
	variants := []map[string]any{
		nil,
		{"unique_states": false},
		{"selection": "max"},
		{"selection": "max", "threshold": 0.9},
		{"spmcts": true},
		{"avoid_recent": 2},
		{"w_split": 0, "w_gained": 0, "w_lost": 0, "c": 1.4},
	}
	for _, n := range []int{1, 2} {
		l := classicLevel(t, n)
		for _, params := range variants {
			req := wire.Request{Game: "bloxorz", Board: "classic:" + itoa(n), Algorithm: registry.AlgoMCTS, Params: params, Seed: 3}
			r := solve(t, req)
			if r.Status != wire.StatusFound {
				t.Fatalf("stage %d %v: %+v", n, params, r)
			}
			bloxReplay(t, l, r, false)
			again := solve(t, req)
			if strings.Join(again.Moves, "") != strings.Join(r.Moves, "") || again.Stats.Iterations != r.Stats.Iterations {
				t.Errorf("stage %d %v: two runs with seed 3 differ", n, params)
			}
		}
	}
	r := solve(t, wire.Request{Game: "bloxorz", Board: "classic:2", Algorithm: registry.AlgoMCTS, Params: map[string]any{"threshold": 0.5}})
	if r.Status != wire.StatusInvalid || !strings.Contains(r.Error, "threshold") {
		t.Errorf("threshold with mean: %+v", r)
	}
	r = solve(t, wire.Request{Game: "bloxorz", Board: "classic:14", Algorithm: registry.AlgoMCTS, Params: map[string]any{"iterations": 50}})
	if r.Status != wire.StatusBudgetExceeded || len(r.Moves) != 0 || r.Stats.Iterations != 50 {
		t.Errorf("50 iterations on stage 14: %+v", r)
	}
}
