package store

import (
	"testing"

	"searchlab/wasm/app/actions"
)

// Saved data written by earlier versions (localStorage under
// searchlab/v1/..., copied here as they were stored) still opens: the
// N-puzzle screen, its history and saved boards (Bloxorz's and Nim's:
// their packages' compat tests).
func TestOldSavedDataOpens(t *testing.T) {
	mem := memStorage{
		KeyScreen: `{"board":"1 2 3/4 5 6/0 7 8","goal_mode":"last","goal":"","algorithm":"astar","params":{"astar":{"heuristic":"misplaced"}},"seed":5,"max_nodes":1000,"theme":"dark","shuffles":3}`,
		KeyHistory: `[{"id":1,"at":"2026-11-20T10:00:00Z","game":"npuzzle","board":"1 2 3/4 5 6/0 7 8","algorithm":"astar","params":{"heuristic":"manhattan"},"seed":5,"status":"found","length":2,"cost":2,` +
			`"stats":{"expanded":3,"generated":6,"max_frontier":4,"max_depth":2,"iterations":0,"elapsed_ms":0.1,"memory_bytes":640}}]`,
		KeyBoards: `[{"name":"mine","board":"8 6 7/2 5 4/3 0 1"}]`,
	}
	s := New(Deps{Catalog: testCatalog(), Games: []Game{NPuzzleGame}, Solver: &fakeSolver{}, Storage: mem})
	st := s.State()
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
	if st := s.State(); st.Params["astar"]["heuristic"] != "manhattan" {
		t.Errorf("loading the old run: params %v", st.Params)
	}
}

// Share links made by earlier versions still open (fragments copied as
// the app wrote them).
func TestOldShareLinksOpen(t *testing.T) {
	s, _ := newTest(t, nil)
	s.Dispatch(actions.OpenLink{Fragment: "#v1/npuzzle/eyJiIjoiMSAyIDMvNCA1IDYvNyAwIDgiLCJhIjoiYXN0YXIiLCJwIjp7ImhldXJpc3RpYyI6Im1hbmhhdHRhbiJ9LCJzIjo3fQ"})
	st := s.State()
	if st.Game != GameNPuzzle || st.Board.String() != "1 2 3/4 5 6/7 0 8" || st.Algorithm != "astar" || st.Params["astar"]["heuristic"] != "manhattan" || st.Seed != 7 || st.NoticeBad {
		t.Errorf("old n-puzzle link: game %s board %s algo %s params %v seed %d notice %q", st.Game, st.Board, st.Algorithm, st.Params, st.Seed, st.Notice)
	}
}
