package mcts_test

// An external test package, so that core/nim may import core/mcts without
// an import cycle in this package's tests.

import (
	"math/rand/v2"
	"testing"

	"searchlab/core/adversarial"
	"searchlab/core/mcts"
	"searchlab/core/nim"
)

func seeded(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed)) }

// Cross-check with the project's own Nim (core/nim) and its oracle: the
// winning move in small positions of Nim (normal and misère) and Grundy's
// game, at least 95 of 100 seeds (20 with -short), MCTS-Solver on, 50 000
// iterations.
func TestUCTOnCoreNim(t *testing.T) {
	cases := []struct {
		g     nim.Game
		heaps []int
	}{
		{nim.Game{Variant: nim.Nim, Rule: nim.Normal}, []int{3, 4, 5}},
		{nim.Game{Variant: nim.Nim, Rule: nim.Misere}, []int{1, 1, 2}},
		{nim.Game{Variant: nim.Nim, Rule: nim.Misere}, []int{2, 3, 4}},
		{nim.Game{Variant: nim.Grundy, Rule: nim.Normal}, []int{8}},
		{nim.Game{Variant: nim.Grundy, Rule: nim.Normal}, []int{5, 9}},
	}
	seeds := 100
	if testing.Short() {
		seeds = 20
	}
	p := mcts.DefaultUCTParams[nim.State, nim.Move]()
	p.Iterations = 50000
	for _, c := range cases {
		root := nim.MustState(c.heaps...)
		or := nim.NewOracle(c.g)
		if w, err := or.Wins(root); err != nil || !w {
			t.Fatalf("%v %v %v: the oracle says the player to move loses (%v)", c.g.Variant, c.g.Rule, c.heaps, err)
		}
		ok := 0
		for seed := uint64(1); seed <= uint64(seeds); seed++ {
			u := mcts.NewUCT[nim.State, nim.Move](c.g, root, adversarial.Options[nim.State, nim.Move]{}, p, seeded(seed))
			r := adversarial.Solve[nim.Move](u)
			if !r.HasMove {
				t.Fatalf("%v: no move", c.heaps)
			}
			if err := c.g.Check(root, r.BestMove); err != nil {
				t.Fatalf("%v: %v", c.heaps, err)
			}
			if w, err := or.Wins(c.g.Apply(root, r.BestMove)); err == nil && !w {
				ok++
			}
		}
		if ok*100 < 95*seeds {
			t.Errorf("%v %v %v: winning move in %d of %d seeds", c.g.Variant, c.g.Rule, c.heaps, ok, seeds)
		}
	}
	// A whole game against the oracle from a won position.
	g := nim.Game{Variant: nim.Nim, Rule: nim.Normal}
	m := adversarial.NewMatch[nim.State, nim.Move](g, nim.MustState(3, 4, 5), mcts.NewUCTPlayer(g, adversarial.Options[nim.State, nim.Move]{}, p, seeded(1)), nim.NewOracle(g))
	if u, err := m.Play(100); err != nil || u != 1 {
		t.Errorf("UCT against the oracle from 3 4 5: utility %v, %v; want a win (moves %v)", u, err, m.Moves)
	}
}
