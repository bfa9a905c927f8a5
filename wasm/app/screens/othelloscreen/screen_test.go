package othelloscreen

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"searchlab/core/othello"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/screens/npuzzlescreen"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/store/storetest"
)

// registrySolver answers solve requests with the real registry and runs
// the match panel's requests through api.PlayMatch (storetest).
type registrySolver struct{ storetest.RegistrySolver }

// matches counts the match requests.
func (r *registrySolver) matches() int {
	n := 0
	for _, p := range r.Paths {
		if p == store.PathTournament {
			n++
		}
	}
	return n
}

type memStorage map[string]string

func (m memStorage) Load(k string) (string, bool) { v, ok := m[k]; return v, ok }
func (m memStorage) Save(k, v string) error       { m[k] = v; return nil }

var testClock = time.Date(2026, 11, 24, 8, 0, 0, 0, time.UTC)

func newTest(t *testing.T, mem memStorage) (*store.Store, *registrySolver) {
	t.Helper()
	f := &registrySolver{}
	deps := store.Deps{Games: []store.Game{npuzzlescreen.Game(nil), Game}, Solver: f, Now: func() time.Time { return testClock }}
	if mem != nil {
		deps.Storage = mem
	}
	s := store.New(deps)
	s.Dispatch(actions.SelectGame{ID: ID})
	if s.State().Game != ID {
		t.Fatal("the Othello screen did not open")
	}
	return s, f
}

func stateOf(s *store.Store) *State { return s.State().Screen.(*State) }

// twoPeople makes both sides human.
func twoPeople(s *store.Store) {
	s.Dispatch(SetSide{Side: 0, Player: Player{Algo: Human}})
	s.Dispatch(SetSide{Side: 1, Player: Player{Algo: Human}})
}

// A person's move places the disc, turns exactly the discs core/othello
// says, marks the last move, and hands the turn over with the new legal
// moves.
func TestPlayFlipsAndLegal(t *testing.T) {
	s, _ := newTest(t, nil)
	twoPeople(s)
	st := stateOf(s)
	if st.Pos != othello.Start() || st.LegalCount() != 4 || st.Turn() != 0 {
		t.Fatalf("first position %v, %d legal, turn %d", st.Pos, st.LegalCount(), st.Turn())
	}
	s.Dispatch(Play{Square: "e3"}) // not legal at the start
	if st = stateOf(s); len(st.Moves) != 0 || !st.Bad || !strings.Contains(st.Message, "Not a legal move") {
		t.Fatalf("illegal e3: moves %v, message %q", st.Moves, st.Message)
	}
	s.Dispatch(Play{Square: "f5"})
	st = stateOf(s)
	p0 := othello.Start()
	m, _ := othello.ParseMove("f5")
	want := p0.Apply(m)
	if st.Pos != want || st.Flipped != p0.Flips(m) || st.Last != int(m) || st.Legal != want.LegalMask() {
		t.Errorf("after f5: pos %v flipped %x last %d legal %x; want %v %x %d %x", st.Pos, st.Flipped, st.Last, st.Legal, want, p0.Flips(m), m, want.LegalMask())
	}
	if st.Discs != [2]int{4, 1} || st.Turn() != 1 || st.Record() != "f5" {
		t.Errorf("discs %v turn %d record %q", st.Discs, st.Turn(), st.Record())
	}
}

// passGame is a game whose next move (White f8) leaves Black without a
// legal move (found by a seeded random playout; the test checks it
// through the rules).
const passGame = "e6f6g6g7c4h6h8"

// A forced pass is played and announced; undo takes back the move and the
// pass together; redo replays both.
func TestPassUndoRedo(t *testing.T) {
	s, _ := newTest(t, nil)
	twoPeople(s)
	s.Dispatch(Import{Record: passGame})
	st := stateOf(s)
	if len(st.Moves) != 7 || st.Turn() != 1 {
		t.Fatalf("import: moves %v turn %d (%s)", st.Moves, st.Turn(), st.Message)
	}
	s.Dispatch(Play{Square: "f8"})
	st = stateOf(s)
	if got := strings.Join(st.Moves[7:], " "); got != "f8 pass" || st.Passed != "X" || st.Turn() != 1 {
		t.Fatalf("after f8: moves %q passed %q turn %d", got, st.Passed, st.Turn())
	}
	if !strings.Contains(st.Message, "passes") {
		t.Errorf("message %q does not announce the pass", st.Message)
	}
	if !st.Pos.Apply(othello.Pass).MustPass() && st.Pos.LegalMask() == 0 {
		t.Error("White has no move after Black's pass")
	}
	s.Dispatch(Undo{})
	st = stateOf(s)
	if len(st.Moves) != 7 || st.Passed != "" || st.Turn() != 1 || len(st.Redo) != 2 {
		t.Fatalf("undo: moves %v passed %q redo %v", st.Moves, st.Passed, st.Redo)
	}
	s.Dispatch(Redo{})
	if st = stateOf(s); strings.Join(st.Moves[7:], " ") != "f8 pass" || len(st.Redo) != 0 {
		t.Errorf("redo: moves %v redo %v", st.Moves, st.Redo)
	}
	// A new move clears what redo could replay.
	s.Dispatch(Undo{})
	s.Dispatch(Undo{})
	s.Dispatch(Play{Square: stateOf(s).legalName(t)})
	if st = stateOf(s); len(st.Redo) != 0 {
		t.Errorf("a new move kept redo %v", st.Redo)
	}
}

// legalName is any legal square of the state's position.
func (s *State) legalName(t *testing.T) string {
	for sq := 0; sq < 64; sq++ {
		if Has(s.Legal, sq) {
			return SquareName(sq)
		}
	}
	t.Fatal("no legal move")
	return ""
}

// A transcript imports through the rules; a bad one is refused with the
// reason and changes nothing.
func TestImport(t *testing.T) {
	s, _ := newTest(t, nil)
	twoPeople(s)
	s.Dispatch(Import{Record: "f5d6c3d3c4"})
	st := stateOf(s)
	_, p, _ := othello.ParseRecord(othello.Start(), "f5d6c3d3c4")
	if st.Record() != "f5d6c3d3c4" || st.Pos != p {
		t.Fatalf("import: record %q pos %v", st.Record(), st.Pos)
	}
	s.Dispatch(Import{Record: "f5d6a1"})
	st = stateOf(s)
	if st.Record() != "f5d6c3d3c4" || !strings.Contains(st.ImportError, "move 3") {
		t.Errorf("bad import: record %q, by the field %q", st.Record(), st.ImportError)
	}
	s.Dispatch(Import{Record: "f5d6"})
	if st = stateOf(s); st.ImportError != "" || st.Record() != "f5d6" {
		t.Errorf("a good import after a bad one: record %q, by the field %q", st.Record(), st.ImportError)
	}
}

// A share link restores the start, the moves and both players in a new
// page; persistence restores them after a reload.
func TestShareLinkAndPersistence(t *testing.T) {
	mem := memStorage{}
	s, _ := newTest(t, mem)
	twoPeople(s)
	s.Dispatch(Import{Record: "f5d6c3d3c4f4"})
	frag, err := s.ShareFragment()
	if err != nil {
		t.Fatal(err)
	}
	want := stateOf(s)

	s2, _ := newTest(t, nil)
	s2.Dispatch(actions.OpenLink{Fragment: "#" + frag})
	got := stateOf(s2)
	if got.Pos != want.Pos || got.Record() != want.Record() || !got.Sides[0].IsHuman() || !got.Sides[1].IsHuman() {
		t.Errorf("link: %v %q %v, want %v %q", got.Pos, got.Record(), got.Sides, want.Pos, want.Record())
	}

	mcts := Player{Algo: "mcts-uct", Params: map[string]string{"iterations": "300"}}
	s.Dispatch(SetSide{Side: 0, Player: mcts})
	s.Dispatch(SetMatch{MatchConfig: MatchConfig{A: mcts, B: Player{Algo: "random"}, Games: 4, Opening: 4}})
	want = stateOf(s)        // Black, now a program, has moved
	s3, _ := newTest(t, mem) // a reload
	got = stateOf(s3)
	if got.Record() != want.Record() || len(got.Moves) != 7 || !got.Sides[1].IsHuman() || got.Sides[0].Spec() != "mcts-uct:iterations=300" {
		t.Errorf("reload: %q %v, want %q with Black mcts-uct", got.Record(), got.Sides, want.Record())
	}
	if c := got.MatchCfg; c.A.Spec() != "mcts-uct:iterations=300" || c.B.Algo != "random" || c.Games != 4 {
		t.Errorf("reload: match settings %+v", c)
	}
}

// The board editor sets up any position; a new game starts from it.
func TestEditor(t *testing.T) {
	s, _ := newTest(t, nil)
	twoPeople(s)
	s.Dispatch(Edit{On: true})
	s.Dispatch(EditClear{})
	for _, sq := range []string{"a1", "b1", "b1", "c1"} { // a1 black, b1 white, c1 black
		s.Dispatch(EditSquare{Square: sq})
	}
	s.Dispatch(EditTurn{Turn: 1})
	s.Dispatch(Edit{On: false})
	st := stateOf(s)
	want := "XOX------------------------------------------------------------- O"
	if st.Start != want || st.Editing {
		t.Fatalf("edited start %q, want %q", st.Start, want)
	}
	if st.Turn() != 1 || !Has(st.Legal, 3) || st.LegalCount() != 1 { // White's only move: d1 turns c1
		t.Errorf("position %q: turn %d legal %x, want White with d1 only", st.Start, st.Turn(), st.Legal)
	}
}

// First visit: a person plays Black against alpha-beta with the
// registry's defaults; the person's f5 gets the AI's reply (a legal move,
// its principal variation, a point on the graph); the hints value every
// legal move; undo goes back to the person's turn.
func TestHumanVsAIAndHints(t *testing.T) {
	s, f := newTest(t, nil)
	st := stateOf(s)
	if !st.Sides[0].IsHuman() || st.Sides[1].Spec() != "alphabeta" {
		t.Fatalf("first visit: sides %v", st.Sides)
	}
	info, _ := store.FindAlgo(st.Algos, "alphabeta")
	depth, _ := info.Param("depth")
	s.Dispatch(Play{Square: "f5"})
	st = stateOf(s)
	if len(st.Moves) != 2 || st.Reply == nil || st.Reply.Move != st.Moves[1] || !st.Job.Idle() {
		t.Fatalf("after f5: moves %v reply %+v job %q (%s)", st.Moves, st.Reply, st.Job.Purpose(), st.Message)
	}
	ms, _, err := othello.ParseRecord(othello.Start(), st.Record())
	if err != nil || len(ms) != 2 {
		t.Fatalf("the AI's move does not replay: %v", err)
	}
	if r := f.Requests[0]; r.Algorithm != "alphabeta" || fmt.Sprint(r.Params["depth"]) != store.DefaultText(depth) {
		t.Errorf("request %+v, want the registry's depth %v", r, depth.Default)
	}
	if len(st.Reply.PV) == 0 || st.Reply.PV[0] != st.Reply.Move || st.Reply.ValueKind == "" {
		t.Errorf("reply PV %v kind %q", st.Reply.PV, st.Reply.ValueKind)
	}
	if len(st.Evals) != 1 || st.Evals[0].Ply != 2 {
		t.Errorf("evals %+v, want one point after move 2", st.Evals)
	}

	s.Dispatch(SetHints{On: true})
	st = stateOf(s)
	if st.Hints == nil || st.Hints.Ply != 2 || len(st.Hints.Candidates) != st.LegalCount() {
		t.Fatalf("hints %+v for %d legal moves", st.Hints, st.LegalCount())
	}
	for _, c := range st.Hints.Candidates {
		m, err := othello.ParseMove(c.Move)
		if err != nil || !Has(st.Legal, int(m)) {
			t.Errorf("hint on %q, not a legal square", c.Move)
		}
	}
	if last := f.Requests[len(f.Requests)-1]; last.Params["candidates"] != true {
		t.Errorf("hint request params %v", last.Params)
	}

	s.Dispatch(Undo{})
	if st = stateOf(s); len(st.Moves) != 0 || len(st.Redo) != 2 {
		t.Errorf("undo against the AI: moves %v redo %v, want back to the start", st.Moves, st.Redo)
	}
}

// Stop during a search keeps the person's move and says so; the worker's
// late answer is ignored.
func TestStopDuringThink(t *testing.T) {
	s, f := newTest(t, nil)
	f.Hold = true
	s.Dispatch(Play{Square: "d3"})
	if st := stateOf(s); !st.Job.Is(store.ForMove) || len(st.Moves) != 1 {
		t.Fatalf("thinking: job %q moves %v", st.Job.Purpose(), st.Moves)
	}
	s.Dispatch(actions.Stop{})
	st := stateOf(s)
	if !st.Job.Idle() || len(st.Moves) != 1 || !strings.Contains(st.Message, "stopped") || f.Stops != 1 {
		t.Errorf("after Stop: job %q moves %v message %q stops %d", st.Job.Purpose(), st.Moves, st.Message, f.Stops)
	}
}

// AI vs AI with automatic play runs to the end on the ticker; the result
// is the rules' score.
func TestAIvsAIAuto(t *testing.T) {
	s, _ := newTest(t, nil)
	s.Dispatch(SetSide{Side: 0, Player: Player{Algo: "alphabeta", Params: map[string]string{"depth": "1"}}})
	s.Dispatch(SetSide{Side: 1, Player: Player{Algo: "random"}})
	s.Dispatch(SetSpeed{PauseMS: 0})
	s.Dispatch(SetAuto{On: true})
	for i := 0; i < 200 && !stateOf(s).Over; i++ {
		s.Tick(testClock.Add(time.Duration(i+1) * time.Second))
	}
	st := stateOf(s)
	if !st.Over {
		t.Fatalf("not over after 200 ticks: %v (%s)", st.Moves, st.Message)
	}
	_, p, err := othello.ParseRecord(othello.Start(), st.Record())
	if err != nil || !p.Over() || p != st.Pos {
		t.Fatalf("record %q: %v", st.Record(), err)
	}
	if !strings.Contains(st.Message, "Game over") {
		t.Errorf("message %q", st.Message)
	}
}

// A match of 2 games runs to the end in the worker, colours swapped, and
// counts W/D/L from the rules' final scores.
func TestMatch(t *testing.T) {
	s, f := newTest(t, nil)
	a := Player{Algo: "alphabeta", Params: map[string]string{"depth": "1"}}
	b := Player{Algo: "random"}
	s.Dispatch(SetMatch{MatchConfig: MatchConfig{A: a, B: b, Games: 2, Opening: 2}, Start: true})
	st := stateOf(s)
	m := st.Match
	if m == nil || st.MatchRunning() || !m.Done || m.Played != 2 || m.W+m.D+m.L != 2 || m.Error != "" {
		t.Fatalf("match %+v", m)
	}
	if !m.Results[0].ABlack || m.Results[1].ABlack {
		t.Errorf("colours not swapped: %+v", m.Results)
	}
	w := 0
	for _, g := range m.Results {
		_, p, err := othello.ParseRecord(othello.Start(), g.Record)
		if err != nil || !p.Over() || p.Score(othello.Black) != g.Score {
			t.Errorf("game %q: %v, score %d", g.Record, err, g.Score)
		}
		if sc := g.Score; (g.ABlack && sc > 0) || (!g.ABlack && sc < 0) {
			w++
		}
	}
	if w != m.W || m.Fraction(false) != 1 {
		t.Errorf("wins %d counted %d, fraction %v", w, m.W, m.Fraction(false))
	}
	if f.matches() != 1 || len(f.Requests) != 0 || len(st.Moves) != 0 || !st.Job.Idle() {
		t.Errorf("%d match requests, %d solves, job %q; the main game has moves %v", f.matches(), len(f.Requests), st.Job.Purpose(), st.Moves)
	}
}

// Against a program: the person's a4 leaves White (the program) without a
// legal move, so White passes at once and the person moves again; no
// search is asked for (the record was found by a seeded random playout;
// the test checks it through the rules).
func TestProgramPasses(t *testing.T) {
	s, f := newTest(t, nil)
	s.Dispatch(SetSide{Side: 1, Player: Player{Algo: "random"}})
	s.Dispatch(Import{Record: "c4c5e6e3d3e7b5a5a6c3"})
	if st := stateOf(s); len(st.Moves) != 10 || st.Turn() != 0 || !st.Job.Idle() {
		t.Fatalf("import: moves %v turn %d job %q", st.Moves, st.Turn(), st.Job.Purpose())
	}
	f.Requests = nil // the import's evaluation of its positions (analysis_test.go)
	s.Dispatch(Play{Square: "a4"})
	st := stateOf(s)
	if got := strings.Join(st.Moves[10:], " "); got != "a4 pass" || st.Passed != "O" || st.Turn() != 0 || !st.Job.Idle() {
		t.Fatalf("after a4: %q passed %q turn %d job %q", got, st.Passed, st.Turn(), st.Job.Purpose())
	}
	if len(f.Requests) != 0 || !strings.Contains(st.Message, "passes") {
		t.Errorf("requests %d, message %q", len(f.Requests), st.Message)
	}
	if st.Over || st.LegalCount() == 0 {
		t.Errorf("Black has no move after White's pass")
	}
}

// A share link carries both players with their settings; a player the
// solver does not know is reported and the side keeps its player.
func TestShareLinkPlayers(t *testing.T) {
	s, _ := newTest(t, nil)
	bt := Player{Algo: "mcts-bt", Params: map[string]string{"c_bt": "0.25", "k": "100", "iterations": "500"}}
	s.Dispatch(SetSide{Side: 0, Player: Player{Algo: Human}})
	s.Dispatch(SetSide{Side: 1, Player: bt})
	frag, err := s.ShareFragment()
	if err != nil {
		t.Fatal(err)
	}
	s2, _ := newTest(t, nil)
	s2.Dispatch(actions.OpenLink{Fragment: frag})
	if got := stateOf(s2).Sides[1].Spec(); got != "mcts-bt:c_bt=0.25,iterations=500,k=100" {
		t.Errorf("shared White %q", got)
	}
	for _, bad := range []string{"minimax:depth=2", "alphabeta:depth=-3", "mcts-bt:cbt=1"} {
		if _, err := ParseSpec(bad, stateOf(s2).Algos); err == nil {
			t.Errorf("ParseSpec(%q) accepted", bad)
		}
	}
}

// The players' forms show the registry's defaults (a fresh page, and a
// player switched away and back alike), the request sends exactly what
// the form shows, and the thinking panel's depth is the one the response
// reports for the depth asked.
func TestFormShowsRegistryDefaults(t *testing.T) {
	s, f := newTest(t, nil)
	st := stateOf(s)
	for _, info := range st.Algos {
		p := Player{Algo: info.ID}
		req, err := p.Request(st.Algos, othello.Start().String(), 1, false)
		if err != nil {
			t.Fatalf("%s: %v", info.ID, err)
		}
		for _, prm := range info.Params {
			shown := p.Value(prm)
			if shown != store.DefaultText(prm) {
				t.Errorf("%s %s: the form shows %q, the registry's default is %v", info.ID, prm.Name, shown, prm.Default)
			}
			if prm.Name == "candidates" {
				continue // the screen sets it
			}
			if sent := fmt.Sprint(req.Params[prm.Name]); sent != shown {
				t.Errorf("%s %s: the form shows %q, the request sends %q", info.ID, prm.Name, shown, sent)
			}
		}
	}
	// Switched away and back: the defaults again, not empty fields.
	s.Dispatch(SetSide{Side: 1, Player: Player{Algo: "random"}})
	s.Dispatch(SetSide{Side: 1, Player: Player{Algo: "alphabeta"}})
	info, _ := store.FindAlgo(st.Algos, "alphabeta")
	for _, prm := range info.Params {
		if got := stateOf(s).Sides[1].Value(prm); got != store.DefaultText(prm) {
			t.Errorf("after switching back, %s shows %q", prm.Name, got)
		}
	}
	// Depth 4 from the opening (no endgame solver at 60 empties): the
	// request asks for 4 and the reply shows the depth the search reached.
	s.Dispatch(SetSide{Side: 1, Player: Player{Algo: "alphabeta", Params: map[string]string{"depth": "4"}}})
	s.Dispatch(Play{Square: "f5"})
	st = stateOf(s)
	req := f.Requests[len(f.Requests)-1]
	if st.Reply == nil || fmt.Sprint(req.Params["depth"]) != "4" {
		t.Fatalf("reply %+v, request %v", st.Reply, req.Params)
	}
	if st.Reply.Tree.DepthReached != 4 || len(st.Reply.PV) > 4 {
		t.Errorf("depth 4: the reply reached depth %d with a %d-move PV %v", st.Reply.Tree.DepthReached, len(st.Reply.PV), st.Reply.PV)
	}
}
