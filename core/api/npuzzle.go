package api

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"searchlab/core/npuzzle"
	"searchlab/core/search"
)

// npuzzleGame plugs the sliding N-puzzle (core/npuzzle) into the service:
// every systematic and local algorithm, with a heuristic choice for the
// informed and local ones.
type npuzzleGame struct{}

func init() { registerBuiltin(npuzzleGame{}) }

func (npuzzleGame) Info() GameInfo {
	return GameInfo{
		ID:   "npuzzle",
		Name: "Sliding N-puzzle",
		Help: "Slide tiles into the blank until the board matches the goal (by default 1 2 … with the blank last). " +
			"Write rows split by '/' or newlines, tiles split by spaces, the blank as 0 or _; boards from 2×2 to 8×8. " +
			"A move names the direction the blank moves: U, L, R, D.",
		Example: "7 2 4/5 0 6/8 3 1",
		Moves:   []string{"U", "L", "R", "D"},
	}
}

// heuristicParam is the N-puzzle's heuristic choice, with the wire names of
// core/npuzzle written with hyphens.
func heuristicParam() Param {
	names := npuzzle.HeuristicNames()
	for i, n := range names {
		names[i] = strings.ReplaceAll(n, "_", "-")
	}
	return EnumParam("heuristic", names, names[0],
		"Heuristic estimate of the moves left (all admissible and consistent): manhattan distance, misplaced tiles, "+
			"manhattan plus linear conflicts, walking distance (boards up to 4×4), or the larger of the last two.")
}

func (npuzzleGame) Algorithms() []AlgorithmInfo {
	var out []AlgorithmInfo
	for _, a := range append(SystematicAlgorithms(), LocalAlgorithms()...) {
		if a.Family != FamilyUninformed {
			a = a.WithParams(heuristicParam())
		}
		out = append(out, a)
	}
	return out
}

func (npuzzleGame) Solve(ctx context.Context, job Job, progress func(Progress)) Response {
	start, goal, h, bad := npuzzleSetup(job)
	if bad != nil {
		return *bad
	}
	name := npuzzle.Move.String
	if npuzzle.Packable(start) {
		p, err := npuzzle.New(start, goal, h)
		if err != nil {
			return Invalid(err)
		}
		return SolveProblem(ctx, job, p, progress, name)
	}
	p, err := npuzzle.NewLarge(start, goal, h)
	if err != nil {
		return Invalid(err)
	}
	return SolveProblem(ctx, job, p, progress, name)
}

// Stepping implements SteppableGame with Solve's setup and problem, on
// boards of at most npuzzle.PackedCells cells (the page steps small boards
// only, so a step never stalls it).
func (npuzzleGame) Stepping(job Job, obs StepObserver) (*Stepping, error) {
	start, goal, h, bad := npuzzleSetup(job)
	if bad != nil {
		return nil, errors.New(bad.Error)
	}
	if !npuzzle.Packable(start) {
		return nil, fmt.Errorf("stepping works on boards of at most %d cells", npuzzle.PackedCells)
	}
	p, err := npuzzle.New(start, goal, h)
	if err != nil {
		return nil, err
	}
	return newStepping(job, search.Problem[uint64, npuzzle.Move](p), func(x uint64) string { return p.Board(x).String() }, obs)
}

// npuzzleSetup parses the job's board, goal and heuristic and checks that
// the board can reach the goal: the one setup of Solve and Stepping. bad is
// the answer instead (invalid or unsolvable) when something is wrong.
func npuzzleSetup(job Job) (start, goal npuzzle.Board, h npuzzle.Heuristic, bad *Response) {
	fail := func(r Response) (npuzzle.Board, npuzzle.Board, npuzzle.Heuristic, *Response) {
		return start, goal, h, &r
	}
	start, goal, err := npuzzle.ParsePair(job.Board, job.Goal)
	if err != nil {
		return fail(Invalid(err))
	}
	h, err = npuzzle.ParseHeuristic(job.Values.String("heuristic"))
	if err != nil {
		return fail(Invalid(err))
	}
	if err := h.Supports(start.Rows(), start.Cols()); err != nil {
		// Name the heuristics as the API does (with hyphens).
		msg := err.Error()
		for _, n := range npuzzle.HeuristicNames() {
			msg = strings.ReplaceAll(msg, n, strings.ReplaceAll(n, "_", "-"))
		}
		return fail(Invalid(errors.New(msg)))
	}
	if err := npuzzle.Solvable(start, goal); err != nil {
		if errors.Is(err, npuzzle.ErrUnsolvable) {
			return fail(Unsolvable("the board cannot reach the goal" + strings.TrimPrefix(err.Error(), npuzzle.ErrUnsolvable.Error())))
		}
		return fail(Invalid(err))
	}
	return start, goal, h, nil
}
