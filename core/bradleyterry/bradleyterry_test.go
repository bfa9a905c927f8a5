package bradleyterry

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// trueGamma is the known model of the synthetic data: group 0 (features
// 0..5) is in every move, group 1 (features 6..9) in 70% of them.
var (
	trueGamma = []float64{0.2, 0.5, 1, 2, 4, 8, 0.3, 1, 3, 1.5}
	trueGroup = []int{0, 0, 0, 0, 0, 0, 1, 1, 1, 1}
)

// synthetic draws n positions of 2..10 legal moves from the known model:
// the played move is sampled with probability ∝ its strength.
func synthetic(n int, seed uint64) *Dataset {
	r := rand.New(rand.NewPCG(seed, seed))
	truth := &Model{Gamma: trueGamma}
	d := NewDataset(trueGroup)
	var probs []float64
	for d.Len() < n {
		teams := make([][]Feature, 2+r.IntN(9))
		for k := range teams {
			teams[k] = []Feature{Feature(r.IntN(6))}
			if r.Float64() < 0.7 {
				teams[k] = append(teams[k], Feature(6+r.IntN(4)))
			}
		}
		probs = truth.Probabilities(teams, probs)
		x, played := r.Float64(), len(teams)-1
		for k, p := range probs {
			if x < p {
				played = k
				break
			}
			x -= p
		}
		if _, err := d.Add(teams, played); err != nil {
			panic(err)
		}
	}
	return d
}

// MM recovers the γ of the model that generated the data. Group 0 is in
// every move, so only its ratios are identifiable: they are compared
// relative to feature 2 (γ = 1). Group 1 is absent from some moves, so its
// γ are identifiable against the absent feature's 1.
func TestTrainRecoversKnownGamma(t *testing.T) {
	d := synthetic(20000, 1)
	m, res, err := Train(d, nil, TrainOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Converged {
		t.Fatalf("did not converge in %d sweeps", res.Iterations)
	}
	for i, want := range trueGamma {
		got := m.Gamma[i]
		if trueGroup[i] == 0 {
			got /= m.Gamma[2]
		}
		if math.Abs(math.Log(got/want)) > 0.08 {
			t.Errorf("γ_%d = %.3f, want %.3f (within 8%%)", i, got, want)
		}
	}
	truthLL := LogLikelihood(&Model{Gamma: trueGamma}, d)
	if res.LogLikelihood < truthLL-1e-3 {
		t.Errorf("trained log-likelihood %.5f below the true model's %.5f", res.LogLikelihood, truthLL)
	}
	if u := UniformLogLikelihood(d); res.LogLikelihood <= u {
		t.Errorf("trained log-likelihood %.5f does not beat uniform %.5f", res.LogLikelihood, u)
	}
	held := synthetic(5000, 2)
	if pr, pt := PredictionRate(m, held), PredictionRate(&Model{Gamma: trueGamma}, held); math.Abs(pr-pt) > 0.01 {
		t.Errorf("held-out prediction rate %.4f, the true model's %.4f", pr, pt)
	}
}

// logPosterior is the training objective of MM with the prior: the
// log-likelihood plus, per feature, ln γ − 2 ln(1 + γ) (one win and one
// loss against γ = 1).
func logPosterior(m *Model, d *Dataset) float64 {
	lp := LogLikelihood(m, d) * float64(d.Len())
	for _, g := range m.Gamma {
		lp += math.Log(g) - 2*math.Log1p(g)
	}
	return lp
}

// Every MM sweep is a minorization–maximization step, so the log-posterior
// never decreases.
func TestTrainMonotone(t *testing.T) {
	d := synthetic(2000, 3)
	m := NewModel(d.NumFeatures)
	prev := logPosterior(m, d)
	for i := range 15 {
		next, _, err := Train(d, m, TrainOptions{MaxIterations: 1})
		if err != nil {
			t.Fatal(err)
		}
		lp := logPosterior(next, d)
		if lp < prev-1e-9 {
			t.Fatalf("sweep %d: log-posterior fell from %.9f to %.9f", i+1, prev, lp)
		}
		prev, m = lp, next
	}
}

// The prior keeps a feature that always wins finite, and leaves a feature
// never seen at γ = 1.
func TestTrainPrior(t *testing.T) {
	d := NewDataset([]int{0, 0, 0})
	for range 10 {
		d.Add([][]Feature{{0}, {1}}, 0)
	}
	m, _, err := Train(d, nil, TrainOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if math.IsInf(m.Gamma[0], 0) || m.Gamma[0] <= m.Gamma[1] {
		t.Errorf("γ = %v: want a finite γ_0 above γ_1", m.Gamma)
	}
	if m.Gamma[2] != 1 {
		t.Errorf("unseen feature: γ_2 = %v, want 1", m.Gamma[2])
	}
	// At convergence γ_0 is a fixed point of its update: 10 wins, and
	// C_0j/E_j = 1/(γ_0+γ_1) in each of the 10 positions.
	g0, g1 := m.Gamma[0], m.Gamma[1]
	lhs := (10 + 1) / (10/(g0+g1) + 2/(g0+1))
	if math.Abs(lhs-g0) > 1e-5*g0 {
		t.Errorf("γ_0 = %v is not a fixed point of the MM update (%v)", g0, lhs)
	}
}

// A fixed-seed training run, pinned: 500 synthetic positions of seed 7,
// default options. The figures come from this implementation (they guard
// against unintended changes of the update, its order or the metrics).
func TestTrainPinned(t *testing.T) {
	d := synthetic(500, 7)
	m, res, err := Train(d, nil, TrainOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want := struct {
		iters int
		ll    float64
		gamma []float64
	}{63, -1.163394227533, []float64{
		0.091676677, 0.245982675, 0.468558808, 0.954380763, 1.775468063, 4.130015450,
		0.425713533, 1.270723645, 3.637281998, 1.561183662,
	}}
	if res.Iterations != want.iters || math.Abs(res.LogLikelihood-want.ll) > 1e-11 {
		t.Errorf("got %d sweeps, LL %.12f; pinned %d, %.12f", res.Iterations, res.LogLikelihood, want.iters, want.ll)
	}
	for i, g := range want.gamma {
		if math.Abs(m.Gamma[i]-g) > 1e-6 {
			t.Errorf("γ_%d = %.9f, pinned %.9f", i, m.Gamma[i], g)
		}
	}
}

func TestBadInput(t *testing.T) {
	d := NewDataset([]int{0, 0, 1})
	for _, tc := range []struct {
		teams  [][]Feature
		played int
		want   string
	}{
		{[][]Feature{{0}, {1}}, 2, "not among"},
		{[][]Feature{{0}, {5}}, 0, "outside"},
		{[][]Feature{{0, 1}, {2}}, 0, "same group"},
	} {
		if _, err := d.Add(tc.teams, tc.played); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Add(%v, %d) = %v, want an error about %q", tc.teams, tc.played, err, tc.want)
		}
	}
	if ok, err := d.Add([][]Feature{{0}}, 0); ok || err != nil {
		t.Errorf("a single move: got %v, %v; want skipped", ok, err)
	}
	if _, _, err := Train(d, nil, TrainOptions{}); err == nil {
		t.Error("training on no positions: want an error")
	}
	if err := (&Model{Gamma: []float64{1, 0}}).Check(); err == nil {
		t.Error("γ = 0: want an error")
	}
}

// Filter drops features from every team, keeping positions and winners.
func TestFilter(t *testing.T) {
	d := synthetic(200, 5)
	f := d.Filter(func(x Feature) bool { return trueGroup[x] == 0 })
	if f.Len() != d.Len() {
		t.Fatalf("%d positions, want %d", f.Len(), d.Len())
	}
	for j := range d.Len() {
		a, pa := d.Position(j)
		b, pb := f.Position(j)
		if pa != pb || len(a) != len(b) {
			t.Fatalf("position %d: played %d/%d, %d/%d moves", j, pa, pb, len(a), len(b))
		}
		for k := range a {
			if len(b[k]) != 1 || b[k][0] != a[k][0] {
				t.Fatalf("position %d move %d: %v from %v", j, k, b[k], a[k])
			}
		}
	}
}
