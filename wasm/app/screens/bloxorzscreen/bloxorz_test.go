package bloxorzscreen

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"searchlab/core/bloxorz"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/screens/npuzzlescreen"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/store/storetest"
)

// nativeSolver runs requests through the real registry, synchronously, as
// the worker would (progress lines, then the final object).
type nativeSolver = storetest.RegistrySolver

// testGames are the screens of the tests: the N-puzzle (the first-load
// screen) and Bloxorz.
var testGames = []store.Game{npuzzlescreen.Game(nil), Game}

// bloxOf is the Bloxorz screen's state in the store's snapshot (the screen
// is shown).
func bloxOf(s *store.Store) *State { return s.State().Screen.(*State) }

type memStorage map[string]string

func (m memStorage) Load(k string) (string, bool) { v, ok := m[k]; return v, ok }
func (m memStorage) Save(k, v string) error       { m[k] = v; return nil }

func newBloxTest(t *testing.T) (*store.Store, *nativeSolver) {
	t.Helper()
	n := &nativeSolver{}
	s := store.New(store.Deps{Games: testGames, Solver: n,
		Now: func() time.Time { return time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC) }})
	s.Dispatch(actions.SelectGame{ID: "bloxorz"})
	if g := s.State().Game; g != "bloxorz" {
		t.Fatalf("game %q", g)
	}
	return s, n
}

func keys(s *store.Store, k string) {
	for i := 0; i < len(k); i++ {
		switch k[i] {
		case 'U':
			s.Dispatch(actions.Arrow{Dir: "up"})
		case 'D':
			s.Dispatch(actions.Arrow{Dir: "down"})
		case 'L':
			s.Dispatch(actions.Arrow{Dir: "left"})
		case 'R':
			s.Dispatch(actions.Arrow{Dir: "right"})
		default:
			s.Dispatch(Key{Key: k[i]})
		}
	}
}

func TestBloxorzPlayStage1(t *testing.T) {
	s, _ := newBloxTest(t)
	b := bloxOf(s)
	if b.Stage != 1 || b.Won || b.Level == nil {
		t.Fatalf("first screen: stage %d won %v", b.Stage, b.Won)
	}
	keys(s, "RDDRRD")
	if b := bloxOf(s); b.Won || b.Moves != 6 {
		t.Fatalf("after 6 keys: won %v moves %d", b.Won, b.Moves)
	}
	s.Dispatch(actions.Undo{})
	keys(s, "DR")
	b = bloxOf(s)
	if !b.Won || b.Moves != 7 || b.Keys != "RDDRRDR" {
		t.Fatalf("after RDDRRDR: won %v moves %d keys %q", b.Won, b.Moves, b.Keys)
	}
	keys(s, "L") // ignored after the win
	if got := bloxOf(s).Keys; got != "RDDRRDR" {
		t.Errorf("a key after the win was recorded: %q", got)
	}
	// A fall restarts the stage; undo takes it back.
	s.Dispatch(Restart{})
	keys(s, "RU")
	b = bloxOf(s)
	if !b.LastFell || b.Falls != 1 || b.Pos != b.Level.Initial() {
		t.Fatalf("after falling: fell %v falls %d pos %+v", b.LastFell, b.Falls, b.Pos)
	}
	s.Dispatch(actions.Undo{})
	if b := bloxOf(s); b.Falls != 0 || b.Keys != "R" {
		t.Errorf("undo of the fall: falls %d keys %q", b.Falls, b.Keys)
	}
}

func TestBloxorzStageAndPasscode(t *testing.T) {
	s, _ := newBloxTest(t)
	s.Dispatch(Stage{N: 8})
	if b := bloxOf(s); b.Stage != 8 || b.Modified {
		t.Fatalf("stage %d modified %v", b.Stage, b.Modified)
	}
	l, _ := bloxorz.Classic(13)
	s.Dispatch(Passcode{Code: l.Passcode})
	if b := bloxOf(s); b.Stage != 13 {
		t.Errorf("passcode %s opened stage %d", l.Passcode, b.Stage)
	}
	s.Dispatch(Passcode{Code: "000000"})
	if st := s.State(); bloxOf(s).Stage != 13 || st.Notice.Kind != actions.NoticeError {
		t.Errorf("a wrong passcode: stage %d notice %q", bloxOf(s).Stage, st.Notice.Text)
	}
	s.Dispatch(Stage{N: 34})
	if st := s.State(); bloxOf(s).Stage != 13 || !strings.Contains(st.Notice.Text, "34") {
		t.Errorf("stage 34: %q", st.Notice)
	}
}

// TestBloxorzRunAndPlayer solves stage 8 through the real registry (BFS:
// optimal 10 moves with swaps free), replays the player to the win.
func TestBloxorzRunAndPlayer(t *testing.T) {
	s, n := newBloxTest(t)
	s.Dispatch(Stage{N: 8})
	s.Dispatch(actions.SelectAlgorithm{ID: "bfs"})
	s.Dispatch(actions.Run{})
	st := s.State()
	b := bloxOf(s)
	if len(n.Requests) != 1 || n.Requests[0].Board != "classic:8" || n.Requests[0].Game != "bloxorz" {
		t.Fatalf("requests %+v", n.Requests)
	}
	if b.Run.Outcome != "found" || b.Run.Result.Length != 10 {
		t.Fatalf("run: %q %+v", b.Run.Outcome, b.Run.Result)
	}
	if !strings.HasPrefix(b.View(&st).StatusLine(), "Found a solution of 10 moves") {
		t.Errorf("status %q", b.View(&st).StatusLine())
	}
	if !b.Player.Loaded() || bloxorz.Replay(b.Level, b.Player.Keys) != nil {
		t.Fatalf("player %+v", b.Player)
	}
	if h := st.History[len(st.History)-1]; h.Game != "bloxorz" || h.Length != 10 || h.Board != "classic:8" {
		t.Errorf("history %+v", h)
	}
	s.Dispatch(actions.Seek{Index: len(b.Player.Keys)})
	if _, won := bloxOf(s).Display(); !won {
		t.Errorf("the player's end is not a win")
	}
	// The counter follows the animation (issue 21 item 4), counting keys
	// as hand play does (the switch of control S included).
	if m, f := bloxOf(s).MovesShown(); m != len(b.Player.Keys) || f != 0 {
		t.Errorf("counter at the player's end: %d moves, %d falls, want %d and 0", m, f, len(b.Player.Keys))
	}
	// Played by the page's ticker (Store.Tick), at the player's speed.
	s.Dispatch(actions.Seek{Index: 0})
	s.Dispatch(actions.TogglePlay{})
	now := time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)
	s.Tick(now) // play starts: the first key comes one interval later
	every := time.Duration(float64(time.Second) / bloxOf(s).Player.Speed)
	s.Tick(now.Add(every / 2))
	if p := bloxOf(s).Player; p.Index != 0 || !p.Playing {
		t.Errorf("half an interval after Play: %+v", p)
	}
	s.Tick(now.Add(every))
	if p := bloxOf(s).Player; p.Index != 1 {
		t.Errorf("one interval after Play: index %d, want 1", p.Index)
	}
	for i := 2; i <= len(b.Player.Keys)+2; i++ {
		s.Tick(now.Add(time.Duration(i) * every))
	}
	if p := bloxOf(s).Player; p.Playing || p.Index != len(p.Keys) {
		t.Errorf("after playing: %+v", p)
	}
	keys(s, "R") // a hand move hides the player
	if p := bloxOf(s).Player; p.Shown {
		t.Errorf("the player is still shown after a hand move")
	}
	if m, _ := bloxOf(s).MovesShown(); m != bloxOf(s).Moves {
		t.Errorf("counter after a hand move: %d, the hand play's %d", m, bloxOf(s).Moves)
	}
}

// TestBloxorzEditorCheckShare edits stage 1 (a void cell on the only way
// becomes floor elsewhere), checks it with BFS through the registry, and
// round-trips the edited level through a share link.
func TestBloxorzEditorCheckShare(t *testing.T) {
	s, n := newBloxTest(t)
	s.Dispatch(Editing{On: true})
	// Exit moved to a cell the block can reach: 3,3 is next to the start 3,3? use 6,4.
	s.Dispatch(Tool{Tool: "exit"})
	s.Dispatch(Paint{X: 6, Y: 4})
	b := bloxOf(s)
	if b.DraftError != "" || strings.Count(b.DraftText, "E") != 1 {
		t.Fatalf("draft error %q text\n%s", b.DraftError, b.DraftText)
	}
	s.Dispatch(Check{})
	b = bloxOf(s)
	if n.Requests[0].Algorithm != "bfs" || b.CheckBad || !strings.Contains(b.CheckLine, "Solvable") {
		t.Fatalf("check: %q bad %v", b.CheckLine, b.CheckBad)
	}
	l, _ := bloxorz.Parse(b.DraftText)
	res, _ := bloxorz.Check(l)
	if !strings.Contains(b.CheckLine, " "+itoaT(res.Free)+" moves") {
		t.Errorf("check line %q, bloxorz.Check says %d", b.CheckLine, res.Free)
	}
	// A split switch without targets is invalid, and the message says so.
	s.Dispatch(Tool{Tool: "split"})
	s.Dispatch(Paint{X: 4, Y: 4})
	if b := bloxOf(s); !strings.Contains(b.DraftError, "split") {
		t.Errorf("draft error %q", b.DraftError)
	}
	s.Dispatch(Tool{Tool: "floor"})
	s.Dispatch(Paint{X: 4, Y: 4})
	s.Dispatch(Editing{On: false})
	b = bloxOf(s)
	if b.Editing || !b.Modified || b.Stage != 0 {
		t.Fatalf("after editing: editing %v modified %v stage %d", b.Editing, b.Modified, b.Stage)
	}
	frag, err := s.ShareFragment()
	if err != nil {
		t.Fatal(err)
	}
	t2, _ := newBloxTest(t)
	t2.Dispatch(actions.SelectGame{ID: "npuzzle"})
	t2.Dispatch(actions.OpenLink{Fragment: "#" + frag})
	st := t2.State()
	if b2 := bloxOf(t2); st.Game != "bloxorz" || b2.Text != b.Text || !b2.Modified {
		t.Errorf("link restored game %q modified %v text\n%s", st.Game, b2.Modified, b2.Text)
	}
}

func TestBloxorzWireSwitch(t *testing.T) {
	s, _ := newBloxTest(t)
	s.Dispatch(Stage{N: 2})
	s.Dispatch(Editing{On: true})
	s.Dispatch(Tool{Tool: "wire"})
	s.Dispatch(Paint{X: 2, Y: 3}) // the soft switch
	s.Dispatch(Paint{X: 4, Y: 5}) // its bridge cell: toggle → on
	b := bloxOf(s)
	if !strings.Contains(b.DraftText, "switch 2,3 on 4,5 toggle 5,5") || b.DraftError != "" {
		t.Errorf("draft error %q text\n%s", b.DraftError, b.DraftText)
	}
}

// TestBloxorzCheckBothCostings: checking stage 8 (a split switch) reports
// the optimal length with swaps free and with swaps counted, as
// bloxorz.Check computes them.
func TestBloxorzCheckBothCostings(t *testing.T) {
	s, n := newBloxTest(t)
	s.Dispatch(Stage{N: 8})
	s.Dispatch(Editing{On: true})
	s.Dispatch(Check{})
	b := bloxOf(s)
	l, _ := bloxorz.Classic(8)
	res, _ := bloxorz.Check(l)
	if len(n.Requests) != 2 || n.Requests[1].Params["costing"] != "counted" {
		t.Fatalf("requests %+v", n.Requests)
	}
	want := "optimal solution has " + itoaT(res.Free) + " moves"
	if !strings.Contains(b.CheckLine, want) || !strings.Contains(b.CheckLine, "as a move: "+itoaT(res.Counted)+" moves") || res.Counted == res.Free {
		t.Errorf("check line %q; bloxorz.Check: free %d counted %d", b.CheckLine, res.Free, res.Counted)
	}
	if b.Run.Active || b.CheckPass != 1 {
		t.Errorf("after the check: active %v pass %d", b.Run.Active, b.CheckPass)
	}
}

func itoaT(n int) string { b, _ := json.Marshal(n); return string(b) }

// TestBloxorzCompare runs BFS, A* and greedy search on stage 8 one after
// another through the registry: three history entries in the comparison,
// the optimal ones agreeing on 10 moves.
func TestBloxorzCompare(t *testing.T) {
	s, n := newBloxTest(t)
	s.Dispatch(Stage{N: 8})
	for _, id := range []string{"greedy", "bfs", "astar"} {
		s.Dispatch(actions.ToggleCompare{ID: id})
	}
	b := bloxOf(s)
	s.Dispatch(actions.Compare{Algorithms: b.CompareSet})
	st := s.State()
	b = bloxOf(s)
	if len(n.Requests) != 3 || len(b.CompareIDs) != 3 || len(b.Comparing) != 0 || b.Run.Active {
		t.Fatalf("requests %d compare ids %v queue %v active %v", len(n.Requests), b.CompareIDs, b.Comparing, b.Run.Active)
	}
	lengths := map[string]int{}
	for _, e := range st.History {
		lengths[e.Algorithm] = e.Length
		if e.Status != "found" {
			t.Errorf("%s: %s", e.Algorithm, e.Status)
		}
	}
	if lengths["bfs"] != 10 || lengths["astar"] != 10 || lengths["greedy"] < 10 {
		t.Errorf("lengths %v", lengths)
	}
}
