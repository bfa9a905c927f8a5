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
	if n.TraceAI {
		req.Trace = &wire.TraceRequest{MaxEvents: store.DefaultTraceEvents}
	}
	fx := n.GamePanel.Start(s.h, store.ForMove, req)
	if req.Trace != nil {
		s.traceRun(req)
	}
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

// nimSearchEnded reads the end of the AI's or a compared search.
func (s *Screen) nimSearchEnded(a store.RunEnded) []store.Effect {
	n := s.st
	j, ok := n.Ended(a)
	switch {
	case !ok:
		return nil // a search stopped or for a position that is gone
	case j.Is(store.ForCompare):
		return s.nimCompareEnded(a)
	case j.Is(store.ForTrace):
		s.nimTraceEnded(a)
		return nil
	}
	d, ok := a.End.(store.Done)
	if !ok {
		n.Auto = false
		switch e := a.End.(type) {
		case store.Stopped:
			n.Message, n.Bad = s.h.Lang().T("nim.msg.search_stopped"), true
		case store.Crashed:
			n.Message, n.Bad = s.h.Lang().T("nim.msg.ai_failed", "why", e.Why), true
		case store.Refused:
			n.Message, n.Bad = s.h.Lang().T("nim.msg.ai_failed", "why", e.Why), true
		}
		return nil
	}
	r := replyOf(n, d.Response)
	n.Reply = r
	fail := func(msg string) []store.Effect {
		n.Message, n.Bad, n.Auto = msg, true, false
		return nil
	}
	switch {
	case r.Move == "" && r.Status == string(wire.StatusBudgetExceeded):
		detail := ""
		switch {
		case r.Reason != "":
			detail = " (" + strings.TrimSuffix(r.Reason, ".") + ")"
		case r.Error != "":
			detail = " (" + r.Error + ")"
		}
		return fail(s.h.Lang().T("nim.msg.ai_budget", "detail", detail))
	case r.Move == "":
		detail := ""
		if r.Error != "" {
			detail = ": " + r.Error
		}
		return fail(s.h.Lang().T("nim.msg.ai_no_move", "status", s.h.Lang().TOr("outcome."+r.Status, store.Outcome(r.Status).Word()), "detail", detail))
	}
	m, err := nim.ParseMove(r.Move)
	if err == nil {
		err = n.Game().Check(n.position(), m)
	}
	if err != nil {
		return fail(s.h.Lang().T("nim.msg.ai_bad_move", "why", err.Error()))
	}
	fx := s.nimPlay(m.String(), n.PlayerNameIn(s.h.Lang(), n.Turn))
	n.Reply = r
	return fx
}

// replyOf is the AI's search as the screen keeps it.
func replyOf(n *State, w *wire.Response) *Reply {
	tp := w.TwoPlayerResult
	if tp == nil {
		tp = &wire.TwoPlayerResult{}
	}
	r := &Reply{Algorithm: n.MoverAlgorithm(), Switches: n.MoverSwitches(), Board: n.Pos, Ply: len(n.Moves), Status: string(w.Status), Move: tp.BestMove,
		Value: tp.Value, Proven: tp.Proven, PV: w.Moves, Stats: w.Stats, Tree: tp.TreeStats, Error: w.Error, Candidates: tp.Candidates, CandidatesCut: tp.CandidatesCut}
	if w.Reason != nil {
		r.Reason = w.Reason.Text
	}
	return r
}
