package npuzzlescreen

import (
	"encoding/json"
	"strings"

	"searchlab/core/api"
	"searchlab/core/npuzzle"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// reduceRun handles running, stopping and comparing algorithms.
func (s *Screen) reduceRun(a actions.Action) []store.Effect {
	st := &s.st
	switch a := a.(type) {
	case actions.Run:
		if st.Run.Active {
			return nil
		}
		st.Comparing, st.CompareIDs = nil, nil
		return s.start(st.Algorithm, false)
	case actions.Compare:
		if st.Run.Active {
			return nil
		}
		queue := st.CompareQueue(a.Algorithms)
		if len(queue) == 0 {
			s.notice("Tick at least one algorithm to compare.", true)
			return nil
		}
		st.CompareIDs = nil
		st.Comparing = queue[1:]
		fx := s.start(queue[0], true)
		if !st.Run.Active {
			st.Comparing = nil
		}
		return fx
	case actions.ToggleCompare:
		st.ToggleCompare(a.ID)
	case actions.Stop:
		if !st.Run.Active {
			return nil
		}
		st.Comparing = nil
		s.finish(store.OutcomeStopped, "stopped by you; the statistics so far are kept", nil)
		return append(s.h.PersistHistory(), s.h.Solver().Stop)
	case actions.SolverLine:
		if !st.Run.Active || a.RunID != st.Run.ID {
			return nil
		}
		st.ReadLine(a.Line)
	case actions.SolverEnd:
		if !st.Run.Active || a.RunID != st.Run.ID {
			return nil
		}
		switch {
		case a.Err == "" && st.Run.Result != nil:
			res := st.Run.Result
			s.finish(string(res.Status), res.Error, res)
		case a.Err == "":
			s.finish(store.OutcomeCrashed, "the solver ended without a result", nil)
		case a.Err == "stopped":
			s.finish(store.OutcomeStopped, "stopped", nil)
		case strings.HasPrefix(a.Err, "crashed"):
			why := strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(a.Err, "crashed"), ":"))
			if st.Run.Tables != nil {
				// The worker died getting the pattern databases: most likely
				// this device cannot hold them.
				why = "while getting the pattern databases, probably for lack of memory (" + why +
					"); choose the walking-distance heuristic, which needs none"
			}
			s.finish(store.OutcomeCrashed, why, nil)
		default:
			s.finish(store.OutcomeRefused, a.Err, nil)
			st.Comparing = nil
		}
		fx := s.h.PersistHistory()
		if len(st.Comparing) > 0 {
			next := st.Comparing[0]
			st.Comparing = st.Comparing[1:]
			fx = append(fx, s.start(next, true)...)
		}
		return fx
	}
	return nil
}

// start begins a run of algorithm algo on the current board, or refuses it
// with a status line saying why (unreadable board, unsolvable, bad
// parameter).
func (s *Screen) start(algo string, compare bool) []store.Effect {
	st := &s.st
	s.commitPlayer()
	st.Run = store.RunState{ID: st.Run.ID + 1, Algorithm: algo, Board: st.Board.String(), InCompare: compare}
	switch {
	case st.BoardError != "":
		st.Run.Outcome, st.Run.Message = string(api.StatusInvalid), "the board cannot be read: "+st.BoardError
		return nil
	case st.GoalError != "":
		st.Run.Outcome, st.Run.Message = string(api.StatusInvalid), "the goal cannot be read: "+st.GoalError
		return nil
	case st.Unsolvable != "":
		st.Run.Outcome, st.Run.Message = string(api.StatusUnsolvable), st.Unsolvable
		return nil
	}
	req, err := s.st.request(algo)
	if err != nil {
		st.Run.Outcome, st.Run.Message = string(api.StatusInvalid), err.Error()
		return nil
	}
	body, err := json.Marshal(req)
	if err != nil {
		st.Run.Outcome, st.Run.Message = string(api.StatusInvalid), err.Error()
		return nil
	}
	st.Run.Active = true
	st.Player = Player{Speed: st.Player.Speed}
	id := st.Run.ID
	return []store.Effect{func() {
		s.h.Solver().Solve(string(body),
			func(line string) { s.h.Dispatch(actions.SolverLine{For: ID, RunID: id, Line: line}) },
			func(err string) { s.h.Dispatch(actions.SolverEnd{For: ID, RunID: id, Err: err}) })
	}}
}

// Request returns the solve request for the chosen algorithm (wire format
// of POST /api/solve), or an error naming the parameter that is wrong.
func (st *State) Request() (api.Request, error) { return st.request(st.Algorithm) }

func (st *State) request(algo string) (api.Request, error) {
	_, params, err := st.RequestParams(algo)
	if err != nil {
		return api.Request{}, err
	}
	return api.Request{Game: ID, Board: st.Board.String(), Goal: st.GoalString(), Algorithm: algo,
		Params: params, Seed: st.Seed, MaxNodes: st.MaxNodes, TimeoutMS: st.TimeoutMS}, nil
}

// finish ends the active run with outcome, records it in the history and,
// for a solution, loads it into the player.
func (s *Screen) finish(outcome, msg string, res *api.Response) {
	st := &s.st
	r := &st.Run
	r.Active, r.Outcome, r.Message, r.Tables = false, outcome, msg, nil
	e := st.RunEntry(ID, outcome, msg)
	e.Goal = st.GoalString()
	e = s.h.Record(e, res, r.Progress)
	if r.InCompare {
		st.CompareIDs = append(st.CompareIDs, e.ID)
	}
	if res != nil && res.Status == api.StatusFound && len(res.Moves) > 0 {
		moves, err := npuzzle.ParseMoves(res.Moves)
		start, perr := npuzzle.Parse(r.Board)
		if err == nil && perr == nil {
			if _, err = npuzzle.Apply(start, moves); err == nil && start == st.Board {
				st.Player = Player{Start: start, Moves: moves, Speed: st.Player.Speed}
				return
			}
		}
		if err != nil {
			r.Message = "the solution does not replay on the board: " + err.Error()
		}
	}
}
