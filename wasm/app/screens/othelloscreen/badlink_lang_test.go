package othelloscreen

import (
	"strings"
	"testing"
	"time"

	"searchlab/core/share"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/screens/npuzzlescreen"
	"searchlab/wasm/app/store"
)

// A Vietnamese reader who opens an Othello link whose players the app
// does not have, or whose settings it refuses, reads why in Vietnamese
// (issue 32).
func TestOthelloBadLinkInVietnamese(t *testing.T) {
	s := store.New(store.Deps{Games: []store.Game{npuzzlescreen.Game(nil), Game}, Solver: &registrySolver{},
		Now: func() time.Time { return testClock }, Languages: []string{"vi-VN"}})
	s.Dispatch(actions.SelectGame{ID: ID})
	frag, err := share.Encode(share.Link{Game: ID, Board: stateOf(s).Start,
		Params: map[string]string{"black": "quantum", "white": "alphabeta:depth", "moves": "f5"}})
	if err != nil {
		t.Fatal(err)
	}
	s.Dispatch(actions.OpenLink{Fragment: "#" + frag})
	got := s.State().Notice.Text
	for _, want := range []string{`không có người chơi "quantum"`, `thiết lập "depth" không có dạng khoá=giá trị`} {
		if !strings.Contains(got, want) {
			t.Errorf("the notice %q does not say %q", got, want)
		}
	}
	if strings.Contains(got, "unknown") || strings.Contains(got, "setting") {
		t.Errorf("English in the notice %q", got)
	}
}
