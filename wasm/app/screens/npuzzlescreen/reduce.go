package npuzzlescreen

import (
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// Reduce implements store.Screen: runs and comparisons (the shared solver
// panel's), the board and goal, the panel's settings, the player, step
// mode and the saved boards.
func (s *Screen) Reduce(a actions.Action) []store.Effect {
	s.Sync()
	st := &s.st
	if fx, ok := s.reducePanel(a); ok {
		return fx
	}
	if st.Player.Reduce(a) {
		return nil
	}
	switch a := a.(type) {
	case MoveTile, actions.Arrow, actions.Undo, SetEditing, EditBoard,
		SwapCells, PickCell, Resize, SetGoalMode, EditGoal, Shuffle, SetImage, SetShuffle, LoadBoard:
		// The board may change size: past 16 cells the anytime search is
		// offered (anytime.go).
		before := st.Board.Len()
		var fx []store.Effect
		if _, load := a.(LoadBoard); load {
			fx = s.reduceSaved(a)
		} else {
			fx = s.reduceBoard(a)
		}
		if s.offerAnytime(before) {
			fx = append(fx, s.persist()...)
		}
		return fx
	case actions.SetSeed:
		st.Seed = a.Seed
		st.EndStepping()
		return s.h.SetSeed(a.Seed)
	case PDBProgress:
		st.setTables(a)
	case SaveBoard:
		return s.reduceSaved(a)
	}
	return nil
}
