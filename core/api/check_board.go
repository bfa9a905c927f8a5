package api

import (
	"searchlab/core/nim"
	"searchlab/core/npuzzle"
	"searchlab/core/othello"
)

// BoardChecker is a Game that can read a board (and goal) without solving
// it: the very parse its Solve starts with. Clients that take many boards
// at once (an experiment's instances, core/experiment) check them up front
// and name the bad one, instead of learning it run by run.
type BoardChecker interface {
	Game
	// CheckBoard returns nil when the game reads board and goal, else an
	// *InvalidError with the parser's sentence. Solvability is not
	// checked: an unsolvable board is a valid question. A game without
	// goal boards ignores goal, as its Solve does.
	CheckBoard(board, goal string) error
}

// CheckBoard checks a board of game with the game's own parser: nil when
// it reads, an *InvalidError otherwise (an unknown game too). A game that
// is not a BoardChecker accepts every board here; its Solve judges it.
func (r *Registry) CheckBoard(game, board, goal string) error {
	g, ok := r.byID[game]
	if !ok {
		return r.unknownGame(game)
	}
	if c, ok := g.(BoardChecker); ok {
		return c.CheckBoard(board, goal)
	}
	return nil
}

func (npuzzleGame) CheckBoard(board, goal string) error {
	if _, _, err := npuzzle.ParsePair(board, goal); err != nil {
		return &InvalidError{Msg: err.Error(), Err: err}
	}
	return nil
}

func (bloxorzGame) CheckBoard(board, _ string) error {
	_, err := bloxorzLevelOf(board, 0)
	return err
}

func (nimGame) CheckBoard(board, _ string) error {
	if _, err := nim.Parse(board); err != nil {
		return &InvalidError{Msg: err.Error(), Err: err}
	}
	return nil
}

func (othelloGame) CheckBoard(board, _ string) error {
	if _, err := othello.Parse(board); err != nil {
		return &InvalidError{Msg: err.Error(), Err: err}
	}
	return nil
}

// Unavailable implements OptionChecker: the heuristics the board's size
// does not support (walking distance past 4×4, pattern databases past 25
// cells), with the sentence Solve refuses them with.
func (npuzzleGame) Unavailable(board, goal string) []Unavailable {
	start, _, err := npuzzle.ParsePair(board, goal)
	if err != nil {
		return nil
	}
	var out []Unavailable
	for _, name := range npuzzle.HeuristicNames() {
		h, err := npuzzle.ParseHeuristic(name)
		if err != nil {
			continue
		}
		if err := h.Supports(start.Rows(), start.Cols()); err != nil {
			out = append(out, Unavailable{Param: "heuristic", Option: name, Reason: err.Error()})
		}
	}
	return out
}
