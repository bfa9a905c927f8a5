package mcts

import (
	"math"

	"searchlab/core/adversarial"
	"searchlab/core/search"
)

// Strengths is a move-evaluation capability for two-player MCTS: a
// positive strength for every legal move of a position, such as the product
// of the Bradley–Terry γ of the move's features (Coulom 2007; package
// core/bradleyterry). The prior probability of a move is its strength over
// the sum of the strengths of all legal moves. UCTParams.Prior uses it for
// the biased UCB of Ikeda & Viennot, Roulette for playouts. An
// implementation may keep scratch buffers: give each search its own.
type Strengths[S comparable, M comparable] interface {
	// MoveStrengths writes the strength of moves[i] in s into out[i] for
	// every i and returns out[:len(moves)]; s is not terminal and moves are
	// its legal moves in the game's order.
	MoveStrengths(s S, moves []M, out []float64) []float64
}

// StrengthsFunc adapts a function to Strengths.
type StrengthsFunc[S comparable, M comparable] func(s S, moves []M, out []float64) []float64

// MoveStrengths calls f.
func (f StrengthsFunc[S, M]) MoveStrengths(s S, moves []M, out []float64) []float64 {
	return f(s, moves, out)
}

// Finisher is an optional playout capability: the exact result of s, for
// player 0 in [-1, +1], when it can be computed at once (an exact endgame
// solver at few empty squares, for example), or false. A playout asks it
// before every move and stops at the first exact answer.
type Finisher[S comparable] interface {
	Finish(s S) (v0 float64, ok bool)
}

// biasWeight is the factor of P(m_j) in the biased UCB at a parent visited
// n times: C_BT·sqrt(K/(N+K)), or C_BT·K/(N+K) without the square root.
func (sel *selector) biasWeight(n int64) float64 {
	if !sel.prior {
		return 0
	}
	f := sel.k / (float64(n) + sel.k)
	if !sel.linear {
		f = math.Sqrt(f)
	}
	return sel.cbt * f
}

// Roulette returns the playout policy that plays each legal move with
// probability proportional to its strength (Coulom 2007's "biased
// simulations" with Bradley–Terry strengths; the roulette-wheel playouts of
// the Can Tho Othello paper). A single legal move (a pass) is played
// without asking st. Strengths that are all zero fall back to a uniform
// choice. Cost per move: building the move list and the strengths.
func Roulette[S comparable, M comparable](g adversarial.Game[S, M], st Strengths[S, M]) Policy[S, M] {
	ro := &roulette[S, M]{g: g, st: st}
	return PolicyFunc[S, M](ro.move)
}

type roulette[S comparable, M comparable] struct {
	g     adversarial.Game[S, M]
	st    Strengths[S, M]
	moves []M
	w     []float64
}

func (ro *roulette[S, M]) move(s S, r search.Rand) (M, bool) {
	var zero M
	ro.moves = ro.g.Moves(s, ro.moves)
	switch len(ro.moves) {
	case 0:
		return zero, false
	case 1:
		return ro.moves[0], true
	}
	ro.w = ro.st.MoveStrengths(s, ro.moves, ro.w)
	total := 0.0
	for _, w := range ro.w {
		total += w
	}
	if !(total > 0) || math.IsInf(total, 0) {
		return ro.moves[r.IntN(len(ro.moves))], true
	}
	x := r.Float64() * total
	for i, w := range ro.w {
		if x < w {
			return ro.moves[i], true
		}
		x -= w
	}
	return ro.moves[len(ro.moves)-1], true
}
