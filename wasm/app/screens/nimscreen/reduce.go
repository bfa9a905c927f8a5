package nimscreen

import (
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"searchlab/core/nim"
	"searchlab/core/wire"
	"searchlab/wasm/app/store"
)

// reduceNim handles the Nim screen's actions and saves what changed.
func (s *Screen) reduceNim(a Action) []store.Effect {
	fx := s.reduceNimAction(a)
	return append(fx, s.nimPersist(a)...)
}

func (s *Screen) reduceNimAction(a Action) []store.Effect {
	switch a.(type) {
	case ReviewSeek, ReviewStep, ReviewPlay, ReviewSpeed, ReviewTick:
		return s.reduceNimReview(a)
	case Tree, TreeStep, ShowHints, SetCandidates,
		SetAI, SetAlgorithm2, SetSwitches, RunCompare:
	default:
		s.st.nimLeaveReview() // a move, a new game or new rules: back to the live position
	}
	if fx, ok := s.reduceNimGame(a); ok {
		return fx
	}
	if fx, ok := s.reduceNimSettings(a); ok {
		return fx
	}
	if fx, ok := s.reduceNimAI(a); ok {
		return fx
	}
	return s.reduceNimTree(a)
}

// reduceNimGame handles the moves and new games; false for other actions.
func (s *Screen) reduceNimGame(a Action) ([]store.Effect, bool) {
	n := s.st
	switch a := a.(type) {
	case Take:
		return s.nimHumanMove(nim.Move{Heap: a.Heap, Take: a.Take}), true
	case Split:
		h := 0
		if a.Heap >= 0 && a.Heap < len(n.Heaps) {
			h = n.Heaps[a.Heap]
		}
		return s.nimHumanMove(nim.Move{Heap: a.Heap, A: a.A, B: h - a.A}), true
	case Undo:
		return s.nimUndo(), true
	case NewGame:
		board := a.Board
		if board == "" {
			board = n.Start
		}
		// AI vs AI is for watching: a new game plays by itself (Pause stops it).
		n.Auto = n.Mode == ModeAIvAI
		return s.nimNewGame(board), true
	case Random:
		n.Randoms++
		return s.nimNewGame(nimRandomBoard(n.Game().Variant, uint64(s.h.Seed()), n.Randoms)), true
	case SetRules:
		return s.nimSetRules(a), true
	case SetMode:
		return s.nimSetMode(a), true
	case SetHumanSide:
		n.HumanSide = a.Side & 1
		return s.nimNewGame(n.Start), true
	}
	return nil, false
}

// nimSetRules starts a new game under the rules a names, if they exist.
func (s *Screen) nimSetRules(a SetRules) []store.Effect {
	n := s.st
	if _, err := nim.ParseVariant(a.Variant); err != nil {
		n.Message, n.Bad = s.h.Lang().Core(err.Error()), true
		return nil
	}
	if _, err := nim.ParseRule(a.Rule); err != nil {
		n.Message, n.Bad = s.h.Lang().Core(err.Error()), true
		return nil
	}
	n.Variant, n.Rule = a.Variant, a.Rule
	return s.nimNewGame(n.Start)
}

// nimSetMode starts a new game in the mode a names, if it exists.
func (s *Screen) nimSetMode(a SetMode) []store.Effect {
	n := s.st
	switch a.Mode {
	case ModeAI, ModeHints, ModeAIvAI:
	default:
		n.Message, n.Bad = s.h.Lang().T("nim.msg.unknown_mode", "mode", strconv.Quote(a.Mode)), true
		return nil
	}
	n.Mode = a.Mode
	// Choosing AI vs AI starts the game by itself (issue 21 item 4):
	// the first move comes after the usual pause; Pause stops it.
	n.Auto = a.Mode == ModeAIvAI
	n.ShowHints = n.ShowHints || a.Mode == ModeHints
	return s.nimNewGame(n.Start)
}

// reduceNimSettings handles the AI's settings (what it searches with and
// what it reports); false for other actions.
func (s *Screen) reduceNimSettings(a Action) ([]store.Effect, bool) {
	n := s.st
	switch a := a.(type) {
	case SetAlgorithm2:
		if a.Algorithm != "" && !knownAlgorithm(a.Algorithm) {
			n.Message, n.Bad = s.h.Lang().T("nim.msg.unknown_algo", "algo", strconv.Quote(a.Algorithm)), true
			return nil, true
		}
		n.Algorithm2 = a.Algorithm
	case SetAI:
		s.nimSetAI(a)
	case SetCandidates:
		n.Candidates = a.On
	case SetSwitches:
		w := a.Switches
		if math.IsNaN(w.C) || w.C < 0 || w.C > nimMaxC {
			n.Message, n.Bad = s.h.Lang().T("nim.msg.bad_c", "max", nimMaxC), true
			return nil, true
		}
		if a.Second {
			n.Switches2 = w
		} else {
			n.Switches = w
			if n.Tree != nil {
				s.nimOpenTree()
			}
		}
	default:
		return nil, false
	}
	return nil, true
}

// nimSetAI sets the AI's algorithm and budgets, if they are valid.
func (s *Screen) nimSetAI(a SetAI) {
	n := s.st
	if !knownAlgorithm(a.Algorithm) {
		n.Message, n.Bad = s.h.Lang().T("nim.msg.unknown_algo", "algo", strconv.Quote(a.Algorithm)), true
		return
	}
	if a.Iterations == 0 {
		a.Iterations = n.Iterations
	}
	if a.Depth < 0 || a.Iterations < 1 || a.Iterations > 100_000_000 || a.MaxNodes < 0 {
		n.Message, n.Bad = s.h.Lang().T("nim.msg.bad_ai"), true
		return
	}
	n.Algorithm, n.Depth, n.Iterations, n.MaxNodes = a.Algorithm, a.Depth, a.Iterations, a.MaxNodes
	if n.Tree != nil {
		s.nimOpenTree()
	}
}

// reduceNimAI handles the AI's searches, hints, compare and trace; false
// for other actions.
func (s *Screen) reduceNimAI(a Action) ([]store.Effect, bool) {
	n := s.st
	switch a := a.(type) {
	case AIMove:
		if n.Over || !n.Job.Idle() || n.Mode == ModeAI && n.Turn == n.HumanSide {
			return nil, true
		}
		return s.nimStartAI(), true
	case SetAuto:
		n.Auto = a.On && n.Mode == ModeAIvAI
		if n.Auto && n.Job.Idle() && !n.Over {
			return s.nimStartAI(), true
		}
	case ShowHints:
		n.ShowHints = a.On
		n.computeHints()
	case RunCompare:
		return s.nimRunCompare(a.On), true
	default:
		return nil, false
	}
	return nil, true
}

// nimRunCompare starts the compare table (on) or stops or closes it.
func (s *Screen) nimRunCompare(on bool) []store.Effect {
	n := s.st
	if on {
		return s.nimCompareStart()
	}
	if n.Job.Is(store.ForCompare) {
		fx := s.stopSearch()
		n.Message, n.Bad = s.h.Lang().T("nim.msg.compare_halted"), true
		return fx
	}
	n.Compare = nil
	return nil
}

// reduceNimTree handles the game-tree panel's actions.
func (s *Screen) reduceNimTree(a Action) []store.Effect {
	switch a := a.(type) {
	case Tree:
		if a.On {
			s.nimOpenTree()
		} else {
			s.nimCloseTree()
		}
	case TreeStep:
		return s.nimTreeStep(a.N)
	}
	return nil
}

// nimHumanMove plays a person's move, then lets the AI answer.
func (s *Screen) nimHumanMove(m nim.Move) []store.Effect {
	n := s.st
	if !n.HumanToMove() {
		switch {
		case n.Over:
			n.Message, n.Bad = s.h.Lang().T("nim.msg.over"), true
		case n.Comparing():
			n.Message, n.Bad = s.h.Lang().T("nim.msg.wait_compare"), true
		case n.Thinking():
			n.Message, n.Bad = s.h.Lang().T("nim.msg.wait_ai"), true
		default:
			n.Message, n.Bad = s.h.Lang().T("nim.msg.ai_turn"), true
		}
		return nil
	}
	g := n.Game()
	if err := g.Check(n.position(), m); err != nil {
		n.Message, n.Bad = s.h.Lang().T("nim.msg.illegal", "why", s.h.Lang().Core(err.Error())), true
		return nil
	}
	return s.nimPlay(m.String(), n.PlayerNameIn(s.h.Lang(), n.Turn))
}

// nimPlay appends a legal move, and starts the AI when it is its turn.
func (s *Screen) nimPlay(move, who string) []store.Effect {
	n := s.st
	n.Moves = append(n.Moves, move)
	n.replay()
	n.Message, n.Bad = s.h.Lang().T("nim.msg.played", "who", who, "move", move), false
	if n.Over {
		n.Auto = false
		n.Message += s.h.Lang().T("nim.msg.won", "who", n.PlayerNameIn(s.h.Lang(), n.Winner))
	}
	if n.Tree != nil {
		s.nimOpenTree()
	}
	return s.nimNext()
}

// nimNext starts the AI's search when it is the AI's turn.
func (s *Screen) nimNext() []store.Effect {
	n := s.st
	if n.Over || n.Thinking() {
		return nil
	}
	switch {
	case n.Mode == ModeAI && n.Turn != n.HumanSide:
		return s.nimStartAI()
	case n.Mode == ModeAIvAI && n.Auto:
		// A short pause so a person can follow the game: the page's ticker
		// asks for the move when it is over (Tick).
		n.WaitThenMove(s.h.Now().Add(nimAutoPause))
	}
	return nil
}

// nimAutoPause is the pause between moves in automatic AI vs AI play.
const nimAutoPause = 600 * time.Millisecond

func (s *Screen) nimUndo() []store.Effect {
	n := s.st
	k := 1
	if n.Mode == ModeAI {
		// Back to the person's turn: take back the AI's reply too.
		for k < len(n.Moves) && (len(n.Moves)-k)%2 != n.HumanSide {
			k++
		}
	}
	if k > len(n.Moves) || n.Mode == ModeAI && (len(n.Moves)-k)%2 != n.HumanSide {
		n.Message, n.Bad = s.h.Lang().T("nim.msg.nothing_undo"), true
		return nil
	}
	stopped := ""
	n.Auto = false // an undo pauses AI vs AI auto-play
	if n.Thinking() {
		stopped = " " + s.h.Lang().T("nim.msg.search_stopped")
	}
	fx := s.stopSearch() // a search still running answers a position that is gone
	undone := strings.Join(n.Moves[len(n.Moves)-k:], ", ")
	n.Moves = n.Moves[:len(n.Moves)-k]
	n.replay()
	n.Reply = nil
	n.Message, n.Bad = s.h.Lang().T("nim.msg.took_back", "moves", undone)+stopped, false
	if n.Tree != nil {
		s.nimOpenTree()
	}
	return fx
}

// nimNewGame starts a game from board.
func (s *Screen) nimNewGame(board string) []store.Effect {
	n := s.st
	st, err := nim.Parse(board)
	if err != nil {
		n.Message, n.Bad = s.h.Lang().T("nim.msg.bad_position", "why", s.h.Lang().Core(err.Error())), true
		return nil
	}
	if n.Game().Terminal(st) {
		// An empty position (0 0 0) is a game that is over before it starts.
		why := s.h.Lang().T("nim.msg.all_empty")
		if n.Game().Variant == nim.Grundy {
			why = s.h.Lang().T("nim.msg.no_split")
		}
		n.Message, n.Bad = s.h.Lang().T("nim.msg.cannot_play", "why", why), true
		return nil
	}
	fx := s.stopSearch()
	n.Start = st.String()
	n.Moves = nil
	n.Reply = nil
	n.Progress = wire.Progress{}
	n.replay()
	n.Message, n.Bad = s.h.Lang().T("nim.msg.new_game", "board", n.Start), false
	if n.Over {
		n.Message += s.h.Lang().T("nim.msg.already_over")
	}
	if n.Tree != nil {
		s.nimOpenTree()
	}
	return append(fx, s.nimNext()...)
}

// nimRandomBoard draws a position: 3 to 5 heaps (Nim: 1..9 stones;
// Grundy's game: 1 or 2 heaps of 3..12).
func nimRandomBoard(v nim.Variant, seed, k uint64) string {
	x := seed*0x9E3779B97F4A7C15 + k
	r := rand.New(rand.NewPCG(x, x^0xA5A5))
	var hs []string
	if v == nim.Grundy {
		for i := 0; i < 1+r.IntN(2); i++ {
			hs = append(hs, strconv.Itoa(3+r.IntN(10)))
		}
	} else {
		for i := 0; i < 3+r.IntN(3); i++ {
			hs = append(hs, strconv.Itoa(1+r.IntN(9)))
		}
	}
	return strings.Join(hs, " ")
}
