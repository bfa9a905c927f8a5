// Package engine is the N-puzzle's engine half (core/games/npuzzlegame is
// its descriptor): the solve and the stepping of the systematic and local
// searches, the heuristics and the pattern databases' source
// (SetPDBSource). It registers its Game from its init
// (registry.RegisterBuiltin); core/games/all imports it.
package engine

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"searchlab/core/games/npuzzlegame"
	"searchlab/core/npuzzle"
	"searchlab/core/registry"
	"searchlab/core/registry/dispatch"
	"searchlab/core/search"
	"searchlab/core/wire"
)

// Game is the N-puzzle's engine: its Descriptor with the solve and the
// stepping of every search on the board (core/search, core/local, the
// pattern databases of core/npuzzle).
type Game struct{ npuzzlegame.Descriptor }

func init() { registry.RegisterBuiltin(Game{}) }

// PDBSource supplies the pattern databases of the pdb heuristic (see
// npuzzle.PDBStore, which implements it). GetContext stops waiting, with
// ctx's error, when ctx ends (the client left).
type PDBSource interface {
	GetContext(ctx context.Context, goal npuzzle.Board, partition string, progress func(done, total int)) (*npuzzle.PDB, error)
}

var (
	pdbMu     sync.Mutex
	pdbSource PDBSource = &npuzzle.PDBStore{}
)

// SetPDBSource replaces where the pdb heuristic's databases come from (by
// default a memory-only npuzzle.PDBStore bounded by
// npuzzle.DefaultPDBCacheBytes): the CLI gives a store with a cache
// directory, searchlab serve one bounded by its -pdb-cache flag, the Web
// Worker one fed with databases from JavaScript.
func SetPDBSource(s PDBSource) {
	pdbMu.Lock()
	defer pdbMu.Unlock()
	pdbSource = s
}

func currentPDBSource() PDBSource {
	pdbMu.Lock()
	defer pdbMu.Unlock()
	return pdbSource
}

func (Game) Solve(ctx context.Context, job registry.Job, progress func(wire.Progress)) wire.Response {
	start, goal, h, bad := NpuzzleSetup(job)
	if bad != nil {
		return *bad
	}
	if h == npuzzle.PatternDB {
		return solvePDB(ctx, job, start, goal, progress)
	}
	return solveHeuristic(ctx, job, start, goal, h, progress)
}

// solveHeuristic runs a job with heuristic h (not pdb) on the packed
// problem when the board fits one, else on the large one, and reports
// h(start) for the informed algorithms.
func solveHeuristic(ctx context.Context, job registry.Job, start, goal npuzzle.Board, h npuzzle.Heuristic, progress func(wire.Progress)) wire.Response {
	var resp wire.Response
	var h0 float64
	if npuzzle.Packable(start) {
		p, err := npuzzle.New(start, goal, h)
		if err != nil {
			return wire.Invalid(err)
		}
		h0 = p.H(p.Initial())
		resp = dispatch.SolveProblem(ctx, job, p, progress, npuzzle.Move.String)
	} else {
		p, err := npuzzle.NewLarge(start, goal, h)
		if err != nil {
			return wire.Invalid(err)
		}
		h0 = p.H(p.Initial())
		resp = dispatch.SolveProblem(ctx, job, p, progress, npuzzle.Move.String)
	}
	if job.Algo.Family != registry.FamilyUninformed {
		resp.NPuzzleResult = &wire.NPuzzleResult{StartH: int(h0)}
	}
	return resp
}

// Stepping implements SteppableGame with Solve's setup and problem, on
// boards of at most npuzzle.PackedCells cells (the page steps small boards
// only, so a step never stalls it).
func (Game) Stepping(job registry.Job) (*registry.Stepping, error) {
	start, goal, h, bad := NpuzzleSetup(job)
	if bad != nil {
		return nil, errors.New(bad.Error)
	}
	if !npuzzle.Packable(start) {
		return nil, fmt.Errorf("stepping works on boards of at most %d cells", npuzzle.PackedCells)
	}
	var p *npuzzle.Puzzle
	var err error
	if h == npuzzle.PatternDB {
		// The page steps on its own thread, where a 15-puzzle's databases
		// would take too long to build: step with pdb on small boards only.
		if start.Len() > 12 {
			return nil, fmt.Errorf("stepping with the pdb heuristic works on boards of at most 12 cells (its databases are built on the page); solve with it instead, or step with walking-distance")
		}
		var db *npuzzle.PDB
		if db, err = npuzzle.CachedPDB(goal, job.Values.String("partition"), nil); err != nil {
			return nil, err
		}
		p, err = npuzzle.NewWithPDB(start, db)
	} else {
		p, err = npuzzle.New(start, goal, h)
	}
	if err != nil {
		return nil, err
	}
	return dispatch.NewStepping(job, search.Problem[uint64, npuzzle.Move](p), p.StateText)
}

// npuzzleSetup parses the job's board, goal and heuristic and checks that
// the board can reach the goal: the one setup of Solve and Stepping. bad is
// the answer instead (invalid or unsolvable) when something is wrong.
func NpuzzleSetup(job registry.Job) (start, goal npuzzle.Board, h npuzzle.Heuristic, bad *wire.Response) {
	fail := func(r wire.Response) (npuzzle.Board, npuzzle.Board, npuzzle.Heuristic, *wire.Response) {
		return start, goal, h, &r
	}
	start, goal, err := npuzzle.ParsePair(job.Board, job.Goal)
	if err != nil {
		return fail(wire.Invalid(err))
	}
	h, err = npuzzleHeuristic(job, goal)
	if err != nil {
		return fail(wire.Invalid(err))
	}
	if err := h.Supports(start.Rows(), start.Cols()); err != nil {
		return fail(wire.Invalid(err))
	}
	if err := npuzzle.Solvable(start, goal); err != nil {
		if errors.Is(err, npuzzle.ErrUnsolvable) {
			return fail(registry.Unsolvable("the board cannot reach the goal" + strings.TrimPrefix(err.Error(), npuzzle.ErrUnsolvable.Error())))
		}
		return fail(wire.Invalid(err))
	}
	return start, goal, h, nil
}

// npuzzleHeuristic is the job's heuristic: the one the request names, else
// (none named, or npuzzlegame.AutoHeuristic) the board's default
// (npuzzle.SuitedHeuristic, what the screen picks too);
// uninformed algorithms take none (Manhattan is then only the start's
// estimate).
func npuzzleHeuristic(job registry.Job, goal npuzzle.Board) (npuzzle.Heuristic, error) {
	if !job.Values.Has("heuristic") {
		return npuzzle.Manhattan, nil
	}
	if _, named := job.Params["heuristic"]; !named || job.Values.String("heuristic") == npuzzlegame.AutoHeuristic {
		return npuzzle.SuitedHeuristic(goal), nil
	}
	return npuzzle.ParseHeuristic(job.Values.String("heuristic"))
}

// solvePDB runs a job with the pdb heuristic: the database from the
// source, then the specialised IDA* (npuzzle.PDBIDAStar) for idastar
// without a transposition table on boards of at most 16 cells, otherwise
// the generic algorithm on a Puzzle (or, past 16 cells, a LargePuzzle)
// with the database.
func solvePDB(ctx context.Context, job registry.Job, start, goal npuzzle.Board, progress func(wire.Progress)) wire.Response {
	part, err := npuzzle.ParsePartition(goal, job.Values.String("partition"))
	if err != nil {
		return wire.Invalid(err)
	}
	// Tables larger than the memory budget are not even built: the search
	// runs with walking distance instead and says so.
	if need := part.MinBytes(goal.Len()); need >= job.MaxMemory {
		return pdbFallback(ctx, job, start, goal, need, progress)
	}
	started := time.Now()
	db, err := currentPDBSource().GetContext(ctx, goal, part.Name, nil)
	if err != nil {
		switch {
		case errors.Is(ctx.Err(), context.DeadlineExceeded):
			// The request's own deadline (a server's lane for small
			// requests sets one) covers the build too.
			return wire.Response{Status: wire.StatusBudgetExceeded, Budget: search.TimeBudget,
				Reason: wire.ReasonOf(search.StopReason{Kind: search.StopTimeBudget, Count: time.Since(started).Milliseconds()}),
				Error:  "the time ran out while the pattern databases were being built"}
		case ctx.Err() != nil:
			return wire.Response{Status: wire.StatusCancelled, Error: "cancelled while the pattern databases were being built"}
		}
		return wire.Invalid(err)
	}
	if db.Bytes() >= job.MaxMemory {
		return pdbFallback(ctx, job, start, goal, db.Bytes(), progress)
	}
	if !npuzzle.Packable(start) {
		// 17 to 25 cells (the 24-puzzle): the large problem.
		p, err := npuzzle.NewLargeWithPDB(start, db)
		if err != nil {
			return wire.Invalid(err)
		}
		return solveWithPDB(ctx, job, p, db, progress)
	}
	if job.Algo.ID == registry.AlgoIDAStar && !job.Values.Bool(registry.ParamTranspositions) && job.Recorder == nil {
		// (A traced IDA* runs the generic IDA* below, which has events;
		// it counts nodes the same way.)
		st, err := npuzzle.NewPDBIDAStar(start, db, search.Limits{MaxNodes: job.MaxNodes, MaxMemory: job.MaxMemory}, npuzzle.PDBIDAStarParams{})
		if err != nil {
			return wire.Invalid(err)
		}
		h0 := st.H()
		resp := registry.RunStepper(ctx, job, st, progress, npuzzle.Move.String)
		resp.NPuzzleResult = &wire.NPuzzleResult{StartH: h0}
		return resp
	}
	p, err := npuzzle.NewWithPDB(start, db)
	if err != nil {
		return wire.Invalid(err)
	}
	return solveWithPDB(ctx, job, p, db, progress)
}

// pdbProblem is a puzzle whose heuristic is a pattern database.
type pdbProblem[S comparable] interface {
	search.Problem[S, npuzzle.Move]
	H(S) float64
}

// solveWithPDB runs the job's algorithm on p, whose heuristic is the
// database db: the search's memory budget is what the tables leave of the
// job's, and its memory_bytes counts them.
func solveWithPDB[S comparable](ctx context.Context, job registry.Job, p pdbProblem[S], db *npuzzle.PDB, progress func(wire.Progress)) wire.Response {
	sub := job
	sub.MaxMemory -= db.Bytes()
	resp := dispatch.SolveProblem(ctx, sub, p, progress, npuzzle.Move.String)
	resp.Stats.MemoryBytes += db.Bytes()
	resp.NPuzzleResult = &wire.NPuzzleResult{StartH: int(p.H(p.Initial()))}
	return resp
}

// pdbFallback runs a pdb job whose tables (need bytes) do not fit its
// memory budget with walking distance (linear conflict on boards walking
// distance does not support), and says so in the result.
func pdbFallback(ctx context.Context, job registry.Job, start, goal npuzzle.Board, need int64, progress func(wire.Progress)) wire.Response {
	h := npuzzle.WalkingDistance
	if h.Supports(start.Rows(), start.Cols()) != nil {
		h = npuzzle.LinearConflict
	}
	name := h.String()
	resp := solveHeuristic(ctx, job, start, goal, h, progress)
	if resp.NPuzzleResult == nil {
		resp.NPuzzleResult = &wire.NPuzzleResult{}
	}
	resp.HeuristicUsed = name
	resp.Notice = fmt.Sprintf("The pattern databases need %s, more than the memory budget of %s, so the search used %s instead.",
		registry.Mebibytes(need), registry.Mebibytes(job.MaxMemory), name)
	return resp
}
