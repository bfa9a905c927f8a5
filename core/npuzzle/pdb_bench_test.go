package npuzzle

import (
	"fmt"
	"testing"
	"time"

	"searchlab/core/search"
)

// Pattern-database benchmarks (figures, never assertions on time):
//
//	go test ./core/npuzzle -run '^$' -bench 'PDBBuild' -benchtime=1x
//	go test ./core/npuzzle -run '^$' -bench 'PDBKorf100/663/reflect' -benchtime=1x -benchmem
//	go test ./core/npuzzle -run '^$' -bench 'PDB80Moves' -benchtime=1x
//
// Each Korf-100 run checks every length against the published optimum, so
// a fast wrong solver cannot report a figure. Metrics: nodes (generated,
// over the 100), s/cpu (CPU seconds of the process for the whole run: on a
// busy machine the figure to trust), gen/cpu-s, the slowest instance.

// BenchmarkPDBBuild builds each 15-puzzle partition's database (Korf's
// goal).
func BenchmarkPDBBuild(b *testing.B) {
	for _, name := range []string{"663", "555"} {
		b.Run(name, func(b *testing.B) {
			var d *PDB
			cpu0, _ := cpuTime()
			for b.Loop() {
				var err error
				if d, err = BuildDefaultPDB(BlankFirstGoal(4, 4), name, nil); err != nil {
					b.Fatal(err)
				}
			}
			cpu1, _ := cpuTime()
			b.ReportMetric(float64(d.Bytes()), "bytes")
			b.ReportMetric(float64(d.Entries()), "entries")
			b.ReportMetric((cpu1-cpu0).Seconds()/float64(b.N), "s/cpu")
		})
	}
}

// BenchmarkPDBKorf100 solves Korf's 100 instances with 6-6-3 and 5-5-5,
// with and without the diagonal reflection (the database is built before
// the timer starts).
func BenchmarkPDBKorf100(b *testing.B) {
	goal := BlankFirstGoal(4, 4)
	for _, name := range []string{"663", "555"} {
		for _, refl := range []string{"reflect", "plain"} {
			b.Run(name+"/"+refl, func(b *testing.B) {
				db := testPDB(b, goal, name)
				params := PDBIDAStarParams{NoReflection: refl == "plain"}
				b.ResetTimer()
				for b.Loop() {
					runKorfSet(b, db, params, korf100Instances())
				}
			})
		}
	}
}

// korfInstance is a start board and its known optimal length.
type korfInstance struct {
	name    string
	start   Board
	optimal int
}

func korf100Instances() func(testing.TB) []korfInstance {
	return func(t testing.TB) []korfInstance {
		var out []korfInstance
		for _, k := range korf100 {
			out = append(out, korfInstance{fmt.Sprintf("#%d", k.id), korfStart(t, k.tiles), k.optimal})
		}
		return out
	}
}

// runKorfSet solves every instance, checks lengths and solutions and
// reports nodes, CPU time and the slowest instance.
func runKorfSet(b *testing.B, db *PDB, params PDBIDAStarParams, set func(testing.TB) []korfInstance) {
	var gen, exp int64
	var slowest time.Duration
	slowName := ""
	allocs := startAllocs()
	cpu0, _ := cpuTime()
	for _, k := range set(b) {
		t0 := time.Now()
		s, err := NewPDBIDAStar(k.start, db, search.Limits{}, params)
		if err != nil {
			b.Fatal(err)
		}
		r := search.Solve[Move](s)
		el := time.Since(t0)
		if r.Status != search.Found || len(r.Actions) != k.optimal {
			b.Fatalf("%s: %v in %d moves, optimal is %d", k.name, r.Status, len(r.Actions), k.optimal)
		}
		if err := Replay(k.start, db.Goal(), r.Actions); err != nil {
			b.Fatalf("%s: %v", k.name, err)
		}
		gen += r.Stats.Generated
		exp += r.Stats.Expanded
		if el > slowest {
			slowest, slowName = el, k.name
		}
	}
	cpu1, _ := cpuTime()
	allocs.report(b, search.Stats{Generated: gen, Expanded: exp})
	b.ReportMetric(float64(gen), "nodes")
	b.ReportMetric((cpu1 - cpu0).Seconds(), "s/cpu")
	b.ReportMetric(slowest.Seconds(), "slowest-s")
	b.Logf("%v: %d generated, %d expanded, slowest %s %v", db.Partition().Name, gen, exp, slowName, slowest.Round(time.Millisecond))
}
