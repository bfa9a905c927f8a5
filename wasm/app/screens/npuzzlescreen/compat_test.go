package npuzzlescreen

import (
	"strings"
	"testing"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// Saved data written by earlier versions (localStorage under
// searchlab/v1/..., copied here as they were stored) still opens: the
// N-puzzle screen, its history and saved boards (Bloxorz's and Nim's:
// their packages' compat tests).
func TestOldSavedDataOpens(t *testing.T) {
	mem := memStorage{
		KeyScreen: `{"board":"1 2 3/4 5 6/0 7 8","goal_mode":"last","goal":"","algorithm":"astar","params":{"astar":{"heuristic":"misplaced"}},"seed":5,"max_nodes":1000,"theme":"dark","shuffles":3}`,
		store.KeyHistory: `[{"id":1,"at":"2026-11-20T10:00:00Z","game":"npuzzle","board":"1 2 3/4 5 6/0 7 8","algorithm":"astar","params":{"heuristic":"manhattan"},"seed":5,"status":"found","length":2,"cost":2,` +
			`"stats":{"expanded":3,"generated":6,"max_frontier":4,"max_depth":2,"iterations":0,"elapsed_ms":0.1,"memory_bytes":640}}]`,
		KeyBoards: `[{"name":"mine","board":"8 6 7/2 5 4/3 0 1"}]`,
	}
	s := store.New(store.Deps{Games: []store.Game{Game(testCatalog())}, Solver: &fakeSolver{}, Storage: mem})
	st := view(s)
	if st.Board.String() != "1 2 3/4 5 6/0 7 8" || st.Algorithm != "astar" || st.Params["astar"]["heuristic"] != "misplaced" ||
		st.Seed != 5 || st.MaxNodes != 1000 || st.Theme != "dark" || st.NoticeBad {
		t.Errorf("old screen: board %s algo %s params %v seed %d budget %d theme %q notice %q", st.Board, st.Algorithm, st.Params, st.Seed, st.MaxNodes, st.Theme, st.Notice)
	}
	if len(st.History) != 1 || st.History[0].Status != "found" || st.History[0].Stats.Expanded != 3 || st.History[0].Length != 2 {
		t.Errorf("old history: %+v", st.History)
	}
	if len(st.Saved) != 1 || st.Saved[0].Board != "8 6 7/2 5 4/3 0 1" {
		t.Errorf("old saved boards: %+v", st.Saved)
	}
	s.Dispatch(actions.LoadRun{Index: 0})
	if st := view(s); st.Params["astar"]["heuristic"] != "manhattan" {
		t.Errorf("loading the old run: params %v", st.Params)
	}
}

// Share links made by earlier versions still open (fragments copied as
// the app wrote them).
func TestOldShareLinksOpen(t *testing.T) {
	s, _ := newTest(t, nil)
	s.Dispatch(actions.OpenLink{Fragment: "#v1/npuzzle/eyJiIjoiMSAyIDMvNCA1IDYvNyAwIDgiLCJhIjoiYXN0YXIiLCJwIjp7ImhldXJpc3RpYyI6Im1hbmhhdHRhbiJ9LCJzIjo3fQ"})
	st := view(s)
	if st.Game != ID || st.Board.String() != "1 2 3/4 5 6/7 0 8" || st.Algorithm != "astar" || st.Params["astar"]["heuristic"] != "manhattan" || st.Seed != 7 || st.NoticeBad {
		t.Errorf("old n-puzzle link: game %s board %s algo %s params %v seed %d notice %q", st.Game, st.Board, st.Algorithm, st.Params, st.Seed, st.Notice)
	}
}

// A screen record written before the session record existed (theme and
// seed inside searchlab/v1/screen) still restores the board, the settings,
// the theme and the seed; the first load moves theme and seed into the
// session record, so the N-puzzle's next save (which no longer carries
// them) loses nothing across the reload after it.
func TestOldScreenRecordMigratesSession(t *testing.T) {
	mem := memStorage{
		KeyScreen: `{"board":"1 2 3/4 5 6/0 7 8","goal_mode":"first","goal":"0 1 2/3 4 5/6 7 8","algorithm":"astar","params":{"astar":{"heuristic":"misplaced"}},` +
			`"seed":42,"max_nodes":900,"timeout_ms":700,"theme":"light","shuffles":2,"shuffle":"walk:12"}`,
	}
	check := func(when string, st testState) {
		t.Helper()
		if st.Board.String() != "1 2 3/4 5 6/0 7 8" || st.GoalMode != GoalBlankFirst || st.Algorithm != "astar" ||
			st.Params["astar"]["heuristic"] != "misplaced" || st.MaxNodes != 900 || st.TimeoutMS != 700 ||
			st.ShuffleMode != "walk:12" || st.Seed != 42 || st.Theme != "light" || st.NoticeBad {
			t.Errorf("%s: board %s goal mode %s algo %s params %v budgets %d/%d shuffle %q seed %d theme %q notice %q", when,
				st.Board, st.GoalMode, st.Algorithm, st.Params, st.MaxNodes, st.TimeoutMS, st.ShuffleMode, st.Seed, st.Theme, st.Notice)
		}
	}
	s := store.New(store.Deps{Games: []store.Game{Game(testCatalog())}, Solver: &fakeSolver{}, Storage: mem})
	check("old record", view(s))
	if v, ok := mem[store.KeySession]; !ok || !strings.Contains(v, `"seed":42`) || !strings.Contains(v, `"theme":"light"`) {
		t.Errorf("session record after migration: %q (present %v)", v, ok)
	}
	s.Dispatch(actions.SetBudget{MaxNodes: 900, TimeoutMS: 700}) // rewrites the screen record
	if strings.Contains(mem[KeyScreen], "theme") || strings.Contains(mem[KeyScreen], `"seed"`) {
		t.Errorf("the new screen record still holds the session: %s", mem[KeyScreen])
	}
	check("after a save and a reload", view(store.New(store.Deps{Games: []store.Game{Game(testCatalog())}, Solver: &fakeSolver{}, Storage: mem})))
}

// The theme and the seed are the session's: changing them writes the
// session record, not the N-puzzle's; a damaged session record is set
// aside with a notice and the board is still restored.
func TestSessionRecord(t *testing.T) {
	mem := memStorage{}
	s, _ := newTest(t, mem)
	s.Dispatch(actions.SetTheme{Theme: "dark"})
	s.Dispatch(actions.SetSeed{Seed: 31})
	if _, ok := mem[KeyScreen]; ok {
		t.Errorf("theme and seed wrote the screen record: %s", mem[KeyScreen])
	}
	if mem[store.KeySession] != `{"theme":"dark","seed":31}` {
		t.Errorf("session record: %s", mem[store.KeySession])
	}
	s.Dispatch(EditBoard{Text: "1 2 3/4 5 6/7 0 8"})
	mem[store.KeySession] = `{"theme":`
	st := view(store.New(store.Deps{Games: []store.Game{Game(testCatalog())}, Solver: &fakeSolver{}, Storage: mem}))
	if !st.NoticeBad || !strings.Contains(st.Notice, "the theme and seed") || st.Board.String() != "1 2 3/4 5 6/7 0 8" || st.Theme != "" {
		t.Errorf("damaged session: notice %q board %s theme %q", st.Notice, st.Board, st.Theme)
	}
	if mem[store.KeySession+store.SetAsideSuffix] != `{"theme":` {
		t.Errorf("damaged session record not set aside: %q", mem[store.KeySession+store.SetAsideSuffix])
	}
}

// Changing only the seed (which no longer rewrites the N-puzzle's record)
// keeps the first-load board across a reload, as when the seed was saved
// with it; the new seed is restored.
func TestSeedChangeKeepsFirstBoard(t *testing.T) {
	mem := memStorage{}
	s, _ := newTest(t, mem)
	before := view(s).Board
	s.Dispatch(actions.SetSeed{Seed: 9})
	s2, _ := newTest(t, mem)
	if st := view(s2); st.Board != before || st.Seed != 9 {
		t.Errorf("after reload: board %v (was %v) seed %d", st.Board, before, st.Seed)
	}
}
