package score

import (
	"math"
	"testing"
)

func near(a, b, eps float64) bool { return math.Abs(a-b) <= eps }

// The Wilson interval at 0 of n is [0, z²/(n+z²)]; at 50 of 100 it is
// 0.4038–0.5962 by the formula (the usual textbook example); at 3 of
// 4, from the formula by hand, 0.3006–0.9544.
func TestWilson(t *testing.T) {
	z2 := z975 * z975
	if lo, hi := Wilson(0, 10); lo != 0 || !near(hi, z2/(10+z2), 1e-12) {
		t.Errorf("0 of 10: %v–%v", lo, hi)
	}
	if lo, hi := Wilson(1, 10); !near(lo, 10/(10+z2), 1e-12) || hi != 1 {
		t.Errorf("10 of 10: %v–%v", lo, hi)
	}
	if lo, hi := Wilson(0.5, 100); !near(lo, 0.4038, 5e-5) || !near(hi, 0.5962, 5e-5) {
		t.Errorf("50 of 100: %v–%v", lo, hi)
	}
	if lo, hi := Wilson(0.75, 4); !near(lo, 0.30064, 1e-5) || !near(hi, 0.95441, 1e-5) {
		t.Errorf("3 of 4: %v–%v", lo, hi)
	}
}

// Elo: 3 of 4 is 400·log10(3) ≈ +190.8; an even score is 0 (not −0); a
// perfect score of 4 is only a bound, 400·log10(7) ≈ +338.0 (3.5 of 4).
func TestElo(t *testing.T) {
	if e, b := Elo(0.75, 4); !near(e, 400*math.Log10(3), 1e-9) || b {
		t.Errorf("0.75: %v %v", e, b)
	}
	if e, b := Elo(0.5, 10); e != 0 || math.Signbit(e) || b {
		t.Errorf("0.5: %v %v", e, b)
	}
	if e, b := Elo(1, 4); !near(e, 400*math.Log10(7), 1e-9) || !b {
		t.Errorf("1 of 4: %v %v", e, b)
	}
	if e, b := Elo(0, 4); !near(e, -400*math.Log10(7), 1e-9) || !b {
		t.Errorf("0 of 4: %v %v", e, b)
	}
}
