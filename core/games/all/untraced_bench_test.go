package all_test

import (
	"context"
	"testing"

	"searchlab/core/games/all"
	"searchlab/core/internal/cputime"
	"searchlab/core/wire"
)

// benchCase is one search of the trace benchmarks: a run of each family
// of algorithm (systematic, iterative deepening, local, adversarial,
// Monte Carlo) long enough to time, short enough to repeat.
type benchCase struct {
	name string
	req  wire.Request
}

const goal15 = "0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15"

// benchCases: A* on a 4×4 (11,614 expansions), IDA* on the same board,
// BFS on the 8-puzzle's hardest board (the whole space), BFS on Bloxorz
// stage 8, alpha-beta on Nim, annealing on an 8-puzzle and MCTS on
// Othello's opening, every random one seeded.
var benchCases = []benchCase{
	{"astar-4x4", wire.Request{Game: "npuzzle", Board: "1 6 0 11/5 3 7 2/12 4 9 14/8 13 15 10", Goal: goal15, Algorithm: "astar"}},
	{"idastar-4x4", wire.Request{Game: "npuzzle", Board: "1 6 0 11/5 3 7 2/12 4 9 14/8 13 15 10", Goal: goal15, Algorithm: "idastar"}},
	{"bfs-3x3", wire.Request{Game: "npuzzle", Board: "8 6 7/2 5 4/3 0 1", Algorithm: "bfs"}},
	{"bfs-bloxorz", wire.Request{Game: "bloxorz", Board: "classic:8", Algorithm: "bfs"}},
	{"alphabeta-nim", wire.Request{Game: "nim", Board: "3 4 5 6", Algorithm: "alphabeta"}},
	{"annealing-3x3", wire.Request{Game: "npuzzle", Board: "8 6 7/2 5 4/3 0 1", Algorithm: "simulated-annealing",
		Params: map[string]any{"steps": 50000}, Seed: 1}},
	{"mcts-othello", wire.Request{Game: "othello", Board: "---------------------------OX------XO--------------------------- X",
		Algorithm: "mcts-uct", Params: map[string]any{"iterations": 1000}, Seed: 1}},
}

// BenchmarkUntraced is every bench case solved without a trace, as the
// page and the CLI run them. It is the same on a branch without traces,
// so its figures there and here give what the trace's hooks cost an
// untraced run (the goal: at most 2%):
//
//	go test -run '^$' -bench Untraced -count 6 ./core/games/all  # here and on the base
func BenchmarkUntraced(b *testing.B) {
	reg := all.Builtin()
	for _, c := range benchCases {
		b.Run(c.name, func(b *testing.B) {
			var r wire.Response
			m := cputime.Start()
			for b.Loop() {
				r = reg.Solve(context.Background(), c.req, nil)
			}
			if r.Status == wire.StatusInvalid || r.Status == wire.StatusError {
				b.Fatalf("%s: %s", r.Status, r.Error)
			}
			m.Report(b, 0, "")
			b.ReportMetric(float64(r.Stats.Expanded), "expanded")
		})
	}
}
