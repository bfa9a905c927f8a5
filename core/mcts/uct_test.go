package mcts

import (
	"math"
	"testing"
)

// star builds a root with children whose rewards are given, each list
// backpropagated one playout at a time.
func star(rewards ...[]float64) *tree[int, int] {
	t := &tree[int, int]{}
	t.reset(0, 0)
	t.beginChildren(0)
	for i := range rewards {
		t.add(0, i+1, i, 0)
	}
	for i, rs := range rewards {
		for _, r := range rs {
			t.backprop(int32(i+1), [2]float64{r, r})
		}
	}
	return t
}

func TestSelectUnvisitedFirst(t *testing.T) {
	tr := star([]float64{1, 1, 1}, nil, []float64{0.9}, nil)
	seen := map[int32]int{}
	r := seeded(1)
	for range 400 {
		seen[selectChild(tr, 0, &selector{c: 1}, r, false)]++
	}
	if len(seen) != 2 || seen[2] == 0 || seen[4] == 0 {
		t.Errorf("selection among unvisited children 2 and 4: %v", seen)
	}
	if seen[2] < 150 || seen[4] < 150 {
		t.Errorf("unvisited children should be drawn uniformly: %v", seen)
	}
}

func TestSelectUCTFormula(t *testing.T) {
	// Child 1: mean 0.6 over 10 visits; child 2: mean 0.5 over 2 visits.
	// Root visits N = 12, ln N ≈ 2.4849.
	tr := star([]float64{1, 1, 1, 1, 1, 1, 0, 0, 0, 0}, []float64{1, 0})
	lnN := math.Log(12)
	u1 := 0.6 + 0.5*math.Sqrt(lnN/10)
	u2 := 0.5 + 0.5*math.Sqrt(lnN/2)
	if !(u2 > u1) {
		t.Fatalf("test setup: expected child 2 to win with C = 0.5 (%v vs %v)", u2, u1)
	}
	r := seeded(1)
	if got := selectChild(tr, 0, &selector{c: 0.5}, r, false); got != 2 {
		t.Errorf("C = 0.5: selected %d, want 2 (UCT %v vs %v)", got, u2, u1)
	}
	if got := selectChild(tr, 0, &selector{c: 0}, r, false); got != 1 {
		t.Errorf("C = 0: selected %d, want the higher mean, 1", got)
	}
	// Max reward: both saw a reward of 1, so with C = 0 the tie goes to
	// the first child; with C > 0 the less visited one wins.
	if got := selectChild(tr, 0, &selector{c: 0, useMax: true}, r, false); got != 1 {
		t.Errorf("max, C = 0: selected %d, want 1 (tie, first)", got)
	}
	if got := selectChild(tr, 0, &selector{c: 0.1, useMax: true}, r, false); got != 2 {
		t.Errorf("max, C = 0.1: selected %d, want 2", got)
	}
	// Exhausted children are skipped.
	tr.at(2).done = true
	if got := selectChild(tr, 0, &selector{c: 0.5}, r, true); got != 1 {
		t.Errorf("child 2 exhausted: selected %d, want 1", got)
	}
	tr.at(1).done = true
	if got := selectChild(tr, 0, &selector{c: 0.5}, r, true); got != -1 {
		t.Errorf("all exhausted: selected %d, want -1", got)
	}
}

func TestSelectMaxThreshold(t *testing.T) {
	// Child 1 once reached 0.8 (a decisive event) but has a low mean and
	// many visits; child 2 has a better UCT score.
	tr := star([]float64{0.8, 0, 0, 0, 0, 0, 0, 0, 0, 0}, []float64{0.5, 0.5})
	r := seeded(1)
	free := &selector{c: 1, useMax: true}
	if got := selectChild(tr, 0, free, r, false); got != 2 {
		t.Fatalf("without threshold: selected %d, want 2", got)
	}
	if got := selectChild(tr, 0, &selector{c: 1, useMax: true, threshold: 0.75}, r, false); got != 1 {
		t.Errorf("threshold 0.75 reached by child 1: selected %d, want 1", got)
	}
	if got := selectChild(tr, 0, &selector{c: 1, useMax: true, threshold: 0.9}, r, false); got != 2 {
		t.Errorf("threshold 0.9 not reached: selected %d, want 2", got)
	}
}

func TestSelectSPMCTSDeviation(t *testing.T) {
	// Same mean 0.5 and visits; child 1 always 0.5, child 2 alternates 0
	// and 1 (variance 0.25). UCT ties (first wins); SP-MCTS prefers the
	// uncertain child 2: sqrt((Σx² − n·X̄² + D)/n) = sqrt((2 − 1 + D)/4).
	tr := star([]float64{0.5, 0.5, 0.5, 0.5}, []float64{0, 1, 0, 1})
	r := seeded(1)
	if got := selectChild(tr, 0, &selector{c: 0.5}, r, false); got != 1 {
		t.Errorf("UCT: selected %d, want 1 (tie)", got)
	}
	if got := selectChild(tr, 0, &selector{c: 0.5, sp: true, d: 0.1}, r, false); got != 2 {
		t.Errorf("SP-MCTS: selected %d, want 2", got)
	}
	sel := &selector{c: 0, sp: true, d: 0.1}
	n := tr.at(2)
	want := 0.5 + math.Sqrt((2-4*0.25+0.1)/4)
	if got := sel.score(n.visits, n.sum, n.sumSq, n.max, math.Log(8)); math.Abs(got-want) > 1e-12 {
		t.Errorf("SP-MCTS score %v, want %v", got, want)
	}
}

func TestBackpropPerPlayer(t *testing.T) {
	tr := &tree[int, int]{}
	tr.reset(0, 1)
	tr.beginChildren(0)
	a := tr.add(0, 1, 0, 0) // player 0 moved into a
	tr.beginChildren(a)
	b := tr.add(a, 2, 0, 1) // player 1 moved into b
	tr.backprop(b, [2]float64{1, 0})
	if tr.at(b).sum != 0 || tr.at(a).sum != 1 || tr.at(0).sum != 0 {
		t.Errorf("sums %v %v %v, want 0 (b, player 1 lost) 1 (a, player 0 won) 0 (root, player 1)",
			tr.at(b).sum, tr.at(a).sum, tr.at(0).sum)
	}
	for _, id := range []int32{0, a, b} {
		if tr.at(id).visits != 1 {
			t.Errorf("node %d: %d visits", id, tr.at(id).visits)
		}
	}
	if v := tr.view(int(b)); v.Depth != 2 || v.Parent != int(a) || v.Max != 0 || v.Mean != 0 {
		t.Errorf("view of b: %+v", v)
	}
	if tr.maxDepth != 2 {
		t.Errorf("max depth %d", tr.maxDepth)
	}
}
