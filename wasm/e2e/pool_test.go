//go:build !js

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"searchlab/core/games/all"
	"searchlab/core/wire"
)

// poolBatchJS sends every request to the Lab's lane of globalThis.searchlabSolver
// at once and resolves, when all have ended, with each one's end and
// lines, its time from request to end in the page, and the pool's stats.
const poolBatchJS = `(paths, bodies) => new Promise((resolve) => {
  const s = globalThis.searchlabSolver;
  const p = { request: (path, ...rest) => s.request("lab", path, ...rest), stats: () => s.stats('lab') };
  const out = bodies.map(() => ({ error: null, lines: [], ms: 0 }));
  let left = bodies.length;
  bodies.forEach((body, i) => {
    const t0 = performance.now();
    p.request(paths[i], body, (l) => out[i].lines.push(l), (end) => {
      out[i].error = s.describe(end);
      out[i].ms = performance.now() - t0;
      if (--left === 0) setTimeout(() => resolve({ runs: out, stats: p.stats() }), 0);
    });
  });
})`

type poolRun struct {
	Error *string  `json:"error"`
	Lines []string `json:"lines"`
	MS    float64  `json:"ms"`
}

type poolStats struct {
	Size    int `json:"size"`
	Spawned int `json:"spawned"`
	Workers int `json:"workers"`
	Ready   int `json:"ready"`
	Busy    int `json:"busy"`
	Queued  int `json:"queued"`
}

type poolBatch struct {
	Runs  []poolRun `json:"runs"`
	Stats poolStats `json:"stats"`
}

// PoolBatch runs bodies (to /api/solve unless paths says otherwise) in the
// page's pool.
func (p *Page) PoolBatch(t testing.TB, paths []string, bodies []string) poolBatch {
	t.Helper()
	if paths == nil {
		for range bodies {
			paths = append(paths, "/api/solve")
		}
	}
	pj, _ := json.Marshal(paths)
	bj, _ := json.Marshal(bodies)
	var r poolBatch
	p.Eval(t, fmt.Sprintf("(%s)(%s, %s)", poolBatchJS, pj, bj), &r)
	return r
}

// final decodes a run's last line as a solve's final response.
func (r poolRun) final(t testing.TB) wire.Response {
	t.Helper()
	if len(r.Lines) == 0 {
		t.Fatalf("a run without lines (end %v)", r.Error)
	}
	l, err := wire.DecodeLine([]byte(r.Lines[len(r.Lines)-1]))
	if err != nil || l.Final == nil {
		t.Fatalf("last line %q: %v", r.Lines[len(r.Lines)-1], err)
	}
	return *l.Final
}

// TestPoolKeepsWorkersAlive: the Lab's pool runs many requests on two
// workers started once (two Go instances for 16 runs), in parallel, and
// each answer is the native registry's (elapsed time aside).
func TestPoolKeepsWorkersAlive(t *testing.T) {
	p := NewPage(t, 120*time.Second)
	site := ServeSite(t, distDir)
	p.Open(t, site.Base)
	p.Eval(t, `searchlabSolver.resize('lab', 2), true`, nil)
	p.WaitJS(t, "two ready pool workers", "searchlabSolver.stats('lab').ready === 2", 60*time.Second)

	var reqs []wire.Request
	var bodies []string
	boards := []string{"1 2 3/4 5 6/0 7 8", "4 1 3/7 2 6/0 5 8", hardest8, "8 6 7/2 5 4/3 0 1"}
	for i := range 16 {
		algo := []string{"astar", "bfs", "idastar", "greedy"}[i%4]
		r := wire.Request{Game: "npuzzle", Board: boards[i/4], Algorithm: algo}
		reqs = append(reqs, r)
		b, _ := json.Marshal(r)
		bodies = append(bodies, string(b))
	}
	res := p.PoolBatch(t, nil, bodies)
	if res.Stats.Spawned != 2 || res.Stats.Workers != 2 || res.Stats.Busy != 0 || res.Stats.Queued != 0 {
		t.Errorf("pool stats %+v: want 2 workers spawned in all, none busy or queued", res.Stats)
	}
	for i, run := range res.Runs {
		if run.Error != nil {
			t.Fatalf("run %d ended with %q", i, *run.Error)
		}
		got := run.final(t)
		want := all.Builtin().Solve(context.Background(), reqs[i], nil)
		if got.Status != want.Status || !reflect.DeepEqual(got.Moves, want.Moves) || got.Stats.Expanded != want.Stats.Expanded {
			t.Errorf("run %d (%s on %s): %s, %d moves, %d expanded; native %s, %d, %d", i, reqs[i].Algorithm, reqs[i].Board,
				got.Status, len(got.Moves), got.Stats.Expanded, want.Status, len(want.Moves), want.Stats.Expanded)
		}
	}
	if errs := p.Errors(); len(errs) > 0 {
		t.Errorf("console errors: %q", errs)
	}
}

// TestPoolReplacesDeadWorkers: with a solver that dies on request
// (testdata/crashsolver in kept-alive mode), a run whose Go program dies
// ends "crashed: …", its worker is replaced, and the other runs go on;
// stopAll ends the running and the queued runs "stopped" at once and
// starts fresh workers.
func TestPoolReplacesDeadWorkers(t *testing.T) {
	needBrowser(t)
	dir := crashSolverDist(t)
	p := NewPage(t, 120*time.Second)
	site := ServeSite(t, dir)
	p.Open(t, site.Base)
	p.Eval(t, `searchlabSolver.resize('lab', 2), true`, nil)
	p.WaitJS(t, "two ready pool workers", "searchlabSolver.stats('lab').ready === 2", 60*time.Second)

	res := p.PoolBatch(t, nil, []string{"ok", "panic", "ok", "oom", "ok", "ok"})
	for i, run := range res.Runs {
		crash := i == 1 || i == 3
		switch {
		case crash && (run.Error == nil || !strings.HasPrefix(*run.Error, "crashed: ")):
			t.Errorf("run %d: end %v, want crashed: …", i, run.Error)
		case !crash && (run.Error != nil || len(run.Lines) != 2):
			t.Errorf("run %d: end %v after %d lines, want a normal end after 2", i, run.Error, len(run.Lines))
		}
	}
	if res.Stats.Spawned != 4 || res.Stats.Workers != 2 {
		t.Errorf("pool stats %+v: want 4 workers spawned (2, then one per death), 2 kept", res.Stats)
	}
	p.WaitJS(t, "the replacements ready", "searchlabSolver.stats('lab').ready === 2", 60*time.Second)

	// stopAll: two runs hang on the two workers, two more wait in the queue.
	var stop struct {
		Ends    []*string `json:"ends"`
		Stopped int       `json:"stopped"`
		MS      float64   `json:"ms"`
	}
	p.Eval(t, `new Promise((resolve) => {
	  const s = searchlabSolver, ends = [];
	  const p = { request: (...a) => s.request("lab", ...a), stopAll: () => s.stopLane("lab") };
	  for (let i = 0; i < 4; i++) p.request("/api/solve", "hang", () => {}, (e) => {
	    ends.push(s.describe(e));
	    if (ends.length === 4) resolve({ends, stopped, ms: performance.now() - t0});
	  });
	  let stopped = 0, t0 = 0;
	  setTimeout(() => { t0 = performance.now(); stopped = p.stopAll(); }, 300);
	})`, &stop)
	if stop.Stopped != 4 || len(stop.Ends) != 4 {
		t.Fatalf("stopAll stopped %d, ends %v; want 4", stop.Stopped, stop.Ends)
	}
	for _, e := range stop.Ends {
		if e == nil || *e != "stopped" {
			t.Errorf("end %v after stopAll, want stopped", e)
		}
	}
	t.Logf("stopAll ended 2 running and 2 queued runs in %.1f ms", stop.MS)
	p.WaitJS(t, "fresh workers after stopAll", "searchlabSolver.stats('lab').ready === 2 && searchlabSolver.stats('lab').spawned === 6", 60*time.Second)
	if res := p.PoolBatch(t, nil, []string{"ok"}); res.Runs[0].Error != nil {
		t.Errorf("a run after stopAll ended %q", *res.Runs[0].Error)
	}
}
