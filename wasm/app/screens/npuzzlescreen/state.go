package npuzzlescreen

import (
	"searchlab/core/npuzzle"
	"searchlab/core/wire"
	"searchlab/wasm/app/store"
)

// ID is the N-puzzle's game id (share links, the game picker, history).
const ID = "npuzzle"

// Goal modes.
const (
	GoalBlankLast  = "last"
	GoalBlankFirst = "first"
	GoalCustom     = "custom"
)

// State is the N-puzzle screen's state (the screen's Snapshot): the board
// and how it is edited, the shared solver panel (with the step view) and
// the player. Slices and maps in a snapshot are copies the caller may keep.
type State struct {
	// The board on screen and how it is being edited.
	Board      npuzzle.Board
	BoardText  string // the edit box (may hold text that does not parse)
	BoardError string // why BoardText does not parse ("" if it does)
	GoalMode   string
	Goal       npuzzle.Board
	GoalText   string
	GoalError  string
	Unsolvable string // why Board cannot reach Goal ("" when it can)
	Editing    bool
	// Picked is 1 + the cell clicked first for a swap while editing (0:
	// none; PickedCell).
	Picked      int
	Played      []npuzzle.Move     // moves played by hand, for undo
	Shuffles    uint64             // shuffles so far (varies the shuffle seed)
	ShuffleMode string             // how Shuffle draws a board: "" or "random", or "walk:k"
	ImageURL    string             // object URL of an image cut into the tiles
	Saved       []store.SavedBoard // the boards the user kept (saved.go)

	// The shared solver panel: algorithm, parameters, budgets, seed (the
	// session's, Host.Seed), the run and the compare queue.
	store.SolverPanel

	Player Player
	// Tables is the pattern databases' download or build before the
	// running search starts (nil otherwise; tables.go).
	Tables *TablesProgress
	// Anytime is the running or last anytime search's improvements (the
	// chart of length and bound; anytime.go); Replaced is the algorithm
	// BigBoardAlgorithm replaced when the board grew past MaxStepCells
	// cells ("" when none), and AutoHeuristic the heuristic the screen
	// gave it then.
	Anytime                 *Anytime
	Replaced, AutoHeuristic string
}

// Player animates a solution over the board it was found for (the shared
// player: a frame costs one move, a jump replays from the nearest
// checkpoint, however long the solution).
type Player struct {
	Start npuzzle.Board
	Moves []npuzzle.Move
	store.Player[npuzzle.Board]
}

// newPlayer loads moves (legal from start) into the player.
func newPlayer(start npuzzle.Board, moves []npuzzle.Move, speed float64) Player {
	step := func(b npuzzle.Board, i int) npuzzle.Board {
		nb, _ := b.Move(moves[i])
		return nb
	}
	return Player{Start: start, Moves: moves, Player: store.NewPlayer(start, len(moves), step, speed)}
}

// emptied is the player without a solution, at its speed.
func (p Player) emptied() Player { return Player{Player: p.Player.Emptied()} }

// Board returns the board after the first Index moves.
func (p Player) Board() npuzzle.Board { return p.Pos() }

// DisplayBoard is the board the screen draws: the state a stepped search
// is at (until it ends) or a replay is at (while the person replays it),
// the player's position while a solution for the current board is loaded,
// else the board itself.
func (s *State) DisplayBoard() npuzzle.Board {
	if text := s.Replay.ShownState(); text != "" {
		if b, err := npuzzle.Parse(text); err == nil && b.SameSize(s.Board) {
			return b
		}
	}
	if s.Player.Loaded() && s.Player.Start == s.Board {
		return s.Player.Board()
	}
	return s.Board
}

// PickedCell is the cell picked for a swap while editing, if one is.
func (s *State) PickedCell() (cell int, ok bool) {
	if !s.Editing || s.Picked <= 0 || s.Picked > s.Board.Len() {
		return 0, false
	}
	return s.Picked - 1, true
}

// MovesShown is the number of moves from the board the person started
// from to the board drawn: the moves played by hand, and while the player
// shows a solution of this board, the solution's moves up to its position
// (the counter follows the animation, issue 21 item 4).
func (s *State) MovesShown() int {
	n := len(s.Played)
	if s.Player.Loaded() && s.Player.Start == s.Board {
		n += s.Player.Index
	}
	return n
}

// GoalString is the goal as sent to the solver ("" for the default goal).
func (s *State) GoalString() string {
	if s.GoalMode == GoalBlankLast {
		return ""
	}
	return s.Goal.String()
}

// Clone copies the state deeply enough that the caller can keep it.
func (s *State) Clone() *State {
	c := *s
	c.Played = append([]npuzzle.Move(nil), s.Played...)
	c.Saved = append([]store.SavedBoard(nil), s.Saved...)
	if s.Tables != nil {
		t := *s.Tables
		c.Tables = &t
	}
	if s.Anytime != nil {
		a := *s.Anytime
		a.Points = append([]wire.Best(nil), a.Points...)
		c.Anytime = &a
	}
	c.SolverPanel = s.SolverPanel.Clone()
	return &c
}

// View is st (the store's State) with this screen's solver panel, step
// view and solvability in place, so the shared panels (package components)
// draw this screen's run.
func (s *State) View(st *store.State) store.State {
	v := *st
	v.SolverPanel, v.Unsolvable = s.SolverPanel, s.Unsolvable
	v.StepHelp = st.T("np.step_help", "n", MaxStepCells)
	return v
}
