// Package nimscreen is the Nim screen (Nim and Grundy's game): a person
// against the AI in the worker, two people with hints, or the AI against
// itself; the candidate table, the compare-settings table, the game-tree
// view searched on the page and the game player. State, reducer,
// persistence, share link and views (view_*.go, js only) all live here;
// the store routes actions and ticks to it (store.Screen).
package nimscreen

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"searchlab/core/adversarial"
	"searchlab/core/api"
	"searchlab/core/mcts"
	"searchlab/core/nim"
	"searchlab/core/share"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// ID is the Nim screen's game id (share links, the game picker).
const ID = "nim"

// Game registers the Nim screen with the store.
var Game = store.Game{ID: ID, Name: "Nim", New: func(h store.Host) store.Screen { return New(h) }}

// Screen is the Nim screen: a store.Screen over a NimState.
type Screen struct {
	h    store.Host
	n    *NimState
	tree *nimTreeSession // the tree view's search (tree.go)
}

// New makes the Nim screen with the copy saved in storage, if any.
func New(h store.Host) *Screen {
	s := &Screen{h: h, n: newNimState()}
	s.nimRestore()
	return s
}

// State is the screen's state, for tests.
func (s *Screen) State() *NimState { return s.n.clone() }

// Modes of the Nim screen.
const (
	NimModeAI    = "ai"    // a person against the AI
	NimModeHints = "hints" // two people, with hints
	NimModeAIvAI = "aivai" // the AI against itself
)

// NimAlgorithms are the AI's algorithms (core/api's nim registry ids) with
// their display names.
var NimAlgorithms = []struct{ ID, Name string }{
	{api.AlgoAlphaBeta, "Alpha-beta"},
	{api.AlgoMinimax, "Minimax"},
	{api.AlgoMCTS, "Monte Carlo tree search (UCT)"},
	{api.AlgoOracle, "Theory oracle"},
}

// NimPreset is a named starting position.
type NimPreset struct {
	Name, Board, Variant string
}

// NimPresets are the preset positions.
var NimPresets = []NimPreset{
	{"3 4 5 (classic)", "3 4 5", "nim"},
	{"1 3 5 7 (Marienbad)", "1 3 5 7", "nim"},
	{"7 6 8 5 9 5 (six heaps, lost for the mover)", "7 6 8 5 9 5", "nim"},
	{"2 2 (mirror)", "2 2", "nim"},
	{"1 2 3 (lost for the mover)", "1 2 3", "nim"},
	{"Grundy: 7", "7", "grundy"},
	{"Grundy: 5 8", "5 8", "grundy"},
	{"Grundy: 10 11", "10 11", "grundy"},
}

// nimDefaultIterations is MCTS's playout budget: core/api's default for
// Nim (fewer iterations pick losing moves on 3 4 5).
const nimDefaultIterations = 50_000

// NimState is the Nim screen: the game in progress, the mode, the AI's
// settings and its last search.
type NimState struct {
	Variant, Rule string // "nim"|"grundy", "normal"|"misere"
	Start         string // the position the game started from
	Moves         []string
	Pos           string // the current position (text form)
	Heaps         []int  // the current heaps, in display order
	Turn          int    // player to move: 0 started the game
	Over          bool   // no move left
	Winner        int    // when Over: the player who won

	Mode       string
	HumanSide  int // in NimModeAI: the side the person plays (0 moves first)
	Algorithm  string
	Algorithm2 string // AI vs AI: the second player's algorithm ("" = the same)
	Depth      int
	Iterations int
	MaxNodes   int64
	// Switches are AI 1's search switches (alpha-beta's ordering, TT and
	// deepening, minimax's TT, MCTS's C and solver); Switches2 AI 2's in
	// AI vs AI.
	Switches   NimSwitches
	Switches2  NimSwitches
	Auto       bool // AI vs AI plays on by itself
	Candidates bool // ask the solver for every root move's value
	ShowHints  bool
	Randoms    uint64

	Thinking  bool        // the AI's search (or a compared one) is running in the worker
	Comparing bool        // the running search belongs to the compare table
	Compare   *NimCompare // the compare-settings table (nil: not run)
	RunID     int
	Progress  api.Progress
	Reply     *NimReply // the AI's last search
	Message   string    // a line about the last action
	Bad       bool      // Message reports a problem

	Hints  *NimHints // nil when hints are hidden or unavailable
	Tree   *NimTreeView
	Review NimReview // the game player

	lastSaved string    // the JSON last written to storage (persist.go)
	autoAt    time.Time // AI vs AI: when to ask for the next move (zero: not waiting)
	autoRun   int       // the RunID autoAt was set for
}

// NimReply is the outcome of one AI search (the final object of the solve
// stream, nim extras included).
type NimReply struct {
	Algorithm string
	Switches  NimSwitches // the switches the search ran with
	Board     string      // the position searched
	Ply       int         // len(Moves) when the search started
	Status    string
	Move      string // the move played ("" if none)
	Value     float64
	Proven    bool
	PV        []string
	Stats     api.Stats
	Tree      adversarial.Stats
	Error     string
	// Candidates are the root moves with their values, when the solver
	// sent them (opt-in "candidates" parameter).
	Candidates    []api.Candidate
	CandidatesCut bool // the budget ran out before every move was valued
}

// NimHints is what the hints show for the player to move.
type NimHints struct {
	Sum     int      // nim-sum (Nim) or Grundy value (Grundy's game, the XOR of G(h))
	SumName string   // "nim-sum" or "Grundy value"
	Decided bool     // the outcome is known (false: only the sum is shown)
	Wins    bool     // the player to move wins with perfect play
	Winning []string // the winning moves
	Note    string   // why hints are partial or missing
}

// Game returns the rules.
func (n *NimState) Game() nim.Game {
	v, _ := nim.ParseVariant(n.Variant)
	r, _ := nim.ParseRule(n.Rule)
	return nim.Game{Variant: v, Rule: r}
}

// HumanToMove reports whether a person may move now.
func (n *NimState) HumanToMove() bool {
	if n.Over || n.Thinking || n.Review.On {
		return false
	}
	switch n.Mode {
	case NimModeHints:
		return true
	case NimModeAI:
		return n.Turn == n.HumanSide
	}
	return false
}

// PlayerName names player p in the current mode.
func (n *NimState) PlayerName(p int) string {
	switch n.Mode {
	case NimModeAI:
		if p == n.HumanSide {
			return "You"
		}
		return "AI"
	case NimModeAIvAI:
		return fmt.Sprintf("AI %d", p+1)
	}
	return fmt.Sprintf("Player %d", p+1)
}

func (n *NimState) clone() *NimState {
	c := *n
	c.Moves = append([]string(nil), n.Moves...)
	c.Heaps = append([]int(nil), n.Heaps...)
	if n.Reply != nil {
		r := *n.Reply
		r.PV = append([]string(nil), n.Reply.PV...)
		r.Candidates = append([]api.Candidate(nil), n.Reply.Candidates...)
		c.Reply = &r
	}
	if n.Hints != nil {
		h := *n.Hints
		h.Winning = append([]string(nil), n.Hints.Winning...)
		c.Hints = &h
	}
	if n.Tree != nil {
		c.Tree = n.Tree.clone()
	}
	if n.Compare != nil {
		c.Compare = n.Compare.clone()
	}
	return &c
}

// DefaultNimSwitches are core/api's defaults for Nim: alpha-beta with move
// ordering and transposition table, without iterative deepening; minimax
// with its table; MCTS with C = √2 and MCTS-Solver.
func DefaultNimSwitches() NimSwitches {
	d := mcts.DefaultUCTParams[nim.State, nim.Move]()
	return NimSwitches{Ordering: true, TT: true, Deepening: false, C: d.C, Solver: d.Solver}
}

// nimMaxC bounds MCTS's exploration constant (core/api's limit).
const nimMaxC = 100

// SwitchesSummary describes the switches that matter to algo, e.g.
// "ordering on, TT off, deepening off" ("" for the oracle).
func SwitchesSummary(algo string, w NimSwitches) string {
	on := map[bool]string{true: "on", false: "off"}
	switch algo {
	case api.AlgoAlphaBeta:
		return fmt.Sprintf("ordering %s, TT %s, deepening %s", on[w.Ordering], on[w.TT], on[w.Deepening])
	case api.AlgoMinimax:
		return "TT " + on[w.TT]
	case api.AlgoMCTS:
		return fmt.Sprintf("C %s, solver %s", strconv.FormatFloat(w.C, 'g', 4, 64), on[w.Solver])
	}
	return ""
}

func newNimState() *NimState {
	n := &NimState{Variant: "nim", Rule: "normal", Mode: NimModeAI, Algorithm: api.AlgoAlphaBeta,
		Iterations: nimDefaultIterations, Candidates: true, Switches: DefaultNimSwitches(), Switches2: DefaultNimSwitches()}
	n.Start = "3 4 5"
	n.replay()
	return n
}

// replay recomputes the position from Start and Moves. A move that does
// not replay (never expected) cuts the list there.
func (n *NimState) replay() {
	g := n.Game()
	s, err := nim.Parse(n.Start)
	if err != nil {
		s = nim.MustState(3, 4, 5)
		n.Start = s.String()
	}
	for i, t := range n.Moves {
		m, err := nim.ParseMove(t)
		if err == nil {
			err = g.Check(s, m)
		}
		if err != nil {
			n.Moves = n.Moves[:i]
			n.Message, n.Bad = "A move could not be replayed: "+err.Error(), true
			break
		}
		s = g.Apply(s, m)
	}
	n.Pos = s.String()
	n.Heaps = s.Heaps()
	if !n.Review.On {
		n.Review.Index = len(n.Moves)
	}
	n.Turn = len(n.Moves) % 2
	n.Over = g.Terminal(s)
	if n.Over {
		n.Winner = g.Winner(s)
	}
	n.computeHints()
}

// position returns the current position with player 0 to move (the form
// the solver and the oracle take).
func (n *NimState) position() nim.State {
	s, err := nim.Parse(n.Pos)
	if err != nil {
		return nim.MustState(0)
	}
	return s
}

// computeHints fills Hints from the theory (core/nim's Game.Hints: a
// small, bounded computation on the page).
func (n *NimState) computeHints() {
	n.Hints = nil
	if !n.ShowHints || n.Over {
		return
	}
	h := n.Game().Hints(n.position())
	n.Hints = &NimHints{Sum: h.Sum, SumName: h.SumName, Decided: h.Decided, Wins: h.Wins, Note: h.Note}
	for _, m := range h.Winning {
		n.Hints.Winning = append(n.Hints.Winning, m.String())
	}
}

// reduceNim handles the Nim screen's actions and saves what changed.
func (s *Screen) reduceNim(a NimAction) []store.Effect {
	fx := s.reduceNimAction(a)
	return append(fx, s.nimPersist(a)...)
}

func (s *Screen) reduceNimAction(a NimAction) []store.Effect {
	n := s.n
	switch a.(type) {
	case NimReviewSeek, NimReviewStep, NimReviewPlay, NimReviewSpeed, NimReviewTick:
		return s.reduceNimReview(a)
	case NimTree, NimTreeStep, NimTreeToggle, NimShowHints, NimSetCandidates,
		NimSolverLine, NimSolverEnd, NimSetAI, NimSetAlgorithm2, NimSetSwitches, NimRunCompare:
	default:
		n.nimLeaveReview() // a move, a new game or new rules: back to the live position
	}
	switch a := a.(type) {
	case NimTake:
		return s.nimHumanMove(nim.Move{Heap: a.Heap, Take: a.Take})
	case NimSplit:
		h := 0
		if a.Heap >= 0 && a.Heap < len(n.Heaps) {
			h = n.Heaps[a.Heap]
		}
		return s.nimHumanMove(nim.Move{Heap: a.Heap, A: a.A, B: h - a.A})
	case NimUndo:
		return s.nimUndo()
	case NimNewGame:
		board := a.Board
		if board == "" {
			board = n.Start
		}
		return s.nimNewGame(board)
	case NimRandom:
		n.Randoms++
		return s.nimNewGame(nimRandomBoard(n.Game().Variant, uint64(s.h.Seed()), n.Randoms))
	case NimSetRules:
		if _, err := nim.ParseVariant(a.Variant); err != nil {
			n.Message, n.Bad = err.Error(), true
			return nil
		}
		if _, err := nim.ParseRule(a.Rule); err != nil {
			n.Message, n.Bad = err.Error(), true
			return nil
		}
		n.Variant, n.Rule = a.Variant, a.Rule
		return s.nimNewGame(n.Start)
	case NimSetMode:
		switch a.Mode {
		case NimModeAI, NimModeHints, NimModeAIvAI:
		default:
			n.Message, n.Bad = fmt.Sprintf("Unknown mode %q.", a.Mode), true
			return nil
		}
		n.Mode = a.Mode
		n.Auto = false
		n.ShowHints = n.ShowHints || a.Mode == NimModeHints
		return s.nimNewGame(n.Start)
	case NimSetAlgorithm2:
		ok := a.Algorithm == ""
		for _, al := range NimAlgorithms {
			ok = ok || al.ID == a.Algorithm
		}
		if !ok {
			n.Message, n.Bad = fmt.Sprintf("Unknown algorithm %q.", a.Algorithm), true
			return nil
		}
		n.Algorithm2 = a.Algorithm
	case NimSetHumanSide:
		n.HumanSide = a.Side & 1
		return s.nimNewGame(n.Start)
	case NimSetAI:
		ok := false
		for _, al := range NimAlgorithms {
			ok = ok || al.ID == a.Algorithm
		}
		if !ok {
			n.Message, n.Bad = fmt.Sprintf("Unknown algorithm %q.", a.Algorithm), true
			return nil
		}
		if a.Iterations == 0 {
			a.Iterations = n.Iterations
		}
		if a.Depth < 0 || a.Iterations < 1 || a.Iterations > 100_000_000 || a.MaxNodes < 0 {
			n.Message, n.Bad = "The depth and node budget must be 0 or more and the playouts between 1 and 100,000,000.", true
			return nil
		}
		n.Algorithm, n.Depth, n.Iterations, n.MaxNodes = a.Algorithm, a.Depth, a.Iterations, a.MaxNodes
		if n.Tree != nil {
			s.nimOpenTree()
		}
	case NimSetSwitches:
		w := a.Switches
		if math.IsNaN(w.C) || w.C < 0 || w.C > nimMaxC {
			n.Message, n.Bad = fmt.Sprintf("MCTS's exploration constant C must be between 0 and %d.", nimMaxC), true
			return nil
		}
		if a.Second {
			n.Switches2 = w
		} else {
			n.Switches = w
			if n.Tree != nil {
				s.nimOpenTree()
			}
		}
	case NimAIMove:
		if n.Over || n.Thinking || n.Mode == NimModeAI && n.Turn == n.HumanSide {
			return nil
		}
		return s.nimStartAI()
	case NimSetAuto:
		n.Auto = a.On && n.Mode == NimModeAIvAI
		if n.Auto && !n.Thinking && !n.Over {
			return s.nimStartAI()
		}
	case NimSetCandidates:
		n.Candidates = a.On
	case NimShowHints:
		n.ShowHints = a.On
		n.computeHints()
	case NimRunCompare:
		if !a.On {
			if n.Comparing {
				n.Thinking, n.Comparing = false, false
				n.RunID++
				n.Compare.Stopped = true
				n.Message, n.Bad = "The comparison was stopped.", true
				return []store.Effect{s.h.Solver().Stop}
			}
			n.Compare = nil
			return nil
		}
		return s.nimCompareStart()
	case NimSolverLine:
		if n.Thinking && a.RunID == n.RunID {
			if n.Comparing {
				s.nimCompareLine(a.Line)
			} else {
				s.nimLine(a.Line)
			}
		}
	case NimSolverEnd:
		if n.Thinking && a.RunID == n.RunID {
			if n.Comparing {
				return s.nimCompareEnd(a.Err)
			}
			return s.nimEnd(a.Err)
		}
	case NimTree:
		if a.On {
			s.nimOpenTree()
		} else {
			n.Tree = nil
			s.tree = nil
		}
	case NimTreeStep:
		s.nimTreeStep(a.N)
	case NimTreeToggle:
		if n.Tree != nil && a.ID >= 0 && a.ID < len(n.Tree.Nodes) {
			n.Tree.Nodes[a.ID].Collapsed = !n.Tree.Nodes[a.ID].Collapsed
		}
	}
	return nil
}

// nimHumanMove plays a person's move, then lets the AI answer.
func (s *Screen) nimHumanMove(m nim.Move) []store.Effect {
	n := s.n
	if !n.HumanToMove() {
		switch {
		case n.Over:
			n.Message, n.Bad = "The game is over: start a new game or undo.", true
		case n.Comparing:
			n.Message, n.Bad = "Wait for the comparison to finish (or stop it).", true
		case n.Thinking:
			n.Message, n.Bad = "Wait for the AI's move.", true
		default:
			n.Message, n.Bad = "It is the AI's turn.", true
		}
		return nil
	}
	g := n.Game()
	if err := g.Check(n.position(), m); err != nil {
		n.Message, n.Bad = "Not a legal move: "+err.Error(), true
		return nil
	}
	return s.nimPlay(m.String(), n.PlayerName(n.Turn))
}

// nimPlay appends a legal move, and starts the AI when it is its turn.
func (s *Screen) nimPlay(move, who string) []store.Effect {
	n := s.n
	n.Moves = append(n.Moves, move)
	n.replay()
	n.Message, n.Bad = fmt.Sprintf("%s played %s.", who, move), false
	if n.Over {
		n.Auto = false
		n.Message += fmt.Sprintf(" Game over: %s won.", n.PlayerName(n.Winner))
	}
	if n.Tree != nil {
		s.nimOpenTree()
	}
	return s.nimNext()
}

// nimNext starts the AI's search when it is the AI's turn.
func (s *Screen) nimNext() []store.Effect {
	n := s.n
	if n.Over || n.Thinking {
		return nil
	}
	switch {
	case n.Mode == NimModeAI && n.Turn != n.HumanSide:
		return s.nimStartAI()
	case n.Mode == NimModeAIvAI && n.Auto:
		// A short pause so a person can follow the game: the page's ticker
		// asks for the move when it is over (Tick).
		n.autoAt, n.autoRun = s.h.Now().Add(nimAutoPause), n.RunID
	}
	return nil
}

// nimAutoPause is the pause between moves in automatic AI vs AI play.
const nimAutoPause = 600 * time.Millisecond

func (s *Screen) nimUndo() []store.Effect {
	n := s.n
	k := 1
	if n.Mode == NimModeAI {
		// Back to the person's turn: take back the AI's reply too.
		for k < len(n.Moves) && (len(n.Moves)-k)%2 != n.HumanSide {
			k++
		}
	}
	if k > len(n.Moves) || n.Mode == NimModeAI && (len(n.Moves)-k)%2 != n.HumanSide {
		n.Message, n.Bad = "Nothing to undo.", true
		return nil
	}
	var fx []store.Effect
	stopped := ""
	n.Auto = false // an undo pauses AI vs AI auto-play
	if n.Thinking {
		n.Thinking = false
		n.nimCompareStopped()
		stopped = " The AI's search was stopped."
		fx = append(fx, s.h.Solver().Stop)
	}
	n.RunID++ // a search still running answers a position that is gone
	undone := strings.Join(n.Moves[len(n.Moves)-k:], ", ")
	n.Moves = n.Moves[:len(n.Moves)-k]
	n.replay()
	n.Reply = nil
	n.Message, n.Bad = "Took back "+undone+"."+stopped, false
	if n.Tree != nil {
		s.nimOpenTree()
	}
	return fx
}

// nimNewGame starts a game from board.
func (s *Screen) nimNewGame(board string) []store.Effect {
	n := s.n
	st, err := nim.Parse(board)
	if err != nil {
		n.Message, n.Bad = "That position cannot be used: "+err.Error(), true
		return nil
	}
	var fx []store.Effect
	if n.Thinking {
		n.Thinking = false
		n.nimCompareStopped()
		fx = append(fx, s.h.Solver().Stop)
	}
	n.RunID++
	n.Start = st.String()
	n.Moves = nil
	n.Reply = nil
	n.Progress = api.Progress{}
	n.replay()
	n.Message, n.Bad = "New game from "+n.Start+".", false
	if n.Over {
		n.Message += " No move is possible: the game is already over."
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

// MoverAlgorithm is the algorithm of the AI to move: in AI vs AI the
// second player uses Algorithm2 when it is set.
func (n *NimState) MoverAlgorithm() string {
	if n.Mode == NimModeAIvAI && n.Turn == 1 && n.Algorithm2 != "" {
		return n.Algorithm2
	}
	return n.Algorithm
}

// MoverSwitches are the switches of the AI to move: AI 2's (Switches2)
// when the second player moves in AI vs AI.
func (n *NimState) MoverSwitches() NimSwitches {
	if n.Mode == NimModeAIvAI && n.Turn == 1 {
		return n.Switches2
	}
	return n.Switches
}

// Request is the solve request for the AI's move in the current position.
func (n *NimState) Request(seed int64) api.Request {
	algo := n.MoverAlgorithm()
	w := n.MoverSwitches()
	params := map[string]any{"rule": n.Rule, "variant": n.Variant, "candidates": n.Candidates}
	switch algo {
	case api.AlgoMinimax:
		params["depth"] = n.Depth
		params["tt"] = w.TT
	case api.AlgoAlphaBeta:
		params["depth"] = n.Depth
		params["ordering"], params["tt"], params["deepening"] = w.Ordering, w.TT, w.Deepening
	case api.AlgoMCTS:
		params["iterations"] = n.Iterations
		params["c"], params["solver"] = w.C, w.Solver
	}
	return api.Request{Game: "nim", Board: n.Pos, Algorithm: algo, Params: params,
		Seed: seed + int64(len(n.Moves)), MaxNodes: n.MaxNodes}
}

func (s *Screen) nimStartAI() []store.Effect {
	n := s.n
	body, err := json.Marshal(n.Request(s.h.Seed()))
	if err != nil {
		n.Message, n.Bad = err.Error(), true
		return nil
	}
	n.RunID++
	n.Thinking = true
	n.Progress = api.Progress{}
	n.Reply = nil
	n.Message, n.Bad = n.PlayerName(n.Turn)+" is thinking…", false
	id := n.RunID
	return []store.Effect{func() {
		s.h.Solver().Solve(string(body),
			func(line string) { s.h.Dispatch(NimSolverLine{RunID: id, Line: line}) },
			func(err string) { s.h.Dispatch(NimSolverEnd{RunID: id, Err: err}) })
	}}
}

func (s *Screen) nimLine(text string) {
	n := s.n
	w, ok := s.nimFinal(text)
	if !ok {
		return
	}
	n.Reply = &NimReply{Algorithm: n.MoverAlgorithm(), Switches: n.MoverSwitches(), Board: n.Pos, Ply: len(n.Moves), Status: string(w.Status), Move: w.BestMove,
		Value: w.Value, Proven: w.Proven, PV: w.Moves, Stats: w.Stats, Tree: w.TreeStats, Error: w.Error, Candidates: w.Candidates, CandidatesCut: w.CandidatesCut}
}

// nimCompareStopped marks a running comparison stopped (the caller stops
// the worker's search).
func (n *NimState) nimCompareStopped() {
	if n.Comparing {
		n.Comparing = false
		n.Compare.Stopped = true
	}
}

// nimEnd ends the AI's search: it plays the move the search chose.
func (s *Screen) nimEnd(errText string) []store.Effect {
	n := s.n
	n.Thinking = false
	r := n.Reply
	switch {
	case errText == "stopped":
		n.Message, n.Bad = "The AI's search was stopped.", true
		n.Auto = false
		return nil
	case errText != "":
		n.Message, n.Bad = "The AI could not move: "+errText, true
		n.Auto = false
		return nil
	case r == nil:
		n.Message, n.Bad = "The solver ended without a result.", true
		n.Auto = false
		return nil
	case r.Move == "" && r.Status == "budget_exceeded":
		msg := "The budget ran out before the AI chose a move (budget_exceeded"
		if r.Error != "" {
			msg += ": " + r.Error
		}
		n.Message, n.Bad = msg+"): raise the node budget or switch an enhancement back on.", true
		n.Auto = false
		return nil
	case r.Move == "":
		msg := "The AI found no move (" + r.Status
		if r.Error != "" {
			msg += ": " + r.Error
		}
		n.Message, n.Bad = msg+").", true
		n.Auto = false
		return nil
	}
	m, err := nim.ParseMove(r.Move)
	if err == nil {
		err = n.Game().Check(n.position(), m)
	}
	if err != nil {
		n.Message, n.Bad = "The AI's move does not apply: "+err.Error(), true
		n.Auto = false
		return nil
	}
	who := n.PlayerName(n.Turn)
	reply := n.Reply
	fx := s.nimPlay(m.String(), who)
	n.Reply = reply
	return fx
}

// ShareFragment is the share link of the Nim screen: the current
// position, the rules and the AI's settings.
func (s *Screen) ShareFragment() (string, error) {
	n := s.n
	p := map[string]string{"rule": n.Rule, "variant": n.Variant, "mode": n.Mode}
	switch n.Algorithm {
	case api.AlgoMinimax, api.AlgoAlphaBeta:
		p["depth"] = strconv.Itoa(n.Depth)
	case api.AlgoMCTS:
		p["iterations"] = strconv.Itoa(n.Iterations)
	}
	if n.MaxNodes > 0 {
		p["max_nodes"] = strconv.FormatInt(n.MaxNodes, 10)
	}
	if n.Algorithm2 != "" {
		p["algorithm2"] = n.Algorithm2
	}
	nimSwitchParams(p, n.Algorithm, n.Switches, "")
	if n.Mode == NimModeAIvAI {
		a2 := n.Algorithm2
		if a2 == "" {
			a2 = n.Algorithm
		}
		nimSwitchParams(p, a2, n.Switches2, "2")
	}
	return share.Encode(share.Link{Game: "nim", Board: n.Pos, Algorithm: n.Algorithm, Params: p, Seed: uint64(s.h.Seed())})
}

// nimSwitchParams adds the switches that matter to algo to a share link's
// params, each key followed by suffix ("" for AI 1, "2" for AI 2).
func nimSwitchParams(p map[string]string, algo string, w NimSwitches, suffix string) {
	b := func(v bool) string { return strconv.FormatBool(v) }
	switch algo {
	case api.AlgoAlphaBeta:
		p["ordering"+suffix], p["tt"+suffix], p["deepening"+suffix] = b(w.Ordering), b(w.TT), b(w.Deepening)
	case api.AlgoMinimax:
		p["tt"+suffix] = b(w.TT)
	case api.AlgoMCTS:
		p["c"+suffix], p["solver"+suffix] = strconv.FormatFloat(w.C, 'g', -1, 64), b(w.Solver)
	}
}

// nimParseSwitches reads a share link's switches (keys followed by
// suffix); a missing key keeps the default (links made before the switches
// existed), a bad one is reported in bad.
func nimParseSwitches(p map[string]string, suffix string, bad *[]string) NimSwitches {
	w := DefaultNimSwitches()
	for _, f := range []struct {
		key string
		dst *bool
	}{{"ordering", &w.Ordering}, {"tt", &w.TT}, {"deepening", &w.Deepening}, {"solver", &w.Solver}} {
		v, ok := p[f.key+suffix]
		if !ok {
			continue
		}
		if x, err := strconv.ParseBool(v); err == nil {
			*f.dst = x
		} else {
			*bad = append(*bad, fmt.Sprintf("%s%s %q is not true or false", f.key, suffix, v))
		}
	}
	if v, ok := p["c"+suffix]; ok {
		if c, err := strconv.ParseFloat(v, 64); err == nil && c >= 0 && c <= nimMaxC {
			w.C = c
		} else {
			*bad = append(*bad, fmt.Sprintf("c%s %q is not a number between 0 and %d", suffix, v, nimMaxC))
		}
	}
	return w
}

// nimOpenLink restores the Nim screen from a share link's content.
func (s *Screen) nimOpenLink(board, algo string, params map[string]string, seed uint64) []store.Effect {
	n := s.n
	if _, err := nim.Parse(board); err != nil {
		s.h.Notice("This share link holds a Nim position that cannot be used ("+err.Error()+"); the default position is shown.", true)
		return nil
	}
	bad := []string{}
	if v, err := nim.ParseVariant(params["variant"]); err == nil {
		n.Variant = v.String()
	} else {
		bad = append(bad, err.Error())
	}
	if r, err := nim.ParseRule(params["rule"]); err == nil {
		n.Rule = r.String()
	} else {
		bad = append(bad, err.Error())
	}
	switch m := params["mode"]; m {
	case NimModeAI, NimModeHints, NimModeAIvAI:
		n.Mode = m
	case "":
	default:
		bad = append(bad, fmt.Sprintf("unknown mode %q", m))
	}
	known := false
	for _, a := range NimAlgorithms {
		known = known || a.ID == algo
	}
	if known {
		n.Algorithm = algo
	} else if algo != "" {
		bad = append(bad, fmt.Sprintf("unknown algorithm %q", algo))
	}
	n.Algorithm2 = ""
	for _, a := range NimAlgorithms {
		if a.ID == params["algorithm2"] {
			n.Algorithm2 = a.ID
		}
	}
	if d, err := strconv.Atoi(params["depth"]); err == nil && d >= 0 {
		n.Depth = d
	}
	if it, err := strconv.Atoi(params["iterations"]); err == nil && it >= 1 {
		n.Iterations = it
	}
	if mn, err := strconv.ParseInt(params["max_nodes"], 10, 64); err == nil && mn >= 0 {
		n.MaxNodes = mn
	}
	n.Switches, n.Switches2 = nimParseSwitches(params, "", &bad), nimParseSwitches(params, "2", &bad)
	fx0 := s.h.SetSeed(int64(seed))
	n.Auto = false
	// The person plays the side to move in the shared position.
	n.HumanSide = 0
	fx := s.nimNewGame(board)
	if len(bad) > 0 {
		s.h.Notice("Opened a shared Nim position, but "+strings.Join(bad, "; ")+".", true)
	} else {
		s.h.Notice("Opened a shared Nim position ("+n.Start+").", false)
	}
	return append(fx0, fx...)
}

// Reduce implements store.Screen: the screen's own actions, and the shared
// keys while the Nim screen is shown: r the AI's move, u (Undo) takes back,
// Escape stops the AI, s steps the tree view, space switches auto-play in
// AI vs AI; the N-puzzle's keys mean nothing here.
func (s *Screen) Reduce(a actions.Action) []store.Effect {
	switch a := a.(type) {
	case NimAction:
		return s.reduceNim(a)
	case actions.Run:
		return s.reduceNim(NimAIMove{})
	case actions.Undo:
		return s.reduceNim(NimUndo{})
	case actions.Stop:
		n := s.n
		if n.Thinking {
			n.Thinking, n.Auto = false, false
			n.nimCompareStopped()
			n.RunID++
			n.Message, n.Bad = "The AI's search was stopped.", true
			return []store.Effect{s.h.Solver().Stop}
		}
	case actions.StepSearch:
		return s.reduceNim(NimTreeStep{N: 1}) // s: one step of the tree view
	case actions.SetSeed:
		return s.h.SetSeed(a.Seed)
	case actions.TogglePlay:
		if s.n.Mode == NimModeAIvAI { // space: auto-play on or off
			return s.reduceNim(NimSetAuto{On: !s.n.Auto})
		}
	}
	return nil
}

// OpenLink implements store.Screen.
func (s *Screen) OpenLink(l share.Link) []store.Effect {
	fx := s.nimOpenLink(l.Board, l.Algorithm, l.Params, l.Seed)
	return append(fx, s.nimPersist(NimNewGame{})...)
}

// Key maps the Nim screen's own key: u undoes.
func (s *Screen) Key(key string) (actions.Action, bool) {
	if key == "u" || key == "U" {
		return NimUndo{}, true
	}
	return nil, false
}

// Tick implements store.Screen: automatic AI vs AI play asks for the next
// move once its pause is over, and a playing review shows the next move.
func (s *Screen) Tick(now time.Time) (fx []store.Effect, changed bool) {
	n := s.n
	if !n.autoAt.IsZero() && !now.Before(n.autoAt) {
		n.autoAt = time.Time{}
		if n.Auto && n.RunID == n.autoRun {
			fx, changed = s.reduceNim(NimAIMove{}), true
		}
	}
	if r := &n.Review; r.Playing && !now.Before(r.nextAt) {
		fx, changed = append(fx, s.reduceNim(NimReviewTick{Gen: r.gen})...), true
	}
	return fx, changed
}

// Snapshot implements store.Screen: a copy of the state for the view.
func (s *Screen) Snapshot() any { return s.n.clone() }

// nimFinal decodes one NDJSON line from the solver: a progress line updates
// the progress shown, an unreadable line becomes the screen's message, and
// only the final result line is returned (ok true), its two-player fields
// never nil.
func (s *Screen) nimFinal(text string) (w api.Response, ok bool) {
	n := s.n
	if strings.TrimSpace(text) == "" {
		return w, false
	}
	l, err := api.DecodeLine([]byte(text))
	if err != nil {
		n.Message, n.Bad = "Unreadable line from the solver: "+err.Error(), true
		return w, false
	}
	if l.Progress != nil {
		n.Progress = *l.Progress
		return w, false
	}
	w = *l.Final
	if w.TwoPlayerResult == nil {
		w.TwoPlayerResult = &api.TwoPlayerResult{}
	}
	return w, true
}
