package bloxorzscreen

import (
	"strings"

	"searchlab/core/bloxorz"
	"searchlab/core/registry"
	"searchlab/core/share"
	"searchlab/core/wire"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
)

// TagCheck is the tag of the level editor's check: breadth-first search
// on the level being edited, run through the solver panel (its status and
// statistics show it) but not recorded in the history.
const TagCheck = "check"

// reducePanel hands the shared solver panel its actions (settings, runs,
// the step mode) and the generator's end to the generator; the screen adds
// what only it knows: a run stops the player and the step mode, a step
// session shows the stepped state instead of the player, and the editor's
// check runs again with switches counted.
func (s *Screen) reducePanel(a actions.Action) ([]store.Effect, bool) {
	b := s.st
	switch a := a.(type) {
	case actions.StepSearch:
		if b.Run.Active || b.Editing {
			return nil, true
		}
		if b.Step == nil {
			b.Player.Playing, b.Player.Shown = false, false
		}
	case actions.Run, actions.Compare:
		if b.Run.Active || b.Generating {
			return nil, true
		}
		b.Player.Playing = false
		b.EndStepping()
		b.RunText = b.Text
		if _, ok := a.(actions.Compare); ok {
			b.Heatmap, b.HeatText = nil, "" // each run's heatmap would replace the last
		}
	case actions.Stop:
		if b.Generating {
			return s.h.StopRun(b.genRun), true
		}
	case store.RunProgress:
		if a.ID == b.genRun && b.Generating {
			b.GenProgress = a.Progress
			return nil, true
		}
	case store.RunEnded:
		if a.ID == b.genRun && b.Generating {
			return s.bloxGenerated(a), true
		}
	}
	fx, ok := b.SolverPanel.Reduce(s.h, s, a)
	if b.checkAgain {
		// The level has a split switch: check again with each switch of
		// control between the cubes counted as a move.
		b.checkAgain, b.CheckPass = false, 1
		fx = append(fx, s.bloxCheck()...)
	}
	return fx, ok
}

// bloxCheck runs breadth-first search on the level being edited (or the
// level shown), which decides solvability and the optimal length.
func (s *Screen) bloxCheck() []store.Effect {
	b := s.st
	if b.Run.Active || b.Generating {
		return nil
	}
	b.Player.Playing = false
	b.EndStepping()
	b.RunText = b.Text
	if b.Editing {
		b.RunText = b.DraftText
	}
	if b.CheckPass == 0 {
		b.CheckLine, b.CheckBad, b.CheckedText = s.h.Lang().T("blx.check.running"), false, b.RunText
	}
	costing := map[bool]string{false: "free", true: "counted"}[b.CheckPass == 1]
	req := b.request(registry.AlgoBFS, map[string]any{"costing": costing})
	req.Board, req.MaxNodes, req.TimeoutMS = b.RunText, 0, 0 // the level edited, to the end
	return b.StartRequest(s.h, TagCheck, req)
}

// PanelRequest implements store.PanelScreen: the chosen settings on the
// level shown (classic:N for an unchanged stage), with the heatmap for a
// single run when it is asked for.
func (s *Screen) PanelRequest(tag, algo string) (wire.Request, error) {
	b := s.st
	_, params, err := b.RequestParams(algo)
	if err != nil {
		return wire.Request{}, err
	}
	if b.Heat && tag == store.TagRun {
		params["heatmap"] = true
	}
	return b.request(algo, params), nil
}

// PanelBoard implements store.PanelBoarder: the level shown, as a
// request carries it.
func (s *Screen) PanelBoard() (board, goal string) { return s.st.boardRef(), "" }

// request is the solve request of algo with params on the level shown.
func (b *State) request(algo string, params map[string]any) wire.Request {
	return wire.Request{Game: ID, Board: b.boardRef(), Algorithm: algo, Params: params, Seed: b.Seed,
		MaxNodes: b.MaxNodes, TimeoutMS: b.TimeoutMS}
}

// PanelEnded implements store.PanelScreen: a check writes its verdict; a
// run's solution size counts the switches of control apart, its heatmap
// is shown, and a solution that replays to a win is loaded into the
// player.
func (s *Screen) PanelEnded(r *store.RunState) []store.Effect {
	b := s.st
	res := r.Result
	if r.Tag == TagCheck {
		b.checkEnded(s.h.Lang(), r)
		return nil
	}
	if res == nil {
		return nil
	}
	if x := res.BloxorzResult; x != nil && x.Switches > 0 {
		// The costing setting decides whether a switch costs a move.
		l := s.h.Lang()
		r.Size = l.T("blx.run.size", "moves", l.T("count.moves", "n", x.Rolls), "switches", l.T("blx.switch_count", "n", x.Switches))
	}
	if hm := heatmapOf(res); hm != nil && b.RunText == b.Text && len(hm) == b.Level.W*b.Level.H {
		b.Heatmap, b.HeatText = hm, b.Text
		b.HeatOrder = nil
		if len(res.HeatOrder) == len(hm) {
			b.HeatOrder = append([]int64(nil), res.HeatOrder...)
		}
	}
	if res.Status != wire.StatusFound || len(res.Moves) == 0 {
		return nil
	}
	keys := strings.Join(res.Moves, "")
	l, err := bloxorz.Parse(b.RunText)
	if err == nil {
		err = bloxorz.Replay(l, keys)
	}
	if err != nil {
		r.Message = s.h.Lang().T("blx.run.no_replay", "err", s.h.Lang().Core(err.Error()))
		return nil
	}
	if b.RunText == b.Text {
		b.Player = newPlayer(b.Level, keys, b.Player.Speed)
	}
	return nil
}

// checkEnded writes the check's verdict; a solvable level with a split
// switch is checked again with the switches counted (reduceRun).
func (b *State) checkEnded(l i18n.Lang, r *store.RunState) {
	found := r.Outcome == store.OutcomeFound
	if b.CheckPass == 1 {
		if found {
			b.CheckLine += l.T("blx.counted", "moves", l.T("count.moves", "n", r.Result.Length))
		}
		return
	}
	b.CheckLine, b.CheckBad = checkVerdict(l, r.Outcome, r.Message, r.Result), !found
	if l, err := bloxorz.Parse(b.RunText); found && err == nil && len(l.Splits) > 0 {
		b.checkAgain = true
	}
}

// heatmapOf reads the optional heatmap of a response: per cell, how many
// expanded states covered it.
func heatmapOf(res *wire.Response) []int64 {
	if res.BloxorzResult == nil {
		return nil
	}
	return append([]int64(nil), res.Heatmap...)
}

// checkVerdict puts the result of a check run in words.
func checkVerdict(l i18n.Lang, outcome store.Outcome, msg string, res *wire.Response) string {
	msg = l.Core(msg) // the solver's sentence
	switch outcome {
	case store.OutcomeFound:
		return l.T("blx.check.solvable", "moves", l.T("count.moves", "n", res.Length), "states", l.T("blx.state_count", "n", res.Stats.Expanded))
	case store.OutcomeNotFound:
		return l.T("blx.check.no_exit", "n", res.Stats.Expanded)
	case store.OutcomeUnsolvable:
		return l.T("blx.check.unsolvable", "why", msg)
	case store.OutcomeInvalid:
		return l.T("blx.check.invalid", "why", msg)
	case store.OutcomeStopped:
		return l.T("blx.check.stopped")
	}
	if msg != "" {
		return l.T("blx.check.unfinished_why", "outcome", string(outcome), "why", msg)
	}
	return l.T("blx.check.unfinished", "outcome", string(outcome))
}

// shareEncode makes a share-link fragment.
func shareEncode(game, board, algo string, params map[string]string, seed int64) (string, error) {
	return share.Encode(share.Link{Game: game, Board: board, Algorithm: algo, Params: params, Seed: uint64(seed)})
}
