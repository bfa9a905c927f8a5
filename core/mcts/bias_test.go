package mcts

import (
	"math"
	"strings"
	"testing"

	"searchlab/core/adversarial"
)

// oraclePrior gives the toy Nim moves that win (leave a lost position)
// strength w and every other move strength 1: a perfect but soft prior.
func oraclePrior(g toyNim, w float64) Strengths[nimState, nimMove] {
	return StrengthsFunc[nimState, nimMove](func(s nimState, moves []nimMove, out []float64) []float64 {
		out = out[:0]
		for _, m := range moves {
			v := 1.0
			if !g.wins(g.Apply(s, m)) {
				v = w
			}
			out = append(out, v)
		}
		return out
	})
}

func TestBiasWeight(t *testing.T) {
	sel := selector{prior: true, cbt: 0.5, k: 5000}
	lin := sel
	lin.linear = true
	for _, c := range []struct {
		n           int64
		sqrt, plain float64
	}{{0, 0.5, 0.5}, {5000, 0.5 * math.Sqrt(0.5), 0.25}, {15000, 0.25, 0.125}} {
		if got := sel.biasWeight(c.n); math.Abs(got-c.sqrt) > 1e-12 {
			t.Errorf("sqrt, N=%d: %v, want %v", c.n, got, c.sqrt)
		}
		if got := lin.biasWeight(c.n); math.Abs(got-c.plain) > 1e-12 {
			t.Errorf("linear, N=%d: %v, want %v", c.n, got, c.plain)
		}
	}
	if got := (&selector{cbt: 0.5, k: 5000}).biasWeight(10); got != 0 {
		t.Errorf("without a prior: %v, want 0", got)
	}
}

// withPriors gives star's children the priors ps.
func withPriors(tr *tree[int, int], ps ...float32) *tree[int, int] {
	tr.prior = append([]float32{0}, ps...)
	return tr
}

func TestSelectWithPrior(t *testing.T) {
	r := seeded(1)
	sel := &selector{c: 0.5, prior: true, cbt: 0.5, k: 10}
	// Unvisited: the highest prior first.
	tr := withPriors(star(nil, nil, nil), 0.2, 0.5, 0.3)
	for range 50 {
		if got := selectChild(tr, 0, sel, r, false); got != 2 {
			t.Fatalf("unvisited children with priors .2 .5 .3: chose %d, want 2", got)
		}
	}
	// Ties among the highest are drawn at random.
	tr = withPriors(star(nil, nil, nil), 0.4, 0.2, 0.4)
	seen := map[int32]int{}
	for range 200 {
		seen[selectChild(tr, 0, sel, r, false)]++
	}
	if seen[2] != 0 || seen[1] < 50 || seen[3] < 50 {
		t.Errorf("tied priors .4 .2 .4: %v", seen)
	}
	// Visited with equal statistics: the bias decides.
	tr = withPriors(star([]float64{1, 0}, []float64{1, 0}, []float64{1, 0}), 0.1, 0.3, 0.6)
	if got := selectChild(tr, 0, sel, r, false); got != 3 {
		t.Errorf("equal statistics, priors .1 .3 .6: chose %d, want 3", got)
	}
	// The bias term: X̄ + C·sqrt(ln N/n) + C_BT·sqrt(K/(N+K))·P. Child 1
	// has mean 0.75 (4 visits), child 2 mean 0.5 (4 visits), N = 8;
	// child 2 wins when 0.5·sqrt(10/18)·(P2 − P1) > 0.25.
	tr = withPriors(star([]float64{1, 1, 1, 0}, []float64{1, 1, 0, 0}), 0.1, 0.9)
	if got := selectChild(tr, 0, sel, r, false); got != 2 {
		t.Errorf("0.5·sqrt(10/18)·0.8 = %.3f > 0.25: chose %d, want 2", 0.5*math.Sqrt(10.0/18)*0.8, got)
	}
	lin := *sel
	lin.linear = true
	if got := selectChild(tr, 0, &lin, r, false); got != 1 {
		t.Errorf("linear: 0.5·(10/18)·0.8 = %.3f < 0.25: chose %d, want 1", 0.5*10.0/18*0.8, got)
	}
}

func biasedParams(w float64) nimParams {
	p := DefaultUCTParams[nimState, nimMove]()
	p.Solver = false
	p.C, p.CBT, p.K = 0.85, 0.5, 5000
	p.Prior = oraclePrior(normalNim, w)
	return p
}

// The root's candidates carry the terms of the selection value: they
// match the formula, the priors sum to 1, and their argmax is what
// selection picks next.
func TestCandidateTerms(t *testing.T) {
	p := biasedParams(4)
	p.Iterations = 3000
	root := nimPos(2, 3, 6)
	u, _ := runUCT(normalNim, root, nimOpts{}, p, 1)
	cands := u.RootChildren()
	n := u.t.nodes[0].visits
	w := 0.5 * math.Sqrt(5000/float64(n+5000))
	sumP, best, bestScore := 0.0, -1, math.Inf(-1)
	for i, c := range cands {
		if c.Visits == 0 {
			t.Fatalf("%v unvisited after 3000 iterations", c.Action)
		}
		sumP += c.Prior
		explore := 0.85 * math.Sqrt(math.Log(float64(n))/float64(c.Visits))
		if c.Exploit != c.Mean || math.Abs(c.Explore-explore) > 1e-12 || math.Abs(c.Bias-w*c.Prior) > 1e-12 {
			t.Errorf("%v: terms %v %v %v, want %v %v %v", c.Action, c.Exploit, c.Explore, c.Bias, c.Mean, explore, w*c.Prior)
		}
		if s := c.Exploit + c.Explore + c.Bias; s > bestScore {
			best, bestScore = i, s
		}
	}
	if math.Abs(sumP-1) > 1e-6 {
		t.Errorf("priors sum to %v", sumP)
	}
	if got := selectChild(&u.t, 0, &u.sel, seeded(1), false); int(got-u.t.nodes[0].first) != best {
		t.Errorf("selection picks child %d, the candidates' argmax is %d", got-u.t.nodes[0].first, best)
	}
}

// A good prior lets plain biased UCT (no solver) find the winning move of
// 3 4 5, where random Nim playouts say little, in at least 95 of 100
// seeds at 3000 iterations.
func TestPriorFindsWinningNimMove(t *testing.T) {
	root := nimPos(3, 4, 5)
	p := biasedParams(5)
	p.Iterations = 3000
	seeds := 100
	if testing.Short() {
		seeds = 20
	}
	wins := 0
	for seed := range seeds {
		_, r := runUCT(normalNim, root, nimOpts{}, p, uint64(seed))
		if winning(t, normalNim, root, r.BestMove) {
			wins++
		}
	}
	if wins < seeds*95/100 {
		t.Errorf("winning move in %d of %d seeds", wins, seeds)
	}
}

// Roulette plays each move with probability ∝ its strength.
func TestRoulette(t *testing.T) {
	st := StrengthsFunc[nimState, nimMove](func(s nimState, moves []nimMove, out []float64) []float64 {
		out = out[:0]
		for _, m := range moves {
			out = append(out, float64(m.Take))
		}
		return out
	})
	pol := Roulette[nimState, nimMove](normalNim, st)
	r := seeded(3)
	count := map[uint8]int{}
	const n = 30000
	for range n {
		m, ok := pol.PlayoutMove(nimPos(3), r)
		if !ok {
			t.Fatal("no move")
		}
		count[m.Take]++
	}
	for take := uint8(1); take <= 3; take++ {
		if got, want := float64(count[take])/n, float64(take)/6; math.Abs(got-want) > 0.01 {
			t.Errorf("take %d: frequency %.4f, want %.4f", take, got, want)
		}
	}
	if _, ok := pol.PlayoutMove(nimPos(), r); ok {
		t.Error("a terminal position gave a move")
	}
}

type nimFinisher struct {
	g     toyNim
	calls int
}

// Finish knows the result of every position with at most 6 stones.
func (f *nimFinisher) Finish(s nimState) (float64, bool) {
	if int(s.heaps[0])+int(s.heaps[1])+int(s.heaps[2])+int(s.heaps[3]) > 6 {
		return 0, false
	}
	f.calls++
	v := -1.0
	if f.g.wins(s) {
		v = 1
	}
	if s.turn != 0 {
		v = -v
	}
	return v, true
}

// With the solver, leaves the finisher settles become proofs: 1 2 4 (7
// stones; every move leaves at most 6) is proven a win within one
// iteration per move, and the proven move wins.
func TestFinisherProves(t *testing.T) {
	p := DefaultUCTParams[nimState, nimMove]()
	f := &nimFinisher{g: normalNim}
	p.Finisher, p.Iterations = f, 1000
	root := nimPos(1, 2, 4)
	_, r := runUCT(normalNim, root, nimOpts{}, p, 1)
	moves := len(normalNim.Moves(root, nil))
	if !r.Proven || r.Value != 1 || r.Stats.Playouts > int64(moves) || f.calls == 0 {
		t.Errorf("proven=%v value=%v after %d playouts (%d moves, %d finisher calls)", r.Proven, r.Value, r.Stats.Playouts, moves, f.calls)
	}
	if !winning(t, normalNim, root, r.BestMove) {
		t.Errorf("proven move %v does not win", r.BestMove)
	}
}

func TestBiasParamErrors(t *testing.T) {
	for _, c := range []struct {
		cbt, k float64
		want   string
	}{{-1, 10, "C_BT"}, {math.NaN(), 10, "C_BT"}, {0.5, 0, "K must"}, {0.5, math.Inf(1), "K must"}} {
		p := biasedParams(2)
		p.CBT, p.K = c.cbt, c.k
		u := NewUCT(normalNim, nimPos(1, 2), nimOpts{}, p, seeded(1))
		if err := u.Err(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("C_BT=%v K=%v: %v, want an error about %q", c.cbt, c.k, err, c.want)
		}
	}
}

// Regression pin: biased UCT with roulette playouts on 3 4 5, seed 1,
// statistics recorded from this implementation (not an outside source).
func TestBiasedGoldenStats(t *testing.T) {
	p := biasedParams(3)
	p.Iterations = 2000
	p.Policy = Roulette[nimState, nimMove](normalNim, p.Prior)
	_, r := runUCT(normalNim, nimPos(3, 4, 5), nimOpts{}, p, 1)
	r.Stats.Elapsed = 0
	want := adversarial.Stats{Nodes: 2996, Expanded: 589, Generated: 8150, MaxPly: 7, Iterations: 2000, Playouts: 2000, MemoryBytes: 331760}
	// 2000 iterations are too few here (the winning move is 1-2); the pin
	// records the run as it is.
	if r.BestMove != (nimMove{Heap: 0, Take: 3}) || r.Stats != want {
		t.Errorf("move %v, stats %#v", r.BestMove, r.Stats)
	}
}

// With C_BT = 0 the selection is plain UCT: the same seed gives the same
// search as without a prior, and the priors are still reported.
func TestZeroBiasIsUCT(t *testing.T) {
	p := biasedParams(3)
	p.Iterations, p.CBT = 1500, 0
	u, r := runUCT(normalNim, nimPos(2, 3, 5), nimOpts{}, p, 9)
	q := p
	q.Prior = nil
	_, want := runUCT(normalNim, nimPos(2, 3, 5), nimOpts{}, q, 9)
	r.Stats.Elapsed, want.Stats.Elapsed = 0, 0
	if r.Stats.MemoryBytes <= want.Stats.MemoryBytes {
		t.Errorf("memory %d with priors, %d without: the prior table must count", r.Stats.MemoryBytes, want.Stats.MemoryBytes)
	}
	r.Stats.MemoryBytes = want.Stats.MemoryBytes
	if r.BestMove != want.BestMove || r.Stats != want.Stats {
		t.Errorf("C_BT=0: %v %+v; plain UCT: %v %+v", r.BestMove, r.Stats, want.BestMove, want.Stats)
	}
	sum := 0.0
	for _, c := range u.RootChildren() {
		sum += c.Prior
		if c.Bias != 0 {
			t.Errorf("%v: bias %v with C_BT = 0", c.Action, c.Bias)
		}
	}
	if math.Abs(sum-1) > 1e-6 {
		t.Errorf("priors sum to %v", sum)
	}
}
