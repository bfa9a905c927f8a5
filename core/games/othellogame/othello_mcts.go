package othellogame

import (
	"fmt"

	"searchlab/core/othello/mctsconfig"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// The three Othello MCTS programs of the Can Tho paper (Nguyen & Nguyen
// 2015), described here from their settings (core/othello/mctsconfig) and
// built by core/othello/mctsprog on core/mcts in the engine package: mcts-uct (OthelloMCTS1:
// UCT, C = 0.85, uniform playouts), mcts-bt (OthelloMCTS2: the biased UCB of
// Ikeda & Viennot with Bradley–Terry priors over the Buro features, C_BT =
// 0.5, K = 5000, roulette playouts) and mcts-bt-opt (OthelloMCTS3: the same
// with the project's optimised features). A player's text form
// (PlayerSpec) names their parameters as a solve request does.

// Algorithm ids of the Bradley–Terry programs (mcts-uct is AlgoMCTSUCT).
const (
	AlgoMCTSBT      = mctsconfig.BT
	AlgoMCTSBTOpt   = mctsconfig.BTOpt
	AlgoMCTSLearned = mctsconfig.Learned
)

func init() {
	infos := othelloMCTSAlgorithms()
	for i, id := range []string{AlgoMCTSBT, AlgoMCTSBTOpt, AlgoMCTSLearned} {
		for _, info := range infos {
			if info.ID == id {
				registerOthelloAlgo(othelloAlgo{Order: 40 + i, Info: info, Check: checkOthelloMCTSProgram})
			}
		}
	}
}

// checkOthelloMCTSProgram reports settings of a program that do not fit
// together (mctsconfig.Config.Check).
func checkOthelloMCTSProgram(job registry.Job) error {
	if _, err := OthelloMCTSConfig(job.Algo.ID, job.Values); err != nil {
		return wire.Invalidf("%v", err)
	}
	return nil
}

// othelloMCTSAlgorithms describes the three programs with their
// parameters, defaults from their presets.
func othelloMCTSAlgorithms() []registry.AlgorithmInfo {
	help := map[string]string{
		mctsconfig.UCT:     "OthelloMCTS1 of Nguyen & Nguyen (2015): UCT (Kocsis & Szepesvári 2006) with C = 0.85 and uniformly random playouts. Value: the win rate of the recommended move in [−1, 1]. Not complete within its budget, not optimal.",
		mctsconfig.BT:      "OthelloMCTS2: the biased UCB of Ikeda & Viennot (2013), X̄ + C·√(ln N/n) + C_BT·√(K/(N+K))·P(m), with P the Bradley–Terry probability (Coulom 2007) over the Buro features (the 3×3 pattern around each of the 9 kinds of square), and roulette playouts drawing moves ∝ their strength. Not complete within its budget, not optimal.",
		mctsconfig.BTOpt:   "OthelloMCTS3: OthelloMCTS2 with SearchLab's optimised features (pattern, discs flipped, opponent mobility, corner given, parity, new frontier). Not complete within its budget, not optimal.",
		mctsconfig.Learned: "OthelloMCTS3's biased UCB without playouts: every new leaf is scored by the learned evaluation as a win probability (the evaluation cut-off of Lorentz 2008 and Winands et al. 2010), C = 0.3. Not complete within its budget, not optimal.",
	}
	names := map[string]string{
		mctsconfig.UCT: "MCTS1: UCT (Othello paper)", mctsconfig.BT: "MCTS2: biased UCB + BT roulette (Buro)", mctsconfig.BTOpt: "MCTS3: biased UCB + BT roulette (optimised)",
		mctsconfig.Learned: "MCTS + learned evaluation (biased UCB, evaluated leaves)",
	}
	var out []registry.AlgorithmInfo
	for _, id := range mctsconfig.Names {
		c, _ := mctsconfig.Preset(id)
		out = append(out, registry.AlgorithmInfo{ID: id, Name: names[id], Family: registry.FamilyMCTS, Randomized: true, Help: help[id], Params: othelloMCTSParams(c)})
	}
	return out
}

// othelloMCTSParams are the parameters of a program, defaults from c.
func othelloMCTSParams(c mctsconfig.Config) []registry.Param {
	return []registry.Param{
		registry.IntParam("iterations", 1, 100_000_000, int64(c.Iterations), "Playouts per search (the search ends found when they are spent, with its estimate); timeout_ms also stops it."),
		registry.FloatParam("c", 0, 100, c.C, "UCT exploration constant C on rewards in [0, 1] (the paper: 0.85)."),
		registry.EnumParam("features", append([]string{mctsconfig.NoFeatures}, mctsconfig.FeatureSets...), c.Features, "Bradley–Terry feature set for the bias term and roulette playouts: none (plain UCT), buro (the paper's) or optimised (SearchLab's)."),
		registry.FloatParam("c_bt", 0, 100, c.CBT, "Weight C_BT of the bias term C_BT·√(K/(N+K))·P(m) (the paper: 0.5); ignored without features.").OnlyWith("features", mctsconfig.FeatureSets...),
		registry.FloatParam("k", 1, 1e9, c.K, "K of the bias term: the bias fades as the node's visits N grow past K (the paper: 5000).").OnlyWith("features", mctsconfig.FeatureSets...),
		registry.BoolParam("sqrt", c.Sqrt, "Take the square root of K/(N+K) (Ikeda & Viennot); off: the linear K/(N+K) (the paper's formula is ambiguous).").OnlyWith("features", mctsconfig.FeatureSets...),
		registry.EnumParam("playout", []string{mctsconfig.Uniform, mctsconfig.Roulette}, c.Playout, "Playout policy: uniform random moves, or roulette (moves drawn ∝ their Bradley–Terry strength; needs features)."),
		registry.BoolParam("solver", c.Solver, "MCTS-Solver: propagate proven wins and losses and stop once the root is proven."),
		registry.IntParam("finish_empties", 0, mctsconfig.MaxFinishEmpties, int64(c.FinishEmpties), "End playouts with the exact endgame solver once this many squares or fewer are empty (0: never)."),
		registry.EnumParam("eval", []string{mctsconfig.NoEval, mctsconfig.LearnedEval}, c.Eval, "Score playouts: none (play them to the end) or learned (stop after cutoff_moves moves and score the position by the learned evaluation as a win probability)."),
		registry.IntParam("cutoff_moves", 0, 60, int64(c.CutoffMoves), "With eval=learned: random playout moves before the evaluation (0: the new leaf itself)."),
		othelloMoveTimeParam(),
	}
}

// OthelloMCTSConfig reads a request's validated values into the program's
// settings.
func OthelloMCTSConfig(algo string, v registry.Values) (mctsconfig.Config, error) {
	c, err := mctsconfig.Preset(algo)
	if err != nil {
		return c, err
	}
	c.Iterations, c.C, c.Features = v.Int("iterations"), v.Float("c"), v.String("features")
	c.CBT, c.K, c.Sqrt = v.Float("c_bt"), v.Float("k"), v.Bool("sqrt")
	c.Playout, c.Solver, c.FinishEmpties = v.String("playout"), v.Bool("solver"), v.Int("finish_empties")
	c.Eval, c.CutoffMoves = v.String("eval"), v.Int("cutoff_moves")
	if err := c.Check(); err != nil {
		return c, fmt.Errorf("%s: %w", algo, err)
	}
	return c, nil
}
