package store

import (
	"encoding/json"
	"fmt"
	"strings"

	"searchlab/core/api"
	"searchlab/core/npuzzle"
	"searchlab/wasm/app/actions"
)

// reduceRun handles running, stopping and comparing algorithms.
func (s *Store) reduceRun(a actions.Action) []effect {
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
			st.Notice, st.NoticeBad = "Tick at least one algorithm to compare.", true
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
		s.finish(OutcomeStopped, "stopped by you; the statistics so far are kept", nil)
		return append(s.persistHistory(), s.deps.Solver.Stop)
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
			s.finish(OutcomeCrashed, "the solver ended without a result", nil)
		case a.Err == "stopped":
			s.finish(OutcomeStopped, "stopped", nil)
		case strings.HasPrefix(a.Err, "crashed"):
			why := strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(a.Err, "crashed"), ":"))
			if st.Run.Tables != nil {
				// The worker died getting the pattern databases: most likely
				// this device cannot hold them.
				why = "while getting the pattern databases, probably for lack of memory (" + why +
					"); choose the walking-distance heuristic, which needs none"
			}
			s.finish(OutcomeCrashed, why, nil)
		default:
			s.finish(OutcomeRefused, a.Err, nil)
			st.Comparing = nil
		}
		fx := s.persistHistory()
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
func (s *Store) start(algo string, compare bool) []effect {
	st := &s.st
	s.commitPlayer()
	st.Run = RunState{ID: st.Run.ID + 1, Algorithm: algo, Board: st.Board.String(), InCompare: compare}
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
	req, err := s.request(algo)
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
	return []effect{func() {
		s.deps.Solver.Solve(string(body),
			func(line string) { s.Dispatch(actions.SolverLine{For: GameNPuzzle, RunID: id, Line: line}) },
			func(err string) { s.Dispatch(actions.SolverEnd{For: GameNPuzzle, RunID: id, Err: err}) })
	}}
}

// Request returns the solve request for the current screen (wire format of
// POST /api/solve), or an error naming the parameter that is wrong.
func (s *Store) Request() (api.Request, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.request(s.st.Algorithm)
}

func (s *Store) request(algo string) (api.Request, error) {
	st := &s.st
	_, params, err := st.RequestParams(algo)
	if err != nil {
		return api.Request{}, err
	}
	return api.Request{Game: st.Game, Board: st.Board.String(), Goal: st.GoalString(), Algorithm: algo,
		Params: params, Seed: st.Seed, MaxNodes: st.MaxNodes, TimeoutMS: st.TimeoutMS}, nil
}

// finish ends the active run with outcome, records it in the history and,
// for a solution, loads it into the player.
func (s *Store) finish(outcome, msg string, res *api.Response) {
	st := &s.st
	r := &st.Run
	r.Active, r.Outcome, r.Message, r.Tables = false, outcome, msg, nil
	e := st.RunEntry(GameNPuzzle, outcome, msg)
	e.Goal = st.GoalString()
	e = s.record(e, res, r.Progress)
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

func CopyMap(m map[string]string) map[string]string {
	if len(m) == 0 {
		return nil
	}
	c := make(map[string]string, len(m))
	for k, v := range m {
		c[k] = v
	}
	return c
}

// StatusLine names the run's outcome in words.
func (st State) StatusLine() string {
	r := st.Run
	name := r.Algorithm
	if a, ok := FindAlgo(st.Catalog, r.Algorithm); ok {
		name = a.Name
	}
	if r.Active {
		if r.InCompare {
			return fmt.Sprintf("Comparing: running %s…", name)
		}
		return fmt.Sprintf("Running %s…", name)
	}
	if r.InCompare && r.Outcome != "" {
		// The comparison's runs are in its table; the status line does not
		// pass its last algorithm off as the selected one's result.
		return fmt.Sprintf("Compared %s: see the table.", Count(int64(len(st.CompareIDs)), "algorithm"))
	}
	msg := ""
	if r.Message != "" {
		msg = ": " + r.Message
	}
	reason := ""
	if r.Result != nil && r.Result.Reason != nil && r.Result.Reason.Text != "" {
		reason = " " + r.Result.Reason.Text
	}
	switch r.Outcome {
	case "":
		if st.Unsolvable != "" {
			return "Unsolvable: " + st.Unsolvable
		}
		if st.Idle != "" {
			return st.Idle
		}
		return "Ready."
	case string(api.StatusFound):
		res := r.Result
		notice := ""
		if res.NPuzzleResult != nil && res.Notice != "" {
			notice = " " + res.Notice // the pattern databases did not fit
		}
		return fmt.Sprintf("Found a solution of %s with %s (%s nodes expanded, %s).%s", solutionSize(res), name, groupDigits(res.Stats.Expanded), FormatMS(res.Stats.ElapsedMS), notice)
	case string(api.StatusNotFound):
		if reason != "" {
			return fmt.Sprintf("No solution found by %s.%s", name, reason)
		}
		return fmt.Sprintf("No solution: %s searched the whole space without reaching the goal.", name)
	case string(api.StatusCutoff):
		if reason != "" {
			return fmt.Sprintf("Cut off: %s.%s", name, reason)
		}
		return fmt.Sprintf("Cut off: %s hit its depth limit before finding a solution.", name)
	case string(api.StatusBudgetExceeded):
		if reason != "" {
			return fmt.Sprintf("Budget used up: %s.%s", name, reason)
		}
		return fmt.Sprintf("Budget used up: %s ran out of nodes or time%s.", name, msg)
	case string(api.StatusCancelled):
		return "Cancelled" + msg + "."
	case string(api.StatusUnsolvable):
		return "Unsolvable" + msg
	case string(api.StatusInvalid):
		return "Invalid" + msg
	case string(api.StatusError):
		return "Solver error" + msg
	case OutcomeStopped:
		return fmt.Sprintf("Stopped %s after %s nodes expanded (%s).", name, groupDigits(r.Progress.Expanded), FormatMS(r.Progress.ElapsedMS))
	case OutcomeCrashed:
		return "Crashed: the solver failed" + msg + ". Your board is kept; run again to retry."
	case OutcomeRefused:
		return "Not started" + msg
	}
	return r.Outcome + msg
}

// solutionSize is a solution's size in words: "31 moves"; for Bloxorz the
// block's moves and the switches of control between the two cubes,
// counted apart ("104 moves and 18 switches of control"), since the
// costing setting decides whether a switch costs a move.
func solutionSize(res *api.Response) string {
	if b := res.BloxorzResult; b != nil && b.Switches > 0 {
		return Count(int64(b.Rolls), "move") + " and " + Count(int64(b.Switches), "switch") + " of control"
	}
	return Count(int64(res.Length), "move")
}
