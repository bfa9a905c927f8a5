package api

import (
	"context"
	"errors"
	"strings"

	"searchlab/core/npuzzle"
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
	start, goal, err := npuzzle.ParsePair(job.Board, job.Goal)
	if err != nil {
		return Invalid(err)
	}
	h, err := npuzzle.ParseHeuristic(job.Values.String("heuristic"))
	if err != nil {
		return Invalid(err)
	}
	if err := h.Supports(start.Rows(), start.Cols()); err != nil {
		// Name the heuristics as the API does (with hyphens).
		msg := err.Error()
		for _, n := range npuzzle.HeuristicNames() {
			msg = strings.ReplaceAll(msg, n, strings.ReplaceAll(n, "_", "-"))
		}
		return Invalid(errors.New(msg))
	}
	if err := npuzzle.Solvable(start, goal); err != nil {
		if errors.Is(err, npuzzle.ErrUnsolvable) {
			return Unsolvable("the board cannot reach the goal" + strings.TrimPrefix(err.Error(), npuzzle.ErrUnsolvable.Error()))
		}
		return Invalid(err)
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
