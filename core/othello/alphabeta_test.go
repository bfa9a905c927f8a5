package othello

import (
	"math/rand/v2"
	"testing"

	"searchlab/core/adversarial"
	"searchlab/core/search"
)

var noOpts = adversarial.Options[Position, Move]{}

// TestAlphaBetaSettingsAgree: on small endgames searched to the end,
// alpha-beta with every combination of ordering, TT and deepening, plain
// minimax and the exact solver all give the same value (the exact disc
// difference), and every best move attains it.
func TestAlphaBetaSettingsAgree(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	g := Game{}
	for i := range 40 {
		p := randomEndgame(r, 5+i%4)
		want := naiveSolve(p)
		mm := adversarial.Solve(adversarial.NewMinimax[Position, Move](g, p, noOpts, adversarial.MinimaxParams{}))
		if DiscDiff(mm.Value) != want || !mm.Proven {
			t.Fatalf("%s: minimax %v (%d), want %d", p, mm.Value, DiscDiff(mm.Value), want)
		}
		for bits := range 8 {
			ab := adversarial.AlphaBetaParams{Ordering: bits&1 != 0, TT: bits&2 != 0, Deepening: bits&4 != 0}
			res := adversarial.Solve(adversarial.NewAlphaBeta[Position, Move](g, p, noOpts, ab))
			if res.Value != mm.Value || !res.Proven {
				t.Fatalf("%s %+v: value %v, minimax %v", p, ab, res.Value, mm.Value)
			}
			if got := -naiveSolve(p.Apply(res.BestMove)); got != want {
				t.Fatalf("%s %+v: best move %s scores %d, want %d", p, ab, res.BestMove, got, want)
			}
		}
	}
}

// TestAlphaBetaDepthLimitedAgrees: at a fixed depth with the evaluation,
// alpha-beta with TT and ordering (with and without deepening) returns
// minimax's value, for every level of the evaluation ladder.
func TestAlphaBetaDepthLimitedAgrees(t *testing.T) {
	r := rand.New(rand.NewPCG(23, 24))
	for i := range 12 {
		p := randomEndgame(r, 20+3*i)
		for lvl := EvalSquares; lvl <= EvalParity; lvl++ {
			g := Game{Eval: lvl}
			mm := adversarial.Solve(adversarial.NewMinimax[Position, Move](g, p, noOpts, adversarial.MinimaxParams{Depth: 3}))
			for _, deep := range []bool{false, true} {
				ab := adversarial.AlphaBetaParams{Depth: 3, Ordering: true, TT: true, Deepening: deep}
				res := adversarial.Solve(adversarial.NewAlphaBeta[Position, Move](g, p, noOpts, ab))
				if res.Value != mm.Value {
					t.Fatalf("%s %v deepening=%v: alpha-beta %v, minimax %v", p, lvl, deep, res.Value, mm.Value)
				}
			}
		}
	}
}

// TestEvaluateRange: evaluations stay strictly inside (-1/2, 1/2) (below
// any proven win), are zero-sum, and the levels differ.
func TestEvaluateRange(t *testing.T) {
	for _, p := range samplePositions(2000) {
		for lvl := EvalDefault; lvl <= EvalParity; lvl++ {
			g := Game{Eval: lvl}
			v := g.Evaluate(p, 0)
			if v <= -0.5 || v >= 0.5 {
				t.Fatalf("%s %v: %v out of range", p, lvl, v)
			}
			if w := g.Evaluate(p, 1); w != -v {
				t.Fatalf("%s %v: not zero-sum: %v %v", p, lvl, v, w)
			}
		}
	}
	// A corner is worth more than an X-square under every level.
	corner := MustParse("X" + "------------------------------------------------------------------------"[:63] + " O")
	xsq := MustParse("---------X" + "------------------------------------------------------"[:54] + " O")
	for lvl := EvalSquares; lvl <= EvalParity; lvl++ {
		if lvl.Score(corner, Black) <= lvl.Score(xsq, Black) {
			t.Errorf("%v: corner %d ≤ X-square %d", lvl, lvl.Score(corner, Black), lvl.Score(xsq, Black))
		}
	}
	for _, n := range EvalLevelNames {
		if l, err := ParseEvalLevel(n); err != nil || l.String() != n {
			t.Errorf("ParseEvalLevel(%q) = %v, %v", n, l, err)
		}
	}
	if _, err := ParseEvalLevel("magic"); err == nil {
		t.Error("ParseEvalLevel accepted an unknown name")
	}
}

// TestAlphaBetaBeatsRandom: the alpha-beta player at depth 3 wins at least
// 9 of 10 games against the random player (colours alternating).
func TestAlphaBetaBeatsRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 26))
	ab := NewAlphaBetaPlayer(AlphaBetaConfig{Search: adversarial.AlphaBetaParams{Depth: 3, Ordering: true, TT: true}, Endgame: 10}, noOpts)
	rnd := NewRandomPlayer(r)
	wins := 0
	for i := range 10 {
		var m *adversarial.Match[Position, Move]
		if i%2 == 0 {
			m = adversarial.NewMatch[Position, Move](Game{}, Start(), ab, rnd)
		} else {
			m = adversarial.NewMatch[Position, Move](Game{}, Start(), rnd, ab)
		}
		u, err := m.Play(200)
		if err != nil {
			t.Fatal(err)
		}
		if (i%2 == 0 && u > 0) || (i%2 == 1 && u < 0) {
			wins++
		}
	}
	if wins < 9 {
		t.Fatalf("alpha-beta won %d of 10 against random", wins)
	}
}

// TestEndgameSwitch: the configuration uses the exact solver at few
// empties, alpha-beta otherwise.
func TestEndgameSwitch(t *testing.T) {
	c := AlphaBetaConfig{Search: adversarial.AlphaBetaParams{Depth: 2}, Endgame: 14}
	if _, ok := c.NewSearcher(MustParse(ffoSuite[0].board), noOpts).(*Endgame); !ok {
		t.Error("14 empties did not use the exact solver")
	}
	if _, ok := c.NewSearcher(Start(), noOpts).(*Endgame); ok {
		t.Error("the start position used the exact solver")
	}
	res := adversarial.Solve(c.NewSearcher(MustParse(ffoSuite[0].board), noOpts))
	if res.Status != search.Found || DiscDiff(res.Value) != ffoSuite[0].score {
		t.Errorf("ffo 1 through the config: %v %d", res.Status, DiscDiff(res.Value))
	}
}
