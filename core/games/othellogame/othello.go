package othellogame

import (
	"sort"

	"searchlab/core/othello"
	"searchlab/core/registry"
)

// Descriptor plugs Othello (core/othello) into the service. Its algorithms
// are a table (othelloAlgo entries registered by registerOthelloAlgo from
// each file's init), so Monte Carlo programs can be added in a file of
// their own without editing this one.
//
// Board: the line form, 64 cells a1…h8 (X black, O white, - empty), a space
// and the side to move ("---------------------------OX------XO--------------------------- X",
// the start position), or the readable 8-row grid followed by "X" or "O".
// Moves: squares a1…h8 and pass. Its engine (core/games/othellogame/engine)
// solves and plays.
type Descriptor struct{}

// GameID is Othello's game id.
const GameID = "othello"

// Othello algorithm ids (alphabeta is AlgoAlphaBeta).
const (
	AlgoExact   = "exact"
	AlgoRandom  = "random"
	AlgoMCTSUCT = "mcts-uct"
)

// Value kinds of an Othello response.
const (
	ValueDiscs    = "disc_difference"
	ValueEval     = "evaluation"
	ValueWinRate  = "win_rate"
	ValueNoneKind = "none"
)

// othelloAlgo is one row of the Othello algorithm table: its description
// and check (how it searches is the engine's row, keyed by the same id).
type othelloAlgo struct {
	// Order places the algorithm in the list (ascending).
	Order int
	Info  registry.AlgorithmInfo
	// Check, optional, reports parameters that do not fit together
	// (CheckJob), whatever the position.
	Check func(job registry.Job) error
}

// othelloAlgos is filled by registerOthelloAlgo during package
// initialisation and never modified afterwards.
var othelloAlgos []othelloAlgo

func registerOthelloAlgo(a othelloAlgo) {
	othelloAlgos = append(othelloAlgos, a)
	// sort.SliceStable: no copy of the generic stable sort for othelloAlgo
	// in the page (issue 28).
	sort.SliceStable(othelloAlgos, func(i, j int) bool { return othelloAlgos[i].Order < othelloAlgos[j].Order })
}

func othelloAlgoByID(id string) (othelloAlgo, bool) {
	for _, a := range othelloAlgos {
		if a.Info.ID == id {
			return a, true
		}
	}
	return othelloAlgo{}, false
}

func (Descriptor) Info() registry.GameInfo {
	return registry.GameInfo{
		ID:   GameID,
		Name: "Othello",
		Help: "Black (X) and White (O) take turns placing a disc that flanks a line of the opponent's discs, which turn over; a player without a move passes; the game ends when neither can move, and the disc difference (empties to the winner) is the score. " +
			"Board: 64 cells a1…h8 (X, O or -), a space and the side to move (X or O), or an 8-row grid then X or O. Moves: a1…h8 and pass.",
		Example: othello.Start().String(),
		Levels:  othelloLevels(),
	}
}

// othelloLevels describes othello.Levels: alpha-beta with the learned
// evaluation at each level's depth, endgame and ProbCut threshold.
func othelloLevels() []registry.Level {
	out := make([]registry.Level, len(othello.Levels))
	for i, l := range othello.Levels {
		params := map[string]any{"depth": int64(l.Depth), "endgame": int64(l.Endgame), "eval": othello.EvalLearned.String()}
		if l.ProbCut > 0 {
			params["probcut"] = l.ProbCut
		}
		out[i] = registry.Level{ID: l.ID, Name: l.Name, Help: l.Help, Algorithm: registry.AlgoAlphaBeta, Params: params}
	}
	return out
}

// CheckJob runs the algorithm's Check (JobChecker).
func (Descriptor) CheckJob(job registry.Job) error {
	if a, ok := othelloAlgoByID(job.Algo.ID); ok && a.Check != nil {
		return a.Check(job)
	}
	return nil
}

func (Descriptor) Algorithms() []registry.AlgorithmInfo {
	out := make([]registry.AlgorithmInfo, len(othelloAlgos))
	for i, a := range othelloAlgos {
		out[i] = a.Info
	}
	return out
}
