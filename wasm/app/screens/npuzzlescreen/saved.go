package npuzzlescreen

import (
	"encoding/json"
	"fmt"

	"searchlab/core/npuzzle"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// KeyBoards is the storage key of the saved boards (the exported file
// carries them as its "boards": store.BoardKeeper).
const KeyBoards = "searchlab/v1/boards"

// reduceSaved keeps the board shown, or loads a saved one.
func (s *Screen) reduceSaved(a actions.Action) []store.Effect {
	st := &s.st
	switch a := a.(type) {
	case SaveBoard:
		b := store.SavedBoard{Name: fmt.Sprintf("%d×%d board %d", st.Board.Rows(), st.Board.Cols(), len(st.Saved)+1),
			Board: st.Board.String(), Goal: st.GoalString()}
		if n, fx := s.AddBoards([]store.SavedBoard{b}); n > 0 {
			return fx
		}
		s.Notice(actions.NoticeSuccess, s.h.Lang().T("np.notice.already"))
	case LoadBoard:
		if a.Index < 0 || a.Index >= len(st.Saved) {
			return nil
		}
		b := st.Saved[a.Index]
		s.loadBoardGoal(b.Board, b.Goal)
		return s.persist()
	}
	return nil
}

// restoreBoards reads the saved boards; a damaged list is set aside and
// reported (Host.Damaged).
func (s *Screen) restoreBoards() {
	v, ok := s.h.Load(KeyBoards)
	if !ok {
		return
	}
	var b []store.SavedBoard
	if err := json.Unmarshal([]byte(v), &b); err != nil {
		s.h.Damaged(KeyBoards, "the saved boards", v)
		return
	}
	s.st.Saved = b
}

// SavedBoards implements store.BoardKeeper.
func (s *Screen) SavedBoards() []store.SavedBoard {
	return append([]store.SavedBoard(nil), s.st.Saved...)
}

// CheckBoard implements store.BoardKeeper: the board and goal must parse
// and have the same size.
func (s *Screen) CheckBoard(b store.SavedBoard) error {
	_, _, err := npuzzle.ParsePair(b.Board, b.Goal)
	return err
}

// AddBoards implements store.BoardKeeper: the boards not kept yet (the
// same board and goal) are added and saved.
func (s *Screen) AddBoards(bs []store.SavedBoard) (int, []store.Effect) {
	st := &s.st
	added := 0
	for _, b := range bs {
		if !containsBoard(st.Saved, b) {
			st.Saved = append(st.Saved, b)
			added++
		}
	}
	if added == 0 {
		return 0, nil
	}
	return added, s.h.Save(KeyBoards, st.Saved)
}

// CheckEntry implements store.EntryChecker: an imported N-puzzle run's
// board must parse.
func (s *Screen) CheckEntry(e store.Entry) error {
	if _, err := npuzzle.Parse(e.Board); err != nil {
		return fmt.Errorf("board: %v", err)
	}
	return nil
}

func containsBoard(list []store.SavedBoard, b store.SavedBoard) bool {
	for _, x := range list {
		if x.Board == b.Board && x.Goal == b.Goal {
			return true
		}
	}
	return false
}
