package bloxorz

import (
	"math"
	"testing"

	"searchlab/core/local"
	"searchlab/core/search"
)

// asLocal is f as the genetic algorithm takes it (the engine's wrapper).
func asLocal(f Fitness) local.Fitness[State, Move] {
	return func(d *local.Decoded[State, Move]) float64 { return f(d.States, d.Goal, d.Skipped) }
}

// decodeKeys plays moves (of p, from its start) into a local.Decoded the way
// the genetic algorithm does: an inapplicable move is skipped.
func decodeKeys(p *Problem, moves []Move) *local.Decoded[State, Move] {
	d := &local.Decoded[State, Move]{States: []State{p.Initial()}}
	var buf []Move
	for _, m := range moves {
		s := d.States[len(d.States)-1]
		buf = p.Actions(s, buf)
		ok := false
		for _, a := range buf {
			ok = ok || a == m
		}
		if !ok {
			d.Skipped++
			continue
		}
		n := p.Result(s, m)
		d.States = append(d.States, n)
		d.Actions = append(d.Actions, m)
		if p.IsGoal(n) {
			d.Goal = true
			break
		}
	}
	return d
}

// The fitness terms on stage 1 (start (3,3), exit (9,6), relaxed distance 7
// at the start): progress is the best relaxed distance on the path, each
// skipped gene and each immediate reversal adds its penalty, a goal scores
// 0, and an infinite distance stays finite.
func TestFitnessTerms(t *testing.T) {
	p := NewProblem(classicLevel(t, 1), SwapsFree)
	f := asLocal(NewFitness(p, FitnessWeights{Progress: 1, Skipped: 0.5, Reversal: 0.25}))
	r, d, l, u := MoveOf(0, R), MoveOf(0, D), MoveOf(0, L), MoveOf(0, U)
	if h := p.H(p.Initial()); h != 7 {
		t.Fatalf("H(start) = %v, want 7", h)
	}
	cases := []struct {
		name  string
		moves []Move
		want  float64
	}{
		{"empty", nil, 7},
		{"one good move", []Move{r}, p.H(p.Result(p.Initial(), r))},
		{"the optimal solution", []Move{r, d, d, r, r, d, r}, 0},
		{"there and back", []Move{r, l}, p.H(p.Result(p.Initial(), r)) + 0.25},
		{"up falls off (skipped), then right", []Move{u, u, r}, 1 + p.H(p.Result(p.Initial(), r))},
	}
	for _, c := range cases {
		dec := decodeKeys(p, c.moves)
		if got := f(dec); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("%s: fitness %v, want %v (skipped %d, goal %v)", c.name, got, c.want, dec.Skipped, dec.Goal)
		}
	}
	// Progress is the best state on the path, not the last one.
	dec := decodeKeys(p, []Move{r, d, d, r, r, l, l, l})
	best := math.Inf(1)
	for _, s := range dec.States {
		best = min(best, p.H(s))
	}
	last := p.H(dec.States[len(dec.States)-1])
	if got := f(dec); got < best || got >= best+1 || best >= last {
		t.Errorf("walk away: fitness %v, best %v, last %v", got, best, last)
	}
	// A level whose exit the relaxed game cannot reach.
	pi := NewProblem(fixture(t, "o@o..ooo\nooo..oEo\nooo..ooo\n"), SwapsFree)
	if got := asLocal(NewFitness(pi, DefaultFitnessWeights()))(decodeKeys(pi, nil)); got != deadDistance {
		t.Errorf("dead level: fitness %v", got)
	}
}

// The closed-way term on stage 2, whose bridges start off and whose exit
// needs both switches: from the start the fitness is Closed plus the
// distance to the soft switch (computed here independently: the BFS depth
// of the first state whose bridges differ from the start's); once the soft
// switch has fired it is Closed plus the distance to the hard switch (no
// longer to the soft one, which would shut the bridge again); once both
// fired, the way is open and the fitness falls below Closed.
func TestFitnessClosedWay(t *testing.T) {
	p := NewProblem(classicLevel(t, 2), SwapsFree)
	w := FitnessWeights{Progress: 1, Closed: 30}
	f := asLocal(NewFitness(p, w))
	firstChange := func(start State) (State, int) {
		depth := map[State]int{start: 0}
		queue := []State{start}
		var buf []Move
		for q := 0; q < len(queue); q++ {
			s := queue[q]
			for _, m := range p.Actions(s, buf) {
				n := p.Result(s, m)
				if _, ok := depth[n]; ok {
					continue
				}
				depth[n] = depth[s] + 1
				if n.Bridges != start.Bridges {
					return n, depth[n]
				}
				queue = append(queue, n)
			}
		}
		t.Fatal("no switch fires")
		return start, 0
	}
	if _, fire := firstChange(p.Initial()); f(decodeKeys(p, nil)) != w.Closed+float64(fire) {
		t.Errorf("start: fitness %v, want %v + %d", f(decodeKeys(p, nil)), w.Closed, fire)
	}
	// The optimal solution URDRRRRUUDRDRRURU fires the soft switch (2,3)
	// with its first three moves and the hard switch (8,2) with its tenth.
	var sol []Move
	for _, d := range []Dir{U, R, D, R, R, R, R, U, U, D, R, D, R, R, U, R, U} {
		sol = append(sol, MoveOf(0, d))
	}
	s3 := decodeKeys(p, sol[:3]).States[3]
	if s3.Bridges == p.Initial().Bridges {
		t.Fatal("the soft switch did not fire")
	}
	// From s3 the next change of bridges the BFS finds may be the soft
	// switch again (shutting the bridge): the fitness must point at the
	// hard switch instead, so it is at least Closed + 1.
	if got := f(&local.Decoded[State, Move]{States: []State{s3}}); got < w.Closed+1 {
		t.Errorf("on the soft switch: fitness %v", got)
	}
	dec := decodeKeys(p, sol[:10])
	if last := dec.States[10]; f(dec) >= w.Closed || f(dec) != float64(len(sol)-10) {
		t.Errorf("after the hard switch (bridges %b): fitness %v, want %d (the frozen distance, here exact)", last.Bridges, f(dec), len(sol)-10)
	}
}

// runGA runs the genetic algorithm with the Bloxorz fitness on stage n.
func runGA(t testing.TB, n int, seed uint64, mut func(*local.GeneticParams[State, Move]), o search.Options[State]) (*Problem, search.Result[Move]) {
	p := NewProblem(classicLevel(t, n), SwapsFree)
	gp := local.DefaultGeneticParams[State, Move]()
	gp.SequenceLength = 150
	gp.Fitness = asLocal(NewFitness(p, DefaultFitnessWeights()))
	if mut != nil {
		mut(&gp)
	}
	g := local.NewGenetic(p, o, gp, newRand(seed))
	if g.Err() != nil {
		t.Fatal(g.Err())
	}
	if got := g.Alphabet(); len(got) != len(p.AllActions()) {
		t.Fatalf("alphabet %v, want the problem's %v", got, p.AllActions())
	}
	return p, search.Solve[Move](g)
}

// The genetic algorithm with the Bloxorz fitness solves stages 1 and 2;
// every solution replays to a win under the game model. Regression pins,
// recorded after the replays passed: a change means the GA or the fitness
// changed behaviour. (Generated re-pinned when the GA began counting the
// start once per decoded chromosome, so Expanded ≤ Generated; before: 584,
// 23589, 107009.)
func TestGeneticBloxorzPins(t *testing.T) {
	for _, c := range []struct {
		stage int
		seed  uint64
		moves int
		stats search.Stats
	}{
		{1, 1, 21, search.Stats{Expanded: 584, Generated: 589, MaxFrontier: 100, MaxDepth: 115, Iterations: 1, MemoryBytes: 125388}},
		{2, 1, 21, search.Stats{Expanded: 23651, Generated: 23822, MaxFrontier: 100, MaxDepth: 121, Iterations: 3, MemoryBytes: 125388}},
		{2, 2, 28, search.Stats{Expanded: 107412, Generated: 108091, MaxFrontier: 100, MaxDepth: 119, Iterations: 11, MemoryBytes: 125388}},
	} {
		p, r := runGA(t, c.stage, c.seed, nil, search.Options[State]{})
		if r.Status != search.Found {
			t.Fatalf("stage %d seed %d: %v", c.stage, c.seed, r.Status)
		}
		keys, _, err := p.Notation(r.Actions)
		if err != nil {
			t.Fatal(err)
		}
		if err := Replay(p.Level(), keys); err != nil {
			t.Fatalf("stage %d seed %d: %s: %v", c.stage, c.seed, keys, err)
		}
		if len(r.Actions) < classic[c.stage-1].free {
			t.Errorf("stage %d: %d moves, below the optimum", c.stage, len(r.Actions))
		}
		st := r.Stats
		st.Elapsed = 0
		if len(r.Actions) != c.moves || st != c.stats {
			t.Errorf("stage %d seed %d: got {%d, %d, %d, %#v}", c.stage, c.seed, c.stage, c.seed, len(r.Actions), st)
		}
	}
}

// Budgets end the search honestly: no solution, the generation or node
// count reached exactly.
func TestGeneticBloxorzBudgets(t *testing.T) {
	_, r := runGA(t, 14, 1, func(gp *local.GeneticParams[State, Move]) { gp.Generations = 4 }, search.Options[State]{})
	if r.Status != search.BudgetExceeded || r.Actions != nil || r.Stats.Iterations != 4 {
		t.Errorf("4 generations on stage 14: %v, %d actions, %d generations", r.Status, len(r.Actions), r.Stats.Iterations)
	}
	_, r = runGA(t, 14, 1, nil, search.Options[State]{Limits: search.Limits{MaxNodes: 5000}})
	if r.Status != search.BudgetExceeded || r.Actions != nil || r.Stats.Expanded != 5000 {
		t.Errorf("5000 nodes on stage 14: %v, %d actions, %d expanded", r.Status, len(r.Actions), r.Stats.Expanded)
	}
	_, r = runGA(t, 14, 1, func(gp *local.GeneticParams[State, Move]) { gp.Stagnation = 3; gp.MutationRate = 0 }, search.Options[State]{})
	if r.Status != search.NotFound || r.Actions != nil {
		t.Errorf("stagnation on stage 14: %v", r.Status)
	}
}

// AllActions is the gene alphabet: U D L R, plus cube B's moves or S in a
// level with splits; every applicable move of every reachable state is in
// it.
func TestAllActions(t *testing.T) {
	for _, n := range []int{1, 8} {
		for _, c := range []Costing{SwapsFree, SwapsCounted} {
			p := NewProblem(classicLevel(t, n), c)
			all := p.AllActions()
			want := 4
			if n == 8 {
				want = map[Costing]int{SwapsFree: 8, SwapsCounted: 5}[c]
			}
			if len(all) != want {
				t.Fatalf("stage %d costing %d: %v", n, c, all)
			}
			states, _ := reachable(p)
			var buf []Move
			for _, s := range states {
				for _, m := range p.Actions(s, buf) {
					found := false
					for _, a := range all {
						found = found || a == m
					}
					if !found {
						t.Fatalf("stage %d: move %v of %+v is not in %v", n, m, s, all)
					}
				}
			}
		}
	}
}

// Events report splits and bridge cells gained and lost, checked against
// the states themselves over every reachable transition of stages with
// switches and splits.
func TestEvents(t *testing.T) {
	var splits, gains, losses int
	for _, n := range []int{2, 8, 15} {
		p := NewProblem(classicLevel(t, n), SwapsFree)
		states, _ := reachable(p)
		var buf []Move
		for _, s := range states {
			for _, m := range p.Actions(s, buf) {
				nx := p.Result(s, m)
				split, gained, lost := p.Events(s, m, nx)
				if split != (s.Pose != Cubes && nx.Pose == Cubes) {
					t.Fatalf("stage %d %+v %v: split %v", n, s, m, split)
				}
				g, l := 0, 0
				for y := 0; y < p.Level().H; y++ {
					for x := 0; x < p.Level().W; x++ {
						before, after := p.Level().BridgeOn(s, Pos{x, y}), p.Level().BridgeOn(nx, Pos{x, y})
						if !before && after {
							g++
						}
						if before && !after {
							l++
						}
					}
				}
				if gained != g || lost != l {
					t.Fatalf("stage %d %+v %v: gained %d lost %d, want %d %d", n, s, m, gained, lost, g, l)
				}
				if split {
					splits++
				}
				gains += gained
				losses += lost
			}
		}
	}
	if splits == 0 || gains == 0 || losses == 0 {
		t.Errorf("fixtures exercise too little: %d splits, %d gains, %d losses", splits, gains, losses)
	}
}
