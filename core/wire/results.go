package wire

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
	// Switches counts the split-block switches (S, space) in Moves.
	Switches int `json:"switches"`
	// Rolls counts the U D L R keys in Moves: the moves of the block or of
	// a cube, switches of control not included, whatever the costing (so a
	// client can say "104 moves and 2 switches of control").
	Rolls int `json:"rolls"`
	// FewestSwitches is set when an optimal algorithm's solution was
	// replaced by one of the same number of moves with fewer switches.
	FewestSwitches *SwitchPass `json:"fewest_switches,omitempty"`
	// Heatmap, when the request sets "heatmap": per cell (row-major), how
	// many expanded states covered it.
	Heatmap []int64 `json:"heatmap,omitempty"`
	// HeatOrder, beside Heatmap: per cell, the number of the expansion
	// (1, 2, …) at which the search first covered it, 0 for never: the
	// order in which the search reached the level, which shows its front
	// where the counts are nearly uniform.
	HeatOrder []int64 `json:"heat_order,omitempty"`
}

// SwitchPass describes Bloxorz's fewest-switches pass over an optimal
// algorithm's solution (bloxorz.Problem.FewestSwitches): the switches the
// algorithm's own sequence had, and the pass's own work, which is not in
// the response's statistics.
type SwitchPass struct {
	Before      int     `json:"before"`
	Expanded    int64   `json:"expanded"`
	MemoryBytes int64   `json:"memory_bytes"`
	ElapsedMS   float64 `json:"elapsed_ms"`
}

// OthelloFields is what an Othello solve adds beside its TwoPlayerResult:
// the unit of the value ("disc_difference", "evaluation", "win_rate",
// "none") and the empty squares of the position searched.
type OthelloFields struct {
	ValueKind string `json:"value_kind"`
	Empties   int    `json:"empties"`
}

// NPuzzleResult is what an N-puzzle solve adds: the heuristic's estimate of
// the start board, and, when the pattern databases could not be used (the
// memory budget is below their size), the heuristic that ran instead and a
// sentence saying why.
type NPuzzleResult struct {
	// StartH is h(start), the heuristic's value of the start board (the
	// one that ran: after a fallback, walking distance's); a lower bound on
	// the optimal length for every heuristic here.
	StartH int `json:"start_h"`
	// HeuristicUsed names the heuristic that ran when it is not the one
	// asked for (pdb fell back); empty otherwise.
	HeuristicUsed string `json:"heuristic_used,omitempty"`
	// Notice is a sentence for people about that fallback.
	Notice string `json:"notice,omitempty"`
}
