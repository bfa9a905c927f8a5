// Package bradleyterry is the generalised Bradley–Terry model of move
// prediction with teams of features (Rémi Coulom, "Computing Elo Ratings of
// Move Patterns in the Game of Go", ICGA Journal 30(4):198–208, 2007) and
// its minorization–maximization (MM) training.
//
// Every feature i has a strength γ_i > 0. A move is a team of features, one
// at most from each feature group; its strength is the product of its
// features' γ, and the probability that it is the move played among the
// legal moves of a position is its strength divided by the sum of the
// strengths of all of them (a softmax over summed log-γ). Elo_i =
// 400·log10(γ_i).
//
// The package knows nothing about any game: features are small integers
// that a game's feature extractor assigns (core/othello's Buro and
// optimised sets, for example). Train fits γ to recorded positions (Train,
// mm.go); LogLikelihood and PredictionRate measure a model on held-out
// positions (metrics.go).
package bradleyterry

import (
	"errors"
	"fmt"
	"math"
)

// Feature is the index of a feature in a model's γ table.
type Feature = int32

// Model holds the strength γ of every feature.
type Model struct {
	Gamma []float64
}

// NewModel returns a model of n features, each of strength 1 (the prior's
// virtual opponent, so an untrained feature is neutral).
func NewModel(n int) *Model {
	g := make([]float64, n)
	for i := range g {
		g[i] = 1
	}
	return &Model{Gamma: g}
}

// Strength is the product of the γ of the team's features (1 for the empty
// team).
func (m *Model) Strength(team []Feature) float64 {
	s := 1.0
	for _, f := range team {
		s *= m.Gamma[f]
	}
	return s
}

// Probabilities writes into out[:len(teams)] the probability of each team
// being chosen (strength over the total) and returns it. With no team it
// returns out[:0].
func (m *Model) Probabilities(teams [][]Feature, out []float64) []float64 {
	out = out[:0]
	total := 0.0
	for _, t := range teams {
		s := m.Strength(t)
		out = append(out, s)
		total += s
	}
	if total > 0 {
		for i := range out {
			out[i] /= total
		}
	}
	return out
}

// Elo is 400·log10(γ_i), Coulom's rating scale for feature i.
func (m *Model) Elo(i Feature) float64 { return 400 * math.Log10(m.Gamma[i]) }

// Check reports a γ that is not a positive finite number.
func (m *Model) Check() error {
	if len(m.Gamma) == 0 {
		return errors.New("bradleyterry: the model has no features")
	}
	for i, g := range m.Gamma {
		if !(g > 0) || math.IsInf(g, 0) {
			return fmt.Errorf("bradleyterry: γ of feature %d must be a positive finite number, got %v", i, g)
		}
	}
	return nil
}
