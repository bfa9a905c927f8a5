package othello

import (
	"searchlab/core/adversarial"
	"searchlab/core/search"
)

// AlphaBetaConfig configures the alpha-beta player ("Riversi" of Nguyen et
// al. 2015): with the learned evaluation (EvalLearned) the
// principal-variation search PVS, with a level of the evaluation ladder
// core/adversarial's alpha-beta on Game{Eval: Eval}; either switches to the
// exact endgame solver at Endgame empties or fewer.
type AlphaBetaConfig struct {
	// Search holds depth, move ordering, transposition table and iterative
	// deepening (adversarial.AlphaBetaParams; PVS takes the same switches).
	Search adversarial.AlphaBetaParams
	// Eval is the evaluation at the depth horizon (see EvalLevel).
	Eval EvalLevel
	// Learned is the learned evaluation's weights (nil: the embedded
	// ones); used with EvalLearned.
	Learned *Learned
	// AllMoves: PVS and the exact solver value every root move with the
	// full window (hints).
	AllMoves bool
	// Endgame: positions with this many empties or fewer are solved exactly
	// by Endgame (with its transposition table) instead (0: never).
	Endgame int
	// ProbCut is PVS's Multi-ProbCut threshold (PVSParams.ProbCut; 0: off).
	ProbCut float64
}

// NewSearcher returns the search this configuration runs from position p:
// the exact solver when p has at most Endgame empties, else PVS (learned
// evaluation) or alpha-beta (the ladder). All report Value on Game's
// utility scale (DiscDiff decodes a proven value); the exact solver and
// PVS also give their value in discs (Score, Discs).
func (c AlphaBetaConfig) NewSearcher(p Position, o adversarial.Options[Position, Move]) adversarial.Searcher[Move] {
	if c.Endgame > 0 && p.Empties() <= c.Endgame {
		return NewEndgame(p, o, EndgameParams{TT: true, AllMoves: c.AllMoves, Eval: c.Learned})
	}
	if c.Eval == EvalLearned {
		depth := c.Search.Depth
		if depth <= 0 {
			depth = 60
		}
		return NewPVS(p, o, PVSParams{Depth: depth, Ordering: c.Search.Ordering, TT: c.Search.TT,
			Deepening: c.Search.Deepening, AllMoves: c.AllMoves, Eval: c.Learned, ProbCut: c.ProbCut})
	}
	return adversarial.NewAlphaBeta[Position, Move](Game{Eval: c.Eval}, p, o, c.Search)
}

// NewAlphaBetaPlayer returns an adversarial.Player that searches every
// position with c, each search bounded by o.Limits (MaxTime per move; with
// iterative deepening a stopped search still plays its last completed
// iteration's move, or PVS the stopped iteration's best once its first
// move was searched).
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
