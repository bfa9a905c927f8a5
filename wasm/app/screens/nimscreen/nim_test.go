package nimscreen

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"searchlab/core/nim"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/screens/npuzzlescreen"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/store/storetest"
)

// registrySolver answers requests with the real registry (storetest).
type registrySolver = storetest.RegistrySolver

// testGames are the screens of the tests: the N-puzzle (the first-load
// screen) and Nim.
var testGames = []store.Game{npuzzlescreen.Game(nil), Game}

// testClock is the tests' fixed clock; ticks are given explicitly.
var testClock = time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)

// nimOf is the Nim screen's state in the store's snapshot (the screen is
// shown).
func nimOf(s *store.Store) *State { return s.State().Screen.(*State) }

type memStorage map[string]string

func (m memStorage) Load(k string) (string, bool) { v, ok := m[k]; return v, ok }
func (m memStorage) Save(k, v string) error       { m[k] = v; return nil }

func newNimTest(t *testing.T) (*store.Store, *registrySolver) {
	t.Helper()
	f := &registrySolver{}
	s := store.New(store.Deps{Games: testGames,
		Solver: f, Now: func() time.Time { return time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC) }})
	s.Dispatch(actions.SelectGame{ID: "nim"})
	if s.State().Game != "nim" {
		t.Fatal("the nim screen did not open")
	}
	return s, f
}

// oracleWins is the theory's verdict for the player to move in board.
func oracleWins(t *testing.T, g nim.Game, board string) bool {
	t.Helper()
	s, err := nim.Parse(board)
	if err != nil {
		t.Fatal(err)
	}
	w, err := nim.NewOracle(g).Wins(s)
	if err != nil {
		t.Fatal(err)
	}
	return w
}

// A person's move, then the AI's reply through the solver: the reply is a
// winning move whenever one exists (alpha-beta to the end is exact).
func TestNimHumanMoveAndAIReply(t *testing.T) {
	s, f := newNimTest(t)
	s.Dispatch(NewGame{Board: "3 4 5"})
	// 3 4 5 is won for the mover; take 1 from heap 3 (5 → 4): 3 4 4 is won
	// for the AI (it can move 1-3, leaving 0 4 4).
	s.Dispatch(Take{Heap: 2, Take: 1})
	n := nimOf(s)
	if len(f.Requests) != 1 || f.Requests[0].Board != "3 4 4" || f.Requests[0].Game != "nim" || f.Requests[0].Algorithm != "alphabeta" {
		t.Fatalf("requests %+v: want one alphabeta request for 3 4 4", f.Requests)
	}
	if len(n.Moves) != 2 || n.Moves[0] != "3-1" {
		t.Fatalf("moves %v: want the person's 3-1 then the AI's reply", n.Moves)
	}
	if n.Reply == nil || n.Reply.Move != n.Moves[1] || !n.Reply.Proven || n.Reply.Value != 1 || n.Reply.Stats.Expanded == 0 {
		t.Fatalf("reply %+v", n.Reply)
	}
	g := n.Game()
	if oracleWins(t, g, n.Pos) {
		t.Errorf("after the AI's reply %s the position %s is won for the person: the AI missed a win", n.Moves[1], n.Pos)
	}
	// The candidate table: every legal move of 3 4 4 (11), valued as the
	// oracle does; the move played is one with value +1.
	if len(n.Reply.Candidates) != 11 || n.Reply.CandidatesCut {
		t.Fatalf("candidates %+v (cut %v): want the 11 moves of 3 4 4", n.Reply.Candidates, n.Reply.CandidatesCut)
	}
	before, _ := nim.Parse("3 4 4")
	for _, c := range n.Reply.Candidates {
		m, _ := nim.ParseMove(c.Move)
		want := 1.0
		if oracleWins(t, g, g.Apply(before, m).WithTurn(0).String()) {
			want = -1
		}
		if c.Value != want || !c.Exact {
			t.Errorf("candidate %+v: want value %v, exact", c, want)
		}
		if c.Move == n.Moves[1] && c.Value != 1 {
			t.Errorf("the AI played %s valued %v", c.Move, c.Value)
		}
	}
	if p, ok := f.Requests[0].Params["candidates"].(bool); !ok || !p {
		t.Errorf("request params %v: candidates not asked for", f.Requests[0].Params)
	}
	if n.Turn != 0 || !n.HumanToMove() || n.Thinking() {
		t.Errorf("turn %d thinking %v: want the person to move", n.Turn, n.Thinking())
	}
	// Undo takes back both moves.
	s.Dispatch(Undo{})
	n = nimOf(s)
	if len(n.Moves) != 0 || n.Pos != "3 4 5" {
		t.Errorf("after undo: moves %v position %s", n.Moves, n.Pos)
	}
	s.Dispatch(Undo{})
	if n := nimOf(s); !n.Bad {
		t.Errorf("undo with nothing to undo: message %q should say so", n.Message)
	}
}

func TestNimIllegalAndOutOfTurn(t *testing.T) {
	s, f := newNimTest(t)
	s.Dispatch(Take{Heap: 0, Take: 4}) // heap 1 has 3 stones
	if n := nimOf(s); !n.Bad || len(n.Moves) != 0 || len(f.Requests) != 0 {
		t.Errorf("illegal move accepted: %+v", n)
	}
	s.Dispatch(Take{Heap: 7, Take: 1})
	if n := nimOf(s); !n.Bad || len(n.Moves) != 0 {
		t.Errorf("move on a missing heap accepted: %+v", n)
	}
	// The AI is thinking: the person cannot move.
	f.Hold = true
	s.Dispatch(Take{Heap: 0, Take: 1})
	if n := nimOf(s); !n.Thinking() {
		t.Fatal("the AI is not thinking")
	}
	s.Dispatch(Take{Heap: 1, Take: 1})
	if n := nimOf(s); len(n.Moves) != 1 || !n.Bad {
		t.Errorf("moved during the AI's turn: %v", n.Moves)
	}
	// Undo while thinking stops the search and takes back the move.
	s.Dispatch(Undo{})
	if n := nimOf(s); n.Thinking() || len(n.Moves) != 0 || f.Stops != 1 {
		t.Errorf("undo while thinking: thinking %v moves %v stops %d", n.Thinking(), n.Moves, f.Stops)
	}
}

// Hints agree with the oracle: every winning move leads to a lost position,
// and a lost position lists none.
func TestNimHints(t *testing.T) {
	s, _ := newNimTest(t)
	s.Dispatch(SetMode{Mode: ModeHints})
	for _, tc := range []struct {
		board, variant, rule string
		wins                 bool
		winning              []string
		sum                  int
	}{
		{"3 4 5", "nim", "normal", true, []string{"1-2"}, 2},
		{"1 2 3", "nim", "normal", false, nil, 0},
		{"1 1 1", "nim", "misere", false, nil, 1},
		{"1 1", "nim", "misere", true, []string{"1-1", "2-1"}, 0},
		{"7", "grundy", "normal", false, nil, 0}, // G(7) = 0
		{"8", "grundy", "normal", true, []string{"1:1+7"}, 2},
	} {
		s.Dispatch(SetRules{Variant: tc.variant, Rule: tc.rule})
		s.Dispatch(NewGame{Board: tc.board})
		h := nimOf(s).Hints
		if h == nil {
			t.Fatalf("%s: no hints", tc.board)
		}
		if !h.Decided || h.Wins != tc.wins || h.Sum != tc.sum || len(h.Winning) != len(tc.winning) {
			t.Errorf("%s %s %s: hints %+v, want wins %v sum %d winning %v", tc.board, tc.variant, tc.rule, h, tc.wins, tc.sum, tc.winning)
			continue
		}
		for i := range tc.winning {
			if h.Winning[i] != tc.winning[i] {
				t.Errorf("%s: winning %v, want %v", tc.board, h.Winning, tc.winning)
			}
		}
	}
	// Misère Grundy beyond the page's bound: the Grundy value only, and a note.
	s.Dispatch(SetRules{Variant: "grundy", Rule: "misere"})
	s.Dispatch(NewGame{Board: "20 25"})
	if h := nimOf(s).Hints; h == nil || h.Decided || len(h.Winning) != 0 || !strings.Contains(h.Note, "up to 40 stones") {
		t.Errorf("misère Grundy 20 25: hints %+v, want only the Grundy value and a note", h)
	}
	// Two people alternate; no request goes to the solver.
	s.Dispatch(SetRules{Variant: "nim", Rule: "normal"})
	s.Dispatch(NewGame{Board: "2 2"})
	s.Dispatch(Take{Heap: 0, Take: 1})
	s.Dispatch(Take{Heap: 1, Take: 1})
	n := nimOf(s)
	if n.Pos != "1 1" || n.Turn != 0 || n.Thinking() {
		t.Errorf("hints mode: position %s turn %d thinking %v", n.Pos, n.Turn, n.Thinking())
	}
	s.Dispatch(Undo{})
	if n := nimOf(s); n.Pos != "1 2" {
		t.Errorf("undo in hints mode takes back one move: %s", n.Pos)
	}
}

// AI vs AI to the end: the game ends, every move legal, the winner is the
// side the oracle says wins from the start (both play perfectly).
func TestNimAIvsAI(t *testing.T) {
	s, _ := newNimTest(t)
	s.Dispatch(SetMode{Mode: ModeAIvAI})
	s.Dispatch(NewGame{Board: "1 2 4"})
	for i := 0; i < 20 && !nimOf(s).Over; i++ {
		s.Dispatch(AIMove{})
	}
	n := nimOf(s)
	if !n.Over {
		t.Fatalf("not over after 20 AI moves: %v", n.Moves)
	}
	g := n.Game()
	st, _ := nim.Parse("1 2 4")
	for _, m := range n.Moves {
		mv, err := nim.ParseMove(m)
		if err == nil {
			err = g.Check(st, mv)
		}
		if err != nil {
			t.Fatalf("move %s: %v", m, err)
		}
		st = g.Apply(st, mv)
	}
	if want := 0; !oracleWins(t, g, "1 2 4") || n.Winner != want {
		t.Errorf("winner %d, want %d (the first player wins 1 2 4)", n.Winner, want)
	}
}

// The AI starts when the person plays second; MCTS and the oracle work too.
func TestNimAIStartsAndAlgorithms(t *testing.T) {
	s, f := newNimTest(t)
	for _, algo := range []string{"oracle", "mcts", "minimax"} {
		s.Dispatch(SetAI{Algorithm: algo, Iterations: 50000})
		s.Dispatch(SetHumanSide{Side: 1})
		n := nimOf(s)
		if len(n.Moves) != 1 || n.Reply == nil || n.Reply.Algorithm != algo {
			t.Fatalf("%s: the AI did not start: %v %+v", algo, n.Moves, n.Reply)
		}
		if oracleWins(t, n.Game(), n.Pos) {
			t.Errorf("%s: the AI's opening %s on 3 4 5 is not winning", algo, n.Moves[0])
		}
		if last := f.Requests[len(f.Requests)-1]; last.Algorithm != algo {
			t.Errorf("request %+v", last)
		}
	}
	s.Dispatch(SetAI{Algorithm: "dijkstra", Iterations: 1})
	if n := nimOf(s); !n.Bad || n.Algorithm != "minimax" {
		t.Errorf("unknown algorithm accepted: %+v", n)
	}
}

func TestNimShareLink(t *testing.T) {
	s, _ := newNimTest(t)
	s.Dispatch(SetRules{Variant: "grundy", Rule: "misere"})
	s.Dispatch(SetMode{Mode: ModeHints})
	s.Dispatch(NewGame{Board: "5 8"})
	s.Dispatch(Split{Heap: 0, A: 1})
	s.Dispatch(SetAlgorithm2{Algorithm: "mcts"})
	frag, err := s.ShareFragment()
	if err != nil {
		t.Fatal(err)
	}
	s2, _ := newNimTest(t)
	s2.Dispatch(actions.SelectGame{ID: "npuzzle"})
	s2.Dispatch(actions.OpenLink{Fragment: "#" + frag})
	st := s2.State()
	if st.Game != "nim" {
		t.Fatalf("opened link: game %s", st.Game)
	}
	if n := nimOf(s2); n.Start != "1 4 8" || n.Variant != "grundy" || n.Rule != "misere" || n.Mode != ModeHints || n.Algorithm2 != "mcts" || st.Notice.Kind == actions.NoticeError {
		t.Errorf("opened link: nim %+v notice %q", n, st.Notice.Text)
	}
}

func TestNimRandomAndPresets(t *testing.T) {
	s, _ := newNimTest(t)
	s.Dispatch(SetMode{Mode: ModeHints})
	seen := map[string]bool{}
	for i := 0; i < 5; i++ {
		s.Dispatch(Random{})
		n := nimOf(s)
		if _, err := nim.Parse(n.Start); err != nil || len(n.Heaps) < 3 {
			t.Fatalf("random position %q: %v", n.Start, err)
		}
		seen[n.Start] = true
	}
	if len(seen) < 3 {
		t.Errorf("random positions repeat: %v", seen)
	}
	for _, p := range Presets {
		if _, err := nim.Parse(p.Board); err != nil {
			t.Errorf("preset %s: %v", p.Name, err)
		}
	}
	s.Dispatch(NewGame{Board: "3 x"})
	if n := nimOf(s); !n.Bad {
		t.Error("a bad position was accepted")
	}
}

// The shared keys on the Nim screen: r asks the AI, Escape stops it, u/undo
// undoes, s steps the tree, space toggles auto-play; N-puzzle keys do nothing.
func TestNimKeys(t *testing.T) {
	s, f := newNimTest(t)
	s.Dispatch(SetMode{Mode: ModeAIvAI})
	f.Hold = true
	s.Dispatch(actions.Run{})
	if n := nimOf(s); !n.Thinking() || len(f.Requests) != 1 || f.Requests[0].Game != "nim" {
		t.Fatalf("r: thinking %v requests %d", n.Thinking(), len(f.Requests))
	}
	s.Dispatch(actions.Stop{})
	if n := nimOf(s); n.Thinking() || f.Stops != 1 {
		t.Errorf("Escape: thinking %v stops %d", n.Thinking(), f.Stops)
	}
	f.Hold = false
	s.Dispatch(actions.Run{})
	if n := nimOf(s); len(n.Moves) != 1 {
		t.Fatalf("r: moves %v", n.Moves)
	}
	s.Dispatch(actions.Undo{})
	if n := nimOf(s); len(n.Moves) != 0 {
		t.Errorf("undo key: moves %v", n.Moves)
	}
	// The N-puzzle's board, read on its own screen (the Nim screen stays
	// as it is across the visit).
	npBoard := func() string {
		s.Dispatch(actions.SelectGame{ID: npuzzlescreen.ID})
		b := s.State().Screen.(*npuzzlescreen.State).Board.String()
		s.Dispatch(actions.SelectGame{ID: Game.ID})
		return b
	}
	before, beforeNim := npBoard(), nimOf(s)
	s.Dispatch(actions.Arrow{Dir: "up"})
	s.Dispatch(actions.SelectAlgorithm{ID: "bfs"}) // the solver panel's: not the Nim screen's
	if after := npBoard(); after != before || nimOf(s).Pos != beforeNim.Pos {
		t.Error("N-puzzle keys changed something on the Nim screen")
	}
	s.Dispatch(Tree{On: true})
	s.Dispatch(actions.StepSearch{N: 1})
	if n := nimOf(s); n.Tree == nil || n.TreeSummary().Steps != 1 {
		t.Errorf("s: tree %+v, %+v", n.Tree, n.TreeSummary())
	}
	s.Dispatch(actions.TogglePlay{})
	if n := nimOf(s); !n.Auto && !n.Over {
		t.Errorf("space in AI vs AI: auto %v", n.Auto)
	}
}

// The game, the rules, the mode and the AI's settings survive a reload; a
// damaged copy is ignored.
func TestNimPersist(t *testing.T) {
	mem := memStorage{}
	mk := func() *store.Store {
		s := store.New(store.Deps{Games: testGames,
			Solver: &registrySolver{}, Storage: mem, Now: func() time.Time { return time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC) }})
		s.Dispatch(actions.SelectGame{ID: "nim"})
		return s
	}
	s := mk()
	s.Dispatch(SetRules{Variant: "grundy", Rule: "misere"})
	s.Dispatch(SetMode{Mode: ModeHints})
	s.Dispatch(SetAI{Algorithm: "mcts", Iterations: 1234, MaxNodes: 99})
	s.Dispatch(NewGame{Board: "5 8"})
	s.Dispatch(Split{Heap: 1, A: 3})
	want := nimOf(s)

	got := nimOf(mk())
	if got.Start != "5 8" || len(got.Moves) != 1 || got.Moves[0] != "2:3+5" || got.Pos != want.Pos || got.Variant != "grundy" || got.Rule != "misere" ||
		got.Mode != ModeHints || got.Algorithm != "mcts" || got.Iterations != 1234 || got.MaxNodes != 99 || !got.ShowHints || got.Turn != 1 {
		t.Errorf("restored %+v\nwant %+v", got, want)
	}
	mem[KeyNim] = "{not json"
	if got := nimOf(mk()); got.Start != "3 4 5" || len(got.Moves) != 0 {
		t.Errorf("a damaged copy was used: %+v", got)
	}
	mem[KeyNim] = `{"variant":"nim","rule":"normal","start":"3 4 5","moves":["1-1","9-9"],"mode":"ai","algorithm":"oracle","candidates":true}`
	if got := nimOf(mk()); len(got.Moves) != 1 || got.Pos != "2 4 5" || got.Algorithm != "oracle" {
		t.Errorf("a copy with an illegal move: %+v (want the legal prefix)", got)
	}
}

// The game player replays the game without changing it; a move returns to
// the live position; play advances by itself and stops at the end.
func TestNimReview(t *testing.T) {
	s, _ := newNimTest(t)
	s.Dispatch(SetMode{Mode: ModeHints})
	for _, m := range []Take{{Heap: 0, Take: 1}, {Heap: 1, Take: 2}, {Heap: 2, Take: 3}} {
		s.Dispatch(m)
	}
	n := nimOf(s)
	if n.Pos != "2 2 2" || n.Review.On {
		t.Fatalf("position %s review %+v", n.Pos, n.Review)
	}
	s.Dispatch(ReviewSeek{Index: 1})
	n = nimOf(s)
	if !n.Review.On || fmt.Sprint(n.DisplayHeaps()) != "[2 4 5]" || n.Pos != "2 2 2" || n.HumanToMove() {
		t.Errorf("review at 1: shows %v, live %s, human may move %v", n.DisplayHeaps(), n.Pos, n.HumanToMove())
	}
	s.Dispatch(ReviewStep{Delta: -5})
	if n := nimOf(s); fmt.Sprint(n.DisplayHeaps()) != "[3 4 5]" || n.Review.Index != 0 {
		t.Errorf("step back past the start: %v index %d", n.DisplayHeaps(), n.Review.Index)
	}
	s.Dispatch(ReviewStep{Delta: 3})
	if n := nimOf(s); n.Review.On || fmt.Sprint(n.DisplayHeaps()) != "[2 2 2]" || !n.HumanToMove() {
		t.Errorf("stepping to the end returns live: %+v", n.Review)
	}
	s.Dispatch(ReviewSeek{Index: 2})
	s.Dispatch(Take{Heap: 0, Take: 1}) // a move leaves the review and plays on the live position
	if n := nimOf(s); n.Review.On || n.Pos != "1 2 2" {
		t.Errorf("a move while reviewing: review %+v position %s", n.Review, n.Pos)
	}
	s.Dispatch(ReviewSpeed{MovesPerSecond: 20})
	s.Dispatch(ReviewPlay{})
	if n := nimOf(s); !n.Review.Playing || n.Review.Index != 0 {
		t.Fatalf("play from the end restarts at 0: %+v", n.Review)
	}
	// The page's ticker plays it: one move per 1/20 s.
	for i := 1; i <= 10; i++ {
		s.Tick(testClock.Add(time.Duration(i) * 50 * time.Millisecond))
		if n := nimOf(s); i <= 4 && (n.Review.Index != i || !n.Review.Playing && i < 4) {
			t.Errorf("tick %d: review %+v", i, n.Review)
		}
	}
	if n := nimOf(s); n.Review.Playing || n.Review.On || n.Review.Index != 4 {
		t.Errorf("after playing to the end: %+v", n.Review)
	}
}

// AI vs AI with two algorithms: the requests alternate between them, and
// the reply names the algorithm that moved.
func TestNimAIvsAITwoAlgorithms(t *testing.T) {
	s, f := newNimTest(t)
	s.Dispatch(SetMode{Mode: ModeAIvAI})
	s.Dispatch(SetAlgorithm2{Algorithm: "oracle"})
	s.Dispatch(NewGame{Board: "3 4 5"})
	for i := 0; i < 4; i++ {
		s.Dispatch(AIMove{})
		want := []string{"alphabeta", "oracle"}[i%2]
		if got := f.Requests[len(f.Requests)-1].Algorithm; got != want {
			t.Errorf("move %d by %s, want %s", i+1, got, want)
		}
		if r := nimOf(s).Reply; r == nil || r.Algorithm != want {
			t.Errorf("reply %d: %+v", i+1, r)
		}
	}
	s.Dispatch(SetAuto{On: true}) // plays one move now, the next after a pause
	s.Dispatch(Undo{})
	if n := nimOf(s); n.Auto {
		t.Error("undo left auto-play on")
	}
	moves := len(nimOf(s).Moves)
	s.Tick(testClock.Add(2 * nimAutoPause))
	if n := nimOf(s); len(n.Moves) != moves {
		t.Errorf("auto-play went on after undo: %v", n.Moves)
	}
	// On again: one move at once, the next when the ticker passes the pause.
	s.Dispatch(SetAuto{On: true})
	moves = len(nimOf(s).Moves)
	s.Tick(testClock.Add(nimAutoPause / 2))
	if n := nimOf(s); len(n.Moves) != moves {
		t.Errorf("auto-play moved before its pause: %v", n.Moves)
	}
	s.Tick(testClock.Add(nimAutoPause))
	if n := nimOf(s); len(n.Moves) != moves+1 && !n.Over {
		t.Errorf("auto-play did not move after its pause: %d moves, had %d", len(n.Moves), moves)
	}
	s.Dispatch(SetAuto{On: false})
	s.Dispatch(SetAlgorithm2{Algorithm: "bogus"})
	if n := nimOf(s); !n.Bad || n.Algorithm2 != "oracle" {
		t.Errorf("bad second algorithm accepted: %q", n.Algorithm2)
	}
}

// Choosing AI vs AI starts the game by itself (issue 21 item 4): auto-play
// is on, the first move comes once the ticker passes the pause, the game
// plays to its end without a click; Pause stops it and a new game in AI vs
// AI plays by itself again.
func TestNimAIvsAIStartsByItself(t *testing.T) {
	s, _ := newNimTest(t)
	s.Dispatch(NewGame{Board: "1 2 4"})
	s.Dispatch(SetMode{Mode: ModeAIvAI})
	if n := nimOf(s); !n.Auto || len(n.Moves) != 0 {
		t.Fatalf("AI vs AI chosen: auto %v, moves %v", n.Auto, n.Moves)
	}
	now := testClock
	for i := 0; i < 40 && !nimOf(s).Over; i++ {
		now = now.Add(nimAutoPause)
		s.Tick(now)
	}
	if n := nimOf(s); !n.Over || n.Auto || len(n.Moves) == 0 {
		t.Fatalf("AI vs AI did not play to the end by itself: over %v auto %v moves %v", n.Over, n.Auto, n.Moves)
	}
	s.Dispatch(NewGame{})
	if n := nimOf(s); !n.Auto {
		t.Errorf("a new AI vs AI game does not play by itself")
	}
	s.Dispatch(SetAuto{On: false})
	now = now.Add(10 * nimAutoPause)
	s.Tick(now)
	if n := nimOf(s); len(n.Moves) != 0 {
		t.Errorf("paused AI vs AI moved: %v", n.Moves)
	}
	s.Dispatch(SetMode{Mode: ModeAI})
	if n := nimOf(s); n.Auto {
		t.Errorf("auto-play stays on against a person")
	}
}
