package bloxorzgame

import (
	"fmt"
	"strconv"
	"strings"

	"searchlab/core/bloxorz"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// Descriptor plugs Bloxorz (core/bloxorz) into the service: every
// systematic algorithm except bidirectional search (the problem has no sound
// predecessor function, see bloxorz.Problem) and every local one, the
// genetic algorithm with the Bloxorz-aware fitness (bloxorz.NewFitness), and
// single-player Monte Carlo tree search (core/mcts) with the parameters of
// its variants.
//
// Board: the text of a level file (the format of levels/README.md), or
// "classic:N" for classic stage N (1..33) as embedded in the binary; the
// parameter "level" (1..33) does the same and then the board must be empty
// or name the same stage.
//
// Parameter "costing" (every algorithm): "free" — control swaps between the
// cubes of a split block cost nothing (the state is the unordered pair of
// cubes; optimal total over the 33 stages 1999) — or "counted" — each swap
// is a move of cost 1 (total 2016).
//
// Response: "moves" are the keys a player presses, U D L R, with S inserted
// wherever control passes to the other cube (the first cube of a split is
// controlled first). "switches" (BloxorzResult) is the number of S keys,
// "rolls" the number of U D L R keys. With an optimal algorithm (BFS, UCS,
// A*, IDA*, IDDFS) the keys are, among the optimal solutions, one with the
// fewest switches: the algorithm's own sequence goes through
// bloxorz.Problem.FewestSwitches, within the budgets it left, and
// "fewest_switches" reports the switches it had and the pass's work (the
// statistics stay the algorithm's). DFS, DLS, greedy, local search and MCTS
// return their own sequence as found.
// "length" and "cost" are the number of moves the search counted: with
// costing "free" the keys other than S (len(moves) − switches), with
// "counted" every key, S included (len(moves)). Statistics are the search's.
//
// Verdicts before any search: a level text the parser rejects is "invalid"
// with the parser's sentence; a level whose exit the relaxed game (every
// bridge on, no switch, fragile tiles as floor: an over-approximation of
// the real moves, see bloxorz.Problem.H) cannot reach from the start is
// "unsolvable", which is then a proof.
type Descriptor struct{}

// Bloxorz board prefix naming a classic stage.
const bloxorzClassicPrefix = "classic:"

func (Descriptor) Info() registry.GameInfo {
	return registry.GameInfo{
		ID:   "bloxorz",
		Name: "Bloxorz",
		Help: "Roll the 1×1×2 block to stand upright on the exit without falling off (rules R1–R13: fragile tiles, soft and hard switches with bridges, split switches). " +
			"Board: the text of a level file (levels/README.md), or classic:N for classic stage N (1..33). " +
			"Moves are the keys U, D, L, R, and S to pass control to the other cube of a split block.",
		Example: "classic:1",
		Moves:   []string{"U", "D", "L", "R", "S"},
	}
}

func bloxorzParams() []registry.Param {
	return []registry.Param{
		registry.EnumParam("costing", []string{"free", "counted"}, "free",
			"Switches of control between the two cubes of a split block (the S key): free — not moves, so the length counts only the U D L R rolls (optimal algorithms still keep switches to the fewest) — or counted — each S is a move of cost 1 and counts in the length."),
		registry.IntParam("level", 0, bloxorz.ClassicCount, 0,
			fmt.Sprintf("Classic stage to solve (1..%d) instead of the board text; 0: use the board.", bloxorz.ClassicCount)),
		registry.BoolParam("heatmap", false,
			"Also return \"heatmap\": per cell (row-major, width × height of the level), how many expanded states the piece covered it in (MCTS: the tree nodes it expanded; the genetic algorithm: the states along every move sequence it decoded)."),
	}
}

// bloxorzGeneticLength is the default chromosome length for Bloxorz: the
// classic optima reach 129 moves, and a chromosome shorter than the
// solution can never reach the exit.
const bloxorzGeneticLength = 150

func (Descriptor) Algorithms() []registry.AlgorithmInfo {
	var out []registry.AlgorithmInfo
	for _, a := range append(registry.SystematicAlgorithms(), registry.LocalAlgorithms()...) {
		if a.ID == registry.AlgoBidirectional {
			continue
		}
		if a.ID == registry.AlgoGenetic {
			a.Help = "Evolves a population of move sequences by selection, crossover and mutation; fitness: relaxed distance to the exit of the best state reached, plus small penalties for moves that would fall and for immediate reversals. Not complete, not optimal."
			ps := make([]registry.Param, len(a.Params))
			copy(ps, a.Params)
			for i, p := range ps {
				if p.Name == "length" {
					ps[i] = registry.IntParam("length", 1, 1000, bloxorzGeneticLength, "Moves per chromosome (at least the solution's length).")
				}
			}
			a.Params = ps
		}
		if a.ID == registry.AlgoIDAStar {
			// Bloxorz is full of short cycles: plain IDA* exceeds any
			// reasonable budget on about half the classic stages.
			ps := make([]registry.Param, len(a.Params))
			copy(ps, a.Params)
			for i, p := range ps {
				if p.Name == registry.ParamTranspositions {
					ps[i].Default = true
				}
			}
			a.Params = ps
		}
		out = append(out, a.WithParams(bloxorzParams()...))
	}
	return append(out, bloxorzMCTSInfo().WithParams(bloxorzParams()...))
}

// bloxorzMCTSInfo describes single-player MCTS with the parameters of the
// variants of the Bloxorz study (mcts.SingleParams; defaults from
// registry.SingleMCTSDefaults, mcts.DefaultSingleParams'): UCT on the mean or the maximum reward, a
// threshold for the maximum, unique-state trees, recent-move avoidance in
// simulations, SP-MCTS, and the reward weights (goal, progress, split,
// bridge cells gained and lost, reported by bloxorz.Problem.Events).
func bloxorzMCTSInfo() registry.AlgorithmInfo {
	d := registry.SingleMCTSDefaults()
	return registry.SingleMCTSInfo(registry.SingleMCTSWords{
		Help:         "Grows a search tree by random playouts, selecting children by UCT on the playout rewards (reaching the exit, progress of the relaxed distance, splits and bridges); returns the first winning sequence found. Not complete within its budget, not optimal.",
		SimDepth:     "Moves per simulation.",
		UniqueStates: "Keep each state at most once in the tree (an exhausted tree then proves there is no solution).",
		AvoidRecent:  "Simulations avoid repeating any of the last k moves (0: off).",
		Goal:         "Reward for reaching the exit.",
		Progress:     "Reward weight of the progress 1 − h_min/h_start of the relaxed distance.",
	},
		registry.FloatParam("w_split", -100, 100, d.Split, "Reward per split of the block."),
		registry.FloatParam("w_gained", -100, 100, d.Gained, "Reward per bridge cell turned on."),
		registry.FloatParam("w_lost", -100, 100, d.Lost, "Reward per bridge cell turned off."),
	)
}

// bloxorzLevel reads the level of a job: the "level" parameter, a
// classic:N board or a level file's text.
func BloxorzLevel(job registry.Job) (*bloxorz.Level, error) {
	return bloxorzLevelOf(job.Board, job.Values.Int("level"))
}

// bloxorzLevelOf reads a level: classic stage n (0: none), a classic:N
// board or a level file's text.
func bloxorzLevelOf(text string, n int) (*bloxorz.Level, error) {
	board := strings.TrimSpace(text)
	if rest, ok := strings.CutPrefix(board, bloxorzClassicPrefix); ok {
		k, err := strconv.Atoi(strings.TrimSpace(rest))
		if err != nil || k < 1 || k > bloxorz.ClassicCount {
			return nil, wire.Invalidf("board %q names no classic stage: write classic:N with N from 1 to %d", board, bloxorz.ClassicCount)
		}
		if n != 0 && n != k {
			return nil, wire.Invalidf("the board names classic stage %d but parameter \"level\" is %d", k, n)
		}
		n = k
	} else if n != 0 && board != "" {
		return nil, wire.Invalidf("parameter \"level\" is %d and the board is a level text: give one or the other", n)
	}
	if n != 0 {
		l, err := bloxorz.Classic(n)
		if err != nil {
			return nil, fmt.Errorf("classic stage %d does not load: %v", n, err)
		}
		return l, nil
	}
	if board == "" {
		return nil, wire.Invalidf("the board is empty: give a level file's text, or classic:N for a classic stage (1..%d)", bloxorz.ClassicCount)
	}
	l, err := bloxorz.Parse(text)
	if err != nil {
		return nil, wire.Invalidf("%v", err)
	}
	return l, nil
}
