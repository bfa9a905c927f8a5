package experiment

import (
	"strings"
	"testing"
)

// TestCheckListsEveryProblem: Check names every field at fault where
// NewPlan stops at the first (issue 30 item 8): two bad boards with their
// own indices, a negative node budget and a negative time budget, a bad
// parameter; a good spec has none.
func TestCheckListsEveryProblem(t *testing.T) {
	s := Spec{Game: "npuzzle", Instances: Instances{Boards: []string{"1 2/3 0", "1 2/3 3", "1 2 3/4 5 6/7 8 0", "x"}},
		Configs: []Config{{Algorithm: "astar"}, {Algorithm: "wastar", Params: map[string]any{"weight": -2}}},
		Budget:  Budget{MaxNodes: -1, TimeoutMS: -5}}
	var paths []string
	for _, e := range Check(reg, s) {
		paths = append(paths, e.Path)
	}
	want := "instances.boards[1] instances.boards[3] configs[1].params.weight budget.max_nodes budget.timeout_ms"
	if got := strings.Join(paths, " "); got != want {
		t.Errorf("problems at %q, want %q", got, want)
	}
	if len(s.Instances.Boards) != 4 || s.Budget.MaxNodes != -1 || s.Configs[1].Params["weight"] != -2 {
		t.Error("Check changed the spec it was given")
	}
	s = Spec{Game: "npuzzle", Instances: Instances{Boards: []string{"1 2/3 0"}}, Configs: []Config{{Algorithm: "bfs"}}}
	if errs := Check(reg, s); len(errs) != 0 {
		t.Errorf("a good spec: %v", errs)
	}
}
