package othellogame

import "searchlab/core/registry"

// Experiments declares what an experiment draws from Othello
// (registry.InstanceSource): random openings of a match between the
// configs (every pair plays each opening twice, colours swapped), or
// positions listed for solving.
func (Descriptor) Experiments() registry.Experiments {
	return registry.Experiments{
		Name: "Othello",
		Kinds: []registry.InstanceKind{
			{ID: registry.KindOpenings, Label: "Random openings (a match: every pair plays each twice)", Key: "lab.kind.openings",
				Phrase: "openings (a match)", Owner: "openings make an Othello match", Match: true,
				Fields: []registry.KindField{
					{Name: "count", Type: registry.FieldInt, Label: "Openings", Help: "How many random openings", Key: "lab.openings", Min: 1},
					{Name: "plies", Type: registry.FieldInt, Label: "Plies", Help: "Random moves of each opening (0 to 20)", Key: "lab.plies", Max: 20},
					{Name: "seed", Type: registry.FieldInt, Label: "Opening seed", Help: "The openings are drawn from this seed", Key: "lab.opening_seed"},
				}},
			registry.BoardsKind("One position a line: 64 cells (X, O, -) then the side to move.", "lab.hint.othello"),
		},
		Usual: `{"game":"othello","instances":{"openings":{"count":4,"plies":6,"seed":1}},"configs":[
			{"label":"Alpha-beta (depth 3)","algorithm":"alphabeta","params":{"depth":3}},
			{"label":"MCTS (UCT, 300)","algorithm":"mcts-uct","params":{"iterations":300}}]}`,
	}
}
