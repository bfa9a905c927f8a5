package registry

import (
	"searchlab/core/mcts"
	"searchlab/core/wire"
)

// Single-player Monte Carlo tree search (core/mcts.Single) as the puzzles
// offer it: one parameter block, the variants of the Bloxorz study (UCT on
// the mean or the maximum reward, a threshold for the maximum, unique-state
// trees, recent-move avoidance in simulations, SP-MCTS after Schadd et al.
// 2008, and the reward weights), its defaults mcts.DefaultSingleParams'.
// A game says the parts in its own words (SingleMCTSWords) and may add
// reward weights of its own (Bloxorz's split and bridge weights). MCTS is
// neither complete within its budget nor optimal; its playouts draw on the
// request's seed (Randomized).

// SingleMCTSWords are a game's words for single-player MCTS: the
// algorithm's help, and the help of the parameters whose meaning depends
// on the game's moves and goal.
type SingleMCTSWords struct {
	Help string
	// SimDepth (sim_depth), UniqueStates (unique_states) and AvoidRecent
	// (avoid_recent) say what a simulation's move and a tree's state are.
	SimDepth, UniqueStates, AvoidRecent string
	// Goal (w_goal) and Progress (w_progress) say what the goal is and
	// which heuristic measures the progress towards it.
	Goal, Progress string
}

// SingleMCTSInfo describes single-player MCTS (AlgoMCTS, family MCTS) with
// the common parameter block in w's words, then extra.
func SingleMCTSInfo(w SingleMCTSWords, extra ...Param) AlgorithmInfo {
	d := mcts.DefaultSingleParams()
	ps := []Param{
		IntParam("iterations", 1, 100_000_000, int64(d.Iterations), "Playout budget (budget_exceeded when it runs out)."),
		FloatParam("c", 0, 100, d.C, "UCT exploration constant (0: greedy)."),
		EnumParam("selection", []string{"mean", "max"}, d.Selection.String(), "Exploit the mean or the maximum reward of a child."),
		FloatParam("threshold", 0, 100, d.Threshold, "With selection max: once a child's best reward reaches this, stop exploring there (0: off).").OnlyWith("selection", "max"),
		IntParam("sim_depth", 1, 100000, int64(d.SimDepth), w.SimDepth),
		BoolParam("unique_states", d.UniqueStates, w.UniqueStates),
		IntParam("avoid_recent", 0, 100, int64(d.AvoidRecent), w.AvoidRecent),
		BoolParam("spmcts", d.SPMCTS, "Add SP-MCTS's deviation term (Schadd et al. 2008) to the selection value."),
		FloatParam("d", 0, 1e6, d.D, "SP-MCTS's deviation constant.").OnlyWith("spmcts", "true"),
		FloatParam("w_goal", -100, 100, d.Weights.Goal, w.Goal),
		FloatParam("w_progress", -100, 100, d.Weights.Progress, w.Progress),
	}
	return AlgorithmInfo{ID: AlgoMCTS, Name: "Monte Carlo tree search", Family: FamilyMCTS, Randomized: true, Complete: false, Optimal: false,
		Help: w.Help, Params: append(ps, extra...)}
}

// SingleMCTSParams reads the common parameter block from v (the values of
// an algorithm SingleMCTSInfo described): the reward weights Goal and
// Progress set, a game's own weights left for it to read. A selection it
// does not know, or a threshold without selection max, is the request's
// fault (an InvalidError).
func SingleMCTSParams(v Values) (mcts.SingleParams, error) {
	sel, err := mcts.ParseSelection(v.String("selection"))
	if err != nil {
		return mcts.SingleParams{}, wire.Invalidf("%v", err)
	}
	if v.Float("threshold") > 0 && sel != mcts.MaxReward {
		return mcts.SingleParams{}, wire.Invalidf("parameter \"threshold\" applies only with selection max")
	}
	return mcts.SingleParams{
		Iterations: v.Int("iterations"), C: v.Float("c"), Selection: sel, Threshold: v.Float("threshold"),
		SimDepth: v.Int("sim_depth"), UniqueStates: v.Bool("unique_states"), AvoidRecent: v.Int("avoid_recent"),
		SPMCTS: v.Bool("spmcts"), D: v.Float("d"),
		Weights: mcts.Weights{Goal: v.Float("w_goal"), Progress: v.Float("w_progress")},
	}, nil
}
