package npuzzlescreen

import (
	"testing"
)

// Editing by clicks (issue 21 item 3): a click picks a cell, a click on
// another swaps the two (tiles or the gap), a second click on the same
// cell lets it go; clicks do nothing while playing, and leaving the editor
// forgets the pick.
func TestClickTwoCellsToSwap(t *testing.T) {
	s, _ := newTest(t, nil)
	s.Dispatch(EditBoard{Text: "1 2 3/4 5 6/7 8 0"})
	s.Dispatch(PickCell{Cell: 0})
	if st := view(s); st.Picked != 0 || st.Board.String() != "1 2 3/4 5 6/7 8 0" {
		t.Fatalf("a click while playing picked or changed something: picked %d, board %v", st.Picked, st.Board)
	}
	s.Dispatch(SetEditing{On: true})
	s.Dispatch(PickCell{Cell: 0})
	if c, ok := view(s).PickedCell(); !ok || c != 0 {
		t.Fatalf("the first click picked %d %v, want cell 0", c, ok)
	}
	s.Dispatch(PickCell{Cell: 8}) // the gap
	st := view(s)
	if st.Board.String() != "0 2 3/4 5 6/7 8 1" {
		t.Errorf("clicking tile 1 then the gap gave %v", st.Board)
	}
	if _, ok := st.PickedCell(); ok {
		t.Errorf("a pick is left after the swap")
	}
	s.Dispatch(PickCell{Cell: 4})
	s.Dispatch(PickCell{Cell: 4})
	if st := view(s); st.Picked != 0 || st.Board.String() != "0 2 3/4 5 6/7 8 1" {
		t.Errorf("a second click on the same cell: picked %d, board %v", st.Picked, st.Board)
	}
	s.Dispatch(PickCell{Cell: 1})
	s.Dispatch(PickCell{Cell: 99}) // outside the board: nothing
	if c, ok := view(s).PickedCell(); !ok || c != 1 {
		t.Errorf("a click outside the board dropped the pick (%d %v)", c, ok)
	}
	s.Dispatch(SetEditing{On: false})
	s.Dispatch(SetEditing{On: true})
	if _, ok := view(s).PickedCell(); ok {
		t.Errorf("the pick survived leaving the editor")
	}
	// A drag swap forgets a pick too.
	s.Dispatch(PickCell{Cell: 2})
	s.Dispatch(SwapCells{A: 3, B: 4})
	if st := view(s); st.Picked != 0 || st.Board.String() != "0 2 3/5 4 6/7 8 1" {
		t.Errorf("after a drag: picked %d, board %v", st.Picked, st.Board)
	}
}
