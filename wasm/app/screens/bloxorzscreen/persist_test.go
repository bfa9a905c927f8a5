package bloxorzscreen

import (
	"strings"
	"testing"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// TestBloxorzPersists: level (classic and edited), algorithm, parameters,
// seed, heatmap switch and the board's view survive a reload; a damaged stored value gives
// stage 1 and no crash.
func TestBloxorzPersists(t *testing.T) {
	mem := memStorage{}
	open := func() *store.Store {
		s := store.New(store.Deps{Games: testGames, Solver: &nativeSolver{}, Storage: mem})
		s.Dispatch(actions.SelectGame{ID: "bloxorz"})
		return s
	}
	s := open()
	s.Dispatch(Stage{N: 5})
	s.Dispatch(actions.SelectAlgorithm{ID: "idastar"})
	s.Dispatch(actions.SetParam{Name: "costing", Value: "counted"})
	s.Dispatch(actions.SetSeed{Seed: 77})
	s.Dispatch(Heatmap{On: true})
	if b := bloxOf(open()); b.Iso {
		t.Errorf("the isometric view is on before it was chosen")
	}
	s.Dispatch(SetView{View: ViewIso})
	b := bloxOf(open())
	if b.Stage != 5 || b.Algorithm != "idastar" || b.Params["idastar"]["costing"] != "counted" || b.Seed != 77 || !b.Heat || !b.Iso {
		t.Errorf("after reload: stage %d algo %q params %v seed %d heat %v iso %v", b.Stage, b.Algorithm, b.Params, b.Seed, b.Heat, b.Iso)
	}
	s.Dispatch(SetView{View: ViewFlat})
	if b := bloxOf(open()); b.Iso {
		t.Errorf("the flat view did not persist")
	}
	s = open()
	s.Dispatch(Editing{On: true})
	s.Dispatch(Tool{Tool: "floor"})
	s.Dispatch(Paint{X: 0, Y: 0})
	s.Dispatch(Editing{On: false})
	edited := bloxOf(s).Text
	if b := bloxOf(open()); b.Text != edited || b.Stage != 0 {
		t.Errorf("edited level after reload: stage %d\n%s", b.Stage, b.Text)
	}
	mem[KeyBloxorz] = `{"board": 12`
	if b := bloxOf(open()); b.Stage != 1 || !strings.Contains(b.Text, "Stage 1") {
		t.Errorf("damaged storage: stage %d", b.Stage)
	}
}
