package npuzzlegame

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"searchlab/core/npuzzle"
	"searchlab/core/registry"
	"searchlab/core/registry/dispatch"
	"searchlab/core/search"
	"searchlab/core/wire"
)

// npuzzleGame plugs the sliding N-puzzle (core/npuzzle) into the service:
// every systematic and local algorithm, with a heuristic choice for the
// informed and local ones.
type npuzzleGame struct{}

func init() { registry.RegisterBuiltin(npuzzleGame{}) }

func (npuzzleGame) Info() registry.GameInfo {
	return registry.GameInfo{
		ID:   "npuzzle",
		Name: "Sliding N-puzzle",
		Help: "Slide tiles into the blank until the board matches the goal (by default 1 2 … with the blank last). " +
			"Write rows split by '/' or newlines, tiles split by spaces, the blank as 0 or _; boards from 2×2 to 8×8. " +
			"A move names the direction the blank moves: U, L, R, D.",
		Example: "7 2 4/5 0 6/8 3 1",
		Moves:   []string{"U", "L", "R", "D"},
	}
}

// AutoHeuristic is the heuristic option, and the default, that stands for
// the board's default (npuzzle.SuitedHeuristic): a form that starts on it
// sends what a request naming no heuristic gets, so the screen, the Lab,
// the API and the CLI run the same search on the same board (issue 33).
const AutoHeuristic = "auto"

// HeuristicParam is the N-puzzle's heuristic choice, named as core/npuzzle
// names them, after AutoHeuristic (the default).
func HeuristicParam() registry.Param {
	names := append([]string{AutoHeuristic}, npuzzle.HeuristicNames()...)
	p := registry.EnumParam("heuristic", names, AutoHeuristic,
		"Heuristic estimate of the moves left (all admissible; auto, the default, is manhattan up to 16 cells, "+
			"pdb on 5×5 boards with the blank last or first, linear-conflict otherwise): manhattan distance, misplaced tiles, "+
			"manhattan plus linear conflicts, walking distance (boards up to 4×4), the larger of the last two, "+
			"or additive pattern databases (pdb, boards up to 25 cells, built once per goal; not consistent, "+
			"so A* may reopen states).")
	p.Labels = map[string]string{AutoHeuristic: "auto (the board's default)", "pdb": "optimal (pattern database)"}
	return p
}

// partitionParam is the pattern database's partition (heuristic pdb).
func partitionParam() registry.Param {
	return registry.StringParam("partition", "auto",
		"Pattern database partition for the pdb heuristic: the pattern sizes as digits (663 or 555 on 4×4, 443 on 3×4, "+
			"8 on 3×3, 55554 on 5×5; any sizes adding up to the tiles, at most 7 tiles on 16 cells, 5 on 25); auto picks the board's default.").
		OnlyWith("heuristic", npuzzle.PatternDB.String())
}

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

func (npuzzleGame) Algorithms() []registry.AlgorithmInfo {
	var out []registry.AlgorithmInfo
	for _, a := range append(registry.SystematicAlgorithms(), registry.LocalAlgorithms()...) {
		if a.Family != registry.FamilyUninformed {
			a = a.WithParams(HeuristicParam(), partitionParam())
		}
		out = append(out, a)
	}
	return out
}

func (npuzzleGame) Solve(ctx context.Context, job registry.Job, progress func(wire.Progress)) wire.Response {
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
func (npuzzleGame) Stepping(job registry.Job) (*registry.Stepping, error) {
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
// (none named, or AutoHeuristic) the board's default
// (npuzzle.SuitedHeuristic, what the screen picks too);
// uninformed algorithms take none (Manhattan is then only the start's
// estimate).
func npuzzleHeuristic(job registry.Job, goal npuzzle.Board) (npuzzle.Heuristic, error) {
	if !job.Values.Has("heuristic") {
		return npuzzle.Manhattan, nil
	}
	if _, named := job.Params["heuristic"]; !named || job.Values.String("heuristic") == AutoHeuristic {
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
