package npuzzlescreen

import (
	"searchlab/core/share"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// shareFragment is the N-puzzle's share link: board, goal,
// algorithm, its parameters and seed.
func (s *Screen) shareFragment() (string, error) {
	st := &s.st
	return share.Encode(share.Link{Game: ID, Board: st.Board.String(), Goal: st.GoalString(),
		Algorithm: st.Algorithm, Params: store.CopyMap(st.Params[st.Algorithm]), Seed: uint64(st.Seed)})
}

// openLink shows an N-puzzle share link; a board that cannot be used
// changes nothing and is taken out of the address bar.
func (s *Screen) openLink(l share.Link) []store.Effect {
	if !s.loadBoardGoal(l.Board, l.Goal) {
		s.Notice(actions.NoticeError, s.h.Lang().T("np.notice.bad_link", "why", s.LastNotice))
		return []store.Effect{s.h.ClearLink}
	}
	seed := s.TakeLink(l, "np.notice.opened")
	return append(s.persist(), seed...)
}
