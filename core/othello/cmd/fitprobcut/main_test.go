package main

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestFitRecoversALine: on points y = 1.1·x − 0.5 + N(0, 3²) the fit finds
// the slope, the intercept and the deviation within their sampling error.
func TestFitRecoversALine(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var xs, ys []float64
	for range 5000 {
		x := float64(r.IntN(129) - 64)
		xs, ys = append(xs, x), append(ys, 1.1*x-0.5+3*r.NormFloat64())
	}
	a, b, s := fit(xs, ys)
	if math.Abs(a-1.1) > 0.01 || math.Abs(b+0.5) > 0.15 || math.Abs(s-3) > 0.1 {
		t.Errorf("fit = %.3f·x + %.3f, σ %.3f; want 1.1·x − 0.5, σ 3", a, b, s)
	}
}

// TestPositionsAreReproducible: the same seed gives the same positions,
// each with the asked empties and a move to play.
func TestPositionsAreReproducible(t *testing.T) {
	p1, p2 := positions(3, 6, 30, 40, 4), positions(3, 6, 30, 40, 4)
	if len(p1) != 6 {
		t.Fatalf("%d positions, want 6", len(p1))
	}
	for i := range p1 {
		if p1[i] != p2[i] {
			t.Fatalf("position %d differs: %s, then %s", i, p1[i], p2[i])
		}
		if e := p1[i].Empties(); e < 30 || e > 40 || p1[i].MustPass() || p1[i].Over() {
			t.Errorf("position %s: %d empties, must pass %v", p1[i], e, p1[i].MustPass())
		}
	}
}
