package othello

import "math"

// Multi-ProbCut (Buro, "Experiments with Multi-ProbCut and a new
// high-quality evaluation function for Othello", Games in AI Research,
// 1997/2000; after ProbCut, Buro, ICCA Journal 18(2), 1995): the value of a
// deep search is well predicted by a shallow one, v_d ≈ a·v_s + b with a
// normal error of deviation σ, so before searching a node d plies deep the
// search of s = probCutShallow(d) plies asks, with a null window, whether
// v_s is so high that v_d ≥ beta holds with high probability (v_s ≥
// (beta − b + t·σ)/a: cut with beta), or so low that v_d ≤ alpha does (v_s
// ≤ (alpha − b − t·σ)/a: cut with alpha). t (PVSParams.ProbCut) trades
// errors for speed. "Multi": the check is made at every depth from
// probCutMinDepth, each with its own fitted (a, b, σ), and the shallow
// searches use ProbCut themselves.
//
// Selective, hence neither complete nor optimal at its depth: a cut may be
// wrong (with probability about Φ(−t) per check). It is used only in PVS's
// midgame search, never below the exact solver (values proven at the end
// of the game stay exact: a node solved exactly is never cut, and a value
// that a cut decided is never reported as proven). Cost: one null-window
// search of s plies per check, small against the d-ply search it avoids.

// probCutFit is the fitted model v_d ≈ A·v_s + B with residual deviation
// Sigma (discs) for the depth pair (d, probCutShallow(d)).
type probCutFit struct{ A, B, Sigma float64 }

// DefaultProbCut is the threshold t of the registry's alpha-beta with a
// time per move, and of the Expert level (other fixed depths search full
// width).
// On BenchmarkPVS's positions at depth 10: t=1 40k nodes, 1.5 64k, 2 86k,
// off 505k. At 250 ms a move, t=1.5 won 18-1-5 against main's full-width
// engine (issue 33).
const DefaultProbCut = 1.5

// probCutMinDepth is the smallest remaining depth checked.
const probCutMinDepth = 3

// ProbCutStages is the number of game stages with models of their own:
// the error of the prediction grows as the end of the game nears.
const ProbCutStages = 4

// ProbCutStage is the stage of a node with n empties: 0 for 14–23 (and
// fewer), 1 for 24–33, 2 for 34–43, 3 for 44 and more.
func ProbCutStage(n int) int { return min(max(n-14, 0)/10, ProbCutStages-1) }

// probCutFits[d][stage] is the model of depth d (from probCutMinDepth;
// depths past the table use its last row). Fitted by `go run
// ./core/othello/cmd/fitprobcut` (see there for the data: shallow/deep
// pairs of full-width PVS values on self-play positions).
// Fitted on 240 positions (seed 1, 14–54 empties) in 5m40s of CPU under
// heavy load; about 58 pairs per cell, so σ is known to some ±10%.
var probCutFits = [][ProbCutStages]probCutFit{
	3: { // s=1; pairs by stage: 58 58 59 65
		{0.992, 0.892, 5.761}, {0.972, 1.345, 2.839}, {1.002, 0.830, 2.129}, {1.086, 0.559, 1.991},
	},
	4: { // s=2; pairs by stage: 58 58 59 65
		{1.009, -0.046, 3.934}, {1.030, 0.555, 2.304}, {0.998, 0.139, 1.977}, {0.974, 0.276, 1.567},
	},
	5: { // s=3; pairs by stage: 58 58 59 65
		{1.022, 0.612, 3.617}, {0.976, -0.083, 2.009}, {1.026, -0.232, 2.080}, {0.923, 0.223, 1.617},
	},
	6: { // s=2; pairs by stage: 58 58 59 65
		{1.046, 0.510, 5.002}, {1.030, 0.348, 3.066}, {1.049, 0.226, 2.784}, {0.904, 0.347, 1.898},
	},
	7: { // s=3; pairs by stage: 58 58 59 65
		{1.019, 1.407, 4.502}, {1.033, -0.091, 3.385}, {1.036, 0.283, 2.411}, {0.965, 0.525, 2.011},
	},
	8: { // s=4; pairs by stage: 58 58 59 65
		{1.037, 1.299, 3.833}, {1.023, -0.248, 3.189}, {1.038, 0.286, 2.564}, {1.024, 0.488, 1.597},
	},
	9: { // s=5; pairs by stage: 58 58 59 65
		{1.018, 1.465, 3.457}, {1.053, 0.135, 2.496}, {1.038, 0.526, 2.601}, {1.007, 0.349, 1.722},
	},
	10: { // s=4; pairs by stage: 58 58 59 65
		{1.068, 0.985, 4.344}, {1.027, -0.338, 3.429}, {1.074, 0.421, 3.173}, {0.962, 0.601, 2.008},
	},
}

// ProbCutShallowDepth is the depth of the shallow search that predicts a
// search of d plies: about d/2 with d's parity (the evaluation's odd/even
// swing then cancels; Edax's 2⌊d/4⌋ + d mod 2, at least 1).
func ProbCutShallowDepth(d int) int {
	s := 2*(d/4) + d&1
	if s == 0 {
		s = max(d-2, 1)
	}
	return s
}

// probCutModel returns the model of depth d at n empties.
func probCutModel(d, n int) probCutFit {
	return probCutFits[min(d, len(probCutFits)-1)][ProbCutStage(n)]
}

// probCut tries the Multi-ProbCut checks at a node (own to move) with
// depth plies left and window (alpha, beta): it returns the bound and true
// when a shallow search shows the node very likely fails high (≥ beta) or
// low (≤ alpha). The shallow searches' nodes count; the node's exactness
// (usedEval) is left as it was unless a cut is made.
func (s *PVS) probCut(own, opp uint64, depth, alpha, beta int) (int, bool) {
	t := s.p.ProbCut
	n := count(^(own | opp))
	if t <= 0 || depth < probCutMinDepth || depth >= n { // a search to the end of the game stays exact
		return 0, false
	}
	m := probCutModel(depth, n)
	sd := ProbCutShallowDepth(depth)
	used := s.usedEval
	if beta < 64 {
		if hi := int(math.Ceil((float64(beta) - m.B + t*m.Sigma) / m.A)); hi < 64 {
			if v := s.search(own, opp, sd, hi-1, hi, false); v >= hi && !s.stopped {
				s.usedEval = true
				return beta, true
			}
		}
	}
	if alpha > -64 && !s.stopped {
		if lo := int(math.Floor((float64(alpha) - m.B - t*m.Sigma) / m.A)); lo > -64 {
			if v := s.search(own, opp, sd, lo, lo+1, false); v <= lo && !s.stopped {
				s.usedEval = true
				return alpha, true
			}
		}
	}
	s.usedEval = used
	return 0, false
}
