package all

import (
	"context"
	"testing"

	"searchlab/core/npuzzle"
	"searchlab/core/registry"
	"searchlab/core/search"
	"searchlab/core/wire"
)

// korf12 is Korf's (1985) instance #12: 45 moves, 546,344 nodes generated
// by IDA* with Manhattan distance.
const (
	korf12     = "14 1 9 6/4 8 12 5/7 2 3 0/10 11 13 15"
	korf12Goal = "0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15"
)

// BenchmarkIDAStarKorf12 compares IDA* on the concrete *npuzzle.Puzzle type
// with IDA* through the search.Problem interface (what the npuzzle game
// uses) and with the whole Registry.Solve path. Measured on the shared
// 2-core VM (go test -bench IDAStar -benchtime 20x -count 3): no consistent
// difference between concrete and interface (a pointer type argument shares
// the generic code's GC shape, so nothing is specialised), which is why the
// game does not special-case IDA*.
func BenchmarkIDAStarKorf12(b *testing.B) {
	start, goal, err := npuzzle.ParsePair(korf12, korf12Goal)
	if err != nil {
		b.Fatal(err)
	}
	p, err := npuzzle.New(start, goal, npuzzle.Manhattan)
	if err != nil {
		b.Fatal(err)
	}
	check := func(b *testing.B, r search.Result[npuzzle.Move]) {
		if r.Status != search.Found || len(r.Actions) != 45 || r.Stats.Generated != 546344 {
			b.Fatalf("got %v in %d, %d generated", r.Status, len(r.Actions), r.Stats.Generated)
		}
		b.ReportMetric(float64(r.Stats.Generated)*float64(b.N)/b.Elapsed().Seconds(), "nodes/s")
	}
	b.Run("concrete", func(b *testing.B) {
		var r search.Result[npuzzle.Move]
		for b.Loop() {
			r = search.Solve(search.NewIDAStar[uint64, npuzzle.Move](p, search.Options[uint64]{}, search.IDAStarParams{}))
		}
		check(b, r)
	})
	b.Run("interface", func(b *testing.B) {
		var r search.Result[npuzzle.Move]
		for b.Loop() {
			r = search.Solve[npuzzle.Move](search.NewIDAStar[uint64, npuzzle.Move](search.AsIDAProblem[uint64, npuzzle.Move](p), search.Options[uint64]{}, search.IDAStarParams{}))
		}
		check(b, r)
	})
	b.Run("registry", func(b *testing.B) {
		reg := registry.Builtin()
		req := wire.Request{Game: "npuzzle", Board: korf12, Goal: korf12Goal, Algorithm: registry.AlgoIDAStar}
		var r wire.Response
		for b.Loop() {
			r = reg.Solve(context.Background(), req, nil)
		}
		if r.Status != wire.StatusFound || r.Length != 45 {
			b.Fatalf("%+v", r)
		}
	})
}
