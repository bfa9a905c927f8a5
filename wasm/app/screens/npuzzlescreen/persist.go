package npuzzlescreen

import (
	"encoding/json"
	"strings"

	"searchlab/core/npuzzle"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// KeyScreen is the storage key of the N-puzzle's record (its name is from
// when it was the only screen). Records written before the session record
// also hold the theme and the seed; the store reads those
// (store.KeySession).
const KeyScreen = "searchlab/v1/screen"

// record is the persisted part of the screen: the board a person made and
// their settings (the theme and the seed are the session's).
type record struct {
	Board     string                       `json:"board"`
	GoalMode  string                       `json:"goal_mode"`
	Goal      string                       `json:"goal"`
	Algorithm string                       `json:"algorithm"`
	Params    map[string]map[string]string `json:"params,omitempty"`
	MaxNodes  int64                        `json:"max_nodes,omitempty"`
	TimeoutMS int64                        `json:"timeout_ms,omitempty"`
	Shuffles  uint64                       `json:"shuffles,omitempty"`
	Shuffle   string                       `json:"shuffle,omitempty"` // ShuffleMode
}

func (s *Screen) persist() []store.Effect {
	st := &s.st
	return s.h.Save(KeyScreen, record{Board: st.Board.String(), GoalMode: st.GoalMode, Goal: st.Goal.String(), Algorithm: st.Algorithm,
		Params: st.Params, MaxNodes: st.MaxNodes, TimeoutMS: st.TimeoutMS, Shuffles: st.Shuffles, Shuffle: st.ShuffleMode})
}

// restore puts the saved board and settings on the screen; a damaged
// record is set aside and reported (Host.Damaged).
func (s *Screen) restore() {
	v, ok := s.h.Load(KeyScreen)
	if !ok {
		return
	}
	var sc record
	if err := json.NewDecoder(strings.NewReader(v)).Decode(&sc); err != nil {
		s.h.Damaged(KeyScreen, "the last screen", v)
		return
	}
	st := &s.st
	st.MaxNodes, st.TimeoutMS, st.Shuffles = max(sc.MaxNodes, 0), max(sc.TimeoutMS, 0), sc.Shuffles
	if _, err := npuzzle.ParseShuffle(sc.Shuffle); err == nil {
		st.ShuffleMode = sc.Shuffle
	}
	if sc.Params != nil {
		st.Params = sc.Params
	}
	if _, ok := store.FindAlgo(st.Catalog, sc.Algorithm); ok {
		st.Algorithm = sc.Algorithm
	}
	b, err := npuzzle.Parse(sc.Board)
	if err != nil {
		s.h.Damaged("", "the last board", nil)
		return
	}
	goal := sc.Goal
	if sc.GoalMode == GoalBlankLast {
		goal = ""
	}
	if !s.loadBoardGoalQuiet(b.String(), goal) {
		s.h.Damaged("", "the last goal", nil)
	}
}

// loadBoardGoal puts a board and goal text on the screen, or says why not.
func (s *Screen) loadBoardGoal(board, goal string) bool {
	if err := s.setBoardGoal(board, goal); err != nil {
		s.Notice(actions.NoticeError, s.h.Lang().T("np.notice.cannot_load", "err", s.h.Lang().Core(err.Error())))
		return false
	}
	return true
}

// loadBoardGoalQuiet is loadBoardGoal without the notice (restoring).
func (s *Screen) loadBoardGoalQuiet(board, goal string) bool {
	return s.setBoardGoal(board, goal) == nil
}

func (s *Screen) setBoardGoal(board, goal string) error {
	st := &s.st
	b, g, err := npuzzle.ParsePair(board, goal)
	if err != nil {
		return err
	}
	switch {
	case strings.TrimSpace(goal) == "":
		st.GoalMode = GoalBlankLast
	case g == npuzzle.BlankFirstGoal(g.Rows(), g.Cols()):
		st.GoalMode = GoalBlankFirst
	default:
		st.GoalMode = GoalCustom
	}
	st.Board = b // so setGoal checks against the right size
	s.setGoal(g)
	s.setBoard(b)
	return nil
}
