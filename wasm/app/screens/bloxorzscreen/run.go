package bloxorzscreen

import (
	"encoding/json"
	"fmt"

	"searchlab/core/api"
	"searchlab/core/bloxorz"
	"searchlab/core/share"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// bloxStart begins a Bloxorz run in the worker: the chosen algorithm on the
// level on screen, or (check) breadth-first search on the level being
// edited, which decides solvability and the optimal length.
func (s *Screen) bloxStart(check bool) []store.Effect {
	if !check {
		s.b.Comparing, s.b.CompareIDs = nil, nil
	}
	return s.bloxStartAlgo(s.b.Algorithm, check, false)
}

// bloxStartAlgo starts a run of algo (or the check), as part of a
// comparison when compare is set.
func (s *Screen) bloxStartAlgo(algo string, check, compare bool) []store.Effect {
	b := s.b
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
	b.Run = store.RunState{ID: b.Run.ID + 1, Algorithm: algo, Board: board, InCompare: compare}
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
	return []store.Effect{func() {
		s.h.Solver().Solve(string(body),
			func(line string) { s.h.Dispatch(actions.SolverLine{For: GameBloxorz, RunID: id, Line: line}) },
			func(err string) { s.h.Dispatch(actions.SolverEnd{For: GameBloxorz, RunID: id, Err: err}) })
	}}
}

// bloxRequest is the solve request of the screen's algorithm and settings.
func bloxRequest(b *BloxorzState, params map[string]any) api.Request {
	return api.Request{Game: GameBloxorz, Board: b.boardRef(), Algorithm: b.Algorithm, Params: params, Seed: b.Seed,
		MaxNodes: b.MaxNodes, TimeoutMS: b.TimeoutMS}
}

// bloxSolverEvent handles a line or the end of the Bloxorz run's stream.
func (s *Screen) bloxSolverEvent(a actions.Action) []store.Effect {
	b := s.b
	switch a := a.(type) {
	case actions.SolverLine:
		if !b.Run.Active || a.RunID != b.Run.ID {
			return nil
		}
		b.ReadLine(a.Line)
	case actions.SolverEnd:
		if !b.Run.Active || a.RunID != b.Run.ID {
			return nil
		}
		switch {
		case a.Err == "" && b.Run.Result != nil:
			res := b.Run.Result
			s.bloxFinish(string(res.Status), res.Error, res)
		case a.Err == "":
			s.bloxFinish(store.OutcomeCrashed, "the solver ended without a result", nil)
		case a.Err == "stopped":
			s.bloxFinish(store.OutcomeStopped, "stopped", nil)
		case len(a.Err) >= 7 && a.Err[:7] == "crashed":
			s.bloxFinish(store.OutcomeCrashed, a.Err, nil)
		default:
			s.bloxFinish(store.OutcomeRefused, a.Err, nil)
			b.Comparing = nil
		}
		if len(b.Comparing) > 0 {
			next := b.Comparing[0]
			b.Comparing = b.Comparing[1:]
			return append(s.h.PersistHistory(), s.bloxStartAlgo(next, false, true)...)
		}
		if b.checkAgain {
			// The level has a split switch: check again with each switch of
			// control between the cubes counted as a move.
			b.checkAgain, b.CheckPass = false, 1
			return s.bloxStart(true)
		}
		return s.h.PersistHistory()
	}
	return nil
}

// bloxFinish ends the Bloxorz run: a check writes its verdict; a run is
// recorded in the history and a solution that replays to a win is loaded
// into the player.
func (s *Screen) bloxFinish(outcome, msg string, res *api.Response) {
	b := s.b
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
	e := s.h.Record(b.RunEntry(GameBloxorz, outcome, msg), res, r.Progress)
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
		return fmt.Sprintf("Solvable: the optimal solution has %d moves (breadth-first search expanded %s states).", res.Length, store.GroupDigits(res.Stats.Expanded))
	case string(api.StatusNotFound):
		return fmt.Sprintf("Unsolvable: breadth-first search explored all %s reachable states without reaching the exit.", store.GroupDigits(res.Stats.Expanded))
	case string(api.StatusUnsolvable):
		return "Unsolvable: " + msg + "."
	case string(api.StatusInvalid):
		return "Invalid level: " + msg
	case store.OutcomeStopped:
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
