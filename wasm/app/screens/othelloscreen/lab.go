package othelloscreen

// CurrentBoard implements store.Boarded: the position on the board with
// the side to move (the Lab's "the current board").
func (s *Screen) CurrentBoard() (board, goal string) { return s.st.Pos.String(), "" }
