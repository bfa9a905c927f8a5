package mcts

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"searchlab/core/adversarial"
	"searchlab/core/bloxorz"
	"searchlab/core/search"
)

// BenchmarkBloxorzStudy measures the study's variants on classic stages:
// over 20 seeds, the success rate (Found within the budget of 20 000
// iterations), and the median wall time and iterations per run (failed runs
// count with their full time). Run it once per variant:
//
//	go test ./core/mcts -run '^$' -bench BloxorzStudy -benchtime 1x
func BenchmarkBloxorzStudy(b *testing.B) {
	const seeds = 20
	for _, level := range []int{1, 2, 4, 8, 11, 14} {
		p := bloxProblem(b, level)
		for _, v := range variants {
			b.Run(fmt.Sprintf("L%02d/%s", level, v.name), func(b *testing.B) {
				sp := DefaultSingleParams()
				sp.Iterations = 20000
				v.set(&sp)
				var ok int
				var times []time.Duration
				var iters []int64
				for range b.N {
					ok, times, iters = 0, times[:0], iters[:0]
					for seed := uint64(1); seed <= seeds; seed++ {
						t0 := time.Now()
						_, r := runSingle[bloxorz.State, bloxorz.Move](p, bloxOpts{}, sp, seed)
						times = append(times, time.Since(t0))
						iters = append(iters, r.Stats.Iterations)
						if r.Status == search.Found {
							if err := replayBlox(p, r.Actions); err != nil {
								b.Fatalf("seed %d: %v", seed, err)
							}
							ok++
						}
					}
				}
				slices.Sort(times)
				slices.Sort(iters)
				b.ReportMetric(float64(ok)/seeds, "success")
				b.ReportMetric(float64(times[seeds/2])/1e6, "median_ms")
				b.ReportMetric(float64(iters[seeds/2]), "median_iters")
			})
		}
	}
}

// BenchmarkNimWinRate plays whole games of Nim from 3 4 5 (a won position
// for the first player) with UCT moving first against the perfect oracle,
// over 20 seeds, at several budgets with and without the solver; it reports
// the fraction of games UCT wins and of first moves that are winning.
//
//	go test ./core/mcts -run '^$' -bench NimWinRate -benchtime 1x
func BenchmarkNimWinRate(b *testing.B) {
	const seeds = 20
	g := normalNim
	root := nimPos(3, 4, 5)
	for _, solver := range []bool{false, true} {
		for _, budget := range []int{1000, 5000, 20000, 50000} {
			b.Run(fmt.Sprintf("solver=%v/iterations=%d", solver, budget), func(b *testing.B) {
				p := DefaultUCTParams[nimState, nimMove]()
				p.Iterations, p.Solver = budget, solver
				var won, first int
				for range b.N {
					won, first = 0, 0
					for seed := uint64(1); seed <= seeds; seed++ {
						player := NewUCTPlayer(g, nimOpts{}, p, seeded(seed))
						m := adversarial.NewMatch[nimState, nimMove](g, root, player, oracle{g})
						u, err := m.Play(100)
						if err != nil {
							b.Fatal(err)
						}
						if u == 1 {
							won++
						}
						if !g.wins(g.Apply(root, m.Moves[0])) {
							first++
						}
					}
				}
				b.ReportMetric(float64(won)/seeds, "win_rate")
				b.ReportMetric(float64(first)/seeds, "first_move_ok")
			})
		}
	}
}

// BenchmarkSingleStep is the cost of one iteration on Bloxorz stage 14
// (mean variant, a fresh search every 2000 iterations).
func BenchmarkSingleStep(b *testing.B) {
	p := bloxProblem(b, 14)
	sp := DefaultSingleParams()
	sp.Iterations = 2000
	var m *Single[bloxorz.State, bloxorz.Move]
	seed := uint64(0)
	b.ReportAllocs()
	for range b.N {
		if m == nil || !m.Step() {
			seed++
			m = NewSingle[bloxorz.State, bloxorz.Move](p, bloxOpts{}, sp, seeded(seed))
		}
	}
}

// BenchmarkUCTStep is the cost of one UCT iteration on Nim 3 4 5 (plain
// UCT, a fresh search every 5000 iterations).
func BenchmarkUCTStep(b *testing.B) {
	p := DefaultUCTParams[nimState, nimMove]()
	p.Iterations, p.Solver = 5000, false
	var u *UCT[nimState, nimMove]
	seed := uint64(0)
	b.ReportAllocs()
	for range b.N {
		if u == nil || !u.Step() {
			seed++
			u = NewUCT(normalNim, nimPos(3, 4, 5), nimOpts{}, p, seeded(seed))
		}
	}
}
