package evaltrain

import (
	"context"
	"fmt"
	"math"

	"searchlab/core/internal/parallel"
	"searchlab/core/othello"
)

// FitOptions configure the regression.
type FitOptions struct {
	// Phases and Width: the evaluation's phases (othello.Learned).
	Phases, Width int
	// Overlap: a phase is also fitted on the samples up to this many
	// empties outside its own range, which smooths the weights from one
	// phase to the next.
	Overlap int
	// Lambda is the ridge penalty λ·Σw² (in squared discs per unit of
	// weight²): it keeps the weights of rarely seen pattern readings near
	// zero.
	Lambda float64
	// Iterations of preconditioned conjugate gradients per phase.
	Iterations int
	Parallel   int
}

// PhaseReport describes the fit of one phase.
type PhaseReport struct {
	Phase   int `json:"phase"`
	Samples int `json:"samples"`
	// Features is the number of weights the samples touch.
	Features int `json:"features"`
	// TrainMSE is the mean squared error (discs²) on the phase's own
	// samples after the fit (before rounding the weights).
	TrainMSE float64 `json:"train_mse"`
}

// Fit fits a learned evaluation to the samples: for each phase, the ridge
// least-squares problem min Σ(w·x − y)² + λ·Σw² over the phase's samples
// (x the counts of the position's features, y its label), solved by
// conjugate gradients with the diagonal (Jacobi) preconditioner
// (Hestenes & Stiefel 1952; Shewchuk, "An introduction to the conjugate
// gradient method without the agonizing pain", 1994). Each phase is fitted
// by one goroutine, so the result does not depend on Parallel.
func Fit(samples []Sample, o FitOptions) (*othello.Learned, []PhaseReport, error) {
	l, err := othello.NewLearned(o.Phases, o.Width)
	if err != nil {
		return nil, nil, err
	}
	if o.Iterations < 1 || o.Lambda <= 0 || o.Overlap < 0 {
		return nil, nil, fmt.Errorf("fit: want iterations ≥ 1, λ > 0 and overlap ≥ 0, got %d, %v, %d", o.Iterations, o.Lambda, o.Overlap)
	}
	reports := make([]PhaseReport, o.Phases)
	weights := make([][]float64, o.Phases)
	parallel.For(context.Background(), o.Phases, o.Parallel, func(p int) error {
		weights[p], reports[p] = fitPhase(samples, l, p, o)
		return nil
	}, nil)
	for p, w := range weights {
		l.SetWeights(p, w)
	}
	return l, reports, nil
}

// phaseRange returns the empties [lo, hi] of phase p (the last phase down
// to 0, the first up to 60).
func phaseRange(l *othello.Learned, p int) (lo, hi int) {
	hi = 60 - l.Width*p
	lo = hi - l.Width + 1
	if p == l.Phases-1 {
		lo = 0
	}
	if p == 0 {
		hi = 60
	}
	return max(lo, 0), hi
}

// fitPhase fits phase p.
func fitPhase(samples []Sample, l *othello.Learned, p int, o FitOptions) ([]float64, PhaseReport) {
	lo, hi := phaseRange(l, p)
	lo, hi = lo-o.Overlap, hi+o.Overlap
	nf := othello.FeatureCount()
	idx, y := phaseSamples(samples, lo, hi)
	n := len(y)
	rep := PhaseReport{Phase: p, Samples: n}
	w := make([]float64, nf)
	if n == 0 {
		return w, rep
	}
	const k = othello.ActiveFeatures
	diag := make([]float64, nf)
	for _, j := range idx {
		diag[j]++
	}
	for _, d := range diag {
		if d > 0 {
			rep.Features++
		}
	}
	// A·v = Xᵀ(X·v) + λ·v, restricted to the features seen (the others
	// stay 0: no data, and the ridge pulls them to 0).
	xv := make([]float64, n)
	mul := func(v, out []float64) {
		for i := range n {
			s := 0.0
			for _, j := range idx[i*k : (i+1)*k] {
				s += v[j]
			}
			xv[i] = s
		}
		for j := range out {
			out[j] = 0
		}
		for i := range n {
			for _, j := range idx[i*k : (i+1)*k] {
				out[j] += xv[i]
			}
		}
		for j := range out {
			if diag[j] > 0 {
				out[j] += o.Lambda * v[j]
			}
		}
	}
	r := make([]float64, nf) // r = Xᵀy − A·0
	for i := range n {
		for _, j := range idx[i*k : (i+1)*k] {
			r[j] += y[i]
		}
	}
	z := make([]float64, nf)
	precond := func() float64 {
		rz := 0.0
		for j := range z {
			if diag[j] > 0 {
				z[j] = r[j] / (diag[j] + o.Lambda)
				rz += r[j] * z[j]
			} else {
				z[j] = 0
			}
		}
		return rz
	}
	rz := precond()
	dir := append([]float64(nil), z...)
	ad := make([]float64, nf)
	for range o.Iterations {
		if rz <= 0 {
			break
		}
		mul(dir, ad)
		pad := dot(dir, ad)
		if pad <= 0 || math.IsNaN(pad) {
			break
		}
		alpha := rz / pad
		for j := range w {
			w[j] += alpha * dir[j]
			r[j] -= alpha * ad[j]
		}
		rz2 := precond()
		beta := rz2 / rz
		rz = rz2
		for j := range dir {
			dir[j] = z[j] + beta*dir[j]
		}
	}
	rep.TrainMSE = trainMSE(idx, y, w)
	return w, rep
}

// phaseSamples returns the active features of the samples with lo to hi
// empty squares, ActiveFeatures indices a sample one after another, and
// their labels.
func phaseSamples(samples []Sample, lo, hi int) (idx []int32, y []float64) {
	var f [othello.ActiveFeatures]int32
	for _, s := range samples {
		if e := s.Pos.Empties(); e < lo || e > hi {
			continue
		}
		othello.CanonicalFeatures(s.Pos, &f)
		idx = append(idx, f[:]...)
		y = append(y, float64(s.Label))
	}
	return idx, y
}

// trainMSE is the mean squared error of the weights w on the samples
// (idx, y) as phaseSamples returns them; y is not empty.
func trainMSE(idx []int32, y []float64, w []float64) float64 {
	const k = othello.ActiveFeatures
	sse := 0.0
	for i := range y {
		s := 0.0
		for _, j := range idx[i*k : (i+1)*k] {
			s += w[j]
		}
		sse += (s - y[i]) * (s - y[i])
	}
	return sse / float64(len(y))
}

func dot(a, b []float64) float64 {
	s := 0.0
	for i := range a {
		s += a[i] * b[i]
	}
	return s
}

// Errors are the errors of an evaluation on labelled samples.
type Errors struct {
	Samples int `json:"samples"`
	// MSE is the mean squared error in discs², MAE the mean absolute
	// error in discs.
	MSE float64 `json:"mse"`
	MAE float64 `json:"mae"`
}

// Measure returns the evaluation's errors on the samples (its rounded
// disc prediction against the label).
func Measure(l *othello.Learned, samples []Sample) Errors {
	var e Errors
	for _, s := range samples {
		d := float64(l.Evaluate(s.Pos, s.Pos.Turn)) - float64(s.Label)
		e.MSE += d * d
		e.MAE += math.Abs(d)
		e.Samples++
	}
	if e.Samples > 0 {
		e.MSE /= float64(e.Samples)
		e.MAE /= float64(e.Samples)
	}
	return e
}

// FitWinScale returns the scale k (discs, to 0.01) of the logistic model
// P(win) = 1/(1 + e^(−d/k)) that best fits the samples' outcomes (a win,
// a loss, or a draw as half of each, by the sign of the label) given the
// evaluation's prediction d: the maximum-likelihood k in [1, 40], by
// golden-section search on the negative log-likelihood (convex in 1/k).
// It returns 0 without samples.
func FitWinScale(l *othello.Learned, samples []Sample) float64 {
	if len(samples) == 0 {
		return 0
	}
	d := make([]float64, len(samples))
	y := make([]float64, len(samples))
	for i, s := range samples {
		d[i] = float64(l.Evaluate(s.Pos, s.Pos.Turn))
		switch {
		case s.Label > 0:
			y[i] = 1
		case s.Label == 0:
			y[i] = 0.5
		}
	}
	nll := func(k float64) float64 {
		sum := 0.0
		for i := range d {
			p := 1 / (1 + math.Exp(-d[i]/k))
			p = min(max(p, 1e-12), 1-1e-12)
			sum -= y[i]*math.Log(p) + (1-y[i])*math.Log(1-p)
		}
		return sum
	}
	lo, hi := 1.0, 40.0
	g := (math.Sqrt(5) - 1) / 2
	a, b := hi-g*(hi-lo), lo+g*(hi-lo)
	fa, fb := nll(a), nll(b)
	for hi-lo > 0.005 {
		if fa < fb {
			hi, b, fb = b, a, fa
			a = hi - g*(hi-lo)
			fa = nll(a)
		} else {
			lo, a, fa = a, b, fb
			b = lo + g*(hi-lo)
			fb = nll(b)
		}
	}
	return math.Round((lo+hi)/2*100) / 100
}
