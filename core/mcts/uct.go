package mcts

import (
	"fmt"
	"math"

	"searchlab/core/search"
)

// Selection says which reward statistic of a child the tree policy
// exploits.
type Selection uint8

const (
	// MeanReward: UCT on the average reward X̄_j (Kocsis & Szepesvári 2006).
	MeanReward Selection = iota
	// MaxReward: UCT on the best reward seen through the child, the choice
	// for deterministic puzzles where one good line is enough (Schadd et
	// al. 2008 keep the maximum for the same reason).
	MaxReward
)

var selectionNames = [...]string{"mean", "max"}

// String returns the selection's wire name.
func (s Selection) String() string {
	if int(s) < len(selectionNames) {
		return selectionNames[s]
	}
	return fmt.Sprintf("selection(%d)", uint8(s))
}

// ParseSelection returns the selection with the given wire name.
func ParseSelection(name string) (Selection, error) {
	for i, n := range selectionNames {
		if n == name {
			return Selection(i), nil
		}
	}
	return 0, fmt.Errorf("unknown selection %q (want mean or max)", name)
}

// selector is the tree policy: the score of child j of a node visited N
// times is
//
//	exploit_j + C·sqrt(ln N / n_j)                                   (UCT)
//	          + sqrt((Σx²_j − n_j·X̄_j² + D) / n_j)                  (SP-MCTS)
//	          + C_BT·sqrt(K / (N + K))·P(m_j)                    (biased UCB)
//
// where exploit_j is X̄_j (MeanReward) or the best reward max_j (MaxReward),
// n_j the child's visits and Σx²_j the sum of its squared rewards (Kocsis &
// Szepesvári 2006; Schadd et al., "Single-Player Monte-Carlo Tree Search",
// CG 2008, §3.1; the biased UCB of Ikeda & Viennot, "Efficiency of Static
// Knowledge Bias in Monte-Carlo Tree Search", CG 2013, with P(m_j) the
// child's prior probability and K/(N+K) taken linearly when linear is set).
// Unvisited children come first, in random order (with a prior: the highest
// prior first, ties in random order). With
// MaxReward and a positive threshold, once some child's max_j reaches the
// threshold (a decisive event was met below it) exploration stops at that
// node: the child with the highest max_j is taken.
type selector struct {
	c         float64
	useMax    bool
	threshold float64
	sp        bool
	d         float64
	// biased UCB: prior on, C_BT, K, and K/(N+K) without the square root.
	prior  bool
	cbt, k float64
	linear bool
}

// score is the selection value of a visited child with the given
// statistics, under a parent with ln N = lnN.
func (sel *selector) score(visits int64, sum, sumSq, best, lnN float64) float64 {
	nj := float64(visits)
	mean := sum / nj
	v := mean
	if sel.useMax {
		v = best
	}
	v += sel.c * math.Sqrt(lnN/nj)
	if sel.sp {
		v += math.Sqrt(max(0, sumSq-nj*mean*mean+sel.d) / nj)
	}
	return v
}

// selectChild returns the child of parent to descend to, skipping exhausted
// children when skipDone, or -1 when no child can be selected.
func selectChild[S comparable, A any](t *tree[S, A], parent int32, sel *selector, r search.Rand, skipDone bool) int32 {
	p := &t.nodes[parent]
	first, end := p.first, p.first+p.kids
	// Unvisited children first, uniformly at random (reservoir sampling).
	pick, unvisited := int32(-1), 0
	bestPrior := float32(-1)
	for id := first; id < end; id++ {
		c := &t.nodes[id]
		if (skipDone && c.done) || c.visits > 0 {
			continue
		}
		if sel.prior {
			pr := t.priorOf(id)
			if pr < bestPrior {
				continue
			}
			if pr > bestPrior {
				bestPrior, unvisited = pr, 0
			}
		}
		unvisited++
		if unvisited == 1 || r.IntN(unvisited) == 0 {
			pick = id
		}
	}
	if pick >= 0 {
		return pick
	}
	if sel.useMax && sel.threshold > 0 {
		best, bestMax := int32(-1), math.Inf(-1)
		for id := first; id < end; id++ {
			c := &t.nodes[id]
			if !(skipDone && c.done) && c.max > bestMax {
				best, bestMax = id, c.max
			}
		}
		if best >= 0 && bestMax >= sel.threshold {
			return best
		}
	}
	lnN := math.Log(float64(max(p.visits, 1)))
	w := sel.biasWeight(p.visits)
	best, bestScore := int32(-1), math.Inf(-1)
	for id := first; id < end; id++ {
		c := &t.nodes[id]
		if skipDone && c.done {
			continue
		}
		if s := sel.score(c.visits, c.sum, c.sumSq, c.max, lnN) + w*float64(t.priorOf(id)); s > bestScore || best < 0 {
			best, bestScore = id, s
		}
	}
	return best
}
