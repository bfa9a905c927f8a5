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
