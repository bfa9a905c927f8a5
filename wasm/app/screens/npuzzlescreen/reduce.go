package npuzzlescreen

import (
	"fmt"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// Reduce implements store.Screen: the board and goal, the solver panel,
// runs and comparisons, the player, step mode and the saved boards.
func (s *Screen) Reduce(a actions.Action) []store.Effect {
	s.sync()
	st := &s.st
	switch a := a.(type) {
	case actions.MoveTile, actions.Arrow, actions.Undo, actions.SetEditing, actions.EditBoard,
		actions.SwapCells, actions.Resize, actions.SetGoalMode, actions.EditGoal, actions.Shuffle, actions.SetImage, actions.SetShuffle:
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

	case actions.Run, actions.Stop, actions.SolverLine, actions.SolverEnd, actions.Compare, actions.ToggleCompare:
		return s.reduceRun(a)
	case actions.PDBProgress:
		st.Run.SetTables(a)

	case actions.TogglePlay, actions.StepForward, actions.StepBack, actions.Seek, actions.SetSpeed, actions.Tick:
		s.reducePlayer(a)

	case actions.StepSearch:
		s.stepSearch(a.N)
	case actions.EndStepping:
		s.endStepping()

	case actions.SaveBoard:
		b := store.SavedBoard{Name: fmt.Sprintf("%d×%d board %d", st.Board.Rows(), st.Board.Cols(), len(s.h.SavedBoards())+1),
			Board: st.Board.String(), Goal: st.GoalString()}
		fx, added := s.h.SaveBoard(b)
		if !added {
			s.notice("This board is already saved.", false)
		}
		return fx
	case actions.LoadBoard:
		saved := s.h.SavedBoards()
		if a.Index < 0 || a.Index >= len(saved) {
			return nil
		}
		b := saved[a.Index]
		s.loadBoardGoal(b.Board, b.Goal)
		return s.persist()
	}
	return nil
}
