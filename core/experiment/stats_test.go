package experiment

import (
	"math"
	"testing"
)

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

// Student's t quantiles against the published table (e.g. NIST/SEMATECH
// e-Handbook, table 1.3.6.7.2: 12.706, 2.776, 2.045, 1.984), to more
// digits from R's qt().
func TestStudentQuantile(t *testing.T) {
	for _, c := range []struct {
		df   int
		want float64
	}{{1, 12.706204736174698}, {2, 4.302652729749464}, {4, 2.7764451051977934}, {29, 2.045229642132703}, {100, 1.983971518523552}, {1_000_000, 1.959966}} {
		if got := StudentQuantile(0.975, c.df); !near(got, c.want, 1e-6) {
			t.Errorf("t(0.975, %d) = %.12f, want %.12f", c.df, got, c.want)
		}
	}
	if got := StudentQuantile(0.025, 4); !near(got, -2.7764451051977934, 1e-9) {
		t.Errorf("t(0.025, 4) = %v", got)
	}
	if !math.IsNaN(StudentQuantile(0.975, 0)) {
		t.Error("t with 0 degrees of freedom should be NaN")
	}
}

// Mean, median, standard deviation and the t interval for n = 2, 5 and 30,
// computed by hand (the t quantiles from the table above).
func TestDescribe(t *testing.T) {
	cases := []struct {
		name                 string
		xs                   []float64
		mean, median, sd, lo float64
		hi                   float64
	}{
		// n = 2: sd = √((4+4)/1) = 2√2; half = 12.7062·2√2/√2 = 25.4124.
		{"n=2", []float64{-1, 3}, 1, 1, 2 * math.Sqrt2, 1 - 2*12.706204736174698, 1 + 2*12.706204736174698},
		// n = 5: deviations −3 −1 −1 0 5, squares 36, var 9, sd 3;
		// half = 2.77645·3/√5 = 3.72499.
		{"n=5", []float64{10, 4, 2, 5, 4}, 5, 4, 3, 5 - 2.7764451051977934*3/math.Sqrt(5), 5 + 2.7764451051977934*3/math.Sqrt(5)},
		// n = 30: 1…30, var n(n+1)/12 = 77.5; half = 2.04523·√77.5/√30.
		{"n=30", seq(1, 30), 15.5, 15.5, math.Sqrt(77.5), 15.5 - 2.045229642132703*math.Sqrt(77.5/30), 15.5 + 2.045229642132703*math.Sqrt(77.5/30)},
	}
	for _, c := range cases {
		f := Describe(c.xs)
		if f.N != len(c.xs) || !near(f.Mean, c.mean, 1e-12) || !near(f.Median, c.median, 1e-12) || !near(f.SD, c.sd, 1e-12) ||
			!near(f.Low, c.lo, 1e-6) || !near(f.High, c.hi, 1e-6) {
			t.Errorf("%s: %+v, want mean %v median %v sd %v interval %v–%v", c.name, f, c.mean, c.median, c.sd, c.lo, c.hi)
		}
	}
	// n = 5: half = 3.72499 to five decimals.
	if f := Describe([]float64{10, 4, 2, 5, 4}); !near(f.High-f.Mean, 3.72499, 5e-6) {
		t.Errorf("n=5 half-width %v, want 3.72499", f.High-f.Mean)
	}
	// Non-negative data: the interval does not go below 0.
	if f := Describe([]float64{1, 3}); f.Low != 0 || !near(f.High, 2+12.706204736174698, 1e-6) {
		t.Errorf("{1, 3}: %+v, want the low end cut at 0", f)
	}
	// One value: no interval; none: all zero.
	if f := Describe([]float64{7}); f.HasInterval() || f.Low != 7 || f.High != 7 || f.Median != 7 {
		t.Errorf("{7}: %+v", f)
	}
	if f := Describe(nil); f != (Figure{}) {
		t.Errorf("no values: %+v", f)
	}
}

func seq(a, b int) []float64 {
	var out []float64
	for i := a; i <= b; i++ {
		out = append(out, float64(i))
	}
	return out
}
