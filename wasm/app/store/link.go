package store

import (
	"errors"
	"fmt"
	"strconv"

	"searchlab/core/share"
)

// ShareFragment returns the share-link fragment (without '#') of the
// screen shown.
func (s *Store) ShareFragment() (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	sc, ok := s.screens[s.st.Game]
	if !ok {
		return "", fmt.Errorf("no screen for the game %q", s.st.Game)
	}
	return sc.ShareFragment()
}

// npuzzleShareFragment is the N-puzzle's share link: board, goal,
// algorithm, its parameters and seed.
func (s *Store) npuzzleShareFragment() (string, error) {
	st := &s.st
	return share.Encode(share.Link{Game: st.Game, Board: st.Board.String(), Goal: st.GoalString(),
		Algorithm: st.Algorithm, Params: CopyMap(st.Params[st.Algorithm]), Seed: uint64(st.Seed)})
}

// openLink restores the screen from a fragment. A damaged or foreign
// fragment leaves the current (default) board and says so.
func (s *Store) openLink(fragment string) []effect {
	st := &s.st
	l, err := share.Decode(fragment)
	switch {
	case errors.Is(err, share.ErrEmpty):
		return nil
	case errors.Is(err, share.ErrForeign):
		st.Notice, st.NoticeBad = "This link is not a SearchLab share link, so the default board is shown.", true
		return nil
	case err != nil:
		st.Notice, st.NoticeBad = "This share link is damaged ("+err.Error()+"), so the default board is shown.", true
		return nil
	}
	sc, ok := s.screens[l.Game]
	if !ok {
		st.Notice, st.NoticeBad = fmt.Sprintf("This share link is for the game %q, which this app does not have; the default board is shown.", l.Game), true
		return nil
	}
	st.Game = l.Game
	return sc.OpenLink(l)
}

// openNPuzzleLink shows an N-puzzle share link.
func (s *Store) openNPuzzleLink(l share.Link) []effect {
	st := &s.st
	if !s.loadBoardGoal(l.Board, l.Goal) {
		st.Notice = "This share link holds a board that cannot be used (" + st.Notice + "); the default board is shown."
		return nil
	}
	if l.Algorithm != "" {
		if _, ok := FindAlgo(st.Catalog, l.Algorithm); ok {
			st.Algorithm = l.Algorithm
			st.Params[l.Algorithm] = CopyMap(l.Params)
		} else {
			st.Notice, st.NoticeBad = fmt.Sprintf("The link names an unknown algorithm %q; %s is selected instead.", l.Algorithm, st.Algorithm), true
		}
	}
	st.Seed = int64(l.Seed)
	if st.Notice == "" || !st.NoticeBad {
		st.Notice, st.NoticeBad = "Opened a shared board (seed "+strconv.FormatInt(st.Seed, 10)+").", false
	}
	return s.persistScreen()
}
