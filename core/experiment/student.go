package experiment

import "math"

// StudentQuantile returns the p quantile (0 < p < 1) of Student's t
// distribution with df degrees of freedom, found by bisection on its
// distribution function (the regularized incomplete beta function).
func StudentQuantile(p float64, df int) float64 {
	if df < 1 || p <= 0 || p >= 1 {
		return math.NaN()
	}
	if p < 0.5 {
		return -StudentQuantile(1-p, df)
	}
	lo, hi := 0.0, 1.0
	for studentCDF(hi, float64(df)) < p {
		lo, hi = hi, hi*2
	}
	for range 200 {
		mid := (lo + hi) / 2
		if studentCDF(mid, float64(df)) < p {
			lo = mid
		} else {
			hi = mid
		}
		if hi-lo < 1e-13*hi {
			break
		}
	}
	return (lo + hi) / 2
}

// studentCDF is P(T ≤ t) for t ≥ 0: 1 − ½·I_x(ν/2, ½) with x = ν/(ν + t²).
func studentCDF(t, df float64) float64 {
	return 1 - 0.5*regIncBeta(df/2, 0.5, df/(df+t*t))
}

// regIncBeta is the regularized incomplete beta function I_x(a, b), by its
// continued fraction (Numerical Recipes, 3rd ed., §6.4).
func regIncBeta(a, b, x float64) float64 {
	if x <= 0 {
		return 0
	}
	if x >= 1 {
		return 1
	}
	la, _ := math.Lgamma(a)
	lb, _ := math.Lgamma(b)
	lab, _ := math.Lgamma(a + b)
	front := math.Exp(lab - la - lb + a*math.Log(x) + b*math.Log1p(-x))
	if x < (a+1)/(a+b+2) {
		return front * betaCF(a, b, x) / a
	}
	return 1 - front*betaCF(b, a, 1-x)/b
}

// betaCF evaluates the incomplete beta function's continued fraction by
// the modified Lentz method.
func betaCF(a, b, x float64) float64 {
	const tiny = 1e-300
	qab, qap, qam := a+b, a+1, a-1
	c, d := 1.0, 1-qab*x/qap
	if math.Abs(d) < tiny {
		d = tiny
	}
	d = 1 / d
	h := d
	// step folds one term aa of the fraction into c, d and h and returns
	// the factor it applied.
	step := func(aa float64) float64 {
		d = 1 + aa*d
		if math.Abs(d) < tiny {
			d = tiny
		}
		c = 1 + aa/c
		if math.Abs(c) < tiny {
			c = tiny
		}
		d = 1 / d
		h *= d * c
		return d * c
	}
	for m := 1; m <= 300; m++ {
		fm := float64(m)
		step(fm * (b - fm) * x / ((qam + 2*fm) * (a + 2*fm)))
		if del := step(-(a + fm) * (qab + fm) * x / ((a + 2*fm) * (qap + 2*fm))); math.Abs(del-1) < 3e-16 {
			break
		}
	}
	return h
}
