package nimgame

import (
	"searchlab/core/registry"
)

// Descriptor plugs Nim and Grundy's game (core/nim) into the service: minimax
// and alpha-beta (core/adversarial), two-player Monte Carlo tree search
// (core/mcts's UCT) and the perfect-play oracle of the theory, all through
// nim.Solve.
//
// Board: heap sizes separated by spaces, e.g. "7 6 8 5 9 5" (1 to
// nim.MaxHeaps heaps of 0 to nim.MaxHeap stones); player 0 is to move.
// Parameters of every algorithm: "rule" (normal: the last move wins; misere:
// the last move loses) and "variant" (nim: take stones from one heap;
// grundy: split a heap into two unequal non-empty heaps).
//
// Response: "moves" is the principal variation in the notation I-K (take K
// stones from heap I, 1-based) or I:A+B (split heap I into A and B);
// "length" its number of plies and "cost" the same (every ply costs 1).
// Two-player fields (TwoPlayerResult):
//
//   - "value": +1 when the player to move wins with perfect play, -1 when
//     that player loses (proven); for MCTS without a proof its estimate
//     2·mean−1 of the recommended move, in [-1, +1]; 0 for a depth-limited
//     minimax or alpha-beta that reached its horizon without a proof (Nim
//     has no evaluation function, so the horizon scores 0, "unknown").
//   - "best_move": the recommended move ("" when the game is over or the
//     search stopped before choosing one).
//   - "proven": whether "value" is exact for the whole game.
//   - "tree_stats": the game-tree statistics (adversarial.Stats: nodes,
//     expanded, generated, cutoffs, tt_hits, tt_entries, depth_reached,
//     max_ply, iterations, playouts, memory_bytes).
//   - "candidates", "candidates_cut": with the "candidates" parameter
//     (nim_candidates.go).
//
// The common "stats" carry the game-tree statistics mapped onto the
// single-agent ones so that "expanded" is always the quantity max_nodes
// bounds: for minimax and alpha-beta the game-tree nodes entered
// (adversarial.Stats.Nodes), "max_frontier" the deepest ply + 1 (the
// explicit stack's height); for MCTS the tree nodes expanded
// (adversarial.Stats.Expanded), "max_frontier" the tree size. "generated"
// counts the children created, "max_depth" the deepest ply, "iterations"
// the deepening iterations or MCTS playouts.
//
// Status: "found" when the search ran to its end (the whole game, its depth
// limit, or MCTS's iteration budget: "proven" tells them apart),
// "budget_exceeded" when max_nodes or timeout_ms ran out (the response
// keeps the move of the last completed iteration when there is one),
// "cancelled". A finished position (no stones in Nim, only heaps of 1 and 2
// in Grundy's game) is "found" with no best move and no moves; its value is
// −1 under normal play (the player to move cannot move and has lost) and +1
// under misère play (the opponent made the last move and lost). A board the
// parser rejects is "invalid" with the parser's sentence. The oracle's exact
// misère Grundy solver is bounded (nim.DefaultOracleStates positions); a
// larger position is "budget_exceeded" with the reason in "error". The
// oracle reports no progress; the theory answers at once, but the misère
// Grundy solver can take tens of seconds near its bound (5 heaps of 25:
// about 30 s natively before it gives up), so it observes timeout_ms and
// cancellation (nim.Oracle.WithContext, checked every few thousand
// positions): it then ends "budget_exceeded" or "cancelled" with no move
// and the reason in "error".
type Descriptor struct{}

func (Descriptor) Info() registry.GameInfo {
	return registry.GameInfo{
		ID:   "nim",
		Name: "Nim and Grundy's game",
		Help: "Two players take turns: in Nim a move takes any number of stones from one heap; in Grundy's game it splits a heap into two unequal heaps. " +
			"Normal play: whoever makes the last move wins; misère: whoever makes it loses. " +
			"Board: heap sizes split by spaces (1 to 12 heaps of 0 to 99), e.g. 7 6 8 5 9 5. " +
			"Moves: I-K takes K stones from heap I (1-based); I:A+B splits heap I into A and B.",
		Example: "7 6 8 5 9 5",
	}
}

// nimParams are the parameters every Nim algorithm takes.
func nimParams() []registry.Param {
	return []registry.Param{
		registry.EnumParam("rule", []string{"normal", "misere"}, "normal", "Who wins: normal (the last move wins) or misere (the last move loses)."),
		registry.EnumParam("variant", []string{"nim", "grundy"}, "nim", "Move rule: nim (take stones from one heap) or grundy (split a heap into two unequal non-empty heaps)."),
		nimCandidatesParam(),
	}
}

// nimDepthParam is minimax's and alpha-beta's depth limit.
func nimDepthParam() registry.Param {
	return registry.IntParam("depth", 0, 10000, 0, "Search this many plies (0: to the end of the game). At the horizon a position scores 0 (unknown), so a shallow search may prove nothing.")
}

// nimMCTSIterations is the default playout budget of UCT on Nim, above
// core/mcts's default (10 000): with the solver, 50 000 iterations prove
// 3 4 5 and find its winning move 1-2 (core/mcts's cross-check: at least
// 95 of 100 seeds on small positions), while 10 000 with seed 1 recommend
// the losing 1-1. On 7 6 8 5 9 5 it takes about 0.4 s and 32 MB natively.
const nimMCTSIterations = 50_000

func (Descriptor) Algorithms() []registry.AlgorithmInfo {
	as := []registry.AlgorithmInfo{
		{ID: registry.AlgoMinimax, Name: "Minimax", Family: registry.FamilyAdversarial, Complete: true, Optimal: true,
			Help: "Negamax over the whole game tree, every child of every node (AIMA 4e §5.2); with tt each position is searched once up to heap order. Complete and optimal (exact value, a winning move) to the end of the game.",
			Params: []registry.Param{
				nimDepthParam(),
				registry.BoolParam("tt", true, "Memoise values by position up to heap order (a search of the game graph); off: the full game tree, which only small positions afford."),
			}},
		{ID: registry.AlgoAlphaBeta, Name: "Alpha-beta", Family: registry.FamilyAdversarial, Complete: true, Optimal: true,
			Help: "Minimax with alpha-beta pruning (AIMA 4e §5.3), optional move ordering, transposition table and iterative deepening; same value as minimax with far fewer nodes. Complete and optimal to the end of the game.",
			Params: []registry.Param{
				nimDepthParam(),
				registry.BoolParam("ordering", true, "Search the table's best move first, then by the history heuristic."),
				registry.BoolParam("tt", true, "Transposition table keyed by the position up to heap order (value, bound, depth, best move)."),
				registry.BoolParam("deepening", false, "Iterative deepening, depth 1, 2, 3, … (off by default: Nim has no evaluation, so shallow iterations score 0 and only add work — 7 6 8 5 9 5 takes about 1.65 M nodes instead of 35 k)."),
			}},
		{ID: registry.AlgoMCTS, Name: "Monte Carlo tree search (UCT)", Family: registry.FamilyMCTS, Randomized: true, Complete: false, Optimal: false,
			Help: "UCT with random playouts (Kocsis & Szepesvári 2006), optionally MCTS-Solver proving wins and losses; value is the estimate of the recommended move unless proven. Not complete within its budget, not optimal.",
			Params: []registry.Param{
				registry.IntParam("iterations", 1, 100_000_000, nimMCTSIterations, "Playout budget (the search ends found when it is spent, with its estimate)."),
				registry.FloatParam("c", 0, 100, registry.DefaultUCTC, "UCB1 exploration constant on rewards in [0, 1] (√2 ≈ 1.414 is UCB1's; 0: greedy)."),
				registry.BoolParam("solver", registry.DefaultUCTSolver, "MCTS-Solver: propagate proven wins and losses and stop once the root is proven."),
			}},
		{ID: registry.AlgoOracle, Name: "Theory oracle", Family: registry.FamilyAdversarial, Complete: true, Optimal: true,
			Help: "Perfect play from the theory without a tree search: Bouton's nim-sum, the misère rule, Sprague–Grundy values; misère Grundy by an exact memoised solver (bounded). Complete and optimal.",
		},
	}
	for i := range as {
		as[i] = as[i].WithParams(nimParams()...)
	}
	return as
}
