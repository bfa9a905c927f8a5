// Package engine is Bloxorz's engine half (core/games/bloxorzgame is its
// descriptor): the solve and the stepping of the systematic and local
// searches (the genetic algorithm with the Bloxorz-aware fitness) and of
// single-player MCTS, the fewest-switches pass, the heatmap, and the level
// generator (GenerateLevel). It registers its Game from its init
// (registry.RegisterBuiltin); core/games/all imports it.
package engine

import (
	"context"
	"errors"
	"fmt"
	"math"

	"searchlab/core/bloxorz"
	"searchlab/core/games/bloxorzgame"
	"searchlab/core/local"
	"searchlab/core/mcts"
	"searchlab/core/registry"
	"searchlab/core/registry/dispatch"
	"searchlab/core/search"
	"searchlab/core/wire"
)

// Game is Bloxorz's engine: its Descriptor with the solve and the stepping
// of every search on a level.
type Game struct{ bloxorzgame.Descriptor }

func init() { registry.RegisterBuiltin(Game{}) }

// bloxorzMCTS builds single-player MCTS from the job's parameters, obs (may
// be nil) seeing its events.
func bloxorzMCTS(job registry.Job, p *bloxorz.Problem, obs search.Observer[bloxorz.State]) (search.Stepper[bloxorz.Move], error) {
	sp, err := dispatch.SingleMCTSParams(job.Values)
	if err != nil {
		return nil, err
	}
	v := job.Values
	sp.Weights.Split, sp.Weights.Gained, sp.Weights.Lost = v.Float("w_split"), v.Float("w_gained"), v.Float("w_lost")
	obs = registry.Both(obs, registry.ProblemTrace[bloxorz.State, bloxorz.Move](job, p))
	o := registry.JobOptions[bloxorz.State](job)
	o.Observer = obs
	m := mcts.NewSingle[bloxorz.State, bloxorz.Move](p, o, sp, registry.NewRand(job.Seed))
	if err := m.Err(); err != nil {
		return nil, wire.Invalidf("%v", err) // every parameter is the request's
	}
	return m, nil
}

// capture remembers the final result of a stepper, which RunStepper
// converts to names one move at a time; Bloxorz needs the whole sequence
// to print S keys.
type capture struct {
	search.Stepper[bloxorz.Move]
	last search.Result[bloxorz.Move]
}

func (c *capture) Result() search.Result[bloxorz.Move] {
	c.last = c.Stepper.Result()
	return c.last
}

// StepN keeps search.Run's batched loop (search.BatchStepper) through the
// wrapper.
func (c *capture) StepN(n int) bool {
	if b, ok := c.Stepper.(search.BatchStepper); ok {
		return b.StepN(n)
	}
	for ; n > 0; n-- {
		if !c.Stepper.Step() {
			return false
		}
	}
	return true
}

// bloxorzSetup reads the job's level (classic:N, the level parameter, or
// a level text) and costing and checks that the exit can be reached at
// all: the one setup of Solve and Stepping. bad is the answer instead.
func bloxorzSetup(job registry.Job) (l *bloxorz.Level, p *bloxorz.Problem, costing bloxorz.Costing, bad *wire.Response) {
	l, err := bloxorzgame.BloxorzLevel(job)
	if err != nil {
		r := registry.ErrorResponse(err)
		return nil, nil, 0, &r
	}
	costing = bloxorz.SwapsFree
	if job.Values.String("costing") == "counted" {
		costing = bloxorz.SwapsCounted
	}
	p = bloxorz.NewProblem(l, costing)
	if h := p.H(p.Initial()); math.IsInf(h, 1) {
		r := registry.Unsolvable("the exit cannot be reached from the start even with every bridge on and no switch or fragile tile in the way")
		return nil, nil, 0, &r
	}
	return l, p, costing, nil
}

// Stepping implements SteppableGame with Solve's setup: the systematic and
// local searches (the genetic algorithm's Bloxorz fitness and MCTS run in
// the worker only). States are written as bloxorz.Level.StateText does.
func (Game) Stepping(job registry.Job) (*registry.Stepping, error) {
	if job.Algo.ID == registry.AlgoGenetic || job.Algo.ID == registry.AlgoMCTS {
		return nil, fmt.Errorf("%s runs in the worker only on Bloxorz", job.Algo.Name)
	}
	l, p, _, bad := bloxorzSetup(job)
	if bad != nil {
		return nil, errors.New(bad.Error)
	}
	return dispatch.NewStepping(job, search.Problem[bloxorz.State, bloxorz.Move](p), l.StateText)
}

func (Game) Solve(ctx context.Context, job registry.Job, progress func(wire.Progress)) wire.Response {
	l, p, costing, bad := bloxorzSetup(job)
	if bad != nil {
		return *bad
	}
	var err error
	var st search.Stepper[bloxorz.Move]
	var heat, order []int64
	var obs search.Observer[bloxorz.State]
	if job.Values.Bool("heatmap") {
		heat, order, obs = bloxorzHeatmap(l)
	}
	switch job.Algo.ID {
	case registry.AlgoGenetic:
		st, err = bloxorzGenetic(job, p, obs)
	case registry.AlgoMCTS:
		st, err = bloxorzMCTS(job, p, obs)
	default:
		st, err = dispatch.NewObservedStepper[bloxorz.State, bloxorz.Move](job, p, obs)
	}
	if err != nil {
		return registry.ErrorResponse(err)
	}
	c := &capture{Stepper: st}
	resp := registry.RunStepper(ctx, job, c, progress, bloxorz.Move.String)
	if resp.Status != wire.StatusFound {
		resp.BloxorzResult = &wire.BloxorzResult{Heatmap: heat, HeatOrder: order}
		return resp
	}
	keys, swaps, err := p.Notation(c.last.Actions)
	if err != nil {
		return wire.Response{Status: wire.StatusError, Stats: resp.Stats, Error: "internal error: the solution does not replay: " + err.Error()}
	}
	var pass *wire.SwitchPass
	if job.Algo.Optimal && swaps > 0 {
		fewer, n, pst, err := bloxorzFewestSwitches(ctx, job, p, resp.Stats)
		if err != nil {
			return wire.Response{Status: wire.StatusError, Stats: resp.Stats, Error: "internal error: " + err.Error()}
		}
		// The pass keeps the number of moves of the costing (rolls when
		// switches are free, every key when they are counted).
		same := len(fewer)-n == len(keys)-swaps
		if costing == bloxorz.SwapsCounted {
			same = len(fewer) == len(keys)
		}
		if pst != nil && same && n < swaps {
			pst.Before = swaps
			keys, swaps, pass = fewer, n, pst
		}
	}
	resp.Moves = make([]string, len(keys))
	for i := range keys {
		resp.Moves[i] = keys[i : i+1]
	}
	resp.Length = len(keys)
	if costing == bloxorz.SwapsFree {
		resp.Length -= swaps
	}
	resp.BloxorzResult = &wire.BloxorzResult{Switches: swaps, Rolls: len(keys) - swaps, FewestSwitches: pass, Heatmap: heat, HeatOrder: order}
	return resp
}

// bloxorzFewestSwitches runs bloxorz.Problem.FewestSwitches within what is
// left of the job's node and time budgets after the search (spent). It
// returns nil statistics when the pass did not finish (the caller then
// keeps the algorithm's own sequence).
func bloxorzFewestSwitches(ctx context.Context, job registry.Job, p *bloxorz.Problem, spent wire.Stats) (string, int, *wire.SwitchPass, error) {
	var lim search.Limits
	var ro search.RunOptions
	if job.MaxNodes > 0 {
		if lim.MaxNodes = job.MaxNodes - spent.Expanded; lim.MaxNodes <= 0 {
			return "", 0, nil, nil
		}
	}
	if job.Timeout > 0 {
		if ro.MaxTime = job.Timeout - spent.Elapsed; ro.MaxTime <= 0 {
			return "", 0, nil, nil
		}
	}
	keys, n, r, err := p.FewestSwitches(ctx, lim, ro)
	if err != nil || r.Status != search.Found {
		return "", 0, nil, err
	}
	return keys, n, &wire.SwitchPass{Expanded: r.Stats.Expanded, MemoryBytes: r.Stats.MemoryBytes, ElapsedMS: wire.Millis(r.Stats.Elapsed)}, nil
}

// bloxorzHeatmap returns a per-cell counter (row-major), the per-cell
// number of the expansion that first covered it (BloxorzResult.HeatOrder),
// and the observer that fills both: each Expand event adds one to every
// cell the expanded state's piece covers (one cell standing, two lying or
// split). The UI shades the level with them to show where and in which
// order the search spent its effort.
func bloxorzHeatmap(l *bloxorz.Level) ([]int64, []int64, search.Observer[bloxorz.State]) {
	heat, order := make([]int64, l.W*l.H), make([]int64, l.W*l.H)
	var n int64
	return heat, order, func(e search.Event[bloxorz.State]) {
		if e.Kind != search.Expand {
			return
		}
		n++
		for _, c := range l.Cells(e.State) {
			i := c.Y*l.W + c.X
			heat[i]++
			if order[i] == 0 {
				order[i] = n
			}
		}
	}
}

// bloxorzGenetic is NewStepper's genetic algorithm with the Bloxorz-aware
// fitness and the problem's own gene alphabet. heat (may be nil) sees an
// Expand event for every state a decoded move sequence expanded (each but
// its last), which is what the heatmap counts.
func bloxorzGenetic(job registry.Job, p *bloxorz.Problem, heat search.Observer[bloxorz.State]) (search.Stepper[bloxorz.Move], error) {
	v := job.Values
	kind, err := local.ParseCrossover(v.String("crossover_kind"))
	if err != nil {
		return nil, err
	}
	if e, n := v.Int("elitism"), v.Int("population"); e >= n {
		return nil, wire.Invalidf("parameter \"elitism\" (%d) must be below \"population\" (%d)", e, n)
	}
	score := bloxorz.NewFitness(p, bloxorz.DefaultFitnessWeights())
	fitness := func(d *local.Decoded[bloxorz.State, bloxorz.Move]) float64 { return score(d.States, d.Goal, d.Skipped) }
	if heat != nil {
		fitness = func(d *local.Decoded[bloxorz.State, bloxorz.Move]) float64 {
			for _, s := range d.States[:len(d.States)-1] {
				heat(search.Event[bloxorz.State]{Kind: search.Expand, State: s})
			}
			return score(d.States, d.Goal, d.Skipped)
		}
	}
	o := registry.JobOptions[bloxorz.State](job)
	o.Observer = registry.ProblemTrace[bloxorz.State, bloxorz.Move](job, p)
	g := local.NewGenetic(p, o, local.GeneticParams[bloxorz.State, bloxorz.Move]{
		Population: v.Int("population"), SequenceLength: v.Int("length"), Generations: v.Int("generations"),
		MutationRate: v.Float("mutation"), CrossoverRate: v.Float("crossover"), Crossover: kind,
		Elitism: v.Int("elitism"), TournamentSize: v.Int("tournament"), Stagnation: v.Int("stagnation"),
		Fitness: fitness,
	}, registry.NewRand(job.Seed))
	if err := g.Err(); err != nil {
		return nil, err
	}
	return g, nil
}
