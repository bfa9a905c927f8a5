package local

import (
	"strings"
	"testing"

	"searchlab/core/search"
)

func TestBeamOnTheValley(t *testing.T) {
	// Width 1 on the line: the explored set forbids going back, so the beam
	// walks over the ridge to the goal. Counted by hand: states 0 … 8
	// expanded; 1 successor of 0, 2 of each of 1 … 8, plus the start; eight
	// full steps, the goal found during the ninth.
	l := line{h: valley, goal: 9}
	var beams [][]int
	obs := func(e search.Event[int]) {
		if e.Kind == search.Beam {
			beams = append(beams, append([]int(nil), e.States...))
		}
	}
	r := drive(t, NewBeam(l, search.Options[int]{Observer: obs}, BeamParams{Width: 1}, seeded(1)))
	r.Stats.MemoryBytes = 0
	want := search.Stats{Expanded: 9, Generated: 18, MaxFrontier: 1, MaxDepth: 9, Iterations: 8}
	if r.Status != search.Found || r.Stats != want {
		t.Fatalf("got %v %+v, want found %+v", r.Status, r.Stats, want)
	}
	replay[int, int](t, l, r.Actions, r.Cost)
	if len(beams) != 8 || beams[0][0] != 1 || beams[7][0] != 8 {
		t.Fatalf("beams %v, want [1] … [8]", beams)
	}
}

func TestBeamExhaustsUnsolvableBoard(t *testing.T) {
	// With a width beyond the state space nothing is ever dropped: the beam
	// search is a breadth-first sweep of the 9!/2 = 181440 states reachable
	// from an odd permutation, each expanded exactly once. Every blank
	// position occurs in 181440/9 = 20160 of them; 4 corners have 2 moves, 4
	// edges 3, the centre 4: 20160·24 = 483840 successors, plus the start.
	r := drive(t, NewBeam(unsolvable, search.Options[[9]uint8]{}, BeamParams{Width: 1 << 20}, seeded(1)))
	if r.Status != search.NotFound || r.Stats.Expanded != 181440 || r.Stats.Generated != 483841 {
		t.Fatalf("got %v %+v, want not_found with 181440 expanded and 483841 generated", r.Status, r.Stats)
	}
	// 31 is the diameter of the 8-puzzle graph: the last beam is at depth 31.
	if r.Stats.MaxDepth != 31 {
		t.Fatalf("deepest beam at %d, want 31", r.Stats.MaxDepth)
	}
}

func TestBeamWideIsBreadthFirst(t *testing.T) {
	// Unbounded width and goal test on generation: beam search finds optimal
	// solutions, the cross-check against BFS.
	for _, p := range []puzzle{easyBoard, mediumBoard, hardBoard} {
		r := drive(t, NewBeam(p, search.Options[[9]uint8]{}, BeamParams{Width: 1 << 20}, seeded(1)))
		if r.Status != search.Found || len(r.Actions) != optimum(p) {
			t.Fatalf("%v: %v with %d moves, want the optimum %d", p.start, r.Status, len(r.Actions), optimum(p))
		}
		replay[[9]uint8, byte](t, p, r.Actions, r.Cost)
	}
}

func TestBeamManyWidthsAndSeeds(t *testing.T) {
	found := 0
	for _, w := range []int{1, 2, 5, 20} {
		for seed := uint64(1); seed <= 5; seed++ {
			var prevDepth, empty int
			obs := func(e search.Event[[9]uint8]) {
				if e.Kind == search.Beam {
					if len(e.States) == 0 {
						empty++
					}
					if len(e.States) > w || empty > 0 && len(e.States) > 0 {
						t.Fatalf("width %d: beam of %d states", w, len(e.States))
					}
					if e.Depth != prevDepth+1 {
						t.Fatalf("beam depth %d after %d", e.Depth, prevDepth)
					}
					prevDepth = e.Depth
				}
			}
			r := drive(t, NewBeam(hardBoard, search.Options[[9]uint8]{Observer: obs}, BeamParams{Width: w}, seeded(seed)))
			if r.Stats.MaxFrontier > w {
				t.Fatalf("width %d: MaxFrontier %d", w, r.Stats.MaxFrontier)
			}
			switch r.Status {
			case search.Found:
				found++
				replay[[9]uint8, byte](t, hardBoard, r.Actions, r.Cost)
				if len(r.Actions) < 31 {
					t.Fatalf("%d moves beat the optimum 31", len(r.Actions))
				}
			case search.NotFound:
				if empty != 1 {
					t.Fatalf("not found, yet the beam never emptied")
				}
			default:
				t.Fatalf("status %v", r.Status)
			}
		}
	}
	if found == 0 {
		t.Fatal("beam search never solved the hard board")
	}
	t.Logf("found %d of 20", found)
}

func TestBeamDeterministic(t *testing.T) {
	checkDeterminism(t, func(r search.Rand) search.Stepper[byte] {
		return NewBeam(hardBoard, search.Options[[9]uint8]{}, BeamParams{Width: 3}, r)
	})
	// Without a random source, ties fall in generation order: repeatable.
	a := drive(t, NewBeam(hardBoard, search.Options[[9]uint8]{}, BeamParams{Width: 3}, nil))
	b := drive(t, NewBeam(hardBoard, search.Options[[9]uint8]{}, BeamParams{Width: 3}, nil))
	if a.Status != b.Status || string(a.Actions) != string(b.Actions) || a.Stats != b.Stats {
		t.Fatalf("nil rand runs differ: %+v %+v", a, b)
	}
}

func TestBeamBudget(t *testing.T) {
	// The budget is exact even in the middle of a beam.
	for _, n := range []int64{1, 5, 8} {
		r := drive(t, NewBeam(hardBoard, search.Options[[9]uint8]{Limits: search.Limits{MaxNodes: n}}, BeamParams{Width: 3}, seeded(1)))
		if r.Status != search.BudgetExceeded || r.Stats.Expanded != n || r.Stats.MemoryBytes == 0 {
			t.Fatalf("MaxNodes %d: %v %+v", n, r.Status, r.Stats)
		}
	}
}

func TestBeamDepthLimit(t *testing.T) {
	l := line{h: valley, goal: 9}
	r := drive(t, NewBeam(l, search.Options[int]{Limits: search.Limits{MaxDepth: 4}}, BeamParams{Width: 1}, seeded(1)))
	if r.Status != search.Cutoff || r.Stats.MaxDepth != 4 || r.Stats.Expanded != 4 {
		t.Fatalf("MaxDepth 4: %v %+v", r.Status, r.Stats)
	}
	// The goal is 9 moves away: found at depth limit 9, cut off at 8.
	if r := drive(t, NewBeam(l, search.Options[int]{Limits: search.Limits{MaxDepth: 9}}, BeamParams{Width: 1}, seeded(1))); r.Status != search.Found {
		t.Fatalf("MaxDepth 9: %v", r.Status)
	}
	if r := drive(t, NewBeam(l, search.Options[int]{Limits: search.Limits{MaxDepth: 8}}, BeamParams{Width: 1}, seeded(1))); r.Status != search.Cutoff {
		t.Fatalf("MaxDepth 8: %v", r.Status)
	}
}

// TestBeamDepthFactor: the depth limit in multiples of h(start). On the
// hardest 8-puzzle board (h = 21 with Manhattan distance; the width-3 beam
// needs 51 moves) a factor 2 cuts it off at depth 42, a factor 3 (63) lets
// it finish; with MaxDepth too, the smaller limit wins.
func TestBeamDepthFactor(t *testing.T) {
	h0 := int(hardBoard.H(hardBoard.Initial()))
	r := drive(t, NewBeam(hardBoard, search.Options[[9]uint8]{}, BeamParams{Width: 3, DepthFactor: 2}, seeded(1)))
	if r.Status != search.Cutoff || r.Reason != (search.StopReason{Kind: search.StopDepthLimit, Count: int64(2 * h0)}) || r.Stats.MaxDepth != 2*h0 {
		t.Fatalf("factor 2 (h = %d): %v %+v %+v", h0, r.Status, r.Reason, r.Stats)
	}
	if r := drive(t, NewBeam(hardBoard, search.Options[[9]uint8]{}, BeamParams{Width: 3, DepthFactor: 3}, seeded(1))); r.Status != search.Found || len(r.Actions) != 51 {
		t.Fatalf("factor 3: %v in %d moves", r.Status, len(r.Actions))
	}
	r = drive(t, NewBeam(hardBoard, search.Options[[9]uint8]{Limits: search.Limits{MaxDepth: 30}}, BeamParams{Width: 3, DepthFactor: 2}, seeded(1)))
	if r.Status != search.Cutoff || r.Reason.Count != 30 {
		t.Fatalf("MaxDepth 30 with factor 2: %v %+v", r.Status, r.Reason)
	}
}

func TestBeamStartIsGoalAndBadInput(t *testing.T) {
	r := drive(t, NewBeam(newPuzzle(puzzleGoal[:]...), search.Options[[9]uint8]{}, BeamParams{}, seeded(1)))
	if r.Status != search.Found || len(r.Actions) != 0 || r.Cost != 0 {
		t.Fatalf("start is goal: %+v", r)
	}
	l := line{h: valley, goal: 9}
	b := NewBeam(l, search.Options[int]{}, BeamParams{Width: -2}, seeded(1))
	if err := b.Err(); err == nil || !strings.Contains(err.Error(), "Width") || b.Step() {
		t.Fatalf("negative width: %v", err)
	}
	if err := NewBeam[int, int](noHeuristic{l}, search.Options[int]{}, BeamParams{}, nil).Err(); err == nil {
		t.Fatal("no heuristic: no error")
	}
	if NewBeam(l, search.Options[int]{}, BeamParams{}, nil).width != DefaultBeamWidth {
		t.Fatal("zero width does not take the default")
	}
}

// Regression pins, recorded after the runs were checked (replay, exact
// exhaustive counts, optimality at unbounded width). A change means the
// algorithm's behaviour changed.
func TestBeamGolden(t *testing.T) {
	for _, c := range []struct {
		width  int
		seed   uint64
		status search.Status
		moves  int
		stats  search.Stats
	}{
		{3, 1, search.Found, 51, search.Stats{Expanded: 149, Generated: 413, MaxFrontier: 3, MaxDepth: 51, Iterations: 50, MemoryBytes: 6026}},
		{10, 1, search.Found, 39, search.Stats{Expanded: 359, Generated: 972, MaxFrontier: 10, MaxDepth: 39, Iterations: 38, MemoryBytes: 12876}},
	} {
		r := drive(t, NewBeam(hardBoard, search.Options[[9]uint8]{}, BeamParams{Width: c.width}, seeded(c.seed)))
		if r.Status != c.status || len(r.Actions) != c.moves || r.Stats != c.stats {
			t.Errorf("got {%d, %d, search.%v, %d, %#v}", c.width, c.seed, r.Status, len(r.Actions), r.Stats)
		}
	}
}
