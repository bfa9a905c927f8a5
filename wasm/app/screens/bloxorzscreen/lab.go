package bloxorzscreen

// CurrentBoard implements store.Boarded: the stage or the edited level on
// the screen, as its solve requests carry it ("classic:7" or the level's
// text), for the Lab's "the current board".
func (s *Screen) CurrentBoard() (board, goal string) {
	if s.st == nil || s.st.Level == nil {
		return "", ""
	}
	return s.st.boardRef(), ""
}
