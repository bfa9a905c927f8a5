package othello

import (
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"searchlab/core/adversarial"
	"searchlab/core/internal/cputime"
	"searchlab/core/mcts"
)

// BenchmarkPerft9 times perft(9) from the start (3 005 288 leaves) and
// reports leaves per second (the last ply is counted without playing it).
func BenchmarkPerft9(b *testing.B) {
	cm := cputime.Start()
	for b.Loop() {
		if n := Perft(Start(), 9); n != 3005288 {
			b.Fatalf("perft(9) = %d", n)
		}
	}
	b.ReportMetric(float64(3005288)*float64(b.N)/b.Elapsed().Seconds(), "leaves/s")
	cm.Report(b, float64(3005288)*float64(b.N), "leaves/cpu-s")
}

// samplePositions returns n positions from random games (fixed seed).
func samplePositions(n int) []Position {
	r := rand.New(rand.NewPCG(7, 8))
	var g Game
	var ps []Position
	for len(ps) < n {
		p := Start()
		for !p.Over() && len(ps) < n {
			ps = append(ps, p)
			m, _ := g.RandomMove(p, r)
			p = p.Apply(m)
		}
	}
	return ps
}

// BenchmarkLegalMoves measures legal-move generation (the bitboard of legal
// squares) over positions of random games; reports generations per second.
func BenchmarkLegalMoves(b *testing.B) {
	ps := samplePositions(4096)
	var sink uint64
	i := 0
	cm := cputime.Start()
	for b.Loop() {
		sink ^= ps[i&4095].LegalMask()
		i++
	}
	_ = sink
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "gens/s")
	cm.Report(b, float64(b.N), "gens/cpu-s")
}

// BenchmarkMoveList measures building the move list ([]Move) per position.
func BenchmarkMoveList(b *testing.B) {
	ps := samplePositions(4096)
	buf := make([]Move, 0, 32)
	i := 0
	cm := cputime.Start()
	for b.Loop() {
		buf = ps[i&4095].Moves(buf)
		i++
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "lists/s")
	cm.Report(b, float64(b.N), "lists/cpu-s")
}

// BenchmarkRandomPlayout plays uniformly random games from the start to the
// end through Game.RandomMove, Apply and Terminal (what an MCTS playout
// does), on one goroutine; reports playouts per second.
func BenchmarkRandomPlayout(b *testing.B) {
	r := rand.New(rand.NewPCG(9, 10))
	var g Game
	plies := 0
	cm := cputime.Start()
	for b.Loop() {
		p := Start()
		for !g.Terminal(p) {
			m, _ := g.RandomMove(p, r)
			p = g.Apply(p, m)
			plies++
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
	cm.Report(b, float64(b.N), "playouts/cpu-s")
	b.ReportMetric(float64(plies)/float64(b.N), "plies/playout")
}

// BenchmarkEndgameFFO solves each FFO position #1–19 exactly, with and
// without the transposition table; reports nodes per solve and nodes per
// second (wall and CPU).
func BenchmarkEndgameFFO(b *testing.B) {
	for _, c := range ffoSuite {
		p := MustParse(c.board)
		for _, tt := range []bool{true, false} {
			b.Run(fmt.Sprintf("ffo%02d/tt=%v", c.n, tt), func(b *testing.B) {
				var nodes int64
				cm := cputime.Start()
				for b.Loop() {
					e := NewEndgame(p, adversarial.Options[Position, Move]{}, EndgameParams{TT: tt})
					r := adversarial.Solve[Move](e)
					if s, _ := e.Score(); s != c.score {
						b.Fatalf("score %d, want %d", s, c.score)
					}
					nodes += r.Stats.Nodes
				}
				b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
				b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
				cm.Report(b, float64(nodes), "nodes/cpu-s")
			})
		}
	}
}

// BenchmarkAlphaBetaMidgame: core/adversarial's alpha-beta (ordering, TT,
// deepening) to depth 6 with the full evaluation on positions 20 plies into
// random games; reports nodes per second.
func BenchmarkAlphaBetaMidgame(b *testing.B) {
	r := rand.New(rand.NewPCG(31, 32))
	var ps []Position
	for len(ps) < 4 {
		ps = append(ps, randomEndgame(r, 40))
	}
	ab := adversarial.AlphaBetaParams{Depth: 6, Ordering: true, TT: true, Deepening: true}
	var nodes int64
	i := 0
	cm := cputime.Start()
	for b.Loop() {
		res := adversarial.Solve(adversarial.NewAlphaBeta[Position, Move](Game{}, ps[i%len(ps)], adversarial.Options[Position, Move]{}, ab))
		nodes += res.Stats.Nodes
		i++
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	cm.Report(b, float64(nodes), "nodes/cpu-s")
}

// BenchmarkUCT: plain UCT (C = 0.85, uniform playouts, win/loss) from the
// start position, 2000 iterations per search; reports iterations per
// second.
func BenchmarkUCT(b *testing.B) {
	r := rand.New(rand.NewPCG(41, 42))
	var it int64
	cm := cputime.Start()
	for b.Loop() {
		u := mcts.NewUCT[Position, Move](Game{WinLoss: true}, Start(), adversarial.Options[Position, Move]{}, mcts.UCTParams[Position, Move]{Iterations: 2000, C: 0.85}, r)
		it += adversarial.Solve[Move](u).Stats.Playouts
	}
	b.ReportMetric(float64(it)/b.Elapsed().Seconds(), "iterations/s")
	cm.Report(b, float64(it), "iterations/cpu-s")
}

// BenchmarkEvalLadder plays each rung of the evaluation ladder against the
// rung below it (and the full ladder against weighted squares): alpha-beta
// depth 3 with ordering and TT, exact at 10 empties, from 15 random 6-ply
// openings (seed 77) with colours swapped, 30 games per pair. It reports
// the wins, draws and losses of the higher rung and its mean final disc
// difference. Run with -benchtime 1x; the games are deterministic.
func BenchmarkEvalLadder(b *testing.B) {
	r := rand.New(rand.NewPCG(77, 1))
	var opens []Position
	for len(opens) < 15 {
		p := Start()
		for range 6 {
			m, _ := Game{}.RandomMove(p, r)
			p = p.Apply(m)
		}
		opens = append(opens, p)
	}
	mk := func(l EvalLevel) adversarial.Player[Position, Move] {
		return NewAlphaBetaPlayer(AlphaBetaConfig{Search: adversarial.AlphaBetaParams{Depth: 3, Ordering: true, TT: true}, Eval: l, Endgame: 10}, adversarial.Options[Position, Move]{})
	}
	for _, pair := range [][2]EvalLevel{{EvalMobility, EvalSquares}, {EvalCorners, EvalMobility}, {EvalFrontier, EvalCorners}, {EvalParity, EvalFrontier}, {EvalParity, EvalSquares}} {
		b.Run(fmt.Sprintf("%v-vs-%v", pair[0], pair[1]), func(b *testing.B) {
			var w, d, l, disc int
			for b.Loop() {
				w, d, l, disc = 0, 0, 0, 0
				for _, o := range opens {
					for side := range 2 {
						hi, lo := mk(pair[0]), mk(pair[1])
						m := adversarial.NewMatch[Position, Move](Game{}, o, hi, lo)
						if side == 1 {
							m = adversarial.NewMatch[Position, Move](Game{}, o, lo, hi)
						}
						if _, err := m.Play(200); err != nil {
							b.Fatal(err)
						}
						s := m.State.Score(Color(side))
						disc += s
						switch {
						case s > 0:
							w++
						case s == 0:
							d++
						default:
							l++
						}
					}
				}
			}
			b.ReportMetric(float64(w), "wins")
			b.ReportMetric(float64(d), "draws")
			b.ReportMetric(float64(l), "losses")
			b.ReportMetric(float64(disc)/float64(w+d+l), "mean-discs")
		})
	}
}

// BenchmarkEndgameFFO2 solves each FFO position #20–39 exactly with the
// transposition table (the solver's default in the API); reports nodes and
// CPU time per solve. #38 (24 empties) and #39 (26) run only with
// SEARCHLAB_FFO_LONG=1. Run with -benchtime 1x.
func BenchmarkEndgameFFO2(b *testing.B) {
	for _, c := range ffoSuite2 {
		p := MustParse(c.board)
		if p.Empties() > 22 && os.Getenv("SEARCHLAB_FFO_LONG") == "" {
			continue
		}
		b.Run(fmt.Sprintf("ffo%02d-%d", c.n, p.Empties()), func(b *testing.B) {
			var nodes int64
			cm := cputime.Start()
			for b.Loop() {
				e := NewEndgame(p, adversarial.Options[Position, Move]{}, EndgameParams{TT: true})
				r := adversarial.Solve[Move](e)
				if s, _ := e.Score(); s != c.score || !slices.Contains(strings.Fields(c.best), r.BestMove.String()) {
					b.Fatalf("score %d move %s, want %d %s", s, r.BestMove, c.score, c.best)
				}
				nodes += r.Stats.Nodes
			}
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
			cm.Report(b, float64(nodes), "nodes/cpu-s")
		})
	}
}

// BenchmarkEval compares the cost of one static evaluation: the learned
// pattern evaluation against the ladder's full evaluation (same positions
// of random games); reports evaluations per CPU second.
func BenchmarkEval(b *testing.B) {
	ps := samplePositions(4096)
	l := MustLearned()
	for _, name := range []string{"learned", "ladder"} {
		b.Run(name, func(b *testing.B) {
			sink := 0
			i := 0
			cm := cputime.Start()
			for b.Loop() {
				p := ps[i&4095]
				if name == "learned" {
					sink += l.Evaluate(p, p.Turn)
				} else {
					sink += EvalParity.Score(p, p.Turn)
				}
				i++
			}
			_ = sink
			cm.Report(b, float64(b.N), "evals/cpu-s")
		})
	}
}

// BenchmarkPVS times PVS with the learned evaluation (ordering, table,
// deepening) at depths 4–12 on 12 positions of self-play-like games with
// 20–44 empties (random openings, then PVS depth 4): one op is one search;
// reports nodes per search and CPU time. Run with -benchtime 12x so each
// position is searched once.
func BenchmarkPVS(b *testing.B) {
	ps := pvsBenchPositions()
	for _, d := range []int{4, 6, 8, 10, 12} {
		b.Run(fmt.Sprintf("depth%d", d), func(b *testing.B) {
			var nodes int64
			i := 0
			cm := cputime.Start()
			for b.Loop() {
				s := NewPVS(ps[i%len(ps)], adversarial.Options[Position, Move]{}, PVSParams{Depth: d, Ordering: true, TT: true, Deepening: true})
				nodes += adversarial.Solve[Move](s).Stats.Nodes
				i++
			}
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
			cm.Report(b, float64(nodes), "nodes/cpu-s")
		})
	}
}

// pvsBenchPositions plays 12 games from random 6-ply openings (seed 51)
// with PVS depth 4 and takes one position of each at 44, 32 or 20 empties.
func pvsBenchPositions() []Position {
	r := rand.New(rand.NewPCG(51, 52))
	var out []Position
	for i := 0; len(out) < 12; i++ {
		p := Start()
		for range 6 {
			m, _ := Game{}.RandomMove(p, r)
			p = p.Apply(m)
		}
		want := []int{44, 32, 20}[i%3]
		for !p.Over() && p.Empties() > want {
			m := adversarial.Solve[Move](NewPVS(p, adversarial.Options[Position, Move]{}, PVSParams{Depth: 4, Ordering: true, TT: true, Deepening: true})).BestMove
			p = p.Apply(m)
		}
		if !p.Over() {
			out = append(out, p)
		}
	}
	return out
}

// BenchmarkPVSProbCut times PVS at depths 8 and 10 on BenchmarkPVS's 12
// positions with Multi-ProbCut off (t=0) and at the players' threshold
// (and one stricter, one looser): the nodes and CPU time ProbCut saves to
// a fixed depth. Run with -benchtime 12x.
func BenchmarkPVSProbCut(b *testing.B) {
	ps := pvsBenchPositions()
	for _, d := range []int{8, 10} {
		for _, t := range []float64{0, 1, DefaultProbCut, 2} {
			b.Run(fmt.Sprintf("depth%d/t=%v", d, t), func(b *testing.B) {
				var nodes int64
				i := 0
				cm := cputime.Start()
				for b.Loop() {
					s := NewPVS(ps[i%len(ps)], adversarial.Options[Position, Move]{}, PVSParams{Depth: d, Ordering: true, TT: true, Deepening: true, ProbCut: t})
					nodes += adversarial.Solve[Move](s).Stats.Nodes
					i++
				}
				b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
				cm.Report(b, float64(nodes), "nodes/cpu-s")
			})
		}
	}
}
