package tournament

import "math"

// Summary is a match's result from the first player's (A's) side.
type Summary struct {
	Games  int `json:"games"`
	Wins   int `json:"wins"`
	Draws  int `json:"draws"`
	Losses int `json:"losses"`
	// Score is (wins + draws/2) / games; ScoreLow and ScoreHigh bound its
	// 95% confidence interval: Score ± 1.96·σ/√games, where σ² is the
	// variance of the per-game score (1, ½, 0) in this match (the normal
	// approximation that engine testers such as cutechess-cli use), clamped
	// to [0, 1].
	Score     float64 `json:"score"`
	ScoreLow  float64 `json:"score_low"`
	ScoreHigh float64 `json:"score_high"`
	// Elo is A's rating advantage, −400·log10(1/Score − 1) (the logistic
	// Elo model), with EloLow and EloHigh from the interval's ends. A
	// score of exactly 0 or 1 has no finite Elo: such an end is computed
	// from half a game less (or more), (games − ½)/games, and EloBound says
	// the value is only a bound.
	Elo      float64 `json:"elo"`
	EloLow   float64 `json:"elo_low"`
	EloHigh  float64 `json:"elo_high"`
	EloBound bool    `json:"elo_bound,omitempty"`
}

// Summarize counts the outcomes (from A's side: +1 win, 0 draw, −1 loss)
// and computes the score, its interval and the Elo difference.
func Summarize(outcomes []int) Summary {
	var s Summary
	for _, o := range outcomes {
		switch {
		case o > 0:
			s.Wins++
		case o < 0:
			s.Losses++
		default:
			s.Draws++
		}
	}
	s.Games = len(outcomes)
	if s.Games == 0 {
		return s
	}
	n := float64(s.Games)
	mu := (float64(s.Wins) + float64(s.Draws)/2) / n
	v := (float64(s.Wins)*(1-mu)*(1-mu) + float64(s.Draws)*(0.5-mu)*(0.5-mu) + float64(s.Losses)*mu*mu) / n
	half := 1.96 * math.Sqrt(v/n)
	s.Score = mu
	s.ScoreLow, s.ScoreHigh = max(0, mu-half), min(1, mu+half)
	lo, hi := 0.5/n, 1-0.5/n
	elo := func(x float64) float64 {
		if x < lo || x > hi {
			s.EloBound = true
			x = min(max(x, lo), hi)
		}
		return -400*math.Log10(1/x-1) + 0 // +0: an even score is Elo 0, not −0
	}
	s.Elo, s.EloLow, s.EloHigh = elo(mu), elo(s.ScoreLow), elo(s.ScoreHigh)
	return s
}
