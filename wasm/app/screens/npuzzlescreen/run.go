package npuzzlescreen

import (
	"strconv"

	"searchlab/core/api"
	"searchlab/core/npuzzle"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// reduceRun hands the runs to the shared solver panel (Run, Compare, Stop,
// the run controller's actions); the screen adds what only it knows: the
// player's position becomes the board first, and a run clears the player.
func (s *Screen) reduceRun(a actions.Action) ([]store.Effect, bool) {
	st := &s.st
	switch a.(type) {
	case actions.Run, actions.Compare:
		if !st.Run.Active {
			s.commitPlayer()
		}
	case store.RunProgress:
		st.Tables = nil // the search started
	}
	wasActive := st.Run.Active
	fx, ok := st.ReduceRun(s.h, s, a)
	if st.Run.Active && !wasActive {
		st.Player = Player{Speed: st.Player.Speed}
	}
	return fx, ok
}

// PanelRequest implements store.PanelScreen: the solve request of algo on
// the board shown, or why there is none (an unreadable board or goal, an
// unsolvable board, a bad parameter).
func (s *Screen) PanelRequest(_, algo string) (api.Request, error) {
	st := &s.st
	switch {
	case st.BoardError != "":
		return api.Request{}, &store.NotRun{Outcome: store.OutcomeInvalid, Why: "the board cannot be read: " + st.BoardError}
	case st.GoalError != "":
		return api.Request{}, &store.NotRun{Outcome: store.OutcomeInvalid, Why: "the goal cannot be read: " + st.GoalError}
	case st.Unsolvable != "":
		return api.Request{}, &store.NotRun{Outcome: store.OutcomeUnsolvable, Why: st.Unsolvable}
	}
	return st.request(algo)
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
	res := r.Result
	if res == nil {
		return nil
	}
	if n := res.NPuzzleResult; n != nil {
		r.Note = n.Notice // the pattern databases did not fit
		r.Figures = []store.Figure{{Label: "h(start)", ID: "start-h", Value: strconv.Itoa(n.StartH)}}
	}
	if res.Status != api.StatusFound || len(res.Moves) == 0 {
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
