package evaltrain

import (
	"context"
	"fmt"
	"math/rand/v2"

	"searchlab/core/adversarial"
	"searchlab/core/othello"
)

// TDOptions configure TD: online temporal-difference learning of the
// evaluation from one-ply self-play.
type TDOptions struct {
	Games int
	Seed  uint64
	// Alpha is the learning rate per feature occurrence at the start; it
	// falls linearly to AlphaEnd at the last game.
	Alpha, AlphaEnd float64
	// Epsilon is the probability of a uniformly random move (exploration).
	Epsilon float64
	// MaxRandom: every game opens with a uniformly random number of random
	// plies in [0, MaxRandom].
	MaxRandom int
	// ExactEmpties: positions with this many empties or fewer take their
	// exact value (the exact solver) as target and the solver's move is
	// played (0: never).
	ExactEmpties  int
	Phases, Width int
	// Init starts from these weights (nil: zero).
	Init *othello.Learned
	// Checkpoints: every CheckpointEvery games (0: never), Checkpoint gets
	// a copy of the evaluation learned so far and the games played.
	CheckpointEvery int
	Checkpoint      func(l *othello.Learned, games int)
	// Progress is called every 1000 games (nil: never).
	Progress func(done, total int)
}

// TD learns the evaluation by temporal differences from self-play at one
// ply, the method of the systematic n-tuple networks (Szubert, Jaśkowski &
// Krawiec, "Learning board evaluation function for Othello by hybridizing
// coevolution with temporal difference learning", Control and
// Cybernetics 40(3), 2011; Jaśkowski 2014), here with the one-ply search's
// value as target (the RootStrap of Veness et al., "Bootstrapping from
// game tree search", NIPS 2009, at depth 1): in each position s the side
// to move looks at every move, the target is the best child's value for it
// (−V(child), the exact score for a child that ends the game), and every
// weight of s moves by α·(target − V(s)); the move played is the best one,
// or with probability ε a random one. Values are disc differences, so the
// learned V predicts the final disc difference. Sequential, so the result
// depends only on the seed and the options.
func TD(ctx context.Context, o TDOptions) (*othello.Learned, error) {
	if o.Games < 1 || o.Alpha <= 0 || o.AlphaEnd < 0 || o.Epsilon < 0 || o.Epsilon > 1 || o.MaxRandom < 0 {
		return nil, fmt.Errorf("td: bad options %+v", o)
	}
	init := o.Init
	if init == nil {
		var err error
		if init, err = othello.NewLearned(o.Phases, o.Width); err != nil {
			return nil, err
		}
	}
	w := make([][]float64, init.Phases)
	for p := range w {
		w[p] = init.Weights(p)
	}
	value := func(q othello.Position, f *[othello.ActiveFeatures]int32) float64 {
		othello.CanonicalFeatures(q, f)
		t := w[init.Phase(q.Empties())]
		s := 0.0
		for _, j := range f {
			s += t[j]
		}
		return s
	}
	r := rand.New(rand.NewPCG(o.Seed, 0x7d))
	var g othello.Game
	var f, cf [othello.ActiveFeatures]int32
	var moves []othello.Move
	for game := range o.Games {
		if o.CheckpointEvery > 0 && game > 0 && game%o.CheckpointEvery == 0 && o.Checkpoint != nil {
			l, err := learnedOf(init, w)
			if err != nil {
				return nil, err
			}
			o.Checkpoint(l, game)
		}
		if game%1000 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			if o.Progress != nil && game > 0 {
				o.Progress(game, o.Games)
			}
		}
		alpha := o.Alpha + (o.AlphaEnd-o.Alpha)*float64(game)/float64(o.Games)
		p := othello.Start()
		random := r.IntN(o.MaxRandom + 1)
		for ply := 0; !p.Over(); ply++ {
			if ply < random {
				m, _ := g.RandomMove(p, r)
				p = p.Apply(m)
				continue
			}
			var target float64
			var best othello.Move
			exact := o.ExactEmpties > 0 && p.Empties() <= o.ExactEmpties
			if exact {
				e := othello.NewEndgame(p, adversarial.Options[othello.Position, othello.Move]{}, othello.EndgameParams{Eval: orderingEval(nil)})
				res := adversarial.Solve[othello.Move](e)
				d, _ := e.Score()
				target, best = float64(d), res.BestMove
			} else {
				target = -1e9
				moves = p.Moves(moves)
				for _, m := range moves {
					c := p.Apply(m)
					var v float64
					if c.Over() {
						v = float64(c.Score(p.Turn))
					} else {
						v = -value(c, &cf)
					}
					if v > target {
						target, best = v, m
					}
				}
			}
			v := value(p, &f)
			delta := alpha * (target - v)
			t := w[init.Phase(p.Empties())]
			for _, j := range f {
				t[j] += delta
			}
			if !exact && r.Float64() < o.Epsilon {
				best, _ = g.RandomMove(p, r)
			}
			p = p.Apply(best)
		}
	}
	return learnedOf(init, w)
}

// learnedOf returns a copy of the weights w per phase as an evaluation of
// init's shape (phases and pattern width): a checkpoint, or the result.
func learnedOf(init *othello.Learned, w [][]float64) (*othello.Learned, error) {
	out, err := othello.NewLearned(init.Phases, init.Width)
	if err != nil {
		return nil, err
	}
	for p := range w {
		out.SetWeights(p, w[p])
	}
	return out, nil
}
