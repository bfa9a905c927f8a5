package npuzzlegame

import (
	"searchlab/core/npuzzle"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

func (Descriptor) CheckBoard(board, goal string) error {
	if _, _, err := npuzzle.ParsePair(board, goal); err != nil {
		return &wire.InvalidError{Msg: err.Error(), Err: err}
	}
	return nil
}

// Unavailable implements OptionChecker: the heuristics the board's size
// does not support (walking distance past 4×4, pattern databases past 25
// cells), with the sentence Solve refuses them with.
func (Descriptor) Unavailable(board, goal string) []registry.Unavailable {
	start, _, err := npuzzle.ParsePair(board, goal)
	if err != nil {
		return nil
	}
	var out []registry.Unavailable
	for _, name := range npuzzle.HeuristicNames() {
		h, err := npuzzle.ParseHeuristic(name)
		if err != nil {
			continue
		}
		if err := h.Supports(start.Rows(), start.Cols()); err != nil {
			out = append(out, registry.Unavailable{Param: "heuristic", Option: name, Reason: err.Error()})
		}
	}
	return out
}
