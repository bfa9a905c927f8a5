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
func (sc *Screen) humanMove(sq string) []store.Effect {
	s, l := sc.s, sc.h.Lang()
	if !s.HumanToMove() {
		switch {
		case s.Editing:
			return nil
		case s.Over:
			s.Message, s.Bad = l.T("oth.msg.over"), true
		case s.Job.Is(JobMove):
			s.Message, s.Bad = l.T("oth.msg.wait"), true
		default:
			s.Message, s.Bad = l.T("oth.msg.ai_turn"), true
		}
		return nil
	}
	m, err := othello.ParseMove(sq)
	if err == nil {
		_, err = s.Pos.Play(m)
	}
	if err != nil {
		s.Message, s.Bad = l.T("oth.msg.illegal", "err", err.Error()), true
		return nil
	}
	var fx []store.Effect
	if s.Job.Is(JobHints) || s.Job.Is(JobAnalyse) {
		fx = sc.stop("")
	}
	return append(fx, sc.play(m, s.SideNameIn(l, s.Turn()))...)
}

// play appends a legal move and the forced passes after it, says what
// happened, and starts whatever comes next.
func (sc *Screen) play(m othello.Move, who string) []store.Effect {
	s, l := sc.s, sc.h.Lang()
	s.Redo = nil
	s.Moves = append(s.Moves, m.String())
	s.replay()
	s.Message, s.Bad = l.T("oth.msg.played", "who", who, "move", m.String()), false
	if !s.Over && s.Pos.MustPass() {
		s.Message += " " + l.T("oth.msg.passes", "who", s.SideNameIn(l, s.Turn()))
		s.autoPass()
	}
	if s.Over {
		s.Auto = false
		s.Message += " " + s.ResultIn(l)
	}
	return sc.next()
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
func (sc *Screen) next() []store.Effect {
	s := sc.s
	if s.Over || !s.Job.Idle() || s.Editing {
		return nil
	}
	mover, other := s.Sides[s.Turn()], s.Sides[1-s.Turn()]
	switch {
	case !mover.IsHuman() && other.IsHuman():
		return sc.startMove()
	case !mover.IsHuman() && s.Auto:
		// A pause so a person can follow the game; the ticker asks for the
		// move when it is over (Tick).
		s.autoAt, s.autoRun = sc.h.Now().Add(time.Duration(s.PauseMS)*time.Millisecond), s.Epoch()
	case mover.IsHuman() && s.ShowHints && (s.Hints == nil || s.Hints.Ply != len(s.Moves)):
		return sc.startHints()
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
func (sc *Screen) undo() []store.Effect {
	s, l := sc.s, sc.h.Lang()
	if s.Editing {
		return nil
	}
	var fx []store.Effect
	stopped := ""
	if s.Job.Is(JobMove) {
		stopped = " " + l.T("oth.msg.ai_stopped")
	}
	fx = sc.stop("")
	moves0 := append([]string(nil), s.Moves...)
	redo0 := append([]string(nil), s.Redo...)
	if !s.takeBack() {
		s.Message, s.Bad = l.T("oth.msg.nothing_undo"), true
		return fx
	}
	// Against a program: back to the person's turn.
	mixed := s.Sides[0].IsHuman() != s.Sides[1].IsHuman()
	for mixed && !s.Sides[s.Turn()].IsHuman() && s.takeBack() {
	}
	if mixed && !s.Sides[s.Turn()].IsHuman() {
		// No earlier turn of the person: keep the game as it was.
		s.Moves, s.Redo = moves0, redo0
		s.replay()
		s.Message, s.Bad = l.T("oth.msg.undo_person"), true
		return fx
	}
	n0 := len(moves0)
	s.Message, s.Bad = l.T("oth.msg.took_back", "n", n0-len(s.Moves))+stopped, false
	s.Reply = nil
	return append(fx, sc.next()...)
}

// redo replays the moves taken back, up to the person's next turn (one
// move between people or programs).
func (sc *Screen) redo() []store.Effect {
	s, l := sc.s, sc.h.Lang()
	if len(s.Redo) == 0 || s.Editing {
		s.Message, s.Bad = l.T("oth.msg.nothing_redo"), true
		return nil
	}
	fx := sc.stop("")
	redo := s.Redo
	played := 0
	for len(redo) > 0 {
		t := redo[len(redo)-1]
		m, err := othello.ParseMove(t)
		if err == nil {
			_, err = s.Pos.Play(m)
		}
		if err != nil {
			redo = nil
			break
		}
		redo = redo[:len(redo)-1]
		s.Moves = append(s.Moves, t)
		s.replay()
		played++
		if m != othello.Pass && len(redo) > 0 && redo[len(redo)-1] == othello.Pass.String() {
			continue // the forced pass belongs to this move
		}
		if s.Sides[s.Turn()].IsHuman() || s.Sides[0].IsHuman() == s.Sides[1].IsHuman() {
			break
		}
	}
	s.Redo = redo
	s.Message, s.Bad = l.T("oth.msg.replayed", "n", played), false
	if s.Over {
		s.Message += " " + s.ResultIn(l)
	}
	return append(fx, sc.nextAfterRedo()...)
}

// nextAfterRedo shows hints only: a redo does not make the AI move.
func (sc *Screen) nextAfterRedo() []store.Effect {
	s := sc.s
	if !s.Over && s.Sides[s.Turn()].IsHuman() && s.ShowHints {
		return sc.startHints()
	}
	return nil
}

// newGame starts from the standard opening (start "") or from a board
// line.
func (sc *Screen) newGame(start string) []store.Effect {
	s, l := sc.s, sc.h.Lang()
	p := othello.Start()
	if strings.TrimSpace(start) != "" {
		var err error
		if p, err = othello.Parse(start); err != nil {
			s.Message, s.Bad = l.T("oth.msg.bad_position", "err", err.Error()), true
			return nil
		}
	}
	fx := sc.stop("")
	s.Editing = false
	s.Start, s.Moves, s.Redo, s.Reply, s.Hints, s.Evals = p.String(), nil, nil, nil, nil, nil
	s.Analysis = nil
	s.Progress = wire.Progress{}
	s.replay()
	s.Message, s.Bad = l.T("oth.msg.new_game"), false
	if !s.Over && s.Pos.MustPass() {
		s.Message += " " + l.T("oth.msg.passes", "who", s.SideNameIn(l, s.Turn()))
		s.autoPass()
	}
	if s.Over {
		s.Message += " " + l.T("oth.msg.no_move", "result", s.ResultIn(l))
	}
	return append(fx, sc.next()...)
}

// importRecord replaces the game by a transcript played from the standard
// opening; a record that does not replay changes nothing.
func (sc *Screen) importRecord(record string) []store.Effect {
	s, l := sc.s, sc.h.Lang()
	ms, _, err := othello.ParseRecord(othello.Start(), record)
	if err != nil {
		s.ImportError = l.T("oth.msg.import_bad", "err", err.Error())
		return nil
	}
	s.ImportError = ""
	fx := sc.stop("")
	s.Editing = false
	s.Start, s.Moves, s.Redo, s.Reply, s.Hints, s.Evals = othello.Start().String(), nil, nil, nil, nil, nil
	s.Analysis = nil
	for _, m := range ms {
		s.Moves = append(s.Moves, m.String())
	}
	s.replay()
	s.autoPass()
	s.Message, s.Bad = l.T("oth.msg.imported", "n", len(ms)), false
	if s.Over {
		s.Message += " " + s.ResultIn(l)
	}
	return append(fx, sc.analyseOrNext()...)
}

// setSide sets who plays colour side; a program whose turn it is against
// a person moves at once.
func (sc *Screen) setSide(side int, p Player) []store.Effect {
	s, l := sc.s, sc.h.Lang()
	if side != 0 && side != 1 {
		return nil
	}
	if !p.IsHuman() {
		info, ok := store.FindAlgo(s.Algos, p.Algo)
		if !ok {
			s.Message, s.Bad = l.T("oth.msg.unknown", "name", fmt.Sprintf("%q", p.Algo)), true
			return nil
		}
		if _, err := p.values(info); err != nil {
			s.Message, s.Bad = err.Error(), true
			return nil
		}
	} else {
		p = Player{Algo: Human}
	}
	s.Sides[side] = p.clone()
	s.Message, s.Bad = Colour(l, side)+": "+p.LabelIn(l, s.Algos)+".", false
	var fx []store.Effect
	if !s.Job.Idle() && s.Turn() == side {
		fx = sc.stop("")
	}
	if s.Sides[0].IsHuman() || s.Sides[1].IsHuman() {
		s.Auto = false
	}
	return append(fx, sc.next()...)
}

// edit opens the board editor on the current position, or closes it and
// starts a new game from the edited position.
func (sc *Screen) edit(on bool) []store.Effect {
	s, l := sc.s, sc.h.Lang()
	if on {
		fx := sc.stop("")
		s.Editing, s.Edit = true, s.Pos
		s.Message, s.Bad = l.T("oth.msg.editing"), false
		return fx
	}
	if !s.Editing {
		return nil
	}
	s.Editing = false
	if s.Edit.Black|s.Edit.White == 0 {
		s.Message, s.Bad = l.T("oth.msg.edit_empty"), true
		return sc.next()
	}
	return sc.newGame(s.Edit.String())
}

// editSquare cycles a square of the edited position: empty, Black, White.
func (sc *Screen) editSquare(sq string) {
	s := sc.s
	m, err := othello.ParseMove(sq)
	if !s.Editing || err != nil || m == othello.Pass {
		return
	}
	bit := uint64(1) << uint(m)
	e := &s.Edit
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
