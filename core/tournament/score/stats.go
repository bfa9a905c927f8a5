package score

// Record is a W/D/L tally from one side (a match's first player, or one
// player over all its games) with its score, points per game with a draw
// half a point, and the score's 95% Wilson interval (Wilson). It is the one
// match score of the project: the CLI's tournament, the API's matches and
// the Lab's match experiments report it, so they give the same interval for
// the same games. Failed counts games (or runs) that gave no result (an
// error, a cancellation); they are not in Games.
type Record struct {
	Games     int     `json:"games"`
	Wins      int     `json:"wins"`
	Draws     int     `json:"draws"`
	Losses    int     `json:"losses"`
	Score     float64 `json:"score"`
	ScoreLow  float64 `json:"score_low"`
	ScoreHigh float64 `json:"score_high"`
	Failed    int     `json:"failed,omitempty"`
}

// Add counts one game worth points to this side: 1 a win, 0 a loss,
// anything else (½) a draw. Finish computes the score afterwards.
func (r *Record) Add(points float64) {
	r.Games++
	switch points {
	case 1:
		r.Wins++
	case 0:
		r.Losses++
	default:
		r.Draws++
	}
}

// Finish computes the score and its interval from the tally. With no game
// the score is 0 and the interval the whole [0, 1] (nothing is known).
func (r *Record) Finish() {
	r.Score = 0
	if r.Games > 0 {
		r.Score = (float64(r.Wins) + float64(r.Draws)/2) / float64(r.Games)
	}
	r.ScoreLow, r.ScoreHigh = Wilson(r.Score, r.Games)
}

// Rating is a rating advantage, −400·log10(1/score − 1) (the logistic Elo
// model, Elo), with EloLow and EloHigh the Elo of the score interval's
// ends. A score of exactly 0 or 1 has no finite Elo: it is computed from
// half a game less (or more), (games − ½)/games, and EloBound says the
// value is only a bound; the Wilson interval reaches 0 or 1 only at such a
// score, so its open end takes the same bound.
type Rating struct {
	Elo      float64 `json:"elo"`
	EloLow   float64 `json:"elo_low"`
	EloHigh  float64 `json:"elo_high"`
	EloBound bool    `json:"elo_bound,omitempty"`
}

// RatingOf is the Elo advantage of a finished record's side; zero when it
// has no game.
func RatingOf(r Record) Rating {
	if r.Games == 0 {
		return Rating{}
	}
	var e Rating
	e.Elo, e.EloBound = Elo(r.Score, r.Games)
	e.EloLow, _ = Elo(r.ScoreLow, r.Games)
	e.EloHigh, _ = Elo(r.ScoreHigh, r.Games)
	return e
}

// Summary is a match's result from the first player's (A's) side: its
// record and its Elo advantage over B.
type Summary struct {
	Record
	Rating
}

// Summarize counts the outcomes (from A's side: +1 win, 0 draw, −1 loss)
// and computes the score, its interval and the Elo difference.
func Summarize(outcomes []int) Summary {
	var r Record
	for _, o := range outcomes {
		switch {
		case o > 0:
			r.Add(1)
		case o < 0:
			r.Add(0)
		default:
			r.Add(0.5)
		}
	}
	return Finished(r)
}

// Finished finishes r and adds its rating.
func Finished(r Record) Summary {
	r.Finish()
	return Summary{Record: r, Rating: RatingOf(r)}
}
