package npuzzlescreen

// CurrentBoard implements store.Boarded: the board and goal on the screen
// (the Lab's "the current board").
func (s *Screen) CurrentBoard() (board, goal string) { return s.st.Board.String(), s.st.GoalString() }
