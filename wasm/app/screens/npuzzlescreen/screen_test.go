package npuzzlescreen

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"

	"searchlab/core/npuzzle"
	"searchlab/core/registry"
	"searchlab/core/wire"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// testCatalog stands in for the registry's N-puzzle algorithms.
func testCatalog() []registry.AlgorithmInfo {
	h := registry.EnumParam("heuristic", []string{"manhattan", "misplaced", "linear-conflict"}, "manhattan", "heuristic")
	return []registry.AlgorithmInfo{
		{ID: "bfs", Name: "Breadth-first search", Complete: true, Optimal: true},
		{ID: "astar", Name: "A*", Complete: true, Optimal: true, Params: []registry.Param{h}},
		{ID: "annealing", Name: "Simulated annealing", Params: []registry.Param{
			registry.FloatParam("t0", 0.001, 1000, 10, "start temperature"), registry.IntParam("steps", 1, 1000000, 1000, "steps"),
			registry.BoolParam("restart", false, "restart")}},
	}
}

// fakeSolver records requests; the test drives its callbacks, ending a
// call with "" (done) or "kind: why" (store.EndOf's kind and sentence).
type fakeSolver struct {
	requests []string
	onLine   func(string)
	onEnd    func(string)
	stops    int
}

func (f *fakeSolver) Start(_ store.Lane, _ store.CallID, path, req string, onFrame func([]byte), onEnd func(store.End)) {
	f.requests = append(f.requests, req)
	f.onLine, f.onEnd = wire.LineFrames(path, onFrame), func(reason string) {
		kind, why, _ := strings.Cut(reason, ": ")
		if kind == "" {
			kind = store.EndDone
		}
		onEnd(store.EndOf(kind, why))
	}
}

func (f *fakeSolver) Stop(store.CallID) {
	f.stops++
	if f.onEnd != nil {
		f.onEnd(store.EndStopped) // as the page's lanes do
	}
}

type memStorage map[string]string

func (m memStorage) Load(k string) (string, bool) { v, ok := m[k]; return v, ok }
func (m memStorage) Save(k, v string) error       { m[k] = v; return nil }

func newTest(t *testing.T, storage store.Storage) (*store.Store, *fakeSolver) {
	t.Helper()
	f := &fakeSolver{}
	clock := time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)
	s := store.New(store.Deps{Games: []store.Game{Game(testCatalog())},
		Solver: f, Storage: storage, Now: func() time.Time { return clock }})
	return s, f
}

func mustParse(t *testing.T, s string) npuzzle.Board {
	t.Helper()
	b, err := npuzzle.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestFirstLoad(t *testing.T) {
	s, _ := newTest(t, nil)
	st := view(s)
	if st.Board.Rows() != 3 || st.Board.Cols() != 3 {
		t.Fatalf("first board is %d×%d, want 3×3", st.Board.Rows(), st.Board.Cols())
	}
	if st.Board == npuzzle.Goal(3, 3) {
		t.Errorf("first board is already solved, want a shuffled board")
	}
	if err := npuzzle.Solvable(st.Board, st.Goal); err != nil || st.Unsolvable != "" {
		t.Errorf("first board is unsolvable: %v %q", err, st.Unsolvable)
	}
	// A* with the catalogue's default heuristic (the registry's is auto:
	// the board's default), not a heuristic the screen names by itself.
	if st.Algorithm != "astar" || len(st.Params["astar"]) != 0 {
		t.Errorf("first algorithm %q params %v, want astar with the catalogue's defaults", st.Algorithm, st.Params)
	}
	s2, _ := newTest(t, nil)
	if view(s2).Board != st.Board {
		t.Errorf("the same seed gave different first boards: %v and %v", st.Board, view(s2).Board)
	}
	if got := st.StatusLine(); got != "Ready." {
		t.Errorf("status %q, want Ready.", got)
	}
}

func TestPlayAndUndo(t *testing.T) {
	s, _ := newTest(t, nil)
	s.Dispatch(EditBoard{Text: "1 2 3/4 0 5/7 8 6"})
	start := view(s).Board
	s.Dispatch(MoveTile{Cell: 0}) // diagonal to the blank: no move
	if st := view(s); len(st.Played) != 0 || st.Board != start {
		t.Fatalf("a tile not next to the blank moved: %v", st.Board)
	}
	s.Dispatch(MoveTile{Cell: 5})        // tile 5 slides left into the blank
	s.Dispatch(actions.Arrow{Dir: "up"}) // tile 6 slides up
	st := view(s)
	if len(st.Played) != 2 || st.Board != npuzzle.Goal(3, 3) {
		t.Fatalf("after two moves: %v (%d moves), want the goal", st.Board, len(st.Played))
	}
	s.Dispatch(actions.Arrow{Dir: "up"}) // nothing below the blank: no move
	if n := len(view(s).Played); n != 2 {
		t.Errorf("an impossible arrow move counted: %d moves", n)
	}
	s.Dispatch(actions.Undo{})
	s.Dispatch(actions.Undo{})
	s.Dispatch(actions.Undo{}) // nothing left to undo
	st = view(s)
	if st.Board != start || len(st.Played) != 0 {
		t.Errorf("undo: board %v (%d moves), want %v", st.Board, len(st.Played), start)
	}
	s.Dispatch(SetEditing{On: true})
	s.Dispatch(MoveTile{Cell: 5})
	if view(s).Board != start {
		t.Errorf("a tile moved by play while editing")
	}
}

func TestEditFlagsProblems(t *testing.T) {
	s, f := newTest(t, nil)
	before := view(s).Board
	s.Dispatch(EditBoard{Text: "1 2 3/4 5 6/7 8 8"})
	st := view(s)
	if st.BoardError == "" || st.Board != before || st.BoardText != "1 2 3/4 5 6/7 8 8" {
		t.Fatalf("bad board text: error %q, board %v", st.BoardError, st.Board)
	}
	s.Dispatch(actions.Run{})
	if st := view(s); st.Run.Outcome != "invalid" || !strings.Contains(st.StatusLine(), "cannot be read") || len(f.requests) != 0 {
		t.Errorf("run on unreadable board: %q, %d requests", st.StatusLine(), len(f.requests))
	}
	s.Dispatch(EditBoard{Text: "2 1 3/4 5 6/7 8 0"})
	st = view(s)
	if !strings.HasPrefix(st.Unsolvable, "the board has 1 inversion (") || !strings.Contains(st.Unsolvable, "odd width") {
		t.Fatalf("unsolvable board not flagged with its reason: %q", st.Unsolvable)
	}
	s.Dispatch(actions.Run{})
	if st := view(s); st.Run.Outcome != "unsolvable" || !strings.HasPrefix(st.StatusLine(), "Unsolvable") || len(f.requests) != 0 {
		t.Errorf("run on unsolvable board: %q, %d requests", st.StatusLine(), len(f.requests))
	}
	// The blank-first goal makes the same board solvable? Check with the
	// rules rather than assume.
	s.Dispatch(SetGoalMode{Mode: GoalBlankFirst})
	st = view(s)
	wantBad := npuzzle.Solvable(st.Board, npuzzle.BlankFirstGoal(3, 3)) != nil
	if (st.Unsolvable != "") != wantBad || st.Goal != npuzzle.BlankFirstGoal(3, 3) {
		t.Errorf("blank-first goal: unsolvable %q, want flagged=%v", st.Unsolvable, wantBad)
	}
	s.Dispatch(EditGoal{Text: "1 2/3 0"})
	if st := view(s); !strings.Contains(st.GoalError, "same size") {
		t.Errorf("goal of another size: %q", st.GoalError)
	}
	s.Dispatch(SwapCells{A: 0, B: 1})
	if st := view(s); st.Board.String() != "1 2 3/4 5 6/7 8 0" {
		t.Errorf("swap: %v", st.Board)
	}
	s.Dispatch(Resize{Rows: 9, Cols: 3})
	if st := view(s); !st.NoticeBad || st.Board.Rows() != 3 {
		t.Errorf("9 rows accepted: %v %q", st.Board, st.Notice)
	}
	s.Dispatch(Resize{Rows: 2, Cols: 5})
	st = view(s)
	if st.Board.Rows() != 2 || st.Board.Cols() != 5 || npuzzle.Solvable(st.Board, st.Goal) != nil || !st.Goal.SameSize(st.Board) {
		t.Errorf("resize to 2×5: board %v goal %v", st.Board, st.Goal)
	}
}

func TestShuffleAlwaysSolvable(t *testing.T) {
	s, _ := newTest(t, nil)
	for _, size := range [][2]int{{2, 2}, {3, 4}, {4, 4}, {5, 2}, {8, 8}} {
		s.Dispatch(Resize{Rows: size[0], Cols: size[1]})
		for _, mode := range []string{GoalBlankLast, GoalBlankFirst} {
			s.Dispatch(SetGoalMode{Mode: mode})
			for range 20 {
				s.Dispatch(Shuffle{})
				st := view(s)
				if err := npuzzle.Solvable(st.Board, st.Goal); err != nil || st.Unsolvable != "" {
					t.Fatalf("%v shuffle gave an unsolvable board %v: %v", size, st.Board, err)
				}
			}
		}
	}
}

// solveBFS finds a shortest solution with a plain breadth-first search,
// as an independent oracle for the fake solver's answer.
func solveBFS(start, goal npuzzle.Board) []npuzzle.Move {
	type node struct {
		b    npuzzle.Board
		path []npuzzle.Move
	}
	seen := map[npuzzle.Board]bool{start: true}
	q := []node{{start, nil}}
	for len(q) > 0 {
		n := q[0]
		q = q[1:]
		if n.b == goal {
			return n.path
		}
		for _, m := range n.b.LegalMoves() {
			c, _ := n.b.Move(m)
			if !seen[c] {
				seen[c] = true
				q = append(q, node{c, append(append([]npuzzle.Move(nil), n.path...), m)})
			}
		}
	}
	return nil
}

func finalLine(moves []npuzzle.Move, expanded int64) string {
	names := make([]string, len(moves))
	for i, m := range moves {
		names[i] = m.String()
	}
	b, _ := json.Marshal(map[string]any{"status": "found", "moves": names, "length": len(moves), "cost": len(moves),
		"stats": map[string]any{"expanded": expanded, "generated": 2 * expanded, "max_frontier": 9, "max_depth": len(moves), "iterations": 0, "elapsed_ms": 3.5, "memory_bytes": 1000}})
	return string(b)
}

func TestRunStreamsAndLoadsPlayer(t *testing.T) {
	storage := memStorage{}
	s, f := newTest(t, storage)
	s.Dispatch(EditBoard{Text: "4 1 3/7 2 6/0 5 8"})
	s.Dispatch(actions.SetSeed{Seed: 42})
	s.Dispatch(actions.SetBudget{MaxNodes: 1000, TimeoutMS: 2000})
	s.Dispatch(actions.Run{})
	if len(f.requests) != 1 {
		t.Fatalf("%d requests, want 1", len(f.requests))
	}
	var req map[string]any
	if err := json.Unmarshal([]byte(f.requests[0]), &req); err != nil {
		t.Fatal(err)
	}
	want := map[string]any{"game": "npuzzle", "board": "4 1 3/7 2 6/0 5 8", "algorithm": "astar",
		"params": map[string]any{"heuristic": "manhattan"}, "seed": 42.0, "max_nodes": 1000.0, "timeout_ms": 2000.0,
		"trace": map[string]any{"max_events": float64(store.DefaultTraceEvents)}} // a run records its trace for the replay
	if !reflect.DeepEqual(req, want) {
		t.Errorf("request %v\nwant %v", req, want)
	}
	if st := view(s); !st.Run.Active || !strings.HasPrefix(st.StatusLine(), "Running A*") {
		t.Errorf("status while running: %q", st.StatusLine())
	}
	s.Dispatch(actions.Run{}) // a second Run while one is active does nothing
	if len(f.requests) != 1 {
		t.Errorf("a second run started while one was active")
	}
	f.onLine(`{"progress":{"expanded":5,"generated":9,"frontier":4,"elapsed_ms":1.5,"nodes_per_sec":3333,"budget_used":0.005}}`)
	if p := view(s).Run.Progress; p.Expanded != 5 || p.MaxFrontier != 4 || p.BudgetUsed != 0.005 {
		t.Errorf("progress %+v", p)
	}
	st := view(s)
	moves := solveBFS(st.Board, st.Goal)
	if len(moves) != 6 {
		t.Fatalf("BFS oracle: %d moves, want 6", len(moves))
	}
	f.onLine(finalLine(moves, 7))
	f.onEnd("")
	st = view(s)
	if st.Run.Active || st.Run.Outcome != "found" || !strings.HasPrefix(st.StatusLine(), "Found a solution of 6 moves with A*") {
		t.Fatalf("after the result: %q", st.StatusLine())
	}
	if len(st.History) != 1 || st.History[0].Status != "found" || st.History[0].Stats.Expanded != 7 || st.History[0].Seed != 42 || st.History[0].Failed() {
		t.Errorf("history %+v", st.History)
	}
	// The player replays the solution to the goal under the rules.
	if !st.Player.Loaded() || st.DisplayBoard() != st.Board {
		t.Fatalf("player not loaded at the start")
	}
	s.Dispatch(actions.TogglePlay{})
	for range 10 {
		s.Dispatch(actions.Tick{})
	}
	st = view(s)
	if st.Player.Playing || st.Player.Index != 6 || st.DisplayBoard() != st.Goal {
		t.Errorf("after playing: index %d playing %v board %v", st.Player.Index, st.Player.Playing, st.DisplayBoard())
	}
	// The move counter follows the animation (issue 21 item 4).
	if n := st.MovesShown(); n != 6 {
		t.Errorf("the counter shows %d moves with the solved board drawn, want 6", n)
	}
	s.Dispatch(actions.StepBack{})
	s.Dispatch(actions.StepBack{})
	s.Dispatch(actions.StepForward{})
	if got := view(s).Player.Index; got != 5 {
		t.Errorf("index after back, back, forward: %d, want 5", got)
	}
	s.Dispatch(actions.Seek{Index: 99})
	if got := view(s).Player.Index; got != 6 {
		t.Errorf("seek past the end: %d", got)
	}
	s.Dispatch(actions.Seek{Index: 2})
	s.Dispatch(actions.Arrow{Dir: "left"}) // take over from move 2 (the blank is top-left)
	st = view(s)
	after2, _ := npuzzle.Apply(mustParse(t, "4 1 3/7 2 6/0 5 8"), moves[:2])
	// The solution's two moves shown count as played (the counter goes on
	// from the animation's), then the person's.
	if st.Player.Loaded() || len(st.Played) != 3 || st.Played[0] != moves[0] || st.Played[1] != moves[1] || st.Played[2] != npuzzle.R || st.MovesShown() != 3 {
		t.Errorf("taking over from the player at move 2: played %v, counter %d", st.Played, st.MovesShown())
	}
	if back, _ := st.Board.Move(npuzzle.L); back != after2 {
		t.Errorf("take-over did not start from the shown position")
	}
	// The history was persisted.
	var h []store.Entry
	if err := json.Unmarshal([]byte(storage[store.KeyHistory]), &h); err != nil || len(h) != 1 {
		t.Errorf("stored history %q: %v", storage[store.KeyHistory], err)
	}
}

func TestStopKeepsStatistics(t *testing.T) {
	s, f := newTest(t, nil)
	before := view(s).Board
	s.Dispatch(actions.Run{})
	f.onLine(`{"progress":{"expanded":123456,"generated":200000,"frontier":5000,"elapsed_ms":800,"nodes_per_sec":150000,"budget_used":0.3}}`)
	s.Dispatch(actions.Stop{})
	st := view(s)
	if f.stops != 1 || st.Run.Active || st.Run.Outcome != store.OutcomeStopped {
		t.Fatalf("stop: %d stops, outcome %q", f.stops, st.Run.Outcome)
	}
	if line := st.StatusLine(); !strings.Contains(line, "Stopped A* after 123,456 nodes") {
		t.Errorf("status %q", line)
	}
	if st.Run.Progress.Expanded != 123456 || len(st.History) != 1 || st.History[0].Status != "stopped" || !st.History[0].Failed() || st.History[0].Stats.Expanded != 123456 {
		t.Errorf("stopped run: progress %+v history %+v", st.Run.Progress, st.History)
	}
	if st.Board != before {
		t.Errorf("stopping changed the board")
	}
	f.onLine(`{"status":"found","moves":[],"length":0}`) // a late line from the stopped run
	if view(s).Run.Result != nil {
		t.Errorf("a line from a stopped run was used")
	}
}

func TestCrashAndRefusal(t *testing.T) {
	s, f := newTest(t, nil)
	s.Dispatch(EditBoard{Text: "1 2 3/4 5 6/0 7 8"})
	s.Dispatch(actions.Run{})
	f.onEnd("crashed: Go program has exited: out of memory")
	st := view(s)
	if st.Run.Outcome != store.OutcomeCrashed || !strings.Contains(st.StatusLine(), "out of memory") || st.Board.String() != "1 2 3/4 5 6/0 7 8" {
		t.Errorf("crash: %q board %v", st.StatusLine(), st.Board)
	}
	s.Dispatch(actions.Run{})
	f.onEnd("") // ended without a result
	if st := view(s); st.Run.Outcome != store.OutcomeCrashed || !strings.Contains(st.StatusLine(), "without a result") {
		t.Errorf("no result: %q", st.StatusLine())
	}
	s.Dispatch(actions.Run{})
	f.onEnd("refused: a search is already running; stop it first")
	if st := view(s); st.Run.Outcome != store.OutcomeRefused || !strings.Contains(st.StatusLine(), "Not started: a search is already running") {
		t.Errorf("refused: %q", st.StatusLine())
	}
	s.Dispatch(actions.Run{})
	f.onLine(`{"status":"invalid","moves":[],"length":0,"cost":0,"stats":{},"error":"board: tile 9 is out of range"}`)
	f.onEnd("")
	if st := view(s); st.Run.Outcome != "invalid" || !strings.Contains(st.StatusLine(), "tile 9") {
		t.Errorf("invalid: %q", st.StatusLine())
	}
	if n := len(view(s).History); n != 4 {
		t.Errorf("history has %d runs, want 4", n)
	}
}

func TestParamValidation(t *testing.T) {
	s, f := newTest(t, nil)
	s.Dispatch(actions.SelectAlgorithm{ID: "annealing"})
	req, err := view(s).Request()
	if err != nil || !reflect.DeepEqual(req.Params, map[string]any{"t0": 10.0, "steps": int64(1000), "restart": false}) {
		t.Fatalf("default params %v, %v", req.Params, err)
	}
	for _, c := range []struct{ name, value, want string }{
		// The API's own sentences (api.ParamsFromText checks as the solver does).
		{"t0", "hot", "must be a number"}, {"t0", "5000", "out of range [0.001, 1000]"}, {"steps", "1.5", "must be an integer"},
		{"restart", "maybe", "must be true or false"},
	} {
		s.Dispatch(actions.SetParam{Name: c.name, Value: c.value})
		s.Dispatch(actions.Run{})
		st := view(s)
		if st.Run.Outcome != "invalid" || !strings.Contains(st.StatusLine(), c.want) || !strings.Contains(st.StatusLine(), c.name) {
			t.Errorf("%s=%s: %q", c.name, c.value, st.StatusLine())
		}
		s.Dispatch(actions.SetParam{Name: c.name, Value: ""})
	}
	s.Dispatch(actions.SelectAlgorithm{ID: "astar"})
	s.Dispatch(actions.SetParam{Name: "heuristic", Value: "euclid"})
	s.Dispatch(actions.Run{})
	if st := view(s); !strings.Contains(st.StatusLine(), "must be one of manhattan, misplaced, linear-conflict") {
		t.Errorf("bad enum: %q", st.StatusLine())
	}
	if len(f.requests) != 0 {
		t.Errorf("a run with a bad parameter reached the solver")
	}
	s.Dispatch(actions.SelectAlgorithm{ID: "nope"})
	if st := view(s); st.Algorithm != "astar" || !st.NoticeBad {
		t.Errorf("unknown algorithm accepted")
	}
}

func TestCompareRunsInTurn(t *testing.T) {
	s, f := newTest(t, nil)
	s.Dispatch(EditBoard{Text: "1 2 3/4 5 6/0 7 8"})
	s.Dispatch(actions.ToggleCompare{ID: "astar"})
	s.Dispatch(actions.ToggleCompare{ID: "bfs"})
	s.Dispatch(actions.ToggleCompare{ID: "annealing"})
	s.Dispatch(actions.ToggleCompare{ID: "annealing"})
	st := view(s)
	if !reflect.DeepEqual(st.CompareSet, []string{"bfs", "astar"}) {
		t.Fatalf("compare set %v", st.CompareSet)
	}
	s.Dispatch(actions.Compare{Algorithms: st.CompareSet})
	moves := solveBFS(mustParse(t, "1 2 3/4 5 6/0 7 8"), npuzzle.Goal(3, 3))
	for i, want := range []string{"bfs", "astar"} {
		if len(f.requests) != i+1 || !strings.Contains(f.requests[i], `"algorithm":"`+want+`"`) {
			t.Fatalf("request %d: %v", i, f.requests)
		}
		if !strings.HasPrefix(view(s).StatusLine(), "Comparing") {
			t.Errorf("status while comparing: %q", view(s).StatusLine())
		}
		f.onLine(finalLine(moves, int64(10*(i+1))))
		f.onEnd("")
	}
	st = view(s)
	if len(st.CompareIDs) != 2 || len(st.Comparing) != 0 || st.Run.Active {
		t.Fatalf("after comparing: ids %v queue %v", st.CompareIDs, st.Comparing)
	}
	for i, id := range st.CompareIDs {
		if e := st.History[len(st.History)-2+i]; e.ID != id || e.Stats.Expanded != int64(10*(i+1)) {
			t.Errorf("compare entry %d: %+v", i, e)
		}
	}
	// Stop during a comparison ends the whole queue.
	s.Dispatch(actions.Compare{Algorithms: []string{"bfs", "astar", "annealing"}})
	s.Dispatch(actions.Stop{})
	if st := view(s); st.Run.Active || len(st.Comparing) != 0 || len(f.requests) != 3 {
		t.Errorf("stop during compare: active %v queue %v, %d requests", st.Run.Active, st.Comparing, len(f.requests))
	}
}

func TestPersistenceAcrossReload(t *testing.T) {
	storage := memStorage{}
	s, f := newTest(t, storage)
	s.Dispatch(Resize{Rows: 2, Cols: 3})
	s.Dispatch(EditBoard{Text: "1 2 3/4 0 5"})
	s.Dispatch(actions.SelectAlgorithm{ID: "annealing"})
	s.Dispatch(actions.SetParam{Name: "t0", Value: "2.5"})
	s.Dispatch(actions.SetSeed{Seed: 9})
	s.Dispatch(actions.SetTheme{Theme: "dark"})
	s.Dispatch(SaveBoard{})
	s.Dispatch(actions.Run{})
	f.onEnd("crashed: boom")
	before := view(s)

	s2, _ := newTest(t, storage)
	after := view(s2)
	if after.Board != before.Board || after.Algorithm != "annealing" || after.Params["annealing"]["t0"] != "2.5" ||
		after.Seed != 9 || after.Theme != "dark" || len(after.Saved) != 1 {
		t.Errorf("reload lost the screen: board %v algo %s params %v seed %d theme %q saved %v", after.Board, after.Algorithm, after.Params, after.Seed, after.Theme, after.Saved)
	}
	if !reflect.DeepEqual(after.History, before.History) || after.History[0].Status != store.OutcomeCrashed {
		t.Errorf("reload lost the history: %+v", after.History)
	}
	// store.New ids continue after the restored ones.
	s2.Dispatch(actions.Run{})
	s2.Dispatch(actions.Stop{})
	if h := view(s2).History; h[1].ID <= h[0].ID {
		t.Errorf("ids after reload: %d then %d", h[0].ID, h[1].ID)
	}

	damaged := memStorage{store.KeyHistory: "[{", KeyScreen: `{"board":"1 1/2 3"}`}
	s3, _ := newTest(t, damaged)
	st := view(s3)
	if !st.NoticeBad || !strings.Contains(st.Notice, "the run history") || !strings.Contains(st.Notice, "the last board") {
		t.Errorf("damaged storage notice: %q", st.Notice)
	}
	if st.Board.Rows() != 3 || npuzzle.Solvable(st.Board, st.Goal) != nil {
		t.Errorf("damaged storage: board %v, want the default", st.Board)
	}
}

func TestExportImport(t *testing.T) {
	s, f := newTest(t, memStorage{})
	s.Dispatch(EditBoard{Text: "1 2 3/4 5 6/0 7 8"})
	s.Dispatch(actions.Run{})
	f.onLine(finalLine(solveBFS(mustParse(t, "1 2 3/4 5 6/0 7 8"), npuzzle.Goal(3, 3)), 3))
	f.onEnd("")
	s.Dispatch(SetGoalMode{Mode: GoalBlankFirst})
	s.Dispatch(SaveBoard{})
	file := s.ExportJSON()

	e, err := store.ParseExport(file)
	if err != nil || len(e.History) != 1 || len(e.Boards) != 1 || e.Boards[0].Goal != "0 1 2/3 4 5/6 7 8" {
		t.Fatalf("parse export: %+v, %v", e, err)
	}
	fresh, _ := newTest(t, memStorage{})
	fresh.Dispatch(actions.Import{Name: "runs.json", Text: file})
	fresh.Dispatch(actions.Import{Name: "runs.json", Text: file}) // twice: no duplicates
	st := view(fresh)
	if !reflect.DeepEqual(st.History, view(s).History) || !reflect.DeepEqual(st.Saved, view(s).Saved) {
		t.Errorf("import round trip:\n%+v\n%+v", st.History, view(s).History)
	}
	if !strings.Contains(st.Notice, "Imported 0 runs and 0 boards") {
		t.Errorf("second import notice: %q", st.Notice)
	}
	fresh.Dispatch(LoadBoard{Index: 0})
	if st := view(fresh); st.GoalMode != GoalBlankFirst || st.Board.String() != "1 2 3/4 5 6/0 7 8" {
		t.Errorf("load saved board: %v mode %s", st.Board, st.GoalMode)
	}

	bad := map[string]string{
		"not json":      "hello",
		"wrong format":  `{"format":"other","version":1,"history":[],"boards":[]}`,
		"wrong version": `{"format":"searchlab-export","version":7,"history":[],"boards":[]}`,
		"bad board":     `{"format":"searchlab-export","version":1,"history":[],"boards":[{"name":"x","board":"1 2/3 3"}]}`,
		"bad entry":     `{"format":"searchlab-export","version":1,"history":[{"id":1,"game":"npuzzle","board":"1 2/3 0"}],"boards":[]}`,
		"unknown field": `{"format":"searchlab-export","version":1,"history":[],"boards":[],"extra":1}`,
		"trailing":      file + "{}",
	}
	for name, text := range bad {
		before := view(fresh)
		fresh.Dispatch(actions.Import{Name: name, Text: text})
		st := view(fresh)
		if !st.NoticeBad || !strings.Contains(st.Notice, "Could not import "+name) || !strings.Contains(st.Notice, "Nothing was changed") {
			t.Errorf("%s: notice %q", name, st.Notice)
		}
		if !reflect.DeepEqual(st.History, before.History) || !reflect.DeepEqual(st.Saved, before.Saved) {
			t.Errorf("%s: a malformed import changed the data", name)
		}
	}
}

func TestShareLinks(t *testing.T) {
	s, _ := newTest(t, nil)
	s.Dispatch(Resize{Rows: 3, Cols: 4})
	s.Dispatch(SetGoalMode{Mode: GoalBlankFirst})
	s.Dispatch(actions.SelectAlgorithm{ID: "annealing"})
	s.Dispatch(actions.SetParam{Name: "steps", Value: "500"})
	s.Dispatch(actions.SetSeed{Seed: 77})
	frag, err := s.ShareFragment()
	if err != nil || !strings.HasPrefix(frag, "v1/npuzzle/") {
		t.Fatalf("fragment %q, %v", frag, err)
	}
	want := view(s)
	other, _ := newTest(t, nil)
	other.Dispatch(actions.OpenLink{Fragment: "#" + frag})
	got := view(other)
	if got.Board != want.Board || got.Goal != want.Goal || got.GoalMode != GoalBlankFirst || got.Algorithm != "annealing" ||
		got.Params["annealing"]["steps"] != "500" || got.Seed != 77 || got.NoticeBad {
		t.Errorf("link restored board %v goal %v mode %s algo %s params %v seed %d notice %q", got.Board, got.Goal, got.GoalMode, got.Algorithm, got.Params, got.Seed, got.Notice)
	}
	def, _ := newTest(t, nil)
	for _, c := range []struct{ frag, want string }{
		{"#v1/npuzzle/!!!", "damaged"},
		{frag[:len(frag)-5], "damaged"},
		{"#hello", "not a SearchLab share link"},
		{"#v1/chess/eyJiIjoiMSJ9", "does not have"},
	} {
		other, _ := newTest(t, nil)
		other.Dispatch(actions.OpenLink{Fragment: c.frag})
		st := view(other)
		if !st.NoticeBad || !strings.Contains(st.Notice, c.want) || st.Board != view(def).Board {
			t.Errorf("%q: notice %q board %v", c.frag, st.Notice, st.Board)
		}
	}
	// A link holding an unreadable board keeps the default board.
	other2, _ := newTest(t, nil)
	other2.Dispatch(actions.OpenLink{Fragment: "v1/npuzzle/eyJiIjoiMSAxLzIgMyJ9"}) // {"b":"1 1/2 3"}
	if st := view(other2); !st.NoticeBad || !strings.Contains(st.Notice, "cannot be used") || st.Board != view(def).Board {
		t.Errorf("bad board link: %q", st.Notice)
	}
}

func TestGamePicker(t *testing.T) {
	s, _ := newTest(t, nil)
	s.Dispatch(actions.SelectGame{ID: "chess"})
	if st := view(s); st.Game != "npuzzle" || !strings.Contains(st.Notice, "not available") {
		t.Errorf("unavailable game selected: %q %q", st.Game, st.Notice)
	}
}
