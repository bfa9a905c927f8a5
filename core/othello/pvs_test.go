package othello

import (
	"math/rand/v2"
	"testing"

	"searchlab/core/adversarial"
	"searchlab/core/search"
)

// naiveDiscs is plain negamax in discs to depth plies with the evaluation
// l at the horizon and the exact score at the end (a pass counts as a
// ply): the reference PVS must agree with.
func naiveDiscs(l *Learned, own, opp uint64, depth int, passed bool) int {
	lm := legalMask(own, opp)
	if lm == 0 && (passed || legalMask(opp, own) == 0) {
		return final(own, opp)
	}
	if depth == 0 {
		if lm == 0 && legalMask(opp, own) == 0 {
			return final(own, opp)
		}
		return l.Discs(own, opp)
	}
	if lm == 0 {
		return -naiveDiscs(l, opp, own, depth-1, true)
	}
	best := -65
	for b := lm; b != 0; b &= b - 1 {
		sq := trailing(b)
		f := flips(sq, own, opp)
		best = max(best, -naiveDiscs(l, opp&^f, own|f|1<<uint(sq), depth-1, false))
	}
	return best
}

// midgamePositions returns n positions of random games with at least
// minEmpties empties (so that no search here reaches the end of the game).
func midgamePositions(r *rand.Rand, n, minEmpties int) []Position {
	var out []Position
	for len(out) < n {
		p := randomPositions(r, 1)[0]
		if p.Empties() >= minEmpties && !p.Over() {
			out = append(out, p)
		}
	}
	return out
}

// TestPVSAgreesWithNegamax: at depths 1–4, PVS (every switch of ordering,
// table and deepening, and all-moves mode) returns the negamax value, a
// best move whose child has that value, and in all-moves mode every root
// move's value.
func TestPVSAgreesWithNegamax(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	l := randomLearned(r)
	ps := midgamePositions(r, 30, 24)
	if testing.Short() {
		ps = ps[:10]
	}
	for _, p := range ps {
		own, opp := p.mine()
		for d := 1; d <= 4; d++ {
			want := naiveDiscs(l, own, opp, d, false)
			for k := range 16 {
				pp := PVSParams{Depth: d, Ordering: k&1 != 0, TT: k&2 != 0, Deepening: k&4 != 0, AllMoves: k&8 != 0, Eval: l}
				s := NewPVS(p, adversarial.Options[Position, Move]{}, pp)
				res := adversarial.Solve[Move](s)
				v, exact := s.Discs()
				if res.Status != search.Found || v != want || exact {
					t.Fatalf("%s depth %d %+v: value %d exact %v status %v, want %d", p, d, pp, v, exact, res.Status, want)
				}
				c := p.Apply(res.BestMove)
				co, cp := c.mine()
				if got := -naiveDiscs(l, co, cp, d-1, res.BestMove == Pass); got != want {
					t.Fatalf("%s depth %d: best move %s is worth %d, not %d", p, d, res.BestMove, got, want)
				}
				if pp.AllMoves {
					ms := s.MoveScores()
					if len(ms) != len(p.Moves(nil)) {
						t.Fatalf("%s: %d move scores for %d moves", p, len(ms), len(p.Moves(nil)))
					}
					for _, x := range ms {
						c := p.Apply(x.Move)
						co, cp := c.mine()
						if w := -naiveDiscs(l, co, cp, d-1, x.Move == Pass); !x.Exact || x.Score != w {
							t.Fatalf("%s depth %d: move %s scores %d (exact %v), want %d", p, d, x.Move, x.Score, x.Exact, w)
						}
					}
				}
			}
		}
	}
}

// TestPVSEndOfGame: searched deep enough, PVS returns the exact score of
// small endgames, marked exact, like the exact solver.
func TestPVSEndOfGame(t *testing.T) {
	r := rand.New(rand.NewPCG(23, 24))
	l := randomLearned(r)
	for i := range 30 {
		p := randomEndgame(r, 4+i%6) // naiveSolve is plain negamax: keep it small
		want := naiveSolve(p)
		s := NewPVS(p, adversarial.Options[Position, Move]{}, PVSParams{Depth: 30, Ordering: true, TT: true, Deepening: true, Eval: l})
		res := adversarial.Solve[Move](s)
		if v, exact := s.Discs(); v != want || !exact || !res.Proven {
			t.Fatalf("%s: value %d exact %v, want exact %d", p, v, exact, want)
		}
		if got := replayScore(t, p, completeLine(t, p, res.PV)); got < want && len(res.PV) == 0 {
			t.Fatalf("%s: no principal variation", p)
		}
	}
}

// completeLine returns pv (it may end early); the caller only checks that
// its moves are legal.
func completeLine(t *testing.T, p Position, pv []Move) []Move {
	t.Helper()
	q := p
	for _, m := range pv {
		next, err := q.Play(m)
		if err != nil {
			t.Fatalf("%s: PV %v: %v", p, pv, err)
		}
		q = next
	}
	for !q.Over() { // finish with any legal moves so the line replays
		m := q.Moves(nil)[0]
		pv = append(pv, m)
		q = q.Apply(m)
	}
	return pv
}

// TestPVSBudget: a node budget stops PVS at the budget with the move of
// the last completed depth, and a tiny budget still yields a legal move
// once the first iteration is done.
func TestPVSBudget(t *testing.T) {
	p := Start().Apply(19).Apply(18)
	for _, budget := range []int64{50, 500, 5000} {
		s := NewPVS(p, adversarial.Options[Position, Move]{Limits: search.Limits{MaxNodes: budget}},
			PVSParams{Depth: 20, Ordering: true, TT: true, Deepening: true})
		res := adversarial.Solve[Move](s)
		if res.Status != search.BudgetExceeded || res.Stats.Nodes > budget {
			t.Fatalf("budget %d: status %v nodes %d", budget, res.Status, res.Stats.Nodes)
		}
		if res.HasMove {
			if _, err := p.Play(res.BestMove); err != nil {
				t.Fatalf("budget %d: %v", budget, err)
			}
		}
		if budget >= 500 && (!res.HasMove || res.Stats.DepthReached < 1) {
			t.Fatalf("budget %d: no completed depth (%+v)", budget, res.Stats)
		}
	}
}

// TestPVSAgreesWithMinimax: with the embedded learned evaluation, PVS and
// core/adversarial's minimax (and alpha-beta) on Game{Eval: EvalLearned},
// whose evaluation is PVS's discs over 130, return the same value at depths
// 1–3 in the middle game (no game end within reach), and PVS's move is
// worth that value.
func TestPVSAgreesWithMinimax(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 26))
	g := Game{Eval: EvalLearned}
	for _, p := range midgamePositions(r, 12, 26) {
		for d := 1; d <= 3; d++ {
			mm := adversarial.Solve(adversarial.NewMinimax[Position, Move](g, p, adversarial.Options[Position, Move]{}, adversarial.MinimaxParams{Depth: d}))
			ab := adversarial.Solve(adversarial.NewAlphaBeta[Position, Move](g, p, adversarial.Options[Position, Move]{},
				adversarial.AlphaBetaParams{Depth: d, Ordering: true, TT: true}))
			s := NewPVS(p, adversarial.Options[Position, Move]{}, PVSParams{Depth: d, Ordering: true, TT: true, Deepening: true})
			res := adversarial.Solve[Move](s)
			v, _ := s.Discs()
			if mm.Value != float64(v)/130 || ab.Value != mm.Value || res.Value != mm.Value {
				t.Fatalf("%s depth %d: minimax %v, alpha-beta %v, PVS %d discs (%v)", p, d, mm.Value*130, ab.Value*130, v, res.Value)
			}
			if d == 1 {
				continue // depth 0 would mean minimax to the end of the game
			}
			c := p.Apply(res.BestMove)
			if w := -adversarial.Solve(adversarial.NewMinimax[Position, Move](g, c, adversarial.Options[Position, Move]{},
				adversarial.MinimaxParams{Depth: d - 1})).Value; w != mm.Value {
				t.Fatalf("%s depth %d: PVS's move %s is worth %v, not %v", p, d, res.BestMove, w*130, mm.Value*130)
			}
		}
	}
}

// TestPVSStoppedMidIteration: a search stopped by its node budget inside
// an iteration whose first root move was searched plays that iteration's
// best move so far (one of the moves it searched, with its value), a
// legal move, not proven.
func TestPVSStoppedMidIteration(t *testing.T) {
	r := rand.New(rand.NewPCG(41, 42))
	partial := 0
	for _, p := range midgamePositions(r, 6, 30) {
		for budget := int64(2000); budget <= 64000; budget *= 2 {
			s := NewPVS(p, adversarial.Options[Position, Move]{Limits: search.Limits{MaxNodes: budget}},
				PVSParams{Depth: 30, Ordering: true, TT: true, Deepening: true, ProbCut: DefaultProbCut})
			res := adversarial.Solve[Move](s)
			root, ok := s.partialRoot()
			if !ok {
				continue
			}
			partial++
			searched := false
			for _, m := range root.moves[:root.next] {
				searched = searched || m.sq == res.BestMove
			}
			if _, err := p.Play(res.BestMove); err != nil || !searched || res.Proven || res.Value != float64(root.best)/130 || res.Stats.DepthReached >= s.iter {
				t.Fatalf("%s budget %d: move %s (searched %v, err %v) value %v proven %v, root best %d, depth %d of %d",
					p, budget, res.BestMove, searched, err, res.Value, res.Proven, root.best, res.Stats.DepthReached, s.iter)
			}
		}
	}
	if partial == 0 {
		t.Fatal("no budget stopped a search after the first root move of an iteration")
	}
}
