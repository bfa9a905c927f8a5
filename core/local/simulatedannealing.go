package local

import (
	"fmt"
	"math"

	"searchlab/core/search"
)

// Schedule is a cooling schedule: the temperature at annealing step t.
type Schedule uint8

const (
	// Exponential cooling: T(t) = T0·α^t.
	Exponential Schedule = iota
	// Linear cooling: T(t) = T0·(1 − t/Steps), reaching 0 at the step limit.
	Linear
	// Logarithmic cooling: T(t) = T0 / ln(t + 2) (Geman & Geman 1984), slow
	// enough in theory to reach a global optimum, in practice stopped by the
	// step limit.
	Logarithmic
)

var scheduleNames = [...]string{"exponential", "linear", "logarithmic"}

// String returns the schedule's wire name.
func (s Schedule) String() string { return enumName(scheduleNames[:], s, "schedule") }

// ParseSchedule returns the schedule with the given wire name.
func ParseSchedule(name string) (Schedule, error) {
	return parseEnum[Schedule](scheduleNames[:], name, "cooling schedule", "exponential, linear or logarithmic")
}

// Defaults used by SimulatedAnnealingParams for zero fields. With unit-cost
// moves that change h by about 1 (the N-puzzle with Manhattan distance),
// T0 = 1 accepts a worsening move with probability 1/e at first; cooling by
// 0.9999 per step freezes after about 69 000 steps. On a hardest 8-puzzle
// board this solved 16 of 20 seeds (T0 = 10, α = 0.999: 7 of 20).
const (
	DefaultT0             = 1.0
	DefaultAlpha          = 0.9999
	DefaultAnnealSteps    = 100_000
	DefaultMinTemperature = 1e-3
)

// SimulatedAnnealingParams configure SimulatedAnnealing. Zero fields take the
// defaults above (so the zero value is exponential cooling from 1 with
// α = 0.9999, at most 100 000 steps, frozen below 0.001).
type SimulatedAnnealingParams struct {
	T0             float64  // initial temperature, > 0
	Schedule       Schedule // cooling schedule
	Alpha          float64  // exponential cooling factor, in (0, 1)
	Steps          int64    // step limit: BudgetExceeded when reached
	MinTemperature float64  // frozen (NotFound) once T falls below this
}

func (sp *SimulatedAnnealingParams) fill() error {
	if sp.T0 == 0 {
		sp.T0 = DefaultT0
	}
	if sp.Alpha == 0 {
		sp.Alpha = DefaultAlpha
	}
	if sp.Steps == 0 {
		sp.Steps = DefaultAnnealSteps
	}
	if sp.MinTemperature == 0 {
		sp.MinTemperature = DefaultMinTemperature
	}
	switch {
	case !(sp.T0 > 0) || math.IsInf(sp.T0, 0):
		return fmt.Errorf("simulated annealing: initial temperature T0 must be a positive number, got %v", sp.T0)
	case !(sp.Alpha > 0 && sp.Alpha < 1):
		return fmt.Errorf("simulated annealing: cooling factor Alpha must be between 0 and 1 (exclusive), got %v", sp.Alpha)
	case sp.Steps < 0:
		return fmt.Errorf("simulated annealing: Steps must not be negative, got %d", sp.Steps)
	case !(sp.MinTemperature > 0) || sp.MinTemperature >= sp.T0:
		return fmt.Errorf("simulated annealing: MinTemperature must be positive and below T0, got %v", sp.MinTemperature)
	case int(sp.Schedule) >= len(scheduleNames):
		return fmt.Errorf("simulated annealing: unknown cooling schedule %d", sp.Schedule)
	}
	return nil
}

// temperature is T at step t.
func (sp *SimulatedAnnealingParams) temperature(t int64) float64 {
	switch sp.Schedule {
	case Linear:
		return sp.T0 * (1 - float64(t)/float64(sp.Steps))
	case Logarithmic:
		return sp.T0 / math.Log(float64(t)+2)
	default:
		return sp.T0 * math.Pow(sp.Alpha, float64(t))
	}
}

// SimulatedAnnealing is simulated annealing (AIMA 4e §4.1.2, figure 4.5;
// Kirkpatrick, Gelatt & Vecchi 1983) on the heuristic h, minimised. Each
// step picks a uniformly random applicable action (through the problem's
// search.Randomizer when it has one), and moves there if it does not make h
// worse, or else with probability exp(−Δ/T) where Δ is the increase in h and
// T the temperature of the schedule at this step. A successor that is a goal
// is taken at once.
//
// The walk starts at the problem's start state and its cycle-free path is
// kept (see path.go), so a solution replays from the user's own start. It
// ends NotFound when the temperature falls below MinTemperature (frozen) or
// the current state has no applicable action, BudgetExceeded when Steps or
// Limits.MaxNodes runs out, Cutoff when the path reaches Limits.MaxDepth.
//
// Statistics: each step evaluates one neighbour, so Expanded, Iterations and
// (beyond the start) Generated all count steps; MaxFrontier is 1; MaxDepth
// is the longest cycle-free path. Events: Generate for the start state,
// Expand for every step (State = the current state, Value = its h,
// Temperature, Generated = 1: the neighbour tried), then a Generate of
// that neighbour (Parent = the current state, H = its h, Dropped; already
// counted by the Expand), Move (State, Value = h,
// Temperature) for every accepted move, Solution.
//
// Completeness: no (only in the limit of a logarithmic schedule run for ever).
// Optimality: no. Time: O(Steps) heuristic evaluations. Space: O(d) for the
// cycle-free path of length d.
type SimulatedAnnealing[S comparable, A any] struct {
	walk[S, A]
	params SimulatedAnnealingParams
}

// NewSimulatedAnnealing returns a simulated-annealing search of p. The
// problem must implement search.Heuristic; r must be non-nil.
func NewSimulatedAnnealing[S comparable, A any](p search.Problem[S, A], o search.Options[S], params SimulatedAnnealingParams, r search.Rand) *SimulatedAnnealing[S, A] {
	sa := &SimulatedAnnealing[S, A]{walk: walk[S, A]{base: newBase(p, o, r)}}
	err := params.fill()
	if err == nil && r == nil {
		err = errNilRand
	}
	if err == nil {
		sa.h, err = heuristicOf(p, "simulated annealing")
	}
	sa.params = params
	if err != nil {
		sa.invalid(err)
		return sa
	}
	sa.init()
	return sa
}

// Temperature is the temperature of the next step.
func (sa *SimulatedAnnealing[S, A]) Temperature() float64 {
	return sa.params.temperature(sa.stats.Iterations)
}

// Step performs one annealing step: one random neighbour, accepted or not.
func (sa *SimulatedAnnealing[S, A]) Step() bool {
	if sa.status != search.Running {
		return false
	}
	if !sa.started && !sa.begin(sa.memory) {
		return false
	}
	t := sa.stats.Iterations
	if t >= sa.params.Steps {
		sa.finish(search.BudgetExceeded, search.StopReason{Kind: search.StopStepLimit, Count: sa.params.Steps}, sa.memory())
		return false
	}
	if sa.overBudget(sa.memory()) {
		return false
	}
	temp := sa.params.temperature(t)
	if temp < sa.params.MinTemperature {
		sa.finish(search.NotFound, search.StopReason{Kind: search.StopFrozen, Count: t}, sa.memory())
		return false
	}
	if sa.limits.MaxDepth > 0 && sa.path.len() >= sa.limits.MaxDepth {
		sa.finish(search.Cutoff, search.StopReason{Kind: search.StopDepthLimit, Count: int64(sa.limits.MaxDepth)}, sa.memory())
		return false
	}
	a, ok := sa.mover.pick(sa.cur, sa.r)
	if !ok {
		sa.finish(search.NotFound, search.StopReason{Kind: search.StopDeadEnd, Count: t}, sa.memory())
		return false
	}
	sa.stats.Expanded++
	sa.stats.Iterations++
	next := sa.p.Result(sa.cur, a)
	sa.stats.Generated++
	if sa.obs != nil {
		// One step: the current state (Value its h) tried one random
		// neighbour at this temperature.
		sa.obs(search.Event[S]{Kind: search.Expand, State: sa.cur, Value: sa.curH, Temperature: temp, Depth: sa.path.len(),
			Iteration: sa.stats.Iterations, Generated: 1, Frontier: 1})
	}
	if sa.obs != nil {
		// The neighbour tried, with its h: the Expand counted it
		// (search.Event's detail of a neighbourhood).
		sa.obs(search.Event[S]{Kind: search.Generate, State: next, Parent: sa.cur, H: sa.h.H(next), Depth: sa.path.len() + 1,
			Dropped: true, Temperature: temp, Iteration: sa.stats.Iterations, Frontier: 1})
	}
	if sa.p.IsGoal(next) {
		sa.move(a, next, 0, temp, 0)
		sa.found(sa.memory())
		return false
	}
	v := sa.h.H(next)
	if d := v - sa.curH; d <= 0 || sa.r.Float64() < math.Exp(-d/temp) {
		sa.move(a, next, v, temp, 0)
	}
	return true
}

func (sa *SimulatedAnnealing[S, A]) memory() int64 { return sa.walk.memory(cap(sa.mover.buf)) }

// Result returns the result so far (final once Step returned false).
func (sa *SimulatedAnnealing[S, A]) Result() search.Result[A] { return sa.result(sa.memory()) }
