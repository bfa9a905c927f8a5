package adversarial

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"searchlab/core/search"
)

func allAlphaBeta(depth int) []AlphaBetaParams {
	var ps []AlphaBetaParams
	for i := range 8 {
		ps = append(ps, AlphaBetaParams{Depth: depth, Ordering: i&1 != 0, TT: i&2 != 0, Deepening: i&4 != 0})
	}
	return ps
}

func TestMinimaxTicTacToeFullTree(t *testing.T) {
	r := Solve(NewMinimax(tttGame{}, ttt{}, Options[ttt, int]{}, MinimaxParams{}))
	if r.Status != search.Found || r.Value != 0 || !r.Proven || !r.HasMove {
		t.Fatalf("minimax on the empty board: %+v, want a proven draw with a move", r)
	}
	// The full tic-tac-toe game tree has 549,946 nodes (root included).
	if r.Stats.Nodes != 549946 {
		t.Errorf("minimax visited %d nodes, want 549946 (the full game tree)", r.Stats.Nodes)
	}
	if r.Stats.DepthReached != 9 || r.Stats.MaxPly != 9 {
		t.Errorf("depth reached %d, max ply %d, want 9 and 9", r.Stats.DepthReached, r.Stats.MaxPly)
	}
	checkPV(t, tttGame{}, ttt{}, r)
	m := Solve(NewMinimax(tttGame{}, ttt{}, Options[ttt, int]{}, MinimaxParams{TT: true}))
	if m.Value != 0 || m.Stats.Nodes >= r.Stats.Nodes/10 || m.Stats.TTHits == 0 {
		t.Errorf("memoised minimax: value %v nodes %d hits %d; want 0 and far fewer nodes", m.Value, m.Stats.Nodes, m.Stats.TTHits)
	}
}

// checkPV replays the principal variation and checks that, when it reaches
// the end of the game, the final utility equals the root value.
func checkPV[S comparable, M comparable](t *testing.T, g Game[S, M], root S, r Result[M]) {
	t.Helper()
	if r.HasMove && (len(r.PV) == 0 || r.PV[0] != r.BestMove) {
		t.Fatalf("PV %v does not start with the best move %v", r.PV, r.BestMove)
	}
	s := root
	for _, m := range r.PV {
		if !Legal(g, s, m) {
			t.Fatalf("PV %v: illegal move %v", r.PV, m)
		}
		s = g.Apply(s, m)
	}
	if g.Terminal(s) && r.Proven {
		if u := g.Utility(s, g.ToMove(root)); u != r.Value {
			t.Errorf("PV %v ends with utility %v for the root player, value says %v", r.PV, u, r.Value)
		}
	}
}

func TestAlphaBetaTicTacToeAllSettings(t *testing.T) {
	full := Solve(NewMinimax(tttGame{}, ttt{}, Options[ttt, int]{}, MinimaxParams{})).Stats.Nodes
	for _, p := range allAlphaBeta(0) {
		r := Solve(NewAlphaBeta(tttGame{}, ttt{}, Options[ttt, int]{}, p))
		if r.Status != search.Found || r.Value != 0 || !r.Proven || !r.HasMove {
			t.Errorf("%+v: %+v, want a proven draw", p, r)
		}
		if r.Stats.Nodes >= full {
			t.Errorf("%+v: %d nodes, no fewer than minimax's %d", p, r.Stats.Nodes, full)
		}
		checkPV(t, tttGame{}, ttt{}, r)
	}
}

// positions returns every reachable non-terminal tic-tac-toe position with
// at least min marks.
func positions(min int) []ttt {
	seen := map[ttt]bool{}
	var out []ttt
	var walk func(s ttt)
	walk = func(s ttt) {
		if seen[s] || (tttGame{}).Terminal(s) {
			return
		}
		seen[s] = true
		if int(s.n) >= min {
			out = append(out, s)
		}
		for _, m := range (tttGame{}).Moves(s, nil) {
			walk((tttGame{}).Apply(s, m))
		}
	}
	walk(ttt{})
	return out
}

func TestAlphaBetaAgreesWithMinimaxAndPlaysOptimally(t *testing.T) {
	g := tttGame{}
	ps := positions(3)
	for _, s := range ps {
		want := Solve(NewMinimax(g, s, Options[ttt, int]{}, MinimaxParams{TT: true})).Value
		for _, p := range allAlphaBeta(0) {
			r := Solve(NewAlphaBeta(g, s, Options[ttt, int]{}, p))
			if r.Value != want {
				t.Fatalf("%v %+v: alpha-beta value %v, minimax %v", s.cells, p, r.Value, want)
			}
			// The best move must achieve the value.
			child := g.Apply(s, r.BestMove)
			cv := Solve(NewMinimax(g, child, Options[ttt, int]{}, MinimaxParams{TT: true})).Value
			if g.Terminal(child) {
				cv = g.Utility(child, g.ToMove(child))
			}
			if toParent(cv, g.ToMove(s), g.ToMove(child)) != want {
				t.Fatalf("%v %+v: best move %d leads to value %v, not %v", s.cells, p, r.BestMove, cv, want)
			}
			checkPV(t, g, s, r)
		}
	}
}

func TestDepthLimitedWithEvaluation(t *testing.T) {
	g := tttEval{}
	for _, s := range append(positions(2)[:40], ttt{}) {
		for d := 1; d <= 4; d++ {
			want := Solve(NewMinimax[ttt, int](g, s, Options[ttt, int]{}, MinimaxParams{Depth: d}))
			if want.Stats.DepthReached != d && !want.Proven {
				t.Fatalf("minimax depth %d reached %d", d, want.Stats.DepthReached)
			}
			mt := Solve(NewMinimax[ttt, int](g, s, Options[ttt, int]{}, MinimaxParams{Depth: d, TT: true}))
			if mt.Value != want.Value {
				t.Fatalf("%v depth %d: memoised minimax %v, minimax %v", s.cells, d, mt.Value, want.Value)
			}
			for _, p := range allAlphaBeta(d) {
				r := Solve(NewAlphaBeta[ttt, int](g, s, Options[ttt, int]{}, p))
				if r.Value != want.Value {
					t.Fatalf("%v depth %d %+v: alpha-beta %v, minimax %v", s.cells, d, p, r.Value, want.Value)
				}
			}
		}
	}
}

func TestSubtractionGameAllAlgorithms(t *testing.T) {
	g := subGame{}
	for n := 0; n <= 24; n++ {
		want := 1.0
		if n%4 == 0 {
			want = -1
		}
		s := pile{n: n, turn: n % 2}
		searches := map[string]Searcher[int]{"minimax+tt": NewMinimax(g, s, Options[pile, int]{}, MinimaxParams{TT: true})}
		if n <= 14 {
			searches["minimax"] = NewMinimax(g, s, Options[pile, int]{}, MinimaxParams{})
		}
		for _, p := range allAlphaBeta(0) {
			searches[fmt.Sprintf("%+v", p)] = NewAlphaBeta(g, s, Options[pile, int]{}, p)
		}
		for name, se := range searches {
			r := Solve(se)
			if r.Value != want || !r.Proven {
				t.Errorf("pile %d %s: value %v proven %v, want %v", n, name, r.Value, r.Proven, want)
			}
			if n > 0 && want == 1 && (n-r.BestMove)%4 != 0 {
				t.Errorf("pile %d %s: best move takes %d, not a winning move", n, name, r.BestMove)
			}
			checkPV(t, g, s, r)
		}
	}
}

func TestNodeBudgetIsExact(t *testing.T) {
	for _, budget := range []int64{1, 2, 50, 1000} {
		for _, p := range allAlphaBeta(0) {
			r := Solve(NewAlphaBeta(tttGame{}, ttt{}, Options[ttt, int]{Limits: search.Limits{MaxNodes: budget}}, p))
			if r.Status != search.BudgetExceeded || r.Stats.Nodes != budget {
				t.Errorf("budget %d %+v: status %v nodes %d", budget, p, r.Status, r.Stats.Nodes)
			}
		}
		r := Solve(NewMinimax(tttGame{}, ttt{}, Options[ttt, int]{Limits: search.Limits{MaxNodes: budget}}, MinimaxParams{}))
		if r.Status != search.BudgetExceeded || r.Stats.Nodes != budget {
			t.Errorf("minimax budget %d: status %v nodes %d", budget, r.Status, r.Stats.Nodes)
		}
	}
}

func TestEventsMatchStatistics(t *testing.T) {
	for _, p := range allAlphaBeta(0) {
		var enter, leave, cut, hit, iters int64
		depth := 0
		obs := func(e Event[ttt, int]) {
			switch e.Kind {
			case Enter:
				enter++
				if e.Ply != depth {
					t.Fatalf("%+v: enter at ply %d with %d open nodes", p, e.Ply, depth)
				}
				depth++
			case Leave:
				leave++
				depth--
				if e.Ply != depth {
					t.Fatalf("%+v: leave at ply %d with %d open nodes", p, e.Ply, depth)
				}
			case Cutoff:
				cut++
				if e.Pruned <= 0 {
					t.Fatalf("cutoff pruning %d siblings", e.Pruned)
				}
			case TTHit:
				hit++
			case NewIteration:
				iters++
			}
		}
		s := ttt{}.cells
		_ = s
		withObs := Solve(NewAlphaBeta(tttGame{}, ttt{}, Options[ttt, int]{Observer: obs}, p))
		plain := Solve(NewAlphaBeta(tttGame{}, ttt{}, Options[ttt, int]{}, p))
		st := withObs.Stats
		if enter != st.Nodes || leave != st.Nodes || cut != st.Cutoffs || hit != st.TTHits || iters != st.Iterations {
			t.Errorf("%+v: events enter %d leave %d cutoff %d hit %d iter %d; stats %+v", p, enter, leave, cut, hit, iters, st)
		}
		if plain.Stats.Nodes != st.Nodes || plain.Value != withObs.Value || plain.BestMove != withObs.BestMove {
			t.Errorf("%+v: the observer changed the search", p)
		}
		if p.Ordering || p.TT {
			if (p.TT && st.TTHits == 0) || st.Cutoffs == 0 {
				t.Errorf("%+v: no cutoffs or no TT hits: %+v", p, st)
			}
		}
	}
}

func TestOneNodePerStep(t *testing.T) {
	a := NewAlphaBeta(tttGame{}, ttt{}, Options[ttt, int]{}, AlphaBetaParams{TT: true, Ordering: true, Deepening: true})
	steps := int64(0)
	for a.Step() {
		steps++
		if n := a.Result().Stats.Nodes; n > steps+1 {
			t.Fatalf("after %d steps %d nodes were entered", steps, n)
		}
	}
	if n := a.Result().Stats.Nodes; n < steps-a.Result().Stats.Iterations-1 {
		t.Errorf("%d steps for %d nodes", steps, n)
	}
}

func TestRunCancelledAndTimed(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r := Run(ctx, NewMinimax(tttGame{}, ttt{}, Options[ttt, int]{}, MinimaxParams{}), RunOptions{})
	if r.Status != search.Cancelled {
		t.Errorf("cancelled run: status %v", r.Status)
	}
	var progress int
	r = Run(context.Background(), NewAlphaBeta(tttGame{}, ttt{}, Options[ttt, int]{}, AlphaBetaParams{}), RunOptions{Progress: func(Stats) { progress++ }})
	if r.Status != search.Found || r.Stats.Elapsed <= 0 {
		t.Errorf("run: %v elapsed %v", r.Status, r.Stats.Elapsed)
	}
}

func TestMatchesBetweenPlayers(t *testing.T) {
	g := tttGame{}
	ab := NewAlphaBetaPlayer(g, Options[ttt, int]{}, AlphaBetaParams{TT: true, Ordering: true})
	mm := NewMinimaxPlayer(g, Options[ttt, int]{}, MinimaxParams{TT: true})
	for seed := range uint64(20) {
		rnd := NewRandomPlayer(g, rand.New(rand.NewPCG(seed, seed)))
		u, err := NewMatch(g, ttt{}, ab, rnd).Play(0)
		if err != nil || u < 0 {
			t.Fatalf("seed %d: alpha-beta (X) vs random: utility %v, err %v", seed, u, err)
		}
		u, err = NewMatch(g, ttt{}, rnd, mm).Play(0)
		if err != nil || u > 0 {
			t.Fatalf("seed %d: random vs minimax (O): utility %v, err %v", seed, u, err)
		}
	}
	u, err := NewMatch(g, ttt{}, ab, mm).Play(0)
	if err != nil || u != 0 {
		t.Errorf("perfect players: utility %v err %v, want a draw", u, err)
	}
	// Same seed, same game.
	play := func() []int {
		m := NewMatch(g, ttt{}, NewRandomPlayer(g, rand.New(rand.NewPCG(7, 7))), NewRandomPlayer(g, rand.New(rand.NewPCG(8, 8))))
		if _, err := m.Play(0); err != nil {
			t.Fatal(err)
		}
		return m.Moves
	}
	if a, b := play(), play(); fmt.Sprint(a) != fmt.Sprint(b) {
		t.Errorf("random games differ with the same seeds: %v %v", a, b)
	}
}

func TestHumanPlayer(t *testing.T) {
	g := tttGame{}
	h := &Human[ttt, int]{}
	m := NewMatch[ttt, int](g, ttt{}, h, NewAlphaBetaPlayer(g, Options[ttt, int]{}, AlphaBetaParams{TT: true}))
	if _, err := m.Step(); !errors.Is(err, ErrWaiting) {
		t.Fatalf("no move supplied: err %v", err)
	}
	h.Supply(4)
	if more, err := m.Step(); err != nil || !more || len(m.Moves) != 1 {
		t.Fatalf("human move: %v %v", more, err)
	}
	if _, err := m.Step(); err != nil || len(m.Moves) != 2 {
		t.Fatalf("engine reply: %v", err)
	}
	h.Supply(4) // occupied
	if _, err := m.Step(); err == nil || len(m.Moves) != 2 {
		t.Fatalf("illegal move accepted: err %v, moves %v", err, m.Moves)
	}
}
