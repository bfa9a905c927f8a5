package npuzzlescreen

import (
	"math/rand/v2"
	"strings"
	"time"

	"searchlab/core/npuzzle"
	"searchlab/core/registry"
	"searchlab/core/share"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// Game registers the N-puzzle screen with the registry's algorithm list
// (main reads it; tests pass their own).
func Game(catalog []registry.AlgorithmInfo) store.Game {
	return store.Game{ID: ID, Name: "Sliding N-puzzle", New: func(h store.Host) store.Screen { return New(h, catalog) }}
}

// Screen is the N-puzzle screen: the first-load screen (a shuffled 3×3
// board with A* and Manhattan distance), restored from storage.
type Screen struct {
	h  store.Host
	st State
	// The skeleton: Snapshot, State, Panel, HistoryCleared,
	// ReplayFragment, Sync and Notice.
	store.SolverScreen[State, *State]
}

// New returns the screen with its state restored from storage, or the
// first-load board.
func New(h store.Host, catalog []registry.AlgorithmInfo) *Screen {
	s := &Screen{h: h}
	s.SolverScreen = store.NewSolverScreen(h, &s.st, catalog, "astar")
	st := &s.st
	st.Seed = 1 // the first-load board is drawn with the default seed, whatever the session's
	st.Player.Speed = 4
	st.GoalMode = GoalBlankLast
	s.setGoal(npuzzle.Goal(3, 3))
	s.shuffle()
	s.restore()
	s.restoreBoards()
	s.Sync()
	return s
}

// Tick implements store.Screen: the solution player's animation.
func (s *Screen) Tick(now time.Time) ([]store.Effect, bool) {
	played := s.st.Player.Tick(now)
	replayed := s.st.Replay.Tick(now)
	return nil, played || replayed
}

// OpenLink implements store.Screen.
func (s *Screen) OpenLink(l share.Link) []store.Effect {
	s.Sync()
	fx := s.openLink(l)
	if l.Replay > 0 && s.st.Board.String() == mustBoard(l.Board) {
		// A replay link: run the search again for its trace.
		fx = append(fx, s.st.OpenReplay(s.h, s, l.Replay)...)
	}
	return fx
}

// mustBoard is a board text in its normal form ("" when it does not
// parse).
func mustBoard(text string) string {
	b, err := npuzzle.Parse(text)
	if err != nil {
		return ""
	}
	return b.String()
}

// ShareFragment implements store.Screen.
func (s *Screen) ShareFragment() (string, error) {
	s.Sync()
	return s.shareFragment()
}

// LoadRun implements store.RunLoader: an N-puzzle history entry's board,
// goal and settings go on the screen; its seed becomes the session's.
func (s *Screen) LoadRun(h store.Entry) []store.Effect {
	s.loadBoardGoal(h.Board, h.Goal)
	s.st.LoadRunSettings(h)
	return append(s.persist(), s.h.SetSeed(h.Seed)...)
}

// shuffle draws a random solvable board for the current goal from the
// session's seed and the shuffle counter (same seed → same boards).
func (s *Screen) shuffle() {
	st := &s.st
	st.Shuffles++
	seed := uint64(st.Seed)*0x9E3779B97F4A7C15 + st.Shuffles
	how, err := npuzzle.ParseShuffle(st.ShuffleMode)
	if st.ShuffleMode == "" || err != nil {
		how = npuzzle.Shuffle{} // any solvable board
	}
	b, err := how.Board(st.Goal, rand.New(rand.NewPCG(seed, seed)))
	if err != nil {
		s.Notice(actions.NoticeError, s.h.Lang().T("np.notice.shuffle", "err", s.h.Lang().Core(err.Error())))
		return
	}
	s.setBoard(b)
}

// setBoard puts b on the screen: it resets the hand-move history, the
// player (unless it was found for b) and re-checks solvability.
func (s *Screen) setBoard(b npuzzle.Board) {
	st := &s.st
	st.Board = b
	st.BoardText = b.String()
	st.BoardError = ""
	st.Played = nil
	if st.Player.Start != b {
		st.Player = st.Player.emptied()
	}
	if st.Run.Board != b.String() {
		st.ForgetResult()
	}
	st.EndStepping()
	s.checkSolvable()
}

// setGoal sets the goal board.
func (s *Screen) setGoal(g npuzzle.Board) {
	st := &s.st
	st.Goal = g
	st.GoalText = g.String()
	st.GoalError = ""
	st.ForgetResult()
	s.checkSolvable()
}

func (s *Screen) checkSolvable() {
	st := &s.st
	st.Unsolvable = ""
	if !st.Board.Valid() || !st.Goal.Valid() {
		return
	}
	if err := npuzzle.Solvable(st.Board, st.Goal); err != nil {
		st.Unsolvable = strings.TrimPrefix(err.Error(), npuzzle.ErrUnsolvable.Error()+": ")
	}
}
