package npuzzlescreen

import (
	"fmt"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// Reduce implements store.Screen: runs and comparisons (the shared solver
// panel's), the board and goal, the panel's settings, the player, step
// mode and the saved boards.
func (s *Screen) Reduce(a actions.Action) []store.Effect {
	s.sync()
	st := &s.st
	if fx, ok := s.reduceRun(a); ok {
		return fx
	}
	switch a := a.(type) {
	case MoveTile, actions.Arrow, actions.Undo, SetEditing, EditBoard,
		SwapCells, Resize, SetGoalMode, EditGoal, Shuffle, SetImage, SetShuffle:
		return s.reduceBoard(a)

	case actions.SelectAlgorithm:
		if st.SelectAlgorithm(a.ID) {
			s.endStepping()
			return s.persist()
		}
		s.notice(fmt.Sprintf("Unknown algorithm %q.", a.ID), true)
	case actions.SetParam:
		st.SetParam(a.Name, a.Value)
		s.endStepping()
		return s.persist()
	case actions.SetBudget:
		st.SetBudget(a.MaxNodes, a.TimeoutMS)
		return s.persist()
	case actions.SetSeed:
		st.Seed = a.Seed
		s.endStepping()
		return s.h.SetSeed(a.Seed)

	case PDBProgress:
		st.setTables(a)

	case actions.TogglePlay, actions.StepForward, actions.StepBack, actions.Seek, actions.SetSpeed, actions.Tick:
		s.reducePlayer(a)

	case actions.StepSearch:
		s.stepSearch(a.N)
	case actions.EndStepping:
		s.endStepping()

	case SaveBoard, LoadBoard:
		return s.reduceSaved(a)
	}
	return nil
}
