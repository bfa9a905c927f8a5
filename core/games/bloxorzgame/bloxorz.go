package bloxorzgame

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"searchlab/core/bloxorz"
	"searchlab/core/local"
	"searchlab/core/mcts"
	"searchlab/core/registry"
	"searchlab/core/registry/dispatch"
	"searchlab/core/search"
	"searchlab/core/wire"
)

// bloxorzGame plugs Bloxorz (core/bloxorz) into the service: every
// systematic algorithm except bidirectional search (the problem has no sound
// predecessor function, see bloxorz.Problem) and every local one, the
// genetic algorithm with the Bloxorz-aware fitness (bloxorz.NewFitness), and
// single-player Monte Carlo tree search (core/mcts) with the parameters of
// its variants.
//
// Board: the text of a level file (the format of levels/README.md), or
// "classic:N" for classic stage N (1..33) as embedded in the binary; the
// parameter "level" (1..33) does the same and then the board must be empty
// or name the same stage.
//
// Parameter "costing" (every algorithm): "free" — control swaps between the
// cubes of a split block cost nothing (the state is the unordered pair of
// cubes; optimal total over the 33 stages 1999) — or "counted" — each swap
// is a move of cost 1 (total 2016).
//
// Response: "moves" are the keys a player presses, U D L R, with S inserted
// wherever control passes to the other cube (the first cube of a split is
// controlled first). "switches" (BloxorzResult) is the number of S keys,
// "rolls" the number of U D L R keys. With an optimal algorithm (BFS, UCS,
// A*, IDA*, IDDFS) the keys are, among the optimal solutions, one with the
// fewest switches: the algorithm's own sequence goes through
// bloxorz.Problem.FewestSwitches, within the budgets it left, and
// "fewest_switches" reports the switches it had and the pass's work (the
// statistics stay the algorithm's). DFS, DLS, greedy, local search and MCTS
// return their own sequence as found.
// "length" and "cost" are the number of moves the search counted: with
// costing "free" the keys other than S (len(moves) − switches), with
// "counted" every key, S included (len(moves)). Statistics are the search's.
//
// Verdicts before any search: a level text the parser rejects is "invalid"
// with the parser's sentence; a level whose exit the relaxed game (every
// bridge on, no switch, fragile tiles as floor: an over-approximation of
// the real moves, see bloxorz.Problem.H) cannot reach from the start is
// "unsolvable", which is then a proof.
type bloxorzGame struct{}

func init() { registry.RegisterBuiltin(bloxorzGame{}) }

// Bloxorz board prefix naming a classic stage.
const bloxorzClassicPrefix = "classic:"

func (bloxorzGame) Info() registry.GameInfo {
	return registry.GameInfo{
		ID:   "bloxorz",
		Name: "Bloxorz",
		Help: "Roll the 1×1×2 block to stand upright on the exit without falling off (rules R1–R13: fragile tiles, soft and hard switches with bridges, split switches). " +
			"Board: the text of a level file (levels/README.md), or classic:N for classic stage N (1..33). " +
			"Moves are the keys U, D, L, R, and S to pass control to the other cube of a split block.",
		Example: "classic:1",
		Moves:   []string{"U", "D", "L", "R", "S"},
	}
}

func bloxorzParams() []registry.Param {
	return []registry.Param{
		registry.EnumParam("costing", []string{"free", "counted"}, "free",
			"Switches of control between the two cubes of a split block (the S key): free — not moves, so the length counts only the U D L R rolls (optimal algorithms still keep switches to the fewest) — or counted — each S is a move of cost 1 and counts in the length."),
		registry.IntParam("level", 0, bloxorz.ClassicCount, 0,
			fmt.Sprintf("Classic stage to solve (1..%d) instead of the board text; 0: use the board.", bloxorz.ClassicCount)),
		registry.BoolParam("heatmap", false,
			"Also return \"heatmap\": per cell (row-major, width × height of the level), how many expanded states the piece covered it in (MCTS: the tree nodes it expanded; the genetic algorithm: the states along every move sequence it decoded)."),
	}
}

// bloxorzGeneticLength is the default chromosome length for Bloxorz: the
// classic optima reach 129 moves, and a chromosome shorter than the
// solution can never reach the exit.
const bloxorzGeneticLength = 150

func (bloxorzGame) Algorithms() []registry.AlgorithmInfo {
	var out []registry.AlgorithmInfo
	for _, a := range append(registry.SystematicAlgorithms(), registry.LocalAlgorithms()...) {
		if a.ID == registry.AlgoBidirectional {
			continue
		}
		if a.ID == registry.AlgoGenetic {
			a.Help = "Evolves a population of move sequences by selection, crossover and mutation; fitness: relaxed distance to the exit of the best state reached, plus small penalties for moves that would fall and for immediate reversals. Not complete, not optimal."
			ps := make([]registry.Param, len(a.Params))
			copy(ps, a.Params)
			for i, p := range ps {
				if p.Name == "length" {
					ps[i] = registry.IntParam("length", 1, 1000, bloxorzGeneticLength, "Moves per chromosome (at least the solution's length).")
				}
			}
			a.Params = ps
		}
		if a.ID == registry.AlgoIDAStar {
			// Bloxorz is full of short cycles: plain IDA* exceeds any
			// reasonable budget on about half the classic stages.
			ps := make([]registry.Param, len(a.Params))
			copy(ps, a.Params)
			for i, p := range ps {
				if p.Name == registry.ParamTranspositions {
					ps[i].Default = true
				}
			}
			a.Params = ps
		}
		out = append(out, a.WithParams(bloxorzParams()...))
	}
	return append(out, bloxorzMCTSInfo().WithParams(bloxorzParams()...))
}

// bloxorzMCTSInfo describes single-player MCTS with the parameters of the
// variants of the Bloxorz study (mcts.SingleParams; defaults from
// mcts.DefaultSingleParams): UCT on the mean or the maximum reward, a
// threshold for the maximum, unique-state trees, recent-move avoidance in
// simulations, SP-MCTS, and the reward weights (goal, progress, split,
// bridge cells gained and lost, reported by bloxorz.Problem.Events).
func bloxorzMCTSInfo() registry.AlgorithmInfo {
	d := mcts.DefaultSingleParams()
	return registry.SingleMCTSInfo(registry.SingleMCTSWords{
		Help:         "Grows a search tree by random playouts, selecting children by UCT on the playout rewards (reaching the exit, progress of the relaxed distance, splits and bridges); returns the first winning sequence found. Not complete within its budget, not optimal.",
		SimDepth:     "Moves per simulation.",
		UniqueStates: "Keep each state at most once in the tree (an exhausted tree then proves there is no solution).",
		AvoidRecent:  "Simulations avoid repeating any of the last k moves (0: off).",
		Goal:         "Reward for reaching the exit.",
		Progress:     "Reward weight of the progress 1 − h_min/h_start of the relaxed distance.",
	},
		registry.FloatParam("w_split", -100, 100, d.Weights.Split, "Reward per split of the block."),
		registry.FloatParam("w_gained", -100, 100, d.Weights.Gained, "Reward per bridge cell turned on."),
		registry.FloatParam("w_lost", -100, 100, d.Weights.Lost, "Reward per bridge cell turned off."),
	)
}

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

// bloxorzLevel reads the level of a job: the "level" parameter, a
// classic:N board or a level file's text.
func BloxorzLevel(job registry.Job) (*bloxorz.Level, error) {
	return bloxorzLevelOf(job.Board, job.Values.Int("level"))
}

// bloxorzLevelOf reads a level: classic stage n (0: none), a classic:N
// board or a level file's text.
func bloxorzLevelOf(text string, n int) (*bloxorz.Level, error) {
	board := strings.TrimSpace(text)
	if rest, ok := strings.CutPrefix(board, bloxorzClassicPrefix); ok {
		k, err := strconv.Atoi(strings.TrimSpace(rest))
		if err != nil || k < 1 || k > bloxorz.ClassicCount {
			return nil, wire.Invalidf("board %q names no classic stage: write classic:N with N from 1 to %d", board, bloxorz.ClassicCount)
		}
		if n != 0 && n != k {
			return nil, wire.Invalidf("the board names classic stage %d but parameter \"level\" is %d", k, n)
		}
		n = k
	} else if n != 0 && board != "" {
		return nil, wire.Invalidf("parameter \"level\" is %d and the board is a level text: give one or the other", n)
	}
	if n != 0 {
		l, err := bloxorz.Classic(n)
		if err != nil {
			return nil, fmt.Errorf("classic stage %d does not load: %v", n, err)
		}
		return l, nil
	}
	if board == "" {
		return nil, wire.Invalidf("the board is empty: give a level file's text, or classic:N for a classic stage (1..%d)", bloxorz.ClassicCount)
	}
	l, err := bloxorz.Parse(text)
	if err != nil {
		return nil, wire.Invalidf("%v", err)
	}
	return l, nil
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
	l, err := BloxorzLevel(job)
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
func (bloxorzGame) Stepping(job registry.Job) (*registry.Stepping, error) {
	if job.Algo.ID == registry.AlgoGenetic || job.Algo.ID == registry.AlgoMCTS {
		return nil, fmt.Errorf("%s runs in the worker only on Bloxorz", job.Algo.Name)
	}
	l, p, _, bad := bloxorzSetup(job)
	if bad != nil {
		return nil, errors.New(bad.Error)
	}
	return dispatch.NewStepping(job, search.Problem[bloxorz.State, bloxorz.Move](p), l.StateText)
}

func (bloxorzGame) Solve(ctx context.Context, job registry.Job, progress func(wire.Progress)) wire.Response {
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
		if ro.MaxTime = job.Timeout - time.Duration(spent.ElapsedMS*float64(time.Millisecond)); ro.MaxTime <= 0 {
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
	fitness := bloxorz.NewFitness(p, bloxorz.DefaultFitnessWeights())
	if heat != nil {
		score := fitness
		fitness = func(d *local.Decoded[bloxorz.State, bloxorz.Move]) float64 {
			for _, s := range d.States[:len(d.States)-1] {
				heat(search.Event[bloxorz.State]{Kind: search.Expand, State: s})
			}
			return score(d)
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
