package othelloscreen

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"searchlab/core/games/othellogame"
	"searchlab/core/othello"
	"searchlab/core/registry"
	"searchlab/core/wire"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
)

// aiMove asks the player of the side to move for its move (the AI move
// button, r).
func (s *Screen) aiMove() []store.Effect {
	st := s.st
	switch {
	case st.Over || st.Editing:
		return nil
	case st.Job.Is(store.ForMove):
		return nil
	case st.Job.Is(store.ForMatch):
		st.Message, st.Bad = s.h.Lang().T("oth.msg.match_busy"), true
		return nil
	case st.Sides[st.Turn()].IsHuman():
		st.Message, st.Bad = s.h.Lang().T("oth.msg.person", "side", Colour(s.h.Lang(), st.Turn())), true
		return nil
	}
	var fx []store.Effect
	if st.Job.Is(store.ForHints) || st.Job.Is(store.ForAnalysis) {
		fx = s.stop("")
	}
	return append(fx, s.startMove()...)
}

// startMove sends the side to move's request to the worker.
func (s *Screen) startMove() []store.Effect {
	st, l := s.st, s.h.Lang()
	p := st.Sides[st.Turn()]
	req, err := p.Request(st.Algos, st.Pos.String(), s.h.Seed()+int64(len(st.Moves)), isMCTS(p.Algo))
	if err != nil {
		st.Message, st.Bad, st.Auto = l.T("oth.msg.ai_cannot", "err", l.Core(err.Error())), true, false
		return nil
	}
	st.Reply = nil
	st.Message, st.Bad = l.T("oth.msg.thinking", "who", st.SideNameIn(l, st.Turn())), false
	if st.TraceAI {
		st.replayPlayer = p.clone() // the replay StartMove opens is p's
	}
	return st.StartMove(s.h, req, p.LabelIn(l, st.Algos))
}

// startHints asks the hint engine for every legal move's value.
func (s *Screen) startHints() []store.Effect {
	st := s.st
	if st.Over || st.LegalCount() == 0 {
		return nil
	}
	req, err := st.HintPlayer.Request(st.Algos, st.Pos.String(), s.h.Seed()+int64(len(st.Moves)), true)
	if err != nil {
		st.Hints = &Hints{Ply: len(st.Moves), Error: err.Error()}
		return nil
	}
	info, _ := store.FindAlgo(st.Algos, st.HintPlayer.Algo)
	if _, ok := info.Param("all_moves"); ok {
		req.Params["all_moves"] = true // the exact solver: every move's exact score
	}
	if _, ok := info.Param("candidates"); !ok && !isExact(info) {
		st.Hints = &Hints{Ply: len(st.Moves), Error: s.h.Lang().T("oth.hints.cannot", "player", st.HintPlayer.LabelIn(s.h.Lang(), st.Algos))}
		return nil
	}
	st.Hints = &Hints{Ply: len(st.Moves), Algo: st.HintPlayer.Algo, Player: st.HintPlayer.LabelIn(s.h.Lang(), st.Algos), Status: "running"}
	return s.start(store.ForHints, req)
}

// start runs reqs in the worker, one after another, for job.
func (s *Screen) start(job store.Purpose, reqs ...wire.Request) []store.Effect {
	return s.st.GamePanel.Start(s.h, job, reqs...)
}

// hintsEnded keeps the hint engine's values of every move (w, nil when it
// gave none, and why).
func (s *State) hintsEnded(w *wire.Response, tp *wire.TwoPlayerResult, why string) {
	h := s.Hints
	if h == nil {
		return
	}
	if w == nil {
		h.Status, h.Error = "failed", why
		return
	}
	h.Status, h.Candidates, h.Cut, h.Error = string(w.Status), tp.Candidates, tp.CandidatesCut, w.Error
	h.ValueKind = valueKind(*w)
	if best, ok := bestCandidate(h.Candidates); ok {
		v := best.Value
		if s.Turn() == 1 {
			v = -v
		}
		if h.ValueKind != othellogame.ValueNoneKind {
			s.setEval(Eval{Ply: len(s.Moves), Value: v, Exact: best.Exact, Kind: h.ValueKind})
		}
	}
}

// hintsDone keeps the hint engine's values of every move (store.ForHints).
func (s *Screen) hintsDone(a store.RunEnded, _ store.Job) []store.Effect {
	w, why := store.Answer(a.End, s.h.Lang().T("oth.why.stopped"))
	s.st.hintsEnded(w, store.TwoPlayerOf(w), s.h.Lang().Core(why))
	return nil
}

// moveEnded plays the AI's move (store.ForMove), or says why there is none.
func (s *Screen) moveEnded(a store.RunEnded, job store.Job) []store.Effect {
	st, l := s.st, s.h.Lang()
	wall := float64(s.h.Now().Sub(job.Since()).Microseconds()) / 1000
	w, why := store.Answer(a.End, l.T("oth.why.stopped"))
	why = l.Core(why) // a crash's or a refusal's sentence
	fail := func(msg string) []store.Effect {
		st.Message, st.Bad, st.Auto = msg, true, false
		return nil
	}
	if _, stopped := a.End.(store.Stopped); stopped {
		return fail(l.T("oth.msg.ai_stopped"))
	}
	if w == nil {
		return fail(l.T("oth.msg.ai_failed", "why", why))
	}
	tp := store.TwoPlayerOf(w)
	p := st.Sides[st.Turn()]
	r := &Reply{Side: st.Turn(), Player: p.LabelIn(l, st.Algos), Algo: p.Algo, Ply: len(st.Moves), Status: string(w.Status),
		Move: normMove(tp.BestMove), Value: tp.Value, ValueKind: valueKind(*w), Proven: tp.Proven, PV: w.Moves, Stats: w.Stats, Tree: tp.TreeStats,
		Candidates: tp.Candidates, CandidatesCut: tp.CandidatesCut, Error: w.Error, WallMS: wall}
	st.Reply = r
	m, msg := s.replyMove(r)
	if msg != "" {
		return fail(msg)
	}
	v := r.Value
	if r.Side == 1 {
		v = -v
	}
	fx := s.play(m, st.SideNameIn(l, r.Side))
	if r.ValueKind != othellogame.ValueNoneKind && r.ValueKind != "" {
		st.setEval(Eval{Ply: r.Ply + 1, Value: v, Exact: r.Proven, Kind: r.ValueKind})
	}
	st.Reply = r
	return fx
}

// replyMove is the AI's move in r, or why it has none that can be played
// (in the page's language).
func (s *Screen) replyMove(r *Reply) (m othello.Move, why string) {
	l := s.h.Lang()
	if r.Move == "" {
		if r.Error != "" {
			return m, l.T("oth.msg.no_ai_move_e", "status", r.Status, "err", r.Error)
		}
		return m, l.T("oth.msg.no_ai_move", "status", r.Status)
	}
	m, err := othello.ParseMove(r.Move)
	if err == nil {
		_, err = s.st.Pos.Play(m)
	}
	if err != nil {
		return m, l.T("oth.msg.bad_ai_move", "err", l.Core(err.Error()))
	}
	return m, ""
}

// bestCandidate is the candidate with the highest value.
func bestCandidate(cs []wire.Candidate) (wire.Candidate, bool) {
	if len(cs) == 0 {
		return wire.Candidate{}, false
	}
	b := cs[0]
	for _, c := range cs[1:] {
		if c.Value > b.Value {
			b = c
		}
	}
	return b, true
}

// HintFor returns the hint of square sq ("" when there is none).
func (h *Hints) HintFor(sq string) (wire.Candidate, bool) {
	if h == nil {
		return wire.Candidate{}, false
	}
	for _, c := range h.Candidates {
		if normMove(c.Move) == sq {
			return c, true
		}
	}
	return wire.Candidate{}, false
}

// valueKind is the unit of a response's value ("" when it has none).
func valueKind(w wire.Response) string {
	if w.OthelloFields == nil {
		return ""
	}
	return w.ValueKind
}

// isExact reports whether info is the exact endgame solver (it values
// every move with all_moves).
func isExact(info registry.AlgorithmInfo) bool {
	_, ok := info.Param("all_moves")
	return ok
}

// FormatValue writes a value for people in its kind's unit: a win rate in
// per cent, a disc difference as a signed whole number, an evaluation
// with one decimal.
func FormatValue(v float64, kind string) string {
	switch kind {
	case othellogame.ValueWinRate:
		return fmt.Sprintf("%.0f%%", (v+1)*50)
	case othellogame.ValueDiscs:
		return fmt.Sprintf("%+d", int64(math.Round(v)))
	case othellogame.ValueNoneKind, "":
		return ""
	}
	if math.Abs(v) >= 10 {
		return fmt.Sprintf("%+.0f", v)
	}
	return fmt.Sprintf("%+.1f", v)
}

// FormatValueIn is FormatValue in l: Vietnamese writes the decimal
// comma ("+1,5").
func FormatValueIn(l i18n.Lang, v float64, kind string) string {
	s := FormatValue(v, kind)
	if l.Or() == i18n.English {
		return s
	}
	return strings.Replace(s, ".", ",", 1)
}

// KindName names a value kind for people, in English.
func KindName(kind string) string { return KindNameIn(i18n.English, kind) }

// KindNameIn names a value kind for people in l.
func KindNameIn(l i18n.Lang, kind string) string {
	switch kind {
	case othellogame.ValueWinRate:
		return l.T("oth.kind.win_rate")
	case othellogame.ValueDiscs:
		return l.T("oth.kind.discs")
	case othellogame.ValueEval:
		return l.T("oth.kind.eval")
	}
	return l.T("oth.kind.none")
}

// Norm maps a value of any kind into [−1, 1] for the graph: discs /
// discs (the graph's disc range, DiscScale), a win rate as is, an
// evaluation squashed x/(|x|+100).
func Norm(v float64, kind string, discs int) float64 {
	switch kind {
	case othellogame.ValueDiscs:
		return max(-1, min(1, v/float64(max(1, discs))))
	case othellogame.ValueEval:
		return v / (math.Abs(v) + 100)
	}
	return max(-1, min(1, v))
}

// DiscScale is the graph's range in discs: the smallest of 16, 32 and 64
// that holds every disc difference of evals, so that a game decided by a
// few discs does not hug the middle line.
func DiscScale(evals []Eval) int {
	scale := 16
	for _, e := range evals {
		for e.Kind == othellogame.ValueDiscs && math.Abs(e.Value) > float64(scale) && scale < 64 {
			scale *= 2
		}
	}
	return scale
}

// Discs writes n discs with its unit: "1 disc", "−1 disc", "12 discs".
func Discs(n int) string { return DiscsIn(i18n.English, n) }

// DiscsIn writes n discs with its unit in l ("12 quân").
func DiscsIn(l i18n.Lang, n int) string {
	if n == 1 || n == -1 {
		return l.T("oth.disc", "n", strconv.Itoa(n))
	}
	return l.T("oth.discs", "n", strconv.Itoa(n))
}
