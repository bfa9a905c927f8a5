package othelloscreen

// CurrentBoard implements store.Boarded: the position on the board with
// the side to move (the Lab's "the current board").
func (sc *Screen) CurrentBoard() (board, goal string) { return sc.s.Pos.String(), "" }
