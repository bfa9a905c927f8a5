package bloxorzscreen

import (
	"testing"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// A Bloxorz screen saved by an earlier version (as it was stored under
// searchlab/v1/bloxorz) and an old Bloxorz share link still open.
func TestOldBloxorzSavedDataAndLinkOpen(t *testing.T) {
	mem := memStorage{KeyBloxorz: `{"board":"classic:3","algorithm":"astar","params":{"astar":{"costing":"counted"}},"seed":4,"heat":true,"speed":6}`}
	s := store.New(store.Deps{Games: testGames, Solver: &nativeSolver{}, Storage: mem})
	s.Dispatch(actions.SelectGame{ID: ID})
	b := bloxOf(s)
	if b.Stage != 3 || b.Algorithm != "astar" || b.Params["astar"]["costing"] != "counted" || b.Seed != 4 || !b.Heat || b.Player.Speed != 6 {
		t.Errorf("old bloxorz screen: stage %d algo %s params %v seed %d heat %v speed %v", b.Stage, b.Algorithm, b.Params, b.Seed, b.Heat, b.Player.Speed)
	}
	s2 := store.New(store.Deps{Games: testGames, Solver: &nativeSolver{}})
	s2.Dispatch(actions.OpenLink{Fragment: "#v1/bloxorz/eyJiIjoiY2xhc3NpYzozIiwiYSI6ImJmcyIsInMiOjF9"})
	st := s2.State()
	if b := bloxOf(s2); st.Game != ID || b.Stage != 3 || b.Algorithm != "bfs" || st.Notice.Kind == actions.NoticeError {
		t.Errorf("old bloxorz link: game %s stage %d algo %s notice %q", st.Game, b.Stage, b.Algorithm, st.Notice.Text)
	}
}
