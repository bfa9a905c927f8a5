package nimscreen

import (
	"strconv"

	"searchlab/core/nim"
	"searchlab/core/registry"
	"searchlab/core/wire"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
)

// Modes of the Nim screen.
const (
	ModeAI    = "ai"    // a person against the AI
	ModeHints = "hints" // two people, with hints
	ModeAIvAI = "aivai" // the AI against itself
)

// Algorithms are the AI's algorithms (core/api's nim registry ids) with
// their display names.
var Algorithms = []struct{ ID, Name string }{
	{registry.AlgoAlphaBeta, "Alpha-beta"},
	{registry.AlgoMinimax, "Minimax"},
	{registry.AlgoMCTS, "Monte Carlo tree search (UCT)"},
	{registry.AlgoOracle, "Theory oracle"},
}

// AlgorithmName is the display name of one of the screen's algorithms
// ("" for an id it lacks).
func AlgorithmName(id string) string {
	for _, a := range Algorithms {
		if a.ID == id {
			return a.Name
		}
	}
	return ""
}

// knownAlgorithm reports whether id is one of the screen's algorithms.
func knownAlgorithm(id string) bool { return AlgorithmName(id) != "" }

// Preset is a named starting position.
type Preset struct {
	Name, Board, Variant string
}

// Presets are the preset positions.
var Presets = []Preset{
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

// State is the Nim screen: the game in progress, the mode, the AI's
// settings and its last search.
type State struct {
	Variant, Rule string // "nim"|"grundy", "normal"|"misere"
	Start         string // the position the game started from
	Moves         []string
	Pos           string // the current position (text form)
	Heaps         []int  // the current heaps, in display order
	Turn          int    // player to move: 0 started the game
	Over          bool   // no move left
	Winner        int    // when Over: the player who won

	Mode       string
	HumanSide  int // in ModeAI: the side the person plays (0 moves first)
	Algorithm  string
	Algorithm2 string // AI vs AI: the second player's algorithm ("" = the same)
	Depth      int
	Iterations int
	MaxNodes   int64
	// Switches are AI 1's search switches (alpha-beta's ordering, TT and
	// deepening, minimax's TT, MCTS's C and solver); Switches2 AI 2's in
	// AI vs AI.
	Switches   Switches
	Switches2  Switches
	Candidates bool // ask the solver for every root move's value
	ShowHints  bool
	Randoms    uint64

	// GamePanel owns the screen's one run (the AI's move, the compare
	// table's queue, a trace), its progress and the replay.
	store.GamePanel
	Compare *Compare // the compare-settings table (nil: not run)
	Reply   *Reply   // the AI's last search
	Message string   // a line about the last action
	Bad     bool     // Message reports a problem

	Hints  *Hints // nil when hints are hidden or unavailable
	Tree   *TreeView
	Review Review // the game player

	lastSaved string // the JSON last written to storage (persist.go)
}

// Reply is the outcome of one AI search (the final object of the solve
// stream, nim extras included).
type Reply struct {
	Algorithm string
	Switches  Switches // the switches the search ran with
	Board     string   // the position searched
	Ply       int      // len(Moves) when the search started
	Status    string
	Move      string // the move played ("" if none)
	Value     float64
	Proven    bool
	PV        []string
	Stats     wire.Stats
	Tree      wire.TreeStats
	Error     string
	Reason    string // why the search stopped short (api.Reason.Text), when it did
	// Candidates are the root moves with their values, when the solver
	// sent them (opt-in "candidates" parameter).
	Candidates    []wire.Candidate
	CandidatesCut bool // the budget ran out before every move was valued
}

// Hints is what the hints show for the player to move.
type Hints struct {
	Sum     int      // nim-sum (Nim) or Grundy value (Grundy's game, the XOR of G(h))
	SumName string   // "nim-sum" or "Grundy value"
	Decided bool     // the outcome is known (false: only the sum is shown)
	Wins    bool     // the player to move wins with perfect play
	Winning []string // the winning moves
	Note    string   // why hints are partial or missing
}

// Game returns the rules.
func (n *State) Game() nim.Game {
	v, _ := nim.ParseVariant(n.Variant)
	r, _ := nim.ParseRule(n.Rule)
	return nim.Game{Variant: v, Rule: r}
}

// HumanToMove reports whether a person may move now.
func (n *State) HumanToMove() bool {
	if n.Over || n.Thinking() || n.Review.On {
		return false
	}
	switch n.Mode {
	case ModeHints:
		return true
	case ModeAI:
		return n.Turn == n.HumanSide
	}
	return false
}

// PlayerName names player p in the current mode, in English.
func (n *State) PlayerName(p int) string { return n.PlayerNameIn(i18n.English, p) }

// PlayerNameIn names player p in the current mode in l.
func (n *State) PlayerNameIn(l i18n.Lang, p int) string {
	switch n.Mode {
	case ModeAI:
		if p == n.HumanSide {
			return l.T("nim.player.you")
		}
		return l.T("nim.player.ai")
	case ModeAIvAI:
		return l.T("nim.player.ai2", "n", p+1)
	}
	return l.T("nim.player.n", "n", p+1)
}

func (n *State) clone() *State {
	c := *n
	c.Moves = append([]string(nil), n.Moves...)
	c.Heaps = append([]int(nil), n.Heaps...)
	if n.Reply != nil {
		r := *n.Reply
		r.PV = append([]string(nil), n.Reply.PV...)
		r.Candidates = append([]wire.Candidate(nil), n.Reply.Candidates...)
		c.Reply = &r
	}
	if n.Hints != nil {
		h := *n.Hints
		h.Winning = append([]string(nil), n.Hints.Winning...)
		c.Hints = &h
	}
	if n.Tree != nil {
		t := *n.Tree
		c.Tree = &t
	}
	c.Replay = n.Replay.Clone()
	if n.Compare != nil {
		c.Compare = n.Compare.clone()
	}
	return &c
}

// DefaultSwitches are core/api's defaults for Nim: alpha-beta with move
// ordering and transposition table, without iterative deepening; minimax
// with its table; MCTS with C = √2 and MCTS-Solver.
func DefaultSwitches() Switches {
	return Switches{Ordering: true, TT: true, Deepening: false, C: registry.DefaultUCTC, Solver: registry.DefaultUCTSolver}
}

// nimMaxC bounds MCTS's exploration constant (core/api's limit).
const nimMaxC = 100

// SwitchesSummary describes the switches that matter to algo, e.g.
// "ordering on, TT off, deepening off" ("" for the oracle).
func SwitchesSummary(algo string, w Switches) string {
	return SwitchesSummaryIn(i18n.English, algo, w)
}

// SwitchesSummaryIn is SwitchesSummary in l.
func SwitchesSummaryIn(l i18n.Lang, algo string, w Switches) string {
	on := map[bool]string{true: l.T("nim.switches.on"), false: l.T("nim.switches.off")}
	switch algo {
	case registry.AlgoAlphaBeta:
		return l.T("nim.switches.alphabeta", "ordering", on[w.Ordering], "tt", on[w.TT], "deepening", on[w.Deepening])
	case registry.AlgoMinimax:
		return l.T("nim.switches.minimax", "tt", on[w.TT])
	case registry.AlgoMCTS:
		return l.T("nim.switches.mcts", "c", strconv.FormatFloat(w.C, 'g', 4, 64), "solver", on[w.Solver])
	}
	return ""
}

func newNimState() *State {
	n := &State{Variant: "nim", Rule: "normal", Mode: ModeAI, Algorithm: registry.AlgoAlphaBeta,
		Iterations: nimDefaultIterations, Candidates: true, Switches: DefaultSwitches(), Switches2: DefaultSwitches()}
	n.Start = "3 4 5"
	n.replay()
	return n
}

// replay recomputes the position from Start and Moves. A move that does
// not replay (never expected) cuts the list there.
func (n *State) replay() {
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
func (n *State) position() nim.State {
	s, err := nim.Parse(n.Pos)
	if err != nil {
		return nim.MustState(0)
	}
	return s
}

// computeHints fills Hints from the theory (core/nim's Game.Hints: a
// small, bounded computation on the page).
func (n *State) computeHints() {
	n.Hints = nil
	if !n.ShowHints || n.Over {
		return
	}
	h := n.Game().Hints(n.position())
	n.Hints = &Hints{Sum: h.Sum, SumName: h.SumName, Decided: h.Decided, Wins: h.Wins, Note: h.Note}
	for _, m := range h.Winning {
		n.Hints.Winning = append(n.Hints.Winning, m.String())
	}
}

// Comparing reports whether the running search belongs to the compare
// table.
func (n *State) Comparing() bool { return n.Job.Is(store.ForCompare) }
