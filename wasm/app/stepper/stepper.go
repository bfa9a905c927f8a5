// Package stepper runs a search on the page one step at a time for the
// "step the search" panel. It drives the SAME steppable implementations the
// worker runs (core/search and core/local constructors), with an Observer
// that records what each step did; nothing here searches by itself.
//
// It is pure Go (tested natively) and only serves small boards (packed
// N-puzzle states, at most 16 cells), so a step never stalls the page.
package stepper

import (
	"errors"
	"fmt"

	"searchlab/core/api"
	"searchlab/core/local"
	"searchlab/core/npuzzle"
	"searchlab/core/search"
	"searchlab/wasm/app/store"
)

// Factory returns a store.StepFactory that validates requests with reg
// (exactly as the worker does) and builds the stepping session.
func Factory(reg *api.Registry) store.StepFactory {
	return func(req api.Request) (store.StepSession, error) { return New(reg, req) }
}

// New validates req and returns a session stepping its algorithm on its
// board.
func New(reg *api.Registry, req api.Request) (store.StepSession, error) {
	job, _, err := reg.Prepare(req)
	if err != nil {
		return nil, err
	}
	start, goal, err := npuzzle.ParsePair(job.Board, job.Goal)
	if err != nil {
		return nil, err
	}
	if !npuzzle.Packable(start) {
		return nil, fmt.Errorf("stepping works on boards of at most %d cells", npuzzle.PackedCells)
	}
	if err := npuzzle.Solvable(start, goal); err != nil {
		return nil, err
	}
	h, err := npuzzle.ParseHeuristic(job.Values.String("heuristic"))
	if err != nil {
		return nil, err
	}
	if err := h.Supports(start.Rows(), start.Cols()); err != nil {
		return nil, err
	}
	p, err := npuzzle.New(start, goal, h)
	if err != nil {
		return nil, err
	}
	// The worker's own constructor is the gate: whatever it rejects (for
	// example parameters that do not fit together) is rejected here too.
	if _, err := api.NewStepper(job, search.Problem[uint64, npuzzle.Move](p)); err != nil {
		return nil, err
	}
	s := &session[uint64, npuzzle.Move]{text: func(x uint64) string { return p.Board(x).String() }}
	s.view.Algorithm = job.Algo.Name
	o := search.Options[uint64]{Limits: search.Limits{MaxNodes: job.MaxNodes}, Observer: s.observe}
	st, err := build(job, p, o)
	if err != nil {
		return nil, err
	}
	s.st = st
	s.view.State = start.String()
	return s, nil
}

// session is one stepping run: the stepper and the view its observer fills.
type session[S comparable, A any] struct {
	st   search.Stepper[A]
	text func(S) string
	view store.StepView
}

// Advance performs up to n steps and returns the view after them.
func (s *session[S, A]) Advance(n int) store.StepView {
	for i := 0; i < n && !s.view.Done; i++ {
		more := s.st.Step()
		s.view.Steps++
		if !more {
			r := s.st.Result()
			s.view.Done, s.view.Status, s.view.Length = true, r.Status.String(), len(r.Actions)
		}
	}
	v := s.view
	v.Beam = append([]string(nil), s.view.Beam...)
	return v
}

// observe records an event. Generate events only update the counters, so
// the view keeps showing the state being expanded.
func (s *session[S, A]) observe(e search.Event[S]) {
	v := &s.view
	v.Frontier, v.Explored = e.Frontier, e.Explored
	if e.Kind == search.Generate {
		return
	}
	v.Event = e.Kind.String()
	switch e.Kind {
	case search.Expand, search.Move, search.Solution:
		v.State, v.Depth, v.G, v.H = s.text(e.State), e.Depth, e.G, e.H
		if e.Kind == search.Move {
			v.Value = e.Value
			if e.Temperature != 0 {
				v.Temperature, v.HasTemp = e.Temperature, true
			}
		}
	case search.NewBound:
		v.Bound, v.HasBound = e.Bound, true
	case search.Restart:
		v.Generation = e.Iteration
	case search.Generation:
		v.Generation, v.Value = e.Iteration, e.Value
	case search.Beam:
		v.Beam = v.Beam[:0]
		for _, x := range e.States {
			v.Beam = append(v.Beam, s.text(x))
		}
	}
}

// errNotWired is returned for an algorithm this page cannot step.
var errNotWired = errors.New("this algorithm cannot be stepped on the page")

// build constructs the job's algorithm with observer options o. It reads the
// parameters validated by the registry; it mirrors api.NewStepper, which has
// no way to pass an observer (see the package comment of core/api).
func build[S comparable, A any](job api.Job, p search.Problem[S, A], o search.Options[S]) (search.Stepper[A], error) {
	v := job.Values
	rng := api.NewRand(job.Seed)
	var st search.Stepper[A]
	switch job.Algo.ID {
	case api.AlgoBFS:
		st = search.NewBFS(p, o)
	case api.AlgoDFS:
		o.Limits.MaxDepth = v.Int("max_depth")
		st = search.NewDFS(p, o)
	case api.AlgoDLS:
		o.Limits.MaxDepth = v.Int("depth_limit")
		st = search.NewDLS(p, o)
	case api.AlgoIDDFS:
		o.Limits.MaxDepth = v.Int("max_depth")
		st = search.NewIDDFS(p, o)
	case api.AlgoUCS:
		st = search.NewUCS(p, o)
	case api.AlgoBidirectional:
		st = search.NewBidirectional(p, o)
	case api.AlgoGreedy:
		st = search.NewGreedy(p, o)
	case api.AlgoAStar:
		st = search.NewAStar(p, o)
	case api.AlgoIDAStar:
		st = search.NewIDAStar(p, o)
	case api.AlgoHillClimbing:
		st = local.NewHillClimbing(p, o, local.HillClimbingParams{
			MaxSideways: v.Int("sideways"), Restarts: v.Int("restarts"), RestartWalk: v.Int("restart_walk"),
		}, rng)
	case api.AlgoSimulatedAnnealing:
		sched, err := local.ParseSchedule(v.String("schedule"))
		if err != nil {
			return nil, err
		}
		st = local.NewSimulatedAnnealing(p, o, local.SimulatedAnnealingParams{
			T0: v.Float("t0"), Schedule: sched, Alpha: v.Float("cooling"), Steps: v.Int64("steps"), MinTemperature: v.Float("min_temperature"),
		}, rng)
	case api.AlgoBeam:
		st = local.NewBeam(p, o, local.BeamParams{Width: v.Int("width")}, rng)
	case api.AlgoGenetic:
		kind, err := local.ParseCrossover(v.String("crossover_kind"))
		if err != nil {
			return nil, err
		}
		st = local.NewGenetic(p, o, local.GeneticParams[S, A]{
			Population: v.Int("population"), SequenceLength: v.Int("length"), Generations: v.Int("generations"),
			MutationRate: v.Float("mutation"), CrossoverRate: v.Float("crossover"), Crossover: kind,
			Elitism: v.Int("elitism"), TournamentSize: v.Int("tournament"), Stagnation: v.Int("stagnation"),
		}, rng)
	default:
		return nil, fmt.Errorf("%w: %q", errNotWired, job.Algo.ID)
	}
	if e, ok := st.(interface{ Err() error }); ok && e.Err() != nil {
		return nil, e.Err()
	}
	return st, nil
}
