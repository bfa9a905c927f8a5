package evaltrain

import (
	"context"
	"fmt"

	"searchlab/core/internal/cputime"
	"searchlab/core/othello"
)

// TDTrainOptions configure TrainTD: TD learning (TD), then its learning
// curve measured on held-out games and in matches.
type TDTrainOptions struct {
	TD TDOptions
	// Checkpoints: the learning curve has this many points, evenly spaced
	// over the games (the last is the final evaluation).
	Checkpoints int
	// TestGames held-out games, never trained on: played by the final
	// evaluation with a PVS of TestDepth plies from random openings, with
	// perfect play from TestExact empties (0: no held-out errors).
	TestGames, TestDepth, TestExact int
	// MatchGames: every checkpoint plays this many games against the
	// previous one and against the ladder's full evaluation, both searched
	// MatchDepth plies deep (0: no matches).
	MatchGames, MatchDepth int
	Parallel               int
	Log                    func(format string, a ...any)
}

// CurvePoint is one point of the learning curve.
type CurvePoint struct {
	Games int `json:"games"`
	// HeldOut: errors on the held-out games' positions against their
	// game's result; HeldOutExact: on their exactly known positions.
	HeldOut      Errors       `json:"held_out"`
	HeldOutExact Errors       `json:"held_out_exact"`
	VsPrevious   *MatchReport `json:"vs_previous,omitempty"`
	VsLadder     *MatchReport `json:"vs_ladder,omitempty"`
}

// TDResult is what TrainTD returns.
type TDResult struct {
	Eval  *othello.Learned `json:"-"`
	Curve []CurvePoint     `json:"curve"`
	// TestPositions is the number of held-out positions (and of those
	// with exact labels).
	TestPositions int `json:"test_positions"`
	TestExact     int `json:"test_exact"`
	// WinScale is the final evaluation's calibration (othello.Learned).
	WinScale float64 `json:"win_scale"`
	// CPU seconds of the learning and of measuring the curve.
	LearnCPU float64 `json:"learn_cpu_s"`
	CurveCPU float64 `json:"curve_cpu_s"`
}

// TrainTD learns the evaluation by TD and measures its learning curve.
func TrainTD(ctx context.Context, o TDTrainOptions) (TDResult, error) {
	var res TDResult
	if o.Checkpoints < 1 || o.Checkpoints > o.TD.Games {
		return res, fmt.Errorf("train: want 1 to %d checkpoints, got %d", o.TD.Games, o.Checkpoints)
	}
	logf := o.Log
	if logf == nil {
		logf = func(string, ...any) {}
	}
	var evals []*othello.Learned
	var games []int
	td := o.TD
	td.CheckpointEvery = td.Games / o.Checkpoints
	if td.Games%o.Checkpoints != 0 {
		td.CheckpointEvery++
	}
	td.Checkpoint = func(l *othello.Learned, n int) {
		evals, games = append(evals, l), append(games, n)
		logf("checkpoint after %d games", n)
	}
	c0, _ := cputime.Process()
	final, err := TD(ctx, td)
	if err != nil {
		return res, err
	}
	evals, games = append(evals, final), append(games, td.Games)
	c1, _ := cputime.Process()
	res.Eval, res.LearnCPU = final, (c1 - c0).Seconds()
	logf("learned from %d games in %.0f s of CPU", td.Games, res.LearnCPU)
	var test []Sample
	if o.TestGames > 0 {
		recs, err := SelfPlay(ctx, PlayOptions{Games: o.TestGames, Seed: o.TD.Seed ^ 0x7e57, MinRandom: 2, MaxRandom: 12,
			Eval: final, Depth: o.TestDepth, ExactEmpties: o.TestExact, Parallel: o.Parallel})
		if err != nil {
			return res, err
		}
		test = Samples(recs, nil, 1)
	}
	exact := ExactOnly(test)
	res.TestPositions, res.TestExact = len(test), len(exact)
	if k := FitWinScale(final, test); k > 0 {
		final.WinScale = k
	}
	res.WinScale = final.WinScale
	logf("win probability scale: %.2f discs", res.WinScale)
	for i, l := range evals {
		pt := CurvePoint{Games: games[i]}
		if len(test) > 0 {
			pt.HeldOut, pt.HeldOutExact = Measure(l, test), Measure(l, exact)
		}
		if o.MatchGames > 0 {
			seed := o.TD.Seed ^ uint64(i+1)<<20
			if i > 0 {
				if pt.VsPrevious, err = Match(ctx, l, evals[i-1], o.MatchGames, o.MatchDepth, seed, o.Parallel); err != nil {
					return res, err
				}
			}
			if pt.VsLadder, err = Match(ctx, l, nil, o.MatchGames, o.MatchDepth, seed, o.Parallel); err != nil {
				return res, err
			}
		}
		logf("%d games: held-out MSE %.1f (exact positions %.1f)%s", pt.Games, pt.HeldOut.MSE, pt.HeldOutExact.MSE, matchText(pt))
		res.Curve = append(res.Curve, pt)
	}
	c2, _ := cputime.Process()
	res.CurveCPU = (c2 - c1).Seconds()
	return res, nil
}

func matchText(pt CurvePoint) string {
	s := ""
	if pt.VsPrevious != nil {
		s += fmt.Sprintf(", vs previous %.2f", pt.VsPrevious.Summary.Score)
	}
	if pt.VsLadder != nil {
		s += fmt.Sprintf(", vs ladder %.2f", pt.VsLadder.Summary.Score)
	}
	return s
}
