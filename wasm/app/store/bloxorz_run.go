package store

import (
	"encoding/json"
	"fmt"

	"searchlab/core/api"
	"searchlab/core/bloxorz"
	"searchlab/core/share"
	"searchlab/wasm/app/actions"
)

// bloxStart begins a Bloxorz run in the worker: the chosen algorithm on the
// level on screen, or (check) breadth-first search on the level being
// edited, which decides solvability and the optimal length.
func (s *Store) bloxStart(check bool) []effect {
	if !check {
		s.st.Bloxorz.Comparing, s.st.Bloxorz.CompareIDs = nil, nil
	}
	return s.bloxStartAlgo(s.st.Bloxorz.Algorithm, check, false)
}

// bloxStartAlgo starts a run of algo (or the check), as part of a
// comparison when compare is set.
func (s *Store) bloxStartAlgo(algo string, check, compare bool) []effect {
	st := &s.st
	b := st.Bloxorz
	if b.Run.Active {
		return nil
	}
	b.Player.Playing = false
	b.endBloxStep()
	board, text := b.boardRef(), b.Text
	var params map[string]any
	if check {
		algo = api.AlgoBFS
		text = b.DraftText
		if !b.Editing {
			text = b.Text
		}
		board = text
		params = map[string]any{"costing": map[bool]string{false: "free", true: "counted"}[b.CheckPass == 1]}
	}
	b.Run = RunState{ID: b.Run.ID + 1, Algorithm: algo, Board: board, InCompare: compare}
	b.RunText, b.Checking = text, check
	if check {
		if b.CheckPass == 0 {
			b.CheckLine, b.CheckBad = "Checking with breadth-first search…", false
		}
	} else {
		var err error
		_, params, err = b.RequestParams(algo)
		if err != nil {
			b.Run.Outcome, b.Run.Message = string(api.StatusInvalid), err.Error()
			return nil
		}
		if b.Heat {
			params["heatmap"] = true
		}
	}
	req := bloxRequest(b, params)
	req.Board, req.Algorithm = board, algo
	if compare {
		b.Heatmap, b.HeatText = nil, "" // each run's heatmap would replace the last
		delete(params, "heatmap")
	}
	if check {
		req.MaxNodes, req.TimeoutMS = 0, 0
	}
	body, err := json.Marshal(req)
	if err != nil {
		b.Run.Outcome, b.Run.Message = string(api.StatusInvalid), err.Error()
		return nil
	}
	b.Run.Active = true
	id := b.Run.ID
	return []effect{func() {
		s.deps.Solver.Solve(string(body),
			func(line string) { s.Dispatch(actions.BloxSolverLine{RunID: id, Line: line}) },
			func(err string) { s.Dispatch(actions.BloxSolverEnd{RunID: id, Err: err}) })
	}}
}

// bloxRequest is the solve request of the screen's algorithm and settings.
func bloxRequest(b *BloxorzState, params map[string]any) api.Request {
	return api.Request{Game: GameBloxorz, Board: b.boardRef(), Algorithm: b.Algorithm, Params: params, Seed: b.Seed,
		MaxNodes: b.MaxNodes, TimeoutMS: b.TimeoutMS}
}

// bloxSolverEvent handles a line or the end of the Bloxorz run's stream.
func (s *Store) bloxSolverEvent(a actions.BloxorzAction) []effect {
	st := &s.st
	b := st.Bloxorz
	switch a := a.(type) {
	case actions.BloxSolverLine:
		if !b.Run.Active || a.RunID != b.Run.ID {
			return nil
		}
		// line() works on st.Run: lend it this screen's run.
		saved := st.Run
		st.Run = b.Run
		s.line(a.Line)
		b.Run, st.Run = st.Run, saved
	case actions.BloxSolverEnd:
		if !b.Run.Active || a.RunID != b.Run.ID {
			return nil
		}
		switch {
		case a.Err == "" && b.Run.Result != nil:
			res := b.Run.Result
			s.bloxFinish(string(res.Status), res.Error, res)
		case a.Err == "":
			s.bloxFinish(OutcomeCrashed, "the solver ended without a result", nil)
		case a.Err == "stopped":
			s.bloxFinish(OutcomeStopped, "stopped", nil)
		case len(a.Err) >= 7 && a.Err[:7] == "crashed":
			s.bloxFinish(OutcomeCrashed, a.Err, nil)
		default:
			s.bloxFinish(OutcomeRefused, a.Err, nil)
			b.Comparing = nil
		}
		if len(b.Comparing) > 0 {
			next := b.Comparing[0]
			b.Comparing = b.Comparing[1:]
			return append(s.persistHistory(), s.bloxStartAlgo(next, false, true)...)
		}
		if b.checkAgain {
			// The level has a split switch: check again with each switch of
			// control between the cubes counted as a move.
			b.checkAgain, b.CheckPass = false, 1
			return s.bloxStart(true)
		}
		return s.persistHistory()
	}
	return nil
}

// bloxFinish ends the Bloxorz run: a check writes its verdict; a run is
// recorded in the history and a solution that replays to a win is loaded
// into the player.
func (s *Store) bloxFinish(outcome, msg string, res *api.Response) {
	st := &s.st
	b := st.Bloxorz
	r := &b.Run
	r.Active, r.Outcome, r.Message = false, outcome, msg
	if b.Checking {
		found := outcome == string(api.StatusFound)
		if b.CheckPass == 1 {
			if found {
				b.CheckLine += fmt.Sprintf(" Counting each switch between the cubes as a move: %d moves.", res.Length)
			}
			return
		}
		b.CheckLine, b.CheckBad = checkVerdict(outcome, msg, res), !found
		if l, err := bloxorz.Parse(b.RunText); found && err == nil && len(l.Splits) > 0 {
			b.checkAgain = true
		}
		return
	}
	e := Entry{ID: s.newID(), At: s.deps.Now().UTC().Format("2006-01-02T15:04:05Z07:00"), Game: GameBloxorz, Board: r.Board,
		Algorithm: r.Algorithm, Params: copyMap(b.Params[r.Algorithm]), Seed: b.Seed,
		MaxNodes: b.MaxNodes, TimeoutMS: b.TimeoutMS, Status: outcome, Error: msg}
	e = s.addHistory(e, res, r.Progress)
	if r.InCompare {
		b.CompareIDs = append(b.CompareIDs, e.ID)
	}
	if res == nil {
		return
	}
	if hm := heatmapOf(res); hm != nil && b.RunText == b.Text && len(hm) == b.Level.W*b.Level.H {
		b.Heatmap, b.HeatText = hm, b.Text
	}
	if res.Status != api.StatusFound || len(res.Moves) == 0 {
		return
	}
	keys := ""
	for _, m := range res.Moves {
		keys += m
	}
	l, err := bloxorz.Parse(b.RunText)
	if err == nil {
		err = bloxorz.Replay(l, keys)
	}
	if err != nil {
		r.Message = "the solution does not replay on the level: " + err.Error()
		return
	}
	if b.RunText == b.Text {
		b.Player = BloxPlayer{Text: b.Text, Keys: keys, Speed: b.Player.Speed, Shown: true}
	}
}

// heatmapOf reads the optional heatmap of a response: per cell, how many
// expanded states covered it.
func heatmapOf(res *api.Response) []int64 {
	if res.BloxorzResult == nil {
		return nil
	}
	return append([]int64(nil), res.Heatmap...)
}

// checkVerdict puts the result of a check run in words.
func checkVerdict(outcome, msg string, res *api.Response) string {
	switch outcome {
	case string(api.StatusFound):
		return fmt.Sprintf("Solvable: the optimal solution has %d moves (breadth-first search expanded %s states).", res.Length, groupDigits(res.Stats.Expanded))
	case string(api.StatusNotFound):
		return fmt.Sprintf("Unsolvable: breadth-first search explored all %s reachable states without reaching the exit.", groupDigits(res.Stats.Expanded))
	case string(api.StatusUnsolvable):
		return "Unsolvable: " + msg + "."
	case string(api.StatusInvalid):
		return "Invalid level: " + msg
	case OutcomeStopped:
		return "The check was stopped."
	}
	if msg != "" {
		return "The check did not finish (" + outcome + "): " + msg
	}
	return "The check did not finish (" + outcome + ")."
}

// shareEncode makes a share-link fragment.
func shareEncode(game, board, algo string, params map[string]string, seed int64) (string, error) {
	return share.Encode(share.Link{Game: game, Board: board, Algorithm: algo, Params: params, Seed: uint64(seed)})
}
