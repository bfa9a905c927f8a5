package graphscreen

// CurrentBoard implements store.Boarded: the graph on the screen as its
// solve requests carry it (the Lab's "the current board").
func (s *Screen) CurrentBoard() (board, goal string) { return s.st.Text, "" }
