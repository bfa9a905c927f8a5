package bradleyterry

import (
	"errors"
	"fmt"
	"math"
)

// The prior of Coulom's mm.cpp (PriorVictories = 1, PriorGames = 2,
// PriorOpponentGamma = 1): every feature has won once and lost once against
// a virtual opponent of strength 1, which keeps rare features near 1 and
// the γ of a feature that always (or never) wins finite.
const (
	priorWins  = 1.0
	priorGames = 2.0
)

// TrainOptions bound MM training. Zero values take the defaults.
type TrainOptions struct {
	// MaxIterations is the number of sweeps over all groups (default 200).
	MaxIterations int
	// Tolerance stops training once a sweep raises the mean log-likelihood
	// of the training set by less than this (default 1e-7). A criterion on
	// γ itself would not do: when a group is in every move, scaling all its
	// γ leaves every probability unchanged, and only the weak prior pins
	// that scale, so MM drifts along it very slowly.
	Tolerance float64
}

// TrainResult says how training went.
type TrainResult struct {
	Iterations int  // sweeps done
	Converged  bool // the tolerance was met
	// LogLikelihood is the mean log-probability of the played moves of the
	// training set under the trained model.
	LogLikelihood float64
}

// Train fits γ to d by minorization–maximization (Coulom 2007, §3.3), one
// feature group at a time: for every feature i of the group,
//
//	γ_i ← (W_i + 1) / (Σ_j C_ij/E_j + 2/(γ_i + 1))
//
// where W_i counts the positions whose played move contains i, E_j is the
// total strength of the legal moves of position j, C_ij is the sum, over
// the moves of position j that contain i, of the product of the γ of their
// other features, and the +1 and 2/(γ_i+1) terms are the prior of one
// virtual win and one virtual loss against γ = 1. Since a move holds at
// most one feature of a group, updating a whole group at once keeps each
// sweep a true MM step, so the log-posterior never decreases.
//
// Sweeps run until one raises the mean log-likelihood by less than
// Tolerance, or MaxIterations. Cost: O(G·F)
// per sweep for G groups and F feature occurrences in d; space O(number of
// features). Start is the initial model (nil: every γ = 1); it is not
// modified.
func Train(d *Dataset, start *Model, o TrainOptions) (*Model, TrainResult, error) {
	if o.MaxIterations == 0 {
		o.MaxIterations = 200
	}
	if o.Tolerance == 0 {
		o.Tolerance = 1e-7
	}
	switch {
	case o.MaxIterations < 0:
		return nil, TrainResult{}, fmt.Errorf("bradleyterry: MaxIterations must be positive, got %d", o.MaxIterations)
	case !(o.Tolerance > 0):
		return nil, TrainResult{}, fmt.Errorf("bradleyterry: Tolerance must be positive, got %v", o.Tolerance)
	case d.Len() == 0:
		return nil, TrainResult{}, errors.New("bradleyterry: no training positions")
	}
	m := NewModel(d.NumFeatures)
	if start != nil {
		if len(start.Gamma) != d.NumFeatures {
			return nil, TrainResult{}, fmt.Errorf("bradleyterry: the start model has %d features, the data %d", len(start.Gamma), d.NumFeatures)
		}
		if err := start.Check(); err != nil {
			return nil, TrainResult{}, err
		}
		copy(m.Gamma, start.Gamma)
	}
	groups := 0
	for _, g := range d.Group {
		groups = max(groups, g+1)
	}
	wins := make([]float64, d.NumFeatures)
	for j := range d.Len() {
		for _, f := range d.team(d.winner[j]) {
			wins[f]++
		}
	}
	c := make([]float64, d.NumFeatures)
	strength := make([]float64, 0, 64)
	var res TrainResult
	ll := LogLikelihood(m, d)
	for res.Iterations < o.MaxIterations && !res.Converged {
		res.Iterations++
		for g := range groups {
			clear(c)
			for j := range d.Len() {
				lo, hi := d.teams(j)
				strength = strength[:0]
				e := 0.0
				for k := lo; k < hi; k++ {
					s := m.Strength(d.team(k))
					strength = append(strength, s)
					e += s
				}
				for k := lo; k < hi; k++ {
					for _, f := range d.team(k) {
						if d.Group[f] == g {
							c[f] += strength[k-lo] / m.Gamma[f] / e
						}
					}
				}
			}
			for f, gf := range d.Group {
				if gf != g {
					continue
				}
				m.Gamma[f] = (wins[f] + priorWins) / (c[f] + priorGames/(m.Gamma[f]+1))
			}
		}
		next := LogLikelihood(m, d)
		res.Converged = math.Abs(next-ll) < o.Tolerance
		ll = next
	}
	res.LogLikelihood = ll
	return m, res, nil
}
