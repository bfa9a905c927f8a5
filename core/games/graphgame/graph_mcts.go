package graphgame

import (
	"searchlab/core/registry"
)

// graphMCTSInfo describes single-player Monte Carlo tree search
// (core/mcts.Single) on a graph: playouts are random walks along the arcs
// leaving each node (graph.Problem's search.Randomizer), and a playout's
// reward is reaching a goal (w_goal) plus how much closer to a goal the walk
// came by the heuristic, 1 − h_min/h_start (w_progress; 0 with the zero
// heuristic). Path cost is not in the reward: the search ends at the first
// walk that reaches a goal, so a reward for cheap goal paths would never
// rank two of them; the heuristic term is what steers it. Parameters and
// defaults are registry.SingleMCTSInfo's block (as Bloxorz's, without its
// split and bridge weights).
func graphMCTSInfo() registry.AlgorithmInfo {
	return registry.SingleMCTSInfo(registry.SingleMCTSWords{
		Help:         "Grows a search tree by random walks along the arcs (playouts), selecting children by UCT on the playout rewards (reaching a goal, and coming closer to one by the heuristic); returns the first path to a goal found, detours included. Not complete within its budget, not optimal.",
		SimDepth:     "Arcs followed per random walk (simulation).",
		UniqueStates: "Keep each node at most once in the tree (an exhausted tree then proves no goal can be reached).",
		AvoidRecent:  "Walks avoid repeating any of the last k moves (0: off).",
		Goal:         "Reward for reaching a goal.",
		Progress:     "Reward weight of the progress 1 − h_min/h_start of the heuristic along the walk.",
	})
}
