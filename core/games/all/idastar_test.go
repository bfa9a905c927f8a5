package all

import (
	"searchlab/core/registry"
	"searchlab/core/wire"
	"testing"
)

// IDA*'s "transpositions" parameter: off by default for the N-puzzle (the
// counts of Korf's IDA*), on by default for Bloxorz (full of short cycles).
func TestIDAStarTranspositionsDefaults(t *testing.T) {
	for game, want := range map[string]bool{"npuzzle": false, "bloxorz": true} {
		algos, err := registry.Builtin().Algorithms(game)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, a := range algos {
			p, ok := a.Param(registry.ParamTranspositions)
			if a.ID != registry.AlgoIDAStar {
				if ok {
					t.Errorf("%s %s has parameter %q", game, a.ID, registry.ParamTranspositions)
				}
				continue
			}
			found = true
			if !ok || p.Type != registry.TypeBool || p.Default != want {
				t.Errorf("%s idastar: parameter %+v (present %v), want bool default %v", game, p, ok, want)
			}
		}
		if !found {
			t.Errorf("%s: no idastar", game)
		}
	}
	// The shared catalogue is not changed by Bloxorz's default.
	for _, a := range registry.SystematicAlgorithms() {
		if p, ok := a.Param(registry.ParamTranspositions); ok && p.Default != false {
			t.Errorf("catalogue default %v", p.Default)
		}
	}
}

// Through the service: Korf's instance #79 with IDA* defaults generates
// Korf's 540,860 nodes; with the table, the same 42 moves from fewer nodes.
// Bloxorz stage 10 with swaps counted (58 keys): the default (table) finds
// the optimum; plain IDA* runs out of a 300,000-expansion budget.
func TestIDAStarTranspositionsSolve(t *testing.T) {
	const board = "0 1 9 7/11 13 5 3/14 12 4 2/8 6 10 15"
	const goal = "0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15"
	r := solve(t, wire.Request{Game: "npuzzle", Board: board, Goal: goal, Algorithm: registry.AlgoIDAStar})
	if r.Status != wire.StatusFound || r.Length != 42 || r.Stats.Generated != 540860 {
		t.Fatalf("npuzzle default: %s, %d moves, %d generated; want found, 42, 540860", r.Status, r.Length, r.Stats.Generated)
	}
	replay(t, board, goal, r.Moves)
	tt := solve(t, wire.Request{Game: "npuzzle", Board: board, Goal: goal, Algorithm: registry.AlgoIDAStar,
		Params: map[string]any{registry.ParamTranspositions: true}})
	if tt.Status != wire.StatusFound || tt.Length != 42 || tt.Stats.Generated >= r.Stats.Generated {
		t.Fatalf("npuzzle with the table: %s, %d moves, %d generated", tt.Status, tt.Length, tt.Stats.Generated)
	}
	replay(t, board, goal, tt.Moves)
	if tt.Stats.MemoryBytes <= r.Stats.MemoryBytes {
		t.Errorf("table memory not reported: %d bytes, plain %d", tt.Stats.MemoryBytes, r.Stats.MemoryBytes)
	}

	b := solve(t, wire.Request{Game: "bloxorz", Board: "classic:10", Algorithm: registry.AlgoIDAStar, Params: map[string]any{"costing": "counted"}})
	if b.Status != wire.StatusFound || b.Length != 58 || len(b.Moves) != 58 {
		t.Fatalf("bloxorz stage 10 (counted): %s, length %d, %d keys; want found, 58", b.Status, b.Length, len(b.Moves))
	}
	plain := solve(t, wire.Request{Game: "bloxorz", Board: "classic:10", Algorithm: registry.AlgoIDAStar, MaxNodes: 300_000,
		Params: map[string]any{"costing": "counted", registry.ParamTranspositions: false}})
	if plain.Status != wire.StatusBudgetExceeded || plain.Stats.Expanded != 300_000 {
		t.Fatalf("bloxorz stage 10 plain IDA*: %s after %d expansions, want budget_exceeded at 300000", plain.Status, plain.Stats.Expanded)
	}
}

// IDA* says "no solution" on a Bloxorz level that has none (issue 13, item
// 24): a field of 14×8 tiles whose only way to the exit is a bridge that no
// switch opens. Before IDA* knew that an iteration whose cut-off states
// were all visited along other paths had searched everything, it deepened
// bound after bound (260 iterations, 4,658,253 expansions); now it ends
// not_found (exhausted) within 100,000 expansions, as BFS does.
func TestIDAStarProvesNoSolution(t *testing.T) {
	const level = "oooooooooooooo--ooo\no@oooooooooooo--oEo\noooooooooooooo--ooo\noooooooooooooo--ooo\n" +
		"oooooooooooooo.....\noooooooooooooo.....\noooooooooooooo.....\noooooooooooooo.....\n"
	for _, algo := range []string{registry.AlgoBFS, registry.AlgoIDAStar} {
		r := solve(t, wire.Request{Game: "bloxorz", Board: level, Algorithm: algo, MaxNodes: 100_000})
		if r.Status != wire.StatusNotFound || r.Reason == nil || r.Reason.Code != "exhausted" {
			t.Errorf("%s: %s (reason %+v) after %d expansions, want not_found, exhausted", algo, r.Status, r.Reason, r.Stats.Expanded)
		}
	}
}
