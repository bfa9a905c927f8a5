package othello

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"searchlab/core/adversarial"
	"searchlab/core/search"
)

// TestProbCutShallowDepth: the predicting search is shallower than the
// predicted one, at least one ply, and of the same parity from depth 3.
func TestProbCutShallowDepth(t *testing.T) {
	for d := probCutMinDepth; d <= 60; d++ {
		s := ProbCutShallowDepth(d)
		if s < 1 || s >= d || (s-d)%2 != 0 {
			t.Errorf("ProbCutShallowDepth(%d) = %d: want 1 ≤ s < d with d's parity", d, s)
		}
	}
	for d := probCutMinDepth; d < len(probCutFits); d++ {
		for k, m := range probCutFits[d] {
			if m.A <= 0 || m.Sigma <= 0 {
				t.Errorf("probCutFits[%d][%d] = %+v: want A > 0 and σ > 0", d, k, m)
			}
		}
	}
}

// TestProbCutKeepsEndgamesExact: PVS with ProbCut searching to the end of
// the game (FFO #1–10) returns the suite's exact score as proven and one of
// its best moves: nodes searched to the end are never cut.
func TestProbCutKeepsEndgamesExact(t *testing.T) {
	for _, c := range ffoSuite[:10] {
		p := MustParse(c.board)
		s := NewPVS(p, adversarial.Options[Position, Move]{}, PVSParams{Depth: 60, Ordering: true, TT: true, ProbCut: DefaultProbCut})
		r := adversarial.Solve[Move](s)
		v, proven := s.Discs()
		if r.Status != search.Found || v != c.score || !proven || !slices.Contains(strings.Fields(c.best), r.BestMove.String()) {
			t.Errorf("FFO #%d: %d proven %v move %s (status %v), want %d proven, one of %s", c.n, v, proven, r.BestMove, r.Status, c.score, c.best)
		}
	}
}

// TestProbCutPrunes: on midgame positions at depth 7, ProbCut searches
// fewer nodes than the full-width search, is deterministic (the same
// nodes and move twice), plays legal moves, and its values stay close to
// the full-width ones (mean absolute difference at most 3 discs: the cuts
// are wrong rarely, and then by little).
func TestProbCutPrunes(t *testing.T) {
	r := rand.New(rand.NewPCG(33, 34))
	ps := midgamePositions(r, 12, 30)
	if testing.Short() {
		ps = ps[:4]
	}
	var full, cut int64
	diff := 0
	for _, p := range ps {
		run := func(t float64) (adversarial.Result[Move], int) {
			s := NewPVS(p, adversarial.Options[Position, Move]{}, PVSParams{Depth: 7, Ordering: true, TT: true, Deepening: true, ProbCut: t})
			res := adversarial.Solve[Move](s)
			v, _ := s.Discs()
			return res, v
		}
		rf, vf := run(0)
		rc, vc := run(DefaultProbCut)
		again, va := run(DefaultProbCut)
		if again.BestMove != rc.BestMove || again.Stats.Nodes != rc.Stats.Nodes || va != vc {
			t.Fatalf("%s: two ProbCut searches differ: %s %d nodes %d, then %s %d nodes %d", p, rc.BestMove, vc, rc.Stats.Nodes, again.BestMove, va, again.Stats.Nodes)
		}
		if _, err := p.Play(rc.BestMove); err != nil {
			t.Fatalf("%s: ProbCut's move: %v", p, err)
		}
		full += rf.Stats.Nodes
		cut += rc.Stats.Nodes
		diff += max(vf-vc, vc-vf)
	}
	t.Logf("%d positions: %d nodes full width, %d with ProbCut; mean |Δvalue| %.2f", len(ps), full, cut, float64(diff)/float64(len(ps)))
	if cut >= full {
		t.Errorf("ProbCut searched %d nodes, the full-width search %d: no pruning", cut, full)
	}
	if float64(diff)/float64(len(ps)) > 3 {
		t.Errorf("mean |Δvalue| = %.2f discs, want ≤ 3", float64(diff)/float64(len(ps)))
	}
}
