package bradleyterry

import "math"

// LogLikelihood is the mean, over the positions of d, of the natural log of
// the probability the model gives to the move played (Coulom's "mean log
// evidence"; 0 is perfect, −ln(b) is a uniform guess among b moves). NaN
// for an empty data set.
func LogLikelihood(m *Model, d *Dataset) float64 {
	sum := 0.0
	for j := range d.Len() {
		lo, hi := d.teams(j)
		e := 0.0
		for k := lo; k < hi; k++ {
			e += m.Strength(d.team(k))
		}
		sum += math.Log(m.Strength(d.team(d.winner[j])) / e)
	}
	return sum / float64(d.Len())
}

// PredictionRate is the fraction of the positions of d where the move with
// the highest probability is the move played. A tie for the highest
// strength counts as 1/k when the played move is one of the k tied moves
// (the expected rate of breaking ties at random). NaN for an empty data
// set.
func PredictionRate(m *Model, d *Dataset) float64 {
	hits := 0.0
	for j := range d.Len() {
		lo, hi := d.teams(j)
		best, ties := math.Inf(-1), 0
		for k := lo; k < hi; k++ {
			s := m.Strength(d.team(k))
			switch {
			case s > best:
				best, ties = s, 1
			case s == best:
				ties++
			}
		}
		if m.Strength(d.team(d.winner[j])) == best {
			hits += 1 / float64(ties)
		}
	}
	return hits / float64(d.Len())
}

// UniformLogLikelihood is the mean log-likelihood of picking uniformly
// among the legal moves: the baseline every trained model should beat.
func UniformLogLikelihood(d *Dataset) float64 {
	sum := 0.0
	for j := range d.Len() {
		lo, hi := d.teams(j)
		sum -= math.Log(float64(hi - lo))
	}
	return sum / float64(d.Len())
}
