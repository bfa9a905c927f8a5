package local

import (
	"strings"
	"testing"

	"searchlab/core/search"
)

// wantReason checks that a result ended with status st for reason kind
// (with the given count when count ≥ 0), and that its sentence names the
// count and never claims a whole-space search unless the kind is
// StopExhausted.
func wantReason[A any](t *testing.T, what string, r search.Result[A], st search.Status, kind search.StopKind, count int64, words string) {
	t.Helper()
	if r.Status != st || r.Reason.Kind != kind || (count >= 0 && r.Reason.Count != count) {
		t.Fatalf("%s: %v %v (count %d), want %v %v (count %d); stats %+v", what, r.Status, r.Reason.Kind, r.Reason.Count, st, kind, count, r.Stats)
	}
	s := r.Reason.Sentence()
	if !strings.Contains(s, words) {
		t.Errorf("%s: sentence %q does not say %q", what, s, words)
	}
	if kind != search.StopExhausted && (strings.Contains(s, "every reachable") || strings.Contains(s, "whole")) {
		t.Errorf("%s: sentence %q claims a whole-space search", what, s)
	}
}

// Each incomplete local search says what actually happened when it fails
// (issue 13, item 5): the reason is carried in the Result, with its count.
func TestLocalSearchReasons(t *testing.T) {
	// Hill climbing on a board that cannot be solved: stuck after its 5
	// restarts, not "searched the whole space".
	r := drive(t, NewHillClimbing(unsolvable, search.Options[[9]uint8]{}, HillClimbingParams{MaxSideways: 10, Restarts: 5, RestartWalk: 10}, seeded(3)))
	wantReason(t, "hill climbing", r, search.NotFound, search.StopLocalOptimum, 5, "local optimum after 5 restarts")
	// Plain steepest ascent in the valley: stuck at x = 3 with no restarts.
	rl := drive(t, NewHillClimbing(line{h: valley, goal: 9}, search.Options[int]{}, HillClimbingParams{}, seeded(1)))
	wantReason(t, "hill climbing, no restarts", rl, search.NotFound, search.StopLocalOptimum, 0, "after 0 restarts")
	rl = drive(t, NewHillClimbing(line{h: valley, goal: 9}, search.Options[int]{Limits: search.Limits{MaxDepth: 2}}, HillClimbingParams{}, seeded(1)))
	wantReason(t, "hill climbing, depth 2", rl, search.Cutoff, search.StopDepthLimit, 2, "depth limit of 2")
	r = drive(t, NewHillClimbing(hardBoard, search.Options[[9]uint8]{Limits: search.Limits{MaxNodes: 7}}, DefaultHillClimbingParams(), seeded(1)))
	wantReason(t, "hill climbing, 7 nodes", r, search.BudgetExceeded, search.StopNodeBudget, 7, "7 expanded nodes")

	// Simulated annealing: frozen after 66 steps (T0 = 1, α = 0.9, Tmin =
	// 0.001), its own step limit, a node budget.
	r = drive(t, NewSimulatedAnnealing(unsolvable, search.Options[[9]uint8]{}, SimulatedAnnealingParams{T0: 1, Alpha: 0.9}, seeded(1)))
	wantReason(t, "annealing, frozen", r, search.NotFound, search.StopFrozen, 66, "froze")
	r = drive(t, NewSimulatedAnnealing(unsolvable, search.Options[[9]uint8]{}, SimulatedAnnealingParams{Steps: 500}, seeded(1)))
	wantReason(t, "annealing, 500 steps", r, search.BudgetExceeded, search.StopStepLimit, 500, "500 steps")
	r = drive(t, NewSimulatedAnnealing(hardBoard, search.Options[[9]uint8]{Limits: search.Limits{MaxNodes: 9}}, SimulatedAnnealingParams{}, seeded(1)))
	wantReason(t, "annealing, 9 nodes", r, search.BudgetExceeded, search.StopNodeBudget, 9, "9 expanded nodes")

	// Beam search: a narrow beam on an unsolvable board empties once every
	// successor has been in a beam, having dropped candidates on the way:
	// not a proof. A beam wider than the space never drops one and has
	// searched everything: a proof.
	r = drive(t, NewBeam(unsolvable, search.Options[[9]uint8]{}, BeamParams{Width: 2}, seeded(1)))
	wantReason(t, "beam width 2", r, search.NotFound, search.StopBeamEmpty, r.Stats.Iterations, "beam emptied")
	r = drive(t, NewBeam(unsolvable, search.Options[[9]uint8]{}, BeamParams{Width: 1 << 20}, seeded(1)))
	wantReason(t, "beam width 2^20", r, search.NotFound, search.StopExhausted, 0, "no solution")

	// Genetic algorithm: stagnation and the generation limit.
	p := DefaultGeneticParams[[9]uint8, byte]()
	p.Generations, p.Stagnation = 10000, 10
	r = drive(t, NewGenetic(unsolvable, search.Options[[9]uint8]{}, p, seeded(1)))
	wantReason(t, "genetic, stagnation 10", r, search.NotFound, search.StopStagnated, 10, "did not improve for 10 generations")
	p.Generations, p.Stagnation = 5, 0
	r = drive(t, NewGenetic(unsolvable, search.Options[[9]uint8]{}, p, seeded(1)))
	wantReason(t, "genetic, 5 generations", r, search.BudgetExceeded, search.StopGenerationLimit, 5, "5 generations")

	// A found result carries no reason.
	r = drive(t, NewHillClimbing(mediumBoard, search.Options[[9]uint8]{}, DefaultHillClimbingParams(), seeded(1)))
	if r.Status != search.Found || r.Reason != (search.StopReason{}) {
		t.Fatalf("found: %v with reason %+v", r.Status, r.Reason)
	}
}

// Statistics obey the same invariants in every local search, over many
// seeds (issue 13, item 16): nothing is expanded before it is generated, and
// a found path is never longer than the deepest path reported.
func TestLocalStatsConsistent(t *testing.T) {
	for seed := uint64(1); seed <= 8; seed++ {
		for name, s := range map[string]search.Stepper[byte]{
			"hill climbing": NewHillClimbing(hardBoard, search.Options[[9]uint8]{}, HillClimbingParams{MaxSideways: 10, Restarts: 20, RestartWalk: 20}, seeded(seed)),
			"annealing":     NewSimulatedAnnealing(hardBoard, search.Options[[9]uint8]{}, SimulatedAnnealingParams{Steps: 20000}, seeded(seed)),
			"beam":          NewBeam(hardBoard, search.Options[[9]uint8]{}, BeamParams{Width: 3}, seeded(seed)),
			"genetic":       NewGenetic(midBoard, search.Options[[9]uint8]{}, DefaultGeneticParams[[9]uint8, byte](), seeded(seed)),
			"genetic, few":  NewGenetic(unsolvable, search.Options[[9]uint8]{}, GeneticParams[[9]uint8, byte]{Generations: 3, MutationRate: 0.04}, seeded(seed)),
		} {
			r := drive(t, s)
			st := r.Stats
			if st.Expanded > st.Generated {
				t.Errorf("%s seed %d: expanded %d > generated %d", name, seed, st.Expanded, st.Generated)
			}
			if r.Status == search.Found && st.MaxDepth < len(r.Actions) {
				t.Errorf("%s seed %d: max depth %d below the %d-move solution", name, seed, st.MaxDepth, len(r.Actions))
			}
		}
	}
}
