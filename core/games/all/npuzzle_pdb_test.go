package all

import (
	"context"
	"strings"
	"testing"
	"time"

	npuzzleengine "searchlab/core/games/npuzzlegame/engine"
	"searchlab/core/npuzzle"
	"searchlab/core/registry"
	"searchlab/core/wire"
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
		{"heuristic": "pdb", "partition": "5-5-5", registry.ParamTranspositions: true},
	} {
		r := solve(t, wire.Request{Game: "npuzzle", Board: korf12, Goal: korfGoal, Algorithm: registry.AlgoIDAStar, Params: params})
		if r.Status != wire.StatusFound || r.Length != 45 {
			t.Fatalf("%v: %s in %d moves, want 45", params, r.Status, r.Length)
		}
		replay(t, korf12, korfGoal, r.Moves)
		if r.Stats.MemoryBytes < 786240 {
			t.Errorf("memory_bytes %d leaves out the 786,240 bytes of tables", r.Stats.MemoryBytes)
		}
	}
	const board, goal = "7 10 6 11/2 4 1 5/8 3 0 9", "3 9 1 0/8 2 11 4/6 10 7 5"
	ref := solve(t, wire.Request{Game: "npuzzle", Board: board, Goal: goal, Algorithm: registry.AlgoAStar, Params: map[string]any{"heuristic": "linear-conflict"}, MaxNodes: registry.MaxMaxNodes})
	if ref.Status != wire.StatusFound {
		t.Fatalf("A*/LC: %s", ref.Status)
	}
	for _, algo := range []string{registry.AlgoAStar, registry.AlgoIDAStar} {
		r := solve(t, wire.Request{Game: "npuzzle", Board: board, Goal: goal, Algorithm: algo, Params: map[string]any{"heuristic": "pdb"}})
		if r.Status != wire.StatusFound || r.Length != ref.Length {
			t.Errorf("%s/pdb: %s in %d moves, A*/LC %d", algo, r.Status, r.Length, ref.Length)
		}
		replay(t, board, goal, r.Moves)
	}
	// An 8-tile pattern is allowed natively but never built by a request:
	// the error says how to build it.
	for partition, want := range map[string]string{"664": "has 16 tiles", "9411": "more than", "8421": "searchlab pdb -partition 8421", "abc": "digits"} {
		r := solve(t, wire.Request{Game: "npuzzle", Board: korf12, Goal: korfGoal, Algorithm: registry.AlgoIDAStar, Params: map[string]any{"heuristic": "pdb", "partition": partition}})
		if r.Status != wire.StatusInvalid || !strings.Contains(r.Error, want) {
			t.Errorf("partition %s: %s %q, want invalid with %q", partition, r.Status, r.Error, want)
		}
	}
	r := solve(t, wire.Request{Game: "npuzzle", Board: "1 2 3 4 5 6/7 8 9 10 11 12/13 14 15 16 17 18/19 20 21 22 23 24/25 26 27 28 29 30/31 32 33 34 35 0", Algorithm: registry.AlgoIDAStar, Params: map[string]any{"heuristic": "pdb"}})
	if r.Status != wire.StatusInvalid || !strings.Contains(r.Error, "25 cells") {
		t.Errorf("6×6 with pdb: %s %q", r.Status, r.Error)
	}
}

// A pdb request whose memory budget is below the tables' size runs with
// walking distance instead, says so, and still finds the optimal solution
// (Korf's #12, 45 moves); one whose budget holds them uses them. Both
// report h(start), a lower bound on the length.
func TestNPuzzlePDBMemoryFallback(t *testing.T) {
	const korf12 = "14 1 9 6/4 8 12 5/7 2 3 0/10 11 13 15"
	const korfGoal = "0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15"
	// 6-6-3 takes 5.5 MiB at 4 bits per entry: over a 4 MiB budget.
	r := solve(t, wire.Request{Game: "npuzzle", Board: korf12, Goal: korfGoal, Algorithm: registry.AlgoIDAStar,
		Params: map[string]any{"heuristic": "pdb", "partition": "663"}, MaxMemoryBytes: 4 << 20, MaxNodes: registry.MaxMaxNodes})
	if r.Status != wire.StatusFound || r.Length != 45 {
		t.Fatalf("663 in 4 MiB: %s in %d moves, want found in 45 (%s)", r.Status, r.Length, r.Error)
	}
	replay(t, korf12, korfGoal, r.Moves)
	if r.NPuzzleResult == nil || r.HeuristicUsed != "walking-distance" || !strings.Contains(r.Notice, "memory budget") ||
		!strings.Contains(r.Notice, "walking-distance") {
		t.Fatalf("663 in 4 MiB: %+v, want the walking-distance fallback with a notice", r.NPuzzleResult)
	}
	if r.StartH <= 0 || r.StartH > 45 {
		t.Errorf("fallback h(start) %d, want in 1..45", r.StartH)
	}
	// 5-5-5 takes 786,240 bytes: it fits 1 MiB.
	r = solve(t, wire.Request{Game: "npuzzle", Board: korf12, Goal: korfGoal, Algorithm: registry.AlgoIDAStar,
		Params: map[string]any{"heuristic": "pdb", "partition": "555"}, MaxMemoryBytes: 1 << 20, MaxNodes: registry.MaxMaxNodes})
	if r.Status != wire.StatusFound || r.Length != 45 {
		t.Fatalf("555 in 1 MiB: %s in %d moves (%s)", r.Status, r.Length, r.Error)
	}
	if r.NPuzzleResult == nil || r.HeuristicUsed != "" || r.Notice != "" || r.StartH <= 0 || r.StartH > 45 {
		t.Fatalf("555 in 1 MiB: %+v, want the databases used and h(start) in 1..45", r.NPuzzleResult)
	}
	wd := solve(t, wire.Request{Game: "npuzzle", Board: korf12, Goal: korfGoal, Algorithm: registry.AlgoIDAStar,
		Params: map[string]any{"heuristic": "walking-distance"}, MaxNodes: 1})
	if wd.NPuzzleResult == nil || wd.StartH <= 0 || wd.StartH > r.StartH {
		// pdb's h is max(pdb, walking distance) in the specialised IDA*.
		t.Errorf("walking-distance h(start) %+v, pdb's %d", wd.NPuzzleResult, r.StartH)
	}
}

// MinBytes, the size refused before a build, is the built tables' size.
func TestPartitionMinBytesMatchesTables(t *testing.T) {
	goal, err := npuzzle.Parse("0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15")
	if err != nil {
		t.Fatal(err)
	}
	part, err := npuzzle.ParsePartition(goal, "555")
	if err != nil {
		t.Fatal(err)
	}
	db, err := npuzzle.CachedPDB(goal, "555", nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := part.MinBytes(goal.Len()); got != db.Bytes() || got != 786240 {
		t.Errorf("MinBytes %d, tables %d, want 786,240", got, db.Bytes())
	}
}

// A client that leaves while the databases are being built stops the build
// (nothing is kept) and gets cancelled, not an invalid request.
func TestNPuzzlePDBBuildStopsWhenTheClientLeaves(t *testing.T) {
	store := &npuzzle.PDBStore{}
	npuzzleengine.SetPDBSource(store)
	defer npuzzleengine.SetPDBSource(&npuzzle.PDBStore{})
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	// A goal of its own, so no other test's database is at hand.
	r := registry.Builtin().Solve(ctx, wire.Request{Game: "npuzzle", Board: "1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0", Goal: "2 1 3 4/5 6 7 8/9 10 11 12/13 14 15 0",
		Algorithm: registry.AlgoIDAStar, Params: map[string]any{"heuristic": "pdb", "partition": "663"}}, nil)
	if r.Status != wire.StatusCancelled || !strings.Contains(r.Error, "pattern databases") {
		t.Errorf("status %s (%s), want cancelled while building", r.Status, r.Error)
	}
	if b := store.CachedBytes(); b != 0 {
		t.Errorf("the store kept %d bytes of a build its only client left", b)
	}
}
