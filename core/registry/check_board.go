package registry

// BoardChecker is a Game that can read a board (and goal) without solving
// it: the very parse its Solve starts with. Clients that take many boards
// at once (an experiment's instances, core/experiment) check them up front
// and name the bad one, instead of learning it run by run.
type BoardChecker interface {
	Descriptor
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
