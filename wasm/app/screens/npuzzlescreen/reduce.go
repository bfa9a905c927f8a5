package npuzzlescreen

import (
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// Reduce implements store.Screen: runs and comparisons (the shared solver
// panel's), the board and goal, the panel's settings, the player, step
// mode and the saved boards.
func (s *Screen) Reduce(a actions.Action) []store.Effect {
	s.sync()
	st := &s.st
	if fx, ok := s.reducePanel(a); ok {
		return fx
	}
	if st.Player.Reduce(a) {
		return nil
	}
	switch a := a.(type) {
	case MoveTile, actions.Arrow, actions.Undo, SetEditing, EditBoard,
		SwapCells, PickCell, Resize, SetGoalMode, EditGoal, Shuffle, SetImage, SetShuffle:
		return s.reduceBoard(a)
	case actions.SetSeed:
		st.Seed = a.Seed
		st.EndStepping()
		return s.h.SetSeed(a.Seed)
	case PDBProgress:
		st.setTables(a)
	case SaveBoard, LoadBoard:
		return s.reduceSaved(a)
	}
	return nil
}
