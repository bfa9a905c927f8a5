package search_test

import (
	"strings"
	"testing"

	"searchlab/core/search"
)

// sealedRoom is an open n×n room (start in its top-left corner) above a
// goal cell behind a wall: n² reachable cells full of short cycles, and no
// solution, though the heuristic (Manhattan distance to the goal) is finite
// everywhere.
func sealedRoom(n int) *maze {
	var b strings.Builder
	wall := strings.Repeat("#", n+2) + "\n"
	b.WriteString(wall)
	for r := 0; r < n; r++ {
		if r == 0 {
			b.WriteString("#S" + strings.Repeat(".", n-1) + "#\n")
		} else {
			b.WriteString("#" + strings.Repeat(".", n) + "#\n")
		}
	}
	b.WriteString(wall)
	b.WriteString("#" + strings.Repeat("#", n-1) + "G#\n")
	b.WriteString(wall)
	return newMaze(b.String())
}

// IDA* with its transposition table proves that a cyclic space has no
// solution (issue 13, item 24): an iteration whose cut-off states were all
// visited along other paths has searched everything. On the 12×12 sealed
// room it ends not_found after 824 expansions in 3 iterations; without
// that rule the bounds kept rising until no path at all was cut (68
// iterations, 211,554 expansions). Plain IDA* (no table) cannot tell and
// runs to its budget.
func TestIDAStarTableProvesNotFound(t *testing.T) {
	m := sealedRoom(12)
	o := search.Options[pos]{Limits: search.Limits{MaxNodes: 20_000}}
	r := search.Solve(search.NewIDAStar[pos, byte](search.AsIDAProblem[pos, byte](m), o, search.IDAStarParams{Transpositions: true}))
	if r.Status != search.NotFound || r.Reason.Kind != search.StopExhausted {
		t.Fatalf("idastar-tt: %v (%v) after %d expansions in %d iterations, want not_found (exhausted)", r.Status, r.Reason.Kind, r.Stats.Expanded, r.Stats.Iterations)
	}
	if r.Stats.Expanded < 144 {
		t.Errorf("idastar-tt: %d expansions, fewer than the 144 reachable cells", r.Stats.Expanded)
	}
	bfs := search.Solve(search.NewBFS[pos, byte](m, search.Options[pos]{}))
	if bfs.Status != search.NotFound || bfs.Stats.Expanded != 144 {
		t.Fatalf("bfs: %v after %d expansions, want not_found after the 144 cells", bfs.Status, bfs.Stats.Expanded)
	}
	if plain := search.Solve(search.NewIDAStar[pos, byte](search.AsIDAProblem[pos, byte](m), o, search.IDAStarParams{})); plain.Status != search.BudgetExceeded {
		t.Errorf("plain idastar: %v, want budget_exceeded", plain.Status)
	}
}
