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

// benchRuns times do over the plan, reporting CPU time and runs per CPU
// second.
func benchRuns(b *testing.B, do func(p *experiment.Plan)) {
	p := benchPlan(b)
	cm := cputime.Start()
	for b.Loop() {
		do(p)
	}
	cm.Report(b, float64(b.N*len(p.Runs)), "runs/cpu-s")
}

// BenchmarkSolveDirect solves the plan's requests in a plain loop: the
// reference for BenchmarkLocalRunner (same work, no runner).
func BenchmarkSolveDirect(b *testing.B) {
	benchRuns(b, func(p *experiment.Plan) {
		for _, r := range p.Runs {
			reg.Solve(context.Background(), *r.Solve, nil)
		}
	})
}

// BenchmarkLocalRunner runs the same plan through Execute and the local
// pool one at a time: its ratio to BenchmarkSolveDirect is the overhead
// per run (queueing, results, compaction).
func BenchmarkLocalRunner(b *testing.B) {
	benchRuns(b, func(p *experiment.Plan) {
		experiment.Execute(context.Background(), runner.Local{Registry: reg, Parallel: 1}, p.Runs, nil, nil)
	})
}

// BenchmarkLocalRunnerParallel2 is BenchmarkLocalRunner with two runs at
// a time (CPU per run should stay the same; wall time falls with free
// cores).
func BenchmarkLocalRunnerParallel2(b *testing.B) {
	benchRuns(b, func(p *experiment.Plan) {
		experiment.Execute(context.Background(), runner.Local{Registry: reg, Parallel: 2}, p.Runs, nil, nil)
	})
}
