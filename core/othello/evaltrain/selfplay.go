// Package evaltrain trains the learned evaluation of core/othello
// (othello.Learned) here, from self-play, reproducibly from a seed:
//
//  1. self-play (SelfPlay): games from the start position, the first moves
//     uniformly random (a random opening), then either random moves
//     (round 0, before any evaluation exists) or the best move of a
//     principal-variation search (othello.PVS) with the evaluation of the
//     previous round, and from ExactEmpties empties on perfect play by the
//     exact solver;
//  2. samples (Samples): every position after the random opening, labelled
//     with the game's final disc difference for its side to move — exact
//     for the positions of the perfectly played ending, the result of the
//     self-play continuation before it;
//  3. regression (Fit): per game phase, the ridge least-squares fit of the
//     linear pattern model to the labels, solved by preconditioned
//     conjugate gradients.
//
// Rounds repeat 1–3 with the new evaluation (the policy-iteration loop of
// Logistello's and Egaroucid's training, on a small scale). Every result
// depends only on the seed and the options, not on the number of
// goroutines: games are seeded by their index and stored at it, and phases
// are fitted independently, each by one goroutine in a fixed order.
package evaltrain

import (
	"context"
	"fmt"
	"math/rand/v2"

	"searchlab/core/adversarial"
	"searchlab/core/internal/parallel"
	"searchlab/core/othello"
)

// PlayOptions say how the self-play games are made.
type PlayOptions struct {
	Games int
	// Seed seeds game i with (Seed, i).
	Seed uint64
	// MaxRandom: each game opens with a uniformly random number of random
	// plies in [MinRandom, MaxRandom].
	MinRandom, MaxRandom int
	// Eval plays the moves after the opening by a PVS of Depth plies
	// (nil: random moves to the end of the game).
	Eval  *othello.Learned
	Depth int
	// ExactEmpties: from this many empties the exact solver plays both
	// sides perfectly.
	ExactEmpties int
	Parallel     int
	Progress     func(done, total int)
}

// Record is one self-play game.
type Record struct {
	Moves []othello.Move
	// Random is the number of random plies that open the game (every ply
	// when the game was played without an evaluation).
	Random int
	// Exact is the ply from which both sides played perfectly (len(Moves)
	// when the game ended first).
	Exact int
	// Score is Black's final disc difference (empties to the winner).
	Score int
}

// SelfPlay plays the games, in parallel, each at its index.
func SelfPlay(ctx context.Context, o PlayOptions) ([]Record, error) {
	if o.Games < 0 || o.MinRandom < 0 || o.MaxRandom < o.MinRandom || (o.Eval != nil && o.Depth < 1) {
		return nil, fmt.Errorf("self-play: bad options %+v", o)
	}
	out := make([]Record, o.Games)
	err := parallel.For(ctx, o.Games, o.Parallel, func(i int) error {
		var err error
		if out[i], err = playGame(ctx, o, i); err != nil {
			return fmt.Errorf("self-play game %d: %w", i+1, err)
		}
		return nil
	}, o.Progress)
	if err != nil {
		return nil, err
	}
	return out, nil
}

// playGame plays game i.
func playGame(ctx context.Context, o PlayOptions, i int) (Record, error) {
	r := rand.New(rand.NewPCG(o.Seed, uint64(i)))
	var g othello.Game
	rec := Record{Random: o.MinRandom + r.IntN(o.MaxRandom-o.MinRandom+1)}
	p := othello.Start()
	for !p.Over() {
		if err := ctx.Err(); err != nil {
			return rec, err
		}
		if p.Empties() <= o.ExactEmpties {
			e := othello.NewEndgame(p, adversarial.Options[othello.Position, othello.Move]{}, othello.EndgameParams{TT: true, Eval: orderingEval(o.Eval)})
			res := adversarial.Solve[othello.Move](e)
			rec.Exact = len(rec.Moves)
			for _, m := range res.PV {
				next, err := p.Play(m)
				if err != nil {
					return rec, fmt.Errorf("exact solver's line: %w", err)
				}
				rec.Moves, p = append(rec.Moves, m), next
			}
			if !p.Over() {
				return rec, fmt.Errorf("the exact solver's line ends before the game")
			}
			break
		}
		var m othello.Move
		if len(rec.Moves) < rec.Random || o.Eval == nil {
			m, _ = g.RandomMove(p, r)
		} else {
			s := othello.NewPVS(p, adversarial.Options[othello.Position, othello.Move]{},
				othello.PVSParams{Depth: o.Depth, Ordering: true, TT: true, Deepening: true, Eval: o.Eval})
			m = adversarial.Solve[othello.Move](s).BestMove
		}
		rec.Moves, p = append(rec.Moves, m), p.Apply(m)
		rec.Exact = len(rec.Moves)
	}
	if o.Eval == nil {
		rec.Random = min(len(rec.Moves), rec.Exact)
	}
	rec.Score = p.Score(othello.Black)
	return rec, nil
}

// orderingEval is the evaluation the exact solver orders its moves with
// during training: l, or without one zero weights — never the embedded
// evaluation, whose weights training replaces (the order can decide which
// of two equally good moves the solver plays, so the games, and the
// weights trained on them, would depend on the weights embedded when
// training ran).
func orderingEval(l *othello.Learned) *othello.Learned {
	if l != nil {
		return l
	}
	return zeroEval
}

// zeroEval is an evaluation with every weight 0 (never modified).
var zeroEval, _ = othello.NewLearned(1, 60)

// Sample is a training position with its label: the final disc difference
// for the side to move.
type Sample struct {
	Pos   othello.Position
	Label float32
	// Exact: the label is the position's exact value under perfect play.
	Exact bool
}

// Samples returns the positions of the records, each labelled for its
// side to move: every position from the end of the random opening on,
// before the game is over (for games played at random, every position).
// The positions of the perfectly played ending get their exact value. The
// others get the λ-return of the self-play continuation (Sutton, "Learning
// to predict by the methods of temporal differences", Machine Learning 3,
// 1988; Sutton & Barto, Reinforcement Learning, 2nd ed., §12.1):
//
//	G_t = (1 − λ)·(−V(s_{t+1})) + λ·(−G_{t+1}),
//
// with V the evaluation v (each position's value for its own side to
// move, hence the signs) and G_t the exact value from the ending on. With
// λ = 1 or without v, G_t is the game's final disc difference (Monte Carlo
// labels); a smaller λ trades the noise of one game's result for the bias
// of v. Regression on these targets is batch TD(λ).
func Samples(recs []Record, v *othello.Learned, lambda float64) []Sample {
	var out []Sample
	var pos []othello.Position
	for _, rec := range recs {
		pos = pos[:0]
		p := othello.Start()
		for _, m := range rec.Moves {
			pos = append(pos, p)
			p = p.Apply(m)
		}
		first := rec.Random
		if rec.Random >= rec.Exact { // a game of random moves: all of it
			first = 0
		}
		// g is G_{t+1} for the side to move at t+1, walking backwards.
		g := 0.0
		for t := len(pos) - 1; t >= 0; t-- {
			q := pos[t]
			z := rec.Score
			if q.Turn == othello.White {
				z = -z
			}
			var label float64
			switch {
			case t >= rec.Exact || v == nil || lambda >= 1 || t == len(pos)-1:
				label = float64(z)
			case t+1 >= rec.Exact:
				label = -g // the next position's value is exact
			default:
				next := float64(v.Evaluate(pos[t+1], pos[t+1].Turn))
				label = (1-lambda)*(-next) + lambda*(-g)
			}
			g = label
			if t >= first {
				out = append(out, Sample{Pos: q, Label: float32(label), Exact: t >= rec.Exact})
			}
		}
	}
	return out
}
