package store

import (
	"testing"

	"searchlab/wasm/app/actions"
)

// TestScreenRoute (issue 13 item 2): choosing a screen puts its address in
// the address bar; opening that address shows the screen; a share link
// still opens as before.
func TestScreenRoute(t *testing.T) {
	var routes []string
	other := Game{ID: "other", Name: "Other", New: func(h Host) Screen { return NPuzzleGame.New(h) }}
	s := New(Deps{Catalog: testCatalog(), Games: []Game{NPuzzleGame, other}, Solver: &fakeSolver{},
		SetRoute: func(g string) { routes = append(routes, g) }})
	s.Dispatch(actions.SelectGame{ID: "other"})
	if len(routes) != 1 || routes[0] != "other" || s.State().Game != "other" {
		t.Fatalf("routes %q, game %q", routes, s.State().Game)
	}
	s.Dispatch(actions.OpenLink{Fragment: "#npuzzle"})
	if g := s.State().Game; g != "npuzzle" || s.State().NoticeBad {
		t.Errorf("#npuzzle opened %q (notice %q)", g, s.State().Notice)
	}
	s.Dispatch(actions.OpenLink{Fragment: "#/other"})
	if g := s.State().Game; g != "other" {
		t.Errorf("#/other opened %q", g)
	}
}
