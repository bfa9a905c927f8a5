// Package engine is the graph game's engine half (core/games/graphgame is
// its descriptor): the solve and the stepping of the systematic and local
// searches and of single-player MCTS on an explicit graph. It registers its
// Game from its init (registry.RegisterBuiltin); core/games/all imports it.
package engine

import (
	"context"
	"errors"
	"fmt"

	"searchlab/core/games/graphgame"
	"searchlab/core/graph"
	"searchlab/core/mcts"
	"searchlab/core/registry"
	"searchlab/core/registry/dispatch"
	"searchlab/core/search"
	"searchlab/core/wire"
)

// Game is the graph game's engine: its Descriptor with the solve and the
// stepping of every search on the graph.
type Game struct{ graphgame.Descriptor }

func init() { registry.RegisterBuiltin(Game{}) }

func (Game) Solve(ctx context.Context, job registry.Job, progress func(wire.Progress)) wire.Response {
	p, bad := graphSetup(job)
	if bad != nil {
		return *bad
	}
	if job.Algo.ID == registry.AlgoMCTS {
		st, err := graphMCTS(job, p)
		if err != nil {
			return registry.ErrorResponse(err)
		}
		return registry.RunStepper(ctx, job, st, progress, graph.Move.String)
	}
	return dispatch.SolveProblem(ctx, job, search.Problem[int32, graph.Move](p), progress, graph.Move.String)
}

// Stepping implements registry.SteppableGame with Solve's setup and problem.
func (Game) Stepping(job registry.Job) (*registry.Stepping, error) {
	p, bad := graphSetup(job)
	if bad != nil {
		return nil, errors.New(bad.Error)
	}
	if job.Algo.ID == registry.AlgoMCTS {
		st, err := graphMCTS(job, p)
		if err != nil {
			return nil, err
		}
		return registry.SteppingOf(st, p.StateText(p.Initial())), nil
	}
	return dispatch.NewStepping(job, search.Problem[int32, graph.Move](p), p.StateText)
}

// graphSetup reads the job's board and heuristic: the one setup of Solve and
// registry.Stepping. bad is the answer instead (invalid or unsolvable).
func graphSetup(job registry.Job) (*graph.Problem, *wire.Response) {
	g, err := graphgame.Board(job.Board)
	if err != nil {
		r := wire.Invalid(err)
		return nil, &r
	}
	k := graph.Given
	if job.Values.Has("heuristic") {
		if k, err = graph.ParseHeuristic(job.Values.String("heuristic")); err != nil {
			r := wire.Invalid(err)
			return nil, &r
		}
	}
	if tc := graph.TrueCost(g); tc[g.Start] > 1e308 {
		r := registry.Unsolvable(fmt.Sprintf("no goal can be reached from the start %s", g.Name(g.Start)))
		return nil, &r
	}
	return graph.NewProblem(g, k), nil
}

// graphMCTS builds single-player MCTS on p from the job's parameters, the
// job's trace observing it.
func graphMCTS(job registry.Job, p *graph.Problem) (search.Stepper[graph.Move], error) {
	sp, err := dispatch.SingleMCTSParams(job.Values)
	if err != nil {
		return nil, err
	}
	o := registry.JobOptions[int32](job)
	o.Observer = registry.ProblemTrace[int32, graph.Move](job, p)
	m := mcts.NewSingle[int32, graph.Move](p, o, sp, registry.NewRand(job.Seed))
	if err := m.Err(); err != nil {
		return nil, wire.Invalidf("%v", err) // every parameter is the request's
	}
	return m, nil
}
