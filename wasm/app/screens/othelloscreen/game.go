package othelloscreen

import (
	"fmt"
	"strings"
	"time"

	"searchlab/core/othello"
	"searchlab/core/wire"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
)

// humanMove plays a person's click on square sq.
func (s *Screen) humanMove(sq string) []store.Effect {
	st, l := s.st, s.h.Lang()
	if !st.HumanToMove() {
		switch {
		case st.Editing:
			return nil
		case st.Over:
			st.Message, st.Bad = l.T("oth.msg.over"), true
		case st.Job.Is(store.ForMove):
			st.Message, st.Bad = l.T("oth.msg.wait"), true
		default:
			st.Message, st.Bad = l.T("oth.msg.ai_turn"), true
		}
		return nil
	}
	m, err := othello.ParseMove(sq)
	if err == nil {
		_, err = st.Pos.Play(m)
	}
	if err != nil {
		st.Message, st.Bad = l.T("oth.msg.illegal", "err", l.Core(err.Error())), true
		return nil
	}
	var fx []store.Effect
	if st.Job.Is(store.ForHints) || st.Job.Is(store.ForAnalysis) {
		fx = s.stop("")
	}
	return append(fx, s.play(m, st.SideNameIn(l, st.Turn()))...)
}

// play appends a legal move and the forced passes after it, says what
// happened, and starts whatever comes next.
func (s *Screen) play(m othello.Move, who string) []store.Effect {
	st, l := s.st, s.h.Lang()
	st.Redo = nil
	st.Moves = append(st.Moves, m.String())
	st.replay()
	st.Message, st.Bad = l.T("oth.msg.played", "who", who, "move", m.String()), false
	if !st.Over && st.Pos.MustPass() {
		st.Message += " " + l.T("oth.msg.passes", "who", st.SideNameIn(l, st.Turn()))
		st.autoPass()
	}
	if st.Over {
		st.Auto = false
		st.Message += " " + st.ResultIn(l)
	}
	return s.next()
}

// Result is the final score sentence, in English.
func (s *State) Result() string { return s.ResultIn(i18n.English) }

// ResultIn is the final score sentence in l.
func (s *State) ResultIn(l i18n.Lang) string {
	d := s.Pos.Score(othello.Black)
	switch w := s.Winner(); w {
	case "X":
		return l.T("oth.result.black", "d", d, "a", s.Discs[0], "b", s.Discs[1])
	case "O":
		return l.T("oth.result.white", "d", -d, "a", s.Discs[1], "b", s.Discs[0])
	}
	return l.T("oth.result.draw", "a", s.Discs[0], "b", s.Discs[1])
}

// next starts the search the position calls for: the AI's move when a
// program plays the side to move against a person (or automatic play is
// on), else the hints when a person is to move and hints are shown.
func (s *Screen) next() []store.Effect {
	st := s.st
	if st.Over || !st.Job.Idle() || st.Editing {
		return nil
	}
	mover, other := st.Sides[st.Turn()], st.Sides[1-st.Turn()]
	switch {
	case !mover.IsHuman() && other.IsHuman():
		return s.startMove()
	case !mover.IsHuman() && st.Auto:
		// A pause so a person can follow the game; the ticker asks for the
		// move when it is over (Tick).
		st.WaitThenMove(s.h.Now().Add(time.Duration(st.PauseMS) * time.Millisecond))
	case mover.IsHuman() && st.ShowHints && (st.Hints == nil || st.Hints.Ply != len(st.Moves)):
		return s.startHints()
	}
	return nil
}

// takeBack removes the last move (and the forced passes before it),
// returning it; false when there is none.
func (s *State) takeBack() bool {
	n := len(s.Moves)
	for n > 0 && s.Moves[n-1] == othello.Pass.String() {
		n--
	}
	if n == 0 {
		return false
	}
	s.Redo = append(s.Redo, s.Moves[n-1:]...)
	// Redo keeps the moves in reverse order (next to replay last).
	tail := s.Redo[len(s.Redo)-(len(s.Moves)-n+1):]
	for i, j := 0, len(tail)-1; i < j; i, j = i+1, j-1 {
		tail[i], tail[j] = tail[j], tail[i]
	}
	s.Moves = s.Moves[:n-1]
	s.replay()
	return true
}

// undo takes back the last move; against a program, back to the person's
// previous turn (the program's reply and the person's move).
func (s *Screen) undo() []store.Effect {
	st, l := s.st, s.h.Lang()
	if st.Editing {
		return nil
	}
	var fx []store.Effect
	stopped := ""
	if st.Job.Is(store.ForMove) {
		stopped = " " + l.T("oth.msg.ai_stopped")
	}
	fx = s.stop("")
	moves0 := append([]string(nil), st.Moves...)
	redo0 := append([]string(nil), st.Redo...)
	if !st.takeBack() {
		st.Message, st.Bad = l.T("oth.msg.nothing_undo"), true
		return fx
	}
	// Against a program: back to the person's turn.
	mixed := st.Sides[0].IsHuman() != st.Sides[1].IsHuman()
	for mixed && !st.Sides[st.Turn()].IsHuman() && st.takeBack() {
	}
	if mixed && !st.Sides[st.Turn()].IsHuman() {
		// No earlier turn of the person: keep the game as it was.
		st.Moves, st.Redo = moves0, redo0
		st.replay()
		st.Message, st.Bad = l.T("oth.msg.undo_person"), true
		return fx
	}
	n0 := len(moves0)
	st.Message, st.Bad = l.T("oth.msg.took_back", "n", n0-len(st.Moves))+stopped, false
	st.Reply = nil
	return append(fx, s.next()...)
}

// redo replays the moves taken back, up to the person's next turn (one
// move between people or programs).
func (s *Screen) redo() []store.Effect {
	st, l := s.st, s.h.Lang()
	if len(st.Redo) == 0 || st.Editing {
		st.Message, st.Bad = l.T("oth.msg.nothing_redo"), true
		return nil
	}
	fx := s.stop("")
	redo := st.Redo
	played := 0
	for len(redo) > 0 {
		t := redo[len(redo)-1]
		m, err := othello.ParseMove(t)
		if err == nil {
			_, err = st.Pos.Play(m)
		}
		if err != nil {
			redo = nil
			break
		}
		redo = redo[:len(redo)-1]
		st.Moves = append(st.Moves, t)
		st.replay()
		played++
		if m != othello.Pass && len(redo) > 0 && redo[len(redo)-1] == othello.Pass.String() {
			continue // the forced pass belongs to this move
		}
		if st.Sides[st.Turn()].IsHuman() || st.Sides[0].IsHuman() == st.Sides[1].IsHuman() {
			break
		}
	}
	st.Redo = redo
	st.Message, st.Bad = l.T("oth.msg.replayed", "n", played), false
	if st.Over {
		st.Message += " " + st.ResultIn(l)
	}
	return append(fx, s.nextAfterRedo()...)
}

// nextAfterRedo shows hints only: a redo does not make the AI move.
func (s *Screen) nextAfterRedo() []store.Effect {
	st := s.st
	if !st.Over && st.Sides[st.Turn()].IsHuman() && st.ShowHints {
		return s.startHints()
	}
	return nil
}

// newGame starts from the standard opening (start "") or from a board
// line.
func (s *Screen) newGame(start string) []store.Effect {
	st, l := s.st, s.h.Lang()
	p := othello.Start()
	if strings.TrimSpace(start) != "" {
		var err error
		if p, err = othello.Parse(start); err != nil {
			st.Message, st.Bad = l.T("oth.msg.bad_position", "err", l.Core(err.Error())), true
			return nil
		}
	}
	fx := s.stop("")
	st.Editing = false
	st.Start, st.Moves, st.Redo, st.Reply, st.Hints, st.Evals = p.String(), nil, nil, nil, nil, nil
	st.Analysis = nil
	st.Progress = wire.Progress{}
	st.replay()
	st.Message, st.Bad = l.T("oth.msg.new_game"), false
	if !st.Over && st.Pos.MustPass() {
		st.Message += " " + l.T("oth.msg.passes", "who", st.SideNameIn(l, st.Turn()))
		st.autoPass()
	}
	if st.Over {
		st.Message += " " + l.T("oth.msg.no_move", "result", st.ResultIn(l))
	}
	return append(fx, s.next()...)
}

// importRecord replaces the game by a transcript played from the standard
// opening; a record that does not replay changes nothing.
func (s *Screen) importRecord(record string) []store.Effect {
	st, l := s.st, s.h.Lang()
	ms, _, err := othello.ParseRecord(othello.Start(), record)
	if err != nil {
		st.ImportError = l.T("oth.msg.import_bad", "err", l.Core(err.Error()))
		return nil
	}
	st.ImportError = ""
	fx := s.stop("")
	st.Editing = false
	st.Start, st.Moves, st.Redo, st.Reply, st.Hints, st.Evals = othello.Start().String(), nil, nil, nil, nil, nil
	st.Analysis = nil
	for _, m := range ms {
		st.Moves = append(st.Moves, m.String())
	}
	st.replay()
	st.autoPass()
	st.Message, st.Bad = l.T("oth.msg.imported", "n", len(ms)), false
	if st.Over {
		st.Message += " " + st.ResultIn(l)
	}
	return append(fx, s.analyseOrNext()...)
}

// setSide sets who plays colour side; a program whose turn it is against
// a person moves at once.
func (s *Screen) setSide(side int, p Player) []store.Effect {
	st, l := s.st, s.h.Lang()
	if side != 0 && side != 1 {
		return nil
	}
	if !p.IsHuman() {
		info, ok := store.FindAlgo(st.Algos, p.Algo)
		if !ok {
			st.Message, st.Bad = l.T("oth.msg.unknown", "name", fmt.Sprintf("%q", p.Algo)), true
			return nil
		}
		if _, err := p.values(info); err != nil {
			st.Message, st.Bad = l.Core(err.Error()), true
			return nil
		}
	} else {
		p = Player{Algo: Human}
	}
	st.Sides[side] = p.clone()
	st.Message, st.Bad = Colour(l, side)+": "+p.LabelIn(l, st.Algos)+".", false
	var fx []store.Effect
	if !st.Job.Idle() && st.Turn() == side {
		fx = s.stop("")
	}
	if st.Sides[0].IsHuman() || st.Sides[1].IsHuman() {
		st.Auto = false
	}
	return append(fx, s.next()...)
}

// edit opens the board editor on the current position, or closes it and
// starts a new game from the edited position.
func (s *Screen) edit(on bool) []store.Effect {
	st, l := s.st, s.h.Lang()
	if on {
		fx := s.stop("")
		st.Editing, st.Edit = true, st.Pos
		st.Message, st.Bad = l.T("oth.msg.editing"), false
		return fx
	}
	if !st.Editing {
		return nil
	}
	st.Editing = false
	if st.Edit.Black|st.Edit.White == 0 {
		st.Message, st.Bad = l.T("oth.msg.edit_empty"), true
		return s.next()
	}
	return s.newGame(st.Edit.String())
}

// editSquare cycles a square of the edited position: empty, Black, White.
func (s *Screen) editSquare(sq string) {
	st := s.st
	m, err := othello.ParseMove(sq)
	if !st.Editing || err != nil || m == othello.Pass {
		return
	}
	bit := uint64(1) << uint(m)
	e := &st.Edit
	switch {
	case e.Black&bit != 0:
		e.Black &^= bit
		e.White |= bit
	case e.White&bit != 0:
		e.White &^= bit
	default:
		e.Black |= bit
	}
}
