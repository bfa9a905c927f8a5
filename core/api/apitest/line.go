// Package apitest provides a small test game for the tests of core/api and
// core/api/httpapi (like net/http/httptest, it is for tests only; no
// binary imports it).
package apitest

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"searchlab/core/games/all"
	"searchlab/core/registry"
	"searchlab/core/registry/dispatch"
	"searchlab/core/search"
	"searchlab/core/wire"
)

// LineGame is a small game registered only in tests: a token on the
// non-negative integers moves by +2 or −2 from the board value to the goal
// value (default 0). Its parity rule makes odd distances unsolvable. Besides
// real algorithms it offers "slow" (sleeps in every step, for timing tests)
// and "panic" (panics after a few steps).
type LineGame struct{}

func (LineGame) Info() registry.GameInfo {
	return registry.GameInfo{ID: "line", Name: "Line", Help: "Move a token by ±2 to the goal.", Example: "10", Moves: []string{"+", "-"}}
}

func (LineGame) Algorithms() []registry.AlgorithmInfo {
	sys := registry.SystematicAlgorithms()
	return []registry.AlgorithmInfo{
		sys[0], // bfs
		sys[3], // iddfs
		{ID: "slow", Name: "Slow", Family: registry.FamilyUninformed, Help: "Sleeps a millisecond per step; never finds anything.",
			Params: []registry.Param{registry.IntParam("steps", 1, 1_000_000, 1000, "Steps before giving up.")}},
		{ID: "panic", Name: "Panic", Family: registry.FamilyUninformed, Help: "Panics at the given step.",
			Params: []registry.Param{registry.IntParam("at", 0, 1000, 3, "Step that panics.")}},
	}
}

type lineProblem struct{ start, goal int }

func (p lineProblem) Initial() int { return p.start }
func (p lineProblem) Actions(s int, buf []string) []string {
	buf = append(buf[:0], "+")
	if s >= 2 {
		buf = append(buf, "-")
	}
	return buf
}
func (p lineProblem) Result(s int, a string) int {
	if a == "+" {
		return s + 2
	}
	return s - 2
}
func (p lineProblem) IsGoal(s int) bool             { return s == p.goal }
func (p lineProblem) Cost(int, string, int) float64 { return 1 }

// slowStepper sleeps in each step and never finds a goal.
type slowStepper struct {
	n, steps int64
	panicAt  int64 // -1: never
}

func (s *slowStepper) Step() bool {
	if s.n == s.panicAt {
		panic(fmt.Sprintf("step %d exploded", s.n))
	}
	if s.n >= s.steps {
		return false
	}
	time.Sleep(time.Millisecond)
	s.n++
	return true
}

func (s *slowStepper) Result() search.Result[string] {
	st := search.Running
	if s.n >= s.steps {
		st = search.NotFound
	}
	return search.Result[string]{Status: st, Stats: search.Stats{Expanded: s.n, Generated: s.n, MaxFrontier: 1, Iterations: s.n}}
}

func (LineGame) Solve(ctx context.Context, job registry.Job, progress func(wire.Progress)) wire.Response {
	start, err := strconv.Atoi(strings.TrimSpace(job.Board))
	if err != nil || start < 0 {
		return wire.Invalid(fmt.Errorf("the board %q is not a non-negative integer", job.Board))
	}
	goal := 0
	if job.Goal != "" {
		if goal, err = strconv.Atoi(strings.TrimSpace(job.Goal)); err != nil || goal < 0 {
			return wire.Invalid(fmt.Errorf("the goal %q is not a non-negative integer", job.Goal))
		}
	}
	if (start-goal)%2 != 0 {
		return registry.Unsolvable(fmt.Sprintf("the board %d and the goal %d differ by an odd number; moves change the value by 2", start, goal))
	}
	id := func(a string) string { return a }
	switch job.Algo.ID {
	case "slow":
		return registry.RunStepper(ctx, job, &slowStepper{steps: job.Values.Int64("steps"), panicAt: -1}, progress, id)
	case "panic":
		return registry.RunStepper(ctx, job, &slowStepper{steps: 1000, panicAt: job.Values.Int64("at")}, progress, id)
	}
	return dispatch.SolveProblem(ctx, job, search.Problem[int, string](lineProblem{start, goal}), progress, id)
}

// Registry holds the line game followed by the built-in games.
func Registry() *registry.Registry {
	gs := []registry.Descriptor{LineGame{}}
	b := all.Builtin()
	for _, info := range b.Games() {
		g, _ := b.Descriptor(info.ID)
		gs = append(gs, g)
	}
	return registry.NewRegistry(gs...)
}
