package graphscreen

import (
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// Reduce implements store.Screen: runs and comparisons (the shared solver
// panel's), the graph's choice (samples, random graphs), the editor and
// the session's seed.
func (s *Screen) Reduce(a actions.Action) []store.Effect {
	s.sync()
	st := &s.st
	if fx, ok := s.reducePanel(a); ok {
		return fx
	}
	switch a := a.(type) {
	case LoadSample, RandomGraph:
		if st.Run.Active {
			s.notice(actions.NoticeError, s.h.Lang().T("gr.notice.busy"))
			return nil
		}
		board := ""
		if l, ok := a.(LoadSample); ok {
			board = sampleBoard(l.Name)
		} else {
			r := a.(RandomGraph)
			board, st.RandomSeed = randomBoard(r.Seed, st.RandomNodes), r.Seed+1
		}
		if err := s.setBoard(board); err != nil {
			s.notice(actions.NoticeError, s.h.Lang().T("gr.notice.load", "err", s.h.Lang().Core(err.Error())))
			return nil
		}
		st.Selected, st.SelectedArc = 0, 0
		return s.persist()
	case SetRandomSeed:
		st.RandomSeed = a.Seed
		return s.persist()
	case SetRandomNodes:
		st.RandomNodes = min(max(a.Nodes, minRandomNodes), maxRandomNodes)
		return s.persist()
	case SetEditing, EditText, AddNode, MoveNode, ClickNode, SelectArc, SetOneWay, SetNodeH, RenameNode,
		SetCost, DeleteNode, DeleteArc, SetStart, ToggleGoal:
		return s.reduceEdit(a)
	case actions.SetSeed:
		st.Seed = a.Seed
		st.EndStepping()
		return s.h.SetSeed(a.Seed)
	}
	return nil
}
