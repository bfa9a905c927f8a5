package all

import (
	"searchlab/core/registry"
	"searchlab/core/wire"
	"testing"
)

// Every algorithm of every single-agent game reports statistics that agree
// with each other (issue 13, item 16; the definitions are in
// search.Stats): nothing is expanded before it is generated, and a found
// solution is no longer than the deepest path reported (bidirectional
// search: its deeper side reaches at least half of it).
func TestStatsConsistentEverywhere(t *testing.T) {
	for _, c := range []struct{ game, board, goal string }{
		{"npuzzle", "8 6 7/2 5 4/3 0 1", "1 2 3/4 5 6/7 8 0"},
		{"npuzzle", "1 2 3/4 0 6/7 5 8", "1 2 3/4 5 6/7 8 0"},
		{"bloxorz", "classic:2", ""},
		{"bloxorz", "classic:8", ""},
	} {
		algos, err := registry.Builtin().Algorithms(c.game)
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range algos {
			r := solve(t, wire.Request{Game: c.game, Board: c.board, Goal: c.goal, Algorithm: a.ID, Seed: 3, MaxNodes: 200_000})
			st := r.Stats
			if st.Expanded > st.Generated {
				t.Errorf("%s %s %s: expanded %d > generated %d", c.game, c.board, a.ID, st.Expanded, st.Generated)
			}
			if r.Status != wire.StatusFound {
				continue
			}
			moves := len(r.Moves)
			if r.BloxorzResult != nil {
				moves = r.BloxorzResult.Rolls
				if r.BloxorzResult.FewestSwitches == nil && r.Length > moves {
					moves = r.Length // counted switches are moves of the search
				}
			}
			if a.ID == registry.AlgoBidirectional {
				moves = (moves + 1) / 2
			}
			if st.MaxDepth < moves {
				t.Errorf("%s %s %s: max depth %d below the %d-move solution", c.game, c.board, a.ID, st.MaxDepth, moves)
			}
		}
	}
}
