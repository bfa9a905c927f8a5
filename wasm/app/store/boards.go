package store

// Boarded is a screen whose current board another screen may take (the
// Lab's "the current board" instances): the board text and goal ("": the
// game's) that its own solve requests carry.
type Boarded interface {
	CurrentBoard() (board, goal string)
}

// Board is the current board of game's screen (Boarded); ok is false when
// there is no such screen or it has no board to give.
func (h host) Board(game string) (board, goal string, ok bool) {
	b, is := h.s.screens[game].(Boarded)
	if !is {
		return "", "", false
	}
	board, goal = b.CurrentBoard()
	return board, goal, board != ""
}

// Board is the current board of game's screen (Boarded), for the shared
// panels (Compare's "Open in the Lab").
func (s *Store) Board(game string) (board, goal string, ok bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return host{s: s}.Board(game)
}
