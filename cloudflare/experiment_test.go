package cloudflare

import (
	"context"
	"reflect"
	"testing"

	"searchlab/core/experiment"
	"searchlab/core/experiment/runner"
	"searchlab/core/games/all"
)

// checkExperiment runs a small experiment of each kind on workerd through
// the Lab's remote runner and in this process: the rows must be the same,
// elapsed times and memory estimates aside (memory entries are sized
// differently in WebAssembly).
func checkExperiment(t *testing.T, wd string) {
	reg := all.Builtin()
	for _, spec := range []string{
		`{"game":"npuzzle","instances":{"random":{"size":"3x3","count":4,"shuffle":"any","seed":2}},
		  "configs":[{"algorithm":"astar"},{"algorithm":"idastar","params":{"heuristic":"linear-conflict"}},{"algorithm":"beam"},{"algorithm":"bfs"}],
		  "repeats":2,"seed":6,"budget":{"max_nodes":100000}}`,
		`{"game":"othello","instances":{"openings":{"count":1,"plies":4,"seed":3}},
		  "configs":[{"algorithm":"alphabeta","params":{"depth":1,"endgame":4}},{"algorithm":"mcts-uct","params":{"iterations":30}}]}`,
	} {
		p, err := experiment.Load(reg, []byte(spec))
		if err != nil {
			t.Fatal(err)
		}
		local := experiment.Execute(context.Background(), runner.Local{Registry: reg, Parallel: 2}, p.Runs, nil, nil)
		remote := experiment.Execute(context.Background(), runner.Remote{Endpoints: []string{wd}, Parallel: 2, Client: client}, p.Runs, nil, nil)
		if p.Match {
			if l, w := p.MatchRows(local), p.MatchRows(remote); len(l) != 2 || !reflect.DeepEqual(l, w) {
				t.Errorf("match rows differ:\nlocal   %+v\nworkerd %+v", l, w)
			}
			continue
		}
		l, w := p.Rows(local), p.Rows(remote)
		for _, rows := range [][]experiment.Row{l, w} {
			for i := range rows {
				rows[i].ElapsedMS, rows[i].MemoryBytes = 0, 0
			}
		}
		if len(l) != len(p.Runs) || !reflect.DeepEqual(l, w) {
			for i := range l {
				if i >= len(w) || !reflect.DeepEqual(l[i], w[i]) {
					t.Errorf("row %d:\nlocal   %+v\nworkerd %+v", i, l[i], w[min(i, len(w)-1)])
				}
			}
		}
	}
}
