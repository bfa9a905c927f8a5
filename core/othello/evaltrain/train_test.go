package evaltrain

import (
	"bytes"
	"context"
	"math"
	"math/rand/v2"
	"testing"

	"searchlab/core/othello"
)

// smallTD is a small TD run (a few seconds).
func smallTD(seed uint64) TDOptions {
	return TDOptions{Games: 3000, Seed: seed, Alpha: 0.003, AlphaEnd: 0.001, Epsilon: 0.1, MaxRandom: 12, ExactEmpties: 8, Phases: 15, Width: 4}
}

// TestTDReproducible: the same seed gives byte-identical weights, another
// seed different ones.
func TestTDReproducible(t *testing.T) {
	ctx := context.Background()
	a, err := TD(ctx, smallTD(1))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := TD(ctx, smallTD(1))
	c, _ := TD(ctx, smallTD(2))
	if !bytes.Equal(a.Encode(), b.Encode()) {
		t.Fatal("the same seed gave different weights")
	}
	if bytes.Equal(a.Encode(), c.Encode()) {
		t.Fatal("different seeds gave the same weights")
	}
}

// TestTDLearns: a small TD run predicts the exact values of held-out
// endgame positions far better than the zero evaluation, and the
// checkpoints come at the promised counts.
func TestTDLearns(t *testing.T) {
	ctx := context.Background()
	o := smallTD(3)
	var at []int
	o.CheckpointEvery, o.Checkpoint = 1000, func(_ *othello.Learned, n int) { at = append(at, n) }
	l, err := TD(ctx, o)
	if err != nil {
		t.Fatal(err)
	}
	if len(at) != 2 || at[0] != 1000 || at[1] != 2000 {
		t.Fatalf("checkpoints at %v", at)
	}
	recs, err := SelfPlay(ctx, PlayOptions{Games: 40, Seed: 9, MaxRandom: 20, ExactEmpties: 12, Parallel: 2})
	if err != nil {
		t.Fatal(err)
	}
	test := ExactOnly(Samples(recs, nil, 1))
	zero, _ := othello.NewLearned(15, 4)
	got, base := Measure(l, test), Measure(zero, test)
	if len(test) < 100 || got.MSE > base.MSE/2 {
		t.Fatalf("%d exact positions: MSE %.1f after training, %.1f with zero weights", len(test), got.MSE, base.MSE)
	}
}

// TestTrainRegressionReproducible: the regression method gives the same
// bytes whatever the parallelism.
func TestTrainRegressionReproducible(t *testing.T) {
	if testing.Short() {
		t.Skip("self-play with searches: a few seconds")
	}
	o := TrainOptions{Seed: 4, Rounds: []Round{{Games: 60}, {Games: 40, Depth: 1}}, MaxRandom: 8, ExactEmpties: 10, HoldOut: 5,
		Fit: FitOptions{Phases: 15, Width: 4, Overlap: 2, Lambda: 10, Iterations: 20}}
	var bs [][]byte
	for _, par := range []int{1, 2} {
		o.Parallel = par
		res, err := Train(context.Background(), o)
		if err != nil {
			t.Fatal(err)
		}
		bs = append(bs, res.Eval.Encode())
	}
	if !bytes.Equal(bs[0], bs[1]) {
		t.Fatal("parallelism changed the weights")
	}
}

// TestFitWinScale recovers the scale of outcomes drawn from the logistic
// model itself, around a known evaluation.
func TestFitWinScale(t *testing.T) {
	l := MustTestEval(t)
	r := rand.New(rand.NewPCG(5, 5))
	var s []Sample
	for _, p := range randomTestPositions(r, 4000) {
		d := float64(l.Evaluate(p, p.Turn))
		label := float32(-1)
		if r.Float64() < 1/(1+math.Exp(-d/7)) {
			label = 1
		}
		s = append(s, Sample{Pos: p, Label: label})
	}
	if k := FitWinScale(l, s); math.Abs(k-7) > 1 {
		t.Fatalf("fitted scale %.2f, want about 7", k)
	}
}

// MustTestEval is the embedded evaluation (the package's tests need a
// non-zero one).
func MustTestEval(t *testing.T) *othello.Learned {
	l, err := othello.LoadLearned()
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// randomTestPositions returns n positions of random games.
func randomTestPositions(r *rand.Rand, n int) []othello.Position {
	var g othello.Game
	var out []othello.Position
	for len(out) < n {
		p := othello.Start()
		for !p.Over() && len(out) < n {
			if r.IntN(3) == 0 {
				out = append(out, p)
			}
			m, _ := g.RandomMove(p, r)
			p = p.Apply(m)
		}
	}
	return out
}
