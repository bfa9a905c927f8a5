package tournament

// Summary is a match's result from the first player's (A's) side.
type Summary struct {
	Games  int `json:"games"`
	Wins   int `json:"wins"`
	Draws  int `json:"draws"`
	Losses int `json:"losses"`
	// Score is (wins + draws/2) / games; ScoreLow and ScoreHigh bound its
	// 95% Wilson score interval (Wilson), the one the Lab's match
	// experiments report too, so the CLI's tournament, the API and the Lab
	// give the same interval for the same games.
	Score     float64 `json:"score"`
	ScoreLow  float64 `json:"score_low"`
	ScoreHigh float64 `json:"score_high"`
	// Elo is A's rating advantage, −400·log10(1/Score − 1) (the logistic
	// Elo model, Elo), with EloLow and EloHigh from the interval's ends. A
	// score of exactly 0 or 1 has no finite Elo: it is computed from half a
	// game less (or more), (games − ½)/games, and EloBound says the value
	// is only a bound.
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
	s.Score = (float64(s.Wins) + float64(s.Draws)/2) / float64(s.Games)
	s.ScoreLow, s.ScoreHigh = Wilson(s.Score, s.Games)
	s.Elo, s.EloBound = Elo(s.Score, s.Games)
	s.EloLow, _ = Elo(s.ScoreLow, s.Games)
	s.EloHigh, _ = Elo(s.ScoreHigh, s.Games)
	return s
}
