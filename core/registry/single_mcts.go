package registry

import "math"

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

// SingleMCTSDefault holds the defaults of the common parameter block.
type SingleMCTSDefault struct {
	Iterations, SimDepth, AvoidRecent int
	C, Threshold, D, Goal, Progress   float64
	Split, Gained, Lost               float64
	Selection                         string
	UniqueStates, SPMCTS              bool
}

// SingleMCTSDefaults are mcts.DefaultSingleParams(), written here so that
// the catalogue links no search (core/registry/dispatch's tests check that
// they agree).
func SingleMCTSDefaults() SingleMCTSDefault {
	return SingleMCTSDefault{Iterations: 10000, SimDepth: 50, C: 0.5, Selection: "mean", UniqueStates: true, D: 0.1, Goal: 1, Progress: 1,
		Split: 0.25, Gained: 0.05, Lost: -0.05}
}

// SingleMCTSInfo describes single-player MCTS (AlgoMCTS, family MCTS) with
// the common parameter block in w's words, then extra.
func SingleMCTSInfo(w SingleMCTSWords, extra ...Param) AlgorithmInfo {
	d := SingleMCTSDefaults()
	ps := []Param{
		IntParam("iterations", 1, 100_000_000, int64(d.Iterations), "Playout budget (budget_exceeded when it runs out)."),
		FloatParam("c", 0, 100, d.C, "UCT exploration constant (0: greedy)."),
		EnumParam("selection", []string{"mean", "max"}, d.Selection, "Exploit the mean or the maximum reward of a child."),
		FloatParam("threshold", 0, 100, d.Threshold, "With selection max: once a child's best reward reaches this, stop exploring there (0: off).").OnlyWith("selection", "max"),
		IntParam("sim_depth", 1, 100000, int64(d.SimDepth), w.SimDepth),
		BoolParam("unique_states", d.UniqueStates, w.UniqueStates),
		IntParam("avoid_recent", 0, 100, int64(d.AvoidRecent), w.AvoidRecent),
		BoolParam("spmcts", d.SPMCTS, "Add SP-MCTS's deviation term (Schadd et al. 2008) to the selection value."),
		FloatParam("d", 0, 1e6, d.D, "SP-MCTS's deviation constant.").OnlyWith("spmcts", "true"),
		FloatParam("w_goal", -100, 100, d.Goal, w.Goal),
		FloatParam("w_progress", -100, 100, d.Progress, w.Progress),
	}
	return AlgorithmInfo{ID: AlgoMCTS, Name: "Monte Carlo tree search", Family: FamilyMCTS, Randomized: true, Complete: false, Optimal: false,
		Help: w.Help, Params: append(ps, extra...)}
}

// Defaults of two-player UCT as the catalogue offers them:
// mcts.DefaultUCTParams' exploration constant (√2, UCB1's) and its
// MCTS-Solver switch, written here so that the catalogue links no search
// (core/registry/dispatch's tests check that they agree).
const (
	DefaultUCTC      = math.Sqrt2
	DefaultUCTSolver = true
)
