package othelloscreen

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"searchlab/core/api"
	"searchlab/core/othello"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// registrySolver answers requests with the real registry, synchronously
// (the worker runs the same code); hold keeps a request pending until
// Stop.
type registrySolver struct {
	requests []api.Request
	hold     bool
	onEnd    func(string)
	stops    int
}

func (r *registrySolver) Solve(body string, onLine func(string), onEnd func(string)) {
	var req api.Request
	if err := json.Unmarshal([]byte(body), &req); err != nil {
		onEnd("crashed: " + err.Error())
		return
	}
	r.requests = append(r.requests, req)
	if r.hold {
		r.onEnd = onEnd
		return
	}
	resp := api.Builtin().Solve(context.Background(), req, nil)
	b, err := json.Marshal(resp)
	if err != nil {
		onEnd("crashed: " + err.Error())
		return
	}
	onLine(`{"progress":{"expanded":1}}`)
	onLine(string(b))
	onEnd("")
}

func (r *registrySolver) Stop() {
	r.stops++
	if r.onEnd != nil {
		f := r.onEnd
		r.onEnd = nil
		f("stopped")
	}
}

type memStorage map[string]string

func (m memStorage) Load(k string) (string, bool) { v, ok := m[k]; return v, ok }
func (m memStorage) Save(k, v string) error       { m[k] = v; return nil }

var testClock = time.Date(2026, 11, 24, 8, 0, 0, 0, time.UTC)

func newTest(t *testing.T, mem memStorage) (*store.Store, *registrySolver) {
	t.Helper()
	f := &registrySolver{}
	deps := store.Deps{Games: []store.Game{store.NPuzzleGame, Game}, Solver: f, Now: func() time.Time { return testClock }}
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
	if st.Record() != "f5d6c3d3c4" || !st.Bad || !strings.Contains(st.Message, "move 3") {
		t.Errorf("bad import: record %q message %q", st.Record(), st.Message)
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

	s3, _ := newTest(t, mem) // a reload
	if got := stateOf(s3); got.Record() != want.Record() || !got.Sides[1].IsHuman() {
		t.Errorf("reload: %q %v, want %q", got.Record(), got.Sides, want.Record())
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
