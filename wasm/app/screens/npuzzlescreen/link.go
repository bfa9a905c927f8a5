package npuzzlescreen

import (
	"fmt"
	"strconv"

	"searchlab/core/share"
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
	st := &s.st
	if !s.loadBoardGoal(l.Board, l.Goal) {
		s.notice("This share link holds a board that cannot be used ("+s.lastNotice+"). The screen is as you left it.", true)
		return []store.Effect{s.h.ClearLink}
	}
	warned := false
	if l.Algorithm != "" {
		if _, ok := store.FindAlgo(st.Catalog, l.Algorithm); ok {
			st.Algorithm = l.Algorithm
			st.Params[l.Algorithm] = store.CopyMap(l.Params)
		} else {
			s.notice(fmt.Sprintf("The link names an unknown algorithm %q; %s is selected instead.", l.Algorithm, st.Algorithm), true)
			warned = true
		}
	}
	st.Seed = int64(l.Seed)
	if !warned {
		s.notice("Opened a shared board (seed "+strconv.FormatInt(st.Seed, 10)+").", false)
	}
	return append(s.persist(), s.h.SetSeed(st.Seed)...)
}
