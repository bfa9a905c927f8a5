package npuzzlescreen

import (
	"searchlab/core/npuzzle"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// reduceBoard handles playing and editing the board and the goal.
func (s *Screen) reduceBoard(a actions.Action) []store.Effect {
	switch a.(type) {
	case MoveTile, actions.Arrow, actions.Undo:
		s.reducePlay(a)
		return nil
	case SetEditing, EditBoard, PickCell, SwapCells, Resize:
		return s.reduceEditBoard(a)
	case SetGoalMode, EditGoal:
		return s.reduceGoal(a)
	}
	st := &s.st
	switch a := a.(type) {
	case Shuffle:
		s.shuffle()
		return s.persist()
	case SetShuffle:
		if _, err := npuzzle.ParseShuffle(a.Mode); err != nil {
			s.Notice(actions.NoticeError, s.h.Lang().Core(err.Error()))
			return nil
		}
		st.ShuffleMode = a.Mode
		return s.persist()
	case SetImage:
		st.ImageURL = a.URL
	}
	return nil
}

// reducePlay moves a tile (by a click or an arrow key) or takes the last
// move back.
func (s *Screen) reducePlay(a actions.Action) {
	st := &s.st
	switch a := a.(type) {
	case MoveTile:
		if st.Editing {
			return
		}
		s.commitPlayer()
		if m, ok := st.Board.MoveOfCell(a.Cell); ok { // else: not next to the blank
			s.play(m)
		}
	case actions.Arrow:
		if st.Editing {
			return
		}
		s.commitPlayer()
		// The tile moves in the arrow's direction, so the blank moves the
		// opposite way.
		m, ok := map[string]npuzzle.Move{"up": npuzzle.D, "down": npuzzle.U, "left": npuzzle.R, "right": npuzzle.L}[a.Dir]
		if ok {
			s.play(m)
		}
	case actions.Undo:
		if n := len(st.Played); n > 0 && !st.Editing {
			if b, ok := st.Board.Move(st.Played[n-1].Inverse()); ok {
				st.Board, st.BoardText = b, b.String()
				st.Played = st.Played[:n-1]
				st.Player = st.Player.emptied()
				s.checkSolvable()
			}
		}
	}
}

// reduceEditBoard handles the board's editor: its text, swapping two
// cells, the size.
func (s *Screen) reduceEditBoard(a actions.Action) []store.Effect {
	st := &s.st
	switch a := a.(type) {
	case SetEditing:
		st.Editing, st.Picked = a.On, 0
		if !a.On && st.BoardError != "" {
			st.BoardText, st.BoardError = st.Board.String(), ""
		}
	case EditBoard:
		st.BoardText = a.Text
		b, err := npuzzle.Parse(a.Text)
		if err != nil {
			st.BoardError = err.Error()
			return nil
		}
		text := a.Text
		s.setBoard(b)
		st.BoardText = text // keep what the user is typing
		if !b.SameSize(st.Goal) {
			s.resetGoalForSize()
		}
		return s.persist()
	case PickCell:
		from, picked := st.PickedCell()
		switch {
		case !st.Editing || a.Cell < 0 || a.Cell >= st.Board.Len():
		case !picked:
			st.Picked = a.Cell + 1
		case from == a.Cell:
			st.Picked = 0
		default:
			return s.reduceBoard(SwapCells{A: from, B: a.Cell})
		}
		return nil
	case SwapCells:
		st.Picked = 0
		b := st.Board
		if a.A < 0 || a.B < 0 || a.A >= b.Len() || a.B >= b.Len() || a.A == a.B {
			return nil
		}
		t := b.Tiles()
		t[a.A], t[a.B] = t[a.B], t[a.A]
		nb, err := npuzzle.NewBoard(b.Rows(), b.Cols(), t)
		if err != nil {
			return nil
		}
		s.setBoard(nb)
		return s.persist()
	case Resize:
		if a.Rows < npuzzle.MinSide || a.Rows > npuzzle.MaxSide || a.Cols < npuzzle.MinSide || a.Cols > npuzzle.MaxSide {
			s.Notice(actions.NoticeError, s.h.Lang().T("np.notice.size", "min", npuzzle.MinSide, "max", npuzzle.MaxSide, "rows", a.Rows, "cols", a.Cols))
			return nil
		}
		if st.Board.Rows() == a.Rows && st.Board.Cols() == a.Cols {
			return nil
		}
		st.Board = npuzzle.Goal(a.Rows, a.Cols)
		s.resetGoalForSize()
		s.shuffle()
		return s.persist()
	}
	return nil
}

// reduceGoal handles the goal: a usual one or the person's own.
func (s *Screen) reduceGoal(a actions.Action) []store.Effect {
	st := &s.st
	switch a := a.(type) {
	case SetGoalMode:
		switch a.Mode {
		case GoalBlankLast, GoalBlankFirst:
			st.GoalMode = a.Mode
			s.resetGoalForSize()
		case GoalCustom:
			st.GoalMode = a.Mode
		default:
			return nil
		}
		st.EndStepping()
		return s.persist()
	case EditGoal:
		st.GoalMode = GoalCustom
		st.GoalText = a.Text
		g, err := npuzzle.Parse(a.Text)
		if err != nil {
			st.GoalError = err.Error()
			return nil
		}
		if !g.SameSize(st.Board) {
			st.GoalError = s.h.Lang().T("np.goal.size", "gr", g.Rows(), "gc", g.Cols(), "br", st.Board.Rows(), "bc", st.Board.Cols())
			return nil
		}
		st.Goal, st.GoalError = g, ""
		st.ForgetResult()
		s.checkSolvable()
		st.EndStepping()
		return s.persist()
	}
	return nil
}

// play moves the blank by m, remembering it for undo.
func (s *Screen) play(m npuzzle.Move) {
	st := &s.st
	b, ok := st.Board.Move(m)
	if !ok {
		return
	}
	st.Board, st.BoardText = b, b.String()
	st.Played = append(st.Played, m)
	st.EndStepping()
	s.checkSolvable()
}

// commitPlayer makes the position the player shows the board being played,
// so a person can take over from any point of an animation: the
// solution's moves up to there count as played (the move counter goes on
// from where the animation was, and Undo takes them back).
func (s *Screen) commitPlayer() {
	st := &s.st
	if st.Player.Loaded() && st.Player.Start == st.Board {
		b := st.Player.Board()
		shown := st.Player.Moves[:st.Player.Index]
		st.Player = st.Player.emptied()
		if b != st.Board {
			st.Board, st.BoardText = b, b.String()
			st.Played = append(st.Played, shown...)
			s.checkSolvable()
		}
	}
}

// resetGoalForSize recomputes the goal for the board's size from the goal
// mode (a custom goal of another size falls back to blank last).
func (s *Screen) resetGoalForSize() {
	st := &s.st
	r, c := st.Board.Rows(), st.Board.Cols()
	switch {
	case st.GoalMode == GoalBlankFirst:
		s.setGoal(npuzzle.BlankFirstGoal(r, c))
	case st.GoalMode == GoalCustom && st.Goal.Rows() == r && st.Goal.Cols() == c:
		s.checkSolvable()
	default:
		st.GoalMode = GoalBlankLast
		s.setGoal(npuzzle.Goal(r, c))
	}
}
