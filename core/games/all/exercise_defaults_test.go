package all

import (
	"testing"

	corereplay "searchlab/core/replay"
)

// The exercise explains UCT's selections with the exploration constant of
// the run; without one in the request, the algorithm's default, which
// core/replay keeps in UCTDefaultC: it must be the registry's.
func TestUCTDefaultCIsTheRegistrys(t *testing.T) {
	for game, algo := range map[string]string{"nim": "mcts", "othello": "mcts-uct"} {
		algos, err := Builtin().Algorithms(game)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, a := range algos {
			if a.ID != algo {
				continue
			}
			p, ok := a.Param("c")
			if !ok {
				t.Fatalf("%s %s has no c", game, algo)
			}
			found = true
			if d, ok := p.Default.(float64); !ok || d != corereplay.UCTDefaultC[algo] {
				t.Errorf("%s %s: the registry's c is %v, core/replay's %v", game, algo, p.Default, corereplay.UCTDefaultC[algo])
			}
		}
		if !found {
			t.Errorf("%s has no %s", game, algo)
		}
	}
}

// The exercise explains weighted A*'s order with its weight and DLS's
// questions with its depth limit; without them in the request, the
// defaults core/replay keeps in ExerciseDefaults: they must be the
// registry's, for every game that offers the algorithm.
func TestExerciseDefaultsAreTheRegistrys(t *testing.T) {
	reg := Builtin()
	seen := map[string]bool{}
	for _, game := range []string{"graph", "npuzzle", "bloxorz"} {
		algos, err := reg.Algorithms(game)
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range algos {
			for _, p := range a.Params {
				want, ok := corereplay.ExerciseDefaults[a.ID+"."+p.Name]
				if !ok {
					continue
				}
				seen[a.ID+"."+p.Name] = true
				var got float64
				switch d := p.Default.(type) {
				case float64:
					got = d
				case int64:
					got = float64(d)
				case int:
					got = float64(d)
				default:
					t.Fatalf("%s %s.%s: default %T", game, a.ID, p.Name, p.Default)
				}
				if got != want {
					t.Errorf("%s %s.%s: the registry's default is %v, core/replay's %v", game, a.ID, p.Name, got, want)
				}
			}
		}
	}
	for k := range corereplay.ExerciseDefaults {
		if !seen[k] {
			t.Errorf("no game has %s", k)
		}
	}
}
