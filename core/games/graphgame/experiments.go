package graphgame

import "searchlab/core/registry"

// Experiments declares what an experiment draws from graph search
// (registry.InstanceSource): graphs listed in the game's text form,
// samples or random graphs, separated by a blank line.
func (Descriptor) Experiments() registry.Experiments {
	boards := registry.BoardsKind("Graphs in the game's text form (or sample:romania, random:7), separated by a blank line.", "lab.hint.graph")
	boards.Block = true
	return registry.Experiments{
		Name:  "Graph search",
		Kinds: []registry.InstanceKind{boards},
		// AIMA's map and a misleading heuristic, then random graphs.
		Usual: `{"game":"graph","instances":{"boards":["sample:romania","sample:misleading","sample:inadmissible","random:1","random:2","random:3"]},
			"configs":[{"algorithm":"ucs"},{"algorithm":"greedy"},{"algorithm":"astar"}]}`,
	}
}
