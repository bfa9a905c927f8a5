package nimscreen

import (
	"testing"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// A Nim screen saved by an earlier version (before the AIs' switches, as
// it was stored under searchlab/v1/nim) and an old Nim share link still
// open, with the API's default switches.
func TestOldNimSavedDataAndLinkOpen(t *testing.T) {
	mem := memStorage{KeyNim: `{"variant":"nim","rule":"misere","start":"3 4 5","moves":["1-1"],"mode":"hints","algorithm":"minimax","depth":2,"candidates":true,"show_hints":true}`}
	s := store.New(store.Deps{Games: testGames, Solver: &registrySolver{}, Storage: mem})
	s.Dispatch(actions.SelectGame{ID: ID})
	n := nimOf(s)
	if n.Start != "3 4 5" || n.Pos != "2 4 5" || n.Rule != "misere" || n.Mode != ModeHints || n.Algorithm != "minimax" || n.Depth != 2 ||
		!n.Candidates || n.Hints == nil || n.Switches != DefaultSwitches() {
		t.Errorf("old saved nim screen: %+v", n)
	}
	s2, _ := newNimTest(t)
	s2.Dispatch(actions.SelectGame{ID: "npuzzle"})
	s2.Dispatch(actions.OpenLink{Fragment: "#v1/nim/eyJiIjoiMyA0IDUiLCJhIjoiYWxwaGFiZXRhIiwicCI6eyJkZXB0aCI6IjAiLCJtb2RlIjoiYWkiLCJydWxlIjoibWlzZXJlIiwidmFyaWFudCI6Im5pbSJ9LCJzIjoyfQ"})
	st := s2.State()
	n = nimOf(s2)
	if st.Game != ID || n.Start != "3 4 5" || n.Rule != "misere" || n.Mode != ModeAI || n.Algorithm != "alphabeta" || s2.Seed() != 2 ||
		n.Switches != DefaultSwitches() || st.Notice.Kind == actions.NoticeError {
		t.Errorf("old nim link: game %s nim %+v seed %d notice %q", st.Game, n, s2.Seed(), st.Notice.Text)
	}
}
