package score

import (
	"math"
	"testing"
)

func TestSummarize(t *testing.T) {
	s := Summarize([]int{1, -1, 1, -1, 1, -1, 1, -1, 1, -1})
	// The Wilson interval of 5/10 (the Lab's too): centre ½, half-width
	// z/(1 + z²/n)·√(¼/n + z²/4n²) ≈ 0.2634.
	z := 1.959963984540054
	half := z / (1 + z*z/10) * math.Sqrt(0.25/10+z*z/400)
	if s.Wins != 5 || s.Losses != 5 || s.Score != 0.5 || math.Abs(s.ScoreHigh-0.5-half) > 1e-12 || math.Abs(s.ScoreLow-0.5+half) > 1e-12 ||
		math.Abs(s.Elo) > 1e-9 || s.EloBound {
		t.Errorf("5-0-5: %+v", s)
	}
	if math.Abs(s.EloHigh+s.EloLow) > 1e-9 || s.EloHigh <= 0 {
		t.Errorf("5-0-5: Elo interval %v..%v should be symmetric about 0", s.EloLow, s.EloHigh)
	}
	// 3 wins, 1 draw: score 7/8, Elo −400·log10(1/7) ≈ 338.
	s = Summarize([]int{1, 1, 1, 0})
	if s.Score != 0.875 || math.Abs(s.Elo-400*math.Log10(7)) > 1e-9 || s.Draws != 1 {
		t.Errorf("3-1-0: %+v", s)
	}
	// One game: the bound of a score of 1 is the even score, Elo 0 (not −0);
	// the interval reaches down to 1/(1 + z²) ≈ 0.21.
	if s := Summarize([]int{1}); math.Signbit(s.Elo) || math.Signbit(s.EloHigh) || !s.EloBound ||
		math.Abs(s.ScoreLow-1/(1+z*z)) > 1e-12 || s.EloLow >= 0 || math.IsInf(s.EloLow, 0) {
		t.Errorf("1-0-0: %+v", s)
	}
	s = Summarize([]int{1, 1, 1, 1})
	if s.Score != 1 || !s.EloBound || math.IsInf(s.Elo, 0) || s.Elo <= 0 {
		t.Errorf("4-0-0: %+v (want a finite lower bound)", s)
	}
}
