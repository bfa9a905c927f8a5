package bloxorz

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"searchlab/core/local"

	"searchlab/core/search"
)

func benchLevels(b *testing.B) []*Level {
	ls := make([]*Level, ClassicCount)
	for i := range ls {
		ls[i] = classicLevel(b, i+1)
	}
	return ls
}

// BenchmarkBFSAll33 solves all 33 stages with BFS (swaps free), problem
// construction included; expanded/op is the total of expansions.
func BenchmarkBFSAll33(b *testing.B) {
	ls := benchLevels(b)
	var exp int64
	for b.Loop() {
		exp = 0
		for _, l := range ls {
			r := search.Solve(search.NewBFS(NewProblem(l, SwapsFree), search.Options[State]{}))
			exp += r.Stats.Expanded
		}
	}
	b.ReportMetric(float64(exp), "expanded/op")
}

// BenchmarkAStarAll33 is the same with A* and the relaxed heuristic (its
// table built per problem, included).
func BenchmarkAStarAll33(b *testing.B) {
	ls := benchLevels(b)
	var exp int64
	for b.Loop() {
		exp = 0
		for _, l := range ls {
			r := search.Solve(search.NewAStar(NewProblem(l, SwapsFree), search.Options[State]{}))
			exp += r.Stats.Expanded
		}
	}
	b.ReportMetric(float64(exp), "expanded/op")
}

// BenchmarkStage reports, per stage, the time and the expanded nodes of
// BFS and A* (swaps free): go test -bench Stage -benchtime 20x.
func BenchmarkStage(b *testing.B) {
	ls := benchLevels(b)
	for i, l := range ls {
		for _, algo := range []string{"bfs", "astar"} {
			b.Run(fmt.Sprintf("%02d/%s", i+1, algo), func(b *testing.B) {
				var r search.Result[Move]
				for b.Loop() {
					p := NewProblem(l, SwapsFree)
					if algo == "bfs" {
						r = search.Solve(search.NewBFS(p, search.Options[State]{}))
					} else {
						r = search.Solve(search.NewAStar(p, search.Options[State]{}))
					}
				}
				b.ReportMetric(float64(r.Stats.Expanded), "expanded/op")
			})
		}
	}
}

// BenchmarkStep measures one transition of the rules engine.
func BenchmarkStep(b *testing.B) {
	l := classicLevel(b, 23)
	p := NewProblem(l, SwapsFree)
	s := p.Initial()
	var buf []Move
	for b.Loop() {
		buf = p.Actions(s, buf)
		s = p.Result(s, buf[0])
	}
}

// BenchmarkHeuristicTable measures building the relaxed-distance table of
// stage 23 (the largest state space).
func BenchmarkHeuristicTable(b *testing.B) {
	l := classicLevel(b, 23)
	for b.Loop() {
		_ = newRelaxed(l)
	}
}

// BenchmarkGeneticStudy measures the genetic algorithm on classic stages:
// over 20 seeds, the success rate (Found within 500 generations of 100
// chromosomes of 150 genes) and the median wall time per run (failed runs
// count with their full time), with the Bloxorz fitness (NewFitness) and
// with local.Genetic's default fitness (the best relaxed distance alone):
//
//	go test ./core/bloxorz -run '^$' -bench GeneticStudy -benchtime 1x
func BenchmarkGeneticStudy(b *testing.B) {
	const seeds = 20
	for _, n := range []int{1, 2, 4, 8, 11, 14} {
		for _, fit := range []string{"bloxorz", "default"} {
			b.Run(fmt.Sprintf("L%02d/%s", n, fit), func(b *testing.B) {
				var ok int
				var times []time.Duration
				for range b.N {
					ok, times = 0, times[:0]
					for seed := uint64(1); seed <= seeds; seed++ {
						mut := func(gp *local.GeneticParams[State, Move]) {
							if fit == "default" {
								gp.Fitness = nil
							}
						}
						t0 := time.Now()
						p, r := runGA(b, n, seed, mut, search.Options[State]{})
						times = append(times, time.Since(t0))
						if r.Status == search.Found {
							keys, _, err := p.Notation(r.Actions)
							if err == nil {
								err = Replay(p.Level(), keys)
							}
							if err != nil {
								b.Fatalf("seed %d: %v", seed, err)
							}
							ok++
						}
					}
				}
				slices.Sort(times)
				b.ReportMetric(float64(ok)/seeds, "success")
				b.ReportMetric(float64(times[seeds/2])/1e6, "median_ms")
			})
		}
	}
}
