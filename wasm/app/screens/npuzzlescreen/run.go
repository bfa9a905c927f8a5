package npuzzlescreen

import (
	"fmt"
	"strconv"

	"searchlab/core/npuzzle"
	"searchlab/core/wire"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// reducePanel hands the shared solver panel its actions (settings, runs,
// the step mode); the screen adds what only it knows: the player's
// position becomes the board before a run or a new step session, a run
// clears the player, a stepped search's solution goes into it, and the
// settings are saved.
func (s *Screen) reducePanel(a actions.Action) ([]store.Effect, bool) {
	st := &s.st
	switch a := a.(type) {
	case actions.Run, actions.Compare:
		if !st.Run.Active {
			s.commitPlayer()
			st.Anytime = nil
		}
	case actions.StepSearch:
		if st.Step == nil && !st.Run.Active {
			s.commitPlayer()
		}
	case store.RunProgress:
		st.Tables = nil // the search started
		if b := a.Progress.Best; b != nil && st.Run.Active && st.Run.ID == a.ID {
			st.addBest(a.ID, a.Index, st.Run.Algorithm, *b)
		}
	}
	wasActive := st.Run.Active
	fx, ok := st.SolverPanel.Reduce(s.h, s, a)
	switch a := a.(type) {
	case actions.SelectAlgorithm, actions.SetParam, actions.SetBudget:
		return append(fx, s.persist()...), ok
	case store.RunEnded:
		if a.Tag == store.TagStep {
			s.stepped() // the steps' view came with the step request's end
		}
	}
	if st.Run.Active && !wasActive {
		st.Player = st.Player.emptied()
	}
	return fx, ok
}

// stepped puts a stepped search's solution into the player, as a run's.
func (s *Screen) stepped() {
	st := &s.st
	v := st.Step
	if v == nil || !v.Done || v.Status != string(wire.StatusFound) || len(v.Moves) == 0 {
		return
	}
	if moves, err := npuzzle.ParseMoves(v.Moves); err == nil {
		if _, err := npuzzle.Apply(st.Board, moves); err == nil {
			st.Player = newPlayer(st.Board, moves, st.Player.Speed)
		}
	}
}

// MaxStepCells is the largest board (in cells) the page steps a search on;
// bigger boards run only in the worker.
const MaxStepCells = 16

// PanelRequest implements store.PanelScreen: the solve request of algo on
// the board shown, or why there is none (an unreadable board or goal, an
// unsolvable board, a bad parameter, a board too big to step on the page).
func (s *Screen) PanelRequest(tag, algo string) (wire.Request, error) {
	st := &s.st
	switch {
	case tag == store.TagStep && st.Board.Len() > MaxStepCells:
		return wire.Request{}, fmt.Errorf("stepping works on boards of at most %d cells; run bigger boards in the worker", MaxStepCells)
	case st.BoardError != "":
		return wire.Request{}, &store.NotRun{Outcome: store.OutcomeInvalid, Why: "the board cannot be read: " + st.BoardError}
	case st.GoalError != "":
		return wire.Request{}, &store.NotRun{Outcome: store.OutcomeInvalid, Why: "the goal cannot be read: " + st.GoalError}
	case st.Unsolvable != "":
		return wire.Request{}, &store.NotRun{Outcome: store.OutcomeUnsolvable, Why: st.Unsolvable}
	}
	return st.request(algo)
}

// PanelBoard implements store.PanelBoarder: the board and goal shown, as
// a request carries them (the panel disables what cannot run on them).
func (s *Screen) PanelBoard() (board, goal string) { return s.st.Board.String(), s.st.GoalString() }

// Request returns the solve request for the chosen algorithm (wire format
// of POST /api/solve), or an error naming the parameter that is wrong.
func (st *State) Request() (wire.Request, error) { return st.request(st.Algorithm) }

func (st *State) request(algo string) (wire.Request, error) {
	_, params, err := st.RequestParams(algo)
	if err != nil {
		return wire.Request{}, err
	}
	return wire.Request{Game: ID, Board: st.Board.String(), Goal: st.GoalString(), Algorithm: algo,
		Params: params, Seed: st.Seed, MaxNodes: st.MaxNodes, TimeoutMS: st.TimeoutMS}, nil
}

// PanelEnded implements store.PanelScreen: a crash while the pattern
// databases were being fetched or built says so; the result's extras go to
// the status line (the databases' fallback) and the statistics (h(start));
// a solution that replays on the board shown goes into the player.
func (s *Screen) PanelEnded(r *store.RunState) []store.Effect {
	st := &s.st
	if r.Outcome == store.OutcomeCrashed && st.Tables != nil {
		// The worker died getting the pattern databases: most likely this
		// device cannot hold them.
		r.Message = "while getting the pattern databases, probably for lack of memory (" + r.Message +
			"); choose the walking-distance heuristic, which needs none"
	}
	st.Tables = nil
	st.endAnytime(r)
	res := r.Result
	if res == nil {
		return nil
	}
	if n := res.NPuzzleResult; n != nil {
		r.Note = n.Notice // the pattern databases did not fit
		r.Figures = []store.Figure{{Label: "h(start)", ID: "start-h", Value: strconv.Itoa(n.StartH)}}
	}
	if res.Status != wire.StatusFound || len(res.Moves) == 0 {
		return nil
	}
	moves, err := npuzzle.ParseMoves(res.Moves)
	start, perr := npuzzle.Parse(r.Board)
	if err == nil && perr == nil {
		if _, err = npuzzle.Apply(start, moves); err == nil && start == st.Board {
			st.Player = newPlayer(start, moves, st.Player.Speed)
			return nil
		}
	}
	if err != nil {
		r.Message = "the solution does not replay on the board: " + err.Error()
	}
	return nil
}
