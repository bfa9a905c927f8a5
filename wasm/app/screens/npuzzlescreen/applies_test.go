package npuzzlescreen

import (
	"testing"
	"time"

	"searchlab/core/games/all"
	"searchlab/core/wire"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// The solver panel shows only the parameters that apply and knows what
// cannot run on the board shown (issue 21 item 6): partition only with the
// pdb heuristic; on a 5×5 board walking distance (and pdb) are unavailable
// with the sentence the solver refuses them with, on 3×3 nothing is.
func TestPanelKnowsWhatApplies(t *testing.T) {
	clock := time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)
	catalog, err := all.Builtin().Algorithms(ID)
	if err != nil {
		t.Fatal(err)
	}
	s := store.New(store.Deps{Games: []store.Game{Game(catalog)}, Solver: &fakeSolver{},
		Now: func() time.Time { return clock }, Unavailable: all.Builtin().Unavailable})
	s.Dispatch(actions.SelectAlgorithm{ID: "idastar"})
	st := s.State()
	info, _ := st.AlgorithmInfo()
	shown := func() map[string]bool {
		st := s.State()
		m := map[string]bool{}
		for _, p := range info.Params {
			m[p.Name] = st.Applies(info, p)
		}
		return m
	}
	if m := shown(); !m["heuristic"] || m["partition"] || !m["transpositions"] {
		t.Errorf("IDA* with manhattan shows %v, want heuristic and transpositions without partition", m)
	}
	s.Dispatch(actions.SetParam{Name: "heuristic", Value: "pdb"})
	if m := shown(); !m["partition"] {
		t.Errorf("IDA* with pdb shows %v, want the partition", m)
	}
	if us := s.State().Unavailable; len(us) != 0 {
		t.Errorf("3×3: %v unavailable", us)
	}
	s.Dispatch(Resize{Rows: 5, Cols: 5})
	st = s.State()
	why, no := st.Refused("idastar", "heuristic", "walking-distance")
	bad := all.Builtin().Solve(t.Context(), wire.Request{Game: "npuzzle", Board: view(s).Board.String(), Algorithm: "idastar",
		Params: map[string]any{"heuristic": "walking-distance"}, MaxNodes: 1}, nil)
	if !no || why == "" || bad.Status != wire.StatusInvalid || bad.Error != why {
		t.Errorf("5×5: walking distance refused %v (%q); the solver says %s %q", no, why, bad.Status, bad.Error)
	}
	if _, no := st.Refused("idastar", "heuristic", "linear-conflict"); no {
		t.Errorf("5×5: linear conflict refused")
	}
}
