package graphscreen

import (
	"searchlab/core/share"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// shareFragment is the graph's share link: the sample or random graph's
// name when the graph is one unchanged, else its level text; the
// algorithm, its parameters and the seed.
func (s *Screen) shareFragment() (string, error) {
	st := &s.st
	board := st.Source
	if board == "" {
		board = st.Text
	}
	return share.Encode(share.Link{Game: ID, Board: board, Algorithm: st.Algorithm,
		Params: store.CopyMap(st.Params[st.Algorithm]), Seed: uint64(st.Seed)})
}

// openLink shows a graph share link; a graph that cannot be read changes
// nothing and is taken out of the address bar.
func (s *Screen) openLink(l share.Link) []store.Effect {
	st := &s.st
	if err := s.setBoard(l.Board); err != nil {
		s.notice(actions.NoticeError, s.h.Lang().T("gr.notice.bad_link", "err", s.h.Lang().Core(err.Error())))
		return []store.Effect{s.h.ClearLink}
	}
	st.Editing, st.Selected, st.SelectedArc = false, 0, 0
	seed := s.TakeLink(l, "gr.notice.opened")
	return append(s.persist(), seed...)
}
