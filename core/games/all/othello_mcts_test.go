package all

import (
	"math"
	"strings"
	"testing"

	"searchlab/core/games/othellogame"
	"searchlab/core/othello/mctsconfig"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// The Bradley–Terry programs are listed with their parameters, whose
// defaults are the presets of core/othello/mctsprog.
func TestOthelloMCTSRegistered(t *testing.T) {
	algos, err := registry.Builtin().Algorithms("othello")
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{othellogame.AlgoMCTSBT, othellogame.AlgoMCTSBTOpt} {
		var info *registry.AlgorithmInfo
		for i := range algos {
			if algos[i].ID == id {
				info = &algos[i]
			}
		}
		if info == nil {
			t.Fatalf("%s is not listed", id)
		}
		v, err := registry.NewValues(*info, nil)
		if err != nil {
			t.Fatal(err)
		}
		c, err := othellogame.OthelloMCTSConfig(id, v)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := mctsconfig.Preset(id)
		if c != want {
			t.Errorf("%s: defaults give %+v, preset %+v", id, c, want)
		}
	}
}

// mcts-bt and mcts-bt-opt find the only winning move of an endgame (checked
// by the exact solver in core/othello/mctsprog) and report every root move
// with its prior and the terms of the biased UCB.
func TestOthelloMCTSSolve(t *testing.T) {
	board := "OOOX-X--OOXXXX--OXOXXXXOXOOOXXXOXOOOXOXOX--OOXXOX-XXXXXOX--X-OXX O" // e8 is the only win
	for _, id := range []string{othellogame.AlgoMCTSBT, othellogame.AlgoMCTSBTOpt} {
		for _, sqrt := range []bool{true, false} {
			w := othelloSolve(t, board, id, map[string]any{"iterations": 2000, "sqrt": sqrt}, 1)
			if w.Status != wire.StatusFound || w.BestMove != "e8" || w.ValueKind != othellogame.ValueWinRate {
				t.Fatalf("%s sqrt=%v: %s best %s kind %s (%s)", id, sqrt, w.Status, w.BestMove, w.ValueKind, w.Error)
			}
			replayOthello(t, board, w.Moves)
			sumP, visits := 0.0, int64(0)
			n := float64(w.TreeStats.Playouts)
			k := 5000.0
			f := k / (n + k)
			if sqrt {
				f = math.Sqrt(f)
			}
			for _, c := range w.Candidates {
				sumP += c.Prior
				visits += c.Visits
				if math.Abs(c.Bias-0.5*f*c.Prior) > 1e-9 || c.Exploit != c.Mean || c.Explore <= 0 {
					t.Errorf("%s sqrt=%v %s: exploit %v explore %v bias %v prior %v (N=%v)", id, sqrt, c.Move, c.Exploit, c.Explore, c.Bias, c.Prior, n)
				}
			}
			if math.Abs(sumP-1) > 1e-5 || len(w.Candidates) != 8 || visits != w.TreeStats.Playouts {
				t.Errorf("%s: %d candidates, priors sum to %v, visits %d of %d playouts", id, len(w.Candidates), sumP, visits, w.TreeStats.Playouts)
			}
		}
	}
	w := othelloSolve(t, board, othellogame.AlgoMCTSBT, map[string]any{"features": "none"}, 1)
	if w.Status != wire.StatusInvalid || !strings.Contains(w.Error, "roulette") {
		t.Errorf("roulette without features: %s %q", w.Status, w.Error)
	}
}
