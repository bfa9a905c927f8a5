package npuzzlegame

import (
	"searchlab/core/npuzzle"
	"searchlab/core/registry"
)

// Descriptor plugs the sliding N-puzzle (core/npuzzle) into the service:
// every systematic and local algorithm, with a heuristic choice for the
// informed and local ones.
type Descriptor struct{}

func (Descriptor) Info() registry.GameInfo {
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

func (Descriptor) Algorithms() []registry.AlgorithmInfo {
	var out []registry.AlgorithmInfo
	for _, a := range append(registry.SystematicAlgorithms(), registry.LocalAlgorithms()...) {
		if a.Family != registry.FamilyUninformed {
			a = a.WithParams(HeuristicParam(), partitionParam())
		}
		out = append(out, a)
	}
	return out
}
