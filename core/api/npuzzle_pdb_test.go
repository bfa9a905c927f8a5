package api

import (
	"strings"
	"testing"
)

// The pdb heuristic through the API: Korf's instance #12 (optimal 45, Korf
// 1985) with the 5-5-5 databases by IDA* (the specialised solver) and by
// IDA* with its transposition table (the generic one); a 3×4 board with an
// unusual goal by A* and IDA* with pdb against A* with linear conflict; a
// bad partition is an invalid request naming the problem.
func TestNPuzzlePDB(t *testing.T) {
	const korf12 = "14 1 9 6/4 8 12 5/7 2 3 0/10 11 13 15"
	const korfGoal = "0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15"
	for _, params := range []map[string]any{
		{"heuristic": "pdb", "partition": "555"},
		{"heuristic": "pdb", "partition": "5-5-5", ParamTranspositions: true},
	} {
		r := solve(t, Request{Game: "npuzzle", Board: korf12, Goal: korfGoal, Algorithm: AlgoIDAStar, Params: params})
		if r.Status != StatusFound || r.Length != 45 {
			t.Fatalf("%v: %s in %d moves, want 45", params, r.Status, r.Length)
		}
		replay(t, korf12, korfGoal, r.Moves)
		if r.Stats.MemoryBytes < 786240 {
			t.Errorf("memory_bytes %d leaves out the 786,240 bytes of tables", r.Stats.MemoryBytes)
		}
	}
	const board, goal = "7 10 6 11/2 4 1 5/8 3 0 9", "3 9 1 0/8 2 11 4/6 10 7 5"
	ref := solve(t, Request{Game: "npuzzle", Board: board, Goal: goal, Algorithm: AlgoAStar, Params: map[string]any{"heuristic": "linear-conflict"}, MaxNodes: MaxMaxNodes})
	if ref.Status != StatusFound {
		t.Fatalf("A*/LC: %s", ref.Status)
	}
	for _, algo := range []string{AlgoAStar, AlgoIDAStar} {
		r := solve(t, Request{Game: "npuzzle", Board: board, Goal: goal, Algorithm: algo, Params: map[string]any{"heuristic": "pdb"}})
		if r.Status != StatusFound || r.Length != ref.Length {
			t.Errorf("%s/pdb: %s in %d moves, A*/LC %d", algo, r.Status, r.Length, ref.Length)
		}
		replay(t, board, goal, r.Moves)
	}
	for partition, want := range map[string]string{"664": "has 16 tiles", "8421": "more than", "abc": "digits"} {
		r := solve(t, Request{Game: "npuzzle", Board: korf12, Goal: korfGoal, Algorithm: AlgoIDAStar, Params: map[string]any{"heuristic": "pdb", "partition": partition}})
		if r.Status != StatusInvalid || !strings.Contains(r.Error, want) {
			t.Errorf("partition %s: %s %q, want invalid with %q", partition, r.Status, r.Error, want)
		}
	}
	r := solve(t, Request{Game: "npuzzle", Board: "1 2 3 4 5/6 7 8 9 10/11 12 13 14 15/16 17 18 19 20/21 22 23 24 0", Algorithm: AlgoIDAStar, Params: map[string]any{"heuristic": "pdb"}})
	if r.Status != StatusInvalid || !strings.Contains(r.Error, "16 cells") {
		t.Errorf("5×5 with pdb: %s %q", r.Status, r.Error)
	}
}
