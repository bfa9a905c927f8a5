package mctsprog

import (
	"testing"

	"searchlab/core/adversarial"
	"searchlab/core/internal/cputime"
	"searchlab/core/othello"
	"searchlab/core/othello/mctsconfig"
)

// benchRoot is a position after 10 plies (50 empties), where playouts are
// long and the move lists wide: the programs' typical workload.
func benchRoot(b *testing.B) othello.Position {
	_, p, err := othello.ParseRecord(othello.Start(), "f5d6c3d3c4f4c5b3c2e6")
	if err != nil {
		b.Fatal(err)
	}
	return p
}

// BenchmarkIterations measures MCTS iterations (selection, expansion, one
// playout to the end of the game, backpropagation) per second for each
// program with its preset settings; a search of 1000 iterations per op.
// mcts-uct's playouts are uniform; mcts-bt and mcts-bt-opt compute every
// legal move's features at every playout step (roulette), which is what
// costs them speed. Compare the programs within one run (the machine is
// shared): the ratios are the result; iter/cpu-s (process CPU time, where
// it can be read) is less disturbed by other processes than iter/s.
func BenchmarkIterations(b *testing.B) {
	root := benchRoot(b)
	for _, name := range append(mctsconfig.Names, mctsconfig.UCT+"+finish8") {
		b.Run(name, func(b *testing.B) {
			c, err := mctsconfig.Preset(name)
			if name == mctsconfig.UCT+"+finish8" {
				c, err = mctsconfig.Preset(mctsconfig.UCT)
				c.FinishEmpties = 8 // every playout ends with an exact solve at 8 empties
			}
			if err != nil {
				b.Fatal(err)
			}
			c.Iterations = 1000
			seed := uint64(0)
			cm := cputime.Start()
			for b.Loop() {
				u, err := NewSearch(c, root, adversarial.Options[othello.Position, othello.Move]{}, seeded(seed))
				if err != nil {
					b.Fatal(err)
				}
				adversarial.Solve[othello.Move](u)
				seed++
			}
			b.ReportMetric(float64(1000*b.N)/b.Elapsed().Seconds(), "iter/s")
			cm.Report(b, float64(1000*b.N), "iter/cpu-s")
		})
	}
}
