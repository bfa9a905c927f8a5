// Package othelloscreen is the Othello screen: each colour is a person or
// any of the solver's Othello players (alpha-beta, the exact endgame
// solver, the MCTS programs, random), searching in the worker with live
// progress and Stop; hints on every legal move, the AI's thinking for its
// last move, the evaluation over the game, undo/redo, transcripts, a board
// editor, share links and persistence. The rules (legal moves, flips,
// passes, score, records) all come from core/othello; the screen only
// keeps the moves. State, reducer, persistence, share link and views
// (view_*.go, js only) all live here; the store routes actions and ticks
// to it (store.Screen).
package othelloscreen

import (
	"math/bits"
	"strings"

	"searchlab/core/othello"
	"searchlab/core/registry"
	"searchlab/core/wire"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
)

// ID is the Othello screen's game id (share links, the game picker).
const ID = "othello"

// DefaultPauseMS is the pause between automatic AI vs AI moves.
const DefaultPauseMS = 400

// State is the Othello screen: the game (start and moves, every derived
// field recomputed by replay), the two sides, and the searches.
type State struct {
	Start string   // the start position (board line)
	Moves []string // the moves played, forced passes included
	Redo  []string // moves taken back, the next to replay last

	// Derived from Start and Moves by replay.
	Pos      othello.Position
	Legal    uint64 // squares the side to move may play
	Last     int    // the square of the last disc placed (-1: none)
	Flipped  uint64 // the discs that move turned
	Passed   string // "X" or "O" when the last move was that side's forced pass
	Over     bool
	Discs    [2]int // Black's and White's discs
	StartPos othello.Position

	Levels     []registry.Level // the catalogue's playing levels, weakest first
	Sides      [2]Player        // Black's and White's player
	PauseMS    int              // the pause between automatic moves
	ShowHints  bool
	HintPlayer Player // the engine the hints come from

	// GamePanel owns the screen's one run (move, hints, analysis, match,
	// trace), its progress and the replay of the traced search.
	store.GamePanel
	Reply    *Reply    // the last AI move's search
	AllTerms bool      // the MCTS table shows every UCB term (exploit, prior)
	Hints    *Hints    // the hints of the position at Hints.Ply
	Evals    []Eval    // the evaluation after each move that has one
	Analysis *Analysis // the valuing of an imported game's positions (nil: none)

	Match    *Match      // the tournament panel's match (nil: none run)
	MatchCfg MatchConfig // its settings

	Editing bool             // the board editor is open
	Edit    othello.Position // the position being edited

	Message string
	Bad     bool
	// ImportError says why the last transcript pasted does not replay
	// (shown by the import field; "" once one does).
	ImportError string

	Algos []registry.AlgorithmInfo // the solver's Othello players

	replayPlayer Player // the player whose search Replay holds

	lastSaved string // the JSON last written to storage
}

// Reply is one AI move's search: the final line of the solve stream.
type Reply struct {
	Side          int    // the colour that moved (0 Black)
	Player        string // its label
	Algo          string
	Ply           int // len(Moves) before the move
	Status        string
	Move          string
	Value         float64 // for the side that moved
	ValueKind     string  // api.ValueDiscs, ValueEval, ValueWinRate or ValueNoneKind
	Proven        bool
	PV            []string
	Stats         wire.Stats
	Tree          wire.TreeStats
	Candidates    []wire.Candidate
	CandidatesCut bool
	Error         string
	WallMS        float64 // from asking the worker to the move shown
}

// Hints are every legal move's value for the side to move at Ply.
type Hints struct {
	Ply        int
	Algo       string
	Player     string
	Status     string
	ValueKind  string
	Candidates []wire.Candidate
	Cut        bool
	Error      string
}

// Eval is the evaluation of the position after Ply moves, for Black, in
// the unit Kind names (api.ValueDiscs, ValueEval, ValueWinRate).
type Eval struct {
	Ply   int     `json:"ply"`
	Value float64 `json:"value"`
	Kind  string  `json:"kind"`
	Exact bool    `json:"exact,omitempty"`
}

// Turn returns the side to move (0 Black, 1 White).
func (s *State) Turn() int { return int(s.Pos.Turn) }

// HumanToMove reports whether a person may click a square now.
func (s *State) HumanToMove() bool {
	return !s.Over && !s.Editing && !s.Job.Is(store.ForMove) && s.Sides[s.Turn()].IsHuman()
}

// Record is the game's transcript in the usual notation ("f5d6c3…",
// passes left out).
func (s *State) Record() string {
	ms := make([]othello.Move, 0, len(s.Moves))
	for _, t := range s.Moves {
		if m, err := othello.ParseMove(t); err == nil {
			ms = append(ms, m)
		}
	}
	return othello.FormatRecord(ms)
}

// SideName names colour c for messages in English: "Black (you)",
// "White (Alpha-beta)".
func (s *State) SideName(c int) string { return s.SideNameIn(i18n.English, c) }

// SideNameIn names colour c for messages in l: "Đen (bạn)".
func (s *State) SideNameIn(l i18n.Lang, c int) string {
	col := Colour(l, c)
	if s.Sides[c&1].IsHuman() {
		if !s.Sides[(c+1)&1].IsHuman() {
			return l.T("oth.side.you", "side", col)
		}
		return col
	}
	return col + " (" + s.Sides[c&1].LabelIn(l, s.Algos) + ")"
}

// Colour names colour c (0 Black, 1 White) in l.
func Colour(l i18n.Lang, c int) string {
	return l.T([2]string{"oth.black", "oth.white"}[c&1])
}

// replay recomputes the position and what the board shows from Start and
// Moves; a move that does not replay cuts the list there.
func (s *State) replay() {
	p, err := othello.Parse(s.Start)
	if err != nil {
		p = othello.Start()
		s.Start = p.String()
	}
	s.StartPos = p
	s.Last, s.Flipped, s.Passed = -1, 0, ""
	for i, t := range s.Moves {
		m, err := othello.ParseMove(t)
		var next othello.Position
		if err == nil {
			next, err = p.Play(m)
		}
		if err != nil {
			s.Moves = s.Moves[:i]
			s.Message, s.Bad = "A move could not be replayed: "+err.Error(), true
			break
		}
		if m == othello.Pass {
			s.Passed = p.Turn.String()
		} else {
			s.Last, s.Flipped, s.Passed = int(m), p.Flips(m), ""
		}
		p = next
	}
	s.Pos = p
	s.Legal = p.LegalMask()
	s.Over = p.Over()
	s.Discs = [2]int{p.Count(othello.Black), p.Count(othello.White)}
	if s.Hints != nil && s.Hints.Ply != len(s.Moves) {
		s.Hints = nil
	}
	cut := s.Evals[:0]
	for _, e := range s.Evals {
		if e.Ply <= len(s.Moves) {
			cut = append(cut, e)
		}
	}
	s.Evals = cut
}

// autoPass plays the forced passes of the position reached (a side
// without a legal move passes while the other can move).
func (s *State) autoPass() {
	for s.Pos.MustPass() {
		s.Moves = append(s.Moves, othello.Pass.String())
		s.replay()
	}
}

// setEval records the evaluation after ply moves (for Black), replacing
// an older one of the same ply.
func (s *State) setEval(e Eval) {
	for i := range s.Evals {
		if s.Evals[i].Ply == e.Ply {
			s.Evals[i] = e
			return
		}
	}
	i := len(s.Evals)
	for i > 0 && s.Evals[i-1].Ply > e.Ply {
		i--
	}
	s.Evals = append(s.Evals, Eval{})
	copy(s.Evals[i+1:], s.Evals[i:])
	s.Evals[i] = e
}

// Winner says who won a finished game: "X", "O" or "" for a draw.
func (s *State) Winner() string {
	switch d := s.Pos.Score(othello.Black); {
	case d > 0:
		return "X"
	case d < 0:
		return "O"
	}
	return ""
}

// SquareName is "a1"…"h8".
func SquareName(sq int) string { return othello.Move(sq).String() }

// Has reports whether bit sq of b is set.
func Has(b uint64, sq int) bool { return b&(1<<uint(sq)) != 0 }

// LegalCount is the number of legal squares.
func (s *State) LegalCount() int { return bits.OnesCount64(s.Legal) }

func (s *State) clone() *State {
	c := *s
	c.Replay = s.Replay.Clone()
	c.Moves = append([]string(nil), s.Moves...)
	c.Redo = append([]string(nil), s.Redo...)
	c.Evals = append([]Eval(nil), s.Evals...)
	c.Sides = [2]Player{s.Sides[0].clone(), s.Sides[1].clone()}
	c.HintPlayer = s.HintPlayer.clone()
	c.MatchCfg.A, c.MatchCfg.B = s.MatchCfg.A.clone(), s.MatchCfg.B.clone()
	if s.Reply != nil {
		r := *s.Reply
		r.PV = append([]string(nil), r.PV...)
		r.Candidates = append([]wire.Candidate(nil), r.Candidates...)
		c.Reply = &r
	}
	if s.Match != nil {
		c.Match = s.Match.clone()
	}
	c.Analysis = s.Analysis.clone()
	if s.Hints != nil {
		h := *s.Hints
		h.Candidates = append([]wire.Candidate(nil), h.Candidates...)
		c.Hints = &h
	}
	return &c
}

// normMove lower-cases a move name.
func normMove(m string) string { return strings.ToLower(strings.TrimSpace(m)) }
