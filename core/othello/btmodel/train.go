package btmodel

import (
	"context"
	"fmt"
	"math/rand/v2"

	"searchlab/core/adversarial"
	"searchlab/core/bradleyterry"
	"searchlab/core/internal/parallel"
	"searchlab/core/othello"
	"searchlab/core/tournament"
	"searchlab/core/tournament/opening"
)

// GenOptions say how the training games are made: Games games of the
// project's alpha-beta (core/adversarial with move ordering, transposition
// table and iterative deepening, on othello.Game's full evaluation ladder)
// to Depth plies against itself, each from a random opening of
// MinOpening..MaxOpening uniformly random plies drawn from Seed.
type GenOptions struct {
	Games                  int
	Depth                  int
	MinOpening, MaxOpening int
	Seed                   uint64
	Parallel               int
	Progress               func(done, total int)
}

// Record is one training game: the moves from the start, the first
// Opening of them random.
type Record struct {
	Moves   []othello.Move
	Opening int
}

// SelfPlay plays the training games.
func SelfPlay(ctx context.Context, o GenOptions) ([]Record, error) {
	if o.Games < 1 || o.Depth < 1 {
		return nil, fmt.Errorf("self-play: want at least 1 game and depth ≥ 1, got %d games, depth %d", o.Games, o.Depth)
	}
	g := othello.Game{}
	ops, err := opening.Random[othello.Position, othello.Move](g, othello.Start(), o.Games, o.MinOpening, o.MaxOpening,
		nil, rand.New(rand.NewPCG(o.Seed, 0x6f7468656c6c6f)))
	if err != nil {
		return nil, err
	}
	players := func() [2]adversarial.Player[othello.Position, othello.Move] {
		p := adversarial.NewAlphaBetaPlayer[othello.Position, othello.Move](g, adversarial.Options[othello.Position, othello.Move]{},
			adversarial.AlphaBetaParams{Depth: o.Depth, Ordering: true, TT: true, Deepening: true})
		return [2]adversarial.Player[othello.Position, othello.Move]{p, p}
	}
	// Both sides are the same deterministic player, so a game depends only
	// on its opening: the games are played in parallel, each stored at its
	// index.
	out := make([]Record, len(ops))
	err = parallel.For(ctx, len(ops), o.Parallel, func(i int) error {
		rec, err := tournament.PlayGame(ctx, g, othello.Start(), ops[i], players(), 0)
		if err != nil {
			return fmt.Errorf("training game %d: %w", i+1, err)
		}
		out[i] = Record{Moves: rec.Moves, Opening: rec.OpeningPlies}
		return nil
	}, o.Progress)
	if err != nil {
		return nil, err
	}
	return out, nil
}

// Data turns game records into a Bradley–Terry data set for set: every
// position after the opening with at least two legal moves, the move
// played being the winner.
func Data(set Set, records []Record) (*bradleyterry.Dataset, error) {
	d := bradleyterry.NewDataset(set.Groups())
	var moves []othello.Move
	for gi, rec := range records {
		p := othello.Start()
		for i, mv := range rec.Moves {
			if i >= rec.Opening {
				moves = p.Moves(moves)
				played := -1
				for k, x := range moves {
					if x == mv {
						played = k
					}
				}
				if played < 0 {
					return nil, fmt.Errorf("game %d, ply %d: %v is not legal", gi+1, i+1, mv)
				}
				if _, err := d.Add(set.Teams(p, moves), played); err != nil {
					return nil, err
				}
			}
			p = p.Apply(mv)
		}
	}
	return d, nil
}

// Report describes a trained model and how well it predicts.
type Report struct {
	Set            string `json:"set"`
	TrainGames     int    `json:"train_games"`
	TestGames      int    `json:"test_games"`
	TrainPositions int    `json:"train_positions"`
	TestPositions  int    `json:"test_positions"`
	Iterations     int    `json:"mm_iterations"`
	Converged      bool   `json:"converged"`
	// Mean log-likelihood of the played moves (natural log) on the
	// training and held-out positions, and of a uniform guess on the
	// held-out ones.
	TrainLL   float64 `json:"train_log_likelihood"`
	TestLL    float64 `json:"test_log_likelihood"`
	UniformLL float64 `json:"uniform_test_log_likelihood"`
	// How often the move with the highest probability is the move played.
	TrainRate   float64 `json:"train_prediction_rate"`
	TestRate    float64 `json:"test_prediction_rate"`
	UniformRate float64 `json:"uniform_test_prediction_rate"`
	// Features stored (γ ≠ 1) and the table's size in bytes.
	Features   int `json:"features"`
	TableBytes int `json:"table_bytes"`
}

// TrainSet trains set on the train games by MM and measures it on the
// test games.
func TrainSet(set Set, train, test []Record, o bradleyterry.TrainOptions) (*bradleyterry.Model, Report, error) {
	rep := Report{Set: set.String(), TrainGames: len(train), TestGames: len(test)}
	dtr, err := Data(set, train)
	if err != nil {
		return nil, rep, err
	}
	dte, err := Data(set, test)
	if err != nil {
		return nil, rep, err
	}
	m, res, err := bradleyterry.Train(dtr, nil, o)
	if err != nil {
		return nil, rep, err
	}
	rep.TrainPositions, rep.TestPositions = dtr.Len(), dte.Len()
	rep.Iterations, rep.Converged, rep.TrainLL = res.Iterations, res.Converged, res.LogLikelihood
	rep.TestLL, rep.UniformLL = bradleyterry.LogLikelihood(m, dte), bradleyterry.UniformLogLikelihood(dte)
	rep.TrainRate, rep.TestRate = bradleyterry.PredictionRate(m, dtr), bradleyterry.PredictionRate(m, dte)
	rep.UniformRate = bradleyterry.PredictionRate(bradleyterry.NewModel(set.NumFeatures()), dte)
	table := Encode(set, m)
	rep.TableBytes = len(table)
	for _, g := range m.Gamma {
		if float32(g) != 1 {
			rep.Features++
		}
	}
	return m, rep, nil
}
