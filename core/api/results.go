package api

import "searchlab/core/adversarial"

// The game-specific fields of a Response. Each struct is embedded in
// Response as a pointer, so its fields sit flat beside the standard ones on
// the wire and are absent for other games. Clients read them typed:
// resp.TwoPlayerResult (nil unless a two-player game answered) and
// resp.BloxorzResult.

// TwoPlayerResult is what a two-player game's solve adds (Nim today,
// Othello next): the value of the root for the player to move, the
// recommended move, whether the value is proven, the game-tree statistics
// and, on request, every root move with its value.
type TwoPlayerResult struct {
	// Value is the root's value for the player to move: +1 a proven win,
	// −1 a proven loss; an MCTS estimate (2·mean−1) when not proven; a
	// depth-limited search's evaluation at its horizon otherwise (Nim has
	// no evaluation, so 0 there). Games with scores (Othello's disc
	// difference) may use any range; the game's doc says which.
	Value float64 `json:"value"`
	// BestMove is the recommended move, "" when the game is over or the
	// search stopped before choosing one.
	BestMove string `json:"best_move"`
	// Proven: Value is exact for the whole game.
	Proven bool `json:"proven"`
	// TreeStats are the game-tree statistics (nodes, cutoffs, tt hits,
	// depth reached, playouts, …), the same type the searches fill.
	TreeStats adversarial.Stats `json:"tree_stats"`
	// Candidates lists every legal root move with its value when the
	// request asks for them ("candidates" parameter); CandidatesCut says
	// the budgets ran out before the list was complete.
	Candidates    []Candidate `json:"candidates,omitempty"`
	CandidatesCut bool        `json:"candidates_cut,omitempty"`
}

// Candidate is one legal root move of a two-player game with its value for
// the player to move at the root. Which fields are set depends on the
// algorithm:
//
//   - minimax and alpha-beta: Value from a search of the child position
//     (the algorithm's own, negated), Exact when that search proved it,
//     Nodes its node count.
//   - MCTS: Visits and Mean (the move's mean reward for the player who
//     makes it, win 1, loss 0) from the search tree, Value = 2·Mean−1; and
//     when the searcher reports them, the terms of its selection rule at
//     the end of the search: Exploit (the mean), Explore (c·√(ln N / n))
//     and Bias (a prior or progressive-bias term; 0 without one), and Prior
//     (the move's prior probability P(m) in a biased UCB; 0 without one).
//   - a theory oracle: the exact Value, Exact true.
type Candidate struct {
	Move  string  `json:"move"`
	Value float64 `json:"value"`
	Exact bool    `json:"exact"`
	// Bound "upper": Value is a bound the move cannot beat (Othello's
	// exact solver proves only the best move unless asked for all).
	Bound  string  `json:"bound,omitempty"`
	Visits int64   `json:"visits,omitempty"`
	Mean   float64 `json:"mean,omitempty"`
	Nodes  int64   `json:"nodes,omitempty"`
	// UCB terms (MCTS searchers that report them).
	Exploit float64 `json:"exploit,omitempty"`
	Explore float64 `json:"explore,omitempty"`
	Bias    float64 `json:"bias,omitempty"`
	Prior   float64 `json:"prior,omitempty"`
}

// BloxorzResult is what a Bloxorz solve adds.
type BloxorzResult struct {
	// Switches counts the split-block switches (space) in Moves.
	Switches int `json:"switches"`
	// Heatmap, when the request sets "heatmap": per cell (row-major), how
	// many expanded states covered it.
	Heatmap []int64 `json:"heatmap,omitempty"`
}

// OthelloFields is what an Othello solve adds beside its TwoPlayerResult:
// the unit of the value ("disc_difference", "evaluation", "win_rate",
// "none") and the empty squares of the position searched.
type OthelloFields struct {
	ValueKind string `json:"value_kind"`
	Empties   int    `json:"empties"`
}
