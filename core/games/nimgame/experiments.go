package nimgame

import "searchlab/core/registry"

// Experiments declares what an experiment draws from Nim
// (registry.InstanceSource): positions listed, one a line.
func (Descriptor) Experiments() registry.Experiments {
	return registry.Experiments{
		Name: "Nim",
		Kinds: []registry.InstanceKind{{ID: registry.KindPositions, Label: "Positions listed", Key: "lab.kind.positions", Owner: "positions are Nim's",
			Hint: "One position a line: heap sizes separated by spaces (3 4 5).", HintKey: "lab.hint.nim"}},
		Usual: `{"game":"nim","instances":{"positions":["3 4 5","1 3 5 7","2 5 7 9"]},"configs":[{"algorithm":"minimax"},{"algorithm":"alphabeta"}]}`,
	}
}
