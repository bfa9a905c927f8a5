package npuzzlescreen

import "searchlab/core/npuzzle"

// MaxStepCells is the largest board (in cells) the page steps a search on;
// bigger boards run only in the worker.
const MaxStepCells = 16

// stepSearch advances the open session, opening one first.
func (s *Screen) stepSearch(n int) {
	st := &s.st
	if st.Run.Active {
		return
	}
	if n < 1 {
		n = 1
	}
	if s.session == nil {
		if s.h.Stepper() == nil {
			s.notice("Stepping a search on the page is not available in this build.", true)
			return
		}
		switch {
		case st.Board.Len() > MaxStepCells:
			s.notice("Stepping works on boards of at most 16 cells; run bigger boards in the worker.", true)
			return
		case st.Unsolvable != "":
			s.notice("Unsolvable: "+st.Unsolvable, true)
			return
		}
		s.commitPlayer()
		req, err := st.request(st.Algorithm)
		if err != nil {
			s.notice(err.Error(), true)
			return
		}
		sess, err := s.h.Stepper()(req)
		if err != nil {
			s.notice("Cannot step "+st.Algorithm+": "+err.Error(), true)
			return
		}
		s.session = sess
	}
	v := s.session.Advance(n)
	st.Step = &v
	if v.Done && v.Status == "found" && len(v.Moves) > 0 {
		// The stepped search's solution goes into the player, as a run's.
		if moves, err := npuzzle.ParseMoves(v.Moves); err == nil {
			if _, err := npuzzle.Apply(st.Board, moves); err == nil {
				st.Player = newPlayer(st.Board, moves, st.Player.Speed)
			}
		}
	}
}

// endStepping closes the stepping session (the board or settings changed).
func (s *Screen) endStepping() {
	s.session = nil
	s.st.Step = nil
}
