package evaltrain

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"time"

	"searchlab/core/adversarial"
	"searchlab/core/internal/cputime"
	"searchlab/core/othello"
	"searchlab/core/tournament"
	"searchlab/core/tournament/opening"
	"searchlab/core/tournament/score"
)

// Round is one round of training: Games self-play games (the first round
// at random when Depth is 0, otherwise PVS at Depth plies with the
// previous round's evaluation), then a fit on the samples of every round
// so far (the last Keep rounds when Keep > 0).
type Round struct {
	Games int `json:"games"`
	Depth int `json:"depth"`
}

// TrainOptions configure Train.
type TrainOptions struct {
	Seed   uint64
	Rounds []Round
	// Random openings of [MinRandom, MaxRandom] plies; perfect play from
	// ExactEmpties empties.
	MinRandom, MaxRandom int
	ExactEmpties         int
	// HoldOut: every HoldOut-th game of a round is kept out of the fit and
	// measures it.
	HoldOut int
	// Keep: fit on the last Keep rounds' samples only (0: all rounds).
	Keep int
	// Lambda is the λ of the training targets (see Samples), with the
	// previous round's evaluation as V (1: the games' results).
	Lambda float64
	Fit    FitOptions
	// MatchGames: after each round, the new evaluation plays this many
	// games (colours swapped) against the previous one and against the
	// ladder's full evaluation, both searched MatchDepth plies deep (0: no
	// matches).
	MatchGames, MatchDepth int
	Parallel               int
	// Log receives a line per step (nil: none).
	Log func(format string, a ...any)
}

// RoundReport describes one round.
type RoundReport struct {
	Round       int           `json:"round"`
	Games       int           `json:"games"`
	Depth       int           `json:"depth"`
	Samples     int           `json:"train_samples"`
	SelfPlayCPU float64       `json:"self_play_cpu_s"`
	FitCPU      float64       `json:"fit_cpu_s"`
	Phases      []PhaseReport `json:"phases"`
	// HeldOut: errors on the held-out games of this round (the game's
	// result as label) and on their exactly labelled positions.
	HeldOut      Errors `json:"held_out"`
	HeldOutExact Errors `json:"held_out_exact"`
	// Matches of the new evaluation, W-D-L from its side.
	VsPrevious *MatchReport `json:"vs_previous,omitempty"`
	VsLadder   *MatchReport `json:"vs_ladder,omitempty"`
}

// MatchReport is a small match's result.
type MatchReport struct {
	Opponent string        `json:"opponent"`
	Depth    int           `json:"depth"`
	Summary  score.Summary `json:"summary"`
}

// Result is what Train returns: the final evaluation, each round's
// evaluation and the reports.
type Result struct {
	Eval   *othello.Learned
	Evals  []*othello.Learned
	Rounds []RoundReport
	// Test is the held-out samples of the last round (for learning curves
	// of every round's evaluation on one set).
	Test []Sample
}

// Train runs the rounds.
func Train(ctx context.Context, o TrainOptions) (Result, error) {
	var res Result
	if len(o.Rounds) == 0 || o.HoldOut < 2 {
		return res, fmt.Errorf("train: want at least one round and a hold-out of at least 2, got %d rounds, %d", len(o.Rounds), o.HoldOut)
	}
	logf := o.Log
	if logf == nil {
		logf = func(string, ...any) {}
	}
	var eval *othello.Learned
	var kept [][]Sample
	for ri, rd := range o.Rounds {
		if rd.Depth > 0 && eval == nil {
			return res, fmt.Errorf("round %d: a search round needs an evaluation: start with a random round (depth 0)", ri+1)
		}
		var play *othello.Learned
		if rd.Depth > 0 {
			play = eval
		}
		c0, _ := cputime.Process()
		t0 := time.Now()
		recs, err := SelfPlay(ctx, PlayOptions{Games: rd.Games, Seed: o.Seed ^ uint64(ri+1)<<32, MinRandom: o.MinRandom, MaxRandom: o.MaxRandom,
			Eval: play, Depth: rd.Depth, ExactEmpties: o.ExactEmpties, Parallel: o.Parallel})
		if err != nil {
			return res, err
		}
		c1, _ := cputime.Process()
		rep := RoundReport{Round: ri + 1, Games: rd.Games, Depth: rd.Depth, SelfPlayCPU: (c1 - c0).Seconds()}
		var train, test []Record
		for i, r := range recs {
			if i%o.HoldOut == o.HoldOut-1 {
				test = append(test, r)
			} else {
				train = append(train, r)
			}
		}
		kept = append(kept, Samples(train, eval, o.Lambda))
		if o.Keep > 0 && len(kept) > o.Keep {
			kept = kept[len(kept)-o.Keep:]
		}
		var all []Sample
		for _, k := range kept {
			all = append(all, k...)
		}
		logf("round %d: %d games (depth %d) in %v, %d training samples", ri+1, rd.Games, rd.Depth, time.Since(t0).Round(time.Second), len(all))
		fo := o.Fit
		fo.Parallel = o.Parallel
		eval, rep.Phases, err = Fit(all, fo)
		if err != nil {
			return res, err
		}
		c2, _ := cputime.Process()
		rep.Samples, rep.FitCPU = len(all), (c2 - c1).Seconds()
		res.Test = Samples(test, nil, 1)
		rep.HeldOut = Measure(eval, res.Test)
		rep.HeldOutExact = Measure(eval, ExactOnly(res.Test))
		logf("round %d: fit in %.0f s CPU; held-out MSE %.1f (MAE %.2f), exact positions MSE %.1f", ri+1, rep.FitCPU, rep.HeldOut.MSE, rep.HeldOut.MAE, rep.HeldOutExact.MSE)
		if o.MatchGames > 0 {
			if len(res.Evals) > 0 {
				rep.VsPrevious, err = Match(ctx, eval, res.Evals[len(res.Evals)-1], o.MatchGames, o.MatchDepth, o.Seed^uint64(ri), o.Parallel)
				if err != nil {
					return res, err
				}
				logf("round %d: vs round %d: %+v", ri+1, ri, rep.VsPrevious.Summary)
			}
			rep.VsLadder, err = Match(ctx, eval, nil, o.MatchGames, o.MatchDepth, o.Seed^uint64(ri), o.Parallel)
			if err != nil {
				return res, err
			}
			logf("round %d: vs the ladder: %+v", ri+1, rep.VsLadder.Summary)
		}
		res.Evals = append(res.Evals, eval)
		res.Rounds = append(res.Rounds, rep)
	}
	res.Eval = eval
	return res, nil
}

// ExactOnly returns the samples whose labels are exact.
func ExactOnly(s []Sample) []Sample {
	var out []Sample
	for _, x := range s {
		if x.Exact {
			out = append(out, x)
		}
	}
	return out
}

// Match plays games games of a against b (nil: the ladder's full
// evaluation through core/adversarial's alpha-beta), both depth plies deep
// with the exact solver at 12 empties, from balanced random openings drawn
// from seed, colours swapped; the summary is from a's side.
func Match(ctx context.Context, a, b *othello.Learned, games, depth int, seed uint64, parallel int) (*MatchReport, error) {
	mk := func(l *othello.Learned) tournament.Factory[othello.Position, othello.Move] {
		c := othello.AlphaBetaConfig{Search: adversarial.AlphaBetaParams{Depth: depth, Ordering: true, TT: true, Deepening: true},
			Eval: othello.EvalLearned, Learned: l, Endgame: 12}
		if l == nil { // the ladder; its exact solver orders without the embedded evaluation (see orderingEval)
			c.Eval, c.Learned = othello.EvalParity, orderingEval(nil)
		}
		return func(uint64) (adversarial.Player[othello.Position, othello.Move], error) {
			return othello.NewAlphaBetaPlayer(c, adversarial.Options[othello.Position, othello.Move]{}), nil
		}
	}
	g := othello.Game{}
	balanced := func(p othello.Position) bool { return math.Abs(g.Evaluate(p, int(p.Turn))) <= 0.15 }
	ops, err := opening.Random[othello.Position, othello.Move](g, othello.Start(), (games+1)/2, 4, 8, balanced,
		rand.New(rand.NewPCG(seed, 0x0be1)))
	if err != nil {
		return nil, err
	}
	_, sum, err := tournament.Run(ctx, tournament.Match[othello.Position, othello.Move]{G: g, Start: othello.Start(), Openings: ops,
		A: mk(a), B: mk(b), Games: games, Parallel: parallel, Seed: seed})
	if err != nil {
		return nil, err
	}
	name := "previous round"
	if b == nil {
		name = "ladder (parity)"
	}
	return &MatchReport{Opponent: name, Depth: depth, Summary: sum}, nil
}
