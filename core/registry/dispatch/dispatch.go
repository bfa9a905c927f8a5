// Package dispatch is the engine half of the registry: which search runs a
// job (NewStepper: the systematic searches of core/search and the local
// searches of core/local), running it to a response (SolveProblem), building
// it to be stepped (NewStepping), and single-player MCTS's parameter block
// (SingleMCTSParams). The game engines (core/games/<game>game/engine) call
// it; the catalogue (core/registry) and the page never import it.
package dispatch

import (
	"context"
	"fmt"

	"searchlab/core/local"
	"searchlab/core/mcts"
	"searchlab/core/registry"
	"searchlab/core/search"
	"searchlab/core/wire"
)

// NewStepper builds the stepper of the job's algorithm (any id of
// SystematicAlgorithms or LocalAlgorithms) on problem p with the job's node
// budget and parameters. Problems carry their heuristic (search.Heuristic).
// An *InvalidError means the parameters do not fit together; any other error
// means the problem lacks a capability the algorithm needs.
func NewStepper[S comparable, A any](job registry.Job, p search.Problem[S, A]) (search.Stepper[A], error) {
	return NewObservedStepper(job, p, nil)
}

// NewObservedStepper is NewStepper with an observer receiving the search's
// events (the page's "step the search" panel, Bloxorz's heatmap), so the UI
// steps the very stepper the worker runs instead of a copy of this switch.
// A nil observer costs nothing. The job's trace, when it has one, observes
// too.
func NewObservedStepper[S comparable, A any](job registry.Job, p search.Problem[S, A], obs search.Observer[S]) (search.Stepper[A], error) {
	own := obs
	obs = registry.Both(obs, registry.ProblemTrace(job, p)) // the job's trace, when it asks for one
	o := registry.JobOptions[S](job)
	o.Observer = obs
	v := job.Values
	var st search.Stepper[A]
	switch job.Algo.ID {
	case registry.AlgoBFS:
		o.TreeSearch = v.Bool(registry.ParamTreeSearch)
		st = search.NewBFS(p, o)
	case registry.AlgoDFS:
		o.Limits.MaxDepth = v.Int("max_depth")
		o.TreeSearch = v.Bool(registry.ParamTreeSearch)
		st = search.NewDFS(p, o)
	case registry.AlgoDLS:
		o.Limits.MaxDepth = v.Int("depth_limit")
		st = search.NewDLS(p, o)
	case registry.AlgoIDDFS:
		o.Limits.MaxDepth = v.Int("max_depth")
		st = search.NewIDDFS(p, o)
	case registry.AlgoUCS:
		o.TreeSearch = v.Bool(registry.ParamTreeSearch)
		st = search.NewUCS(p, o)
	case registry.AlgoBidirectional:
		st = search.NewBidirectional(p, o)
	case registry.AlgoGreedy:
		o.TreeSearch = v.Bool(registry.ParamTreeSearch)
		st = search.NewGreedy(p, o)
	case registry.AlgoAStar:
		o.TreeSearch = v.Bool(registry.ParamTreeSearch)
		st = search.NewAStar(p, o)
	case registry.AlgoIDAStar:
		st = search.NewIDAStar(search.AsIDAProblem(p), o, search.IDAStarParams{Transpositions: v.Bool(registry.ParamTranspositions)})
	case registry.AlgoWAStar:
		st = search.NewWeightedAStar(p, o, v.Float(registry.ParamWeight))
	case registry.AlgoARA:
		st = search.NewARAStar(p, o, search.ARAParams{Weight: v.Float(registry.ParamWeight), Step: v.Float(registry.ParamStep)})
	case registry.AlgoBULB:
		st = search.NewBULB(p, o, search.BULBParams{Width: v.Int(registry.ParamWidth), NoWiden: !v.Bool(registry.ParamWiden),
			NoPolish: !v.Bool(registry.ParamPolish)})
	case registry.AlgoHillClimbing:
		st = local.NewHillClimbing(p, o, local.HillClimbingParams{
			MaxSideways: v.Int("sideways"), Restarts: v.Int("restarts"), RestartWalk: v.Int("restart_walk"),
		}, registry.NewRand(job.Seed))
	case registry.AlgoSimulatedAnnealing:
		sched, err := local.ParseSchedule(v.String("schedule"))
		if err != nil {
			return nil, err
		}
		if t0, min := v.Float("t0"), v.Float("min_temperature"); min >= t0 {
			return nil, wire.Invalidf("parameter \"min_temperature\" (%v) must be below \"t0\" (%v)", min, t0)
		}
		st = local.NewSimulatedAnnealing(p, o, local.SimulatedAnnealingParams{
			T0: v.Float("t0"), Schedule: sched, Alpha: v.Float("cooling"), Steps: v.Int64("steps"), MinTemperature: v.Float("min_temperature"),
		}, registry.NewRand(job.Seed))
	case registry.AlgoBeam:
		st = local.NewBeam(p, o, local.BeamParams{Width: v.Int("width"), DepthFactor: v.Float(registry.ParamDepthFactor)}, registry.NewRand(job.Seed))
	case registry.AlgoGenetic:
		kind, err := local.ParseCrossover(v.String("crossover_kind"))
		if err != nil {
			return nil, err
		}
		if e, n := v.Int("elitism"), v.Int("population"); e >= n {
			return nil, wire.Invalidf("parameter \"elitism\" (%d) must be below \"population\" (%d)", e, n)
		}
		st = local.NewGenetic(p, o, local.GeneticParams[S, A]{
			Population: v.Int("population"), SequenceLength: v.Int("length"), Generations: v.Int("generations"),
			MutationRate: v.Float("mutation"), CrossoverRate: v.Float("crossover"), Crossover: kind,
			Elitism: v.Int("elitism"), TournamentSize: v.Int("tournament"), Stagnation: v.Int("stagnation"),
		}, registry.NewRand(job.Seed))
	default:
		return nil, fmt.Errorf("no implementation is wired for algorithm %q", job.Algo.ID)
	}
	if e, ok := st.(registry.Erring); ok && e.Err() != nil {
		return nil, e.Err()
	}
	if d, ok := st.(search.ObserverDropper); ok && own == nil {
		// Only the trace observes: past its cap the search goes on
		// without making events.
		job.Recorder.WhenCut(d.DropObserver)
	}
	return st, nil
}

// SolveProblem is the whole of a typical game's Solve once the board is parsed and
// found solvable: build the stepper for problem p and run it. Parameter
// conflicts are StatusInvalid (before any progress), other construction
// failures StatusError.
func SolveProblem[S comparable, A any](ctx context.Context, job registry.Job, p search.Problem[S, A], progress func(wire.Progress), moveName func(A) string) wire.Response {
	st, err := NewStepper(job, p)
	if err != nil {
		return registry.ErrorResponse(err)
	}
	return registry.RunStepper(ctx, job, st, progress, moveName)
}

// newStepping builds the job's stepper on p (NewObservedStepper, as
// SolveProblem does), the job's trace observing it.
func NewStepping[S comparable, A any](job registry.Job, p search.Problem[S, A], text func(S) string) (*registry.Stepping, error) {
	st, err := NewObservedStepper(job, p, nil)
	if err != nil {
		return nil, err
	}
	return registry.SteppingOf(st, text(p.Initial())), nil
}

// SingleMCTSParams reads the common parameter block from v (the values of
// an algorithm SingleMCTSInfo described): the reward weights Goal and
// Progress set, a game's own weights left for it to read. A selection it
// does not know, or a threshold without selection max, is the request's
// fault (an InvalidError).
func SingleMCTSParams(v registry.Values) (mcts.SingleParams, error) {
	sel, err := mcts.ParseSelection(v.String("selection"))
	if err != nil {
		return mcts.SingleParams{}, wire.Invalidf("%v", err)
	}
	if v.Float("threshold") > 0 && sel != mcts.MaxReward {
		return mcts.SingleParams{}, wire.Invalidf("parameter \"threshold\" applies only with selection max")
	}
	return mcts.SingleParams{
		Iterations: v.Int("iterations"), C: v.Float("c"), Selection: sel, Threshold: v.Float("threshold"),
		SimDepth: v.Int("sim_depth"), UniqueStates: v.Bool("unique_states"), AvoidRecent: v.Int("avoid_recent"),
		SPMCTS: v.Bool("spmcts"), D: v.Float("d"),
		Weights: mcts.Weights{Goal: v.Float("w_goal"), Progress: v.Float("w_progress")},
	}, nil
}
