package npuzzle

import (
	"math/rand/v2"
	"runtime"
	"testing"
	"time"

	"searchlab/core/internal/cputime"
	"searchlab/core/search"
)

// Benchmarks. Speed is measured here, never asserted in tests. Custom
// metrics: gen/s (nodes generated per wall-clock second), exp/s (expanded
// per second), gen/cpu-s (generated per CPU-second of the process, the
// figure to trust on a busy machine), allocs/exp (heap allocations per
// expanded node, over the whole search including its setup).
//
//	go test ./core/npuzzle -run '^$' -bench 'IDAStarKorf/1/' -benchtime=1x   # 276 M nodes
//	go test ./core/npuzzle -run '^$' -bench 'AStar8|BFS3x3|Heuristic'

// allocCounter measures heap allocations and CPU time around a benchmark
// loop.
type allocCounter struct {
	before runtime.MemStats
	cpu    time.Duration
	cpuOK  bool
}

func startAllocs() *allocCounter {
	a := &allocCounter{}
	runtime.ReadMemStats(&a.before)
	a.cpu, a.cpuOK = cputime.Process()
	return a
}

// report adds allocs/exp, gen/s, exp/s and, where the OS tells CPU time,
// gen/cpu-s (generated nodes per CPU-second of this process: on a busy
// shared machine the wall-clock rate understates the speed).
func (a *allocCounter) report(b *testing.B, st search.Stats) {
	cpu, cpuOK := cputime.Process()
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	if st.Expanded > 0 {
		b.ReportMetric(float64(after.Mallocs-a.before.Mallocs)/float64(st.Expanded), "allocs/exp")
	}
	if secs := b.Elapsed().Seconds(); secs > 0 {
		b.ReportMetric(float64(st.Generated)/secs, "gen/s")
		b.ReportMetric(float64(st.Expanded)/secs, "exp/s")
	}
	if a.cpuOK && cpuOK && cpu > a.cpu {
		b.ReportMetric(float64(st.Generated)/(cpu-a.cpu).Seconds(), "gen/cpu-s")
	}
}

// BenchmarkIDAStarKorf runs IDA* on Korf instances: #1 (Manhattan 276,361,933
// generated; run it with -benchtime=1x), #2 (15,300,442) and #1 with linear
// conflict (12,205,623). "of" is the concrete-type instantiation
// (NewIDAStar on *Puzzle, which lets the compiler specialise the loop),
// "any" the interface one (NewIDAStar on AsIDAProblem(p)) that the API uses. The generated count is
// checked against Korf's, so a fast wrong search cannot pass.
func BenchmarkIDAStarKorf(b *testing.B) {
	for _, bc := range []struct {
		name string
		id   int
		h    Heuristic
		want int64
	}{
		{"1/manhattan", 1, Manhattan, 276361933},
		{"2/manhattan", 2, Manhattan, 15300442},
		{"1/linear-conflict", 1, LinearConflict, 12205623},
		{"2/linear-conflict", 2, LinearConflict, 4556067},
		{"2/walking-distance", 2, WalkingDistance, 0},
		{"2/wd-lc", 2, WDLC, 0},
	} {
		start, goal := korfBoard(b, bc.id)
		p, err := New(start, goal, bc.h)
		if err != nil {
			b.Fatal(err)
		}
		for _, kind := range []string{"of", "any"} {
			b.Run(bc.name+"/"+kind, func(b *testing.B) {
				var st search.Stats
				allocs := startAllocs()
				for b.Loop() {
					var r search.Result[Move]
					if kind == "of" {
						r = search.Solve[Move](search.NewIDAStar[uint64, Move](p, search.Options[uint64]{}, search.IDAStarParams{}))
					} else {
						r = search.Solve(search.NewIDAStar[uint64, Move](search.AsIDAProblem[uint64, Move](p), search.Options[uint64]{}, search.IDAStarParams{}))
					}
					if r.Status != search.Found || (bc.want > 0 && r.Stats.Generated != bc.want) {
						b.Fatalf("%v, generated %d, want %d", r.Status, r.Stats.Generated, bc.want)
					}
					st.Generated += r.Stats.Generated
					st.Expanded += r.Stats.Expanded
				}
				allocs.report(b, st)
			})
		}
	}
}

// BenchmarkAStar8Hardest runs A* with linear conflict on the two hardest
// 8-puzzles (31 moves, blank-last goal).
func BenchmarkAStar8Hardest(b *testing.B) {
	for _, board := range []string{"8 6 7/2 5 4/3 0 1", "6 4 7/8 5 0/3 2 1"} {
		for _, h := range []Heuristic{Manhattan, LinearConflict, WDLC} {
			b.Run(board+"/"+h.String(), func(b *testing.B) {
				start := mustParse(b, board)
				p, _ := New(start, Goal(3, 3), h)
				var st search.Stats
				allocs := startAllocs()
				for b.Loop() {
					r := search.Solve(search.NewAStar[uint64, Move](p, search.Options[uint64]{}))
					if r.Status != search.Found || len(r.Actions) != 31 {
						b.Fatalf("%v %d moves", r.Status, len(r.Actions))
					}
					st.Generated += r.Stats.Generated
					st.Expanded += r.Stats.Expanded
				}
				allocs.report(b, st)
				b.ReportMetric(float64(st.Expanded)/float64(b.N), "expanded/op")
			})
		}
	}
}

// BenchmarkBFS3x3 runs breadth-first search over the whole 181,440-state
// component of the 8-puzzle: from an unsolvable board, so it ends NotFound
// after expanding every state of the start's half.
func BenchmarkBFS3x3(b *testing.B) {
	start := mustParse(b, "2 1 3/4 5 6/7 8 0")
	p, _ := New(start, Goal(3, 3), Manhattan)
	var st search.Stats
	allocs := startAllocs()
	for b.Loop() {
		r := search.Solve(search.NewBFS[uint64, Move](p, search.Options[uint64]{}))
		if r.Status != search.NotFound || r.Stats.Expanded != 181440 {
			b.Fatalf("%v after %d expansions", r.Status, r.Stats.Expanded)
		}
		st.Generated += r.Stats.Generated
		st.Expanded += r.Stats.Expanded
	}
	allocs.report(b, st)
}

// BenchmarkHeuristic measures H (full computation) and ResultH (one move
// with the incremental update) of every heuristic on random 15-puzzle
// states, and the walking-distance table build (uncached).
func BenchmarkHeuristic(b *testing.B) {
	goal := BlankFirstGoal(4, 4)
	r := rand.New(rand.NewPCG(1, 1))
	p0, _ := New(goal, goal, Manhattan)
	var states [1024]uint64
	var moves [1024]Move
	for i := range states {
		bd, _ := RandomSolvable(goal, r)
		states[i] = p0.Pack(bd)
		ms := bd.LegalMoves()
		moves[i] = ms[r.IntN(len(ms))]
	}
	for h := Heuristic(0); h < numHeuristics; h++ {
		p, _ := New(goal, goal, h)
		var hs [1024]float64
		for i, s := range states {
			hs[i] = p.H(s)
		}
		b.Run(h.String()+"/H", func(b *testing.B) {
			sum := 0.0
			for i := 0; b.Loop(); i++ {
				sum += p.H(states[i&1023])
			}
			sink = sum
		})
		b.Run(h.String()+"/ResultH", func(b *testing.B) {
			sum := 0.0
			for i := 0; b.Loop(); i++ {
				j := i & 1023
				_, hh := p.ResultH(states[j], moves[j], hs[j])
				sum += hh
			}
			sink = sum
		})
	}
	b.Run("walking-distance/build4x4", func(b *testing.B) {
		for b.Loop() {
			wdBuild(4, 4, 0)
		}
	})
}

var sink float64

// BenchmarkIDAStarLarge runs IDA* on LargePuzzle (64-byte states): a 5×5
// board 60 random moves from the blank-first goal (seed 3), with Manhattan
// and linear conflict.
func BenchmarkIDAStarLarge(b *testing.B) {
	goal := BlankFirstGoal(5, 5)
	start, _ := RandomWalk(goal, 60, rand.New(rand.NewPCG(3, 3)))
	for _, h := range []Heuristic{Manhattan, LinearConflict} {
		b.Run("5x5/"+h.String(), func(b *testing.B) {
			p, _ := NewLarge(start, goal, h)
			var st search.Stats
			allocs := startAllocs()
			for b.Loop() {
				r := search.Solve[Move](search.NewIDAStar[Cells, Move](p, search.Options[Cells]{}, search.IDAStarParams{}))
				if r.Status != search.Found || Replay(start, goal, r.Actions) != nil {
					b.Fatalf("%v", r.Status)
				}
				st.Generated += r.Stats.Generated
				st.Expanded += r.Stats.Expanded
				b.ReportMetric(float64(len(r.Actions)), "moves")
			}
			allocs.report(b, st)
		})
	}
}
