package npuzzlescreen

import (
	"testing"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// TestScreenRoute (issue 13 item 2): choosing a screen puts its address in
// the address bar; opening that address shows the screen; a share link
// still opens as before.
func TestScreenRoute(t *testing.T) {
	var routes []string
	other := store.Game{ID: "other", Name: "Other", New: func(h store.Host) store.Screen { return Game(testCatalog()).New(h) }}
	s := store.New(store.Deps{Games: []store.Game{Game(testCatalog()), other}, Solver: &fakeSolver{},
		SetRoute: func(g string) { routes = append(routes, g) }})
	s.Dispatch(actions.SelectGame{ID: "other"})
	if len(routes) != 1 || routes[0] != "other" || view(s).Game != "other" {
		t.Fatalf("routes %q, game %q", routes, view(s).Game)
	}
	s.Dispatch(actions.OpenLink{Fragment: "#npuzzle"})
	if g := view(s).Game; g != "npuzzle" || view(s).NoticeBad {
		t.Errorf("#npuzzle opened %q (notice %q)", g, view(s).Notice)
	}
	s.Dispatch(actions.OpenLink{Fragment: "#/other"})
	if g := view(s).Game; g != "other" {
		t.Errorf("#/other opened %q", g)
	}
}
