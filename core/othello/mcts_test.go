package othello

import (
	"math/rand/v2"
	"testing"

	"searchlab/core/adversarial"
	"searchlab/core/mcts"
	"searchlab/core/search"
)

// onlyWin are endgames (10 empties, from random games with a fixed seed)
// in which exactly one move wins, with that move; the exact solver's
// scores of every move are in the comments (TestOnlyWinFixtures checks
// them).
var onlyWin = []struct {
	board string
	win   string
	score int
}{
	// h1 -12, a2 +6, f2 -20, f6 -20, a8 -10, h6 -18, h7 -20
	{"OOOXXX---OXXX-OXOXXXXOOOOOXOOXOOOOOXOOOXOOXOX-O-OOOOOX---OOOOOO- X", "a2", 6},
	// h6 -2, a6 +8, f2 0, b6 -4
	{"XXXXXXXOXXXXX-X-XXXXOOXXXXOXOOOOXOOOOOXO--OXXOX-XOXXXXXXO----O-O X", "a6", 8},
	// a1 +22, g8 -18, f2 -8, g5 -22, g6 -20, h1 -18, h4 -18, h2 -18
	{"-OOOOO--XOOOO-O-OOOOOXOOOOXOXOO-OOOXOO-XOOOXOX-XOXXXXXXXXXXXOO-- X", "a1", 22},
	// h1 +22, a7 -2, b1 -16, h4 -8, h7 -8, a1 -10, a2 -12, g5 -6
	{"--OX-OO--OOXXXOXXXXXXOOOOXOOOXO-OOXXXO-OOOOOOOO--XOOOOO-XXXOOOOX X", "h1", 22},
}

// TestOnlyWinFixtures: the exact solver confirms that the listed move is
// the only winning one.
func TestOnlyWinFixtures(t *testing.T) {
	for _, c := range onlyWin {
		p := MustParse(c.board)
		e := NewEndgame(p, noOpts, EndgameParams{AllMoves: true})
		adversarial.Solve[Move](e)
		for _, ms := range e.MoveScores() {
			if (ms.Score > 0) != (ms.Move.String() == c.win) {
				t.Fatalf("%s: %s scores %d", c.board, ms.Move, ms.Score)
			}
		}
		if s, _ := e.Score(); s != c.score {
			t.Fatalf("%s: score %d, want %d", c.board, s, c.score)
		}
	}
}

// uctBudget is the playout budget at which plain UCT (C = 0.85, uniform
// playouts, win/loss rewards, no solver: OthelloMCTS1) finds the only
// winning move of each onlyWin position in at least 95 of 100 seeds.
const uctBudget = 3000

func TestUCTFindsOnlyWin(t *testing.T) {
	seeds := 100
	if testing.Short() {
		seeds = 20
	}
	g := Game{WinLoss: true}
	for _, c := range onlyWin {
		p := MustParse(c.board)
		hits := 0
		for seed := range seeds {
			u := mcts.NewUCT[Position, Move](g, p, noOpts, mcts.UCTParams[Position, Move]{Iterations: uctBudget, C: 0.85}, rand.New(rand.NewPCG(uint64(seed), 1)))
			r := adversarial.Solve[Move](u)
			if r.Status != search.Found {
				t.Fatalf("status %v", r.Status)
			}
			if r.BestMove.String() == c.win {
				hits++
			}
		}
		if hits*100 < 95*seeds {
			t.Errorf("%s: UCT found %s in %d of %d seeds at %d playouts", c.board, c.win, hits, seeds, uctBudget)
		}
	}
}

// TestUCTGolden pins the statistics of one fixed-seed UCT run through the
// Othello adapter (from a run of this code; they change only if the tree
// code, the random stream or the move order changes).
func TestUCTGolden(t *testing.T) {
	p := MustParse(onlyWin[0].board)
	u := mcts.NewUCT[Position, Move](Game{WinLoss: true}, p, noOpts, mcts.UCTParams[Position, Move]{Iterations: 1000, C: 0.85}, rand.New(rand.NewPCG(1, 2)))
	r := adversarial.Solve[Move](u)
	got := [4]int64{r.Stats.Nodes, r.Stats.Expanded, r.Stats.Generated, int64(r.Stats.MaxPly)}
	t.Logf("golden %v best %s value %v", got, r.BestMove, r.Value)
	if want := uctGolden; got != want {
		t.Errorf("UCT statistics %v, want %v", got, want)
	}
}

// uctGolden: nodes, expanded, generated, max ply.
var uctGolden = [4]int64{1455, 378, 6612, 11}
