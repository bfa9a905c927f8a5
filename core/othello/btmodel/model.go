package btmodel

import (
	"searchlab/core/bradleyterry"
	"searchlab/core/mcts"
	"searchlab/core/othello"
)

// Model is a feature set with its γ table. It implements
// mcts.Strengths for Othello; it keeps no scratch state, so one Model
// serves any number of searches at once.
type Model struct {
	Set Set
	BT  *bradleyterry.Model
}

var _ mcts.Strengths[othello.Position, othello.Move] = (*Model)(nil)

// Strength is the strength of move m in p: the product of the γ of its
// features (1 for Pass).
func (m *Model) Strength(p othello.Position, mv othello.Move) float64 {
	var buf [maxTeam]bradleyterry.Feature
	n := m.Set.Team(p, mv, &buf)
	return m.BT.Strength(buf[:n])
}

// MoveStrengths implements mcts.Strengths: the strength of every legal
// move. A single move (a forced move or Pass) gets strength 1 without
// computing its features.
func (m *Model) MoveStrengths(p othello.Position, moves []othello.Move, out []float64) []float64 {
	out = out[:0]
	if len(moves) == 1 {
		return append(out, 1)
	}
	for _, mv := range moves {
		out = append(out, m.Strength(p, mv))
	}
	return out
}

// Teams returns the teams of the legal moves of p, in move order.
func (s Set) Teams(p othello.Position, moves []othello.Move) [][]bradleyterry.Feature {
	teams := make([][]bradleyterry.Feature, len(moves))
	for i, mv := range moves {
		var buf [maxTeam]bradleyterry.Feature
		n := s.Team(p, mv, &buf)
		teams[i] = append([]bradleyterry.Feature(nil), buf[:n]...)
	}
	return teams
}
