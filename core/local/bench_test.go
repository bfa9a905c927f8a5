package local_test

import (
	"math/rand/v2"
	"testing"

	"searchlab/core/local"
	"searchlab/core/npuzzle"
	"searchlab/core/search"
)

// Benchmarks: time and allocations per Step (one hill-climbing move or
// restart, one annealing step, one beam step, one generation) on an
// unsolvable 3×3 board from core/npuzzle with Manhattan distance, so no run
// ends early. Run with:
//
//	go test -run '^$' -bench . -benchmem ./core/local

func benchPuzzle(b *testing.B) *npuzzle.Puzzle {
	start, err := npuzzle.Parse("2 1 3/4 5 6/7 8 0")
	if err != nil {
		b.Fatal(err)
	}
	p, err := npuzzle.New(start, npuzzle.Goal(3, 3), npuzzle.Manhattan)
	if err != nil {
		b.Fatal(err)
	}
	return p
}

func benchSteps(b *testing.B, mk func(r search.Rand) search.Stepper[npuzzle.Move]) {
	r := rand.New(rand.NewPCG(1, 1))
	s := mk(r)
	b.ReportAllocs()
	for b.Loop() {
		if !s.Step() {
			s = mk(r)
		}
	}
}

var opts = search.Options[uint64]{}

func BenchmarkHillClimbingStep(b *testing.B) {
	p := benchPuzzle(b)
	benchSteps(b, func(r search.Rand) search.Stepper[npuzzle.Move] {
		return local.NewHillClimbing(p, opts, local.HillClimbingParams{MaxSideways: 100, Restarts: 1 << 30, RestartWalk: 20}, r)
	})
}

func BenchmarkSimulatedAnnealingStep(b *testing.B) {
	p := benchPuzzle(b)
	benchSteps(b, func(r search.Rand) search.Stepper[npuzzle.Move] {
		return local.NewSimulatedAnnealing(p, opts, local.SimulatedAnnealingParams{Schedule: local.Logarithmic, Steps: 1 << 40}, r)
	})
}

func BenchmarkBeamStepWidth10(b *testing.B) {
	p := benchPuzzle(b)
	benchSteps(b, func(r search.Rand) search.Stepper[npuzzle.Move] {
		return local.NewBeam(p, opts, local.BeamParams{Width: 10}, r)
	})
}

func BenchmarkGeneticGeneration(b *testing.B) {
	p := benchPuzzle(b)
	benchSteps(b, func(r search.Rand) search.Stepper[npuzzle.Move] {
		params := local.DefaultGeneticParams[uint64, npuzzle.Move]()
		params.Generations = 1 << 30
		return local.NewGenetic(p, opts, params, r)
	})
}
