package nimscreen

import (
	"encoding/json"
	"strings"

	"searchlab/core/api"
	"searchlab/core/nim"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// MoverAlgorithm is the algorithm of the AI to move: in AI vs AI the
// second player uses Algorithm2 when it is set.
func (n *NimState) MoverAlgorithm() string {
	if n.Mode == NimModeAIvAI && n.Turn == 1 && n.Algorithm2 != "" {
		return n.Algorithm2
	}
	return n.Algorithm
}

// MoverSwitches are the switches of the AI to move: AI 2's (Switches2)
// when the second player moves in AI vs AI.
func (n *NimState) MoverSwitches() NimSwitches {
	if n.Mode == NimModeAIvAI && n.Turn == 1 {
		return n.Switches2
	}
	return n.Switches
}

// Request is the solve request for the AI's move in the current position.
func (n *NimState) Request(seed int64) api.Request {
	algo := n.MoverAlgorithm()
	w := n.MoverSwitches()
	params := map[string]any{"rule": n.Rule, "variant": n.Variant, "candidates": n.Candidates}
	switch algo {
	case api.AlgoMinimax:
		params["depth"] = n.Depth
		params["tt"] = w.TT
	case api.AlgoAlphaBeta:
		params["depth"] = n.Depth
		params["ordering"], params["tt"], params["deepening"] = w.Ordering, w.TT, w.Deepening
	case api.AlgoMCTS:
		params["iterations"] = n.Iterations
		params["c"], params["solver"] = w.C, w.Solver
	}
	return api.Request{Game: "nim", Board: n.Pos, Algorithm: algo, Params: params,
		Seed: seed + int64(len(n.Moves)), MaxNodes: n.MaxNodes}
}

func (s *Screen) nimStartAI() []store.Effect {
	n := s.n
	body, err := json.Marshal(n.Request(s.h.Seed()))
	if err != nil {
		n.Message, n.Bad = err.Error(), true
		return nil
	}
	n.RunID++
	n.Thinking = true
	n.Progress = api.Progress{}
	n.Reply = nil
	n.Message, n.Bad = n.PlayerName(n.Turn)+" is thinking…", false
	id := n.RunID
	return []store.Effect{func() {
		s.h.Solver().Solve(string(body),
			func(line string) { s.h.Dispatch(actions.SolverLine{For: ID, RunID: id, Line: line}) },
			func(err string) { s.h.Dispatch(actions.SolverEnd{For: ID, RunID: id, Err: err}) })
	}}
}

func (s *Screen) nimLine(text string) {
	n := s.n
	w, ok := s.nimFinal(text)
	if !ok {
		return
	}
	n.Reply = &NimReply{Algorithm: n.MoverAlgorithm(), Switches: n.MoverSwitches(), Board: n.Pos, Ply: len(n.Moves), Status: string(w.Status), Move: w.BestMove,
		Value: w.Value, Proven: w.Proven, PV: w.Moves, Stats: w.Stats, Tree: w.TreeStats, Error: w.Error, Candidates: w.Candidates, CandidatesCut: w.CandidatesCut}
	if w.Reason != nil {
		n.Reply.Reason = w.Reason.Text
	}
}

// nimCompareStopped marks a running comparison stopped (the caller stops
// the worker's search).
func (n *NimState) nimCompareStopped() {
	if n.Comparing {
		n.Comparing = false
		n.Compare.Stopped = true
	}
}

// nimEnd ends the AI's search: it plays the move the search chose.
func (s *Screen) nimEnd(errText string) []store.Effect {
	n := s.n
	n.Thinking = false
	r := n.Reply
	switch {
	case errText == "stopped":
		n.Message, n.Bad = "The AI's search was stopped.", true
		n.Auto = false
		return nil
	case errText != "":
		n.Message, n.Bad = "The AI could not move: "+errText, true
		n.Auto = false
		return nil
	case r == nil:
		n.Message, n.Bad = "The solver ended without a result.", true
		n.Auto = false
		return nil
	case r.Move == "" && r.Status == "budget_exceeded":
		msg := "The budget ran out before the AI chose a move"
		switch {
		case r.Reason != "":
			msg += " (" + strings.TrimSuffix(r.Reason, ".") + ")"
		case r.Error != "":
			msg += " (" + r.Error + ")"
		}
		n.Message, n.Bad = msg+": raise the node budget or switch an enhancement back on.", true
		n.Auto = false
		return nil
	case r.Move == "":
		msg := "The AI found no move (" + store.StatusWord(r.Status)
		if r.Error != "" {
			msg += ": " + r.Error
		}
		n.Message, n.Bad = msg+").", true
		n.Auto = false
		return nil
	}
	m, err := nim.ParseMove(r.Move)
	if err == nil {
		err = n.Game().Check(n.position(), m)
	}
	if err != nil {
		n.Message, n.Bad = "The AI's move does not apply: "+err.Error(), true
		n.Auto = false
		return nil
	}
	who := n.PlayerName(n.Turn)
	reply := n.Reply
	fx := s.nimPlay(m.String(), who)
	n.Reply = reply
	return fx
}

// nimFinal decodes one NDJSON line from the solver: a progress line updates
// the progress shown, an unreadable line becomes the screen's message, and
// only the final result line is returned (ok true), its two-player fields
// never nil.
func (s *Screen) nimFinal(text string) (w api.Response, ok bool) {
	n := s.n
	if strings.TrimSpace(text) == "" {
		return w, false
	}
	l, err := api.DecodeLine([]byte(text))
	if err != nil {
		n.Message, n.Bad = "Unreadable line from the solver: "+err.Error(), true
		return w, false
	}
	if l.Progress != nil {
		n.Progress = *l.Progress
		return w, false
	}
	w = *l.Final
	if w.TwoPlayerResult == nil {
		w.TwoPlayerResult = &api.TwoPlayerResult{}
	}
	return w, true
}
