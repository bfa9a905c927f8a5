package othello

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"searchlab/core/adversarial"
	"searchlab/core/search"
)

// replayScore plays pv from p and returns the final score for p's side to
// move, failing when a move is illegal or the game does not end.
func replayScore(t *testing.T, p Position, pv []Move) int {
	t.Helper()
	q := p
	for i, m := range pv {
		next, err := q.Play(m)
		if err != nil {
			t.Fatalf("%s: PV move %d: %v", p, i+1, err)
		}
		q = next
	}
	if !q.Over() {
		t.Fatalf("%s: PV %v does not end the game", p, pv)
	}
	return q.Score(p.Turn)
}

// TestEndgameFFO solves FFO #1–19 (14–16 empties) and checks the exact
// score, that the best move is one of the suite's best moves, and that the
// principal variation replays under the rules to that score.
func TestEndgameFFO(t *testing.T) {
	for _, c := range ffoSuite {
		for _, tt := range []bool{false, true} {
			t.Run(fmt.Sprintf("ffo%d/tt=%v", c.n, tt), func(t *testing.T) {
				p := MustParse(c.board)
				e := NewEndgame(p, adversarial.Options[Position, Move]{}, EndgameParams{TT: tt})
				r := adversarial.Solve[Move](e)
				score, ok := e.Score()
				if r.Status != search.Found || !ok || !r.Proven || !r.HasMove {
					t.Fatalf("status %v proven %v", r.Status, r.Proven)
				}
				if score != c.score || DiscDiff(r.Value) != c.score {
					t.Fatalf("score %d (value %v), want %d", score, r.Value, c.score)
				}
				if !slices.Contains(strings.Fields(c.best), r.BestMove.String()) {
					t.Fatalf("best move %s, want one of %s", r.BestMove, c.best)
				}
				if r.PV[0] != r.BestMove {
					t.Fatalf("PV %v does not start with %s", r.PV, r.BestMove)
				}
				if got := replayScore(t, p, r.PV); got != c.score {
					t.Fatalf("PV %v replays to %d, want %d", r.PV, got, c.score)
				}
				t.Logf("ffo %d tt=%v: %+d %s nodes %d", c.n, tt, score, r.BestMove, r.Stats.Nodes)
			})
		}
	}
}

// TestEndgameFFOAllMoves checks every move's exact score against the suite
// on a few positions, and that the suite lists all legal moves there.
func TestEndgameFFOAllMoves(t *testing.T) {
	for _, c := range ffoSuite {
		if testing.Short() && c.n > 3 {
			break
		}
		p := MustParse(c.board)
		e := NewEndgame(p, adversarial.Options[Position, Move]{}, EndgameParams{AllMoves: true, TT: c.n%2 == 0})
		adversarial.Solve[Move](e)
		got := map[string]int{}
		for _, ms := range e.MoveScores() {
			if !ms.Exact {
				t.Fatalf("ffo %d: %s not exact with AllMoves", c.n, ms.Move)
			}
			got[ms.Move.String()] = ms.Score
		}
		want := map[string]int{}
		for _, f := range strings.Fields(c.scores) {
			m, s, _ := strings.Cut(f, ":")
			want[m], _ = strconv.Atoi(s)
		}
		if len(got) != len(p.Moves(nil)) {
			t.Fatalf("ffo %d: %d move scores for %d legal moves", c.n, len(got), len(p.Moves(nil)))
		}
		for m, s := range want {
			if got[m] != s {
				t.Errorf("ffo %d: %s scores %d, want %d", c.n, m, got[m], s)
			}
		}
	}
}

// naiveSolve is plain negamax over the Game adapter (no pruning, no
// ordering): the reference for small endgames.
func naiveSolve(p Position) int {
	if p.Over() {
		return p.Score(p.Turn)
	}
	best := -65
	for _, m := range p.Moves(nil) {
		best = max(best, -naiveSolve(p.Apply(m)))
	}
	return best
}

// randomEndgame plays a random game until empties squares are left.
func randomEndgame(r *rand.Rand, empties int) Position {
	var g Game
	for {
		p := Start()
		for !p.Over() && p.Empties() > empties {
			m, _ := g.RandomMove(p, r)
			p = p.Apply(m)
		}
		if !p.Over() {
			return p
		}
	}
}

// TestEndgameAgainstNaive compares the solver (best and all-moves modes,
// including the fast path from the root) with plain negamax on random
// endgames of 4 to 10 empties, many of them with passes.
func TestEndgameAgainstNaive(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	n := 120
	if testing.Short() {
		n = 40
	}
	for i := range n {
		p := randomEndgame(r, 4+i%7)
		want := naiveSolve(p)
		for k := range 4 {
			all := k&1 != 0
			e := NewEndgame(p, adversarial.Options[Position, Move]{}, EndgameParams{AllMoves: all, TT: k&2 != 0})
			res := adversarial.Solve[Move](e)
			if s, _ := e.Score(); s != want {
				t.Fatalf("%s all=%v: score %d, want %d", p, all, s, want)
			}
			if got := replayScore(t, p, res.PV); got != want {
				t.Fatalf("%s: PV %v replays to %d, want %d", p, res.PV, got, want)
			}
			if all {
				for _, ms := range e.MoveScores() {
					if w := -naiveSolve(p.Apply(ms.Move)); ms.Score != w {
						t.Fatalf("%s: move %s scores %d, want %d", p, ms.Move, ms.Score, w)
					}
				}
			}
		}
	}
}

// A position whose principal variation the transposition table leaves at
// 13 empties (found by a tournament: the PV completion called the fast
// path, made for at most 7 empties, and overran its move arrays) solves
// with the table as without it, and its PV is legal.
func TestEndgamePVBeyondFastPath(t *testing.T) {
	p := MustParse("X---XX--XOOOOO--XXXXOO--XXXXOO--XXXXO-O-XXXOOXXOXXXXXXX-XXXXXXXX X")
	var scores [2]int
	for i, tt := range []bool{false, true} {
		e := NewEndgame(p, adversarial.Options[Position, Move]{}, EndgameParams{TT: tt})
		r := adversarial.Solve[Move](e)
		if r.Status != search.Found || !r.Proven || len(r.PV) == 0 {
			t.Fatalf("tt=%v: %+v", tt, r)
		}
		scores[i], _ = e.Score()
		q := p
		for _, m := range r.PV {
			next, err := q.Play(m)
			if err != nil {
				t.Fatalf("tt=%v: PV %v: %v", tt, r.PV, err)
			}
			q = next
		}
		if q.Over() && q.Score(p.Turn) != scores[i] {
			t.Errorf("tt=%v: PV %v ends at %d, score %d", tt, r.PV, q.Score(p.Turn), scores[i])
		}
	}
	if scores[0] != scores[1] {
		t.Errorf("score %d without the table, %d with it", scores[0], scores[1])
	}
}

// TestEndgameBudget: a node budget stops the solver exactly at the budget.
func TestEndgameBudget(t *testing.T) {
	p := MustParse(ffoSuite[0].board)
	e := NewEndgame(p, adversarial.Options[Position, Move]{Limits: search.Limits{MaxNodes: 5000}}, EndgameParams{})
	r := adversarial.Solve[Move](e)
	if r.Status != search.BudgetExceeded || r.Proven || r.Stats.Nodes > 5000 {
		t.Fatalf("status %v proven %v nodes %d", r.Status, r.Proven, r.Stats.Nodes)
	}
	// Stopped before any root move is solved, it still recommends a legal
	// move (the first of its ordering) with an unknown value.
	for _, budget := range []int64{1, 2, 30} {
		e = NewEndgame(p, adversarial.Options[Position, Move]{Limits: search.Limits{MaxNodes: budget}}, EndgameParams{TT: true})
		r = adversarial.Solve[Move](e)
		if r.Status != search.BudgetExceeded || !r.HasMove || r.Stats.Nodes > budget {
			t.Fatalf("budget %d: %+v", budget, r)
		}
		if _, err := p.Play(r.BestMove); err != nil {
			t.Fatalf("budget %d: %v", budget, err)
		}
	}
}

// TestEndgameTerminalAndPass: a finished root has no move and its final
// score; a root that must pass plays Pass.
func TestEndgameTerminalAndPass(t *testing.T) {
	over := MustParse(strings.Repeat("X", 13) + strings.Repeat("-", 51) + " O")
	e := NewEndgame(over, adversarial.Options[Position, Move]{}, EndgameParams{})
	r := adversarial.Solve[Move](e)
	if s, ok := e.Score(); !ok || s != -64 || r.HasMove {
		t.Fatalf("finished root: score %d ok %v move %v", s, ok, r.HasMove)
	}
	pass := MustParse("XO------" + strings.Repeat("-", 56) + " O")
	e = NewEndgame(pass, adversarial.Options[Position, Move]{}, EndgameParams{})
	r = adversarial.Solve[Move](e)
	if !r.HasMove || r.BestMove != Pass {
		t.Fatalf("forced pass: %v %v", r.HasMove, r.BestMove)
	}
	if s, _ := e.Score(); s != naiveSolve(pass) {
		t.Fatalf("score %d, want %d", s, naiveSolve(pass))
	}
}

// TestEndgameFFO2 solves FFO #20–37 (6 to 22 empties; #38 and #39, 24
// and 26 empties, are left to BenchmarkEndgameFFO2) and checks the exact
// score, that the best move is one of the suite's best moves and that the
// principal variation replays to the score; on the positions with at most
// 19 empties it also checks every listed move's exact score. With -short
// only the positions with at most 18 empties run.
func TestEndgameFFO2(t *testing.T) {
	for _, c := range ffoSuite2 {
		p := MustParse(c.board)
		if p.Empties() > 22 || (testing.Short() && p.Empties() > 18) {
			continue
		}
		t.Run(fmt.Sprintf("ffo%d", c.n), func(t *testing.T) {
			e := NewEndgame(p, adversarial.Options[Position, Move]{}, EndgameParams{TT: true})
			r := adversarial.Solve[Move](e)
			score, ok := e.Score()
			if !ok || score != c.score || !slices.Contains(strings.Fields(c.best), r.BestMove.String()) {
				t.Fatalf("score %d (exact %v) move %s, want %d and one of %s", score, ok, r.BestMove, c.score, c.best)
			}
			if got := replayScore(t, p, r.PV); got != c.score {
				t.Fatalf("PV %v replays to %d, want %d", r.PV, got, c.score)
			}
			if p.Empties() > 19 {
				return
			}
			e = NewEndgame(p, adversarial.Options[Position, Move]{}, EndgameParams{TT: true, AllMoves: true})
			adversarial.Solve[Move](e)
			got := map[string]int{}
			for _, ms := range e.MoveScores() {
				got[ms.Move.String()] = ms.Score
			}
			for _, f := range strings.Fields(c.scores) {
				m, s, _ := strings.Cut(f, ":")
				if want, _ := strconv.Atoi(s); got[m] != want {
					t.Errorf("move %s scores %d, want %d", m, got[m], want)
				}
			}
		})
	}
}
