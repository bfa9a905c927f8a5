package all

import (
	"searchlab/core/registry"
	"searchlab/core/wire"
	"testing"
)

// Among optimal solutions the service returns one with the fewest switches
// of control, for every optimal algorithm (issue 13, item 23), with the
// moves and the switches counted apart (item 6). The fewest switches at
// the optimum, from core/bloxorz's fewest-switches test (checked there
// against an independent layered sweep): stage 8: 10 moves, 1 switch;
// stage 9: 24 moves, 1 switch;
// stage 10: 57, 1 (BFS alone returns 23); stage 20: 56, 2; stage 26: 104,
// 2 (A* alone returns 18); stage 28: 100, 1.
func TestBloxorzFewestSwitches(t *testing.T) {
	for _, c := range []struct {
		stage, moves, switches int
		algos                  []string
	}{
		{8, 10, 1, []string{registry.AlgoBFS, registry.AlgoUCS, registry.AlgoAStar, registry.AlgoIDAStar, registry.AlgoIDDFS}},
		{9, 24, 1, []string{registry.AlgoBFS, registry.AlgoUCS, registry.AlgoAStar, registry.AlgoIDAStar}},
		{10, 57, 1, []string{registry.AlgoBFS, registry.AlgoUCS, registry.AlgoAStar, registry.AlgoIDAStar}},
		{20, 56, 2, []string{registry.AlgoBFS, registry.AlgoAStar, registry.AlgoIDAStar}},
		{26, 104, 2, []string{registry.AlgoBFS, registry.AlgoAStar, registry.AlgoIDAStar}},
		{28, 100, 1, []string{registry.AlgoBFS, registry.AlgoAStar}},
	} {
		l := classicLevel(t, c.stage)
		for _, algo := range c.algos {
			r := solve(t, wire.Request{Game: "bloxorz", Board: "classic:" + itoa(c.stage), Algorithm: algo})
			if r.Status != wire.StatusFound || r.BloxorzResult == nil {
				t.Fatalf("stage %d %s: %+v", c.stage, algo, r)
			}
			b := r.BloxorzResult
			if r.Length != c.moves || b.Rolls != c.moves || b.Switches != c.switches || len(r.Moves) != c.moves+c.switches {
				t.Errorf("stage %d %s: length %d, %d rolls and %d switches in %d keys; want %d moves and %d switches",
					c.stage, algo, r.Length, b.Rolls, b.Switches, len(r.Moves), c.moves, c.switches)
			}
			if p := b.FewestSwitches; p != nil && (p.Before <= b.Switches || p.Expanded <= 0) {
				t.Errorf("stage %d %s: pass %+v", c.stage, algo, *p)
			}
			bloxReplay(t, l, r, false)
		}
	}
	// Stage 10 with BFS: the algorithm's own sequence had 23 switches.
	r := solve(t, wire.Request{Game: "bloxorz", Board: "classic:10", Algorithm: registry.AlgoBFS})
	if p := r.BloxorzResult.FewestSwitches; p == nil || p.Before != 23 {
		t.Errorf("stage 10 BFS: pass %+v, want 23 switches before", p)
	}
	// Counted switches: the total stays the optimum (58 keys), and DFS,
	// which is not optimal, keeps its own sequence (no pass).
	r = solve(t, wire.Request{Game: "bloxorz", Board: "classic:10", Algorithm: registry.AlgoAStar, Params: map[string]any{"costing": "counted"}})
	if r.Length != 58 || r.BloxorzResult.Switches != 1 || r.BloxorzResult.Rolls != 57 {
		t.Errorf("stage 10 counted: length %d, %d switches, %d rolls; want 58, 1, 57", r.Length, r.BloxorzResult.Switches, r.BloxorzResult.Rolls)
	}
	bloxReplay(t, classicLevel(t, 10), r, true)
	r = solve(t, wire.Request{Game: "bloxorz", Board: "classic:10", Algorithm: registry.AlgoDFS})
	if r.Status != wire.StatusFound || r.BloxorzResult.FewestSwitches != nil || r.BloxorzResult.Rolls+r.BloxorzResult.Switches != len(r.Moves) {
		t.Errorf("stage 10 DFS: %s, %+v", r.Status, r.BloxorzResult)
	}
	// A node budget that the search itself uses up leaves nothing for the
	// pass: the algorithm's own optimal sequence is returned as found (A*:
	// 5 switches), with no pass reported.
	full := solve(t, wire.Request{Game: "bloxorz", Board: "classic:10", Algorithm: registry.AlgoAStar})
	r = solve(t, wire.Request{Game: "bloxorz", Board: "classic:10", Algorithm: registry.AlgoAStar, MaxNodes: full.Stats.Expanded})
	if r.Status != wire.StatusFound || r.Length != 57 || r.BloxorzResult.FewestSwitches != nil || r.BloxorzResult.Switches != 5 {
		t.Errorf("stage 10 A* within its own %d expansions: %s, %d moves, %+v", full.Stats.Expanded, r.Status, r.Length, r.BloxorzResult)
	}
}
