package runner_test

import (
	"context"
	"testing"

	"searchlab/core/experiment"
	"searchlab/core/experiment/runner"
	"searchlab/core/internal/cputime"
)

// benchPlan is 200 small runs: A* on 8-puzzles 8 random moves from the
// goal (well under a millisecond each), so the runner's own cost per run
// shows.
func benchPlan(b *testing.B) *experiment.Plan {
	p, err := experiment.Load(reg, []byte(`{"game":"npuzzle","instances":{"random":{"size":"3x3","count":200,"shuffle":8,"seed":1}},"configs":[{"algorithm":"astar"}]}`))
	if err != nil {
		b.Fatal(err)
	}
	return p
}

// BenchmarkSolveDirect solves the plan's requests in a plain loop: the
// reference for BenchmarkLocalRunner (same work, no runner).
func BenchmarkSolveDirect(b *testing.B) {
	p := benchPlan(b)
	cm := cputime.Start()
	for b.Loop() {
		for _, r := range p.Runs {
			reg.Solve(context.Background(), *r.Solve, nil)
		}
	}
	cm.Report(b, float64(b.N*len(p.Runs)), "runs/cpu-s")
}

// BenchmarkLocalRunner runs the same plan through Execute and the local
// pool (one at a time, so the ratio to BenchmarkSolveDirect is the
// overhead per run: queueing, results, compaction).
func BenchmarkLocalRunner(b *testing.B) {
	p := benchPlan(b)
	cm := cputime.Start()
	for b.Loop() {
		experiment.Execute(context.Background(), runner.Local{Registry: reg, Parallel: 1}, p.Runs, nil, nil)
	}
	cm.Report(b, float64(b.N*len(p.Runs)), "runs/cpu-s")
}

// BenchmarkLocalRunnerParallel2 is BenchmarkLocalRunner with two runs at
// a time (CPU per run should stay the same; wall time falls with free
// cores).
func BenchmarkLocalRunnerParallel2(b *testing.B) {
	p := benchPlan(b)
	cm := cputime.Start()
	for b.Loop() {
		experiment.Execute(context.Background(), runner.Local{Registry: reg, Parallel: 2}, p.Runs, nil, nil)
	}
	cm.Report(b, float64(b.N*len(p.Runs)), "runs/cpu-s")
}
