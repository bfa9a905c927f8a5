package othelloscreen

import (
	"strconv"

	"searchlab/core/games/othellogame"
	"searchlab/core/othello"
	"searchlab/core/wire"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
)

// store.ForAnalysis is the worker job that values the positions of an imported
// game, one request per position in one run (the run controller's queue),
// so the evaluation graph covers the whole game and not only its last
// position.

// Analysis is the valuing of an imported game's positions: which plies
// were asked for, with whose engine, and how far it got.
type Analysis struct {
	Player string // the engine's label (the hint engine's player)
	Plies  []int  // the ply of each request, in order
	Turns  []int  // the side to move at each of them (0 Black)
	Done   int    // requests ended
	Valued int    // points they added to the graph
	Failed []string
	Left   int // positions the engine cannot value (the exact solver's, past max_empties)
	// Stopped says the person stopped it; Over that it ended (stopped or
	// not).
	Stopped, Over bool
}

// Total is the number of positions asked for.
func (a *Analysis) Total() int { return len(a.Plies) }

// analyse values every position of the game in the worker with the hint
// engine (the player the hints come from; the registry's default when it
// has none): each position's value for the side to move, without root
// candidates, turned into Black's. A finished position needs no search: its
// final disc difference is exact. A position where the side to move must
// pass has the next one's value and is left out. Progress and Stop work as
// for any search; the graph fills as the answers come.
func (s *Screen) analyse() []store.Effect {
	st := s.st
	p, maxEmpties, ok := s.analyst()
	if !ok {
		return nil
	}
	an := &Analysis{Player: p.LabelIn(s.h.Lang(), st.Algos)}
	var reqs []wire.Request
	pos := st.StartPos
	for ply := 0; ply <= len(st.Moves); ply++ {
		if ply > 0 {
			m, err := othello.ParseMove(st.Moves[ply-1])
			if err == nil {
				pos, err = pos.Play(m)
			}
			if err != nil {
				break // replay already cut the moves at the first that does not play
			}
		}
		switch {
		case pos.Over():
			st.setEval(Eval{Ply: ply, Value: float64(pos.Score(othello.Black)), Kind: othellogame.ValueDiscs, Exact: true})
			continue
		case pos.MustPass():
			continue
		case pos.Empties() > maxEmpties:
			an.Left++
			continue
		}
		req, err := p.Request(st.Algos, pos.String(), s.h.Seed()+int64(ply), false)
		if err != nil {
			st.Message, st.Bad = s.h.Lang().T("oth.an.cannot", "err", s.h.Lang().Core(err.Error())), true
			return nil
		}
		reqs = append(reqs, req)
		an.Plies, an.Turns = append(an.Plies, ply), append(an.Turns, int(pos.Turn))
	}
	st.Analysis = an
	if len(reqs) == 0 {
		an.Over = true
		return nil
	}
	st.Message, st.Bad = s.h.Lang().T("oth.an.valuing", "n", len(reqs), "player", an.Player), false
	return s.start(store.ForAnalysis, reqs...)
}

// analyst is the player who values the positions (the hint engine, or the
// default player when the solver lacks it) and the most empty squares it
// searches; false when it values nothing (the random player).
func (s *Screen) analyst() (p Player, maxEmpties int, ok bool) {
	st := s.st
	p = st.HintPlayer
	info, ok := store.FindAlgo(st.Algos, p.Algo)
	if !ok {
		p = defaultAI(st.Algos)
		if info, ok = store.FindAlgo(st.Algos, p.Algo); !ok {
			return p, 0, false
		}
	}
	if _, valued := info.Param("candidates"); !valued && !isExact(info) && !isMCTS(p.Algo) {
		return p, 0, false
	}
	maxEmpties = 64
	if prm, ok := info.Param("max_empties"); ok {
		if n, err := strconv.Atoi(p.Value(prm)); err == nil {
			maxEmpties = n
		}
	}
	return p, maxEmpties, true
}

// analyseOrNext values the positions of a game that arrived whole (an
// imported transcript, a shared link), after the message said what
// arrived; with no move, or nothing to search, what comes next starts
// instead (the hints, as after a redo).
func (s *Screen) analyseOrNext() []store.Effect {
	st := s.st
	if len(st.Moves) == 0 {
		return s.nextAfterRedo()
	}
	arrived := st.Message
	if fx := s.analyse(); len(fx) > 0 {
		st.Message = arrived + " " + st.Message
		return fx
	}
	return s.nextAfterRedo()
}

// analysed takes the end of one of the analysis' requests: its value
// becomes the graph's point for its ply; the last closes the job.
func (s *Screen) analysed(a store.RunEnded, _ store.Job) []store.Effect {
	st, l := s.st, s.h.Lang()
	an := st.Analysis
	if an == nil || a.Index >= an.Total() {
		_, fx := st.GamePanel.Stop(s.h)
		return fx
	}
	an.Done = a.Index + 1
	if _, stopped := a.End.(store.Stopped); stopped {
		an.Stopped = true
	} else if why := s.analysedValue(a); why != "" {
		an.Failed = append(an.Failed, l.T("oth.an.after", "n", an.Plies[a.Index], "why", why))
	}
	if !a.Last {
		return nil
	}
	an.Over = true
	st.Message, st.Bad = an.summary(l), len(an.Failed) > 0
	return s.nextAfterRedo()
}

// analysedValue makes the value of the analysis' request a the graph's
// point for its ply, or says why there is none.
func (s *Screen) analysedValue(a store.RunEnded) (why string) {
	st, an := s.st, s.st.Analysis
	w, why := store.Answer(a.End, "")
	why = s.h.Lang().Core(why) // a crash's or a refusal's sentence
	kind := ""
	if w != nil {
		kind = valueKind(*w)
	}
	switch {
	case why != "":
		return why
	case w != nil && w.Error != "":
		return w.Error
	case w == nil || w.TwoPlayerResult == nil || kind == "" || kind == othellogame.ValueNoneKind:
		return s.h.Lang().T("oth.kind.none")
	}
	v := w.TwoPlayerResult.Value
	if an.Turns[a.Index] == 1 {
		v = -v
	}
	st.setEval(Eval{Ply: an.Plies[a.Index], Value: v, Kind: kind, Exact: w.TwoPlayerResult.Proven})
	an.Valued++
	return ""
}

// summary says what the analysis did, for the message line, in l.
func (an *Analysis) summary(l i18n.Lang) string {
	key := "oth.an.valued"
	if an.Stopped {
		key = "oth.an.stopped"
	}
	msg := l.T(key, "player", an.Player, "k", an.Valued, "n", an.Total())
	if len(an.Failed) > 0 {
		msg += " " + l.T("oth.an.failed", "n", len(an.Failed), "first", an.Failed[0])
	}
	if an.Left > 0 {
		msg += " " + l.T("oth.an.left", "n", an.Left)
	}
	return msg
}

// clone copies the analysis.
func (an *Analysis) clone() *Analysis {
	if an == nil {
		return nil
	}
	c := *an
	c.Plies = append([]int(nil), an.Plies...)
	c.Turns = append([]int(nil), an.Turns...)
	c.Failed = append([]string(nil), an.Failed...)
	return &c
}
