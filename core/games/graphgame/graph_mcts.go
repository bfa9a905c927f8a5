package graphgame

import (
	"searchlab/core/graph"
	"searchlab/core/mcts"
	"searchlab/core/registry"
	"searchlab/core/search"
	"searchlab/core/wire"
)

// graphMCTSInfo describes single-player Monte Carlo tree search
// (core/mcts.Single) on a graph: playouts are random walks along the arcs
// leaving each node (graph.Problem's search.Randomizer), and a playout's
// reward is reaching a goal (w_goal) plus how much closer to a goal the walk
// came by the heuristic, 1 − h_min/h_start (w_progress; 0 with the zero
// heuristic). Path cost is not in the reward: the search ends at the first
// walk that reaches a goal, so a reward for cheap goal paths would never
// rank two of them; the heuristic term is what steers it. Parameters and
// defaults are mcts.DefaultSingleParams' (as Bloxorz's, without its split
// and bridge weights).
func graphMCTSInfo() registry.AlgorithmInfo {
	d := mcts.DefaultSingleParams()
	return registry.AlgorithmInfo{ID: registry.AlgoMCTS, Name: "Monte Carlo tree search", Family: registry.FamilyMCTS, Randomized: true, Complete: false, Optimal: false,
		Help: "Grows a search tree by random walks along the arcs (playouts), selecting children by UCT on the playout rewards (reaching a goal, and coming closer to one by the heuristic); returns the first path to a goal found, detours included. Not complete within its budget, not optimal.",
		Params: []registry.Param{
			registry.IntParam("iterations", 1, 100_000_000, int64(d.Iterations), "Playout budget (budget_exceeded when it runs out)."),
			registry.FloatParam("c", 0, 100, d.C, "UCT exploration constant (0: greedy)."),
			registry.EnumParam("selection", []string{"mean", "max"}, d.Selection.String(), "Exploit the mean or the maximum reward of a child."),
			registry.FloatParam("threshold", 0, 100, d.Threshold, "With selection max: once a child's best reward reaches this, stop exploring there (0: off).").OnlyWith("selection", "max"),
			registry.IntParam("sim_depth", 1, 100000, int64(d.SimDepth), "Arcs followed per random walk (simulation)."),
			registry.BoolParam("unique_states", d.UniqueStates, "Keep each node at most once in the tree (an exhausted tree then proves no goal can be reached)."),
			registry.IntParam("avoid_recent", 0, 100, int64(d.AvoidRecent), "Walks avoid repeating any of the last k moves (0: off)."),
			registry.BoolParam("spmcts", d.SPMCTS, "Add SP-MCTS's deviation term (Schadd et al. 2008) to the selection value."),
			registry.FloatParam("d", 0, 1e6, d.D, "SP-MCTS's deviation constant.").OnlyWith("spmcts", "true"),
			registry.FloatParam("w_goal", -100, 100, d.Weights.Goal, "Reward for reaching a goal."),
			registry.FloatParam("w_progress", -100, 100, d.Weights.Progress, "Reward weight of the progress 1 − h_min/h_start of the heuristic along the walk."),
		}}
}

// graphMCTS builds single-player MCTS on p from the job's parameters, the
// job's trace observing it.
func graphMCTS(job registry.Job, p *graph.Problem) (search.Stepper[graph.Move], error) {
	v := job.Values
	sel, err := mcts.ParseSelection(v.String("selection"))
	if err != nil {
		return nil, wire.Invalidf("%v", err)
	}
	if v.Float("threshold") > 0 && sel != mcts.MaxReward {
		return nil, wire.Invalidf("parameter \"threshold\" applies only with selection max")
	}
	o := registry.JobOptions[int32](job)
	o.Observer = registry.ProblemTrace[int32, graph.Move](job, p)
	m := mcts.NewSingle[int32, graph.Move](p, o, mcts.SingleParams{
		Iterations: v.Int("iterations"), C: v.Float("c"), Selection: sel, Threshold: v.Float("threshold"),
		SimDepth: v.Int("sim_depth"), UniqueStates: v.Bool("unique_states"), AvoidRecent: v.Int("avoid_recent"),
		SPMCTS: v.Bool("spmcts"), D: v.Float("d"),
		Weights: mcts.Weights{Goal: v.Float("w_goal"), Progress: v.Float("w_progress")},
	}, registry.NewRand(job.Seed))
	if err := m.Err(); err != nil {
		return nil, wire.Invalidf("%v", err) // every parameter is the request's
	}
	return m, nil
}
