package runner_test

import (
	"context"
	"net/http/httptest"
	"reflect"
	"sync"
	"testing"

	"searchlab/core/api/httpapi"
	"searchlab/core/api/remote/remotetest"
	"searchlab/core/experiment"
	"searchlab/core/experiment/runner"
	"searchlab/core/games/all"
	"searchlab/core/wire"
)

var reg = all.Builtin()

// spec has deterministic configs on every game's kind of instance, and a
// randomized one with a fixed seed (which repeats exactly too).
const puzzleSpec = `{"game":"npuzzle","instances":{"random":{"size":"3x3","count":6,"shuffle":"any","seed":4}},
	"configs":[{"algorithm":"astar"},{"algorithm":"bfs"},{"algorithm":"idastar","params":{"heuristic":"linear-conflict"}},
	{"algorithm":"beam","params":{"width":3}},{"algorithm":"dls","params":{"depth_limit":3}},{"algorithm":"astar","label":"bad","params":{"heuristic":"pdb","partition":"9"}}],
	"repeats":2,"seed":5,"budget":{"max_nodes":200000}}`

func plan(t *testing.T, spec string) *experiment.Plan {
	t.Helper()
	p, err := experiment.Load(reg, []byte(spec))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// execute runs p with r and checks that every run was reported once.
func execute(t *testing.T, p *experiment.Plan, r experiment.Runner) []experiment.Result {
	t.Helper()
	var mu sync.Mutex
	count := map[int]int{}
	res := experiment.Execute(context.Background(), r, p.Runs, nil, func(x experiment.Result) {
		mu.Lock()
		count[x.Index]++
		mu.Unlock()
	})
	for _, run := range p.Runs {
		if count[run.Index] != 1 {
			t.Errorf("run %d reported %d times", run.Index, count[run.Index])
		}
	}
	return res
}

// rowsWithoutTime are a solve experiment's rows with the elapsed times
// zeroed, which differ from run to run.
func rowsWithoutTime(p *experiment.Plan, res []experiment.Result) []experiment.Row {
	rows := p.Rows(res)
	for i := range rows {
		rows[i].ElapsedMS = 0
	}
	return rows
}

// The local pool and the remote fan-out (two httptest endpoints, one of
// which dies during the experiment) give the same rows, elapsed times
// aside; the summary of both is the same too.
func TestLocalAndRemoteRowsEqual(t *testing.T) {
	p := plan(t, puzzleSpec)
	local := execute(t, p, runner.Local{Registry: reg, Parallel: 2})
	a := remotetest.New(httpapi.NewHandler(httpapi.Config{}), 0)
	defer a.Close()
	b := remotetest.New(httpapi.NewHandler(httpapi.Config{}), 9) // dies at its 9th request
	defer b.Close()
	remote := execute(t, p, runner.Remote{Endpoints: []string{a.URL, b.URL}, Parallel: 4})
	if !b.Killed() {
		t.Error("the second endpoint was never killed")
	}
	lr, rr := rowsWithoutTime(p, local), rowsWithoutTime(p, remote)
	if !reflect.DeepEqual(lr, rr) {
		for i := range lr {
			if !reflect.DeepEqual(lr[i], rr[i]) {
				t.Errorf("row %d:\nlocal  %+v\nremote %+v", i, lr[i], rr[i])
			}
		}
	}
	statuses := map[wire.Status]int{}
	for _, r := range lr {
		statuses[r.Status]++
	}
	// found, budget exceeded (bfs on the far boards), cutoff (DLS 3) and
	// invalid (a partition the pattern database refuses): the rows carry
	// every kind of ending.
	for _, st := range []wire.Status{wire.StatusFound, wire.StatusCutoff, wire.StatusInvalid} {
		if statuses[st] == 0 {
			t.Errorf("no %s row among %v", st, statuses)
		}
	}
}

// Othello matches give the same games in this process and through
// /api/tournament, even when an endpoint dies in the middle of a match
// (its games so far are dropped and the match is played again).
func TestLocalAndRemoteMatchesEqual(t *testing.T) {
	p := plan(t, `{"game":"othello","instances":{"openings":{"count":2,"plies":3,"seed":8}},
		"configs":[{"algorithm":"alphabeta","params":{"depth":1,"endgame":4}},{"algorithm":"mcts-uct","params":{"iterations":40}},{"algorithm":"random"}]}`)
	srv := httptest.NewServer(httpapi.NewHandler(httpapi.Config{}))
	defer srv.Close()
	dying := remotetest.New(httpapi.NewHandler(httpapi.Config{}), 2)
	defer dying.Close()
	local := p.MatchRows(execute(t, p, runner.Local{Parallel: 2}))
	remote := p.MatchRows(execute(t, p, runner.Remote{Endpoints: []string{srv.URL, dying.URL}}))
	if !dying.Killed() {
		t.Error("the dying endpoint was never killed")
	}
	if len(local) != 12 || !reflect.DeepEqual(local, remote) {
		t.Errorf("local %d games, remote %d:\n%+v\n%+v", len(local), len(remote), local, remote)
	}
}

// A stopped experiment reports its unfinished runs as cancelled, and
// resuming does only those: the rows come out as if it had never stopped.
func TestStopAndResume(t *testing.T) {
	p := plan(t, puzzleSpec)
	ctx, cancel := context.WithCancel(context.Background())
	var done int
	partial := experiment.Execute(ctx, runner.Local{Parallel: 1}, p.Runs, nil, func(r experiment.Result) {
		if done++; done == 10 {
			cancel()
		}
	})
	cancelled := 0
	for _, r := range partial {
		if !r.Final() {
			cancelled++
		}
	}
	if len(partial) != len(p.Runs) || cancelled == 0 {
		t.Fatalf("stopped: %d results, %d cancelled", len(partial), cancelled)
	}
	pending := experiment.Pending(p.Runs, partial)
	if len(pending) != cancelled {
		t.Errorf("%d runs pending, %d cancelled", len(pending), cancelled)
	}
	var redone []int
	resumed := experiment.Execute(context.Background(), runner.Local{Parallel: 2}, p.Runs, partial, func(r experiment.Result) { redone = append(redone, r.Index) })
	if len(redone) != cancelled {
		t.Errorf("resuming redid %d runs, want the %d cancelled", len(redone), cancelled)
	}
	full := execute(t, p, runner.Local{Parallel: 2})
	if !reflect.DeepEqual(rowsWithoutTime(p, resumed), rowsWithoutTime(p, full)) {
		t.Error("the resumed experiment's rows differ from an uninterrupted one's")
	}
}
