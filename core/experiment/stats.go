package experiment

import (
	"cmp"
	"math"
	"sort"
)

// Figure describes one measured quantity over a set of runs: the number of
// runs, mean, median, sample standard deviation, extremes and the 95%
// confidence interval of the mean by Student's t (mean ± t(0.975, n−1) ·
// sd/√n), which is exact for normal data and the usual choice for the few
// runs of an experiment (n = 2 gives t = 12.7: a wide interval, honestly).
// When no value is negative (counts, lengths, times, bytes) Low is cut at
// 0, which no such mean can be below. With fewer than two runs there is no
// interval: Low = High = Mean.
type Figure struct {
	N      int     `json:"n"`
	Mean   float64 `json:"mean"`
	Median float64 `json:"median"`
	SD     float64 `json:"sd"`
	Low    float64 `json:"ci_low"`
	High   float64 `json:"ci_high"`
	Min    float64 `json:"min"`
	Max    float64 `json:"max"`
}

// HasInterval reports whether the figure has a confidence interval (two
// runs or more).
func (f Figure) HasInterval() bool { return f.N >= 2 }

// Describe computes the figure of xs.
func Describe(xs []float64) Figure {
	f := Figure{N: len(xs)}
	if f.N == 0 {
		return f
	}
	s := append([]float64(nil), xs...)
	sort.Slice(s, func(i, j int) bool { return cmp.Less(s[i], s[j]) }) // as sort.Float64s (NaN first), without its generic copy in ui.wasm (issue 28)
	f.Min, f.Max = s[0], s[len(s)-1]
	if len(s)%2 == 1 {
		f.Median = s[len(s)/2]
	} else {
		f.Median = (s[len(s)/2-1] + s[len(s)/2]) / 2
	}
	sum := 0.0
	for _, x := range s {
		sum += x
	}
	f.Mean = sum / float64(f.N)
	f.Low, f.High = f.Mean, f.Mean
	if f.N < 2 {
		return f
	}
	ss := 0.0
	for _, x := range s {
		ss += (x - f.Mean) * (x - f.Mean)
	}
	f.SD = math.Sqrt(ss / float64(f.N-1))
	half := StudentQuantile(0.975, f.N-1) * f.SD / math.Sqrt(float64(f.N))
	f.Low, f.High = f.Mean-half, f.Mean+half
	if f.Min >= 0 {
		// Counts, lengths, times and bytes: a mean below 0 is impossible.
		f.Low = max(f.Low, 0)
	}
	return f
}
