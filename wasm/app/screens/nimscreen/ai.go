package nimscreen

import (
	"strings"

	"searchlab/core/nim"
	"searchlab/core/registry"
	"searchlab/core/wire"
	"searchlab/wasm/app/store"
)

// MoverAlgorithm is the algorithm of the AI to move: in AI vs AI the
// second player uses Algorithm2 when it is set.
func (n *State) MoverAlgorithm() string {
	if n.Mode == ModeAIvAI && n.Turn == 1 && n.Algorithm2 != "" {
		return n.Algorithm2
	}
	return n.Algorithm
}

// MoverSwitches are the switches of the AI to move: AI 2's (Switches2)
// when the second player moves in AI vs AI.
func (n *State) MoverSwitches() Switches {
	if n.Mode == ModeAIvAI && n.Turn == 1 {
		return n.Switches2
	}
	return n.Switches
}

// Request is the solve request for the AI's move in the current position.
func (n *State) Request(seed int64) wire.Request {
	return n.request(n.MoverAlgorithm(), n.MoverSwitches(), n.Candidates, n.MaxNodes, seed+int64(len(n.Moves)))
}

// request is the one solve request of the screen: algo with switches w on
// the current position (candidates: value every root move too).
func (n *State) request(algo string, w Switches, candidates bool, maxNodes, seed int64) wire.Request {
	params := map[string]any{"rule": n.Rule, "variant": n.Variant, "candidates": candidates}
	switch algo {
	case registry.AlgoMinimax:
		params["depth"] = n.Depth
		params["tt"] = w.TT
	case registry.AlgoAlphaBeta:
		params["depth"] = n.Depth
		params["ordering"], params["tt"], params["deepening"] = w.Ordering, w.TT, w.Deepening
	case registry.AlgoMCTS:
		params["iterations"] = n.Iterations
		params["c"], params["solver"] = w.C, w.Solver
	}
	return wire.Request{Game: ID, Board: n.Pos, Algorithm: algo, Params: params, Seed: seed, MaxNodes: maxNodes}
}

// nimStartAI asks the worker for the AI's move.
func (s *Screen) nimStartAI() []store.Effect {
	n := s.st
	req := n.Request(s.h.Seed())
	fx := n.StartMove(s.h, req, AlgorithmName(req.Algorithm))
	n.Reply = nil
	n.Message, n.Bad = s.h.Lang().T("nim.msg.thinking", "who", n.PlayerNameIn(s.h.Lang(), n.Turn)), false
	return fx
}

// stopSearch stops the AI's (or a compared) search, if one runs; a reply
// still on its way is for a position that may be gone.
func (s *Screen) stopSearch() []store.Effect {
	n := s.st
	j, fx := n.GamePanel.Stop(s.h)
	if j.Is(store.ForCompare) {
		n.Compare.Stopped = true
	}
	return fx
}

// nimSearchEnded reads the end of the AI's, a compared or a traced
// search (a search stopped, or for a position that is gone, is ignored).
func (s *Screen) nimSearchEnded(a store.RunEnded) []store.Effect {
	return s.st.End(a, store.JobEnds{Move: s.nimMoveEnded, Compare: s.nimCompareEnded, Trace: s.nimTraceEnded})
}

// nimMoveEnded plays the AI's move, or says why there is none.
func (s *Screen) nimMoveEnded(a store.RunEnded, _ store.Job) []store.Effect {
	n, l := s.st, s.h.Lang()
	w, why := store.Answer(a.End, "")
	why = l.Core(why) // a crash's or a refusal's sentence
	if _, stopped := a.End.(store.Stopped); stopped {
		n.Message, n.Bad, n.Auto = l.T("nim.msg.search_stopped"), true, false
		return nil
	}
	if w == nil {
		n.Message, n.Bad, n.Auto = l.T("nim.msg.ai_failed", "why", why), true, false
		return nil
	}
	r := replyOf(n, w)
	n.Reply = r
	m, msg := s.nimReplyMove(r)
	if msg != "" {
		n.Message, n.Bad, n.Auto = msg, true, false
		return nil
	}
	fx := s.nimPlay(m.String(), n.PlayerNameIn(l, n.Turn))
	n.Reply = r
	return fx
}

// nimReplyMove is the AI's move in r, or why it has none that can be
// played (in the page's language).
func (s *Screen) nimReplyMove(r *Reply) (nim.Move, string) {
	l := s.h.Lang()
	switch {
	case r.Move == "" && r.Status == string(wire.StatusBudgetExceeded):
		detail := ""
		switch {
		case r.Reason != "":
			detail = " (" + strings.TrimSuffix(r.Reason, ".") + ")"
		case r.Error != "":
			detail = " (" + r.Error + ")"
		}
		return nim.Move{}, l.T("nim.msg.ai_budget", "detail", detail)
	case r.Move == "":
		detail := ""
		if r.Error != "" {
			detail = ": " + r.Error
		}
		return nim.Move{}, l.T("nim.msg.ai_no_move", "status", l.TOr("outcome."+r.Status, store.Outcome(r.Status).Word()), "detail", detail)
	}
	m, err := nim.ParseMove(r.Move)
	if err == nil {
		err = s.st.Game().Check(s.st.position(), m)
	}
	if err != nil {
		return nim.Move{}, l.T("nim.msg.ai_bad_move", "why", l.Core(err.Error()))
	}
	return m, ""
}

// replyOf is the AI's search as the screen keeps it.
func replyOf(n *State, w *wire.Response) *Reply {
	tp := store.TwoPlayerOf(w)
	r := &Reply{Algorithm: n.MoverAlgorithm(), Switches: n.MoverSwitches(), Board: n.Pos, Ply: len(n.Moves), Status: string(w.Status), Move: tp.BestMove,
		Value: tp.Value, Proven: tp.Proven, PV: w.Moves, Stats: w.Stats, Tree: tp.TreeStats, Error: w.Error, Candidates: tp.Candidates, CandidatesCut: tp.CandidatesCut}
	if w.Reason != nil {
		r.Reason = w.Reason.Text
	}
	return r
}
