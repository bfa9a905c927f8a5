package nimgame

import "searchlab/core/registry"

// nimCandidatesParam is the opt-in switch.
func nimCandidatesParam() registry.Param {
	return registry.BoolParam("candidates", false, "Also report every legal root move with its value (minimax/alpha-beta: a search of each child; MCTS: visits and mean reward; oracle: the theory's value). Costs up to one extra search per move.")
}
