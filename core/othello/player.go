package othello

import (
	"searchlab/core/adversarial"
	"searchlab/core/search"
)

// AlphaBetaConfig configures the alpha-beta player ("Riversi" of Nguyen et
// al. 2015): core/adversarial's alpha-beta on Game{Eval: Eval}, switching to
// the exact endgame solver at Endgame empties or fewer.
type AlphaBetaConfig struct {
	// Search holds depth, move ordering, transposition table and iterative
	// deepening (adversarial.AlphaBetaParams).
	Search adversarial.AlphaBetaParams
	// Eval is the evaluation at the depth horizon (see EvalLevel).
	Eval EvalLevel
	// Endgame: positions with this many empties or fewer are solved exactly
	// by Endgame (with its transposition table) instead (0: never).
	Endgame int
}

// NewSearcher returns the search this configuration runs from position p:
// the exact solver when p has at most Endgame empties, else alpha-beta.
// Both report Value on Game's utility scale (DiscDiff decodes a proven
// value).
func (c AlphaBetaConfig) NewSearcher(p Position, o adversarial.Options[Position, Move]) adversarial.Searcher[Move] {
	if c.Endgame > 0 && p.Empties() <= c.Endgame {
		return NewEndgame(p, o, EndgameParams{TT: true})
	}
	return adversarial.NewAlphaBeta[Position, Move](Game{Eval: c.Eval}, p, o, c.Search)
}

// NewAlphaBetaPlayer returns an adversarial.Player that searches every
// position with c, each search bounded by o.Limits (MaxTime per move; with
// iterative deepening a stopped search still plays its last completed
// iteration's move).
func NewAlphaBetaPlayer(c AlphaBetaConfig, o adversarial.Options[Position, Move]) *adversarial.SearchPlayer[Position, Move] {
	return &adversarial.SearchPlayer[Position, Move]{
		New:     func(s Position) adversarial.Searcher[Move] { return c.NewSearcher(s, o) },
		MaxTime: o.Limits.MaxTime,
	}
}

// NewRandomPlayer returns a player of uniformly random legal moves drawn
// from r.
func NewRandomPlayer(r search.Rand) adversarial.Player[Position, Move] {
	return adversarial.NewRandomPlayer[Position, Move](Game{}, r)
}
