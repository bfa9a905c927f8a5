package registry

import (
	"fmt"
	"math/rand/v2"

	"searchlab/core/local"
	"searchlab/core/search"
	"searchlab/core/wire"
)

// NewRand returns the random source of a run: PCG seeded from the request's
// seed, so the same seed repeats the same run.
func NewRand(seed int64) *rand.Rand {
	return rand.New(rand.NewPCG(uint64(seed), uint64(seed)))
}

// JobOptions are the search options of a job: its node and memory budgets
// (less what its trace holds back), no observer.
func JobOptions[S comparable](job Job) search.Options[S] {
	return search.Options[S]{Limits: search.Limits{MaxNodes: job.MaxNodes, MaxMemory: job.SearchMemory()}}
}

// erring is implemented by steppers that can reject their parameters or the
// problem at construction (the local searches, bidirectional search).
type Erring interface{ Err() error }

// NewStepper builds the stepper of the job's algorithm (any id of
// SystematicAlgorithms or LocalAlgorithms) on problem p with the job's node
// budget and parameters. Problems carry their heuristic (search.Heuristic).
// An *InvalidError means the parameters do not fit together; any other error
// means the problem lacks a capability the algorithm needs.
func NewStepper[S comparable, A any](job Job, p search.Problem[S, A]) (search.Stepper[A], error) {
	return NewObservedStepper(job, p, nil)
}

// NewObservedStepper is NewStepper with an observer receiving the search's
// events (the page's "step the search" panel, Bloxorz's heatmap), so the UI
// steps the very stepper the worker runs instead of a copy of this switch.
// A nil observer costs nothing. The job's trace, when it has one, observes
// too.
func NewObservedStepper[S comparable, A any](job Job, p search.Problem[S, A], obs search.Observer[S]) (search.Stepper[A], error) {
	obs = Both(obs, ProblemTrace(job, p)) // the job's trace, when it asks for one
	o := JobOptions[S](job)
	o.Observer = obs
	v := job.Values
	var st search.Stepper[A]
	switch job.Algo.ID {
	case AlgoBFS:
		o.TreeSearch = v.Bool(ParamTreeSearch)
		st = search.NewBFS(p, o)
	case AlgoDFS:
		o.Limits.MaxDepth = v.Int("max_depth")
		o.TreeSearch = v.Bool(ParamTreeSearch)
		st = search.NewDFS(p, o)
	case AlgoDLS:
		o.Limits.MaxDepth = v.Int("depth_limit")
		st = search.NewDLS(p, o)
	case AlgoIDDFS:
		o.Limits.MaxDepth = v.Int("max_depth")
		st = search.NewIDDFS(p, o)
	case AlgoUCS:
		o.TreeSearch = v.Bool(ParamTreeSearch)
		st = search.NewUCS(p, o)
	case AlgoBidirectional:
		st = search.NewBidirectional(p, o)
	case AlgoGreedy:
		o.TreeSearch = v.Bool(ParamTreeSearch)
		st = search.NewGreedy(p, o)
	case AlgoAStar:
		o.TreeSearch = v.Bool(ParamTreeSearch)
		st = search.NewAStar(p, o)
	case AlgoIDAStar:
		st = search.NewIDAStar(search.AsIDAProblem(p), o, search.IDAStarParams{Transpositions: v.Bool(ParamTranspositions)})
	case AlgoWAStar:
		st = search.NewWeightedAStar(p, o, v.Float(ParamWeight))
	case AlgoARA:
		st = search.NewARAStar(p, o, search.ARAParams{Weight: v.Float(ParamWeight), Step: v.Float(ParamStep)})
	case AlgoBULB:
		st = search.NewBULB(p, o, search.BULBParams{Width: v.Int(ParamWidth), NoWiden: !v.Bool(ParamWiden)})
	case AlgoHillClimbing:
		st = local.NewHillClimbing(p, o, local.HillClimbingParams{
			MaxSideways: v.Int("sideways"), Restarts: v.Int("restarts"), RestartWalk: v.Int("restart_walk"),
		}, NewRand(job.Seed))
	case AlgoSimulatedAnnealing:
		sched, err := local.ParseSchedule(v.String("schedule"))
		if err != nil {
			return nil, err
		}
		if t0, min := v.Float("t0"), v.Float("min_temperature"); min >= t0 {
			return nil, wire.Invalidf("parameter \"min_temperature\" (%v) must be below \"t0\" (%v)", min, t0)
		}
		st = local.NewSimulatedAnnealing(p, o, local.SimulatedAnnealingParams{
			T0: v.Float("t0"), Schedule: sched, Alpha: v.Float("cooling"), Steps: v.Int64("steps"), MinTemperature: v.Float("min_temperature"),
		}, NewRand(job.Seed))
	case AlgoBeam:
		st = local.NewBeam(p, o, local.BeamParams{Width: v.Int("width"), DepthFactor: v.Float(ParamDepthFactor)}, NewRand(job.Seed))
	case AlgoGenetic:
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
		}, NewRand(job.Seed))
	default:
		return nil, fmt.Errorf("no implementation is wired for algorithm %q", job.Algo.ID)
	}
	if e, ok := st.(Erring); ok && e.Err() != nil {
		return nil, e.Err()
	}
	return st, nil
}
