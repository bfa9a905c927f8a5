package score

import "math"

// z975 is the standard normal's 97.5% quantile.
const z975 = 1.959963984540054

// Wilson is the 95% Wilson score interval of a proportion p observed over
// n trials (Wilson 1927): unlike the normal approximation p ± z·√(p(1−p)/n)
// it stays inside [0, 1] and is not empty at p = 0 or 1, which small
// matches often give. A match score counts a draw as half a win; its
// variance is then below the binomial's, so the interval is conservative.
func Wilson(p float64, n int) (lo, hi float64) {
	if n <= 0 {
		return 0, 1
	}
	nf := float64(n)
	z2 := z975 * z975
	den := 1 + z2/nf
	center := (p + z2/(2*nf)) / den
	half := z975 / den * math.Sqrt(p*(1-p)/nf+z2/(4*nf*nf))
	return max(0, center-half), min(1, center+half)
}

// Elo converts a score (the expected points per game, 0…1) of n games into
// a rating difference by the logistic Elo model, −400·log10(1/score − 1),
// A score of 0 or 1 has no finite Elo: it is
// taken half a game from the end ((n − ½)/n, or ½/n) and bound says the
// value is only a bound (at least, or at most, that much).
func Elo(score float64, n int) (elo float64, bound bool) {
	nf := float64(max(n, 1))
	switch {
	case score >= 1:
		score, bound = 1-0.5/nf, true
	case score <= 0:
		score, bound = 0.5/nf, true
	}
	elo = -400 * math.Log10(1/score-1)
	if elo == 0 {
		elo = 0 // not −0, which prints as "-0"
	}
	return elo, bound
}
